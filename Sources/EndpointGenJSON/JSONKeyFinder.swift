/// Finds the member of an object being read that has a given key, to report duplicates: by comparing keys one by
/// one while the object is small, which needs no allocation, and through a dictionary once it is large.
package struct JSONKeyFinder {
    private static let linearSearchLimit = 12
    /// Where each key is, once the object has more than `linearSearchLimit` members.
    private var positions: [String: Int] = [:]

    /// Creates a finder for an empty object.
    package init() {}

    /// The position among `members` of the one whose key is `key`.
    package mutating func position(of key: String, among members: UnsafeBufferPointer<JSONMember>) -> Int? {
        if members.count <= Self.linearSearchLimit {
            // Comparing lengths first skips most string comparisons.
            let length = key.utf8.count
            return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
        }
        if positions.isEmpty {
            for (position, member) in members.enumerated() {
                positions[member.key] = position
            }
        }
        return positions[key]
    }

    /// Records that the member at `position` has `key`; every member added must be recorded.
    package mutating func added(_ key: String, at position: Int) {
        if !positions.isEmpty {
            positions[key] = position
        }
    }
}
