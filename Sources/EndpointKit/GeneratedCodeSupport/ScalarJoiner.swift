/// Joins the scalars of a value with a separator, as the non-exploded styles write arrays and objects
/// (`blue,black,brown`, `R,100,G,200`), escaping each scalar but not the separators.
struct ScalarJoiner {
    /// How a scalar is written between the separators.
    enum Escaping {
        /// As it is: a header field's value.
        case none
        /// Percent-encoded for a URL.
        case percent
        /// What a cookie value may hold as it is, the rest percent-encoded (``PercentEncoding/encodeCookieValue(_:)``).
        case cookie

        func apply(_ scalar: String) -> String {
            switch self {
            case .none: scalar
            case .percent: PercentEncoding.encode(scalar)
            case .cookie: PercentEncoding.encodeCookieValue(scalar)
            }
        }
    }

    let separator: String
    let escaping: Escaping
    private(set) var text = ""
    private(set) var isEmpty = true
    /// Whether a scalar holds the separator, so that the text reads as more scalars than it has once decoded: a comma
    /// in a header list or a `form` list (`%2C`, which servers decode before they split: connexion and openapi-core
    /// read `a%2Cb,c` as three elements), a space in `spaceDelimited` (both `%20`), `|` in `pipeDelimited`.
    private(set) var holdsSeparator = false
    /// The separator's one byte as the server reads it once decoded.
    private let separatorByte: UInt8

    init(separator: String, escaping: Escaping) {
        self.separator = separator
        self.escaping = escaping
        separatorByte = separator.utf8.count == 3 && separator.hasPrefix("%")
            ? UInt8(separator.dropFirst(), radix: 16) ?? 0 : separator.utf8.first ?? 0
    }

    /// Adds one scalar after a separator (none before the first).
    mutating func add(scalar: String) {
        if !isEmpty { text += separator }
        text += escaping.apply(scalar)
        note(scalar)
        isEmpty = false
    }

    /// Notes whether `scalar`, as given, holds the separator.
    private mutating func note(_ scalar: String) {
        if !holdsSeparator, scalar.utf8.contains(separatorByte) { holdsSeparator = true }
    }

    /// Adds every scalar of `value` depth first. An object's key and value are joined by `=` when
    /// `explodedPairs` (`R=100`), else separated like the rest (`R,100`). OpenAPI leaves nested arrays and
    /// objects undefined for these styles; they are flattened the same way.
    mutating func add(_ value: FormValue, explodedPairs: Bool) {
        switch value {
        case .value(let text):
            add(scalar: text)
        case .array(let elements):
            for element in elements { add(element, explodedPairs: explodedPairs) }
        case .object(let fields):
            for field in fields {
                add(scalar: field.key)
                if explodedPairs, case .value(let text) = field.value {
                    self.text += "=" + escaping.apply(text)
                    note(text)
                } else {
                    add(field.value, explodedPairs: explodedPairs)
                }
            }
        }
    }
}
