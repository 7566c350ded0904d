import EndpointGenJSON

/// Schema keywords the converter looks for among every key of every schema, most of which it tells apart from the
/// keywords by their first byte and length before hashing them: hashing each key of TMDB's schemas for such a set,
/// after copying its member, was a fiftieth of converting the document.
struct KeywordSet: ExpressibleByArrayLiteral {
    private let keywords: Set<String>
    /// By first byte, a bit for the length of each keyword that starts with it.
    private let lengths: [UInt64]

    init(arrayLiteral keywords: String...) {
        self.keywords = Set(keywords)
        var lengths = [UInt64](repeating: 0, count: 256)
        for keyword in keywords {
            precondition(!keyword.isEmpty && keyword.utf8.count < 64, "a keyword has 1 to 63 bytes")
            lengths[Int(keyword.utf8.first!)] |= 1 << keyword.utf8.count
        }
        self.lengths = lengths
    }

    func contains(_ key: String) -> Bool {
        guard let first = key.utf8.first, case let count = key.utf8.count, count < 64, lengths[Int(first)] & (1 << count) != 0 else {
            return false
        }
        return keywords.contains(key)
    }

    /// Whether any of `members` has one of the keywords as its key; read in place rather than copied.
    func containsKey(of members: [JSONMember]) -> Bool {
        members.indices.contains { contains(members[$0].key) }
    }
}
