extension JSONValue {
    /// Values are equal when they stand for the same JSON value; numbers compare by value, so a whole `Double`
    /// equals the `Int64` it holds exactly.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.integer(let integer), .number(let number)), (.number(let number), .integer(let integer)):
            Int64(exactly: number) == integer
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes what `==` compares: a whole `Double` that `Int64` holds hashes as that integer.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .integer(let integer):
            hasher.combine(2)
            hasher.combine(integer)
        case .number(let number):
            if let integer = Int64(exactly: number) {
                hasher.combine(2)
                hasher.combine(integer)
            } else {
                hasher.combine(3)
                hasher.combine(number)
            }
        case .string(let text):
            hasher.combine(4)
            hasher.combine(text)
        case .array(let elements):
            hasher.combine(5)
            hasher.combine(elements)
        case .object(let members):
            hasher.combine(6)
            hasher.combine(members)
        }
    }
}
