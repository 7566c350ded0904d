import EndpointGenModel

extension SpecDiff {
    /// Reports a group whose generated names changed while the group stayed: a name one group takes depends on the
    /// others', so a group added to the spec can take it (`Fiat` takes `LNbitsFiatAPI` from `Fiat API`, which becomes
    /// `LNbitsFiatAPIAPI`), and code naming the old type then names another group's. Removed and added groups show as
    /// their endpoints.
    mutating func compareGroups() {
        Self.match(old.groups, new.groups, key: \.key, removed: { _ in }, common: { before, after in
            let renames = [
                (before.protocolType, after.protocolType), (before.endpointType, after.endpointType),
                (before.serviceType, after.serviceType), (before.propertyName, after.propertyName),
            ].filter { $0.0 != $0.1 }.map { "\($0.0) → \($0.1)" }
            guard !renames.isEmpty else { return }
            breaking("group '\(after.key)'", after.protocolType, "generated names changed: \(renames.joined(separator: ", "))", at: after.path)
        }, added: { _ in })
    }

    mutating func compareEndpoints() {
        Self.match(old.endpoints, new.endpoints, key: \.key) { endpoint in
            breaking("endpoint '\(endpoint.key)'", "\(endpoint.enumType).\(endpoint.caseName)", "removed", at: endpoint.path)
        } common: { before, after in
            compareEndpoint(before, after)
        } added: { endpoint in
            breaksOnly(usesBroken(byAdding: endpoint), "endpoint '\(endpoint.key)'", "\(endpoint.enumType).\(endpoint.caseName)",
                       "added (\(endpoint.method) \(endpoint.template))", at: endpoint.path)
        }
    }

    /// The code a new endpoint breaks: switches over its enum, and fakes of its protocol, when the old SDK had them. An
    /// endpoint of a new group adds the group's service to the API's protocol instead.
    private func usesBroken(byAdding endpoint: DiffSnapshot.Endpoint) -> [String] {
        guard !old.endpoints.isEmpty else { return [] }
        var uses: [String] = []
        if old.endpoints.contains(where: { $0.enumType == endpoint.enumType }) {
            uses.append("exhaustive switches over \(endpoint.enumType)")
        }
        let protocolType = old.endpoints.contains { $0.protocolType == endpoint.protocolType } ? endpoint.protocolType : new.typeNames.protocolType
        uses.append("types conforming to \(protocolType)")
        return uses
    }

    private mutating func compareEndpoint(_ before: DiffSnapshot.Endpoint, _ after: DiffSnapshot.Endpoint) {
        let subject = "endpoint '\(after.key)'"
        let symbol = "\(after.enumType).\(after.caseName)"
        if before.group != after.group {
            breaking(subject, symbol, "moved from \(before.enumType) to \(after.enumType)", at: after.path + ".group")
        }
        if before.caseName != after.caseName {
            breaking(subject, symbol, "Swift name changed from '\(before.caseName)' to '\(after.caseName)'", at: after.path)
        }
        if before.method != after.method {
            breaking(subject, symbol, "method changed from \(before.method) to \(after.method)", at: after.path + ".method")
        }
        if before.template != after.template {
            breaking(subject, symbol, "path changed from \(before.template) to \(after.template)", at: after.path + ".path")
        }
        if before.response != after.response {
            breaking(subject, symbol, "response type changed from \(before.response) to \(after.response)", at: after.path + ".response")
        }
        if before.requiresAuth != after.requiresAuth {
            if after.requiresAuth {
                breaking(subject, symbol, "now requires authentication", at: after.path + ".auth")
            } else {
                additive(subject, symbol, "no longer requires authentication", at: after.path + ".auth")
            }
        } else if after.requiresAuth, before.security != after.security {
            let (new, old) = (Self.requirementText(after.security), Self.requirementText(before.security))
            // An endpoint without a requirement of its own has the API's: an operation under `bearer` that gains
            // `key, or bearer` of its own widened it, and was reported as breaking.
            let oldSecurity = before.security ?? self.old.auth.defaultRequirement
            let newSecurity = after.security ?? self.new.auth.defaultRequirement
            if Self.widens(oldSecurity, to: newSecurity) {
                additive(subject, symbol, "security requirement widened from \(old) to \(new): the old credentials still suffice", at: after.path + ".auth")
            } else {
                // The Swift API is unchanged, but a client holding only the old credentials may now fail before sending.
                breaking(subject, symbol, "security requirement changed from \(old) to \(new)", at: after.path + ".auth")
            }
        }
        compareWire(before, after, subject: subject, symbol: symbol)
        if !before.isDeprecated, after.isDeprecated {
            // Implementing a deprecated requirement does not warn, nor does a pattern naming a deprecated case.
            deprecated(subject, symbol, "now deprecated: calls of its client method and code creating the case warn (errors under -warnings-as-errors)",
                       at: after.path)
        } else if before.isDeprecated, !after.isDeprecated {
            additive(subject, symbol, "no longer deprecated", at: after.path)
        }
        let oldCase = "\(before.enumType).\(before.caseName)\(Self.labels(before.parameters))"
        let newCase = symbol + Self.labels(after.parameters)
        if Self.reordered(before.parameters, after.parameters, key: { "\($0.role) \($0.key)" }) {
            breaking(subject, symbol, "arguments in another order: \(Self.labels(before.parameters)) → \(Self.labels(after.parameters))", at: after.path)
        }
        // Calls of the client keep compiling through default arguments; a pattern binding the case's values, a fake
        // implementing the protocol's method and a call through the protocol, whose requirements have no defaults,
        // list every parameter.
        let uses = ["patterns binding \(symbol)'s values", "types conforming to \(after.protocolType)"]
        compareParameters(before.parameters, after.parameters, owner: subject, exhaustiveUses: uses,
                          callsThrough: after.protocolType) { $1 ? oldCase : newCase }
    }

