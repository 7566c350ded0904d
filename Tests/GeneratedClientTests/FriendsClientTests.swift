import EndpointKit
import EndpointKitTesting
import Foundation
import FriendsSDK
import Testing

@Suite struct FriendsClientTests {
    static let userID = UUID(uuidString: "7F2C1B9E-0000-4000-8000-000000000001")!
    static let friendID = UUID(uuidString: "7F2C1B9E-0000-4000-8000-000000000002")!
    static let friend = """
        {"id": "7f2c1b9e-0000-4000-8000-000000000002", "name": "Ana", "status": "pending", "since": "2026-01-02T03:04:05Z"}
        """

    static func client(_ transport: StubTransport) -> FriendsClient {
        FriendsClient(token: .constant("t0k"), transport: transport)
    }

    @Test func addFriendPostsAJSONBodyWithWireKeysAndABearerToken() async throws {
        let transport = StubTransport(responding: .json(Self.friend, status: 201))
        let friend = try await Self.client(transport).addFriend(userId: Self.userID, FriendRequest(friendId: Self.friendID, message: "hi"))
        let sent = try Recorded(transport)
        #expect(sent.method == "POST")
        #expect(sent.url == "https://social.example.com/api/v2/users/7f2c1b9e-0000-4000-8000-000000000001/friends")
        #expect(sent.header("Authorization") == "Bearer t0k")
        #expect(sent.header("Content-Type") == "application/json")
        let body = try sent.jsonBody()
        // In lowercase, as in the path: Foundation writes UUIDs in capitals, and one ID went out spelled two ways.
        #expect(body["friend_id"] as? String == "7f2c1b9e-0000-4000-8000-000000000002")
        #expect(body["message"] as? String == "hi")
        #expect(friend.status == .pending)
        #expect(friend.avatarUrl == nil)
    }

    @Test func listQueryCarriesOnlyTheValuesGiven() async throws {
        let transport = StubTransport(responding: .json("[\(Self.friend)]"))
        let friends = try await Self.client(transport).friends(userId: Self.userID, status: .accepted)
        #expect(try Recorded(transport).url == "https://social.example.com/api/v2/users/7f2c1b9e-0000-4000-8000-000000000001/friends?status=accepted")
        #expect(friends.count == 1)
    }

    @Test func removeFriendIsADeleteWithNoContent() async throws {
        let transport = StubTransport(responding: .status(204))
        try await Self.client(transport).removeFriend(userId: Self.userID, friendId: Self.friendID)
        let sent = try Recorded(transport)
        #expect(sent.method == "DELETE")
        #expect(sent.url.hasSuffix("/friends/7f2c1b9e-0000-4000-8000-000000000002"))
    }

    @Test func serverMessageIsTheErrorText() async throws {
        let transport = StubTransport(responding: .json(#"{"message": "You are already friends."}"#, status: 409))
        await #expect {
            try await Self.client(transport).removeFriend(userId: Self.userID, friendId: Self.friendID)
        } throws: { error in
            guard case let EndpointError.http(failure) = error else { return false }
            return failure.message == "You are already friends." && failure.isClientError
                && (failure.payload as? ErrorMessage)?.message == "You are already friends."
                && (error as? EndpointError)?.errorDescription?.contains("You are already friends.") == true
        }
    }
}
