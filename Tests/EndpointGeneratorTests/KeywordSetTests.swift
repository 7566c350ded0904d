@testable import EndpointGenJSON
import Testing

/// `KeywordSet` answers as a plain set of its keywords would, whatever a key shares with them (first byte, length).
@Suite struct KeywordSetTests {
    static let keywords: KeywordSet = ["not", "if", "then", "else", "minLength", "maxLength", "unevaluatedProperties"]

    @Test(arguments: ["not", "if", "then", "else", "minLength", "maxLength", "unevaluatedProperties"])
    func containsItsKeywords(key: String) {
        #expect(Self.keywords.contains(key))
    }

    @Test(arguments: [
        // Same first byte and length as a keyword, or one of them, or neither; empty, long and non-ASCII keys.
        "type", "enum", "nut", "iF", "If", "elsE", "minItems", "maxLengtH", "minimum", "", "t", String(repeating: "then", count: 20),
        "unevaluatedPropertieß", "ñot",
    ])
    func leavesOutEveryOtherKey(key: String) {
        #expect(!Self.keywords.contains(key))
    }

    @Test func findsAKeywordAmongMembers() {
        func members(_ keys: [String]) -> [JSONMember] {
            keys.map { JSONMember(key: $0, keyLocation: SourceLocation(line: 1, column: 1),
                                  value: JSONNode(value: .null, location: SourceLocation(line: 1, column: 1), path: .root)) }
        }
        #expect(Self.keywords.containsKey(of: members(["type", "description", "then"])))
        #expect(!Self.keywords.containsKey(of: members(["type", "description", "example"])))
        #expect(!Self.keywords.containsKey(of: []))
    }
}
