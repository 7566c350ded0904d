import EndpointGenJSON
import EndpointGenSpec

/// The operationIds grape-swagger makes of a Ruby Grape route: the method and every word of the path, the `api` and
/// version segments and the parameters' names included (GitLab's `getApiV4GroupsIdBadgesBadgeId` on
/// `GET /groups/{id}/badges/{badge_id}` of its server's `/api/v4`). Such an id says nothing the path does not, and loses what the path
/// says: which of its words are parameters. Read as the id, GitLab's call was `getApiGroupsIdBadgesBadgeId(id:badgeId:)`;
/// named by its path it is `getGroupsByIdBadgesByBadgeId(id:badgeId:)`, as an operation without an id is.
///
/// Only a document most of whose ids spell their paths is read so: a person writes `getPets` for `GET /pets` too, and
/// names of that document's own making stay.
struct PathSpelledIDs {
    /// Whether the document's ids are made of its paths: at least three, and four in five of its ids, spell theirs.
    let areMadeOfPaths: Bool

    init(document: JSONNode) {
        var ids = 0
        var spelled = 0
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where OpenAPIConverter.operationMethods.contains(member.key) {
                guard let id = member.value["operationId"]?.string, !Casing.words(id).isEmpty else { continue }
                ids += 1
                if Self.spells(id, method: member.key, path: pathMember.key) { spelled += 1 }
            }
        }
        areMadeOfPaths = spelled >= 3 && spelled * 5 >= ids * 4
    }

    /// Whether `id`, of the operation at `method` and `path`, is made of them, in a document whose ids are.
    func spellsPath(_ id: String, method: String, path: String) -> Bool {
        areMadeOfPaths && Self.spells(id, method: method, path: path)
    }

    /// Whether `id` is `method`, `api` and version words or none, and the words of `path`, in their order, whatever
    /// their case and separators: GitLab's server URL ends in `/api/v4`, which its paths leave out and its ids spell.
    private static func spells(_ id: String, method: String, path: String) -> Bool {
        let pathWords = path.split(separator: "/").flatMap { segment in
            Casing.words(String(segment.filter { $0 != "{" && $0 != "}" }))
        }
        let idWords = Casing.words(id)
        guard !pathWords.isEmpty, idWords.count > pathWords.count, idWords[0].lowercased() == method.lowercased() else { return false }
        let prefix = idWords.dropFirst().dropLast(pathWords.count)
        return zip(idWords.suffix(pathWords.count), pathWords).allSatisfy { $0.lowercased() == $1.lowercased() }
            && prefix.allSatisfy { OpenAPIConverter.isAPIOrVersionSegment(Substring($0)) }
    }
}
