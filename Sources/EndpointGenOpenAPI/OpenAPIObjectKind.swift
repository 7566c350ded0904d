/// The objects of an OpenAPI document (3.0, 3.1 and 3.2) and the kind of value each of their fixed fields holds, for
/// ``OpenAPIConverter/checkValueKinds()``. Schemas are left to the schema reader, and `example`, `default` and other
/// data to no one: their values may be anything.
enum OpenAPIObjectKind: CaseIterable, Sendable {
    case document, info, contact, license, server, serverVariable, components, pathItem, operation, parameter, header,
         requestBody, mediaType, encoding, response, example, link, tag, externalDocumentation, securityScheme, oauthFlows,
         oauthFlow

    /// What a field holds.
    indirect enum Value: Sendable, Equatable {
        case string
        /// Prose for the documentation: a string, or a number or boolean YAML reads from unquoted words (`title: 2048`).
        case text
        case boolean
        /// An array of strings.
        case strings
        case object(OpenAPIObjectKind)
        /// An object whose every entry (`x-` extensions aside) is one.
        case map(Value)
        /// An array whose every element is one.
        case list(Value)
        /// A security requirement: scheme names to arrays of scopes.
        case requirement
        /// The value, or a Reference Object (`$ref`) standing for it, checked where it leads: a callback.
        case referable(Value)
        /// The `paths` object: path items under keys that begin with `/`.
        case paths
        /// A schema, an example's value, a default: read elsewhere or not at all.
        case unchecked

        /// How a message names it: `a string`, `an object (a parameter)`.
        var described: String {
            switch self {
            case .string, .text: "a string"
            case .boolean: "a boolean"
            case .strings: "an array of strings"
            case .object(let kind): "an object (\(kind.described))"
            case .map, .paths: "an object"
            case .referable(let value): value.described
            case .list: "an array"
            case .requirement: "an object of arrays of scopes (a security requirement)"
            case .unchecked: "any value"
            }
        }
    }

    /// How a message names one: `a parameter`.
    var described: String {
        switch self {
        case .document: "the document"
        case .info: "an info object"
        case .contact: "a contact"
        case .license: "a license"
        case .server: "a server"
        case .serverVariable: "a server variable"
        case .components: "the components"
        case .pathItem: "a path item"
        case .operation: "an operation"
        case .parameter: "a parameter"
        case .header: "a header"
        case .requestBody: "a request body"
        case .mediaType: "a media type"
        case .encoding: "an encoding"
        case .response: "a response"
        case .example: "an example"
        case .link: "a link"
        case .tag: "a tag"
        case .externalDocumentation: "external documentation"
        case .securityScheme: "a security scheme"
        case .oauthFlows: "OAuth flows"
        case .oauthFlow: "an OAuth flow"
        }
    }

    /// Whether a `$ref` may stand for one, which is checked where it leads instead.
    var mayBeAReference: Bool {
        switch self {
        case .parameter, .header, .requestBody, .response, .example, .link, .securityScheme, .pathItem, .mediaType: true
        default: false
        }
    }

    /// Its fixed fields and what each holds.
    var fields: [String: Value] { Self.tables[self] ?? [:] }

    /// Its fixed fields' names in the order the specification lists them: the keys ``OpenAPIConverter`` knows of it
    /// (``ObjectKeys``), and compares a misspelt key with.
    var fieldNames: [String] { Self.names[self] ?? [] }

