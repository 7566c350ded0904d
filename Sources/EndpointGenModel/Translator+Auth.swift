import EndpointGenSpec

/// `auth`: named schemes become the client's credential arguments; requirements are checked against them.
extension Translator {
    /// Arguments of the generated client's initializer (and its local), which no scheme may be named.
    private static let initializerNames: Set<String> = ["server", "shared", "transport", "middleware", "configuration", "apiClient"]

    /// The API's schemes with their Swift names, and its checked default requirement.
    mutating func translateAuth() -> AuthModel {
        guard let auth = spec.auth else { return AuthModel() }
        var scope = NameScope()
        var model = AuthModel()
        for scheme in auth.schemes {
            var wanted = Casing.lowerCamel(scheme.name.value)
            if Self.initializerNames.contains(wanted) { wanted += "Credential" }
            let claim = scope.claim(wanted, for: scheme.name)
            problems.collision("scheme", scheme.name, wanted: wanted, claim)
            model.schemes.append(AuthSchemeModel(name: scheme.name.value, swiftName: claim.name, kind: scheme.kind, description: scheme.description))
        }
        if let require = auth.require {
            model.defaultRequirement = checked(require, schemes: model.schemes)
        } else {
            // The shorthand always sent every credential it declares; named schemes are alternatives.
            let names = model.schemes.map(\.name)
            model.defaultRequirement = auth.isShorthand ? [names] : names.map { [$0] }
        }
        warnAboutUnusedSchemes(auth, model)
        return model
    }

    /// Whether an endpoint needs credentials, and its own requirement when it differs from the API's.
    mutating func translateEndpointAuth(_ written: EndpointAuthSpec?, auth: AuthModel) -> (requiresAuth: Bool, security: [[String]]?) {
        switch written {
        case .flag(let flag)?:
            if flag.value, auth.isEmpty {
                problems.warning("endpoint requires auth but the API declares no 'auth'", at: flag,
                                 hint: "add an 'auth' section, or remove \"auth\": true")
            }
            return (flag.value && Self.needsCredentials(auth.defaultRequirement), nil)
        case .requirement(let requirement)?:
            if auth.isEmpty, requirement.alternatives.contains(where: { !$0.isEmpty }) {
                problems.error("endpoint names security schemes but the API declares no 'auth'", location: requirement.location,
                               path: requirement.path, file: requirement.file, hint: "declare them under \"auth\": { \"schemes\": { … } }")
                return (false, nil)
            }
            let alternatives = checked(requirement, schemes: auth.schemes)
            guard Self.needsCredentials(alternatives) else { return (false, nil) }
            return (true, alternatives == auth.defaultRequirement ? nil : alternatives)
        case nil:
            return (Self.needsCredentials(auth.defaultRequirement), nil)
        }
    }

    /// Whether a requirement can send anything: it has an alternative naming a scheme.
    private static func needsCredentials(_ alternatives: [[String]]) -> Bool {
        alternatives.contains { !$0.isEmpty }
    }

    /// `requirement`'s alternatives, each name checked to be a declared scheme and each set to be sendable
    /// at once; names in error are left out.
    private mutating func checked(_ requirement: RequirementSpec, schemes: [AuthSchemeModel]) -> [[String]] {
        var alternatives: [[String]] = []
        for written in requirement.alternatives {
            var names: [String] = []
            var slots: [String: String] = [:]
            for name in written {
                guard let scheme = schemes.first(where: { $0.name == name.value }) else {
                    let hint = Spelling.closest(to: name.value, among: schemes.map(\.name)).map { "did you mean '\($0)'?" }
                    problems.error("unknown security scheme '\(name.value)'", at: name,
                                   hint: hint ?? "declare it under 'auth.schemes'; the schemes are " + schemes.map { "'\($0.name)'" }.joined(separator: ", "))
                    continue
                }
                guard !names.contains(name.value) else {
                    problems.warning("scheme '\(name.value)' is listed twice in one alternative", at: name, hint: "remove one")
                    continue
                }
                let slot = Self.slot(scheme.kind)
                if let other = slots[slot.key] {
                    problems.error("schemes '\(other)' and '\(name.value)' cannot be sent together: both write \(slot.description)",
                                   at: name, hint: "list them as separate alternatives: [\"\(other)\", \"\(name.value)\"]")
                    continue
                }
                slots[slot.key] = name.value
                names.append(name.value)
            }
            alternatives.append(names)
        }
        return alternatives
    }

    /// Where a scheme's credential goes, as a key two schemes sent together must not share.
    private static func slot(_ kind: AuthSchemeKind) -> (key: String, description: String) {
        switch kind {
        case .token(let header, _): ("header:" + header.lowercased(), "the header '\(header)'")
        case .basic: ("header:authorization", "the header 'Authorization'")
        case .apiKey(let name, .header): ("header:" + name.lowercased(), "the header '\(name)'")
        case .apiKey(let name, .query): ("query:" + name, "the query item '\(name)'")
        case .apiKey(let name, .cookie): ("cookie:" + name, "the cookie '\(name)'")
        }
    }

    /// Warns about schemes no requirement names: the client would take a credential it never sends.
    private mutating func warnAboutUnusedSchemes(_ auth: AuthSpec, _ model: AuthModel) {
        var used = Set(model.defaultRequirement.joined())
        for endpoint in spec.endpoints {
            if case .requirement(let requirement)? = endpoint.auth {
                used.formUnion(requirement.alternatives.joined().map(\.value))
            }
        }
        for scheme in auth.schemes where !used.contains(scheme.name.value) {
            problems.warning("security scheme '\(scheme.name.value)' is required by no endpoint; the client's credential for it is never sent",
                             at: scheme.name, hint: "name it in 'auth.require' or in an endpoint's 'auth'")
        }
    }
}
