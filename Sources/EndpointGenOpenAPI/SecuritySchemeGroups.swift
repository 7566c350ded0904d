import EndpointGenJSON
import EndpointGenSpec

/// Security schemes a document declares alike under several names, which are one credential: a document merged from
/// one per team (ThousandEyes' `Tests_API_BearerAuth`, `Alerts_API_BearerAuth` and 24 more, each an HTTP bearer
/// scheme described "Bearer authentication token") gave its client one argument per team for the same token, and an
/// operation of a team whose argument was left out failed for want of credentials. Schemes are alike when every
/// field but their names is the same and they say what they are in the same description: two schemes declared
/// without one may be two tokens of one kind (an admin's and a user's), and stay apart.
struct SecuritySchemeGroups {
    /// The name each scheme of a group is sent under, by its declared name: the words all the group's names end in
    /// (`APIBearerAuth`; `BearerAuth` of itself and `Tests_BearerAuth`), or the first one's name when they share none
    /// or a scheme outside the group has that name. A scheme declared once is not listed.
    let sharedNames: [String: String]

    init(document: JSONNode, components: ComponentIndex) {
        let declared = document["components"]?["securitySchemes"]?.members ?? []
        var groups: [[(name: String, scheme: JSONNode)]] = []
        for member in declared {
            let scheme = components.followingLocalReference(member.value, in: document)
            guard let description = scheme["description"]?.string, !description.allSatisfy(\.isWhitespace) else { continue }
            if let index = groups.firstIndex(where: { $0[0].scheme.hasSameValue(as: scheme) }) {
                groups[index].append((member.key, scheme))
            } else {
                groups.append([(member.key, scheme)])
            }
        }
        // The names schemes are sent under so far: every declared one, and each group's once given. Two groups whose
        // names end in the same words (bearer tokens `Tests_Token` and `Alerts_Token`, API keys `Admin_Token` and
        // `Ops_Token`) would otherwise both be `Token`: two credentials under one name.
        var taken = Set(declared.map(\.key))
        var sharedNames: [String: String] = [:]
        for group in groups where group.count > 1 {
            let names = group.map(\.name)
            let shared = Self.sharedEnding(of: names)
            let name = shared.flatMap { taken.subtracting(names).contains($0) ? nil : $0 } ?? names[0]
            taken.insert(name)
            for member in names { sharedNames[member] = name }
        }
        self.sharedNames = sharedNames
    }

    /// The words every name ends in, joined (`Tests_API_BearerAuth`, `Alerts_API_BearerAuth` → `APIBearerAuth`), which
    /// may be a whole name of the group (`BearerAuth`, `Tests_BearerAuth` → `BearerAuth`: they were `Auth`); nil when
    /// they share none.
    private static func sharedEnding(of names: [String]) -> String? {
        let wordLists = names.map { Array(Casing.words($0).reversed()) }
        var count = 0
        while wordLists.allSatisfy({ $0.count > count && $0[count] == wordLists[0][count] }) { count += 1 }
        return count == 0 ? nil : wordLists[0].prefix(count).reversed().joined()
    }
}
