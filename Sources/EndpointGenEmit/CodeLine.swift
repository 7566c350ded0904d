/// The text of one printed line, written as a string literal: an interpolated one is built straight into UTF-8 bytes.
///
/// A `String` interpolation appends each piece to a growing `String`, and appending to a `String` costs three times as
/// much as to bytes; the emitters print a few hundred thousand interpolated lines for a large document.
struct CodeLine: ExpressibleByStringInterpolation {
    /// The text of a plain literal, or nil when the line is in ``bytes``.
    fileprivate var literal: String?
    /// The UTF-8 of an interpolated line.
    fileprivate var bytes: [UInt8] = []
    /// Whether ``bytes`` are all ASCII.
    fileprivate var isASCII = true

    init(stringLiteral literal: String) {
        self.literal = literal
    }

    /// A line of `text` made elsewhere.
    init(_ text: String) {
        literal = text
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
        isASCII = stringInterpolation.isASCII
    }

    /// Whether the line has no text.
    var isEmpty: Bool {
        literal?.isEmpty ?? bytes.isEmpty
    }

    /// The line's text.
    var text: String {
        literal ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Hands the line's UTF-8 to `body` and returns true when it is all ASCII; returns false (not calling `body`)
    /// otherwise.
    func withASCIIBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard var literal else {
            if isASCII { bytes.withUnsafeBufferPointer(body) }
            return isASCII
        }
        return literal.withUTF8 { text in
            guard text.reduce(0, |) < 0x80 else { return false }
            body(text)
            return true
        }
    }

    /// Builds an interpolated line's bytes.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []
        fileprivate var isASCII = true

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            appendInterpolation(literal)
        }

        mutating func appendInterpolation(_ text: String) {
            var text = text
            text.withUTF8 { text in
                if isASCII { isASCII = text.reduce(0, |) < 0x80 }
                bytes.append(contentsOf: text)
            }
        }

        /// `items` with `separator` between them, as `items.joined(separator:)` spells them, each written as it is
        /// rather than joined into a String first.
        mutating func appendInterpolation(_ items: [String], separator: String) {
            for index in items.indices {
                if index > 0 { appendInterpolation(separator) }
                appendInterpolation(items[index])
            }
        }

        /// Any other value as its description, as a `String` interpolation spells it. Only describable values: a
        /// `CodeLine` (or an optional) interpolated by mistake would print its structure.
        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }
    }
}
