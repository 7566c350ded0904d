import EndpointGenJSON

// Initialisers for building a `Spec` outside this module (the OpenAPI converter): what a value cannot do without
// is a parameter, everything else starts empty and is set as a property.

extension Spec {
    package init(file: String, name: Located<String>) {
        self.init(file: file, name: name, description: nil, servers: [], defaultServer: nil, keyStyle: .verbatim, sharedQuery: [],
                  sharedHeaders: [], auth: nil, errorBody: nil, endpoints: [], models: [])
    }
}

extension ServerSpec {
    package init(name: Located<String>, url: Located<String>) {
        self.init(name: name, url: url, description: nil)
    }
}

extension ServerVariableSpec {
    package init(name: Located<String>) {
        self.init(name: name, defaultValue: nil, description: nil)
    }
}

extension ParameterSpec {
    package init(key: Located<String>, type: Located<TypeExpression>) {
        self.init(key: key, type: type, wireName: nil)
    }
}

extension AuthSpec {
    package init(schemes: [AuthSchemeSpec], require: RequirementSpec?, location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.init(schemes: schemes, require: require, isShorthand: false, location: location, path: path, file: file)
    }
}

extension AuthSchemeSpec {
    package init(name: Located<String>, kind: AuthSchemeKind) {
        self.init(name: name, kind: kind, description: nil)
    }
}

extension ErrorBodySpec {
    package init(model: Located<String>) {
        self.init(model: model, messageProperty: nil)
    }
}

extension EndpointSpec {
    /// An endpoint without parameters, body or response (`none`, located at the endpoint).
    package init(name: Located<String>, method: Located<String>, path: Located<String>, location: SourceLocation, jsonPath: JSONPath, file: String? = nil) {
        self.init(
            name: name, description: nil, method: method, path: path, pathParameters: [], query: [], headers: [], body: nil,
            response: Located(.none, location: location, path: jsonPath, file: file), errors: [], responseHeaders: [], examples: [],
            auth: nil, retry: nil, timeout: nil, deprecation: nil, group: nil, paging: nil, location: location, jsonPath: jsonPath, file: file
        )
    }
}



extension ModelSpec {
    package init(name: Located<String>, kind: Kind, location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.init(name: name, description: nil, kind: kind, location: location, path: path, file: file)
    }
}

extension UnionSpec {
    package init(alternatives: [Located<TypeExpression>]) {
        self.init(alternatives: alternatives, discriminator: nil)
    }
}

extension AdditionalPropertiesSpec {
    package init(type: Located<TypeExpression>?, location: SourceLocation, path: JSONPath) {
        self.init(type: type, swiftName: nil, description: nil, location: location, path: path)
    }
}

extension EnumValueSpec {
    package init(value: Located<EnumLiteral>) {
        self.init(value: value, caseName: nil)
    }
}

extension PropertySpec {
    package init(key: Located<String>, type: Located<TypeExpression>) {
        self.init(key: key, type: type, wireName: nil)
    }
}


extension MediaResponseSpec {
    /// A media type read as `reading`, with no terminator and the default method name.
    package init(mediaType: Located<String>, reading: Located<MediaReadingSpec>) {
        self.init(mediaType: mediaType, reading: reading, terminator: nil, swiftName: nil)
    }
}
