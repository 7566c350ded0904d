import EndpointGenSpec

/// The local variables an endpoint's `requestParts` branch builds its lists in, named in the scope of its
/// parameters, which the branch binds beside them (`query`, else `query2`, …); nil where the list is an array
/// literal (only required plain scalars) or where the endpoint has no such list.
package struct RequestLocals: Sendable, Equatable {
    /// The `[QueryItem]` of the query parameters.
    package var query: String?
    /// The `[HTTPHeader]` of the header parameters.
    package var headers: String?
    /// The `[QueryItem]` of the cookie parameters.
    package var cookies: String?
    /// The `[QueryItem]` of a form body's fields.
    package var formFields: String?
    /// The `MultipartForm` of a multipart body; always built in a local.
    package var multipartForm: String?

    package init(query: String? = nil, headers: String? = nil, cookies: String? = nil, formFields: String? = nil, multipartForm: String? = nil) {
        self.query = query
        self.headers = headers
        self.cookies = cookies
        self.formFields = formFields
        self.multipartForm = multipartForm
    }

    /// The locals an endpoint with these lists needs: one per list that an array literal cannot express, each
    /// claimed in `scope` after the endpoint's parameters, for the endpoint's name `source`.
    static func claiming(query: [ParameterModel], headers: [ParameterModel], cookies: [ParameterModel], body: EndpointModel.Body?,
                         in scope: inout NameScope, for source: Located<String>) -> RequestLocals {
        /// `wanted`, or when a parameter holds that name (a free-form form's `fields`), `qualified` rather than a
        /// numbered name.
        func local(_ wanted: String, or qualified: String, for parameters: [ParameterModel], always: Bool = false) -> String? {
            guard always || !parameters.isEmpty && !isLiteral(parameters) else { return nil }
            return scope.claim(scope.holds(wanted) ? qualified : wanted, for: source).name
        }
        var locals = RequestLocals()
        locals.query = local("query", or: "queryItems", for: query)
        locals.headers = local("headers", or: "headerFields", for: headers)
        locals.cookies = local("cookies", or: "cookieItems", for: cookies)
        switch body {
        case .form(let fields)?: locals.formFields = local("fields", or: "formFields", for: fields)
        case .multipart(let fields)?: locals.multipartForm = local("form", or: "multipartForm", for: fields, always: true)
        default: break
        }
        return locals
    }

    /// Whether an array literal holds `parameters`: every one required, not an array and in the plain encoding.
    package static func isLiteral(_ parameters: [ParameterModel]) -> Bool {
        parameters.allSatisfy { !$0.type.isOptional && !$0.type.unwrapped.isArray && $0.serialization == nil }
    }
}
