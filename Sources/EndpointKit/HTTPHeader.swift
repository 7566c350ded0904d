/// One HTTP header field.
public struct HTTPHeader: Sendable, Hashable {
    /// The field name, e.g. `Authorization`.
    public var name: String
    /// The field value.
    public var value: String
    /// Whether the value is a list one of whose elements holds a comma, so that a server would read more elements
    /// than were sent; such a field is not sent (see ``simpleStyle(_:_:explode:)``).
    var isAmbiguousList = false

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
    var isSendable: Bool { !isAmbiguousList && Self.isToken(name) && Self.isSafeValue(value) }

    /// Whether the field names `a` and `b` are equal, ignoring ASCII case as HTTP does (RFC 9110 §5.1). Field
    /// names are tokens, so the ASCII comparison is the whole of it, and it spares Foundation's Unicode one.
    static func sameName(_ a: String, _ b: String) -> Bool {
        // Compared in the strings' own storage: zipping their `utf8` views cost ten times as much.
        a.utf8.count == b.utf8.count && ByteSearch.withBytes(of: a) { a in
            ByteSearch.withBytes(of: b) { b in zip(a, b).allSatisfy { ByteSearch.asciiLowercased($0) == ByteSearch.asciiLowercased($1) } }
        }
    }

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
