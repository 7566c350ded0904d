import EndpointGenJSON
import EndpointGenSpec

/// OpenAPI 3.2's `in: querystring` parameter: the whole query string as one value, written in the media type of its
/// `content`.
extension OpenAPIConverter {
    /// The query parameters a `querystring` parameter stands for. Its `application/x-www-form-urlencoded` object is a
    /// form, and a form is encoded like a query: each property is a query parameter, written as its Encoding Object
    /// says, exactly as a GET request's form body is (``formQuery(of:endpoint:method:)``). Left out before, a required
    /// one sent a request without its query, which the server refused. A parameter that is not required makes every
    /// field optional: the caller may leave the whole query out.
    mutating func queryStringFields(of parameter: JSONNode, name: String, endpoint: String) -> [ParameterSpec] {
        guard let media = parameter["content"]?.members?.first else {
            warning("querystring parameter '\(name)' has no 'content' to say how the query string is written; left out", at: parameter,
                    hint: "OpenAPI 3.2 writes a querystring parameter with 'content', most often 'application/x-www-form-urlencoded'")
            return []
        }
        guard media.key.bodyKind == .form else {
            warning("querystring parameter '\(name)' is written as '\(media.key)'; the client writes a query string only as the fields of 'application/x-www-form-urlencoded'; left out",
                    at: media.value, hint: "add the query in a middleware, or describe the query's fields as a form")
            return []
        }
        let required = parameter["required"]?.bool == true
        return queryFields(ofForm: media, what: "parameter", endpoint: endpoint, request: "request").map { field in
            guard !required else { return field }
            var field = field
            field.type = field.type.with(.optional(field.type.value.unwrapped))
            field.defaultValue = nil
            return field
        }
    }

    /// The fields of the form `media` (a `what`: body, parameter) as query parameters of `request`: a form's field sent in
    /// a query is a query parameter.
    mutating func queryFields(ofForm media: JSONMember, what: String, endpoint: String, request: String) -> [ParameterSpec] {
        guard !hasFieldlessSchema(media.value) else {
            warning("a '\(media.key)' \(what) of an array has no fields to send as the query of a \(request): a form's fields are an object's properties; left out",
                    at: schema(of: media.value) ?? media.value)
            return []
        }
        guard case .form(let fields, _, _)? = formBody(schema(of: media.value), at: media.value, endpoint: endpoint) else { return [] }
        return fields.map { field in
            var field = field
            field.contentType = nil
            return field
        }
    }
}
