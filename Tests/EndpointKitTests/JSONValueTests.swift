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
        guard case .integer(1) = value["b"] else { Issue.record("\(String(describing: value["b"])) is not .integer(1)"); return }
        #expect(value["c"] == .string("1"))
        #expect(value["d"] == .null)
        #expect(value["e"] == .array([.bool(false)]))
        #expect(value["missing"] == nil)
        #expect(JSONValue.string("x")["a"] == nil)
    }

    @Test func isWrittenAsALiteral() throws {
        // A bbox of `[JSONValue]` took `.number(1)` for each element.
        let bbox: [JSONValue] = [1, 41.5, -3, 43]
        #expect(bbox == [.integer(1), .number(41.5), .integer(-3), .integer(43)])
        let value: JSONValue = ["label": "north", "open": true, "tags": ["a", 2], "none": .null, "label2": ["x": 1]]
        #expect(value == .object(["label": .string("north"), "open": .bool(true), "tags": .array([.string("a"), .integer(2)]),
                                  "none": .null, "label2": .object(["x": .integer(1)])]))
        #expect(String(decoding: try JSONEncoder().encode(JSONValue(arrayLiteral: 1, 2.5)), as: UTF8.self) == "[1,2.5]")
    }

    @Test func worksAsAModelProperty() throws {
        struct Holder: Codable, Hashable { var extra: JSONValue? }
        let holder = try JSONDecoder().decode(Holder.self, from: Data(#"{"extra":{"k":[1,2]}}"#.utf8))
        #expect(holder.extra == .object(["k": .array([.integer(1), .integer(2)])]))
        #expect(try JSONDecoder().decode(Holder.self, from: Data("{}".utf8)).extra == nil)
    }

    /// Identifiers beyond 2^53 in free-form data (snowflake IDs, 64-bit counters) come back with every digit; a
    /// number with a fraction, or a whole one beyond `Int64`, stays a `Double`.
    @Test(arguments: [
        ("9007199254740993", JSONValue.integer(9_007_199_254_740_993)),
        ("-9223372036854775808", .integer(.min)),
        ("9223372036854775807", .integer(.max)),
        ("1e3", .integer(1000)),
        ("0.1", .number(0.1)),
        ("18446744073709551615", .number(Double(UInt64.max))),
    ])
    func wholeNumbersWithinInt64AreKeptExactly(text: String, expected: JSONValue) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        switch (value, expected) {
        case (.integer(let got), .integer(let want)): #expect(got == want)
        case (.number(let got), .number(let want)): #expect(got == want)
        default: Issue.record("\(text) decoded as \(value), expected \(expected)")
        }
        let again = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(value))
        #expect(String(describing: again) == String(describing: value))
    }

    @Test func numbersCompareAndHashByValue() {
        #expect(JSONValue.integer(1) == .number(1))
        #expect(JSONValue.number(1) == .integer(1))
        #expect(JSONValue.integer(1) != .number(1.5))
        // 2^53 + 1 has no Double; the nearest Double is another number.
        #expect(JSONValue.integer(9_007_199_254_740_993) != .number(Double(Int64(9_007_199_254_740_993))))
        #expect(JSONValue.integer(0) != .bool(false))
        #expect(Set<JSONValue>([.integer(1), .number(1), .number(1.5), .array([.integer(2)]), .array([.number(2)])]).count == 3)
        #expect(JSONValue.object(["a": .integer(2)]).hashValue == JSONValue.object(["a": .number(2)]).hashValue)
        #expect(JSONValue.integer(9_007_199_254_740_993).parameterValue == "9007199254740993")
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
