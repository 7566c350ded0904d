import EndpointGenJSON
import EndpointGenSpec

/// `format: int32` beside a value of the schema's own that 32 bits cannot hold. grape-swagger writes `int32` for every
/// Ruby Integer, so GitLab's `conan_max_file_size` shows `example: 3221225472` and its job ids pass 2^31: typed
/// `Int32`, the real answer failed to decode. The document's own value says the format is wrong, so the type holds it.
extension OpenAPIConverter {
    /// The schema keywords whose values are values of the schema.
    private static let valueKeys = ["example", "default", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]

    /// `int64` with a warning when `schema` gives a whole value beyond `Int32` (an example, its default, a bound),
    /// else `type`. Only a plain `int32` is widened.
    mutating func widenedInteger(_ type: TypeExpression, schema: JSONNode) -> TypeExpression {
        guard type.unwrapped == .named("int32") else { return type }
        var candidates = Self.valueKeys.compactMap { key in schema[key].map { ("'\(key)'", $0) } }
        candidates += (schema["examples"]?.elements ?? []).map { ("'examples'", $0) }
        return widenedInteger(type, candidates: candidates)
    }

    /// ``widenedInteger(_:schema:)`` for the `example` and `examples` a parameter gives beside its schema.
    mutating func widenedInteger(_ type: TypeExpression, parameter: JSONNode) -> TypeExpression {
        guard type.unwrapped == .named("int32") else { return type }
        var candidates = parameter["example"].map { [("'example'", $0)] } ?? []
        for example in parameter["examples"]?.members ?? [] {
            if let value = components.followingLocalReference(example.value, in: document)["value"] { candidates.append(("'examples'", value)) }
        }
        return widenedInteger(type, candidates: candidates)
    }

    private mutating func widenedInteger(_ type: TypeExpression, candidates: [(String, JSONNode)]) -> TypeExpression {
        guard let (what, node) = candidates.first(where: { Self.isBeyondInt32($0.1) }), case .number(let number) = node.value else { return type }
        warning("format int32 cannot hold the \(what) \(number.text) the document gives; typed as int64", at: node,
                hint: "an Int32 fails to decode the values past 2^31 the document shows; write 'format: int64' in the document")
        return type.isOptional ? .optional(.named("int64")) : .named("int64")
    }

    /// Whether `node` is a whole number outside `Int32`.
    private static func isBeyondInt32(_ node: JSONNode) -> Bool {
        guard case .number(let number) = node.value, let value = number.double, value.rounded() == value else { return false }
        return Int32(exactly: value) == nil
    }
}
