/// A value read from a spec together with where it was written.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    var value: Value
    var location: SourceLocation
    var path: JSONPath

    init(_ value: Value, at node: JSONNode) {
        self.value = value
        location = node.location
        path = node.path
    }

    init(_ value: Value, location: SourceLocation, path: JSONPath) {
        self.value = value
        self.location = location
        self.path = path
    }
}

/// One spec file as written: structurally checked, not yet resolved.
///
/// Produced by ``SpecReader``; ``Translator`` turns it into an ``APIModel``.
struct Spec: Sendable {
    var file: String
    var name: Located<String>
    var description: String?
    var servers: [ServerSpec]
    var defaultServer: Located<String>?
    var keyStyle: KeyStyle
    var sharedQuery: [ParameterSpec]
    var sharedHeaders: [ParameterSpec]
    var auth: AuthSpec?
    var errorBody: ErrorBodySpec?
    var endpoints: [EndpointSpec]
    var models: [ModelSpec]
    /// Other spec files, relative to this one, whose models this spec's types may name.
    var imports: [ImportSpec] = []
}

/// One entry of `imports`: a spec file, and the module its generated models are in when not this one.
struct ImportSpec: Sendable {
    var path: Located<String>
    var module: Located<String>?
}

/// How model property keys map to wire keys when a property gives no `wireName`.
enum KeyStyle: String, Sendable, CaseIterable {
    /// The key is sent exactly as written in the spec.
    case verbatim
    /// The key as written (camelCase) is sent in snake_case.
    case snakeCase = "snake_case"
}

struct ServerSpec: Sendable {
    var name: Located<String>
    var url: Located<String>
    var description: String?
}

/// A path, query, header, form or shared parameter.
struct ParameterSpec: Sendable {
    /// The key it was written under: the wire name unless `wireName` says otherwise.
    var key: Located<String>
    var type: Located<TypeExpression>
    var wireName: Located<String>?
    var swiftName: Located<String>?
    var description: String?
    var defaultValue: JSONNode?
    /// A constant sent on every request (shared parameters only).
    var fixedValue: JSONNode?
    var constraints = ConstraintsSpec()
    /// `"style"`: OpenAPI's serialization style (`form`, `deepObject`, `label`, …), checked by the translator.
    var style: Located<String>?
    /// `"explode"`: whether arrays and objects are written as separate values.
    var explode: Located<Bool>?
}

/// `minLength`, `maxLength`, `minimum`, `maximum` and `pattern` as written.
struct ConstraintsSpec: Sendable {
    var minLength: JSONNode?
    var maxLength: JSONNode?
    var minimum: JSONNode?
    var maximum: JSONNode?
    var pattern: Located<String>?

    var isEmpty: Bool { minLength == nil && maxLength == nil && minimum == nil && maximum == nil && pattern == nil }
}

/// `auth` as written: named schemes and the requirement of endpoints that name none.
struct AuthSpec: Sendable {
    var schemes: [AuthSchemeSpec]
    /// `require`, or nil when absent (see ``isShorthand`` for the default).
    var require: RequirementSpec?
    /// Written with the `token`/`apiKey` shorthand rather than `schemes`: the default requirement is then
    /// every scheme together, as before schemes could be named.
    var isShorthand: Bool
    var location: SourceLocation
    var path: JSONPath
}

/// One entry of `auth.schemes`: a name the requirements use, and what it sends.
struct AuthSchemeSpec: Sendable {
    var name: Located<String>
    var kind: AuthSchemeKind
    var description: String?
}

/// What a security scheme sends.
enum AuthSchemeKind: Sendable, Hashable {
    /// A token from a `TokenProvider` in the header `header`, as `"<scheme> <token>"` or bare when nil.
    case token(header: String, scheme: String?)
    /// A user name and password sent as `Authorization: Basic …`.
    case basic
    /// A fixed key.
    case apiKey(name: String, placement: APIKeyPlacement)
}

/// Where an API key goes.
enum APIKeyPlacement: String, Sendable, CaseIterable { case query, header, cookie }

/// A security requirement as written: alternatives (any one suffices), each the scheme names sent together.
struct RequirementSpec: Sendable {
    var alternatives: [[Located<String>]]
    var location: SourceLocation
    var path: JSONPath
}

/// An endpoint's `auth`: `true`/`false`, or its own requirement.
enum EndpointAuthSpec: Sendable {
    case flag(Located<Bool>)
    case requirement(RequirementSpec)
}

struct ErrorBodySpec: Sendable {
    var model: Located<String>
    var messageProperty: Located<String>?
}

