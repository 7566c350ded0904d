@testable import EndpointGenerator
import Testing

/// Small spec in, exact Swift out, for models.
@Suite struct ModelEmitterTests {
    @Test func structsHaveExplicitCodingKeysAndAnInitializer() {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "Movie": { "description": "A film.", "properties": { "id": "int", "posterPath": { "type": "string?", "description": "Poster." }, "default": "bool", "total_results": "int64" } } }"#,
            extra: #" "keyStyle": "snake_case","#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Models", of: result).contains("""
            /// A film.
            ///
            /// - Remark: Generated from `$.models.Movie`.
            public nonisolated struct Movie: Codable, Hashable, Sendable {
                public var id: Int
                /// Poster.
                public var posterPath: String?
                public var `default`: Bool
                public var totalResults: Int64

                public init(id: Int, posterPath: String? = nil, `default`: Bool, totalResults: Int64) {
                    self.id = id
                    self.posterPath = posterPath
                    self.`default` = `default`
                    self.totalResults = totalResults
                }

                private enum CodingKeys: String, CodingKey {
                    case id, posterPath = "poster_path", `default`, totalResults = "total_results"
                }
            }
            """))
    }

    /// Coding keys are left to Swift where its synthesized ones are the wire names, also beside a written
    /// `init(from:)`; a wire name that is the property's name but for case (`ID` as `id`) keeps its key, and so
    /// does a model that writes `encode(to:)` too (a `null` that must be sent, a constant), as Swift then
    /// synthesizes no keys.
    @Test func codingKeysOnlyWhereAWireNameDiffersFromThePropertyName() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Plain": { "properties": { "id": "int", "name": "string?", "count": { "type": "int", "default": 1 } } },
              "Cased": { "properties": { "ID": "int", "name": "string" } },
              "Sent": { "properties": { "id": "int", "note": { "type": "string", "nullable": true } } },
              "Fixed": { "properties": { "kind": { "type": "string", "const": "fixed" }, "name": "string" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        let plain = try #require(output.range(of: "struct Plain").map { String(output[$0.lowerBound...].prefix { $0 != "/" }) })
        #expect(plain.contains("self.count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1"), "\(plain)")
        #expect(!plain.contains("enum CodingKeys"), "\(plain)")
        #expect(output.contains("""
                private enum CodingKeys: String, CodingKey {
                    case id = "ID", name
                }
            """), "\(output)")
        for model in ["Sent", "Fixed"] {
            let declaration = try #require(output.range(of: "struct \(model)").map { String(output[$0.lowerBound...].prefix { $0 != "/" }) })
            #expect(declaration.contains("func encode(to encoder: any Encoder)") && declaration.contains("private enum CodingKeys"), "\(declaration)")
        }
        try await TypeCheck.run(result.files, moduleName: "SynthesizedKeys")
        try await TypeCheck.run(result.files, moduleName: "SynthesizedKeysMainActor", mainActorByDefault: true)
    }

    @Test func enumsKeepUnknownValues() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Site": { "enum": ["YouTube", "vimeo-pro", "unknown"] } }"#))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("public nonisolated enum Site: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {"))
        #expect(output.contains("""
                    case "YouTube": self = .youTube
                    case "vimeo-pro": self = .vimeoPro
                    case "unknown": self = .unknownValue
                    default: self = .unknown(rawValue)
            """))
        #expect(output.contains("        case .unknown(let value): value\n"))
    }

    @Test func errorBodyConformsToServerErrorBody() {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "Failure": { "properties": { "detail": "string?", "message": "string" } } }"#,
            extra: #" "errorBody": "Failure","#
        ))
        #expect(SpecFixture.file("Models", of: result).contains("""
            nonisolated extension Failure: ServerErrorBody {
                /// The message the server sent, shown to users by `EndpointError`.
                public var serverMessage: String? { message }
            }
            """))
    }

    @Test func aModelWithAServerMessageConformsToServerErrorBody() async throws {
        // Error bodies an endpoint declares, beside the API-wide one: each shows its own message.
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "get": { "method": "GET", "path": "/g", "errors": { "400": "BadInput", "409": "Conflict" } } }"#,
            models: #"""
            { "BadInput": { "properties": { "detail": "string" }, "serverMessage": "detail" },
              "Conflict": { "properties": { "error": "Reason?" }, "serverMessage": "error.text" },
              "Reason": { "properties": { "text": { "type": "string?", "nullable": true } } },
              "Failure": { "properties": { "message": "string" } } }
            """#,
            extra: #" "errorBody": "Failure","#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("""
            nonisolated extension BadInput: ServerErrorBody {
                /// The message the server sent, shown to users by `EndpointError`.
                public var serverMessage: String? { detail }
            }
            """))
        #expect(models.contains("public var serverMessage: String? { error?.text?.value }"), "\(models)")
        #expect(models.contains("public var serverMessage: String? { message }"))
        try await TypeCheck.run(result.files, moduleName: "ServerMessages")
    }

    @Test func anInlineErrorModelSharingTheErrorBodysShapeConformsOnce() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "get": { "method": "GET", "path": "/g", "errors": { "400": "GetError" } } }"#,
            models: #"""
            { "Failure": { "inline": true, "properties": { "message": "string" } },
              "GetError": { "inline": true, "properties": { "message": "string" }, "serverMessage": "message" } }
            """#,
            extra: #" "errorBody": "Failure","#
        ))
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains("typealias GetError = Failure"), "\(models)")
        #expect(models.components(separatedBy: ": ServerErrorBody").count == 2, "\(models)")
        try await TypeCheck.run(result.files, moduleName: "SharedErrorShape")
    }

    @Test func emptyObjectsHaveNoCodingKeys() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Empty": { "properties": {} } }"#))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("public nonisolated struct Empty: Codable, Hashable, Sendable {"))
        #expect(!output.contains("CodingKeys"))
    }

    @Test func hostileDescriptionsStayInsideComments() {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "Note": { "description": "Ends here */ \n}\nstruct Evil {} \u202E", "properties": { "text": { "type": "string", "description": "line\r\n#warning(\"x\")" } } } }"#
        ))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("/// Ends here */\n/// }\n/// struct Evil {}\n"))
        #expect(output.contains("    /// line\n    /// #warning(\"x\")\n"))
        #expect(!output.contains("\u{202E}"))
    }

    @Test func deprecatedPropertiesGetACleanAndADeprecatedInitializer() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "User": { "properties": { "id": "int", "nick": { "type": "string?", "deprecated": "Use displayName." }, "old": { "type": "bool?", "deprecated": true } } } }"#
        ))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                @available(*, deprecated, message: "Use displayName.")
                public var nick: String?
                @available(*, deprecated)
                public var old: Bool?
            """))
        #expect(output.contains("""
                public init(id: Int) {
                    self.id = id
                }

                /// Creates a value including the deprecated `nick`, `old`.
                @available(*, deprecated, message: "Sets deprecated properties: nick, old")
                public init(id: Int, nick: String?, old: Bool?) {
            """))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedModels")
    }

    @Test func validateChecksTheModelsAPropertyHolds() async throws {
        // An Order's validate() checked its own properties only: its address's line1 went out whatever its maxLength.
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "create": { "method": "POST", "path": "/o", "body": "Order" } }"#,
            models: #"""
            { "Order": { "properties": { "address": "Address", "billing": "Address?", "lines": "[Line]", "byCode": "[string: Line]?",
                         "grid": "[[Line]]", "gift": { "type": "Address?", "nullable": true }, "old": { "type": "Address?", "deprecated": true },
                         "category": "Category?", "plain": "Plain" } },
              "Address": { "properties": { "line1": { "type": "string", "maxLength": 5 } } },
              "Line": { "properties": { "address": "Address" } },
              "Batch": { "properties": { "first": "Line", "note": "string" } }, "Crate": { "properties": { "batch": "Batch" } },
              "Category": { "properties": { "name": { "type": "string", "minLength": 1 }, "children": "[Category]" } },
              "Plain": { "properties": { "name": "string" } } }
            """#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let models = SpecFixture.file("Models", of: result)
        #expect(models.contains(#"""
                public func validate() throws(EndpointError) {
                    try Validate.nested(address, in: "Order.address")
                    try Validate.nested(billing, in: "Order.billing")
                    for (index0, element0) in lines.enumerated() {
                        try Validate.nested(element0, in: "Order.lines[\(index0)]")
                    }
                    if let value0 = byCode {
                        for (key1, element1) in value0 {
                            try Validate.nested(element1, in: "Order.byCode[\(key1.debugDescription)]")
                        }
                    }
                    for (index0, element0) in grid.enumerated() {
                        for (index1, element1) in element0.enumerated() {
                            try Validate.nested(element1, in: "Order.grid[\(index0)][\(index1)]")
                        }
                    }
                    try Validate.nested(gift?.value, in: "Order.gift")
                    try Validate.nested(category, in: "Order.category")
                    try Validate.deprecatedProperties(of: self)
                }
            """#), "\(models)")
        // A model that only holds one that validates gets the method; one that holds none does not.
        #expect(models.contains("public nonisolated struct Line: Codable, Hashable, Sendable, Validatable {")
            && models.contains(#"        try Validate.nested(address, in: "Line.address")"# + "\n"))
        // Levels down: a Crate holds a Batch, which holds a Line, which holds an Address.
        #expect(models.contains(#"        try Validate.nested(first, in: "Batch.first")"# + "\n")
            && models.contains(#"        try Validate.nested(batch, in: "Crate.batch")"# + "\n"))
        #expect(!models.components(separatedBy: "struct Plain").last!.contains("func validate()"))
        // A recursive model checks its children, deprecated ones in the deprecated method.
        #expect(models.contains(#"""
                    for (index0, element0) in children.enumerated() {
                        try Validate.nested(element0, in: "Category.children[\(index0)]")
                    }
            """#))
        #expect(models.contains(#"""
                public func validateDeprecatedProperties() throws(EndpointError) {
                    try Validate.nested(old, in: "Order.old")
                }
            """#))
        #expect(SpecFixture.file("Endpoint", of: result).contains("try body.validate()"))
        try await TypeCheck.run(result.files, moduleName: "NestedValidation")
        try await TypeCheck.run(result.files, moduleName: "NestedValidationMainActor", mainActorByDefault: true)
    }

    @Test func deprecatedPropertiesWithConstraintsAreCheckedWithoutAWarning() async throws {
        // Reading a deprecated property warns unless the reader is deprecated: OpenAI's `functions` (1–128 items) and
        // Anthropic's `temperature` made their SDKs warn. The deprecated checks sit in a deprecated method that
        // `validate()` calls through `DeprecatedPropertyValidation`.
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Request": { "properties": { "model": { "type": "string", "maxLength": 20 },
              "functions": { "type": "[string]?", "deprecated": "Use tools.", "minLength": 1, "maxLength": 128 } } } }
            """#))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("public nonisolated struct Request: Codable, Hashable, Sendable, Validatable, DeprecatedPropertyValidation {"))
        #expect(output.contains("""
                public func validate() throws(EndpointError) {
                    try Validate.length(model, of: "Request.model", max: 20)
                    try Validate.deprecatedProperties(of: self)
                }

                /// Checks the deprecated properties against the spec's constraints; ``validate()`` calls it.
                @available(*, deprecated, message: "Reads deprecated properties; call validate().")
                public func validateDeprecatedProperties() throws(EndpointError) {
                    try Validate.length(functions, of: "Request.functions", min: 1, max: 128)
                }
            """))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedConstraints")
        try await TypeCheck.run(result.files, moduleName: "DeprecatedConstraintsMainActor", mainActorByDefault: true)
        // Without a deprecated property among the checked ones, nothing changes.
        let plain = SpecFixture.file("Models", of: SpecFixture.generate(SpecFixture.spec(
            models: #"{ "Request": { "properties": { "model": { "type": "string", "maxLength": 20 }, "old": { "type": "string?", "deprecated": true } } } }"#)))
        #expect(plain.contains("struct Request: Codable, Hashable, Sendable, Validatable {") && !plain.contains("validateDeprecatedProperties"))
    }
}
