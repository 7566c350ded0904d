import EndpointGenModel

/// Prints one endpoint's branch of the `parts` switch: local item lists where the model gives them
/// (``RequestLocals``), then `return RequestParts(…)` with only the arguments that differ from the defaults.
struct RequestPartsPrinter {
    let endpoint: EndpointModel

    /// The associated values the branch reads, for the case pattern.
    var boundNames: Set<String> {
        Set(endpoint.parameters.map(\.swiftName))
    }

    /// Prints the branch's statements at the printer's indentation.
    func print(into printer: inout CodePrinter) {
        var arguments = ["method: .\(endpoint.method.caseName)", "path: \"\(pathLiteral)\""]
        if let server = endpoint.server { arguments.append("server: " + Self.serverLiteral(server)) }
        let locals = endpoint.locals
        func items(_ parameters: [ParameterModel], type: String, styleType: String = "QueryStyle", local: String?, fixed: [String] = []) -> String? {
            guard !parameters.isEmpty || !fixed.isEmpty else { return nil }
            let list = ItemListPrinter(type: type, styleType: styleType)
            guard let local else { return list.literal(parameters, fixed: fixed) }
            list.print(parameters, variable: local, fixed: fixed, into: &printer)
            return local
        }
        if let query = items(endpoint.query, type: "QueryItem", local: locals.query) { arguments.append("query: \(query)") }
        let accept = endpoint.acceptField.map { "HTTPHeader(name: \"Accept\", value: \(SwiftLiteral.string($0)))" }
        if let headers = items(endpoint.headers, type: "HTTPHeader", local: locals.headers, fixed: accept.map { [$0] } ?? []) {
            arguments.append("headers: \(headers)")
        }
        if let cookies = items(endpoint.cookies, type: "QueryItem", styleType: "CookieStyle", local: locals.cookies) { arguments.append("cookies: \(cookies)") }
        switch endpoint.body {
        case .json(let body, let contentType)?:
            let name = Naming.escaped(body.swiftName)
            let named = contentType.map { ", contentType: \(SwiftLiteral.string($0))" } ?? ""
            arguments.append("body: " + (body.type.isOptional ? "\(name).map { .json($0\(named)) }" : ".json(\(name)\(named))"))
        case .form(let fields)? where fields.contains(where: \.sendsJSONText):
            if let fields = items(fields, type: "FormField", local: locals.formFields) { arguments.append("body: .formFields(\(fields))") }
        case .form(let fields)?:
            if let fields = items(fields, type: "QueryItem", local: locals.formFields) { arguments.append("body: .form(\(fields))") }
        case .multipart(let fields)? where fields.isEmpty:
            // Built in place: a form variable that nothing adds to would be a warning.
            arguments.append("body: .multipart(MultipartForm())")
        case .multipart(let fields)?:
            if let variable = locals.multipartForm {
                MultipartPrinter.print(fields, variable: variable, into: &printer)
                arguments.append("body: .multipart(\(variable))")
            }
        case .data(let body, let contentType)?:
            arguments.append("body: " + Self.rawBody(body, contentType: contentType) { $0 })
        case .text(let body, let contentType)?:
            arguments.append("body: " + Self.rawBody(body, contentType: contentType) { "Data(\($0).utf8)" })
        case nil:
            break
        }
        if endpoint.optsOutOfAuthentication { arguments.append("requiresAuthentication: false") }
        if let security = endpoint.security { arguments.append("security: " + Self.requirementLiteral(security)) }
        if let isRetryable = endpoint.isRetryable { arguments.append("isRetryable: \(isRetryable)") }
        if let timeout = endpoint.timeout { arguments.append("timeout: \(DefaultValue.double(timeout).swiftLiteral)") }
        printer.call("return RequestParts", arguments)
    }

    /// `.data(<bytes>, contentType: …)` for a `data` or `text` body, `bytes` making its `Data` from the argument; mapped
    /// over an optional argument, so that `nil` sends no body.
    private static func rawBody(_ body: ParameterModel, contentType: String, bytes: (String) -> String) -> String {
        let name = Naming.escaped(body.swiftName)
        let data = ".data(\(bytes(body.type.isOptional ? "$0" : name)), contentType: \(SwiftLiteral.string(contentType)))"
        return body.type.isOptional ? "\(name).map { \(data) }" : data
    }

    /// The path as the body of a Swift string literal, path parameters interpolated through `PathSegment`.
    private var pathLiteral: String {
        // By name, the first of equal ones: searched once per part, a path of 20,000 parameters was quadratic.
        let parameters = Dictionary(endpoint.pathParameters.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
        return endpoint.path.map { part in
            switch part {
            case .literal(let text): SwiftLiteral.escaped(PathLiteral.encode(text))
            case .parameter(let name):
                if let parameter = parameters[name] {
                    "\\(\(SerializationPrinter.pathSegment(parameter)))"
                } else {
                    "\\(PathSegment(\(Naming.escaped(name))))"
                }
            }
        }.joined()
    }

    /// `Server(name:baseURL:)` for an endpoint's own server, named after its host (and port) for logs, or
    /// `Server(name:template:variables:)` when it names variables of the API's servers, which the client's server fills.
    static func serverLiteral(_ server: EndpointServerModel) -> String {
        let host = server.url.split(separator: "/").dropFirst().first.map(String.init) ?? server.url
        guard !server.variables.isEmpty else {
            return "Server(name: \(SwiftLiteral.string(host)), baseURL: \(SwiftLiteral.string(server.url)))"
        }
        // A variable without a default is left for the client's server to give.
        let values = server.variables.compactMap { variable in
            variable.defaultValue.map { SwiftLiteral.string(variable.name) + ": " + SwiftLiteral.string($0) }
        }
        return "Server(name: \(SwiftLiteral.string(host)), template: \(SwiftLiteral.string(server.url)), variables: [\(values.isEmpty ? ":" : values.joined(separator: ", "))])"
    }

    /// A `SecurityRequirement` as an array literal of scheme names, e.g. `[["bearer"], ["key", "basic"]]`.
    static func requirementLiteral(_ alternatives: [[String]]) -> String {
        "[" + alternatives.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }
}
