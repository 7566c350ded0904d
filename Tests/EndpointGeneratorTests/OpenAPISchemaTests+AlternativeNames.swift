@testable import EndpointGenerator
import Foundation
import Testing

/// How a union's inline alternatives are named when their schemas name them badly or not at all.
extension OpenAPISchemaTests {
    /// Llama Stack titles its unions and lists with the types they write (`list[TextPart | ImagePart]`,
    /// `OpenAIResponseMessage | ... (8 variants)`): read as names, they made cases of up to 150 characters
    /// (`listTextPartImagePartItems`). Such a title is left out, and the alternative is named as if it had none.
    @Test func aTitleThatWritesATypeDoesNotNameItsAlternative() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "content": { "anyOf": [{ "type": "string" }, { "type": "array", "title": "list[TextPart | ImagePart]",
                  "items": { "title": "TextPart | ImagePart", "oneOf": [{ "$ref": "#/components/schemas/TextPart" }, { "$ref": "#/components/schemas/ImagePart" }] } }] },
                "choice": { "oneOf": [
                  { "title": "Optional[Card]", "type": "object", "required": ["number"], "properties": { "number": { "type": "string" } } },
                  { "title": "Auto | ... (3 variants)", "type": "object", "required": ["type"], "properties": { "type": { "const": "auto" } } },
                  { "title": "Bank account", "type": "object", "properties": { "iban": { "type": "string" }, "bic": { "type": "string" } } },
                  { "title": "Page[Item]", "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } }, "next": { "type": "string" } } },
                  { "title": "dict[str, Card]", "type": "object", "properties": { "cards": { "type": "object" }, "count": { "type": "integer" } } }] } } },
              "TextPart": { "type": "object", "properties": { "text": { "type": "string" } } },
              "ImagePart": { "type": "object", "properties": { "url": { "type": "string" } } } }
            """##)
        let json = try F.native(text)
        // A title that names a model, a generic one too (Pydantic's `Page[Item]`, whose component key is `Page_Item_`),
        // still names its alternative; a union, an elided union or a container written as a type does not.
        #expect(F.lookup(json, "models", "RootChoice", "oneOf") as? [String]
            == ["RootChoiceNumber", "RootChoiceAuto", "RootChoiceBankAccount", "RootChoicePageItem", "RootChoiceOption5"])
        let swift = F.swift(text)
        #expect(swift.contains("    case string(String)\n    case items([RootContentItem])\n"), "\(swift)")
        #expect(swift.contains("enum RootContentItem: Codable, Hashable, Sendable {\n    case textPart(TextPart)\n    case imagePart(ImagePart)\n"))
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "TypeTitles")
    }

    /// PacketExchange's call actions (`{say, language}` beside `{play}` and `{pause}`) and Rootly's workflow runs (one
    /// for each of `incident_id`, `post_mortem_id`, `alert_id`, …) are told apart by the one key each requires, which
    /// were `option1`…`option6`.
    @Test func anAlternativeIsNamedByTheOneRequiredKeyNoOtherDeclares() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "action": { "$ref": "#/components/schemas/CallAction" },
                "run": { "$ref": "#/components/schemas/Run" }, "link": { "$ref": "#/components/schemas/Link" }, "speech": { "$ref": "#/components/schemas/Speech" } } },
              "CallAction": { "anyOf": [
                { "type": "object", "required": ["say"], "properties": { "say": { "type": "string" }, "language": { "type": "string" } } },
                { "type": "object", "required": ["play"], "properties": { "play": { "type": "string", "format": "uri" } } },
                { "type": "object", "required": ["pause"], "properties": { "pause": { "type": "integer" } } }] },
              "Run": { "type": "object", "anyOf": [
                { "properties": { "immediate": { "type": "boolean" }, "context": { "type": "object" } } },
                { "required": ["incident_id"], "properties": { "incident_id": { "type": "string" }, "immediate": { "type": "boolean" } } },
                { "allOf": [{ "required": ["alert_id"], "properties": { "alert_id": { "type": "string" }, "immediate": { "type": "boolean" } } }] },
                { "required": ["from", "to"], "properties": { "from": { "type": "string" }, "to": { "type": "string" } } }] },
              "Link": { "oneOf": [
                { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" }, "name": { "type": "string" } } },
                { "type": "object", "required": ["id", "url"], "properties": { "id": { "type": "string" }, "url": { "type": "string" } } }] },
              "Say": { "type": "object", "properties": { "say": { "type": "string" } } },
              "Speech": { "oneOf": [{ "$ref": "#/components/schemas/Say" },
                { "type": "object", "required": ["say"], "properties": { "say": { "type": "string" }, "voice": { "type": "string" } } }] } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "CallAction", "oneOf") as? [String] == ["CallActionSay", "CallActionPlay", "CallActionPause"])
        // No key of its own, or two of them, name nothing.
        #expect(F.lookup(json, "models", "Run", "oneOf") as? [String] == ["RunOption1", "RunIncidentId", "RunAlertId", "RunOption4"])
        // A key another alternative declares, in place or through a reference, tells nothing apart.
        #expect(F.lookup(json, "models", "Link", "oneOf") as? [String] == ["LinkOption1", "LinkUrl"])
        #expect(F.lookup(json, "models", "Speech", "oneOf") as? [String] == ["Say", "SpeechOption2"])
        let swift = F.swift(text)
        #expect(swift.contains("    case say(CallActionSay)\n    case play(CallActionPlay)\n    case pause(CallActionPause)\n"), "\(swift)")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "RequiredKeyNames")
    }

    /// The keys that tell an alternative apart are read through references: its own `allOf` of a component that
    /// requires the key, and another alternative that is a component composed with `allOf`, which declares it too; and a
    /// key another alternative lists in `required` alone is declared by it. Missed, a case was named after a key both
    /// alternatives have (`serial`, `id`), or an alternative named by its key was `Option2`.
    @Test func anAlternativesOwnRequiredKeyIsReadThroughReferences() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "run": { "$ref": "#/components/schemas/Run" },
                "target": { "$ref": "#/components/schemas/Target" }, "lookup": { "$ref": "#/components/schemas/Lookup" } } },
              "AlertTarget": { "type": "object", "required": ["alert_id"], "properties": { "alert_id": { "type": "string" } } },
              "Run": { "anyOf": [
                { "type": "object", "properties": { "immediate": { "type": "boolean" }, "context": { "type": "object" } } },
                { "allOf": [{ "$ref": "#/components/schemas/AlertTarget" }], "properties": { "immediate": { "type": "boolean" }, "note": { "type": "string" } } }] },
              "Device": { "allOf": [{ "type": "object", "properties": { "serial": { "type": "string" }, "model": { "type": "string" } } }] },
              "Target": { "oneOf": [{ "$ref": "#/components/schemas/Device" },
                { "type": "object", "required": ["serial"], "properties": { "serial": { "type": "string" }, "label": { "type": "string" } } }] },
              "Lookup": { "oneOf": [
                { "type": "object", "required": ["id"], "properties": { "id": { "type": "string" }, "name": { "type": "string" } } },
                { "type": "object", "required": ["id", "email"], "properties": { "email": { "type": "string" }, "verified": { "type": "boolean" } } }] } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "Run", "oneOf") as? [String] == ["RunOption1", "RunAlertId"])
        #expect(F.lookup(json, "models", "Target", "oneOf") as? [String] == ["Device", "TargetOption2"])
        #expect(F.lookup(json, "models", "Lookup", "oneOf") as? [String] == ["LookupOption1", "LookupEmail"])
    }

    /// A title elided with `...` (Llama Stack's `… (8 variants)`) writes no name: read as one, it named a case
    /// `tool5Variants`.
    @Test func aTitleElidedWithDotsDoesNotNameItsAlternative() throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": { "tool": { "oneOf": [{ "type": "string" },
                { "title": "Tool ... (5 variants)", "type": "object", "properties": { "name": { "type": "string" }, "arguments": { "type": "object" } } }] } } } }
            """##)
        #expect(F.lookup(try F.native(text), "models", "RootTool", "oneOf") as? [String] == ["string", "RootToolOption2"])
    }

    /// A tag or value of one word in capitals (`INDIVIDUAL`, as APIs whose values are SCREAMING_SNAKE_CASE write one
    /// word) is that word in a type name, as it is in a case name: Toaztr's actors were
    /// `CaseSummaryActorsItemINDIVIDUAL` beside `CaseSummaryActorsItemLegalPerson`. Acronyms and codes of up to three
    /// capitals, and the common longer initialisms, keep their capitals.
    @Test func aValueOfOneWordInCapitalsIsThatWordInATypeName() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "actors": { "type": "array", "items": { "oneOf": [
                  { "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "enum": ["INDIVIDUAL"] }, "name": { "type": "string" } } },
                  { "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "enum": ["LEGAL_PERSON"] }, "company": { "type": "string" } } }],
                  "discriminator": { "propertyName": "type" } } },
                "parties": { "type": "array", "items": { "oneOf": [
                  { "type": "object", "required": ["type"], "properties": { "type": { "const": "INDIVIDUAL" }, "name": { "type": "string" } } },
                  { "type": "object", "required": ["type"], "properties": { "type": { "const": "LegalPerson" }, "company": { "type": "string" } } },
                  { "type": "object", "required": ["type"], "properties": { "type": { "const": "URL" }, "href": { "type": "string" } } },
                  { "type": "object", "required": ["type"], "properties": { "type": { "const": "JSON" }, "body": { "type": "string" } } }] } },
                "mode": { "oneOf": [{ "type": "string", "enum": ["NONE", "AUTO"] }, { "type": "integer" }] },
                "format": { "oneOf": [{ "type": "string", "enum": ["PDF", "HTML"] }, { "type": "integer" }] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootActorsItem", "oneOf") as? [String] == ["RootActorsItemIndividual", "RootActorsItemLegalPerson"])
        #expect(F.lookup(json, "models", "RootPartiesItem", "oneOf") as? [String]
            == ["RootPartiesItemIndividual", "RootPartiesItemLegalPerson", "RootPartiesItemURL", "RootPartiesItemJSON"])
        #expect(F.lookup(json, "models", "RootMode", "oneOf") as? [String] == ["RootModeNoneOrAuto", "int"])
        #expect(F.lookup(json, "models", "RootFormat", "oneOf") as? [String] == ["RootFormatPDFOrHTML", "int"])
        let swift = F.swift(text)
        #expect(swift.contains("    case individual(RootActorsItemIndividual)\n    case legalPerson(RootActorsItemLegalPerson)\n"), "\(swift)")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "ShoutedValueNames")
    }

    /// An integer of one to three values beside other alternatives is named by its values, as a string of them is:
    /// `{enum: [1]}` beside `auto` was `option2(RootEpochsOption2)`, whose one case was `_1`.
    @Test func anIntegerOfAFewValuesIsNamedByThem() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "epochs": { "oneOf": [{ "type": "string", "enum": ["auto"] }, { "type": "integer", "enum": [1] }] },
                "limit": { "oneOf": [{ "type": "string", "enum": ["unlimited"] }, { "type": "integer", "enum": [-1, 0] }] },
                "level": { "oneOf": [{ "type": "string", "enum": ["max"] }, { "type": "integer", "enum": [1, 2, 3, 4] }] },
                "ratio": { "oneOf": [{ "type": "string", "enum": ["auto"] }, { "type": "number", "enum": [0.5] }] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootEpochs", "oneOf") as? [String] == ["\"auto\"", "RootEpochsValue1"])
        #expect(F.lookup(json, "models", "RootLimit", "oneOf") as? [String] == ["\"unlimited\"", "RootLimitValueMinus1Or0"])
        // Four values, or a fraction, name nothing.
        #expect(F.lookup(json, "models", "RootLevel", "oneOf") as? [String] == ["\"max\"", "RootLevelOption2"])
        #expect(F.lookup(json, "models", "RootRatio", "oneOf") as? [String] == ["\"auto\"", "RootRatioOption2"])
        let swift = F.swift(text)
        #expect(swift.contains("    case auto\n    case value1(RootEpochsValue1)\n"), "\(swift)")
        #expect(swift.contains("    case unlimited\n    case valueMinus1Or0(RootLimitValueMinus1Or0)\n"))
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "IntegerValueNames")
    }

    /// A string alternative whose one value is `*` is the wildcard: LangGraph's `interrupt_before` is `"*"` (every node)
    /// or a list of node names, which was `.option1(RunCreateInterruptBeforeOption1)` whose one case was `.times`, then
    /// `.wildcard(RunCreateInterruptBeforeWildcard)`; alone, that one string is the case `.wildcard` itself.
    @Test func aWildcardAlternativeIsNamedSo() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "interrupt_before": { "anyOf": [{ "type": "string", "enum": ["*"] }, { "type": "array", "items": { "type": "string" } }] },
                "fields": { "oneOf": [{ "type": "string", "enum": ["*", "id"] }, { "type": "integer" }] },
                "op": { "type": "string", "enum": ["+", "*"] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootInterruptBefore", "oneOf") as? [String] == ["\"*\"", "[string]"])
        #expect(F.lookup(json, "models", "RootFields", "oneOf") as? [String] == ["RootFieldsWildcardOrId", "int"])
        let swift = F.swift(text)
        #expect(swift.contains("    case wildcard\n    case strings([String])\n"), "\(swift)")
        // `*` beside words is the wildcard too; beside other symbols (`+`) it is an operator, `times`.
        for name in ["RootFieldsWildcardOrId"] {
            let enumeration = swift.components(separatedBy: "enum \(name)").dropFirst().first ?? ""
            #expect(enumeration.contains(#"case "*": self = .wildcard"#), "\(enumeration)")
        }
        #expect(swift.contains(#"case "*": self = .times"#), "\(swift)")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "WildcardNames")
    }

    /// An alternative of one boolean is a case without payload that stands for it, as `null`'s does: LangGraph's
    /// `index` is `false` (no indexing), the fields to index, or `null`, which was `.option1(StorePutRequestIndexOption1)`
    /// whose one case was `.false`, and which kept `true` (refused by the server) as an unknown value.
    @Test func anAlternativeOfOneBooleanIsACaseWithoutPayload() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "properties": {
                "index": { "anyOf": [{ "type": "boolean", "enum": [false] }, { "type": "array", "items": { "type": "string" } }, { "type": "null" }] },
                "stream": { "oneOf": [{ "const": true, "description": "Every event." }, { "type": "integer" }] },
                "flag": { "oneOf": [{ "type": "boolean", "enum": [false], "maxItems": 2 }, { "type": "string" }] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootIndex", "oneOf") as? [String] == ["false", "[string]"])
        #expect(F.lookup(json, "models", "RootStream", "oneOf") as? [String] == ["true", "int"])
        // A keyword beyond its value and annotations keeps the enum model it was.
        #expect(F.lookup(json, "models", "RootFlag", "oneOf") as? [String] != ["false", "string"])
        let swift = F.swift(text)
        #expect(swift.contains("    case `false`\n    case strings([String])\n\n"), "\(swift)")
        #expect(!swift.contains("RootIndexOption1"))
        // `false` in, `false` out; `true` is no case, and fails as the other alternatives do.
        #expect(swift.contains("if (try? container.decode(Bool.self)) == false { self = .`false`; return }"))
        #expect(swift.contains("case .`false`: try container.encode(false)"))
        #expect(swift.contains("if (try? container.decode(Bool.self)) == true { self = .`true`; return }"))
        #expect(swift.contains("in the order `false`, `[String]`,"), "\(swift)")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "BooleanAlternatives")
    }

    /// A plain string that says what it holds, beside listed strings, is no "any other value": Replicate's prediction
    /// `version` is a version ID or `hidden`, and as one open enum every ID was `.unknown("5c7d…")`. It is a union of a
    /// case without payload per listed value, tried first, and the string. A plain string without words of its own
    /// stays the enum's `unknown` (OpenAI's model names).
    @Test func aDescribedStringBesideListedStringsIsACaseOfItsOwn() async throws {
        let text = Self.schemas(##"""
            { "Root": { "type": "object", "required": ["version"], "properties": {
                "version": { "oneOf": [{ "type": "string", "description": "The ID of the model version." },
                                       { "type": "string", "enum": ["hidden"], "description": "Official models have no versions." }] },
                "model": { "anyOf": [{ "type": "string" }, { "type": "string", "enum": ["whisper-1"] }] },
                "quoted": { "oneOf": [{ "const": "say \"hi\"" }, { "type": "integer" }] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "models", "RootVersion", "oneOf") as? [String] == ["\"hidden\"", "string"])
        #expect(F.lookup(json, "models", "RootModel", "enum") != nil)
        let swift = F.swift(text)
        #expect(swift.contains("    case hidden\n    case string(String)\n"), "\(swift)")
        #expect(swift.contains(#"if (try? container.decode(String.self)) == "hidden" { self = .hidden; return }"#), "\(swift)")
        #expect(swift.contains(#"case .hidden: try container.encode("hidden")"#), "\(swift)")
        #expect(swift.contains("case unknown(String)"), "\(swift)")
        // The documentation quotes a listed value as JSON writes it.
        #expect(swift.contains(#"in the order `"say \"hi\""`, `Int`,"#), "\(swift)")
        try await TypeCheck.run(Generator.generate(Data(text.utf8), file: "api.json").files, moduleName: "StringSentinels")
    }
}
