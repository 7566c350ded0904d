import EndpointGenSpec

/// Hands out unique Swift names within one scope (a type's members, a file's types, an endpoint's parameters).
///
/// A name already taken is renamed deterministically by appending the first free number (`value2`,
/// `value3`, …), and the caller reports the collision as a warning naming both sources. Names the generated code
/// itself declares or reads in the scope are reserved up front, so that a spec name can neither redeclare nor
/// shadow them.
struct NameScope {
    struct Claim {
        /// The name to use.
        var name: String
        /// The source name that already held the candidate, when renamed.
        var collidedWith: Located<String>?
        /// What generated code uses the candidate for, when renamed because of that.
        var reservedFor: String?
    }

    private enum Owner {
        case source(Located<String>)
        case generated(String)
    }

    private var owners: [String: Owner] = [:]
    /// The number the last rename of each candidate took: names are never given back, so the search for a free one
    /// starts there rather than at 2 (a thousand endpoints of one name would otherwise make a million lookups).
    private var lastNumbers: [String: Int] = [:]
    /// The names and numbers of the scope this one is inside, read but never written here, so never copied: each
    /// group's nested types are claimed against every model, and copying them all per group grew with groups × models.
    private var outerOwners: [String: Owner] = [:]
    private var outerLastNumbers: [String: Int] = [:]

    init() {}

    /// A scope in which every name `outer` holds stays taken, as in a copy of it.
    init(inside outer: NameScope) {
        outerOwners = outer.outerOwners.isEmpty ? outer.owners : outer.owners.merging(outer.outerOwners) { own, _ in own }
        outerLastNumbers = outer.outerLastNumbers.isEmpty ? outer.lastNumbers : outer.lastNumbers.merging(outer.outerLastNumbers) { own, _ in own }
    }

    /// A scope in which generated code uses each key of `generated` for what its value says.
    init(generated: [String: String]) {
        owners = generated.mapValues(Owner.generated)
    }

    /// The names generated code holds in this scope.
    var generatedNames: [String] {
        owners.compactMap { name, owner in if case .generated = owner { name } else { nil } }
    }

    /// Claims `candidate` for `source`; renames it when another source or the generated code holds it.
    mutating func claim(_ candidate: String, for source: Located<String>) -> Claim {
        guard let owner = owners[candidate] ?? outerOwners[candidate] else {
            owners[candidate] = .source(source)
            return Claim(name: candidate)
        }
        // `utc1` and `utc1` are `utc1` and `utc1_2`: `utc12` would read as another number.
        let numbered = candidate.last?.isNumber == true ? candidate + "_" : candidate
        var number = (lastNumbers[candidate] ?? outerLastNumbers[candidate] ?? 1) + 1
        while owners["\(numbered)\(number)"] != nil || outerOwners["\(numbered)\(number)"] != nil { number += 1 }
        lastNumbers[candidate] = number
        let name = "\(numbered)\(number)"
        owners[name] = .source(source)
        switch owner {
        case .source(let located): return Claim(name: name, collidedWith: located)
        case .generated(let use): return Claim(name: name, reservedFor: use)
        }
    }

    /// Whether `name` is held, in this scope or the one it is inside.
    func holds(_ name: String) -> Bool {
        owners[name] != nil || outerOwners[name] != nil
    }

    /// Makes room for `count` more names: a model's scope is made for its properties, and growing it one property at a
    /// time rehashed it at every doubling.
    mutating func reserveCapacity(forMore count: Int) {
        owners.reserveCapacity(owners.count + count)
    }

    /// Reserves a name that no source may take as is.
    mutating func reserve(_ name: String, by source: Located<String>) {
        owners[name] = .source(source)
    }
}

extension Problems {
    /// Warns that `source` was renamed because `claim.collidedWith` already had its Swift name, or because
    /// generated code uses that name.
    mutating func collision(_ what: String, _ source: Located<String>, wanted: String, _ claim: NameScope.Claim) {
        if let use = claim.reservedFor {
            warning("\(what) '\(source.value)' would have the Swift name '\(wanted)', which generated code uses for \(use); it is named '\(claim.name)'",
                    at: source, hint: "rename it to choose the name yourself")
        }
        guard let owner = claim.collidedWith else { return }
        warning(
            "\(what) '\(source.value)' has the same Swift name '\(wanted)' as '\(owner.value)' (\(owner.position)); it is named '\(claim.name)'",
            at: source, hint: "rename one of the two to choose the names yourself"
        )
    }
}
