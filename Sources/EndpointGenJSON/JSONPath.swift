/// The position of a value inside a JSON document, written like `$.servers[0].url`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to one of its values.
    public enum Component: Sendable, Hashable {
        /// The value of an object member with this key.
        case key(String)
        /// The array element at this zero-based index.
        case index(Int)
    }

    // Paths share their parent's steps, so giving every node of a deep document its path costs one allocation each.
    private final class Step: Sendable {
        package let parent: Step?
        let component: Component
        package let depth: Int

        package init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
    }

    private let last: Step?

    /// The path of the document's root value, `$`.
    public static let root = JSONPath(last: nil)

    private init(last: Step?) {
        self.last = last
    }

    /// The steps from the root to the value, outermost first.
    public var components: [Component] {
        var components: [Component] = []
        var step = last
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    /// The path of the member with `key` inside the object at this path.
    public func appending(key: String) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .key(key)))
    }

    /// The path of the element at `index` inside the array at this path.
    public func appending(index: Int) -> JSONPath {
        JSONPath(last: Step(parent: last, component: .index(index)))
    }

    /// Whether both paths have the same steps.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var left = lhs.last
        var right = rhs.last
        guard left?.depth == right?.depth else {
            return false
        }
        while let leftStep = left, let rightStep = right, leftStep !== rightStep {
            guard leftStep.component == rightStep.component else {
                return false
            }
            left = leftStep.parent
            right = rightStep.parent
        }
        return true
    }

    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The path in JSONPath notation: `$`, `$.endpoints.popular`, `$.servers[0]`, `$['a b']`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key) where Self.isIdentifier(key):
                text += ".\(key)"
            case .key(let key):
                text += "['\(Self.escaped(key))']"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, isIdentifierHead(first) else {
            return false
        }
        return key.utf8.allSatisfy { isIdentifierHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    private static func escaped(_ key: String) -> String {
        var text = ""
        for character in key.unicodeScalars {
            if character == "'" || character == "\\" {
                text.unicodeScalars.append("\\")
            }
            text.unicodeScalars.append(character)
        }
        return text
    }
}
