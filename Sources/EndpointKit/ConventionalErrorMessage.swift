import Foundation

/// The message of an error body read without its model, where APIs conventionally put one: the typed body gave none,
/// because the document declares no error model, or one that does not fit the body, or one whose message is out of
/// the generator's reach. FastAPI declares its 422 model (`detail`: a list) as every error's and sends `{"detail":
/// "Could not validate credentials"}` for the others; Anthropic's and OpenAI's `error` is a union of error types, each
/// with its `message`. Each showed the status's default text instead of the server's explanation.
enum ConventionalErrorMessage {
    /// The keys that hold an error's text, most specific first: the generator's choice for `errorBody` too. `reason` is
    /// Open-Meteo's (`{"error": true, "reason": "…"}`) and Elasticsearch's (`{"error": {"type": …, "reason": "…"}}`).
    static let keys = ["message", "msg", "detail", "error_description", "error_message", "title", "description", "error", "reason"]

    /// The first text under ``keys`` in a JSON object `body`, else one level down (`error.message`), else in the
    /// first element of its `errors` (JSON:API's and GraphQL's list), else each field's text in an `errors`, `message`
    /// or `detail` object (Rails' and Emmett's `{"errors": {"email": ["is taken"]}}` is `email: is taken`, Superset's
    /// `{"message": {"slug": ["Must be unique"]}}` is `slug: Must be unique`); Pydantic's validation problems
    /// in FastAPI's `detail` or as the whole body (`body.name: Field required`), or a list of texts under `detail`
    /// (ZenML's `["KeyError", "No stack with this ID"]`), or the words of an object's only member as `key: text`
    /// (Piccolo's `{"db_error": "NOT NULL constraint failed"}`, not a code such as `{"code": "E42"}`); the whole body
    /// when its `contentType` is `text/plain` (Flask's and many proxies' `Unauthorized`, which a document declares as
    /// text), or when it has none and is a short line of text that is neither JSON nor markup (Starlette's
    /// `PlainTextResponse` sends no `Content-Type`); nil for any other.
    static func message(in body: Data, contentType: String?) -> String? {
        if let contentType, MediaType.matches(contentType, range: "text/plain") {
            return String(data: body, encoding: .utf8).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        }
        let first = body.first(where: { !Self.isBlank($0) })
        if contentType == nil, let first, first != UInt8(ascii: "{"), first != UInt8(ascii: "["), first != UInt8(ascii: "<"),
           body.count <= Self.longestUnlabelledText, let text = String(data: body, encoding: .utf8), !text.contains(where: Self.isControl) {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // Only an object or a list can hold one: an HTML page is not parsed.
        guard let first, first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
              let value = try? JSONDecoder().decode(JSONValue.self, from: body)
        else { return nil }
        if case .array(let problems) = value { return validationProblems(problems) }
        guard case .object(let members) = value else { return nil }
        if let text = text(in: members) { return text }
        if case .array(let items)? = members["detail"], let text = validationProblems(items) ?? texts(items) { return text }
        for key in keys {
            if case .object(let nested)? = members[key], let text = text(in: nested) { return text }
        }
        if case .array(let errors)? = members["errors"], case .object(let first)? = errors.first { return text(in: first) }
        // marshmallow's field errors, under `errors` (Rails too) or `message` (Flask-AppBuilder's, Superset's).
        for key in ["errors", "message", "detail"] {
            if case .object(let fields)? = members[key], let text = fieldTexts(fields) { return text }
        }
        // Words, not a code: `{"code": "E42"}` explains nothing the status does not.
        if members.count == 1, let (key, value) = members.first, case .string(let text) = value,
           text.trimmingCharacters(in: .whitespaces).contains(where: \.isWhitespace) {
            return "\(key): \(text)"
        }
        return nil
    }

    /// The most bytes a body without a `Content-Type` may have to be shown as the message: an explanation, not a page.
    private static let longestUnlabelledText = 1_000

    /// Whether `character` is a control character other than a line break or tab, which text meant to be read has none of.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.generalCategory == .control && !["\n", "\r", "\t"].contains($0) }
    }

    /// `place: text` for each of Pydantic's validation problems (`{"loc": ["body", "name"], "msg": "Field required"}`),
    /// joined by `; `: FastAPI's `detail`, or the whole body as spectree sends it; nil when none has a `msg`.
    private static func validationProblems(_ problems: [JSONValue]) -> String? {
        let said = problems.compactMap { problem -> String? in
            guard case .object(let members) = problem, case .string(let text)? = members["msg"], !text.allSatisfy(\.isWhitespace) else {
                return nil
            }
            guard case .array(let place)? = members["loc"] else { return text }
            let segments = place.compactMap { segment -> String? in
                switch segment {
                case .string(let name): name
                case .integer(let index): String(index)
                default: nil
                }
            }
            return segments.isEmpty ? text : segments.joined(separator: ".") + ": " + text
        }
        return said.isEmpty ? nil : said.joined(separator: "; ")
    }

    /// A list of texts joined by `; `, or ZenML's exception and its text (`["KeyError", "No stack with this ID"]`) as
    /// `KeyError: No stack with this ID`; nil unless every item is a string, some not blank.
    private static func texts(_ items: [JSONValue]) -> String? {
        let shown = shownTexts(items)
        guard items.allSatisfy({ if case .string = $0 { true } else { false } }), !shown.isEmpty else { return nil }
        if shown.count == 2, !shown[0].contains(where: \.isWhitespace), shown[0].hasSuffix("Error") || shown[0].hasSuffix("Exception") {
            return shown.joined(separator: ": ")
        }
        return shown.joined(separator: "; ")
    }

    /// `field: text` for each field of an `errors` object with a text or list of texts, by field name, joined by `; `.
    private static func fieldTexts(_ fields: [String: JSONValue]) -> String? {
        let said = fields.sorted { $0.key < $1.key }.compactMap { field, value -> String? in
            let shown: [String] = switch value {
            case .string: shownTexts([value])
            case .array(let items): shownTexts(items)
            default: []
            }
            return shown.isEmpty ? nil : "\(field): \(shown.joined(separator: ", "))"
        }
        return said.isEmpty ? nil : said.joined(separator: "; ")
    }

    /// The strings among `items` that are not blank.
    private static func shownTexts(_ items: [JSONValue]) -> [String] {
        items.compactMap { if case .string(let text) = $0, !text.allSatisfy(\.isWhitespace) { text } else { nil } }
    }

    /// The first non-blank string under ``keys``.
    private static func text(in members: [String: JSONValue]) -> String? {
        for key in keys {
            if case .string(let text)? = members[key], !text.allSatisfy(\.isWhitespace) { return text }
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }
}
