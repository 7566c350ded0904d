/// Percent-encoding per RFC 3986 for path segments, query items and form fields.
public enum PercentEncoding {
    /// Returns `s` with every UTF-8 byte outside RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`)
    /// written as `%XX` with uppercase hex digits.
    ///
    /// Space becomes `%20` (never `+`), and `+`, `&`, `=`, `/`, `?`, `#`, `%` and every non-ASCII
    /// byte are encoded, so the result is safe as one path segment, one query name or value, or one
    /// form field. Encoding is not idempotent: `%` itself is encoded.
    public static func encode(_ s: String) -> String {
        // Most names and values are plain identifiers; skip the copy for them. Searched in the string's own storage:
        // searching its `utf8` view cost four times as much.
        guard ByteSearch.withBytes(of: s, { $0.contains { !isUnreserved($0) } }) else { return s }
        return encode(Array(s.utf8)) { bytes, index in isUnreserved(bytes[index]) }
    }

    /// Appends ``encode(_:)``'s result for `s` to `bytes`, without making a string of it: a request's URL is
    /// written as bytes. What precedes the first byte to encode is copied at once.
    static func appendEncoded(_ s: String, to bytes: inout UTF8Writer) {
        ByteSearch.withBytes(of: s) { source in
            guard let first = source.firstIndex(where: { !isUnreserved($0) }) else { return bytes.append(source) }
            bytes.append(source[..<first])
            for byte in source[first...] {
                if isUnreserved(byte) {
                    bytes.append(byte)
                } else {
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
    }

    /// Returns `s` percent-encoded for a query value or form field whose parameter has OpenAPI's
    /// `allowReserved: true`: RFC 3986's reserved characters pass unencoded, and so does a `%` that starts a
    /// percent-encoded byte (RFC 6570's reserved expansion), so `https://shop.example.com/done?id={ID}` is sent
    /// `https://shop.example.com/done?id=%7BID%7D` with its `:`, `/`, `?` and `=` as they are.
    ///
    /// Still encoded: `&`, `+` and `#`, which would end the value, turn into a space or end the query (OpenAPI
    /// leaves them to the app; encoding them keeps the value whole), `[` and `]`, which RFC 3986 does not allow in
    /// a query, and everything outside the reserved and unreserved sets (space, `{`, `}`, `"`, non-ASCII bytes).
    public static func encodeAllowingReserved(_ s: String) -> String {
        encode(Array(s.utf8)) { bytes, index in
            let byte = bytes[index]
            return isUnreserved(byte) || allowedReserved.contains(byte)
                || (byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2]))
        }
    }

    /// Returns `s` percent-encoded for a path parameter with OpenAPI 3.2's `allowReserved: true`, as RFC 6570's
    /// reserved expansion (`{+name}`) writes it where a path may hold it: `/`, `:`, `@` and the sub-delimiters
    /// (`!$&'()*+,;=`) pass unencoded, and so does a `%` that starts a percent-encoded byte, so
    /// `projects/p1/locations/eu:primary` fills `/v1/{name}` as `/v1/projects/p1/locations/eu:primary`.
    ///
    /// Still encoded: `?` and `#`, which would end the path, `[` and `]`, which RFC 3986 does not allow in a path, a
    /// `%` that starts no percent-encoded byte, and everything outside the reserved and unreserved sets.
    static func encodePathAllowingReserved(_ s: String) -> String {
        encode(Array(s.utf8)) { bytes, index in
            let byte = bytes[index]
            return isUnreserved(byte) || pathReserved.contains(byte)
                || (byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2]))
        }
    }

    private static let pathReserved = Set("/:@!$&'()*+,;=".utf8)

    /// Returns `s` percent-encoded as a whole URL authority without user information: ``encode(_:)``, keeping `:`
    /// (a port) and `[` `]` (an IPv6 literal), so `localhost:5000` and `[::1]:8080` stay hosts with ports while `/`,
    /// `?`, `#` and `@` cannot end the host or name another.
    static func encodeHostAndPort(_ s: String) -> String {
        encode(Array(s.utf8)) { bytes, index in isUnreserved(bytes[index]) || hostAndPortDelimiters.contains(bytes[index]) }
    }

    private static let hostAndPortDelimiters = Set(":[]".utf8)

    /// Returns `s` as a cookie value: the bytes RFC 6265 §4.1.1 lets a cookie value hold are kept as they are, and
    /// the rest (control characters, space, `"`, `,`, `;`, `\`, non-ASCII bytes) and `%` are percent-encoded.
    ///
    /// Servers read cookie values as they arrive (Starlette, Django and Go do not decode them), so a base64 token's
    /// `+`, `/` and `=` must arrive unencoded; `%` is encoded so that a server that does decode reads the value
    /// that was sent.
    static func encodeCookieValue(_ s: String) -> String {
        encode(Array(s.utf8)) { bytes, index in isCookieOctet(bytes[index]) && bytes[index] != UInt8(ascii: "%") }
    }

    /// Whether `byte` is an ASCII character a cookie value may hold (RFC 6265 §4.1.1's cookie-octet): not a control
    /// character, space, `"`, `,`, `;` or `\`.
    static func isCookieOctet(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && !cookieSeparators.contains(byte)
    }

    private static let cookieSeparators = Set("\",;\\".utf8)

    /// `bytes` with each byte that `keeps` (given the bytes and its index) refuses written as `%XX` in uppercase hex.
    private static func encode(_ bytes: [UInt8], keeping keeps: ([UInt8], Int) -> Bool) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count * 3)
        for index in bytes.indices {
            if keeps(bytes, index) {
                encoded.append(bytes[index])
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(bytes[index] >> 4)])
                encoded.append(hexDigits[Int(bytes[index] & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The reserved characters a query value with `allowReserved` carries unencoded.
    private static let allowedReserved = Set(":/?@!$'()*,;=".utf8)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"): true
        default: false
        }
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
