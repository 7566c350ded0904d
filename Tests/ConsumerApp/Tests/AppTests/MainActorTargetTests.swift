import EndpointKit
import Testing
@testable import MainActorNetworking

/// The same specs generated into a target whose code is main-actor isolated by default.
/// (A file of its own: the two targets' generated names differ only by this one's `App` prefix, so each test
/// file imports one of them.)
@Suite struct MainActorTargetTests {
    @MainActor @Test func mainActorTargetRunsTheSameCalls() async throws {
        let account = MainActorAccount()
        try await account.load(transport: AccountStoreTests.transport())
        #expect(account.theme == .dark)
    }
}
