extension SpecDiff {
    /// Compares a `oneOf`'s cases one by one, matched by case name.
    mutating func compareAlternatives(_ old: [DiffSnapshot.Alternative], _ new: [DiffSnapshot.Alternative], model: DiffSnapshot.Model) {
        let subject = { (alternative: DiffSnapshot.Alternative) in "oneOf case '\(alternative.caseName)' of '\(model.key)'" }
        let symbol = { (alternative: DiffSnapshot.Alternative) in "\(model.swiftName).\(alternative.caseName)" }
        let oldTried = old.filter(\.isTriedInOrder).map(\.caseName)
        Self.match(old, new, key: \.caseName) { alternative in
            breaking(subject(alternative), symbol(alternative), "removed (was \(alternative.type))", at: model.path)
        } common: { before, after in
            if before.type != after.type {
                breaking(subject(after), symbol(after), "type changed from \(before.type) to \(after.type)", at: model.path)
            }
        } added: { alternative in
            if alternative.type == "null" {
                // An optional property of the union read `null` as nil; now it holds this case (see `optionalNullHolding`).
                breaking(subject(alternative), symbol(alternative), "added (null): where the oneOf is optional, null now decodes as this case, not nil",
                         at: model.path)
            } else if let overtaken = Self.overtaken(by: alternative, in: new, oldTried: oldTried) {
                breaking(subject(alternative), symbol(alternative), "added (\(alternative.type)) ahead of '\(overtaken.caseName)', "
                         + "which decoding tries after it: a value that decoded as '\(overtaken.caseName)' may now decode as this case", at: model.path)
            } else {
                breaksOnly(["exhaustive switches over \(model.swiftName)"], subject(alternative), symbol(alternative), "added (\(alternative.type))", at: model.path)
            }
        }
        let newTried = new.filter(\.isTriedInOrder).map(\.caseName)
        let oldOrder = oldTried.filter(newTried.contains)
        let newOrder = newTried.filter(oldTried.contains)
        if oldOrder != newOrder {
            breaking("oneOf '\(model.key)'", model.swiftName, "alternatives tried in order now come as \(newOrder.joined(separator: ", ")) "
                     + "(were \(oldOrder.joined(separator: ", "))): a value may decode as another case", at: model.path)
        }
    }

    /// The first old alternative tried in order after `alternative`, which decoding then tries after it: the first that
    /// fits wins, so `alternative` may take its values. Nil when a discriminator selects `alternative`, or it comes last.
    private static func overtaken(
        by alternative: DiffSnapshot.Alternative, in new: [DiffSnapshot.Alternative], oldTried: [String]
    ) -> DiffSnapshot.Alternative? {
        guard alternative.isTriedInOrder, let position = new.firstIndex(of: alternative) else { return nil }
        return new[position...].first { $0.isTriedInOrder && oldTried.contains($0.caseName) }
    }
}
