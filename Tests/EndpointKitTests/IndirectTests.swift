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
}
