extension JSONNode {
    /// Whether `other` holds the same value, wherever each was written: positions, paths and files aside.
    package func hasSameValue(as other: JSONNode) -> Bool {
        switch (value, other.value) {
        case (.object(let one), .object(let another)):
            one.count == another.count && zip(one, another).allSatisfy { $0.key == $1.key && $0.value.hasSameValue(as: $1.value) }
        case (.array(let one), .array(let another)):
            one.count == another.count && zip(one, another).allSatisfy { $0.hasSameValue(as: $1) }
        default:
            value == other.value
        }
    }
}
