import EndpointGenModel

/// A spec reduced to what the diff compares: every item with its spec key, Swift name and JSON path.
///
/// Built from an ``APIModel``, whose items keep the key and JSON path the spec wrote them under.
package struct DiffSnapshot: Sendable {
    package struct Server: Sendable, Equatable {
        package var key: String
        /// The environment's member: a case (`production`), or a function with its labels (`tenant(id:region:)`).
        package var caseName: String
        package var url: String
        package var path: String
        /// Whether it is a case of the environment enum (a fixed URL), which exhaustive switches list; a template is a
        /// function.
        package var isCase: Bool
    }

    package struct Parameter: Sendable, Equatable {
        /// `path`, `query`, `header`, `form field`, `body` or `shared query`/`shared header`.
        package var role: String
        package var key: String
        package var wireName: String
        package var swiftName: String
        package var type: SwiftType
        package var defaultValue: DefaultValue?
        package var path: String
        /// How the value is written, e.g. `pipeDelimited, explode: false`; nil for the plain encoding.
        package var style: String?
        /// What the SDK checks before sending it.
        package var constraints = Constraints()

        var isRequired: Bool { !type.isOptional && defaultValue == nil }

        /// Whether it is sent as a header field, whose name HTTP reads in any case.
        var isHeader: Bool { role == "header" || role == "shared header" }
    }

    package struct Endpoint: Sendable, Equatable {
        package var key: String
        /// The enum the case belongs to: `<Name>Endpoint`, or its group's enum.
        package var enumType: String
        /// The protocol with its method: `<Name>API`, or its group's protocol.
        package var protocolType: String
        /// The group's Swift name; nil outside any group.
        package var group: String?
        package var caseName: String
        package var method: String
        package var template: String
        package var requiresAuth: Bool
        /// The endpoint's own security requirement; nil when it uses the API's.
        package var security: [[String]]?
        package var response: String
        /// The media type the body is sent as; nil without a body.
        package var requestMedia: String?
        /// The type each declared error status decodes into `HTTPFailure.statusPayload`, by status (`404`, `4XX`,
        /// `default`).
        package var errors: [String: String]
        /// The client's paged method (`FeedClient.postsPages`); nil when the endpoint does not page.
        package var pagedMethod: String?
        package var parameters: [Parameter]
        package var isDeprecated: Bool
        package var path: String
    }

    package struct Property: Sendable, Equatable {
        package var key: String
        package var swiftName: String
        package var wireName: String
        package var type: SwiftType
        package var coding: PropertyCoding
        package var isReadOnly: Bool
        package var isDeprecated: Bool
        package var path: String
        /// What a model's `validate()` checks before a request sends it.
        package var constraints = Constraints()
    }

    package struct EnumValue: Sendable, Equatable {
        /// The value as text, for messages.
        package var rawValue: String
        /// What matches the value across specs: its kind and value (`"1"` and `1` differ, `1` and `1.0` do not).
        package var key: String
        /// What the value is when its text does not say: `the string '1'`, `the number 1`.
        package var kindAndValue: String
        package var swiftName: String
        package var path: String
    }

    /// A group of endpoints and the Swift names generated for it, which another group's name can change.
    package struct Group: Sendable, Equatable {
        /// The group's name in the spec, which matches it across specs.
        package var key: String
        package var endpointType: String
        package var protocolType: String
        package var serviceType: String
        /// The client's property returning the service.
        package var propertyName: String
        /// Where its first endpoint names it.
        package var path: String
    }

    /// An object's `additionalProperties`: its dictionary property.
    package struct AdditionalProperties: Sendable, Equatable {
        package var swiftName: String
        package var type: SwiftType
        package var path: String
    }

    /// One case of a `oneOf`.
    package struct Alternative: Sendable, Equatable {
        package var caseName: String
        /// The payload's type as Swift writes it; `null` for the case without payload.
        package var type: String
        /// Whether decoding tries it in order, rather than a discriminator value selecting it.
        package var isTriedInOrder: Bool
    }

    package enum Shape: Sendable, Equatable {
        case object([Property], additional: AdditionalProperties?)
        case enumeration([EnumValue], rawType: EnumRawType)
        /// A `oneOf`: its cases, and the discriminator key.
        case union(alternatives: [Alternative], discriminator: String?)

        /// What the model is, for messages.
        package var article: String {
            switch self {
            case .object: "an object"
            case .enumeration: "an enum"
            case .union: "a oneOf"
            }
        }
    }

    package struct Model: Sendable, Equatable {
        package var key: String
        package var swiftName: String
        var shape: Shape
        package var path: String
    }

    package var apiName: String
    package var typeNames: APITypeNames
    package var servers: [Server]
    package var defaultServer: String
    package var auth: AuthModel
    /// The API-wide error body decoded into `HTTPFailure.payload`; nil without one.
    package var errorBody: String?
    package var shared: [Parameter]
    package var groups: [Group]
    package var endpoints: [Endpoint]
    package var models: [Model]
}

