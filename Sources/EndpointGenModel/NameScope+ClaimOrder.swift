extension NameScope {
    /// The indices of `keys` in the order to claim their Swift names `names` (nil for a name given in the spec): the
    /// spec's, but with each key whose name another key is written as after all the others. TMDB's season has `_id`
    /// and `id`; claimed in document order, `id` held `_id` and the real `id` was `id2`. The key written as the name
    /// keeps it, whatever the order of the two.
    static func claimOrder(keys: [String], names: [String?]) -> [Int] {
        // Nearly every key is its own name or clashes with none; the set of own names is made only when one is not.
        guard zip(keys, names).contains(where: { key, name in name.map { $0 != key } ?? false }) else { return Array(keys.indices) }
        let own = Set(zip(keys, names).compactMap { key, name in name == key ? key : nil })
        let yields = keys.indices.map { index in names[index].map { $0 != keys[index] && own.contains($0) } ?? false }
        guard yields.contains(true) else { return Array(keys.indices) }
        return keys.indices.filter { !yields[$0] } + keys.indices.filter { yields[$0] }
    }

    /// `translate` of each of `items`, called in the order their names are claimed (``claimOrder(keys:names:)``), the
    /// results in `items`' order, nils left out.
    static func inClaimOrder<Item, Result>(_ items: [Item], keys: [String], names: [String?], _ translate: (Item) -> Result?) -> [Result] {
        var results: [Result?] = Array(repeating: nil, count: items.count)
        for index in claimOrder(keys: keys, names: names) { results[index] = translate(items[index]) }
        return results.compactMap { $0 }
    }
}
