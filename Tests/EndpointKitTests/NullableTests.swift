import EndpointKit
import Foundation
import Testing

/// `Nullable` keeps "absent", "null" and "a value" apart through a JSON round trip.
@Suite struct NullableTests {
    /// Synthesized `Codable`: its `init(from:)` calls EndpointKit's `decodeIfPresent` for `Nullable`, which reads `null`
    /// as `.null` where Swift's own reads it as an absent key.
    struct Patch: Codable, Equatable {
        var note: Nullable<String>?
    }

    static func json(_ patch: Patch) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(patch), as: UTF8.self)
    }

    @Test func encodesAbsentNullAndValueDifferently() throws {
        #expect(try Self.json(Patch(note: nil)) == "{}")
        #expect(try Self.json(Patch(note: .null)) == #"{"note":null}"#)
        #expect(try Self.json(Patch(note: .value("hi"))) == #"{"note":"hi"}"#)
    }

    @Test func decodesAbsentNullAndValueDifferently() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Patch.self, from: Data("{}".utf8)).note == nil)
        #expect(try decoder.decode(Patch.self, from: Data(#"{"note":null}"#.utf8)).note == .null)
        #expect(try decoder.decode(Patch.self, from: Data(#"{"note":"hi"}"#.utf8)).note == .value("hi"))
        #expect(throws: DecodingError.self) { try decoder.decode(Patch.self, from: Data(#"{"note":5}"#.utf8)) }
    }

    @Test func convertsFromAndToOptional() {
        #expect(Nullable<Int>(nil) == .null)
        #expect(Nullable(3) == .value(3))
        #expect(Nullable<Int>.null.value == nil)
        #expect(Nullable.value(3).value == 3)
        #expect(Set([Nullable<Int>.null, .null, .value(1)]).count == 2)
    }
}