    /// What the endpoint sends and reads beside its Swift signature: the body's media type, the error bodies decoded by
    /// status, and its paged method (each changed without a word).
    private mutating func compareWire(_ before: DiffSnapshot.Endpoint, _ after: DiffSnapshot.Endpoint, subject: String, symbol: String) {
        if let old = before.requestMedia, let new = after.requestMedia, old != new {
            breaking(subject, symbol, "request body now sent as \(new) (was \(old))", at: after.path + ".body")
        }
        for status in Set(before.errors.keys).union(after.errors.keys).sorted() {
            switch (before.errors[status], after.errors[status]) {
            case (let old?, let new?) where old != new:
                breaking(subject, symbol, "error body of status \(status) changed from \(old) to \(new): HTTPFailure.statusPayload holds a \(new)",
                         at: after.path + ".response")
            case (let old?, nil):
                breaking(subject, symbol, "error status \(status) no longer declared: HTTPFailure.statusPayload no longer holds a \(old)",
                         at: after.path + ".response")
            case (nil, let new?):
                additive(subject, symbol, "error status \(status) declared: HTTPFailure.statusPayload holds a \(new)", at: after.path + ".response")
            default:
                break
            }
        }
        switch (before.pagedMethod, after.pagedMethod) {
        case (let old?, let new?) where old != new:
            breaking(subject, new, "paged method renamed from \(old)", at: after.path + ".paging")
        case (let old?, nil):
            breaking(subject, old, "paged method removed: the endpoint no longer pages", at: after.path + ".paging")
        case (nil, let new?):
            additive(subject, new, "paged method added", at: after.path + ".paging")
        default:
            break
        }
    }

    /// The argument labels of an endpoint case, e.g. `(id:page:)`; empty without parameters.
    package static func labels(_ parameters: [DiffSnapshot.Parameter]) -> String {
        parameters.isEmpty ? "" : "(" + parameters.map { $0.swiftName + ":" }.joined() + ")"
    }

    /// Compares parameters of one endpoint (or the client's shared ones), matched by role and spec key;
    /// `symbol` names a parameter's Swift symbol in the old (`true`) or the new (`false`) spec. `exhaustiveUses` is the
    /// code an endpoint's optional parameter breaks when added or made optional; nil for the shared parameters, stored
    /// properties of a struct. `callsThrough` is the protocol whose calls an added optional parameter breaks too.
    mutating func compareParameters(
        _ old: [DiffSnapshot.Parameter], _ new: [DiffSnapshot.Parameter], owner: String, exhaustiveUses: [String]?,
        callsThrough: String? = nil, symbol: (DiffSnapshot.Parameter, Bool) -> String
    ) {
        Self.match(old, new, key: Self.parameterKey, twin: { "\($0.role) \($0.swiftName)" }) { parameter in
            breaking("\(parameter.role) parameter '\(parameter.key)' of \(owner)", symbol(parameter, true), "removed", at: parameter.path)
        } common: { before, after in
            compareParameter(before, after, subject: "\(after.role) parameter '\(after.key)' of \(owner)", symbol: symbol(after, false),
                             exhaustiveUses: exhaustiveUses)
        } added: { parameter in
            let subject = "\(parameter.role) parameter '\(parameter.key)' of \(owner)"
            let detail = "added as optional (\(Self.optionalDescription(parameter)))"
            if parameter.isRequired {
                breaking(subject, symbol(parameter, false), "added as required (\(parameter.type.code), no default)", at: parameter.path)
            } else if exhaustiveUses != nil, old.isEmpty {
                // A case with values is a function even when they all have defaults: `.ping` must now be `.ping()`.
                breaking(subject, symbol(parameter, false), detail + ": the case took no values, so code naming it as a value must now call it",
                         at: parameter.path)
            } else {
                let calls = callsThrough.map { ["calls through \($0), whose requirements take every argument"] } ?? []
                breaksOnly((exhaustiveUses ?? []) + calls, subject, symbol(parameter, false), detail, at: parameter.path)
            }
        }
    }

