import EndpointKit

/// A signed-in user together with their preferences.
struct SignedInUser: Sendable, Equatable {
    var id: Int64
    var name: String
    var preferences: Preferences
}

/// Chains two APIs on two servers: log in on the auth server, then load preferences from the profile server
/// with the session's token.
struct AccountStore: Sendable {
    let auth: any AuthAPI
    /// Makes the profile client for a session's token.
    let profile: @Sendable (_ token: String) -> any ProfileAPI

    func signIn(email: String, password: String) async throws -> SignedInUser {
        let session = try await auth.login(LoginRequest(email: email, password: password))
        // `locale` has a default ("en") on the client and the endpoint case, but not on the `ProfileAPI` requirement.
        let preferences = try await profile(session.accessToken).preferences(userId: session.userId, locale: "en")
        return SignedInUser(id: session.userId, name: session.displayName, preferences: preferences)
    }
}

extension AccountStore {
    /// The store against real servers, sending through `transport`.
    init(transport: any Transport, auth authServer: Server = AuthEnvironment.default.server, profile profileServer: Server = ProfileEnvironment.default.server) {
        self.init(auth: AuthClient(server: authServer, transport: transport)) { token in
            ProfileClient(server: profileServer, token: .constant(token), transport: transport)
        }
    }
}
