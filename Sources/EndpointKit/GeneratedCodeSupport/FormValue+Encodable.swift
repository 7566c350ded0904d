extension FormValue {
    /// An array of scalars in their wire form, e.g. `.values(["blue", "black"])` or `.values([1, 2])`.
    public static func values<Element: ParameterValue>(_ values: [Element]) -> FormValue {
        .array(values.map { .value($0.parameterValue) })
    }

    /// `value` as its `Encodable` conformance writes it: keyed containers become objects with their fields in
    /// the order they are encoded (a model's wire names), unkeyed containers arrays, and scalars their text.
    ///
    /// ``ParameterValue`` types are written as their ``ParameterValue/parameterValue`` (a `Date` as ISO 8601, an
    /// enum as its raw value); a `[String: …]` dictionary's fields are sorted by key so the output is stable;
    /// `nil` leaves its key out; a key encoded twice keeps its first place and its last value, as in JSON. Encoding
    /// cannot fail: a hand-written type whose `encode(to:)` throws (generated models never do) is written as far as it
    /// got before throwing.
    public init(encoding value: some Encodable) {
        let node = FormNode()
        node.encode(value)
        self = node.formValue ?? .object([])
    }
}

/// A value being encoded: a scalar, an array or an object, filled in by the containers of ``FormNodeEncoder``.
private final class FormNode {
    enum Kind { case unset, scalar, array, object }

    var kind = Kind.unset
    var scalar = ""
    var elements: [FormNode] = []
    var fields: [(key: String, node: FormNode)] = []

    /// The finished value; nil when nothing (or only `nil`) was encoded, so that its key is left out.
    var formValue: FormValue? {
        switch kind {
        case .unset: nil
        case .scalar: .value(scalar)
        case .array: .array(elements.compactMap(\.formValue))
        case .object: .object(fields.compactMap { field in field.node.formValue.map { FormValue.Field(field.key, $0) } })
        }
    }

    func set(_ text: String) {
        kind = .scalar
        scalar = text
    }

    func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey] = []) {
        // A JSONValue is a ParameterValue on its own (its JSON text), but inside a model its fields are written out:
        // a scalar as its text (`1`, not the `1.0` its Double would write), `null` left out, arrays and objects below.
        if let json = value as? JSONValue {
            switch json {
            case .string, .integer, .number, .bool: set(json.parameterText)
            case .null: break
            case .array, .object: try? json.encode(to: FormNodeEncoder(node: self, codingPath: codingPath))
            }
        } else if !(value is any FormArrayMarker), let parameter = value as? any ParameterValue {
            set(parameter.parameterValue)
        } else if let dictionary = value as? any StringKeyedDictionary {
            kind = .object
            for (key, element) in dictionary.sortedElements {
                let child = FormNode()
                child.encode(element)
                fields.append((key, child))
            }
        } else {
            // Only a hand-written `encode(to:)` can throw here: the containers below never do.
            try? value.encode(to: FormNodeEncoder(node: self, codingPath: codingPath))
        }
    }

    func appendElement() -> FormNode {
        kind = .array
        let node = FormNode()
        elements.append(node)
        return node
    }

    /// The node of the field `key`, replacing the one already encoded under that key in its place: a union writes its
    /// tag after its payload, which holds the tag too, and both went out (`kind=tag&tag=red&kind=tag`), which servers
    /// collecting repeated keys read as a list. JSON keeps one value per key as well.
    func child(forKey key: String) -> FormNode {
        kind = .object
        let node = FormNode()
        if let index = fields.firstIndex(where: { $0.key == key }) {
            fields[index].node = node
        } else {
            fields.append((key, node))
        }
        return node
    }
}

/// Arrays are encoded element by element, never as the comma-joined text of their ``ParameterValue`` conformance.
private protocol FormArrayMarker {}
extension Array: FormArrayMarker {}

/// A dictionary with string keys, whose fields are written sorted by key.
private protocol StringKeyedDictionary {
    var sortedElements: [(String, any Encodable)] { get }
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {
    var sortedElements: [(String, any Encodable)] {
        sorted { $0.key < $1.key }.map { ($0.key, $0.value as any Encodable) }
    }
}

private struct FormNodeEncoder: Encoder {
    let node: FormNode
    let codingPath: [any CodingKey]
    // Form values are only written into requests.
    var userInfo: [CodingUserInfoKey: Any] { [.endpointKitRequest: true] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.kind = .object
        return KeyedEncodingContainer(Keyed(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.kind = .array
        return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(node: node, codingPath: codingPath)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: FormNode
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) {}

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            node.child(forKey: key.stringValue).encode(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = node.child(forKey: key.stringValue)
            return FormNodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = node.child(forKey: key.stringValue)
            return FormNodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            FormNodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            FormNodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: FormNode
        let codingPath: [any CodingKey]
        var count: Int { node.elements.count }

        mutating func encodeNil() {}

        mutating func encode<T: Encodable>(_ value: T) {
            node.appendElement().encode(value, codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            FormNodeEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            FormNodeEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            FormNodeEncoder(node: node.appendElement(), codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: FormNode
        let codingPath: [any CodingKey]

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) { node.set(value.parameterValue) }
        mutating func encode(_ value: String) { node.set(value) }
        mutating func encode(_ value: Double) { node.set(value.parameterValue) }
        mutating func encode(_ value: Float) { node.set(String(value)) }
        mutating func encode(_ value: Int) { node.set(String(value)) }
        mutating func encode(_ value: Int8) { node.set(String(value)) }
        mutating func encode(_ value: Int16) { node.set(String(value)) }
        mutating func encode(_ value: Int32) { node.set(String(value)) }
        mutating func encode(_ value: Int64) { node.set(String(value)) }
        mutating func encode(_ value: UInt) { node.set(String(value)) }
        mutating func encode(_ value: UInt8) { node.set(String(value)) }
        mutating func encode(_ value: UInt16) { node.set(String(value)) }
        mutating func encode(_ value: UInt32) { node.set(String(value)) }
        mutating func encode(_ value: UInt64) { node.set(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) { node.encode(value, codingPath: codingPath) }
    }
}
