import EndpointGenSpec

extension OpenAPIConverter {
    /// Gives each endpoint whose name begins with its group's name the rest of it as its Swift name. GitHub's ids are
    /// `<tag>/<action>` (`issues/list-for-repo`, tagged `issues`), and ids like `Users_GetById` tagged `Users` are common:
    /// the group is already the service the call goes through, so `client.issues.issuesListForRepo(…)` stutters where
    /// `client.issues.listForRepo(…)` reads as Octokit's `issues.listForRepo`. The key, which `endpoint-gen diff` and
    /// `endpoint-gen.json` name the endpoint by, and the inline types (`IssuesListForRepoState`, outside the group's
    /// enum) keep the whole name; the types nested in it take the short one (`GitHubIssuesEndpoint.ListForRepoResponse`).
    /// A shorter name another endpoint of the group has is not taken.
    ///
    /// The endpoints at `namedByPath` have no operationId, so their names are the method and the path's words, which
    /// repeat the group's after the method: Ceph's `GET /api/osd/flags`, tagged `OSD`, is `client.osd.getFlags()`
    /// rather than `client.osd.getOsdFlags()`. A name of the method and the group's words alone is the method: a
    /// Swashbuckle document's `GET /api/SalesOrders` is `client.salesOrders.get()` beside `DELETE /api/SalesOrders/All`'s
    /// `deleteAll()`, not `getSalesOrders()`.
    ///
    /// A rest from an id whose first word comes again later in it leaves that word out: ids of OPNsense's
    /// `<Module>_<Controller>_<action>` form name the controller and an action that names it again
    /// (`Wireguard_Client_searchClient` tagged `Wireguard` → `searchClient`, not `clientSearchClient`;
    /// `Diagnostics_System_systemTime` → `systemTime`), unless another endpoint of the group has that name or would be
    /// called the same, when the rest keeps it.
    static func nameWithoutGroupPrefix(_ endpoints: inout [EndpointSpec], namedByPath: Set<Int>) {
        var shorter: [Int: String] = [:]
        var unrepeated: [Int: String] = [:]
        // The groups are told apart as their services are, by Swift name.
        var names: [String: Set<String>] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            guard let group = endpoint.group?.value else { continue }
            names[Casing.upperCamel(group), default: []].insert(Casing.lowerCamel(endpoint.name.value))
            let groupWords = Casing.words(group).map { $0.lowercased() }
            let words = Casing.words(endpoint.name.value)
            let lowered = words.map { $0.lowercased() }
            // In a name made of the path, a plural and its singular are one word: Superset's `GET /api/v1/dashboard/{pk}`,
            // tagged `Dashboards`, was `client.dashboards.getDashboardByPk()` beside `client.database.getByPk()`. Not in
            // an id, where the word may be a verb: OpenAI's `inviteUser`, tagged `Invites`, is no `user()`.
            let pathGroupWords = groupWords.map(\.comparableWord)
            // The group's name, or the path's words up to it: drf-spectacular's ids repeat the path (`api_projects_list`
            // on `/api/projects/`, tagged `projects`: Label Studio's 189 of 190 ids).
            let prefixes = [Self.pathWords(endpoint.path.value, through: groupWords), groupWords].compactMap { $0 }
            let method = endpoint.method.value.lowercased()
            let rest: String
            if !groupWords.isEmpty, let prefix = prefixes.first(where: { words.count > $0.count && Array(lowered.prefix($0.count)) == $0 }) {
                rest = Casing.lowerCamel(words.dropFirst(prefix.count).joined(separator: " "))
            } else if namedByPath.contains(index), !groupWords.isEmpty, words.count > groupWords.count,
                      lowered.first == method, lowered.dropFirst().prefix(groupWords.count).map(\.comparableWord) == pathGroupWords {
                rest = Casing.lowerCamel(([method] + words.dropFirst(groupWords.count + 1)).joined(separator: " "))
            } else {
                continue
            }
            // A rest opening with a digit would be spelled `_2fa`; a service's own members are no endpoint's.
            guard Casing.isPlainIdentifier(rest), rest.first?.isLetter == true, RuntimeSymbols.serviceMembers[rest] == nil else { continue }
            shorter[index] = rest
            if !namedByPath.contains(index), let fewer = withoutRepeatedFirstWord(rest) { unrepeated[index] = fewer }
        }
        // Two prefixes can leave one rest (`projects_list` on `/projects/`, `api_projects_list` on `/api/projects/`):
        // such a rest names neither. A rest may also be another endpoint's whole name.
        func called(_ rests: [Int: String]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for (index, rest) in rests { counts[Casing.upperCamel(endpoints[index].group?.value ?? "") + "." + rest, default: 0] += 1 }
            return counts
        }
        func isFree(_ rest: String, of index: Int, among counts: [String: Int]) -> Bool {
            let group = Casing.upperCamel(endpoints[index].group?.value ?? "")
            return names[group]?.contains(rest) != true && counts[group + "." + rest] == 1
        }
        // A rest without its repeated word that is taken keeps the word; a rest without the run its group's ids share
        // that is taken keeps the group's words, then the run.
        let unshared = restsWithoutSharedRun(endpoints, namedByPath: namedByPath)
        var chosen = shorter.merging(unrepeated) { $1 }
        // Only where it leaves fewer words than the group's name does: `CaptivePortal_Voucher_listVoucherGroups` shares
        // `captive` and then `portal`, the group's name, and is `listVoucherGroups`.
        for (index, shared) in unshared
        where Casing.words(shared.withoutGroupWords).count < Casing.words(chosen[index] ?? endpoints[index].name.value).count {
            chosen[index] = shared.withoutGroupWords
        }
        let wanted = called(chosen)
        for (index, fewer) in unrepeated where chosen[index] == fewer && !isFree(fewer, of: index, among: wanted) { chosen[index] = shorter[index] }
        for (index, shared) in unshared where chosen[index] == shared.withoutGroupWords && !isFree(shared.withoutGroupWords, of: index, among: wanted) {
            chosen[index] = shared.withGroupWords ?? unrepeated[index] ?? shorter[index]
        }
        let rests = called(chosen)
        for (index, rest) in chosen where isFree(rest, of: index, among: rests) {
            endpoints[index].swiftName = Located(rest, location: endpoints[index].name.location, path: endpoints[index].name.path, file: endpoints[index].name.file)
        }
    }

    /// The rests of the names of groups whose ids all open with one run of words and then the group's words, or the
    /// last of them, without both: Mistral's ids are `agents_api_v1_<resource>_<action>`, tagged `beta.<resource>`, and
    /// read `client.betaConversations.agentsApiV1ConversationsList()`, where `client.betaConversations.list()` says
    /// it all. `withGroupWords` keeps the group's words, for a rest another endpoint of the group has. A group of one
    /// endpoint, or one an endpoint of which has no id, is left alone, as is a run that opens with a verb
    /// (``sharedRunVerbs``: `get_pets`, `get_pets_by_id` tagged `pets` say what they do by it) and a run after
    /// which a name would have no word left.
    private static func restsWithoutSharedRun(_ endpoints: [EndpointSpec], namedByPath: Set<Int>)
        -> [Int: (withoutGroupWords: String, withGroupWords: String?)] {
        var members: [String: [Int]] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            guard let group = endpoint.group?.value else { continue }
            members[Casing.upperCamel(group), default: []].append(index)
        }
        var rests: [Int: (withoutGroupWords: String, withGroupWords: String?)] = [:]
        for indices in members.values where indices.count > 1 && !indices.contains(where: namedByPath.contains) {
            let groupWords = Casing.words(endpoints[indices[0]].group?.value ?? "").map { $0.lowercased() }
            let names = indices.map { Casing.words(endpoints[$0].name.value) }
            let lowered = names.map { $0.map { $0.lowercased() } }
            guard !groupWords.isEmpty, let shortest = lowered.map(\.count).min(), let first = lowered.first,
                  let verb = first.first, !sharedRunVerbs.contains(verb) else { continue }
            var shared = 0
            while shared < shortest, lowered.allSatisfy({ $0[shared] == first[shared] }) { shared += 1 }
            // The longest run after which every name goes on with the group's words (or their last ones) and more.
            func groupRun(after run: Int) -> Int? {
                (0..<groupWords.count).lazy.map { groupWords.count - $0 }.first { count in
                    lowered.allSatisfy { $0.count > run + count && Array($0[run..<run + count]) == Array(groupWords.suffix(count)) }
                }
            }
            guard let run = (1...max(shared, 1)).reversed().first(where: { $0 <= shared && groupRun(after: $0) != nil }),
                  let count = groupRun(after: run) else { continue }
            for (index, words) in zip(indices, names) {
                let rest = Casing.lowerCamel(words.dropFirst(run + count).joined(separator: " "))
                let kept = Casing.lowerCamel(words.dropFirst(run).joined(separator: " "))
                guard isMemberName(rest) else { continue }
                rests[index] = (rest, isMemberName(kept) ? kept : nil)
            }
        }
        return rests
    }

    /// Words an operation's action opens with, which a run of words all of a group's ids share does not lose.
    private static let sharedRunVerbs: Set<String> = [
        "get", "put", "post", "delete", "patch", "head", "options", "list", "create", "update", "find", "search", "fetch",
        "retrieve", "add", "remove", "set", "read", "upsert", "replace",
    ]

    /// Whether `name` may be an endpoint's method in its service: a plain name that opens with a letter and is none of the
    /// service's own members.
    private static func isMemberName(_ name: String) -> Bool {
        Casing.isPlainIdentifier(name) && name.first?.isLetter == true && RuntimeSymbols.serviceMembers[name] == nil
    }

    /// `name` without its first word when a later word of it is that word again, spelled alike (`clientSearchClient` →
    /// `searchClient`, `caCaInfo` → `caInfo`), or nil when none is, or the rest would not be a plain name. An acronym
    /// is another spelling: `Diagnostics_CpuUsage_getCPUType` names the controller `CpuUsage`, and `usageGetCPUType`
    /// would have lost half of it.
    private static func withoutRepeatedFirstWord(_ name: String) -> String? {
        let words = Casing.words(name)
        guard words.count > 1, let first = words.first.map(Casing.capitalizedWords),
              words.dropFirst().contains(first) else { return nil }
        let rest = Casing.lowerCamel(words.dropFirst().joined(separator: " "))
        guard Casing.isPlainIdentifier(rest), rest.first?.isLetter == true, RuntimeSymbols.serviceMembers[rest] == nil else { return nil }
        return rest
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
