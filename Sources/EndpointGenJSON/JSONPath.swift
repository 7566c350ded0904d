/// The position of a value inside a JSON document, written like `$.servers[0].url`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to one of its values.
    public enum Component: Sendable, Hashable {
        /// The value of an object member with this key.
        case key(String)
        /// The array element at this zero-based index.
        case index(Int)
    }

    /// The path of a container, shared by the paths of all its values: readers make one per container, so a
    /// scalar's path costs no allocation and a container's costs one.
    package struct Parent: Sendable {
        fileprivate let step: Step?
    }

    // A linked list from the value's container back to the root.
    fileprivate final class Step: Sendable {
        let parent: Step?
        let component: Component
        let depth: Int

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The path of the value's container; nil for the root and its values.
    private let container: Step?
    /// The last step, from the container to the value; nil only for the root.
    private let last: Component?

    /// The path of the document's root value, `$`.
    public static let root = JSONPath(container: nil, last: nil)

    private init(container: Step?, last: Component?) {
        self.container = container
        self.last = last
    }

    /// The path of the member with `key` of the object whose path `parent` is.
    package init(_ parent: Parent, key: String) {
        self.init(container: parent.step, last: .key(key))
    }

    /// The path of the element at `index` of the array whose path `parent` is.
    package init(_ parent: Parent, index: Int) {
        self.init(container: parent.step, last: .index(index))
    }

    /// This path as the shared start of its values' paths (one allocation, unless this is the root).
    package var asParent: Parent {
        Parent(step: last.map { Step(parent: container, component: $0) })
    }

    /// The number of steps from the root.
    private var depth: Int {
        (container?.depth ?? 0) + (last == nil ? 0 : 1)
    }

    /// The steps from the root to the value, outermost first.
    public var components: [Component] {
        guard let last else { return [] }
        var components = [last]
        var step = container
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    /// The first `count` steps from the root (fewer when the path is shorter), read in one walk up from the value
    /// without making the list of every step.
    package func outermost(_ count: Int) -> [Component] {
        guard count > 0, let last else { return [] }
        let depth = depth
        // One array, filled from its end as the walk goes up: every detail a document drops asks this.
        var result = [Component](repeating: last, count: min(count, depth))
        var step = container
        while let current = step, current.depth > count { step = current.parent }
        while let current = step {
            result[current.depth - 1] = current.component
            step = current.parent
        }
        return result
    }

    /// The path of the member with `key` inside the object at this path.
    public func appending(key: String) -> JSONPath {
        JSONPath(asParent, key: key)
    }

    /// The path of the element at `index` inside the array at this path.
    public func appending(index: Int) -> JSONPath {
        JSONPath(asParent, index: index)
    }

    /// Whether both paths have the same steps.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        guard lhs.last == rhs.last, lhs.depth == rhs.depth else {
            return false
        }
        var left = lhs.container
        var right = rhs.container
        while let leftStep = left, let rightStep = right, leftStep !== rightStep {
            guard leftStep.component == rightStep.component else {
                return false
            }
            left = leftStep.parent
            right = rightStep.parent
        }
        return true
    }

    /// Hashes the steps, walking them from the value back to the root without collecting them: the OpenAPI
    /// converter keys the types of schemas by their paths.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(depth)
        hasher.combine(last)
        var step = container
        while let current = step {
            hasher.combine(current.component)
            step = current.parent
        }
    }

    /// The path in JSONPath notation: `$`, `$.endpoints.popular`, `$.servers[0]`, `$['a b']`.
    public var description: String {
        // Into one byte buffer, walking the steps without collecting them: the model names the spec path of every
        // property, model and endpoint it makes. With room for a deep path, so that it is not copied as it grows.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of ``description`` to `bytes`.
    package func write(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "$"))
        Self.append(container, to: &bytes)
        if let last { Self.append(last, to: &bytes) }
    }

    /// Appends the steps from the root to `step`, outermost first.
    private static func append(_ step: Step?, to bytes: inout [UInt8]) {
        guard let step else { return }
        append(step.parent, to: &bytes)
        append(step.component, to: &bytes)
    }

    private static func append(_ component: Component, to bytes: inout [UInt8]) {
        switch component {
        case .key(var key):
            // Through the key's bytes in place: spelling paths is a tenth of translating a large spec.
            key.withUTF8 { key in
                if isIdentifier(key) {
                    bytes.append(UInt8(ascii: "."))
                    bytes.append(contentsOf: key)
                    return
                }
                bytes.append(contentsOf: "['".utf8)
                for byte in key {
                    if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
                    bytes.append(byte)
                }
                bytes.append(contentsOf: "']".utf8)
            }
        case .index(let index):
            bytes.append(UInt8(ascii: "["))
            bytes.append(contentsOf: String(index).utf8)
            bytes.append(UInt8(ascii: "]"))
        }
    }

    private static func isIdentifier(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = key.first, isIdentifierHead(first) else {
            return false
        }
        return key.allSatisfy { isIdentifierHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
}

extension JSONPath {
    /// Spells paths as ``description`` does, remembering each container's spelling, so that the paths of many values
    /// in the same containers (a model's properties, deep inside an OpenAPI document) each cost only their last step.
    package struct Describer {
        // By the container's step, kept alive with its spelling so that no other step can take its identity.
        private var containers: [ObjectIdentifier: (step: Step, bytes: [UInt8])] = [:]

        package init() {}

        /// `path.description`.
        package mutating func describe(_ path: JSONPath) -> String {
            let container = spelling(of: path.container)
            guard let last = path.last else { return String(decoding: container, as: UTF8.self) }
            // A plain key (nearly every one) is written straight into the string's storage: appending it to a copy of
            // the container's spelling and reading that back made and freed a second buffer per path.
            if case .key(var key) = last, key.withUTF8(JSONPath.isIdentifier) {
                return key.withUTF8 { key in
                    String(unsafeUninitializedCapacity: container.count + 1 + key.count) { buffer in
                        _ = buffer.initialize(fromContentsOf: container)
                        buffer[container.count] = UInt8(ascii: ".")
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[(container.count + 1)...]).initialize(fromContentsOf: key)
                        return buffer.count
                    }
                }
            }
            var bytes = container
            JSONPath.append(last, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        private mutating func spelling(of step: Step?) -> [UInt8] {
            guard let step else { return [UInt8(ascii: "$")] }
            if let known = containers[ObjectIdentifier(step)] { return known.bytes }
            var bytes = spelling(of: step.parent)
            JSONPath.append(step.component, to: &bytes)
            containers[ObjectIdentifier(step)] = (step, bytes)
            return bytes
        }
    }
}
