import EndpointGenModel
import EndpointGenSpec

/// Compares two versions of a spec by what they generate: endpoints, parameters, models, servers and auth.
///
/// Changes come in a fixed order: the API itself, servers, shared parameters, groups, endpoints, then models; within each,
/// removed items in the old spec's order, then changed and added items in the new spec's order.
package struct SpecDiff {
    package let old: DiffSnapshot
    package let new: DiffSnapshot
    package private(set) var changes: [Change] = []

    package init(old: DiffSnapshot, new: DiffSnapshot) {
        self.old = old
        self.new = new
    }

    package static func report(old: DiffSnapshot, new: DiffSnapshot) -> DiffReport {
        var diff = SpecDiff(old: old, new: new)
        diff.compareAPI()
        diff.compareServers()
        diff.compareParameters(old.shared, new.shared, owner: "the client", exhaustiveUses: nil) { parameter, isOld in
            "\((isOld ? old : new).typeNames.sharedParameters).\(parameter.swiftName)"
        }
        diff.compareGroups()
        diff.compareEndpoints()
        diff.compareModels()
        return DiffReport(changes: diff.changes)
    }

    package mutating func breaking(_ subject: String, _ symbol: String, _ detail: String, at path: String) {
        changes.append(Change(impact: .breaking, subject: subject, symbol: symbol, detail: detail, specPath: path))
    }

    mutating func additive(_ subject: String, _ symbol: String, _ detail: String, at path: String) {
        changes.append(Change(impact: .additive, subject: subject, symbol: symbol, detail: detail, specPath: path))
    }

    /// Records a change that breaks only `uses`, the exhaustive code it names (`exhaustive switches over Kind`,
    /// `types conforming to ShopAPI`); without any, nothing old code could have written breaks, and it is additive.
    mutating func breaksOnly(_ uses: [String], _ subject: String, _ symbol: String, _ detail: String, at path: String) {
        guard !uses.isEmpty else { return additive(subject, symbol, detail, at: path) }
        let listed = uses.count <= 2 ? uses.joined(separator: " and ") : uses.dropLast().joined(separator: ", ") + " and " + uses[uses.count - 1]
        let detail = "\(detail): breaks \(listed)"
        changes.append(Change(impact: .breaksExhaustiveUses, subject: subject, symbol: symbol, detail: detail, specPath: path))
    }

    /// Records a newly deprecated symbol; `detail` says which code now warns.
    mutating func deprecated(_ subject: String, _ symbol: String, _ detail: String, at path: String) {
        changes.append(Change(impact: .deprecation, subject: subject, symbol: symbol, detail: detail, specPath: path))
    }

    /// Records a change of what the SDK checks before sending a value: breaking when a check is new or narrower.
    mutating func compareConstraints(_ old: Constraints, _ new: Constraints, _ subject: String, _ symbol: String, at path: String) {
        guard let change = ConstraintChange(old, new) else { return }
        if change.isTighter {
            breaking(subject, symbol, change.detail + ": a value the old SDK sent may now be refused before sending", at: path)
        } else {
            additive(subject, symbol, change.detail, at: path)
        }
    }

    /// Whether the items both lists hold, matched by key, come in another order in `new`: Swift's arguments are
    /// positional, so `init(name:id:)` becoming `init(id:name:)` breaks every call.
    package static func reordered<Item>(_ old: [Item], _ new: [Item], key: (Item) -> String) -> Bool {
        let oldKeys = old.map(key)
        let newKeys = new.map(key)
        let common = Set(oldKeys).intersection(newKeys)
        return oldKeys.filter(common.contains) != newKeys.filter(common.contains)
    }

    /// Calls `removed` for old items missing from `new`, then `common` or `added` for each new item, matching by key.
    ///
    /// An old item whose key is gone and a new one whose key is new are still the same item when they are the only two
    /// of their `twin` key (their Swift name): an OpenAPI document keys a property, parameter or enum value by its
    /// wire name, so `ID` becoming `id` changed only the wire, not the Swift API.
    package static func match<Item>(
        _ old: [Item], _ new: [Item], key: (Item) -> String, twin: ((Item) -> String)? = nil,
        removed: (Item) -> Void, common: (Item, Item) -> Void, added: (Item) -> Void
    ) {
        let oldByKey = Dictionary(old.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(key))
        let gone = old.filter { !newKeys.contains(key($0)) }
        let arrived = new.filter { oldByKey[key($0)] == nil }
        var twins: [String: Item] = [:]
        if let twin {
            let goneByTwin = Dictionary(grouping: gone, by: twin)
            let arrivedByTwin = Dictionary(grouping: arrived, by: twin)
            for (name, items) in goneByTwin where items.count == 1 && arrivedByTwin[name]?.count == 1 { twins[name] = items[0] }
        }
        for item in gone where twin.map({ twins[$0(item)] == nil }) ?? true { removed(item) }
        for item in new {
            if let previous = oldByKey[key(item)] {
                common(previous, item)
            } else if let twin, let previous = twins[twin(item)] {
                common(previous, item)
            } else {
                added(item)
            }
        }
    }

    private mutating func compareAPI() {
        if old.apiName != new.apiName {
            breaking("API '\(old.apiName)'", old.typeNames.endpoint,
                     "renamed to '\(new.apiName)': every generated type changes its prefix (\(old.typeNames.client) → \(new.typeNames.client))", at: "$.name")
        }
        if old.auth.schemes.map(SchemeSignature.init) != new.auth.schemes.map(SchemeSignature.init) || old.auth.defaultRequirement != new.auth.defaultRequirement {
            if !old.auth.isEmpty, Self.widens(old.auth, to: new.auth) {
                additive("auth", new.typeNames.client + ".init",
                         "authentication widened from \(Self.describe(old.auth)) to \(Self.describe(new.auth)): the old credentials still suffice", at: "$.auth")
            } else {
                let detail = old.auth.isEmpty ? "authentication added (\(Self.describe(new.auth))): the client now needs credentials"
                    : new.auth.isEmpty ? "authentication removed (was \(Self.describe(old.auth)))"
                    : "authentication changed from \(Self.describe(old.auth)) to \(Self.describe(new.auth))"
                breaking("auth", new.typeNames.client + ".init", detail, at: "$.auth")
            }
        }
        switch (old.errorBody, new.errorBody) {
        case (let before?, let after?) where before != after:
            breaking("error body", after, "changed from \(before) to \(after): HTTPFailure.payload no longer holds a \(before)", at: "$.errorBody")
        case (let before?, nil):
            breaking("error body", before, "removed: HTTPFailure.payload no longer holds a \(before)", at: "$.errorBody")
        case (nil, let after?):
            additive("error body", after, "added: HTTPFailure.payload holds a \(after)", at: "$.errorBody")
        default:
            break
        }
    }

    /// What of a security scheme the client's initializer and requests depend on; not its description.
    private struct SchemeSignature: Equatable {
        var name: String
        var swiftName: String
        var kind: AuthSchemeKind

        init(_ scheme: AuthSchemeModel) {
            (name, swiftName, kind) = (scheme.name, scheme.swiftName, scheme.kind)
        }
    }

    /// Whether `new` only adds schemes and alternatives to `old`: every old scheme is as it was and every old
    /// alternative is still one, so a client given the old credentials still sends them (Airflow adding
    /// `HTTPBearer` beside its OAuth2 token was reported as breaking 95 times).
    private static func widens(_ old: AuthModel, to new: AuthModel) -> Bool {
        let (oldSchemes, newSchemes) = (old.schemes.map(SchemeSignature.init), new.schemes.map(SchemeSignature.init))
        // The initializer takes the credentials in the schemes' order: a reordering breaks every call.
        return newSchemes.filter(oldSchemes.contains) == oldSchemes && widens(old.defaultRequirement, to: new.defaultRequirement)
    }

    /// Whether every alternative of `old` is one of `new`'s.
    static func widens(_ old: [[String]], to new: [[String]]) -> Bool {
        let alternatives = Set(new.map(Set.init))
        return old.allSatisfy { alternatives.contains(Set($0)) }
    }

    private mutating func compareServers() {
        let environment = new.typeNames.environment
        Self.match(old.servers, new.servers, key: \.key) { server in
            breaking("server '\(server.key)'", "\(old.typeNames.environment).\(server.caseName)", "removed", at: server.path)
        } common: { before, after in
            if before.url != after.url {
                breaking("server '\(after.key)'", "\(environment).\(after.caseName)", "URL changed from \(before.url) to \(after.url)", at: after.path)
            } else if before.caseName != after.caseName {
                breaking("server '\(after.key)'", "\(environment).\(after.caseName)", "was \(old.typeNames.environment).\(before.caseName)", at: after.path)
            }
        } added: { server in
            // A fixed URL is a new case of the environment enum, which switches over its old cases miss; a template is a
            // new function, which no code lists.
            let switches = server.isCase && old.servers.contains(where: \.isCase)
            breaksOnly(switches ? ["exhaustive switches over \(environment)"] : [], "server '\(server.key)'", "\(environment).\(server.caseName)",
                       "added (\(server.url))", at: server.path)
        }
        if !old.defaultServer.isEmpty, new.defaultServer.isEmpty, !new.servers.isEmpty {
            breaking("default server", "\(environment).default", "removed: the client takes its server as an argument", at: "$.defaultServer")
        } else if old.defaultServer != new.defaultServer, old.servers.contains(where: { $0.key == new.defaultServer }) {
            breaking("default server", "\(environment).default", "changed from '\(old.defaultServer)' to '\(new.defaultServer)'", at: "$.defaultServer")
        }
    }

    package static func describe(_ auth: AuthModel) -> String {
        let schemes = auth.schemes.map { scheme in
            switch scheme.kind {
            case .token(let header, let prefix): "\(scheme.name): token in header '\(header)'" + (prefix.map { " with scheme '\($0)'" } ?? "")
            case .basic: "\(scheme.name): basic"
            case .apiKey(let name, let placement): "\(scheme.name): API key '\(name)' in \(placement.rawValue)"
            }
        }
        guard !schemes.isEmpty else { return "none" }
        let required = auth.defaultRequirement.map { $0.isEmpty ? "none" : $0.joined(separator: " and ") }.joined(separator: " or ")
        return schemes.joined(separator: ", ") + " (required: \(required.isEmpty ? "none" : required))"
    }
}
