import EndpointKit

/// Code in an app target whose declarations are main-actor isolated by default, calling the generated client.
/// The target's endpoint-gen.json prefixes the generated types with `App`, makes them `package` and leaves
/// `deleteAccount` out.
final class MainActorAccount {
    private(set) var theme: AppTheme?

    func load(transport: any Transport) async throws {
        let session = try await AppAuthClient(transport: transport).login(AppLoginRequest(email: "a@example.com", password: "pw"))
        let profile = AppProfileClient(token: .constant(session.accessToken), transport: transport)
        theme = try await profile.preferences(userId: session.userId).theme
    }
}
