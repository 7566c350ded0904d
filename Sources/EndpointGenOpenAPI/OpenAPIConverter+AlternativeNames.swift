import EndpointGenJSON
import EndpointGenSpec

/// The names of a union's inline alternatives, which their cases take (`PaymentSourceCard` → `card`).
extension OpenAPIConverter {
    /// The name each of `variants` is given after its union's name, in order: its `title`, unless it writes a type
    /// (see ``titleName(_:)``); else the one value of a
    /// string (`auto`, `*` as `Wildcard`, a word in capitals as the word: `INDIVIDUAL` as `Individual`), or the two or three values of a string joined by `Or` (`AutoOrDisabled`), or of an integer
    /// after `Value` (`Value1`, `ValueMinus1Or0`); else, for an
    /// object, the values of the `discriminator` property named so (one to three), else the one value of a property
    /// (`type: retention_ratio`, OpenAI's `event: thread.run.created`), which is how servers tell such objects apart;
    /// else the name of an object's one property (Benchling's `{entityRegistryId}` beside a string and a number);
    /// else the name of the one key an object requires that no other alternative declares (in its `properties` or
    /// `required`, in place or through a reference `resolve` follows), which is what tells it apart: PacketExchange's
    /// call actions `{say, language}` (`say` required) beside `{play}` and `{pause}` are `say`, `play` and `pause`, and
    /// Rootly's workflow runs, each requiring one of `incident_id`, `alert_id`, …, were `option2`…`option6`;
    /// else, for the one list of objects or unions written in place among them, nothing, so that its items are the
    /// union's `Item` and its case `items` (OpenAI's content, a string or a list of parts, was
    /// `option2Items([ContentOption2Item])`); else
    /// `Option<n>`, `n` counting from 1. A name two alternatives would share is `Option<n>` for both, unless each
    /// extends a component of its own (``extendedComponentName(_:)``), which then names it.
    static func alternativeNames(_ variants: [JSONNode], discriminator: String?, resolve: (JSONNode) -> JSONNode) -> [String] {
        var named = variants.indices.map { index in
            let variant = variants[index]
            return variant["title"]?.string.flatMap(titleName) ?? valuesName(of: variant)
                ?? discriminator.flatMap { property(named: $0, of: variant) }.flatMap(valuesName) ?? taggedObjectName(variant)
                ?? solePropertyName(variant) ?? ownRequiredKeyName(index, of: variants, resolve: resolve)
        }
        let unnamedLists = variants.indices.filter { named[$0] == nil && isListOfInlineModels(variants[$0]) }
        if unnamedLists.count == 1 { named[unnamedLists[0]] = "" }
        var counts: [String: Int] = [:]
        for name in named { if let name { counts[name, default: 0] += 1 } }
        let extended = variants.map(extendedComponentName)
        var extendedCounts: [String: Int] = [:]
        for name in extended { if let name { extendedCounts[name, default: 0] += 1 } }
        return named.enumerated().map { index, name in
            if let name, counts[name] == 1 { return name }
            if let component = extended[index], extendedCounts[component] == 1, counts[component] == nil { return component }
            return "Option\(index + 1)"
        }
    }

    /// The name of the one component schema an inline `allOf` alternative extends: Hugging Face TGI's completions are
    /// `allOf: [{$ref: Chunk}, {object: {enum: [text_completion]}}]` and the same with `CompletionFinal`, whose one
    /// shared value names neither (`option1`, `option2`; now `chunk` and `completionFinal`).
    private static func extendedComponentName(_ variant: JSONNode) -> String? {
        guard variant["$ref"] == nil, let parts = variant["allOf"]?.elements else { return nil }
        let references = parts.compactMap { $0["$ref"]?.string }
        guard references.count == 1 else { return nil }
        return componentKey(references[0], in: .schemas).flatMap(wordsName)
    }

    /// The name a `title` gives, unless the title writes a type instead of naming one: a union (`TextPart | ImagePart`,
    /// Llama Stack's `OpenAIResponseMessage | ... (8 variants)`) or a container (Pydantic's `list[TextPart | ImagePart]`,
    /// `dict[str, Tool]`, `Optional[Tool]`, Java's `List<Tool>`). Read as names, those made cases of up to 150
    /// characters (`listTextPartImagePartItems`) while saying no more than the types the alternative converts to. A
    /// generic model's title names that model and is kept: Pydantic titles `Page[Item]` so, and keys its component
    /// `Page_Item_`, which is `PageItem` too.
    private static func titleName(_ title: String) -> String? {
        guard !title.contains("|"), !title.contains("...") else { return nil }
        let head = title.prefix { !"[<«".contains($0) }
        if head.count < title.count, containerWords.contains(head.lowercased()) { return nil }
        return wordsName(title)
    }

    /// The names of Python's and Java's containers and type forms, as titles write them before `[` or `<`.
    private static let containerWords: Set<String> = [
        "list", "dict", "set", "frozenset", "tuple", "sequence", "mapping", "iterable", "optional", "union", "literal",
        "annotated", "type", "map", "array", "collection", "record",
    ]

    /// Whether `schema` is a list whose items are an object or a union written in place, which takes a name from it.
    private static func isListOfInlineModels(_ schema: JSONNode) -> Bool {
        guard schema["$ref"] == nil, let items = schema["items"], items["$ref"] == nil else { return false }
        return items["properties"] != nil || items["oneOf"] != nil || items["anyOf"] != nil || items["allOf"] != nil
    }

