import Foundation

/// ``NameSpec`` as a native spec and as an OpenAPI document. A part that cannot be written in a format (a model
/// name a type string cannot spell, a placeholder with a brace) is written in a plain way instead, so that
/// every rendering is a spec the generator can accept.
extension NameSpec {
    var nativeJSON: Data {
        var root: [String: Any] = ["name": apiName, "models": [:], "endpoints": [:]]
        root["servers"] = Dictionary(servers.enumerated().map { ($1, "https://s\($0).example.com/v1") }, uniquingKeysWith: { first, _ in first })
        if !schemes.isEmpty {
            let schemes = schemes.enumerated().map { ($1, ["type": "bearer", "header": "X-Token-\($0)"]) }
            root["auth"] = ["schemes": Dictionary(schemes, uniquingKeysWith: { first, _ in first })]
        }
        if !sharedHeaders.isEmpty {
            root["shared"] = ["headers": Dictionary(sharedHeaders.map { ($0, "string?") }, uniquingKeysWith: { first, _ in first })]
        }
        if let errorBody, isObject(errorBody) { root["errorBody"] = errorBody }
        var models: [String: Any] = [:]
        for model in self.models {
            switch model.shape {
            case .object(let fields):
                models[model.name] = ["properties": Dictionary(fields.map { ($0.name, nativeType($0.type)) }, uniquingKeysWith: { first, _ in first })]
            case .stringEnum(let values):
                models[model.name] = ["enum": values]
            case .oneOf:
                let alternatives = oneOfAlternatives(model)
                var union: [String: Any] = ["oneOf": alternatives.isEmpty ? ["string", "int"] : alternatives]
                if case .oneOf(_, let discriminator?) = model.shape, !alternatives.isEmpty { union["discriminator"] = ["property": discriminator] }
                models[model.name] = union
            }
        }
        root["models"] = models
        var endpoints: [String: Any] = [:]
        for (index, endpoint) in self.endpoints.enumerated() {
            let pathParameters = endpoint.pathParameters.filter { Self.isPlaceholder($0.name) }
            var object: [String: Any] = [
                "method": endpoint.method,
                "path": "/e\(index)" + pathParameters.map { "/{\($0.name)}" }.joined(),
            ]
            object["group"] = endpoint.group
            func parameters(_ fields: [Field], optional: Bool) -> [String: Any] {
                Dictionary(fields.map { ($0.name, parameterType($0.type, optional: optional)) }, uniquingKeysWith: { first, _ in first })
            }
            if !pathParameters.isEmpty { object["pathParameters"] = parameters(pathParameters, optional: false) }
            if !endpoint.query.isEmpty { object["query"] = parameters(endpoint.query, optional: true) }
            if !endpoint.headers.isEmpty { object["headers"] = parameters(endpoint.headers, optional: true) }
            // A response header carries no dates: those are read as strings.
            let responseHeaders = endpoint.responseHeaders.map { field in
                switch field.type {
                case .scalar("date-time"): Field(name: field.name, type: .scalar("string"))
                case .optional(.scalar("date-time")): Field(name: field.name, type: .optional(.scalar("string")))
                default: field
                }
            }
            if !responseHeaders.isEmpty { object["responseHeaders"] = parameters(responseHeaders, optional: true) }
            object["body"] = endpoint.body.map(typeString)
            object["response"] = endpoint.response.map(typeString)
            endpoints[endpoint.name] = object
        }
        root["endpoints"] = endpoints
        return try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
    }

