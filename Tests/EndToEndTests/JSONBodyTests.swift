import EndpointKit
import Foundation
import Testing

/// A JSON body arrives as sent, enum values included, with `Content-Type: application/json`.
@Suite(.requiresHTTPBin) struct JSONBodyTests {
    @Test(arguments: [
        Payload(title: "Hello, \"wörld\" & 日本", count: 42, tags: ["a b", "c&d=e", ""], ratio: 0.25, kind: .fancy),
        Payload(title: "plain", count: -1, tags: [], ratio: nil, kind: .plain),
        Payload(title: "future", count: 0, tags: ["x"], ratio: 1e-3, kind: .unknown("new-kind")),
        Payload(title: "no kind", count: Int(Int32.max) + 1, tags: ["only"]),
        Payload(title: "day and bytes", count: 2, tags: [], day: CalendarDate("2024-02-29"), blob: Data([0, 1, 254, 255])),
    ])
    func payloadRoundTrips(_ payload: Payload) async throws {
        let echo = try await TestServer.client().postJSON(payload)
        #expect(echo.json == payload)
        #expect(echo.headers["Content-Type"] == "application/json")
        #expect(echo.form == [:])
        #expect(echo.url.hasSuffix("/post?client=endpointkit"))
    }

    @Test func unknownEnumValueIsSentAndReadBackUnchanged() async throws {
        let echo = try await TestServer.client().postJSON(
            Payload(title: "t", count: 1, tags: [], kind: .unknown("new-kind"))
        )
        #expect(echo.json?.kind == .unknown("new-kind"))
        #expect(echo.json?.kind?.rawValue == "new-kind")
        // httpbin's `data` is the raw body: the value went out as a plain string.
        #expect(echo.data?.contains(#""kind":"new-kind""#) == true)
    }

    @Test func aModelOfSeveralDiscriminatorValuesSendsTheOneItHolds() async throws {
        // GitHub's pending check run is `queued` or `in_progress`: the union wrote the first value it maps over the
        // payload's own, so every check run started was queued again.
        let pending = CheckRun.pending(CheckRunPending(status: .inProgress))
        let echo = try await TestServer.client().postCheckRun(pending)
        #expect(echo.data.contains(#""status":"in_progress""#), "\(echo.data)")
        #expect(echo.json == pending)
        let done = CheckRun.done(CheckRunDone(conclusion: "success"))
        let doneEcho = try await TestServer.client().postCheckRun(done)
        #expect(doneEcho.data.contains(#""status":"completed""#), "\(doneEcho.data)")
        #expect(doneEcho.json == done)
    }

    /// An identifier beyond 2^53 in free-form JSON goes out and comes back with every digit: a `Double` would have
    /// sent 9007199254740992.
    @Test func freeFormWholeNumbersKeepEveryDigit() async throws {
        let extra = JSONValue.object([
            "id": .integer(9_007_199_254_740_993), "min": .integer(.min), "ratio": .number(0.5), "huge": .number(1e300),
        ])
        let echo = try await TestServer.client().postJSON(Payload(title: "t", count: 1, tags: [], extra: extra))
        #expect(echo.data?.contains(#""id":9007199254740993"#) == true, "\(echo.data ?? "")")
        #expect(echo.data?.contains(#""min":-9223372036854775808"#) == true)
        #expect(echo.json?.extra == extra)
        #expect(echo.json?.extra?["id"] == .integer(9_007_199_254_740_993))
    }

    @Test func calendarDatesAndBytesGoOutAsTextAndBase64() async throws {
        let echo = try await TestServer.client().postJSON(
            Payload(title: "t", count: 1, tags: [], day: CalendarDate("1999-12-31"), blob: Data("hi".utf8))
        )
        #expect(echo.data?.contains(#""day":"1999-12-31""#) == true)
        #expect(echo.data?.contains(#""blob":"aGk=""#) == true)
    }
}
