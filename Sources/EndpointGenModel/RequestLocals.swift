/// The local variables an endpoint's `requestParts` branch builds its lists in, each named clear of the case's
/// associated values (`query`, else `query2`, …); nil where the list is an array literal (only required plain
/// scalars) or where the endpoint has no such list.
package struct RequestLocals: Sendable, Hashable {
    /// The `[QueryItem]` of the query parameters.
    package var query: String?
    /// The `[HTTPHeader]` of the header parameters.
    package var headers: String?
    /// The `[QueryItem]` of a form body's fields.
    package var formFields: String?
    /// The `MultipartForm` of a multipart body; always built in a local.
    package var multipartForm: String?

    package init(query: String? = nil, headers: String? = nil, formFields: String? = nil, multipartForm: String? = nil) {
        self.query = query
        self.headers = headers
        self.formFields = formFields
        self.multipartForm = multipartForm
    }

    /// The locals `endpoint` needs: one per list that an array literal cannot express, named clear of its parameters.
    package static func deciding(for endpoint: EndpointModel) -> RequestLocals {
        var taken = Set(endpoint.parameters.map(\.swiftName))
        func local(_ wanted: String, for parameters: [ParameterModel], always: Bool = false) -> String? {
            guard always || !parameters.isEmpty && !isLiteral(parameters) else { return nil }
            let name = unused(wanted, avoiding: taken)
            taken.insert(name)
            return name
        }
        var locals = RequestLocals()
        locals.query = local("query", for: endpoint.query)
        locals.headers = local("headers", for: endpoint.headers)
        switch endpoint.body {
        case .form(let fields)?: locals.formFields = local("fields", for: fields)
        case .multipart(let fields)?: locals.multipartForm = local("form", for: fields, always: true)
        default: break
        }
        return locals
    }

    /// Whether an array literal holds `parameters`: every one required, not an array and in the plain encoding.
    package static func isLiteral(_ parameters: [ParameterModel]) -> Bool {
        parameters.allSatisfy { !$0.type.isOptional && !$0.type.unwrapped.isArray && $0.serialization == nil }
    }

    /// `name`, or `name` followed by the first number that no name in `taken` uses.
    package static func unused(_ name: String, avoiding taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var suffix = 2
        while taken.contains("\(name)\(suffix)") { suffix += 1 }
        return "\(name)\(suffix)"
    }
}
