import EndpointGenJSON

/// Reads `auth`: the API's named security schemes and default requirement, and an endpoint's requirement.
///
/// Scheme names are checked against the declared schemes later, by ``Translator``; this only checks shapes.
enum AuthReader {
    /// The API's `auth`: `schemes` and `require`, or the `token`/`apiKey` shorthand.
    static func auth(_ node: JSONNode, problems: inout Problems) -> AuthSpec? {
        guard var object = ObjectReader(node, describing: "'auth'", problems: &problems) else { return nil }
        var schemes: [AuthSchemeSpec] = []
        var isShorthand = false
        if let token = object.value("token") {
            isShorthand = true
            let name = Located("token", location: token.location, path: token.path)
            schemes += scheme(token, name: name, type: "bearer", problems: &problems).map { [$0] } ?? []
        }
        if let apiKey = object.value("apiKey") {
            isShorthand = true
            let name = Located("apiKey", location: apiKey.location, path: apiKey.path)
            schemes += scheme(apiKey, name: name, type: "apiKey", problems: &problems).map { [$0] } ?? []
        }
        let named = object.members("schemes", problems: &problems)
        if let named {
            if isShorthand {
                problems.error("'auth' mixes 'schemes' with the 'token'/'apiKey' shorthand", at: node,
                               hint: "declare every scheme under 'schemes', e.g. \"token\": { \"type\": \"bearer\" }")
            }
            for member in named {
                let name = Located(member.key, location: member.keyLocation, path: member.value.path)
                if let scheme = scheme(member.value, name: name, type: nil, problems: &problems) { schemes.append(scheme) }
            }
        }
        let require = object.value("require").flatMap { requirement($0, problems: &problems) }
        object.finish(&problems)
        guard named != nil || isShorthand else {
            problems.error("'auth' declares no schemes", at: node,
                           hint: "add \"schemes\": { \"bearer\": { \"type\": \"bearer\" } }")
            return nil
        }
        return AuthSpec(schemes: schemes, require: require, isShorthand: isShorthand, location: node.location, path: node.path)
    }

    /// An endpoint's `auth`: `true` (the API's requirement), `false` (none), or a requirement of its own.
    static func endpointAuth(_ node: JSONNode, problems: inout Problems) -> EndpointAuthSpec? {
        if case .bool(let flag) = node.value { return .flag(Located(flag, at: node)) }
        return requirement(node, problems: &problems).map(EndpointAuthSpec.requirement)
    }

    /// A requirement: a scheme name, or a list whose elements are a scheme name or a list of names sent
    /// together; `[]` or `false` needs no credentials.
    static func requirement(_ node: JSONNode, problems: inout Problems) -> RequirementSpec? {
        let hint = "write a scheme name, or a list of alternatives such as [\"bearer\", [\"key\", \"basic\"]]"
        switch node.value {
        case .string(let name):
            return RequirementSpec(alternatives: [[Located(name, at: node)]], location: node.location, path: node.path)
        case .bool(false):
            return RequirementSpec(alternatives: [], location: node.location, path: node.path)
        case .array(let elements):
            var alternatives: [[Located<String>]] = []
            for element in elements {
                switch element.value {
                case .string(let name):
                    alternatives.append([Located(name, at: element)])
                case .array(let names):
                    var together: [Located<String>] = []
                    for name in names {
                        guard case .string(let text) = name.value else {
                            problems.error("a scheme name must be a string, not \(name.kindName)", at: name, hint: hint)
                            continue
                        }
                        together.append(Located(text, at: name))
                    }
                    alternatives.append(together)
                default:
                    problems.error("an alternative must be a scheme name or a list of names, not \(element.kindName)", at: element, hint: hint)
                }
            }
            return RequirementSpec(alternatives: alternatives, location: node.location, path: node.path)
        default:
            problems.error("a security requirement must be a scheme name, a list or false, not \(node.kindName)", at: node, hint: hint)
            return nil
        }
    }

