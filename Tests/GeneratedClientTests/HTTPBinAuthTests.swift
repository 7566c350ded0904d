import EndpointKit
import EndpointKitTesting
import Foundation
import HTTPBinSDK
import Testing

/// The generated HTTPBin client's four schemes: each call carries exactly what its first satisfiable
/// alternative needs, given the credentials passed to the initializer.
@Suite struct HTTPBinAuthTests {
    static let echo = #"{"args": {}, "headers": {}, "url": "x"}"#

    static func client(
        _ transport: StubTransport,
        token: TokenProvider? = nil,
        basic: BasicCredential? = nil,
        key: String? = nil,
        session: String? = nil
    ) -> HTTPBinClient {
        HTTPBinClient(
            server: Server(baseURL: "http://127.0.0.1:9"), token: token, basic: basic, key: key, session: session,
            shared: HTTPBinSharedParameters(deviceType: "test"), transport: transport
        )
    }

    /// The credential-bearing header fields of the one recorded request.
    static func credentials(_ transport: StubTransport) throws -> [String: String] {
        let request = try #require(transport.recordedRequests.last)
        var fields: [String: String] = [:]
        for name in ["Authorization", "X-Api-Key", "Cookie"] {
            fields[name] = request.value(forHTTPHeaderField: name)
        }
        return fields
    }

    @Test func anEndpointWithItsOwnSchemeSendsOnlyThatScheme() async throws {
        let transport = StubTransport(responding: .json(#"{"authenticated": true, "user": "u"}"#))
        let client = Self.client(transport, token: .constant("t"), basic: BasicCredential(username: "u", password: "p"), key: "k")
        _ = try await client.basicAuth(user: "u", password: "p")
        #expect(try Self.credentials(transport) == ["Authorization": "Basic dTpw"])
    }

    @Test func theDefaultRequirementSendsTheToken() async throws {
        let transport = StubTransport(responding: .json(#"{"authenticated": true, "token": "t"}"#))
        _ = try await Self.client(transport, token: .constant("t"), key: "k", session: "s").bearer()
        #expect(try Self.credentials(transport) == ["Authorization": "Bearer t"])
    }

    @Test func alternativesAreTriedInOrder() async throws {
        let transport = StubTransport(responding: .json(Self.echo))
        _ = try await Self.client(transport, token: .constant("t"), key: "k", session: "s").tokenOrKey()
        #expect(try Self.credentials(transport) == ["Authorization": "Bearer t"])
        _ = try await Self.client(transport, basic: BasicCredential(username: "u", password: "p"), key: "k", session: "s").tokenOrKey()
        #expect(try Self.credentials(transport) == ["X-Api-Key": "k", "Cookie": "session=s"])
    }

    @Test func publicEndpointsSendNoCredentials() async throws {
        let transport = StubTransport(responding: .json(Self.echo))
        _ = try await Self.client(transport, token: .constant("t"), key: "k", session: "s").anything(segment: "a", q: "b")
        #expect(try Self.credentials(transport).isEmpty)
    }

    @Test func aMissingCredentialFailsWithoutSending() async throws {
        let transport = StubTransport(responding: .json(Self.echo))
        let client = Self.client(transport, session: "s")
        for call in [{ _ = try await client.tokenOrKey() }, { _ = try await client.bearer() }] as [@Sendable () async throws -> Void] {
            do {
                try await call()
                Issue.record("expected missingCredentials")
            } catch let error as EndpointError {
                guard case .invalidRequest(.missingCredentials) = error else {
                    Issue.record("expected missingCredentials, got \(error)")
                    continue
                }
            }
        }
        #expect(transport.recordedRequests.isEmpty)
    }
}