    /// `AutoOrDisabled` for a string of the values `auto` and `disabled`; nil for more than three values, or for any
    /// value whose name would not start with a letter. A leading `-` is `Minus`: titiler's `nan`, `inf` and `-inf` were
    /// `NanOrInfOrInf`. `*` is `Wildcard`, what it is wherever an API takes it in place of names (LangGraph's
    /// `interrupt_before: "*"`, every node; a field list, a scope): it was `Option1`, and `All` or `Any` would each be
    /// wrong somewhere.
    private static func valuesName(of schema: JSONNode) -> String? {
        let values = stringValues(of: schema)
        if values.isEmpty, let numbers = integerValues(of: schema) { return integersName(numbers) }
        guard (1...3).contains(values.count) else { return nil }
        let names = values.compactMap { value in
            value == "*" ? "Wildcard" : value.hasPrefix("-") ? valueName(String(value.dropFirst())).map { "Minus" + $0 } : valueName(value)
        }
        return names.count == values.count ? names.joined(separator: "Or") : nil
    }

    /// `Value1Or2` for an integer of the values 1 and 2, a sign spelled (`ValueMinus1`); nil for more than three. An
    /// integer beside `auto` was `option2` with the one case `_1`; its name now says the value, as a string's does.
    private static func integersName(_ values: [Int64]) -> String? {
        guard (1...3).contains(values.count) else { return nil }
        return "Value" + values.map { $0 < 0 ? "Minus" + String(String($0).dropFirst()) : String($0) }.joined(separator: "Or")
    }

    /// The integers `schema` allows when it lists only integers: its `enum`, else its `const`.
    private static func integerValues(of schema: JSONNode) -> [Int64]? {
        let values = schema["enum"]?.elements ?? schema["const"].map { [$0] } ?? []
        let integers = values.compactMap { value -> Int64? in
            if case .number(let number) = value.value { return number.int64 }
            return nil
        }
        return !integers.isEmpty && integers.count == values.count ? integers : nil
    }

    /// The name of the one value of the first property (required ones first) that holds a single string, in the
    /// schema or the inline parts of its `allOf`.
    private static func taggedObjectName(_ schema: JSONNode) -> String? {
        for part in objectParts(of: schema) {
            guard let properties = part["properties"]?.members else { continue }
            let required = Set((part["required"]?.elements ?? []).compactMap(\.string))
            let ordered = properties.filter { required.contains($0.key) } + properties.filter { !required.contains($0.key) }
            for property in ordered {
                let values = stringValues(of: property.value)
                if values.count == 1, let name = valueName(values[0]) { return name }
            }
        }
        return nil
    }

    /// The name of the one property the object `schema` declares (in it or the inline parts of its `allOf`).
    private static func solePropertyName(_ schema: JSONNode) -> String? {
        let keys = objectParts(of: schema).flatMap { $0["properties"]?.members ?? [] }.map(\.key)
        guard keys.count == 1 else { return nil }
        return wordsName(keys[0])
    }

    /// The name of the one key the object `variants[index]` requires that no other of `variants` declares.
    private static func ownRequiredKeyName(_ index: Int, of variants: [JSONNode], resolve: (JSONNode) -> JSONNode) -> String? {
        let parts = objectParts(of: variants[index]).map(resolve)
        let required = parts.flatMap { ($0["required"]?.elements ?? []).compactMap(\.string) }
        guard !required.isEmpty else { return nil }
        var declared: Set<String> = []
        for other in variants.indices where other != index {
            for part in objectParts(of: resolve(variants[other])).map(resolve) {
                declared.formUnion((part["properties"]?.members ?? []).map(\.key))
                declared.formUnion((part["required"]?.elements ?? []).compactMap(\.string))
            }
        }
        let own = Set(required.filter { !declared.contains($0) })
        return own.count == 1 ? own.first.flatMap(wordsName) : nil
    }

    /// The schema of the property `name` of the object `schema`, declared by it or an inline part of its `allOf`.
    static func property(named name: String, of schema: JSONNode) -> JSONNode? {
        objectParts(of: schema).lazy.compactMap { $0["properties"]?[name] }.first
    }

    private static func objectParts(of schema: JSONNode) -> [JSONNode] {
        [schema] + (schema["allOf"]?.elements ?? [])
    }

    /// The strings `schema` allows when it lists them: its `enum`, else its `const`.
    static func stringValues(of schema: JSONNode) -> [String] {
        if let values = schema["enum"]?.elements {
            let strings = values.compactMap(\.string)
            return strings.count == values.count ? strings : []
        }
        return schema["const"]?.string.map { [$0] } ?? []
    }

    /// A value in upper camel case, a word in capitals as the word (``ShoutedWord``: `INDIVIDUAL` → `Individual`),
    /// when its first word starts with a letter.
    private static func valueName(_ value: String) -> String? {
        wordsName(ShoutedWord.spelled(value))
    }

    /// `text` in upper camel case, when its first word starts with a letter.
    private static func wordsName(_ text: String) -> String? {
        guard let first = Casing.words(text).first?.first, first.isLetter else { return nil }
        return Casing.upperCamel(text)
    }
}
