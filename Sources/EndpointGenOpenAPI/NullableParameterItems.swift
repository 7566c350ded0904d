import EndpointGenJSON

/// The parameters whose array items the document lets be null, which no parameter style can send: RFC 6570, which
/// OpenAPI's styles follow, leaves a null item out. They are reported as one warning, at the first, with how many
/// more there are, as an API's filters repeat the pattern on every list (NetBox's 1,070).
struct NullableParameterItems: Sendable {
    private var first: (parameter: String, schema: JSONNode)?
    private var count = 0

    /// Notes `parameter` (e.g. "query parameter 'tenant_id'"), whose schema is `schema`.
    mutating func note(_ parameter: String, at schema: JSONNode) {
        if first == nil { first = (parameter, schema) }
        count += 1
    }

    /// The warning for what was noted, if anything was.
    var warning: (message: String, at: JSONNode)? {
        guard let first else { return nil }
        let others = count - 1
        let more = switch others {
        case 0: ""
        case 1: ", as are those of 1 more parameter"
        default: ", as are those of \(others) more parameters"
        }
        return ("a null item cannot be sent in \(first.parameter), as a parameter's style leaves it out (RFC 6570); its items, "
                + "which the document lets be null, are typed without null\(more)", first.schema)
    }
}
