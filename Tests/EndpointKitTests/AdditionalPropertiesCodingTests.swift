import EndpointKit
import Foundation
import Testing

/// `Decoder.decodeAdditionalProperties` and `Encoder.encodeAdditionalProperties`, as a hand-written model uses them.
@Suite struct AdditionalPropertiesCodingTests {
    struct Tagged: Codable, Equatable {
        var id: Int
        var tags: [String: String]

        init(id: Int, tags: [String: String]) {
            self.id = id
            self.tags = tags
        }

        init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
            tags = try decoder.decodeAdditionalProperties(String.self, besides: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try encoder.encodeAdditionalProperties(tags, besides: CodingKeys.self)
        }

        private enum CodingKeys: String, CodingKey {
            case id = "item_id"
        }
    }

    struct Counts: Codable, Equatable {
        var counts: [String: Int]

        init(from decoder: any Decoder) throws {
            counts = try decoder.decodeAdditionalProperties(Int.self)
        }

        func encode(to encoder: any Encoder) throws {
            try encoder.encodeAdditionalProperties(counts)
        }
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func undeclaredKeysAreKeptAndWrittenBack() throws {
        let tagged = try JSONDecoder().decode(Tagged.self, from: Data(#"{"b":"2","item_id":7,"a":"1"}"#.utf8))
        #expect(tagged == Tagged(id: 7, tags: ["a": "1", "b": "2"]))
        #expect(try Self.encode(tagged) == #"{"a":"1","b":"2","item_id":7}"#)
    }

    /// An encoder that keeps the order of its keys, as a form body's does, gets the other keys after the declared
    /// ones, sorted, every time.
    @Test func theOtherKeysComeAfterTheDeclaredOnesInKeyOrder() {
        let form = FormValue(encoding: Tagged(id: 7, tags: ["b": "2", "a": "1", "c": "3"]))
        #expect(form == .object(["item_id": "7", "a": "1", "b": "2", "c": "3"]))
    }

    @Test func anEntryUnderADeclaredKeyIsNotSent() throws {
        #expect(try Self.encode(Tagged(id: 7, tags: ["item_id": "x", "c": "3"])) == #"{"c":"3","item_id":7}"#)
    }

    @Test func everyKeyWithoutDeclaredOnes() throws {
        let counts = try JSONDecoder().decode(Counts.self, from: Data(#"{"z":1,"y":2}"#.utf8))
        #expect(counts.counts == ["y": 2, "z": 1])
        #expect(try Self.encode(counts) == #"{"y":2,"z":1}"#)
    }

    @Test func aValueOfAnotherTypeFailsWithItsPath() throws {
        do {
            _ = try JSONDecoder().decode(Counts.self, from: Data(#"{"z":"one"}"#.utf8))
            Issue.record("a string is not an Int")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["z"])
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Counts.self, from: Data("[1]".utf8)) }
    }
}
