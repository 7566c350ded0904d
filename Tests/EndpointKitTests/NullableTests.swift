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

    /// OpenAI's optional nullable fields took `.value(0.7)`; a literal is the value.
    @Test func aLiteralIsAValue() throws {
        struct Request: Codable, Equatable {
            var temperature: Nullable<Double>?
            var n: Nullable<Int>?
            var stream: Nullable<Bool>?
            var user: Nullable<String>?
            var stop: Nullable<[String]>?
        }
        let request = Request(temperature: 0.7, n: 2, stream: true, user: "u-1", stop: ["\n", "END"])
        #expect(request == Request(temperature: .value(0.7), n: .value(2), stream: .value(true), user: .value("u-1"), stop: .value(["\n", "END"])))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(request), as: UTF8.self) == #"{"n":2,"stop":["\n","END"],"stream":true,"temperature":0.7,"user":"u-1"}"#)
        let unicodeScalar: Nullable<Unicode.Scalar> = "a"
        let character: Nullable<Character> = "é"
        #expect(unicodeScalar == .value("a") && character == .value("é"))
    }
}