struct EndpointSpec: Sendable {
    var name: Located<String>
    var description: String?
    var method: Located<String>
    var path: Located<String>
    var pathParameters: [ParameterSpec]
    var query: [ParameterSpec]
    var headers: [ParameterSpec]
    var body: BodySpec?
    var response: Located<ResponseSpec>
    /// Error bodies decoded for particular statuses.
    var errors: [StatusErrorSpec]
    /// Header fields read from a 2xx response.
    var responseHeaders: [ParameterSpec]
    /// Sample response bodies by status, for stubbing.
    var examples: [ExampleSpec]
    var auth: EndpointAuthSpec?
    var retry: Located<Bool>?
    var timeout: JSONNode?
    var deprecation: Deprecation?
    /// The group (tag) whose service the endpoint belongs to; nil for the client itself.
    var group: Located<String>?
    /// How the endpoint's results are split into pages; nil when they are not.
    var paging: PagingSpec?
    var location: SourceLocation
    var jsonPath: JSONPath
}

enum BodySpec: Sendable {
    case json(Located<TypeExpression>)
    case form([ParameterSpec], location: SourceLocation, path: JSONPath)
    /// `multipart/form-data`: text fields and `file` fields.
    case multipart([ParameterSpec], location: SourceLocation, path: JSONPath)
    /// Raw bytes sent with this content type.
    case data(contentType: Located<String>)
}

enum ResponseSpec: Sendable, Hashable {
    case none
    case data
    case decoded(TypeExpression)
    /// The object form: one response per 2xx status code, in spec order.
    case byStatus([StatusResponseSpec])
}

/// One entry of a `response` object: `"201": "Item"`.
struct StatusResponseSpec: Sendable, Hashable {
    /// The status code as written, e.g. `"201"`.
    var status: Located<String>
    var response: Located<ResponseSpec>
}

/// One entry of `examples`: a status code and a sample body.
struct ExampleSpec: Sendable, Hashable {
    var status: Located<String>
    var body: JSONNode
}

/// One entry of `errors`: `"404": "NotFound"`.
struct StatusErrorSpec: Sendable, Hashable {
    var status: Located<String>
    var type: Located<TypeExpression>
}

struct ModelSpec: Sendable {
    enum Kind: Sendable {
        case object([PropertySpec])
        /// Integer enums have `isInteger`; their values are written in decimal.
        case enumeration([EnumValueSpec], isInteger: Bool)
        /// `oneOf`: a value of one of several types.
        case union(UnionSpec)

        /// What the model is, for messages: "an object", "an enum" or "a oneOf".
        var article: String {
            switch self {
            case .object: "an object"
            case .enumeration: "an enum"
            case .union: "a oneOf"
            }
        }
    }

    var name: Located<String>
    var description: String?
    /// For an object model after ``AllOfMerger``: the included models' properties first, then its own.
    var kind: Kind
    /// The models whose properties an object model includes (`"allOf"`), in order.
    var allOf: [Located<String>] = []
    var location: SourceLocation
    var path: JSONPath
}

/// A `oneOf` model: the alternatives' type names, and how to tell them apart.
struct UnionSpec: Sendable {
    /// A value of the discriminator property and the model it selects.
    struct Mapping: Sendable {
        var value: Located<String>
        var model: Located<String>
    }

    var alternatives: [Located<String>]
    /// The property whose value selects the alternative; nil means "try each in order".
    var discriminator: Located<String>?
    /// Explicit values, in source order; alternatives without one use their model name.
    var mapping: [Mapping] = []
}

/// One value of an `enum` model.
struct EnumValueSpec: Sendable {
    /// The wire value as text: the string, or the integer in decimal.
    var value: Located<String>
    /// The case name given in the object form (`"enum": { "low": 1 }`); nil in the array form.
    var caseName: Located<String>?
}

struct PropertySpec: Sendable {
    var key: Located<String>
    var type: Located<TypeExpression>
    var wireName: Located<String>?
    var swiftName: Located<String>?
    var description: String?
    var deprecation: Deprecation?
    var constraints = ConstraintsSpec()
    /// `"nullable": true`: the key is always sent, `null` when there is no value.
    var nullable: Located<Bool>?
    /// `"default"`: the value used when the key is absent; checked against the type by the translator.
    var defaultValue: JSONNode?
    /// `"const"`: the only value the property can have.
    var constValue: JSONNode?
}

/// `"deprecated": true` or `"deprecated": "Use … instead."` on an endpoint or property.
struct Deprecation: Sendable, Hashable {
    var message: String?
}
