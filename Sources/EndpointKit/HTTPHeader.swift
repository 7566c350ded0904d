/// One HTTP header field.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name, e.g. `Authorization`.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Creates a header field whose value is the wire form of a parameter value.
    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, value: value.parameterValue)
    }
}

extension HTTPHeader {
    /// Whether the field can be written into a request: its name is a token and its value is safe.
    var isSendable: Bool { Self.isToken(name) && Self.isSafeValue(value) }

    /// Whether `value` is free of CR, LF and NUL, which would let it split or truncate the header block.
    static func isSafeValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }

    /// Whether `name` is an RFC 9110 token: one or more of ALPHA, DIGIT and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default:
                "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }
    }
}
