import Foundation

/// Header field or query item names whose values a ``Redactor`` replaces, compared case-insensitively.
///
/// A logger compares every field and query item of every request with these, so a name that is ASCII is compared
/// as bytes, ignoring ASCII case, with no string made of it; only names beyond ASCII or percent-encoded are made
/// text, decoded and lowercased first. Built once per client and per logger rather than for each request.
struct RedactedNames: Sendable {
    /// The names, lowercased.
    let lowercased: Set<String>
    /// ``lowercased`` as UTF-8 bytes when every name is ASCII; `nil` otherwise, and then every name is compared as
    /// text: a name beyond ASCII can equal ASCII text in Unicode (U+037E is a `;`).
    private let ascii: [[UInt8]]?

    /// The names in `lowercased`, which are lowercased already.
    init(_ lowercased: Set<String>) {
        self.lowercased = lowercased
        let bytes = lowercased.map { Array($0.utf8) }
        ascii = bytes.allSatisfy(ByteSearch.isASCII) ? bytes : nil
    }

    /// Whether `name`, lowercased, is one of the names.
    func contains(_ name: String) -> Bool {
        if let ascii, let found = ByteSearch.withBytes(of: name, { ByteSearch.isASCII($0) ? Self.holds(ascii, $0) : nil }) {
            return found
        }
        return Self.holds(lowercased, name.lowercased())
    }

    /// Whether the query item name `bytes`, as a URL carries it (percent-encoded), is one of the names once
    /// decoded and lowercased.
    func contains(queryName bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let ascii, ByteSearch.isASCII(bytes), ByteSearch.firstIndex(of: UInt8(ascii: "%"), in: bytes) == nil {
            return Self.holds(ascii, bytes)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let decoded = bytes.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding ?? text : text
        return Self.holds(lowercased, decoded.lowercased())
    }

    /// Whether `names` holds `name` with its ASCII letters lowercased. Lengths are compared first: most names
    /// differ in length.
    private static func holds(_ names: [[UInt8]], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        names.contains { candidate in
            candidate.count == name.count && zip(candidate, name).allSatisfy { $0 == ByteSearch.asciiLowercased($1) }
        }
    }

    /// Whether `names` holds `name`. The few names of a usual set are compared one by one: hashing the name cost
    /// more than the comparisons.
    private static func holds(_ names: Set<String>, _ name: String) -> Bool {
        names.count > 8 ? names.contains(name) : names.contains { $0.utf8.count == name.utf8.count && $0 == name }
    }
}
