import EndpointGenJSON
import EndpointGenSpec

extension OpenAPIConverter {
    /// Reports each fixed field of the document's OpenAPI objects whose value is of another kind than OpenAPI defines,
    /// as an error where it is written: read as missing, it was dropped without a word (`paths: 5` made a
    /// client without methods, a response `"zz"` an operation without a response type, an `operationId` of `5` a
    /// method named after its path). Schemas are checked where they are read (``reportMistypedKeywords(of:)``).
    mutating func checkValueKinds() {
        checkFields(of: document, kind: .document)
    }

    private mutating func checkFields(of node: JSONNode, kind: OpenAPIObjectKind) {
        guard let members = node.members, !(kind.mayBeAReference && node["$ref"] != nil) else { return }
        let fields = kind.fields
        for member in members {
            guard let value = fields[member.key] else { continue }
            check(member.value, holds: value, named: "'\(member.key)'")
        }
    }

    /// Checks that `node`, which a message calls `name`, holds `value`, and what it holds in turn.
    private mutating func check(_ node: JSONNode, holds value: OpenAPIObjectKind.Value, named name: String) {
        // Generators write an absent value as `null` (robyn's `info.description`, `externalDocs`), read as absent.
        if case .null = node.value { return }
        guard holds(node, value) else {
            error("\(name) must be \(value.described), found \(Self.kindName(of: node, expected: value))", at: node)
            return
        }
        switch value {
        case .object(let kind):
            checkFields(of: node, kind: kind)
        case .map(let entry):
            for member in node.members ?? [] where !member.key.isSpecificationExtension {
                check(member.value, holds: entry, named: "'\(member.key)'")
            }
        case .list(let element):
            for item in node.elements ?? [] { check(item, holds: element, named: "each of \(name)") }
        case .referable(let inner):
            if node["$ref"] == nil { check(node, holds: inner, named: name) }
        case .paths:
            for member in node.members ?? [] where !member.key.isSpecificationExtension {
                guard member.key.hasPrefix("/") else {
                    error("'\(member.key)' is no path: the keys of 'paths' begin with '/'", at: member.value)
                    continue
                }
                check(member.value, holds: .object(.pathItem), named: "'\(member.key)'")
            }
        case .string, .text, .boolean, .strings, .requirement, .unchecked:
            break
        }
    }

    /// Whether `node` is of the kind `value` says, not looking further than its elements' kinds. A YAML 1.1 boolean
    /// word where a boolean belongs has its own warning (``warnAboutYAML11Booleans()``).
    private func holds(_ node: JSONNode, _ value: OpenAPIObjectKind.Value) -> Bool {
        switch value {
        case .unchecked: true
        case .string: node.string != nil
        case .text: ["string", "number", "boolean"].contains(node.kindName)
        case .referable(let inner): node["$ref"] != nil || holds(node, inner)
        case .paths: node.members != nil
        case .boolean: node.bool != nil || YAML11Booleans.problem(with: node, key: "", file: path(of: node.file)) != nil
        case .strings: node.elements?.allSatisfy { $0.string != nil } ?? false
        case .object, .map: node.members != nil
        case .list: node.elements != nil
        case .requirement: node.members?.allSatisfy { $0.value.elements?.allSatisfy { $0.string != nil } ?? false } ?? false
        }
    }

    /// `number`, or `array holding other values` for an array or object whose elements are of another kind.
    private static func kindName(of node: JSONNode, expected value: OpenAPIObjectKind.Value) -> String {
        let holdsOthers = (value == .strings && node.elements != nil) || (value == .requirement && node.members != nil)
        return node.kindName + (holdsOthers ? " holding other values" : "")
    }

    /// Warns at each keyword of `schema` whose value is of another kind than JSON Schema defines, which is ignored: a
    /// `required` that is no array of names made every property optional without a word. A warning, as the schema
    /// reader's other problems are: the schema is still read.
    mutating func reportMistypedKeywords(of schema: JSONNode) {
        let members = schema.members ?? []
        for index in members.indices where Self.typedSchemaKeywords.contains(members[index].key) {
            let member = members[index]
            // `null` is read as absent, as it is in the document's other objects.
            if case .null = member.value.value { continue }
            guard let value = Self.schemaKeywordKinds[member.key], !holds(member.value, value) else { continue }
            let found = Self.kindName(of: member.value, expected: value)
            // One wording for every keyword, so that one kind hides them all (`--quiet-warnings`).
            warning("a schema keyword of another kind is ignored: '\(member.key)' must be \(value.described), found \(found)", at: member.value)
        }
    }

    /// Schema keywords whose value's kind says what they mean, and that kind.
    private static let schemaKeywordKinds: [String: OpenAPIObjectKind.Value] = [
        "format": .string, "pattern": .string, "title": .text, "description": .text,
        "nullable": .boolean, "readOnly": .boolean, "writeOnly": .boolean, "deprecated": .boolean,
        "properties": .map(.unchecked), "discriminator": .map(.unchecked), "required": .strings,
        "enum": .list(.unchecked), "allOf": .list(.unchecked), "oneOf": .list(.unchecked), "anyOf": .list(.unchecked),
    ]
    private static let typedSchemaKeywords = KeywordSet(Array(schemaKeywordKinds.keys))
}
