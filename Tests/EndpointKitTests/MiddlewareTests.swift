@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Records when it sees the request and the response, and tags the request with a header.
private struct Tagging: Middleware {
    let name: String
    let log: EventLog

    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        log.append("\(name)>")
        var request = request
        request.addValue(name, forHTTPHeaderField: "X-Chain")
        let response = try await next(request)
        log.append("<\(name)")
        return response
    }
}

/// Answers without calling the rest of the chain.
private struct ShortCircuit: Middleware {
    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        (Data("cached".utf8), HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
}

/// Sets a header field and records whether the request kept its storage, i.e. was changed without a copy.
private struct InPlaceProbe: Middleware {
    let changedInPlace = Recorder<Bool>()

    func intercept(_ request: consuming URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        let before = Self.storage(of: request)
        request.setValue("1", forHTTPHeaderField: "X-Probe")
        changedInPlace.append(Self.storage(of: request) == before)
        return try await next(request)
    }

    /// The bytes of the request value itself: the reference to the object that holds its fields.
    private static func storage(of request: borrowing URLRequest) -> [UInt8] {
        withUnsafeBytes(of: request) { Array($0) }
    }
}

@Suite struct MiddlewareTests {
    @Test func middlewareRunInArrayOrderWithTheFirstOutermost() async throws {
        let log = EventLog()
        let transport = StubTransport { request in
            log.append("transport \(request.value(forHTTPHeaderField: "X-Chain") ?? "")")
            return .status(204)
        }
        let client = makeClient(transport, middleware: [Tagging(name: "A", log: log), Tagging(name: "B", log: log)])
        try await client.send(TestAPI.delete(id: 1))
        #expect(log.all == ["A>", "B>", "transport A,B", "<B", "<A"])
    }

    @Test func middlewareCanAnswerWithoutTheTransport() async throws {
        let transport = StubTransport(responding: .status(500))
        let client = makeClient(transport, middleware: [ShortCircuit()])
        #expect(try await client.data(for: TestAPI.delete(id: 1)) == Data("cached".utf8))
        #expect(transport.recordedRequests.isEmpty)
    }

    /// A middleware changing the request changes it in place when nothing else holds it: the client and the chain
    /// hand it over, and so does each middleware that only passes it on. A shared request is copied first (on
    /// Linux, a whole `NSMutableURLRequest`).
    @Test(arguments: ["none", "logging", "activity", "offline", "rate limit"])
    func theRequestAMiddlewareChangesIsItsOwn(behind before: String) async throws {
        let probe = InPlaceProbe()
        let outer: [String: any Middleware] = [
            "logging": LoggingMiddleware(sink: { _ in }), "activity": ActivityMiddleware(),
            "offline": OfflineMiddleware(isOnline: { true }), "rate limit": RateLimitMiddleware(requestsPerSecond: 1_000),
        ]
        let client = makeClient(StubTransport(responding: .status(204)), middleware: outer[before].map { [$0, probe] } ?? [probe])
        try await client.send(TestAPI.delete(id: 1))
        #expect(probe.changedInPlace.all == [true])
    }

    @Test func aChainLeavesOutMiddlewareThatDoNothing() async throws {
        let middleware: [any Middleware] = [
            CommonParametersMiddleware(), RetryMiddleware(maxAttempts: 1), RetryMiddleware(),
            CommonParametersMiddleware(query: [QueryItem("a", "b")]), CommonParametersMiddleware(headers: [HTTPHeader(name: "X", value: "y")]),
        ]
        #expect(middleware.withoutIdle.map { "\(type(of: $0))" } == ["RetryMiddleware", "CommonParametersMiddleware", "CommonParametersMiddleware"])
        // Left out or not, the request is sent as it was built.
        let transport = StubTransport(responding: .status(204))
        try await makeClient(transport, middleware: [CommonParametersMiddleware(), RetryMiddleware(maxAttempts: 1)]).send(TestAPI.delete(id: 1))
        #expect(transport.recordedRequests.first?.url?.absoluteString == "http://127.0.0.1:8000/api/v3/list/1")
    }

