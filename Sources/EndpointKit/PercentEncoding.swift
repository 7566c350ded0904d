/// Percent-encoding per RFC 3986 for path segments, query items and form fields.
public enum PercentEncoding {
    /// Returns `s` with every UTF-8 byte outside RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`)
    /// written as `%XX` with uppercase hex digits.
    ///
    /// Space becomes `%20` (never `+`), and `+`, `&`, `=`, `/`, `?`, `#`, `%` and every non-ASCII
    /// byte are encoded, so the result is safe as one path segment, one query name or value, or one
    /// form field. Encoding is not idempotent: `%` itself is encoded.
    public static func encode(_ s: String) -> String {
        let utf8 = s.utf8
        // Most names and values are plain identifiers; skip the copy for them.
        guard utf8.contains(where: { !isUnreserved($0) }) else { return s }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
