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
}
