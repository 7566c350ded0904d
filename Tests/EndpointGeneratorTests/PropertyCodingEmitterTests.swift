@testable import EndpointGenModel
import Testing

/// `nullable`, `default` and `const` on model properties: the Swift they produce, and that it compiles.
@Suite struct PropertyCodingEmitterTests {
    static let models = #"""
        { "Item": { "properties": {
            "id": "int",
            "note": { "type": "string", "nullable": true },
            "patch": { "type": "int?", "nullable": true },
            "count": { "type": "int", "default": 1 },
            "mode": { "type": "Mode", "default": "slow" },
            "type": { "type": "string", "const": "item" },
            "tag": "string?"
        } },
          "Mode": { "enum": ["fast", "slow"] } }
        """#

    @Test func customCodingForNullableDefaultAndConstant() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(models: Self.models))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                public var note: String?
                public var patch: Nullable<Int>?
                public var count: Int
                public var mode: Mode
                public var type: String { "item" }
                public var tag: String?

                public init(id: Int, note: String? = nil, patch: Nullable<Int>? = nil, count: Int = 1, mode: Mode = .slow, tag: String? = nil) {
            """))
        #expect(output.contains("""
                    self.id = try container.decode(Int.self, forKey: .id)
                    self.note = try container.decode(String?.self, forKey: .note)
                    self.patch = try container.decodeIfPresent(Nullable<Int>.self, forKey: .patch)
                    self.count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
                    self.mode = try container.decodeIfPresent(Mode.self, forKey: .mode) ?? .slow
                    do {
                        let value = try container.decode(String.self, forKey: .type)
                        guard value == "item" else {
                            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "'type' must be \\(String(describing: "item" as String)), found \\(String(describing: value))")
                        }
                    }
                    self.tag = try container.decodeIfPresent(String.self, forKey: .tag)
            """))
        #expect(output.contains("""
                    try container.encode(self.note, forKey: .note)
                    try container.encodeIfPresent(self.patch, forKey: .patch)
                    try container.encode(self.count, forKey: .count)
                    try container.encode(self.mode, forKey: .mode)
                    try container.encode(self.type, forKey: .type)
                    try container.encodeIfPresent(self.tag, forKey: .tag)
            """))
        try await TypeCheck.run(result.files, moduleName: "PropertyCoding")
        try await TypeCheck.run(result.files, moduleName: "PropertyCodingMainActor", mainActorByDefault: true)
    }

    @Test func modelsWithoutThemKeepSynthesizedCoding() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"""
            { "Plain": { "properties": { "id": "int", "name": "string?" } },
              "Patch": { "properties": { "id": "int", "note": { "type": "string?", "nullable": true } } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("public nonisolated struct Plain: Codable, Hashable, Sendable {"))
        // A `Nullable<T>?` is decoded right by synthesized code, through EndpointKit's decodeIfPresent for `Nullable`.
        #expect(output.contains("public var note: Nullable<String>?"))
        #expect(!output.contains("init(from decoder"))
        #expect(!output.contains("CodingKeys"))
    }

    @Test func deprecatedPropertiesWithCustomCodingCompileWithoutWarnings() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            models: #"{ "User": { "properties": { "id": "int", "old": { "type": "string?", "deprecated": true }, "n": { "type": "int", "default": 2 } } } }"#
        ))
        let output = SpecFixture.file("Models", of: result)
        #expect(output.contains("""
                @available(*, deprecated, message: "Codes deprecated properties; use JSONDecoder and JSONEncoder.")
                public init(from decoder: any Decoder) throws {
            """))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedCoding")
    }
}
