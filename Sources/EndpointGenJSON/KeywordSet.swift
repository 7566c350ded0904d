/// A set of keywords that tells other strings apart by their first byte and length, then by comparing them with the
/// few keywords that share both, without hashing them. The converter looks for schema keywords among every key of
/// every schema (hashing each key of TMDB's schemas for such a set, after copying its member, was a fiftieth of
/// converting the document), and the model checks every identifier it spells against Swift's keywords, where a set's
/// hashing was a hundredth of generating the synthetic 1k document.
package struct KeywordSet: ExpressibleByArrayLiteral {
    /// By first byte, the keywords that start with it.
    private let keywords: [[String]]
    /// By first byte, a bit for the length of each keyword that starts with it.
    private let lengths: [UInt64]

    package init(arrayLiteral keywords: String...) {
        self.init(keywords)
    }

    package init(_ keywords: [String]) {
        var byFirstByte = [[String]](repeating: [], count: 256)
        var lengths = [UInt64](repeating: 0, count: 256)
        for keyword in keywords {
            precondition(!keyword.isEmpty && keyword.utf8.count < 64, "a keyword has 1 to 63 bytes")
            byFirstByte[Int(keyword.utf8.first!)].append(keyword)
            lengths[Int(keyword.utf8.first!)] |= 1 << keyword.utf8.count
        }
        self.keywords = byFirstByte
        self.lengths = lengths
    }

    package func contains(_ key: String) -> Bool {
        guard let first = key.utf8.first, case let count = key.utf8.count, count < 64, lengths[Int(first)] & (1 << count) != 0 else {
            return false
        }
        // Strings of up to 15 bytes (every Swift keyword) compare as two words.
        return keywords[Int(first)].contains { $0.utf8.count == count && $0 == key }
    }

    /// Whether any of `members` has one of the keywords as its key; read in place rather than copied.
    package func containsKey(of members: [JSONMember]) -> Bool {
        members.indices.contains { contains(members[$0].key) }
    }
}
