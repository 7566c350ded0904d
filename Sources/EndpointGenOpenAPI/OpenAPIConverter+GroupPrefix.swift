import EndpointGenSpec

extension OpenAPIConverter {
    /// Gives each endpoint whose name begins with its group's name the rest of it as its Swift name. GitHub's ids are
    /// `<tag>/<action>` (`issues/list-for-repo`, tagged `issues`), and ids like `Users_GetById` tagged `Users` are common:
    /// the group is already the service the call goes through, so `client.issues.issuesListForRepo(…)` stutters where
    /// `client.issues.listForRepo(…)` reads as Octokit's `issues.listForRepo`. The key, which `endpoint-gen diff` and
    /// `endpoint-gen.json` name the endpoint by, and the inline types (`IssuesListForRepoState`, outside the group's
    /// enum) keep the whole name; the types nested in it take the short one (`GitHubIssuesEndpoint.ListForRepoResponse`).
    /// A shorter name another endpoint of the group has is not taken.
    static func nameWithoutGroupPrefix(_ endpoints: inout [EndpointSpec]) {
        var shorter: [Int: String] = [:]
        // The groups are told apart as their services are, by Swift name.
        var names: [String: Set<String>] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            guard let group = endpoint.group?.value else { continue }
            names[Casing.upperCamel(group), default: []].insert(Casing.lowerCamel(endpoint.name.value))
            let groupWords = Casing.words(group).map { $0.lowercased() }
            let words = Casing.words(endpoint.name.value)
            let lowered = words.map { $0.lowercased() }
            // The group's name, or the path's words up to it: drf-spectacular's ids repeat the path (`api_projects_list`
            // on `/api/projects/`, tagged `projects`: Label Studio's 189 of 190 ids).
            let prefixes = [Self.pathWords(endpoint.path.value, through: groupWords), groupWords].compactMap { $0 }
            guard !groupWords.isEmpty,
                  let prefix = prefixes.first(where: { words.count > $0.count && Array(lowered.prefix($0.count)) == $0 }) else { continue }
            let rest = Casing.lowerCamel(words.dropFirst(prefix.count).joined(separator: " "))
            // A rest opening with a digit would be spelled `_2fa`; a service's own members are no endpoint's.
            guard Casing.isPlainIdentifier(rest), rest.first?.isLetter == true, RuntimeSymbols.serviceMembers[rest] == nil else { continue }
            shorter[index] = rest
        }
        // Two prefixes can leave one rest (`projects_list` on `/projects/`, `api_projects_list` on `/api/projects/`):
        // such a rest names neither. A rest may also be another endpoint's whole name.
        var rests: [String: Int] = [:]
        for (index, rest) in shorter { rests[Casing.upperCamel(endpoints[index].group?.value ?? "") + "." + rest, default: 0] += 1 }
        for (index, rest) in shorter {
            let group = Casing.upperCamel(endpoints[index].group?.value ?? "")
            guard names[group]?.contains(rest) != true, rests[group + "." + rest] == 1 else { continue }
            endpoints[index].swiftName = Located(rest, location: endpoints[index].name.location, path: endpoints[index].name.path, file: endpoints[index].name.file)
        }
    }

    /// The lowercased words of `path`'s literal segments up to and including the first run of `groupWords` among them,
    /// when words come before it (`/api/projects/{id}/` through `projects` → `api projects`); nil otherwise.
    private static func pathWords(_ path: String, through groupWords: [String]) -> [String]? {
        let words = path.split(separator: "/").filter { !$0.hasPrefix("{") }.flatMap { Casing.words(String($0)) }.map { $0.lowercased() }
        guard !groupWords.isEmpty, words.count > groupWords.count else { return nil }
        for start in 1...(words.count - groupWords.count) where Array(words[start..<start + groupWords.count]) == groupWords {
            return Array(words[..<(start + groupWords.count)])
        }
        return nil
    }
}
