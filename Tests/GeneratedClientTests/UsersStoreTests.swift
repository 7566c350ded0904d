import EndpointKit
import EndpointKitTesting
import Foundation
import Testing
import UsersSDK

/// A business-level store as an app writes one: log in, then load preferences (SEED-NOTES D5).
/// It depends on the `UsersAPI` protocol, so tests can pass the real client or a fake.
struct AccountStore {
    let users: any UsersAPI

    func signIn(email: String, password: String) async throws -> (User, Preferences) {
        let user = try await users.login(Credentials(email: email, password: password))
        return (user, try await users.preferences(id: user.id))
    }
}

/// A hand-written fake that never touches the network.
struct FakeUsers: UsersAPI {
    func login(_ body: Credentials) async throws -> User {
        User(id: 1, email: body.email, displayName: "Fake", createdAt: Date(timeIntervalSince1970: 0))
    }

    func preferences(id: Int64) async throws -> Preferences {
        Preferences(theme: .dark, notificationsEnabled: id == 1, categories: [:])
    }

    func updatePreferences(id: Int64, _ body: Preferences) async throws -> Preferences { body }
}

@Suite struct UsersStoreTests {
    @Test func storeChainsLoginAndPreferencesThroughTheRealClient() async throws {
        let transport = StubTransport { request in
            switch request.url?.path {
            case "/v1/login":
                return .json(#"{"id": 42, "email": "a@b.c", "display_name": "Ana", "created_at": "2026-11-22T05:00:00Z", "birthday": "1990-05-17"}"#)
            case "/v1/users/42/preferences":
                return .json(#"{"theme": "sepia", "notifications_enabled": true, "categories": {"news": true}}"#)
            default:
                return .status(404)
            }
        }
        let store = AccountStore(users: UsersClient(token: .constant("t"), transport: transport))
        let (user, preferences) = try await store.signIn(email: "a@b.c", password: "correct horse")
        #expect(user.displayName == "Ana")
        #expect(user.birthday == CalendarDate(year: 1990, month: 5, day: 17))
        #expect(preferences.theme == .unknown("sepia"))
        #expect(preferences.categories == ["news": true])

        let requests = transport.recordedRequests
        #expect(requests.count == 2)
        #expect(requests[0].value(forHTTPHeaderField: "Authorization") == nil, "login is public")
        #expect(requests[1].value(forHTTPHeaderField: "Authorization") == "Bearer t")
        let login = try #require(JSONSerialization.jsonObject(with: requests[0].httpBody ?? Data()) as? [String: String])
        #expect(login == ["email": "a@b.c", "password": "correct horse"])
    }

    @Test func storeRunsAgainstAFake() async throws {
        let (user, preferences) = try await AccountStore(users: FakeUsers()).signIn(email: "x@y.z", password: "pw")
        #expect(user.email == "x@y.z")
        #expect(preferences.notificationsEnabled)
    }

    @Test func updatePreferencesSendsSnakeCaseKeys() async throws {
        let transport = StubTransport(responding: .json(#"{"theme": "light", "notifications_enabled": false, "categories": {}}"#))
        let client = UsersClient(server: UsersEnvironment.staging.server, token: .constant("t"), transport: transport)
        _ = try await client.updatePreferences(id: 7, Preferences(theme: .light, notificationsEnabled: false, language: "de", categories: [:]))
        let sent = try Recorded(transport)
        #expect(sent.method == "PUT")
        #expect(sent.url == "https://users.staging.example.com/v1/users/7/preferences")
        let body = try sent.jsonBody()
        #expect(Set(body.keys) == ["theme", "notifications_enabled", "language", "categories"])
    }

    @Test func aShortPasswordInTheBodyModelFailsBeforeSending() async throws {
        let transport = StubTransport(responding: .status(500))
        let client = UsersClient(token: .constant("t"), transport: transport)
        await #expect(throws: EndpointError.self) { _ = try await client.login(Credentials(email: "a@b.c", password: "short")) }
        #expect(transport.recordedRequests.isEmpty)
        #expect(throws: Never.self) { try Credentials(email: "a@b.c", password: "long enough").validate() }
    }
}
