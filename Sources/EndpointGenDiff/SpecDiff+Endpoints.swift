import EndpointGenModel

extension SpecDiff {
    mutating func compareEndpoints() {
        Self.match(old.endpoints, new.endpoints, key: \.key) { endpoint in
            breaking("endpoint '\(endpoint.key)'", "\(endpoint.enumType).\(endpoint.caseName)", "removed", at: endpoint.path)
        } common: { before, after in
            compareEndpoint(before, after)
        } added: { endpoint in
            additive("endpoint '\(endpoint.key)'", "\(endpoint.enumType).\(endpoint.caseName)",
                     "added (\(endpoint.method) \(endpoint.template))", at: endpoint.path)
        }
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
            // The Swift API is unchanged, but a client holding only the old credentials may now fail before sending.
            let (new, old) = (Self.requirementText(after.security), Self.requirementText(before.security))
            breaking(subject, symbol, "security requirement changed from \(old) to \(new)", at: after.path + ".auth")
        }
        let oldCase = "\(before.enumType).\(before.caseName)\(Self.labels(before.parameters))"
        let newCase = symbol + Self.labels(after.parameters)
        compareParameters(before.parameters, after.parameters, owner: subject) { $1 ? oldCase : newCase }
    }

    /// The argument labels of an endpoint case, e.g. `(id:page:)`; empty without parameters.
    package static func labels(_ parameters: [DiffSnapshot.Parameter]) -> String {
        parameters.isEmpty ? "" : "(" + parameters.map { $0.swiftName + ":" }.joined() + ")"
    }

    /// Compares parameters of one endpoint (or the client's shared ones), matched by role and spec key;
    /// `symbol` names a parameter's Swift symbol in the old (`true`) or the new (`false`) spec.
    mutating func compareParameters(
        _ old: [DiffSnapshot.Parameter], _ new: [DiffSnapshot.Parameter], owner: String, symbol: (DiffSnapshot.Parameter, Bool) -> String
    ) {
        Self.match(old, new, key: { "\($0.role) \($0.key)" }) { parameter in
            breaking("\(parameter.role) parameter '\(parameter.key)' of \(owner)", symbol(parameter, true), "removed", at: parameter.path)
        } common: { before, after in
            compareParameter(before, after, subject: "\(after.role) parameter '\(after.key)' of \(owner)", symbol: symbol(after, false))
        } added: { parameter in
            let subject = "\(parameter.role) parameter '\(parameter.key)' of \(owner)"
            if parameter.isRequired {
                breaking(subject, symbol(parameter, false), "added as required (\(parameter.type.code), no default)", at: parameter.path)
            } else {
                additive(subject, symbol(parameter, false), "added as optional (\(Self.optionalDescription(parameter)))", at: parameter.path)
            }
        }
    }

    private mutating func compareParameter(_ before: DiffSnapshot.Parameter, _ after: DiffSnapshot.Parameter, subject: String, symbol: String) {
        if before.swiftName != after.swiftName {
            breaking(subject, symbol, "Swift name changed from '\(before.swiftName)' to '\(after.swiftName)'", at: after.path)
        }
        if before.wireName != after.wireName {
            breaking(subject, symbol, "wire name changed from '\(before.wireName)' to '\(after.wireName)'", at: after.path)
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
            additive(subject, symbol, "now optional (type changed from \(before.type.code) to \(after.type.code))", at: after.path)
        } else if before.defaultValue != nil, after.defaultValue == nil {
            breaking(subject, symbol, "now required (default \(Self.literal(before.defaultValue)) removed)", at: after.path)
        } else if before.defaultValue == nil, after.defaultValue != nil {
            additive(subject, symbol, "now optional (gained the default \(Self.literal(after.defaultValue)))", at: after.path)
        }
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
