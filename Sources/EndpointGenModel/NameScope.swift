import EndpointGenSpec

/// Hands out unique Swift names within one scope (a type's members, a file's types, an endpoint's parameters).
///
/// A name already taken is renamed deterministically by appending the first free number (`value2`,
/// `value3`, …), and the caller reports the collision as a warning naming both sources.
struct NameScope {
    struct Claim {
        /// The name to use.
        var name: String
        /// The source name that already held the candidate, when renamed.
        var collidedWith: Located<String>?
    }

    private var owners: [String: Located<String>] = [:]

    /// Claims `candidate` for `source`; renames it when another source holds it.
    mutating func claim(_ candidate: String, for source: Located<String>) -> Claim {
        guard let owner = owners[candidate] else {
            owners[candidate] = source
            return Claim(name: candidate)
        }
        var number = 2
        while owners["\(candidate)\(number)"] != nil { number += 1 }
        let name = "\(candidate)\(number)"
        owners[name] = source
        return Claim(name: name, collidedWith: owner)
    }

    /// Reserves a name that no source may take as is.
    mutating func reserve(_ name: String, by source: Located<String>) {
        owners[name] = source
    }
}

extension Problems {
    /// Warns that `source` was renamed because `claim.collidedWith` already had its Swift name.
    mutating func collision(_ what: String, _ source: Located<String>, wanted: String, _ claim: NameScope.Claim) {
        guard let owner = claim.collidedWith else { return }
        warning(
            "\(what) '\(source.value)' has the same Swift name '\(wanted)' as '\(owner.value)' (\(owner.position)); it is named '\(claim.name)'",
            at: source, hint: "rename one of the two to choose the names yourself"
        )
    }
}
