/// A spec reduced to what the diff compares: every item with its spec key, Swift name and JSON path.
///
/// Built from the ``Spec`` (for keys and paths) and its ``APIModel`` (for Swift names and types); a model exists
/// only for a spec without errors, in which case the translator kept every item, so the two line up by index.
struct DiffSnapshot: Sendable {
    struct Server: Sendable, Hashable {
        var key: String
        var caseName: String
        var url: String
        var path: String
    }

    struct Parameter: Sendable, Hashable {
        /// `path`, `query`, `header`, `form field`, `body` or `shared query`/`shared header`.
        var role: String
        var key: String
        var wireName: String
        var swiftName: String
        var type: SwiftType
        var defaultValue: DefaultValue?
        var path: String
        /// How the value is written, e.g. `pipeDelimited, explode: false`; nil for the plain encoding.
        var style: String?

        var isRequired: Bool { !type.isOptional && defaultValue == nil }
    }

    struct Endpoint: Sendable, Hashable {
        var key: String
        /// The enum the case belongs to: `<Name>Endpoint`, or its group's enum.
        var enumType: String
        /// The group's Swift name; nil outside any group.
        var group: String?
        var caseName: String
        var method: String
        var template: String
        var requiresAuth: Bool
        /// The endpoint's own security requirement; nil when it uses the API's.
        var security: [[String]]?
        var response: String
        var parameters: [Parameter]
        var path: String
    }

    struct Property: Sendable, Hashable {
        var key: String
        var swiftName: String
        var wireName: String
        var type: SwiftType
        var coding: PropertyCoding
        var path: String
    }

    struct EnumValue: Sendable, Hashable {
        var rawValue: String
        var swiftName: String
        var path: String
    }

    enum Shape: Sendable, Hashable {
        case object([Property])
        case enumeration([EnumValue], isInteger: Bool)
        /// A `oneOf`: its cases as `name(Type)`, and the discriminator key.
        case union(alternatives: [String], discriminator: String?)

        /// What the model is, for messages.
        var article: String {
            switch self {
            case .object: "an object"
            case .enumeration: "an enum"
            case .union: "a oneOf"
            }
        }
    }

    struct Model: Sendable, Hashable {
        var key: String
        var swiftName: String
        var shape: Shape
        var path: String
    }

    var apiName: String
    var typeNames: APITypeNames
    var servers: [Server]
    var defaultServer: String
    var auth: AuthModel
    var shared: [Parameter]
    var endpoints: [Endpoint]
    var models: [Model]
}

extension DiffSnapshot {
    init(spec: Spec, model: APIModel) {
        apiName = model.name
        typeNames = model.typeNames
        defaultServer = model.defaultServer?.name ?? ""
        auth = model.auth
        servers = Self.pair(spec.servers, model.servers).map { spec, server in
            Server(key: server.name, caseName: server.caseName, url: server.url,
                   path: spec?.name.path.description ?? "$.servers.\(server.name)")
        }
        shared = Self.sharedParameters(spec.sharedQuery, model.sharedQuery, role: "shared query", parent: "$.shared.query")
            + Self.sharedParameters(spec.sharedHeaders, model.sharedHeaders, role: "shared header", parent: "$.shared.headers")
        endpoints = Self.pair(spec.endpoints, model.endpoints).map { spec, endpoint in
            let group = model.groups.first { $0.name == endpoint.group } ?? model.rootGroup
            return Self.endpoint(spec, endpoint, enumType: group.endpointType)
        }
        models = Self.pair(spec.models, model.models).map { Self.model($0, $1) }
    }

    /// Spec items next to the model items made from them; when the counts differ (never for a valid spec), no spec items.
    static func pair<S, M>(_ specs: [S], _ models: [M]) -> [(S?, M)] {
        guard specs.count == models.count else { return models.map { (nil, $0) } }
        return zip(specs, models).map { ($0, $1) }
    }

