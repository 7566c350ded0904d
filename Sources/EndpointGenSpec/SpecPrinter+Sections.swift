import EndpointGenJSON

/// The native JSON of a spec's top level, servers and auth (see ``SpecPrinter``).
extension Spec {
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["specVersion"] = .number("1")
        object["name"] = .string(name.value)
        object["description"] = description.map(SpecPrinter.Value.string)
        if !imports.isEmpty { object["imports"] = .array(imports.map(\.printed)) }
        if !servers.isEmpty { object["servers"] = .object(servers.map { ($0.name.value, $0.printed) }) }
        object["defaultServer"] = defaultServer.map { .string($0.value) }
        if keyStyle != .verbatim { object["keyStyle"] = .string(keyStyle.rawValue) }
        if !sharedQuery.isEmpty || !sharedHeaders.isEmpty {
            var shared = SpecPrinter.Members()
            shared["query"] = SpecPrinter.parameters(sharedQuery)
            shared["headers"] = SpecPrinter.parameters(sharedHeaders)
            object["shared"] = shared.value
        }
        object["auth"] = auth?.printed
        object["errorBody"] = errorBody?.printed
        object["endpoints"] = .object(endpoints.map { ($0.name.value, $0.printed) })
        object["models"] = SpecPrinter.models(models)
        return object.value
    }
}

extension SpecPrinter {
    /// An object being printed: members in the order they are first set; setting nil sets nothing.
    struct Members {
        private(set) var members: [(key: String, value: Value)] = []

        subscript(key: String) -> Value? {
            get { members.first { $0.key == key }?.value }
            set {
                guard let newValue else { return }
                members.append((key, newValue))
            }
        }

        var value: Value { .object(members) }
    }

    /// Parameters by key; nil when there are none, so that the section is left out.
    static func parameters(_ parameters: [ParameterSpec]) -> Value? {
        parameters.isEmpty ? nil : .object(parameters.map { ($0.key.value, $0.printed) })
    }
}

extension ImportSpec {
    var printed: SpecPrinter.Value {
        guard let module else { return .string(path.value) }
        return .object([("spec", .string(path.value)), ("module", .string(module.value))])
    }
}

extension ServerSpec {
    var printed: SpecPrinter.Value {
        guard description != nil || !variables.isEmpty else { return .string(url.value) }
        var object = SpecPrinter.Members()
        object["url"] = .string(url.value)
        object["description"] = description.map { .string($0) }
        if !variables.isEmpty {
            object["variables"] = .object(variables.map { variable in
                var members = SpecPrinter.Members()
                members["default"] = variable.defaultValue.map { .string($0.value) }
                members["enum"] = variable.allowedValues.isEmpty ? nil : .array(variable.allowedValues.map { .string($0.value) })
                members["description"] = variable.description.map { .string($0) }
                return (key: variable.name.value, value: members.value)
            })
        }
        return object.value
    }
}

extension ErrorBodySpec {
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["model"] = .string(model.value)
        object["message"] = messageProperty.map { .string($0.value) }
        return object.value
    }
}

extension AuthSpec {
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        if isShorthand {
            // The shorthand names each scheme by its key, `token` or `apiKey`, and writes no type.
            for scheme in schemes { object[scheme.name.value] = scheme.printed(withType: false) }
        } else {
            object["schemes"] = .object(schemes.map { ($0.name.value, $0.printed(withType: true)) })
        }
        object["require"] = require?.printed
        return object.value
    }
}

extension AuthSchemeSpec {
    func printed(withType: Bool) -> SpecPrinter.Value {
        var object = SpecPrinter.Members()
        switch kind {
        case .token(let header, let scheme):
            if withType { object["type"] = .string("bearer") }
            if header != "Authorization" { object["header"] = .string(header) }
            // The native default is `Bearer`; an empty scheme sends the bare token.
            if scheme != "Bearer" { object["scheme"] = .string(scheme ?? "") }
        case .basic:
            object["type"] = .string("basic")
        case .apiKey(let name, let placement):
            if withType { object["type"] = .string("apiKey") }
            object["in"] = .string(placement.rawValue)
            object["name"] = .string(name)
        }
        object["description"] = description.map(SpecPrinter.Value.string)
        return object.value
    }
}

extension RequirementSpec {
    /// Alternatives, each a scheme name or the names sent together.
    var printed: SpecPrinter.Value {
        .array(alternatives.map { names in names.count == 1 ? .string(names[0].value) : .array(names.map { .string($0.value) }) })
    }
}

extension JSONNode {
    /// The value as written, numbers with their source text.
    var printed: SpecPrinter.Value {
        switch value {
        case .object(let members): .object(members.map { ($0.key, $0.value.printed) })
        case .array(let elements): .array(elements.map(\.printed))
        case .string(let text): .string(text)
        case .number(let number): .number(number.text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}

extension ExampleSpec {
    /// The body read back from its compact text, which is JSON whatever was read, being printed from read values.
    var printed: SpecPrinter.Value {
        var diagnostics = DiagnosticCollector()
        return JSONReader.parse(Array(json.utf8), file: status.file ?? "", diagnostics: &diagnostics)?.printed ?? .string(json)
    }
}