extension DiffSnapshot {
    package init(model: APIModel) {
        apiName = model.name
        typeNames = model.typeNames
        defaultServer = model.defaultServer?.name ?? ""
        auth = model.auth
        errorBody = model.errorBody?.typeName
        servers = model.servers.map { server in
            Server(key: server.name, caseName: server.caseName, url: server.url, path: server.specPath, isCase: true)
        } + model.serverTemplates.map { template in
            let labels = template.variables.map { "\($0.swiftName):" }.joined()
            return Server(key: template.name, caseName: "\(template.functionName)(\(labels))", url: template.url, path: template.specPath, isCase: false)
        }
        shared = Self.sharedParameters(model.sharedQuery, role: "shared query")
            + Self.sharedParameters(model.sharedHeaders, role: "shared header")
        endpoints = model.endpoints.map { endpoint in
            let group = model.groups.first { $0.name == endpoint.group } ?? model.rootGroup
            return Self.endpoint(endpoint, group: group)
        }
        groups = model.groups.compactMap { group in
            guard let key = group.name, let propertyName = group.propertyName,
                  let first = model.endpoints.first(where: { $0.group == key }) else { return nil }
            return Group(key: key, endpointType: group.endpointType, protocolType: group.protocolType, serviceType: group.serviceType,
                         propertyName: propertyName, path: first.specPath + ".group")
        }
        models = model.models.map(Self.model)
    }

    private static func endpoint(_ endpoint: EndpointModel, group: EndpointGroupModel) -> Endpoint {
        var parameters = parameters(endpoint.pathParameters, role: "path") + parameters(endpoint.query, role: "query")
            + parameters(endpoint.headers, role: "header") + parameters(endpoint.cookies, role: "cookie")
        let requestMedia: String?
        switch endpoint.body {
        case .json(let body, let contentType):
            parameters.append(bodyParameter(body))
            requestMedia = contentType ?? "application/json"
        case .data(let body, let contentType), .text(let body, let contentType):
            parameters.append(bodyParameter(body))
            requestMedia = contentType
        case .form(let fields):
            parameters += Self.parameters(fields, role: "form field")
            requestMedia = "application/x-www-form-urlencoded"
        case .multipart(let fields):
            parameters += Self.parameters(fields, role: "multipart field")
            requestMedia = "multipart/form-data"
        case nil:
            requestMedia = nil
        }
        let errors = Dictionary(endpoint.errors.map { error in
            let status = switch error.status {
            case .code(let code): "\(code)"
            case .range(let digit): "\(digit)XX"
            case .otherwise: "default"
            }
            return (status, error.type.code)
        }, uniquingKeysWith: { first, _ in first })
        let response = ResponseSignature(endpoint: endpoint, endpointType: group.endpointType).description
        return Endpoint(key: endpoint.specName, enumType: group.endpointType, protocolType: group.protocolType, group: endpoint.group,
                        caseName: endpoint.caseName, method: endpoint.method.rawValue, template: endpoint.template, requiresAuth: endpoint.requiresAuth,
                        security: endpoint.security, response: response, requestMedia: requestMedia, errors: errors,
                        pagedMethod: endpoint.paging.map { "\(group.serviceType).\($0.methodName)" }, parameters: parameters,
                        isDeprecated: endpoint.deprecation != nil, path: endpoint.specPath)
    }

    private static func bodyParameter(_ body: ParameterModel) -> Parameter {
        Parameter(role: "body", key: "body", wireName: "body", swiftName: body.swiftName, type: body.type,
                  defaultValue: body.defaultValue, path: body.specPath, constraints: body.constraints)
    }

    private static func parameters(_ models: [ParameterModel], role: String) -> [Parameter] {
        models.map { parameter in
            Parameter(role: role, key: parameter.specName, wireName: parameter.wireName, swiftName: parameter.swiftName, type: parameter.type,
                      defaultValue: parameter.defaultValue, path: parameter.specPath,
                      style: parameter.serialization.map { "\($0.style.rawValue), explode: \($0.explode)" }, constraints: parameter.constraints)
        }
    }

    /// App-supplied shared parameters, which are part of the client's initializer; constants are not part of the API.
    private static func sharedParameters(_ models: [SharedParameter], role: String) -> [Parameter] {
        models.compactMap { parameter in
            guard case .supplied(let swiftName, let type, let defaultValue) = parameter.value else { return nil }
            return Parameter(role: role, key: parameter.specName, wireName: parameter.wireName, swiftName: swiftName, type: type,
                             defaultValue: defaultValue, path: parameter.specPath)
        }
    }

    private static func model(_ declaration: ModelDeclaration) -> Model {
        switch declaration {
        case .object(let object):
            let properties = object.properties.map { property in
                Property(key: property.specName, swiftName: property.swiftName, wireName: property.wireName,
                         type: property.type, coding: property.coding, isReadOnly: property.isReadOnly, isDeprecated: property.deprecation != nil,
                         path: property.specPath, constraints: property.constraints)
            }
            let additional = object.additionalProperties.map { AdditionalProperties(swiftName: $0.swiftName, type: $0.type, path: $0.specPath) }
            return Model(key: object.specName, swiftName: object.name, shape: .object(properties, additional: additional), path: object.specPath)
        case .enumeration(let enumeration):
            let values = enumeration.cases.map { value in
                let kind = switch value.value {
                case .string: "the string '\(value.value.text)'"
                case .integer, .number: "the number \(value.value.text)"
                case .bool: "the boolean \(value.value.text)"
                }
                return EnumValue(rawValue: value.value.text, key: "\(value.value.canonical)", kindAndValue: kind, swiftName: value.swiftName, path: value.specPath)
            }
            return Model(key: enumeration.specName, swiftName: enumeration.name,
                         shape: .enumeration(values, rawType: enumeration.rawType), path: enumeration.specPath)
        case .union(let union):
            let alternatives = union.alternatives.map { alternative in
                Alternative(caseName: alternative.caseName, type: alternative.type?.code ?? UnionModel.literal(alternative), isTriedInOrder: alternative.discriminatorValues.isEmpty)
            }
            return Model(key: union.specName, swiftName: union.name,
                         shape: .union(alternatives: alternatives, discriminator: union.discriminator), path: union.specPath)
        }
    }
}
