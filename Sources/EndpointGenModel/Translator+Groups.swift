import EndpointGenSpec

extension Translator {
    /// The groups named by `group` keys, in order of first use, each with its type names decided.
    ///
    /// Groups are identified by their Swift name, so `"friends"` and `"Friends"` are one group (with a
    /// warning). A group's client property shares the client's namespace with the ungrouped endpoints,
    /// which ``translateEndpoints(auth:root:groups:)`` claims later.
    mutating func translateGroups(typeNames: APITypeNames) -> [EndpointGroupModel] {
        var groups: [EndpointGroupModel] = []
        var firstSpelling: [String: Located<String>] = [:]
        for case let group? in spec.endpoints.map(\.group) {
            let name = Casing.upperCamel(group.value)
            if let first = firstSpelling[name] {
                if first.value != group.value {
                    problems.warning("group '\(group.value)' is the same group as '\(first.value)' (\(first.position))",
                                     at: group, hint: "spell it \"\(first.value)\" everywhere")
                }
                continue
            }
            firstSpelling[name] = group
            groups.append(typeNames.group(name, propertyName: Naming.memberName(Casing.lowerCamel(group.value))))
        }
        return groups
    }

    /// Every type name the groups generate, which models may not take.
    package static func typeNames(of groups: [EndpointGroupModel]) -> [String] {
        groups.flatMap { [$0.endpointType, $0.protocolType, $0.serviceType] + ($0.serviceRequirement.map { [$0] } ?? []) }
    }
}
