import EndpointKit
import Foundation
import Testing

/// Query values reach httpbin exactly, whatever characters they hold.
@Suite(.requiresHTTPBin) struct QueryEncodingTests {
    @Test func bytesGoAsBase64InTheQueryAndHeaders() async throws {
        // `+`, `/` and `=` of base64 must arrive as sent: the query percent-encodes them.
        let digest = Data([0xfb, 0xff, 0xbf, 0x00, 0x3e])
        let echo = try await TestServer.client().signed(digest: digest, signature: Data("sig".utf8))
        #expect(echo.args["digest"] == "+/+/AD4=")
        #expect(echo.headers["X-Signature"] == "c2ln")
        #expect(Data(base64Encoded: echo.args["digest"] ?? "") == digest)
    }

    @Test(arguments: [
        "a b",
        "a&b=c",
        "1+1=2",
        "a/b?c#d",
        "100%",
        "%20 is not a space",
        "café",
        "日本",
        "a b&c=d+e/f?g#h%i é 日本",
    ])
    func queryValueArrivesExactly(_ value: String) async throws {
        let echo = try await TestServer.client().anything(segment: "query", q: value)
        #expect(echo.args["q"] == value)
        #expect(echo.args["client"] == "endpointkit")
        #expect(echo.args["exact"] == "false")
        // Nothing leaked out of the value into other items.
        #expect(Set(echo.args.keys) == ["q", "client", "exact"])
    }

    @Test func optionalQueryIsOmittedWhenNil() async throws {
        let echo = try await TestServer.client().anything(segment: "optional", q: "x", page: nil)
        #expect(echo.args["page"] == nil)
        #expect(echo.args.keys.sorted() == ["client", "exact", "q"])
    }

    @Test func optionalQueryIsSentWhenSet() async throws {
        let echo = try await TestServer.client().anything(segment: "optional", q: "x", page: 3)
        #expect(echo.args["page"] == "3")
    }

    @Test func boolDefaultIsSentAsFalseAndTrueWhenSet() async throws {
        let client = try await TestServer.client()
        #expect(try await client.anything(segment: "bool", q: "x").args["exact"] == "false")
        #expect(try await client.anything(segment: "bool", q: "x", exact: true).args["exact"] == "true")
    }
}
