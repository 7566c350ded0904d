import EndpointKit
import Foundation
import Testing

@Suite struct JSONValueTests {
    @Test(arguments: [
        #"null"#, #"true"#, #"false"#, #"1.5"#, #"-3"#, #""text \"quoted\"""#, #"[]"#, #"{}"#,
        #"[1,"a",null,{"b":[true]}]"#, #"{"nested":{"deeper":[{"x":1e3}]},"s":"é🙂"}"#,
    ])
    func decodesAndReEncodesToTheSameValue(text: String) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == value)
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        let roundTripped = try JSONSerialization.jsonObject(with: encoded, options: .fragmentsAllowed)
        #expect(NSDictionary(dictionary: ["v": foundation]) == NSDictionary(dictionary: ["v": roundTripped]))
    }

    @Test func keepsTheKindOfEachValue() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"a":true,"b":1,"c":"1","d":null,"e":[false]}"#.utf8))
        #expect(value["a"] == .bool(true))
        #expect(value["b"] == .number(1))
        #expect(value["c"] == .string("1"))
        #expect(value["d"] == .null)
        #expect(value["e"] == .array([.bool(false)]))
        #expect(value["missing"] == nil)
        #expect(JSONValue.string("x")["a"] == nil)
    }

    @Test func worksAsAModelProperty() throws {
        struct Holder: Codable, Hashable { var extra: JSONValue? }
        let holder = try JSONDecoder().decode(Holder.self, from: Data(#"{"extra":{"k":[1,2]}}"#.utf8))
        #expect(holder.extra == .object(["k": .array([.number(1), .number(2)])]))
        #expect(try JSONDecoder().decode(Holder.self, from: Data("{}".utf8)).extra == nil)
    }

    @Test func aPropertyHoldingNullIsNotAnAbsentOne() throws {
        // Chroma's `new_metadata: null` clears a collection's metadata; read back as absent, it was left out when the
        // request was sent again.
        struct Holder: Codable, Hashable { var extra: JSONValue? }
        let cleared = try JSONDecoder().decode(Holder.self, from: Data(#"{"extra":null}"#.utf8))
        #expect(cleared.extra == .null)
        #expect(String(decoding: try JSONEncoder().encode(cleared), as: UTF8.self) == #"{"extra":null}"#)
        let absent = try JSONDecoder().decode(Holder.self, from: Data("{}".utf8))
        #expect(String(decoding: try JSONEncoder().encode(absent), as: UTF8.self) == "{}")
    }
}
