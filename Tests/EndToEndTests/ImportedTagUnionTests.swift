import Foundation
import Testing

/// A union as Pydantic writes one (`relay.yaml`'s `RelayRule.actions`): `anyOf` without a discriminator, each
/// alternative's `type` a `const` with the same `default`, not required. Prefect's automation actions are written so;
/// tried in order, every action decoded as the first alternative whose keys it held, and a webhook's URL was lost.
@Suite struct ImportedTagUnionTests {
    private static func decode(_ json: String) throws -> RelayRuleActionsItem {
        try JSONDecoder().decode(RelayRuleActionsItem.self, from: Data(json.utf8))
    }

    private static func encode(_ action: RelayRuleActionsItem) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(action), as: UTF8.self)
    }

    @Test func theTagSelectsTheAlternativeAndIsSentBack() throws {
        let webhook = #"{"payload":"{}","type":"call-webhook","url":"https://hooks.example.com"}"#
        let action = try Self.decode(webhook)
        #expect(action == .callWebhook(RelayCallWebhook(type: "call-webhook", url: "https://hooks.example.com", payload: "{}")))
        #expect(try Self.encode(action) == webhook)
        let wait = try Self.decode(#"{"seconds":5,"type":"wait"}"#)
        #expect(wait == .wait(RelayWait(type: "wait", seconds: 5)))
        // An alternative made in code sends its tag, whatever its own `type` holds; a default it was not given stays
        // unsent, for the server to assume.
        #expect(try Self.encode(.wait(RelayWait(type: "call-webhook"))) == #"{"type":"wait"}"#)
    }

    @Test func anObjectWithoutTheTagIsTheFirstAlternativeThatFits() throws {
        // A server may leave a default out (FastAPI's `response_model_exclude_defaults`): the keys the object holds
        // choose, and what it left out stays nil, so that sending the action back sends only what the server sent.
        #expect(try Self.decode(#"{"url":"https://hooks.example.com"}"#) == .callWebhook(RelayCallWebhook(url: "https://hooks.example.com")))
        #expect(try Self.decode(#"{"seconds":5}"#) == .wait(RelayWait(seconds: 5)))
        #expect(try Self.decode("{}") == .wait(RelayWait()))
        #expect(try Self.encode(Self.decode(#"{"seconds":5}"#)) == #"{"seconds":5,"type":"wait"}"#)
    }

    @Test func anUnknownTagIsKept() throws {
        let action = try Self.decode(#"{"type":"send-email","to":"ops@example.com"}"#)
        // Spelled out, so that a union without the case builds and fails here rather than not building.
        #expect(String(describing: action) == #"unknown("send-email")"#)
        #expect(try Self.encode(action) == #"{"type":"send-email"}"#)
    }

    /// `relay.yaml`'s `RelayQueueItem`: the tags are enums of one value, open to values this SDK does not know, and
    /// the local file has none, so the alternatives are tried in order. An episode decoded as a track of type
    /// `unknown("episode")`, and its show was lost.
    @Test func anAlternativeTriedInOrderIsTriedOnlyForItsOwnTag() throws {
        func decode(_ json: String) throws -> RelayQueueItem {
            try JSONDecoder().decode(RelayQueueItem.self, from: Data(json.utf8))
        }
        #expect(try decode(#"{"type":"episode","name":"Ep. 1","show":"Pod"}"#) == .episode(RelayEpisode(type: .episode, name: "Ep. 1", show: "Pod")))
        #expect(try decode(#"{"type":"track","name":"Song"}"#) == .track(RelayTrack(type: .track, name: "Song")))
        #expect(try decode(#"{"name":"song.mp3"}"#) == .localFile(RelayLocalFile(name: "song.mp3")))
        // A kind the document does not list is none of the tagged alternatives; the untagged one allows any key.
        #expect(try decode(#"{"type":"audiobook","name":"Book"}"#) == .localFile(RelayLocalFile(name: "Book")))
    }
}