    var openAPIJSON: Data {
        var info: [String: Any] = ["version": "1"]
        if !apiName.isEmpty { info["title"] = apiName }
        var root: [String: Any] = ["openapi": "3.0.3", "info": info]
        root["servers"] = servers.enumerated().map { ["url": "https://s\($0).example.com/v1", "description": $1] }
        var components: [String: Any] = [:]
        if !schemes.isEmpty {
            components["securitySchemes"] = Dictionary(schemes.map { ($0, ["type": "http", "scheme": "bearer"]) }, uniquingKeysWith: { first, _ in first })
            root["security"] = schemes.map { [$0: [String]()] }
        }
        var schemas: [String: Any] = [:]
        for model in models {
            switch model.shape {
            case .object(let fields):
                var object: [String: Any] = ["type": "object", "properties": Dictionary(fields.map { ($0.name, schema($0.type)) }, uniquingKeysWith: { first, _ in first })]
                let required = fields.filter { if case .optional = $0.type { false } else { true } }.map(\.name)
                if !required.isEmpty { object["required"] = Array(Set(required)).sorted() }
                schemas[model.name] = object
            case .stringEnum(let values):
                schemas[model.name] = ["type": "string", "enum": values]
            case .oneOf:
                let alternatives = oneOfAlternatives(model, spellable: false)
                var union: [String: Any] = ["oneOf": alternatives.isEmpty ? [["type": "string"], ["type": "integer"]] : alternatives.map { schema(.model($0)) }]
                if case .oneOf(_, let discriminator?) = model.shape, !alternatives.isEmpty { union["discriminator"] = ["propertyName": discriminator] }
                schemas[model.name] = union
            }
        }
        components["schemas"] = schemas
        root["components"] = components
        var paths: [String: Any] = [:]
        for (index, endpoint) in endpoints.enumerated() {
            let pathParameters = endpoint.pathParameters.filter { Self.isPlaceholder($0.name) }
            var operation: [String: Any] = [:]
            if !endpoint.name.isEmpty { operation["operationId"] = endpoint.name }
            if let group = endpoint.group { operation["tags"] = [group] }
            var parameters: [[String: Any]] = []
            for (place, fields) in [("path", pathParameters), ("query", endpoint.query), ("header", endpoint.headers)] {
                for field in fields where !parameters.contains(where: { $0["name"] as? String == field.name && $0["in"] as? String == place }) {
                    let isOptional = place != "path" && { if case .optional = field.type { true } else { false } }()
                    parameters.append(["name": field.name, "in": place, "required": !isOptional, "schema": schema(parameterRef(field.type))])
                }
            }
            if !parameters.isEmpty { operation["parameters"] = parameters }
            if let body = endpoint.body {
                operation["requestBody"] = ["required": true, "content": ["application/json": ["schema": schema(body)]]]
            }
            var response: [String: Any] = ["description": "OK"]
            if let type = endpoint.response { response["content"] = ["application/json": ["schema": schema(type)]] }
            if !endpoint.responseHeaders.isEmpty {
                response["headers"] = Dictionary(endpoint.responseHeaders.map { ($0.name, ["schema": schema(parameterRef($0.type))]) }, uniquingKeysWith: { first, _ in first })
            }
            operation["responses"] = [endpoint.response == nil ? "204" : "200": response]
            let path = "/e\(index)" + pathParameters.map { "/{\($0.name)}" }.joined()
            paths[path] = [endpoint.method.lowercased(): operation]
        }
        root["paths"] = paths
        return try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
    }

    /// A placeholder name a path template can hold.
    static func isPlaceholder(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { "{}/?#%".contains($0) }
    }

    private func model(_ name: String) -> Model? { models.first { $0.name == name } }

    private func isObject(_ name: String) -> Bool {
        if case .object? = model(name)?.shape { true } else { false }
    }

    private func isEnum(_ name: String) -> Bool {
        if case .stringEnum? = model(name)?.shape { true } else { false }
    }

    /// Whether a native type string can name the model: letters, digits, `_` and `-`, and not a scalar's name.
    private func isSpellable(_ name: String) -> Bool {
        let scalars = ["string", "int", "int32", "int64", "double", "bool", "date-time", "date", "uuid", "url", "bytes", "json", "data", "none"]
        return !name.isEmpty && !scalars.contains(name) && name.unicodeScalars.allSatisfy {
            ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    private func oneOfAlternatives(_ union: Model, spellable: Bool = true) -> [String] {
        guard case .oneOf(let alternatives, let discriminator) = union.shape else { return [] }
        return alternatives.filter {
            $0 != union.name && model($0) != nil && (!spellable || isSpellable($0)) && (discriminator == nil || isObject($0))
        }
    }

    private func nativeType(_ ref: Ref) -> Any {
        if case .inline(let fields) = ref {
            return ["properties": Dictionary(fields.map { ($0.name, nativeType($0.type)) }, uniquingKeysWith: { first, _ in first })]
        }
        return typeString(ref)
    }

    private func typeString(_ ref: Ref) -> String {
        switch ref {
        case .scalar(let name): name
        case .model(let name): model(name) != nil && isSpellable(name) ? name : "string"
        case .array(let element): "[\(typeString(element))]"
        case .optional(let wrapped): typeString(wrapped) + "?"
        case .inline: "json"
        }
    }

    /// A parameter's type: a scalar or a string enum, optional where the place allows.
    private func parameterRef(_ ref: Ref) -> Ref {
        switch ref {
        case .optional(let wrapped): return parameterRef(wrapped)
        case .model(let name) where !isEnum(name): return .scalar("string")
        case .inline, .array: return .scalar("string")
        default: return ref
        }
    }

    private func parameterType(_ ref: Ref, optional: Bool) -> String {
        let type = typeString(parameterRef(ref))
        if optional, case .optional = ref { return type + "?" }
        return type
    }

    private func schema(_ ref: Ref) -> [String: Any] {
        switch ref {
        case .scalar("int"): return ["type": "integer"]
        case .scalar("bool"): return ["type": "boolean"]
        case .scalar("double"): return ["type": "number"]
        case .scalar("uuid"): return ["type": "string", "format": "uuid"]
        case .scalar("date-time"): return ["type": "string", "format": "date-time"]
        case .scalar: return ["type": "string"]
        case .model(let name) where model(name) != nil:
            let escaped = name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            return ["$ref": "#/components/schemas/" + (escaped.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? escaped)]
        case .model: return ["type": "string"]
        case .array(let element): return ["type": "array", "items": schema(element)]
        case .optional(let wrapped): return schema(wrapped)
        case .inline(let fields):
            return ["type": "object", "properties": Dictionary(fields.map { ($0.name, schema($0.type)) }, uniquingKeysWith: { first, _ in first })]
        }
    }
}