    /// ``fields`` and ``fieldNames`` of every kind, made once.
    private static let tables = Dictionary(uniqueKeysWithValues: allCases.map { kind in
        (kind, Dictionary(kind.orderedFields, uniquingKeysWith: { first, _ in first }))
    })
    private static let names = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.orderedFields.map(\.0)) })

    /// Every fixed field in order: a path item's operations first, a parameter's `name` and `in` before a header's.
    private var orderedFields: [(String, Value)] {
        let listed = listedFields.map { ($0.key, $0.value) }
        switch self {
        case .pathItem: return OpenAPIConverter.operationMethods.map { ($0, Value.object(.operation)) } + listed
        case .parameter: return listed + Self.header.orderedFields
        default: return listed
        }
    }

    /// The fields written out for each kind.
    private var listedFields: KeyValuePairs<String, Value> {
        switch self {
        case .document:
            // `openapi` is checked first of all, as the version (``OpenAPIConverter/checkVersion()``).
            ["openapi": .unchecked, "info": .object(.info), "jsonSchemaDialect": .string, "servers": .list(.object(.server)),
             "paths": .paths, "webhooks": .map(.object(.pathItem)), "components": .object(.components),
             "security": .list(.requirement), "tags": .list(.object(.tag)), "externalDocs": .object(.externalDocumentation), "$self": .string]
        case .info:
            // YAML reads `version: 1.0` as a number, which nothing here needs as text.
            ["title": .text, "summary": .text, "description": .text, "termsOfService": .string, "contact": .object(.contact),
             "license": .object(.license), "version": .unchecked]
        case .contact:
            ["name": .string, "url": .string, "email": .string]
        case .license:
            ["name": .string, "identifier": .string, "url": .string]
        case .server:
            ["url": .string, "description": .text, "name": .string, "variables": .map(.object(.serverVariable))]
        case .serverVariable:
            // A port's `default: 443` is a number in YAML; the server reader takes it (``OpenAPIConverter/servers()``).
            ["enum": .unchecked, "default": .unchecked, "description": .text]
        case .components:
            ["schemas": .map(.unchecked), "responses": .map(.object(.response)), "parameters": .map(.object(.parameter)),
             "examples": .map(.object(.example)), "requestBodies": .map(.object(.requestBody)), "headers": .map(.object(.header)),
             "securitySchemes": .map(.object(.securityScheme)), "links": .map(.object(.link)), "callbacks": .map(.referable(.map(.object(.pathItem)))),
             "pathItems": .map(.object(.pathItem)), "mediaTypes": .map(.object(.mediaType))]
        case .pathItem:
            ["$ref": .string, "summary": .text, "description": .text, "servers": .list(.object(.server)),
             "parameters": .list(.object(.parameter)), "additionalOperations": .map(.object(.operation))]
        case .operation:
            ["tags": .list(.text), "summary": .text, "description": .text, "externalDocs": .object(.externalDocumentation),
             "operationId": .string, "parameters": .list(.object(.parameter)), "requestBody": .object(.requestBody),
             "responses": .map(.object(.response)), "callbacks": .map(.referable(.map(.object(.pathItem)))), "deprecated": .boolean,
             "security": .list(.requirement), "servers": .list(.object(.server))]
        case .parameter:
            ["name": .string, "in": .string]
        case .header:
            ["description": .text, "required": .boolean, "deprecated": .boolean, "allowEmptyValue": .boolean, "style": .string,
             "explode": .boolean, "allowReserved": .boolean, "schema": .unchecked, "example": .unchecked, "examples": .map(.object(.example)),
             "content": .map(.object(.mediaType))]
        case .requestBody:
            ["description": .text, "content": .map(.object(.mediaType)), "required": .boolean]
        case .mediaType:
            ["schema": .unchecked, "example": .unchecked, "examples": .map(.object(.example)), "encoding": .map(.object(.encoding)),
             "itemSchema": .unchecked, "itemEncoding": .object(.encoding), "prefixEncoding": .list(.object(.encoding))]
        case .encoding:
            ["contentType": .string, "headers": .map(.object(.header)), "style": .string, "explode": .boolean, "allowReserved": .boolean]
        case .response:
            ["summary": .text, "description": .text, "headers": .map(.object(.header)), "content": .map(.object(.mediaType)),
             "links": .map(.object(.link))]
        case .example:
            ["summary": .text, "description": .text, "value": .unchecked, "externalValue": .string]
        case .link:
            ["operationRef": .string, "operationId": .string, "parameters": .unchecked, "requestBody": .unchecked, "description": .text,
             "server": .object(.server)]
        case .tag:
            ["name": .text, "summary": .text, "description": .text, "externalDocs": .object(.externalDocumentation), "parent": .string,
             "kind": .string]
        case .externalDocumentation:
            ["description": .text, "url": .string]
        case .securityScheme:
            ["type": .string, "description": .text, "name": .string, "in": .string, "scheme": .string, "bearerFormat": .string,
             "flows": .object(.oauthFlows), "openIdConnectUrl": .string, "oauth2MetadataUrl": .string, "deprecated": .boolean]
        case .oauthFlows:
            ["implicit": .object(.oauthFlow), "password": .object(.oauthFlow), "clientCredentials": .object(.oauthFlow),
             "authorizationCode": .object(.oauthFlow), "deviceAuthorization": .object(.oauthFlow)]
        case .oauthFlow:
            ["authorizationUrl": .string, "tokenUrl": .string, "refreshUrl": .string, "deviceAuthorizationUrl": .string, "scopes": .map(.string)]
        }
    }
}
