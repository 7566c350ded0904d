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
        return withoutStutter(groups, typeNames: typeNames)
    }

    /// `groups` with the names that repeat a word of the API's name shortened (``APITypeNames/groupWithoutStutter(_:propertyName:)``),
    /// each only when no other type (nor a model) has its shorter names: a group `WorkflowService` beside a group `Workflow`
    /// keeps `TemporalWorkflowServiceService`, as `TemporalWorkflowService` is the other's.
    private func withoutStutter(_ groups: [EndpointGroupModel], typeNames: APITypeNames) -> [EndpointGroupModel] {
        func names(_ group: EndpointGroupModel) -> [String] { Self.typeNames(of: [group]) }
        // A model's name too: models are renamed away from group types, and a shorter group name must not rename one.
        var taken = Set(typeNames.all + Self.typeNames(of: groups) + spec.models.map { options.typePrefix + Casing.upperCamel($0.name.value) })
        return groups.map { group in
            guard let name = group.name, let propertyName = group.propertyName,
                  let shorter = typeNames.groupWithoutStutter(name, propertyName: propertyName) else { return group }
            let new = Set(names(shorter)).subtracting(names(group))
            guard new.isDisjoint(with: taken), !new.contains(where: RuntimeSymbols.isReserved) else { return group }
            taken.formUnion(new)
            return shorter
        }
    }

    /// Every type name the groups generate, which models may not take.
    package static func typeNames(of groups: [EndpointGroupModel]) -> [String] {
        groups.flatMap { [$0.endpointType, $0.protocolType, $0.serviceType] + ($0.serviceRequirement.map { [$0] } ?? []) }
    }
}
