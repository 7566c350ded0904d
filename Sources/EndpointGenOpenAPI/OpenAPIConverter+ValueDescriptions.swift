import EndpointGenJSON
import EndpointGenSpec

/// The description a value's schema holds one level down, where a member that says nothing of its own takes it:
/// Spotify writes each of its 214 parameters' text in the parameter's `schema`, and its `Mode` (1 is major, 0 is
/// minor) in a component integer that properties `$ref`. A text that only spells the value's name again says nothing
/// either (Ceph's `offset` described "offset", `pool_name` "Pool Name"; ThousandEyes' `labelId` "Label ID."): printed,
/// it filled Quick Help with `- offset: offset`.
extension OpenAPIConverter {
    /// The description of a parameter `name`'s value: its own, else its schema's, else that of the schema the
    /// schema's `$ref` or one-part `allOf` names. The Schema Object describes the same value as the Parameter Object,
    /// and the method's `- Parameters:` list is where a caller reads what to pass, so a model's text is taken too.
    func describeParameter(_ parameter: JSONNode, schema: JSONNode, name: String) -> String? {
        Self.tellingMore(describe(parameter), than: name) ?? Self.tellingMore(describe(schema), than: name)
            ?? Self.tellingMore(referencedDescription(of: schema), than: name)
    }

    /// The description of a property (or form field) `key` of type `type`: its schema's own, else that of the schema
    /// its `$ref` or one-part `allOf` names when that makes no model (a scalar, or a list or dictionary of values),
    /// whose text is documented nowhere else. A model documents itself: copied onto each property that holds it, its
    /// text would be printed once per use.
    func describeProperty(_ schema: JSONNode, key: String, type: TypeExpression) -> String? {
        if let own = Self.tellingMore(describe(schema), than: key) { return own }
        if case .named(let name) = type.unwrapped, !TypeExpression.scalarNames.contains(name) { return nil }
        return Self.tellingMore(referencedDescription(of: schema), than: key)
    }

    /// `text`, unless its letters and digits are those of `name`, ignoring case: a description that only repeats the
    /// name, however spaced, cased or ended.
    static func tellingMore(_ text: String?, than name: String) -> String? {
        guard let text else { return nil }
        // Nearly every description has far more letters than the name: told by its bytes, before comparing letters
        // (which cost 0.8% of generating TMDB). The slack covers letters whose lowercase takes more bytes.
        let limit = 2 * name.utf8.count + 8
        let hasMoreLetters = text.utf8.withContiguousStorageIfAvailable { bytes in
            var letters = 0
            for byte in bytes where byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte & 0xDF) {
                letters += 1
                if letters >= limit { return true }
            }
            return false
        }
        if hasMoreLetters == true { return text }
        let spelled = { (words: String) in words.lowercased().filter { $0.isLetter || $0.isNumber } }
        let key = spelled(name)
        return !key.isEmpty && spelled(text) == key ? nil : text
    }

    /// The first description along the schemas `schema` writes in place of itself (a `$ref`'s target, the one typed part
    /// of an `allOf`, the one alternative beside `null`), following at most ``referencedDescriptionSteps`` of them, so
    /// that schemas naming each other end; nil when none says anything.
    private func referencedDescription(of schema: JSONNode) -> String? {
        var current = schema
        for _ in 0..<Self.referencedDescriptionSteps {
            guard let next = writtenInPlace(of: current) else { return nil }
            if let text = describe(next) { return text }
            current = next
        }
        return nil
    }

    /// The schema `schema` stands for, or nil when it is one of its own, or its `$ref` leads nowhere or to no schema
    /// (as the conversion reports). A header or parameter component stands for its `schema`, as it does for the type:
    /// the text of a response, say, is no value's.
    private func writtenInPlace(of schema: JSONNode) -> JSONNode? {
        if schema["$ref"] != nil {
            let target = peek(schema)
            guard target.path != schema.path else { return nil }
            let steps = target.path.components
            guard steps.count == 3, steps[0] == .key("components"), steps[1] != .key("schemas") else { return target }
            return steps[1] == .key("headers") || steps[1] == .key("parameters") ? target["schema"] : nil
        }
        if let parts = schema["allOf"]?.elements, case let typed = Self.typedParts(ofAllOf: parts), typed.count == 1 { return typed[0] }
        return nullableAlternative(of: schema)
    }

    /// How many schemas ``referencedDescription(of:)`` follows: an alias of an alias is as far as documents go.
    private static let referencedDescriptionSteps = 8
}