    private mutating func compareParameter(
        _ before: DiffSnapshot.Parameter, _ after: DiffSnapshot.Parameter, subject: String, symbol: String, exhaustiveUses: [String]?
    ) {
        if before.swiftName != after.swiftName {
            breaking(subject, symbol, "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
        }
        if Self.wireName(of: before) != Self.wireName(of: after) {
            breaking(subject, symbol, "wire name changed from '\(before.wireName)' to '\(after.wireName)'", at: after.path)
        }
        if before.type.unwrapped == after.type.unwrapped {
            // Another type brings other checks, which its own line says.
            compareConstraints(before.constraints, after.constraints, subject, symbol, at: after.path)
        }
        if before.style != after.style {
            // The same Swift value then goes out as other bytes, which the server may not read.
            breaking(subject, symbol, "now sent as \(after.style ?? "the default encoding") (was \(before.style ?? "the default encoding"))", at: after.path)
        }
        if before.type.unwrapped != after.type.unwrapped {
            breaking(subject, symbol, "type changed from \(before.type.code) to \(after.type.code)", at: after.path)
        } else if before.type.isOptional, !after.type.isOptional {
            let detail = after.isRequired ? "now required (type changed from \(before.type.code) to \(after.type.code))"
                : "no longer optional (type changed from \(before.type.code) to \(after.type.code))"
            breaking(subject, symbol, detail, at: after.path)
        } else if !before.type.isOptional, after.type.isOptional {
            let detail = "now optional (type changed from \(before.type.code) to \(after.type.code))"
            if let exhaustiveUses {
                breaksOnly(exhaustiveUses, subject, symbol, detail, at: after.path)
            } else {
                breaking(subject, symbol, detail + ": code reading it must unwrap it", at: after.path)
            }
        } else if before.defaultValue != nil, after.defaultValue == nil {
            breaking(subject, symbol, "now required (default \(Self.literal(before.defaultValue)) removed)", at: after.path)
        } else if before.defaultValue == nil, after.defaultValue != nil {
            additive(subject, symbol, "now optional (gained the default \(Self.literal(after.defaultValue)))", at: after.path)
        } else if let old = before.defaultValue, let new = after.defaultValue, old != new {
            // The argument's default is sent: a call that leaves it out now asks for something else.
            breaking(subject, symbol, "default changed from \(Self.literal(old)) to \(Self.literal(new)): calls that leave it out now send \(Self.literal(new))",
                     at: after.path)
        }
    }

    /// What matches a parameter across specs: its role and key, a header's key in any case, as HTTP reads field names.
    private static func parameterKey(_ parameter: DiffSnapshot.Parameter) -> String {
        "\(parameter.role) \(parameter.isHeader ? parameter.key.lowercased() : parameter.key)"
    }

    /// The name it is sent under, a header's in any case.
    private static func wireName(of parameter: DiffSnapshot.Parameter) -> String {
        parameter.isHeader ? parameter.wireName.lowercased() : parameter.wireName
    }

    static func optionalDescription(_ parameter: DiffSnapshot.Parameter) -> String {
        guard let value = parameter.defaultValue, value != DefaultValue.none else { return parameter.type.code }
        return "\(parameter.type.code), default \(literal(value))"
    }

    package static func literal(_ value: DefaultValue?) -> String {
        guard let value else { return "nil" }
        return switch value {
        case .string(let text): "\"\(text)\""
        case .integer(let number): "\(number)"
        case .double(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .enumCase(let name, _): ".\(name)"
        case DefaultValue.none: "nil"
        }
    }

    /// An endpoint's own requirement as a reader says it (`bearer, or key and basic`), or the API's.
    private static func requirementText(_ security: [[String]]?) -> String {
        guard let security else { return "the API's requirement" }
        return security.map { $0.isEmpty ? "no credentials" : $0.joined(separator: " and ") }.joined(separator: ", or ")
    }
}
