import EndpointGenJSON

/// `minLength`, `maxLength`, `minItems`, `maxItems`, `minimum`, `maximum` and `pattern` → native constraints,
/// kept only where the native format accepts them for the type (anything else is a warning).
extension OpenAPIConverter {
    mutating func constraints(of schema: JSONNode, type: String) -> NativeObject {
        var result = NativeObject()
        guard schema.members != nil else { return result }
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        let isArray = base.hasPrefix("[") && !base.hasPrefix("[string:")
        let integer = ["int", "int32", "int64"].contains(base)
        let lengths = base == "string" ? ["minLength", "maxLength"] : isArray ? ["minItems", "maxItems"] : []
        for (key, native) in [("minLength", "minLength"), ("maxLength", "maxLength"), ("minItems", "minLength"), ("maxItems", "maxLength")] {
            guard let node = schema[key] else { continue }
            guard lengths.contains(key), case .number(let number) = node.value, let value = number.int64, value >= 0 else {
                warning("'\(key)' does not apply to the native type '\(type)' here; not checked", at: node)
                continue
            }
            result.set(native, NativeNode(copying: node))
        }
        for key in ["minimum", "maximum"] {
            guard let node = schema[key] else { continue }
            guard case .number(let number) = node.value, integer || base == "double",
                  !integer || (number.int64 != nil && (base != "int32" || number.int64.flatMap { Int32(exactly: $0) } != nil)),
                  number.double != nil else {
                warning("'\(key)' does not fit the native type '\(type)'; not checked", at: node)
                continue
            }
            result.set(key, NativeNode(copying: node))
        }
        for key in ["exclusiveMinimum", "exclusiveMaximum"] {
            if let node = schema[key] { warning("'\(key)' is not supported by the native format; not checked", at: node) }
        }
        if let node = schema["pattern"] {
            if base == "string", let pattern = node.string, (try? Regex(pattern)) != nil {
                result.set("pattern", NativeNode(copying: node))
            } else {
                warning("'pattern' is not a regular expression Swift accepts, or the type is not a string; not checked", at: node)
            }
        }
        return result
    }
}
