import AuthSDK
import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

@Suite struct AuthClientTests {
    static func client(_ transport: StubTransport) -> AuthClient {
        AuthClient(token: .constant("jwt.value"), shared: AuthSharedParameters(deviceType: .ios), transport: transport)
    }

    @Test func authenticateSendsAFormBodyWithoutCredentials() async throws {
        let transport = StubTransport(responding: .json(#"{"token": "abc", "user_id": 9007199254740993}"#))
        let session = try await Self.client(transport).authenticate(email: "a+b@example.com", password: "p&ss word=1")
        let sent = try Recorded(transport)
        #expect(sent.method == "POST")
        #expect(sent.url == "https://auth.example.com/authenticate?version=1.0&device_type=ios")
        #expect(sent.header("Authorization") == nil)
        #expect(sent.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(sent.bodyText == "email=a%2Bb%40example.com&password=p%26ss%20word%3D1")
        #expect(session.userId == 9_007_199_254_740_993)
    }

    @Test func checkTokenSendsTheJWTScheme() async throws {
        let transport = StubTransport(responding: .json(#"{"valid": true}"#))
        let status = try await Self.client(transport).checkToken()
        let sent = try Recorded(transport)
        #expect(sent.header("Authorization") == "JWT jwt.value")
        #expect(sent.url == "https://auth.example.com/token?version=1.0&device_type=ios")
        #expect(status.valid && status.expiresAt == nil)
    }

    @Test func qaEnvironmentKeepsItsPortAndPathPrefix() async throws {
        let transport = StubTransport(responding: .json(#"{"valid": false}"#))
        let client = AuthClient(server: AuthEnvironment.qa.server, token: .constant("t"), shared: .init(deviceType: .web), transport: transport)
        _ = try await client.checkToken()
        #expect(try Recorded(transport).url == "http://qa.internal.example.com:8080/auth/token?version=1.0&device_type=web")
    }

    @Test func anErrorBodyWithoutAMessageFallsBackToTheGenericText() async throws {
        let transport = StubTransport(responding: .json(#"{"code": "E42"}"#, status: 500))
        do {
            _ = try await Self.client(transport).checkToken()
            Issue.record("expected an error")
        } catch let EndpointError.http(failure) {
            #expect(failure.message == "Server error, please try again later.")
            #expect(failure.isServerError)
            #expect((failure.payload as? AuthError)?.code == "E42")
        }
    }

    @Test func headerValuesWithLineBreaksAreRejectedNotSent() async throws {
        let transport = StubTransport(responding: .json(#"{"valid": true}"#))
        let client = AuthClient(token: .constant("x\r\nInjected: yes"), shared: .init(deviceType: .ios), transport: transport)
        do {
            _ = try await client.checkToken()
            Issue.record("expected an error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .invalidHeader(name: "Authorization"))
        }
        #expect(transport.recordedRequests.isEmpty)
    }

    @Test func emptyOrMalformedEmailFailsBeforeAnyNetworkCall() async throws {
        let transport = StubTransport(responding: .json(#"{"token": "abc", "user_id": 1}"#))
        for (email, rule) in [("", ValidationFailure.Rule.minLength(3)), ("no-at-sign", .pattern("^[^@\\s]+@[^@\\s]+$"))] {
            do {
                _ = try await Self.client(transport).authenticate(email: email, password: "secret")
                Issue.record("expected a validation error for \(email)")
            } catch let EndpointError.invalidRequest(.validationFailed(failure)) {
                #expect(failure == ValidationFailure(parameter: "email", rule: rule))
            }
        }
        #expect(transport.recordedRequests.isEmpty)
    }
}