    /// One scheme; `type` is given for the shorthand forms, which do not write it.
    private static func scheme(_ node: JSONNode, name: Located<String>, type: String?, problems: inout Problems) -> AuthSchemeSpec? {
        guard var object = ObjectReader(node, describing: "scheme '\(name.value)'", problems: &problems) else { return nil }
        let written = type == nil ? object.requiredString("type", problems: &problems, hint: "add \"type\": \"bearer\", \"basic\" or \"apiKey\"") : nil
        // A shorthand scheme reads only its own keys; a named one reads every key, to say which type it belongs to.
        let description = type == nil ? object.string("description", problems: &problems)?.value : nil
        let header = type != "apiKey" ? object.string("header", problems: &problems) : nil
        let prefix = type != "apiKey" ? object.string("scheme", problems: &problems) : nil
        let keyName = type != "bearer" ? object.string("name", problems: &problems) : nil
        let placement = type != "bearer" ? object.string("in", problems: &problems) : nil
        object.finish(&problems)
        let kind: AuthSchemeKind?
        switch type ?? written?.value {
        case "bearer":
            if let header, !checkFieldName(header, of: "header", problems: &problems) { return nil }
            kind = .token(header: header?.value ?? "Authorization", scheme: prefix.map { $0.value.isEmpty ? nil : $0.value } ?? "Bearer")
            rejectKeys(["name": keyName, "in": placement], of: "bearer", problems: &problems)
        case "basic":
            kind = .basic
            rejectKeys(["header": header, "scheme": prefix, "name": keyName, "in": placement], of: "basic", problems: &problems)
        case "apiKey":
            rejectKeys(["header": header, "scheme": prefix], of: "apiKey", problems: &problems)
            var resolved = APIKeyPlacement.query
            if let placement {
                if let value = APIKeyPlacement(rawValue: placement.value) {
                    resolved = value
                } else {
                    problems.error("unknown API key location '\(placement.value)'", at: placement, hint: "use 'query', 'header' or 'cookie'")
                }
            }
            guard let keyName else {
                problems.error("missing required key 'name'", location: node.location, path: node.path, hint: "add \"name\": \"api_key\"")
                return nil
            }
            // A query item's name is percent-encoded; a header's or cookie's is sent as it is.
            if resolved != .query, !checkFieldName(keyName, of: resolved.rawValue, problems: &problems) { return nil }
            kind = .apiKey(name: keyName.value, placement: resolved)
        case let other?:
            kind = nil
            if let written {
                problems.error("unknown scheme type '\(other)'", at: written,
                               hint: Spelling.closest(to: other, among: ["bearer", "basic", "apiKey"]).map { "did you mean '\($0)'?" }
                                   ?? "use 'bearer', 'basic' or 'apiKey'")
            }
        case nil:
            kind = nil
        }
        return kind.map { AuthSchemeSpec(name: name, kind: $0, description: description) }
    }

    /// Whether the name a credential is sent under in a header or cookie is an HTTP token; reports it when not. The
    /// runtime refuses any other name, so every call needing the credential would fail (`X-Key\r\nInjected: 1`).
    private static func checkFieldName(_ name: Located<String>, of placement: String, problems: inout Problems) -> Bool {
        guard HTTPToken.isToken(name.value) else {
            problems.error("\(placement) name '\(name.value)' is not an HTTP token, which no request can send", at: name,
                           hint: "an HTTP token holds letters, digits and !#$%&'*+-.^_`|~ alone")
            return false
        }
        return true
    }

    /// Reports keys written for a scheme type that does not read them.
    private static func rejectKeys(_ keys: KeyValuePairs<String, Located<String>?>, of type: String, problems: inout Problems) {
        for (key, value) in keys {
            guard let value else { continue }
            problems.error("'\(key)' does not apply to a \(type) scheme", at: value,
                           hint: "'header' and 'scheme' belong to bearer schemes, 'name' and 'in' to apiKey schemes")
        }
    }
}
