import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// Names the types nested in each endpoint enum (`<Case>Response`, `<Case>Headers`, `<Case>MediaType` and the
    /// `<Method>Response` of a media option with several statuses).
    ///
    /// A nested type hides any type of the same name inside its enum, where the generated code refers to
    /// models and runtime types; so each name is claimed against all of those, and renamed (with a warning)
    /// when taken.
    mutating func nameNestedTypes(_ endpoints: inout [EndpointModel], models: [ModelDeclaration], apiTypes: [String]) {
        let origin = Located("", location: SourceLocation(line: 1, column: 1), path: .root)
        var taken = NameScope()
        for name in RuntimeSymbols.endpointKit.union(RuntimeSymbols.platform).union(apiTypes).sorted() {
            taken.reserve(name, by: Located(name, location: origin.location, path: origin.path))
        }
        var modelSources: [String: Located<String>] = [:]
        for model in spec.models {
            if let swiftName = resolver.models[model.name.value]?.swiftName { modelSources[swiftName] = model.name }
        }
        for model in models {
            taken.reserve(model.name, by: modelSources[model.name] ?? Located(model.name, location: origin.location, path: origin.path))
        }
        let names = Dictionary(spec.endpoints.map { ($0.origin, $0.name) }, uniquingKeysWith: { first, _ in first })
        var scopes: [String?: NameScope] = [:]
        /// The first of `wanted` that is free, else the first numbered, with a warning.
        func claim(_ wanted: [String], group: String?, for source: Located<String>) -> String {
            // In place: copying the scope out and back would copy every name claimed so far, per claim.
            let name = wanted.first { !scopes[group, default: NameScope(inside: taken)].holds($0) } ?? wanted[0]
            let claim = scopes[group, default: NameScope(inside: taken)].claim(name, for: source)
            problems.collision("nested type of", source, wanted: name, claim)
            return claim.name
        }
        for index in endpoints.indices {
            guard let source = names[endpoints[index].specPath] else { continue }
            let prefix = Casing.upperCamel(endpoints[index].caseName)
            if case .byStatus = endpoints[index].response {
                // A document often names the body's schema `<operationId>Response` too: the enum of statuses around it
                // is then its outcome, a name a person would choose before `<Case>Response2`.
                endpoints[index].responseType = claim([prefix + "Response", prefix + "Outcome"], group: endpoints[index].group, for: source)
            }
            if !endpoints[index].responseHeaders.isEmpty {
                endpoints[index].headersType = claim([prefix + "Headers"], group: endpoints[index].group, for: source)
            }
            let group = endpoints[index].group
            nameMediaTypes(of: &endpoints[index], claim: { claim($0, group: group, for: source) })
        }
    }
}

extension Translator {
    /// Names an endpoint's media enum, which its `Accept` header parameter (the last header) takes, and the status enums
    /// of its media options after the first (the first's is the endpoint's own `<Case>Response`).
    private func nameMediaTypes(of endpoint: inout EndpointModel, claim: ([String]) -> String) {
        guard !endpoint.mediaOptions.isEmpty, let accept = endpoint.headers.indices.last else { return }
        endpoint.headers[accept].type = .model(claim([Casing.upperCamel(endpoint.caseName) + "MediaType"]))
        for index in endpoint.mediaOptions.indices {
            guard index > 0 else {
                endpoint.mediaOptions[index].responseType = endpoint.responseType
                continue
            }
            if case .byStatus = endpoint.mediaOptions[index].response {
                let method = Casing.upperCamel(endpoint.mediaOptions[index].methodName)
                endpoint.mediaOptions[index].responseType = claim([method + "Response", method + "Outcome"])
            }
        }
    }
}
