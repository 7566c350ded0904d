import EndpointKit
import Foundation
import Testing

/// `@Indirect` lets a struct contain itself and keeps value semantics.
@Suite struct IndirectTests {
    struct Node: Hashable, Sendable {
        var name: String
        @Indirect var parent: Node?

        init(name: String, parent: Node? = nil) {
            self.name = name
            self.parent = parent
        }
    }

    @Test func nestsAndComparesByValue() {
        let root = Node(name: "root")
        var child = Node(name: "child", parent: root)
        #expect(child.parent == root)
        var copy = child
        copy.parent?.name = "other"
        #expect(child.parent?.name == "root", "a copy's change must not reach the original")
        child.parent = nil
        #expect(child != copy)
        #expect(Set([Node(name: "a", parent: root), Node(name: "a", parent: root)]).count == 1)
    }

    @Test func codesAsTheValueItself() throws {
        let box = Indirect(wrappedValue: [1, 2])
        let data = try JSONEncoder().encode(box)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
        #expect(try JSONDecoder().decode(Indirect<[Int]>.self, from: data) == box)
    }

    /// As a generated model stores an optional, nullable property that closes a cycle: its `CodingKeys` case is the
    /// storage's, and Swift synthesizes its `Codable`.
    struct Folder: Codable, Hashable, Sendable {
        var name: String
        var parent: Nullable<Folder>? {
            get { _parent?.wrappedValue }
            set { _parent = newValue.map { Indirect(wrappedValue: $0) } }
        }
        private var _parent: Indirect<Nullable<Folder>>?

        init(name: String, parent: Nullable<Folder>? = nil) {
            self.name = name
            self._parent = parent.map { Indirect(wrappedValue: $0) }
        }

        private enum CodingKeys: String, CodingKey {
            case name, _parent = "parent"
        }
    }

    @Test func aNullStoredOutOfLineStaysNullAndAnAbsentKeyNil() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (json, parent) in [
            (#"{"name":"a","parent":null}"#, Nullable<Folder>.null), (#"{"name":"a"}"#, nil),
            (#"{"name":"a","parent":{"name":"root"}}"#, .value(Folder(name: "root"))),
        ] {
            let folder = try JSONDecoder().decode(Folder.self, from: Data(json.utf8))
            #expect(folder.parent == parent, "\(json)")
            #expect(String(decoding: try encoder.encode(folder), as: UTF8.self) == json)
        }
    }
}
