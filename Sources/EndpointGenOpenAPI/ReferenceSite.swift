import EndpointGenSpec

/// What kind of value stands at a place in an OpenAPI document, as far as following a `$ref` there is concerned:
/// a schema (a reference to another file becomes a shared component schema), a component schema's own slot, any
/// other object (the referenced value takes the reference's place), a description (a reference to a whole file
/// there stands for its text), a map whose keys are names the author chose, or literal data whose `$ref` keys are not
/// references at all (an example's value, a default, an enum, and a specification extension: an `x-` member of an
/// object whose fields OpenAPI fixes holds whatever its tool wants).
enum ReferenceSite: Equatable {
    case schema
    /// The value of `components.schemas.<name>` in the root document.
    case componentSchema(String)
    /// A map whose values are schemas (`properties`, `$defs`, `components.schemas` of another file).
    case schemaMap
    /// A list of schemas (`allOf`, `oneOf`, `anyOf`, `prefixItems`).
    case schemaList
    /// An object whose fields OpenAPI fixes (an operation, a response, a parameter, …).
    case other
    /// A map whose keys are names (`headers`, `content`, `examples`, a `components` section): `x-rate-limit` is a
    /// header's name there, not an extension.
    case names
    /// The `headers` map of a response or an encoding, keyed by field names. OpenAPI ignores a `Content-Type` entry there
    /// (the media type says it), so its value is not read: a fixture of datamodel-code-generator refers it to a file
    /// that does not exist, which stopped generation.
    case headers
    /// A `content` map, keyed by media types.
    case content
    /// A Media Type Object of a media type that is neither a form nor multipart, whose `encoding` OpenAPI ignores: its
    /// values are not read. A fixture of datamodel-code-generator refers an encoding under `application/json` to a file
    /// that does not exist, which stopped generation.
    case mediaTypeWithoutEncoding
    /// A `description`: Markdown, which documents kept in many files often write in a file of its own.
    case text
    /// A schema's `discriminator`, whose `mapping` alone names schemas.
    case discriminator
    /// A discriminator's `mapping` and its values: each a schema's name or a reference to a schema (OpenAPI 3.0 §4.7.25),
    /// which in a document split over files is often another file's (`models/types.yml#/domain_record_a`).
    case discriminatorMapping
    case literal

    /// Whether a `$ref` here refers to a schema.
    var isSchema: Bool {
        switch self {
        case .schema, .componentSchema: true
        default: false
        }
    }

    /// The site of the member `key` of an object standing here.
    func member(_ key: String) -> ReferenceSite {
        switch self {
        case .literal:
            return .literal
        case .schemaMap:
            return .schema
        case .schemaList:
            return .other
        case .names, .text:
            return .other
        case .content:
            return Self.usesEncoding(key) ? .other : .mediaTypeWithoutEncoding
        case .mediaTypeWithoutEncoding:
            return key == "encoding" ? .literal : ReferenceSite.other.member(key)
        case .discriminator:
            return key == "mapping" ? .discriminatorMapping : .literal
        case .discriminatorMapping:
            return .discriminatorMapping
        case .headers:
            return OpenAPIConverter.isIgnoredHeader(key) ? .literal : .other
        case .schema, .componentSchema:
            if Self.schemaMapKeys.contains(key) { return .schemaMap }
            if Self.schemaListKeys.contains(key) { return .schemaList }
            if Self.subschemaKeys.contains(key) { return .schema }
            if key == "description" { return .text }
            if key == "discriminator" { return .discriminator }
            return Self.dataKeys.contains(key) || key.isSpecificationExtension ? .literal : .other
        case .other:
            if key == "schema" { return .schema }
            if key == "description" { return .text }
            // components.schemas; a file of schemas keeps them under `$defs`, where an `$id` of one moves its base.
            if key == "schemas" || key == "$defs" { return .schemaMap }
            if key == "headers" { return .headers }
            if key == "content" { return .content }
            if Self.nameMapKeys.contains(key) { return .names }
            // An Example Object's `value` is data, like `example` beside a media type; an OAuth flow's `scopes` maps each
            // scope's name to its description, so a scope may be named `$ref` (datamodel-code-generator's fixture is).
            return key == "example" || key == "value" || key == "scopes" || key.isSpecificationExtension ? .literal : .other
        }
    }

    /// The site of an element of an array standing here.
    var element: ReferenceSite {
        switch self {
        case .schemaList: .schema
        case .literal: .literal
        case .schema, .componentSchema, .discriminator, .discriminatorMapping: .literal
        default: .other
        }
    }

    /// Whether the Media Type Object of `mediaType` reads its `encoding`: only a form's and a multipart body's do.
    private static func usesEncoding(_ mediaType: String) -> Bool {
        let (type, subtype) = MediaKind.essence(mediaType)
        return type == "multipart" || (type, subtype) == ("application", "x-www-form-urlencoded")
    }

    private static let schemaMapKeys: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]
    private static let schemaListKeys: Set<String> = ["allOf", "oneOf", "anyOf", "prefixItems"]
    private static let subschemaKeys: Set<String> = [
        "items", "additionalProperties", "not", "contains", "if", "then", "else", "propertyNames",
        "unevaluatedItems", "unevaluatedProperties", "additionalItems",
    ]
    /// The fields of fixed-field objects whose values are maps keyed by names (the root's `components` sections are
    /// such maps too, given their site where the joiner reads them). An operation's `responses` is not among them: its
    /// keys are statuses, and its `x-` members are extensions.
    private static let nameMapKeys: Set<String> = ["headers", "examples", "links", "callbacks", "encoding", "variables", "webhooks"]

    private static let dataKeys: Set<String> = ["example", "examples", "default", "const", "enum"]
}