    private static func endpoint(_ spec: EndpointSpec?, _ endpoint: EndpointModel, enumType: String) -> Endpoint {
        let path = spec?.jsonPath.description ?? endpoint.specPath
        var parameters = parameters(spec?.pathParameters, endpoint.pathParameters, role: "path", parent: path + ".pathParameters")
            + parameters(spec?.query, endpoint.query, role: "query", parent: path + ".query")
            + parameters(spec?.headers, endpoint.headers, role: "header", parent: path + ".headers")
        switch endpoint.body {
        case .json(let body), .data(let body, _):
            parameters.append(Parameter(role: "body", key: "body", wireName: "body", swiftName: body.swiftName, type: body.type,
                                        defaultValue: body.defaultValue, path: path + ".body"))
        case .form(let fields):
            var formSpecs: [ParameterSpec]?
            if case .form(let specs, _, _)? = spec?.body { formSpecs = specs }
            parameters += Self.parameters(formSpecs, fields, role: "form field", parent: path + ".body.form")
        case .multipart(let fields):
            var fieldSpecs: [ParameterSpec]?
            if case .multipart(let specs, _, _)? = spec?.body { fieldSpecs = specs }
            parameters += Self.parameters(fieldSpecs, fields, role: "multipart field", parent: path + ".body.multipart")
        case nil:
            break
        }
        let template = spec?.path.value ?? endpoint.path.map { part in
            switch part {
            case .literal(let text): text
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
        let response = ResponseSignature(endpoint: endpoint, endpointType: enumType).description
        return Endpoint(key: spec?.name.value ?? endpoint.caseName, enumType: enumType, group: endpoint.group, caseName: endpoint.caseName, method: endpoint.method,
                        template: template, requiresAuth: endpoint.requiresAuth, security: endpoint.security, response: response,
                        parameters: parameters, path: path)
    }

    private static func parameters(_ specs: [ParameterSpec]?, _ models: [ParameterModel], role: String, parent: String) -> [Parameter] {
        pair(specs ?? [], models).map { spec, parameter in
            let key = spec?.key.value ?? parameter.wireName
            return Parameter(role: role, key: key, wireName: parameter.wireName, swiftName: parameter.swiftName, type: parameter.type,
                             defaultValue: parameter.defaultValue, path: spec?.key.path.description ?? "\(parent).\(key)",
                             style: parameter.serialization.map { "\($0.style.rawValue), explode: \($0.explode)" })
        }
    }

    /// App-supplied shared parameters, which are part of the client's initializer; constants are not part of the API.
    private static func sharedParameters(_ specs: [ParameterSpec], _ models: [SharedParameter], role: String, parent: String) -> [Parameter] {
        pair(specs, models).compactMap { spec, parameter in
            guard case .supplied(let swiftName, let type, let defaultValue) = parameter.value else { return nil }
            let key = spec?.key.value ?? parameter.wireName
            return Parameter(role: role, key: key, wireName: parameter.wireName, swiftName: swiftName, type: type,
                             defaultValue: defaultValue, path: spec?.key.path.description ?? "\(parent).\(key)")
        }
    }

    private static func model(_ spec: ModelSpec?, _ declaration: ModelDeclaration) -> Model {
        switch declaration {
        case .object(let object):
            var propertySpecs: [PropertySpec] = []
            if case .object(let specs)? = spec?.kind { propertySpecs = specs }
            let properties = pair(propertySpecs, object.properties).map { spec, property in
                Property(key: spec?.key.value ?? property.wireName, swiftName: property.swiftName, wireName: property.wireName,
                         type: property.type, coding: property.coding, path: spec?.key.path.description ?? "\(object.specPath).properties.\(property.wireName)")
            }
            return Model(key: spec?.name.value ?? object.name, swiftName: object.name, shape: .object(properties),
                         path: spec?.path.description ?? object.specPath)
        case .enumeration(let enumeration):
            var valueSpecs: [Located<String>] = []
            if case .enumeration(let specs, _)? = spec?.kind { valueSpecs = specs.map(\.value) }
            let values = pair(valueSpecs, enumeration.cases).map { spec, value in
                EnumValue(rawValue: value.rawValue, swiftName: value.swiftName, path: spec?.path.description ?? "\(enumeration.specPath).enum")
            }
            return Model(key: spec?.name.value ?? enumeration.name, swiftName: enumeration.name, shape: .enumeration(values, isInteger: enumeration.isInteger),
                         path: spec?.path.description ?? enumeration.specPath)
        case .union(let union):
            let alternatives = union.alternatives.map { "\($0.caseName)(\($0.type.code))" }
            return Model(key: spec?.name.value ?? union.name, swiftName: union.name,
                         shape: .union(alternatives: alternatives, discriminator: union.discriminator),
                         path: spec?.path.description ?? union.specPath)
        }
    }
}