    @Test func urlRequestIsTheRequestBeforeMiddleware() async throws {
        let client = makeClient(StubTransport(responding: .status(200)), middleware: [Tagging(name: "A", log: EventLog())])
        #expect(try await client.urlRequest(for: TestAPI.delete(id: 1)).value(forHTTPHeaderField: "X-Chain") == nil)
    }
}

/// Records the context of every request it sees.
private struct ContextRecorder: Middleware {
    let contexts = Recorder<RequestContext>()

    func intercept(_ request: URLRequest, context: RequestContext, next: SendRequest) async throws -> (Data, HTTPURLResponse) {
        contexts.append(context)
        return try await next(request)
    }
}

@Suite struct RequestContextTests {
    @Test func middlewareSeeTheEndpointsContext() async throws {
        let recorder = ContextRecorder()
        let client = makeClient(StubTransport(responding: .json("{}")), middleware: [recorder])
        try await client.send(TestAPI.login(username: "user", password: "secret"))
        try await client.send(TestAPI.delete(id: 4))
        try await client.send(RetryableCreate(isRetryable: true))
        try await client.send(NonRetryableRead())
        #expect(recorder.contexts.all == [
            RequestContext(endpointName: "TestAPI.login", method: .post, requiresAuthentication: false, isRetryable: nil),
            RequestContext(endpointName: "TestAPI.delete", method: .delete, requiresAuthentication: true, isRetryable: nil),
            RequestContext(endpointName: "RetryableCreate", method: .post, requiresAuthentication: true, isRetryable: true),
            RequestContext(endpointName: "NonRetryableRead", method: .get, requiresAuthentication: true, isRetryable: false),
        ])
        #expect(recorder.contexts.all.map(\.allowsRetry) == [false, true, true, false])
        #expect(!recorder.contexts.all.map(\.endpointName).joined().contains("secret"))
    }

    /// A generated endpoint names its case itself: the name read is the one it states, not one found by reflection
    /// (which would give `described`, or for a custom `description` no case at all).
    @Test func aGeneratedEndpointIsNamedByTheCaseNameItStates() {
        #expect(RequestContext(StatingItsName.described(secret: "s")).endpointName == "StatingItsName.stated")
        #expect(RequestContext(StatingItsName.plain).endpointName == "StatingItsName.plain")
    }

    /// Contexts are equal only when every field is: one the endpoint marks retryable is not one left to its method.
    @Test func contextsDifferingInAnyFieldAreNotEqual() {
        let context = RequestContext(endpointName: "TestAPI.create", method: .post, requiresAuthentication: true, isRetryable: nil)
        #expect(context == RequestContext(endpointName: "TestAPI.create", method: .post, requiresAuthentication: true, isRetryable: nil))
        #expect(context != RequestContext(endpointName: "TestAPI.create", method: .post, requiresAuthentication: true, isRetryable: true))
        #expect(context != RequestContext(endpointName: "TestAPI.create", method: .post, requiresAuthentication: false, isRetryable: nil))
        #expect(context != RequestContext(endpointName: "TestAPI.create", method: .put, requiresAuthentication: true, isRetryable: nil))
        #expect(context != RequestContext(endpointName: "TestAPI.update", method: .post, requiresAuthentication: true, isRetryable: nil))
    }

    @Test func idempotentMethods() {
        #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .put, .delete, .head, .options])
    }

    @Test func orderDecidesWhatARetryCovers() async throws {
        // Activity outside the retry sees one request; the counter inside sees every attempt.
        let events = Recorder<ActivityEvent>()
        let counting = CountingMiddleware()
        let retry = RetryMiddleware(maxAttempts: 3, sleep: { _ in })
        let transport = StubTransport(responding: .status(503))
        let client = makeClient(transport, middleware: [ActivityMiddleware { events.append($0) }, retry, counting])
        _ = await endpointError { try await client.send(TestAPI.delete(id: 1)) }
        #expect(counting.count.value == 3)
        #expect(events.all.map(\.kind) == [.started, .finished])
    }
}

/// A generated endpoint whose stated case name differs from the case's declared name, with a custom description.
private enum StatingItsName: GeneratedEndpoint, CustomStringConvertible {
    case described(secret: String)
    case plain

    var requestParts: RequestParts { RequestParts(method: .get, path: "/") }
    var caseName: String {
        switch self {
        case .described: "stated"
        case .plain: "plain"
        }
    }
    var description: String { "custom" }
}
