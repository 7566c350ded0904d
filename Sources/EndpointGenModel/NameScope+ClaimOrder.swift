extension NameScope {
    /// The indices of `keys` in the order to claim their Swift names `names` (nil for a name given in the spec): the
    /// spec's, but with each key whose name another key is written as after all the others. TMDB's season has `_id`
    /// and `id`; claimed in document order, `id` held `_id` and the real `id` was `id2`. The key written as the name
    /// keeps it, whatever the order of the two. A key whose name generated code holds (`reserved`) is renamed anyway,
    /// and so comes after the others too: GitHub's `validate` became `validate2` and took that name from the
    /// `validate2` written beside it.
    static func claimOrder(keys: [String], names: [String?], reserved: [String] = []) -> [Int] {
        // Nearly every key is its own name or clashes with none; the set of own names is made only when one is not. The
        // reserved names are one or two: a scan of them costs less than hashing every name.
        let renamed = { (index: Int) in names[index].map(reserved.contains) ?? false }
        guard zip(keys, names).contains(where: { key, name in name.map { $0 != key } ?? false })
                || (!reserved.isEmpty && keys.indices.contains(where: renamed)) else { return Array(keys.indices) }
        let own = Set(zip(keys, names).compactMap { key, name in name == key ? key : nil })
        let yields = keys.indices.map { index in renamed(index) || (names[index].map { $0 != keys[index] && own.contains($0) } ?? false) }
        guard yields.contains(true) else { return Array(keys.indices) }
        return keys.indices.filter { !yields[$0] } + keys.indices.filter { yields[$0] }
    }

    /// `translate` of each of `items`, called in the order their names are claimed (``claimOrder(keys:names:reserved:)``),
    /// the results in `items`' order, nils left out.
    static func inClaimOrder<Item, Result>(_ items: [Item], keys: [String], names: [String?], reserved: [String] = [],
                                           _ translate: (Item) -> Result?) -> [Result] {
        var results: [Result?] = Array(repeating: nil, count: items.count)
        for index in claimOrder(keys: keys, names: names, reserved: reserved) { results[index] = translate(items[index]) }
        return results.compactMap { $0 }
    }
}
