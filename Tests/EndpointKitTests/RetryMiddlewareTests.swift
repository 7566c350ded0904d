import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite(.waitsForEvents) struct RetryMiddlewareTests {
    /// A retry whose sleeps are recorded (and skipped) and whose jitter is the full bound.
    static func retry(
        maxAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(30),
        delays: Recorder<Duration>,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> RetryMiddleware {
        RetryMiddleware(
            maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: maxDelay,
            sleep: { delays.append($0) }, jitter: { $0 }, now: now
        )
    }

    /// A client whose transport answers the scripted statuses in order, then 200.
    static func client(_ statuses: [Int], headers: [String: String] = [:], retry: RetryMiddleware) -> (APIClient, StubTransport) {
        let index = Shared(0)
        let transport = StubTransport { _ in
            let i = index.update { $0 += 1; return $0 - 1 }
            return i < statuses.count ? StubResponse(status: statuses[i], headers: headers) : .json("{}")
        }
        return (makeClient(transport, middleware: [retry]), transport)
    }

    @Test func retriesUpToMaxAttemptsWithExponentialBackoff() async throws {
        let delays = Recorder<Duration>()
        let (client, transport) = Self.client([503, 503, 503, 503], retry: Self.retry(delays: delays))
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 503)
        #expect(transport.recordedRequests.count == 3)
        #expect(delays.all == [.milliseconds(500), .seconds(1)])
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesEachRetryableStatusAndSucceeds(status: Int) async throws {
        let delays = Recorder<Duration>()
        let (client, transport) = Self.client([status], retry: Self.retry(delays: delays))
        #expect(try await client.data(for: TestAPI.delete(id: 1)) == Data("{}".utf8))
        #expect(transport.recordedRequests.count == 2)
        #expect(delays.all.count == 1)
    }

    @Test(arguments: [400, 401, 404, 409, 422, 501])
    func doesNotRetryOtherStatuses(status: Int) async throws {
        let delays = Recorder<Duration>()
        let (client, transport) = Self.client([status], retry: Self.retry(delays: delays))
        _ = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        #expect(transport.recordedRequests.count == 1)
        #expect(delays.all.isEmpty)
    }

    @Test func backoffIsCappedAtMaxDelay() async throws {
        let delays = Recorder<Duration>()
        let retry = Self.retry(maxAttempts: 6, baseDelay: .seconds(1), maxDelay: .seconds(3), delays: delays)
        let (client, transport) = Self.client(Array(repeating: 500, count: 6), retry: retry)
        _ = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        #expect(transport.recordedRequests.count == 6)
        #expect(delays.all == [.seconds(1), .seconds(2), .seconds(3), .seconds(3), .seconds(3)])
    }

    @Test func honoursRetryAfterSecondsOn429And503() async throws {
        for status in [429, 503] {
            let delays = Recorder<Duration>()
            let (client, _) = Self.client([status], headers: ["Retry-After": "7"], retry: Self.retry(delays: delays))
            try await client.send(TestAPI.delete(id: 1))
            #expect(delays.all == [.seconds(7)], "status \(status)")
        }
    }

    @Test func retryAfterIsCappedAtMaxDelay() async throws {
        let delays = Recorder<Duration>()
        let retry = Self.retry(maxDelay: .seconds(10), delays: delays)
        let (client, _) = Self.client([429], headers: ["retry-after": "120"], retry: retry)
        try await client.send(TestAPI.delete(id: 1))
        #expect(delays.all == [.seconds(10)])
    }

    @Test func honoursRetryAfterAsAnHTTPDate() async throws {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        let delays = Recorder<Duration>()
        let retry = Self.retry(delays: delays, now: { now })
        let (client, _) = Self.client([503], headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:49 GMT"], retry: retry)
        try await client.send(TestAPI.delete(id: 1))
        #expect(delays.all == [.seconds(12)])
    }

    @Test func retryAfterTooLargeToHoldWaitsTheLongestDelay() async throws {
        let delays = Recorder<Duration>()
        let retry = Self.retry(maxDelay: .seconds(10), delays: delays)
        let (client, _) = Self.client([503, 429], headers: ["Retry-After": "99999999999999999999"], retry: retry)
        try await client.send(TestAPI.delete(id: 1))
        #expect(delays.all == [.seconds(10), .seconds(10)])
    }

    @Test func aRequestWhoseBodyIsAStreamIsSentOnce() async throws {
        // A middleware outside the retry moves the body into a stream, as signing or compressing ones do.
        struct StreamingBody: Middleware {
            func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
                var streamed = request
                streamed.httpBodyStream = InputStream(data: Data("PAYLOAD".utf8))
                return try await next(streamed)
            }
        }
        let delays = Recorder<Duration>()
        let transport = StubTransport(responding: StubResponse(status: 503))
        let client = makeClient(transport, middleware: [StreamingBody(), Self.retry(delays: delays)])
        let failure = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .http(let http)? = failure else {
            Issue.record("expected the 503, got \(String(describing: failure))")
            return
        }
        #expect(http.statusCode == 503)
        #expect(transport.recordedRequests.count == 1)
        #expect(delays.all.isEmpty)
    }

    @Test func retryAfterIsIgnoredOnOtherStatusesAndWhenUnparsable() async throws {
        let delays = Recorder<Duration>()
        let (client, _) = Self.client([500, 503], headers: ["Retry-After": "soon"], retry: Self.retry(delays: delays))
        try await client.send(TestAPI.delete(id: 1))
        #expect(delays.all == [.milliseconds(500), .seconds(1)])
    }

    @Test func doesNotRetryPOSTByDefault() async throws {
        let delays = Recorder<Duration>()
        let (client, transport) = Self.client([503], retry: Self.retry(delays: delays))
        _ = await endpointError { try await client.send(TestAPI.createList(NewList(name: "a", rating: 1))) }
        _ = await endpointError { try await client.send(RetryableCreate(isRetryable: nil)) }
        #expect(transport.recordedRequests.count == 2, "each POST is sent once")
        #expect(delays.all.isEmpty)
    }

    @Test func retriesPOSTWhenTheEndpointIsRetryable() async throws {
        let delays = Recorder<Duration>()
        let (client, transport) = Self.client([503, 502], retry: Self.retry(delays: delays))
        try await client.send(RetryableCreate(isRetryable: true))
        #expect(transport.recordedRequests.count == 3)
        #expect(transport.recordedRequests.allSatisfy { $0.httpMethod == "POST" })
    }

    @Test func doesNotRetryAGETThatIsNotRetryable() async throws {
        let (client, transport) = Self.client([503], retry: Self.retry(delays: Recorder()))
        _ = await endpointError { try await client.send(NonRetryableRead()) }
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func retriesTransportFailuresButNotOtherErrors() async throws {
        for (error, expectedAttempts) in [
            (URLError(.notConnectedToInternet), 3), (URLError(.timedOut), 3), (URLError(.secureConnectionFailed), 3),
            (URLError(.cancelled), 1), (URLError(.badURL), 3),
        ] as [(URLError, Int)] {
            let transport = StubTransport { _ in throw error }
            let client = makeClient(transport, middleware: [Self.retry(delays: Recorder())])
            _ = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
            #expect(transport.recordedRequests.count == expectedAttempts, "\(error.code)")
        }
        let invalid = StubTransport { _ in throw EndpointError.invalidRequest(.invalidURL("x")) }
        _ = await endpointError { try await makeClient(invalid, middleware: [Self.retry(delays: Recorder())]).send(TestAPI.delete(id: 1)) }
        #expect(invalid.recordedRequests.count == 1)
    }

    @Test func finalTransportErrorIsMapped() async throws {
        let client = makeClient(StubTransport { _ in throw URLError(.notConnectedToInternet) }, middleware: [Self.retry(delays: Recorder())])
        let error = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        guard case .noConnection? = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }

    @Test func cancellationInterruptsTheSleepAndStopsRetrying() async throws {
        let transport = StubTransport(responding: .status(503))
        // Whether the minute's sleep ended by cancellation: told by the sleep, not by a clock a loaded machine stretches.
        let sleeping = Shared(false), interrupted = Shared(false)
        let retry = RetryMiddleware(maxAttempts: 5, baseDelay: .seconds(60), sleep: { delay in
            sleeping.update { $0 = true }
            do { try await Task.sleep(for: delay) } catch {
                interrupted.update { $0 = error is CancellationError }
                throw error
            }
        }, jitter: { $0 })
        let client = makeClient(transport, middleware: [retry])
        let task = Task { await endpointError { try await client.send(TestAPI.delete(id: 1)) } }
        #expect(await eventually { sleeping.value })
        task.cancel()
        let error = await task.value
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        #expect(interrupted.value, "the sleep before the second attempt ended by being cancelled")
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func cancellationDuringAnUninterruptibleSleepStopsBeforeTheNextAttempt() async throws {
        let transport = StubTransport(responding: .status(503))
        // The sleep ignores cancellation; the middleware must still not send again.
        let retry = RetryMiddleware(sleep: { _ in withUnsafeCurrentTask { $0?.cancel() } }, jitter: { $0 })
        let client = makeClient(transport, middleware: [retry])
        let error = await Task { await endpointError { try await client.send(TestAPI.delete(id: 1)) } }.value
        guard case .cancelled? = error else {
            Issue.record("expected .cancelled, got \(String(describing: error))")
            return
        }
        #expect(transport.recordedRequests.count == 1)
    }

    @Test func fullJitterStaysWithinTheBound() {
        let samples = (0..<200).map { _ in RetryMiddleware.fullJitter(.seconds(1)) }
        #expect(samples.allSatisfy { $0 >= .zero && $0 <= .seconds(1) })
        #expect(Set(samples).count > 100, "the delays should be spread out")
        #expect(RetryMiddleware.fullJitter(.zero) == .zero)
    }
}
