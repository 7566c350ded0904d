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
            guard !groupWords.isEmpty, words.count > groupWords.count,
                  words.prefix(groupWords.count).map({ $0.lowercased() }) == groupWords else { continue }
            let rest = Casing.lowerCamel(words.dropFirst(groupWords.count).joined(separator: " "))
            // A rest opening with a digit would be spelled `_2fa`; a service's own members are no endpoint's.
            guard Casing.isPlainIdentifier(rest), rest.first?.isLetter == true, RuntimeSymbols.serviceMembers[rest] == nil else { continue }
            shorter[index] = rest
        }
        // Names are unique within a group, so the rests of one group's names are too; a rest can only be another
        // endpoint's whole name.
        for (index, rest) in shorter {
            let group = Casing.upperCamel(endpoints[index].group?.value ?? "")
            guard names[group]?.contains(rest) != true else { continue }
            endpoints[index].swiftName = Located(rest, location: endpoints[index].name.location, path: endpoints[index].name.path, file: endpoints[index].name.file)
        }
    }
}
