import EndpointKit

/// Code in an app target whose declarations are main-actor isolated by default, calling the generated client.
final class MainActorAccount {
    private(set) var theme: Theme?

    func load(transport: any Transport) async throws {
        let session = try await AuthClient(transport: transport).login(LoginRequest(email: "a@example.com", password: "pw"))
        let profile = ProfileClient(token: .constant(session.accessToken), transport: transport)
        theme = try await profile.preferences(userId: session.userId).theme
    }
}
