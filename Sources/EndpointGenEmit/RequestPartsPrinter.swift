import EndpointGenModel

/// Prints one endpoint's branch of the `parts` switch: local item lists where needed, then
/// `return RequestParts(…)` with only the arguments that differ from the defaults.
struct RequestPartsPrinter {
    let endpoint: EndpointModel
    /// Whether the API has credentials, so that a public endpoint must say so.
    let apiHasAuth: Bool

    /// The associated values the branch reads, for the case pattern.
    var boundNames: Set<String> {
        Set(endpoint.parameters.map(\.swiftName))
    }

    /// The branch's statements, at the indentation of the case body.
    func lines() -> [String] {
        var statements: [String] = []
        var arguments = ["method: .\(endpoint.method.lowercased())", "path: \"\(pathLiteral)\""]
        let locals = endpoint.locals
        func items(_ label: String, _ parameters: [ParameterModel], type: String, local variable: String, wrap: (String) -> String = { $0 }) {
            guard !parameters.isEmpty else { return }
            let printer = ItemListPrinter(type: type)
            if let literal = printer.literal(parameters) {
                arguments.append("\(label): \(wrap(literal))")
                return
            }
            statements += printer.statements(parameters, variable: variable)
            arguments.append("\(label): \(wrap(variable))")
        }
        items("query", endpoint.query, type: "QueryItem", local: locals.query)
        items("headers", endpoint.headers, type: "HTTPHeader", local: locals.headers)
        switch endpoint.body {
        case .json(let body)?:
            let name = Naming.escaped(body.swiftName)
            arguments.append("body: " + (body.type.isOptional ? "\(name).map { .json($0) }" : ".json(\(name))"))
        case .form(let fields)?:
            items("body", fields, type: "QueryItem", local: locals.fields) { ".form(\($0))" }
        case .multipart(let fields)?:
            statements += MultipartPrinter.statements(fields, variable: locals.form)
            arguments.append("body: .multipart(\(locals.form))")
        case .data(let body, let contentType)?:
            arguments.append("body: .data(\(Naming.escaped(body.swiftName)), contentType: \(SwiftLiteral.string(contentType)))")
        case nil:
            break
        }
        if apiHasAuth, !endpoint.requiresAuth { arguments.append("requiresAuthentication: false") }
        if let security = endpoint.security { arguments.append("security: " + Self.requirementLiteral(security)) }
        if let isRetryable = endpoint.isRetryable { arguments.append("isRetryable: \(isRetryable)") }
        if let timeout = endpoint.timeout { arguments.append("timeout: \(DefaultValue.double(timeout).swiftLiteral)") }
        return statements + Self.call("return RequestParts", arguments)
    }

    /// The path as the body of a Swift string literal, path parameters interpolated through `PathSegment`.
    private var pathLiteral: String {
        endpoint.path.map { part in
            switch part {
            case .literal(let text): SwiftLiteral.escaped(PathLiteral.encode(text))
            case .parameter(let name):
                if let parameter = endpoint.pathParameters.first(where: { $0.swiftName == name }), let serialization = parameter.serialization {
                    "\\(\(SerializationPrinter.pathSegment(parameter, serialization)))"
                } else {
                    "\\(PathSegment(\(Naming.escaped(name))))"
                }
            }
        }.joined()
    }

    /// A `SecurityRequirement` as an array literal of scheme names, e.g. `[["bearer"], ["key", "basic"]]`.
    static func requirementLiteral(_ alternatives: [[String]]) -> String {
        "[" + alternatives.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }

    /// `function(a, b)` on one line when short, else one argument per line.
    private static func call(_ function: String, _ arguments: [String]) -> [String] {
        let single = "\(function)(\(arguments.joined(separator: ", ")))"
        guard single.count > 100 else { return [single] }
        return ["\(function)("] + arguments.enumerated().map { index, argument in
            "    " + argument + (index < arguments.count - 1 ? "," : "")
        } + [")"]
    }
}
