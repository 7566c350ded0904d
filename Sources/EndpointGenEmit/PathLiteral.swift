/// Percent-encodes the fixed text of a path template at generation time.
enum PathLiteral {
    /// Keeps RFC 3986 `pchar`s, `/` and existing `%` escapes; encodes everything else (spaces, non-ASCII).
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private static let allowed: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/%".utf8)
    )
}

extension String {
    package func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
