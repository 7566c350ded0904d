import EndpointKit
import EndpointKitTesting
import Foundation
import Testing
@testable import AppNetworking

@Suite struct AccountStoreTests {
    static func transport() -> StubTransport {
        StubTransport { request in
            switch (request.url?.host, request.url?.path) {
            case ("auth.example.com", "/v2/sessions"):
                return .json(#"{"access_token": "tok-123", "user_id": 42, "display_name": "Ana"}"#)
            case ("profile.example.com", "/api/users/42/preferences"):
                return .json(#"{"theme": "dark", "newsletter": true}"#)
            default:
                return .status(404)
            }
        }
    }

    @Test func signInLogsInThenLoadsPreferencesFromTheOtherServer() async throws {
        let transport = Self.transport()
        let user = try await AccountStore(transport: transport).signIn(email: "ana@example.com", password: "s3cret")
        #expect(user == SignedInUser(id: 42, name: "Ana", preferences: AppNetworking.Preferences(theme: .dark, newsletter: true, language: nil)))

        let requests = transport.recordedRequests
        try #require(requests.count == 2)
        let login = requests[0]
        #expect(login.httpMethod == "POST")
        #expect(login.url?.absoluteString == "https://auth.example.com/v2/sessions")
        #expect(login.value(forHTTPHeaderField: "Authorization") == nil, "the auth API declares no auth")
        #expect(login.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        let body = try #require(JSONSerialization.jsonObject(with: login.httpBody ?? Data()) as? [String: String])
        #expect(body == ["email": "ana@example.com", "password": "s3cret"])

        let preferences = requests[1]
        #expect(preferences.httpMethod == "GET")
        #expect(preferences.url?.absoluteString == "https://profile.example.com/api/users/42/preferences?locale=en")
        #expect(preferences.value(forHTTPHeaderField: "Authorization") == "Bearer tok-123")
        #expect(preferences.httpBody == nil)
    }

    @Test func theSpecsExamplesAnswerWithoutAServer() async throws {
        // The samples live in the app target, which does not link EndpointKitTesting; the tests turn them into stubs.
        let session = try await AuthClient(transport: StubTransport(samples: AuthEndpoint.sampleRoutes))
            .login(LoginRequest(email: "sam@example.com", password: "x"))
        #expect(session.displayName == "Sam")
        #expect(session.userId == 7)
    }

    @Test func aFailedLoginStopsTheChainWithTheServersMessage() async throws {
        let transport = StubTransport { _ in .json(#"{"message": "Wrong password"}"#, status: 401) }
        await #expect {
            _ = try await AccountStore(transport: transport, auth: AuthEnvironment.staging.server).signIn(email: "a", password: "b")
        } throws: { error in
            guard case EndpointError.http(let failure) = error else { return false }
            return failure.statusCode == 401 && failure.message == "Wrong password"
        }
        #expect(transport.recordedRequests.map { $0.url?.host } == ["auth.staging.example.com"])
    }
}
