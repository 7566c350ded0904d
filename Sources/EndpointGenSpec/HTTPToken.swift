/// HTTP's tokens (RFC 9110 §5.6.2): field names, media type names and parameter names.
package enum HTTPToken {
    /// Whether `text` is a token: one or more ASCII letters, digits and `!#$%&'*+-.^_`|~`.
    package static func isToken(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }
}
