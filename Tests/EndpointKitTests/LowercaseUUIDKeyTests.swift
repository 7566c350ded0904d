import EndpointKit
import Foundation
import Testing

/// A model whose keys are `LowercaseUUIDKey`s writes its UUIDs as RFC 9562 outputs them, in lowercase, with the
/// coding Swift synthesizes; other types keep Foundation's capitals.
@Suite struct LowercaseUUIDKeyTests {
    static let id = UUID(uuidString: "3FA85F64-5717-4562-B3FC-2C963F66AFA6")!

    struct Item: Codable, Equatable {
        var id: UUID
        var parent: UUID?
        var absent: UUID?
        var related: [UUID]
        var others: [UUID]?

        private enum CodingKeys: String, CodingKey, LowercaseUUIDKey {
            case id, parent, absent, related, others
        }
    }

    /// The shapes beyond an array: a required nullable value, a `Nullable`, dictionaries and nested arrays.
    struct Nested: Encodable {
        var approver: UUID?
        var batch: Nullable<UUID>?
        var cleared: Nullable<UUID>?
        var sites: [String: UUID]
        var legs: [[UUID]]

        private enum CodingKeys: String, CodingKey, LowercaseUUIDKey {
            case approver, batch, cleared, sites, legs
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(approver, forKey: .approver)
            try container.encodeIfPresent(batch, forKey: .batch)
            try container.encodeIfPresent(cleared, forKey: .cleared)
            try container.encode(sites, forKey: .sites)
            try container.encode(legs, forKey: .legs)
        }
    }

    struct Plain: Codable {
        var id: UUID
    }

    @Test func uuidsAreWrittenInLowercaseAndReadInAnyCase() throws {
        let item = Item(id: Self.id, parent: Self.id, absent: nil, related: [Self.id], others: [Self.id])
        let encoded = try DateCoding.iso8601.makeEncoder().encode(item)
        let lower = "3fa85f64-5717-4562-b3fc-2c963f66afa6"
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"id":"\#(lower)","others":["\#(lower)"],"parent":"\#(lower)","related":["\#(lower)"]}"#)
        #expect(try JSONDecoder().decode(Item.self, from: encoded) == item)
        #expect(String(decoding: try JSONEncoder().encode(Plain(id: Self.id)), as: UTF8.self) == #"{"id":"3FA85F64-5717-4562-B3FC-2C963F66AFA6"}"#)
    }

    @Test func uuidsInsideOtherValuesAreWrittenInLowercase() throws {
        let lower = "3fa85f64-5717-4562-b3fc-2c963f66afa6"
        let nested = Nested(approver: nil, batch: .value(Self.id), cleared: .null, sites: ["BER": Self.id], legs: [[Self.id]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(nested), as: UTF8.self)
            == #"{"approver":null,"batch":"\#(lower)","cleared":null,"legs":[["\#(lower)"]],"sites":{"BER":"\#(lower)"}}"#)
        #expect(String(decoding: try encoder.encode(Nullable.value([Self.id]).lowercaseForm), as: UTF8.self) == #"["\#(lower)"]"#)
    }
}
