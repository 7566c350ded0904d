import EndpointGenJSON

/// Where a value of the converted native spec came from in the OpenAPI document.
struct Origin: Sendable, Hashable {
    var location: SourceLocation
    var path: JSONPath

    init(_ node: JSONNode) {
        location = node.location
        path = node.path
    }

    init(location: SourceLocation, path: JSONPath) {
        self.location = location
        self.path = path
    }
}

/// One value of the native spec the OpenAPI converter builds, printed by ``NativePrinter``.
///
/// Objects keep their members in insertion order, which is the order they are printed in.
struct NativeNode: Sendable {
    indirect enum Value: Sendable {
        case object([(key: String, value: NativeNode)])
        case array([NativeNode])
        case string(String)
        /// A JSON number, as its exact source text.
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    /// The OpenAPI value this one was made from; nil to inherit the enclosing value's origin.
    var origin: Origin?

    init(_ value: Value, from source: JSONNode? = nil) {
        self.value = value
        origin = source.map(Origin.init)
    }

    static func string(_ text: String, from source: JSONNode? = nil) -> NativeNode {
        NativeNode(.string(text), from: source)
    }

    /// A deep copy of an OpenAPI value (a default, a constraint), keeping every origin.
    init(copying node: JSONNode) {
        switch node.value {
        case .object(let members):
            value = .object(members.map { ($0.key, NativeNode(copying: $0.value)) })
        case .array(let elements):
            value = .array(elements.map(NativeNode.init(copying:)))
        case .string(let text): value = .string(text)
        case .number(let number): value = .number(number.text)
        case .bool(let flag): value = .bool(flag)
        case .null: value = .null
        }
        origin = Origin(node)
    }
}

/// An object being built: members in the order they are first set.
struct NativeObject: Sendable {
    private(set) var members: [(key: String, value: NativeNode)] = []
    /// Where each key is in `members`, so that sections of thousands of members fill in linear time.
    private var positions: [String: Int] = [:]

    var isEmpty: Bool { members.isEmpty }

    /// Sets `key`, replacing an earlier value in place so the order stays that of the first `set`.
    mutating func set(_ key: String, _ value: NativeNode) {
        if let index = positions[key] {
            members[index].value = value
        } else {
            positions[key] = members.count
            members.append((key, value))
        }
    }

    mutating func set(_ key: String, _ text: String, from source: JSONNode? = nil) {
        set(key, .string(text, from: source))
    }

    func node(from source: JSONNode? = nil) -> NativeNode {
        NativeNode(.object(members), from: source)
    }
}
