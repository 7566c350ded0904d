import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// `$ref` → native types: component schemas become (or name) models; other local references are followed.
extension OpenAPIConverter {
    /// The native type a `$ref` node refers to; a remote or dangling reference is a located error.
    mutating func referencedType(_ ref: JSONNode, hint: @autoclosure () -> String) -> TypeExpression {
        guard let pointer = localPointer(ref) else { return .json }
        let prefix = "/components/schemas/"
        if let rest = pointer.droppingPointerPrefix(prefix), let name = Self.token(rest) {
            return componentType(name, at: ref)
        }
        if let known = referenceTypes[pointer] { return known }
        var key = pointer
        var found = components.resolve(pointer: pointer, in: document)
        if found == nil, let enclosing = enclosingDefinition(pointer, of: ref) {
            key = enclosing.path.description
            if let known = referenceTypes[key] { return known }
            warning("'$ref' target '#\(pointer)' is not in the document; it is read from the '$defs' of the schema around it, "
                    + "a JSON Schema pasted in without its '$id'", at: ref, hint: "move the definitions into components.schemas")
            found = enclosing
        }
        guard let target = found else {
            error("'$ref' target '#\(pointer)' does not exist in this document", at: ref)
            return .json
        }
        guard !refsInProgress.contains(key), refsInProgress.count < 32 else {
            warning("'$ref' '#\(pointer)' refers back to itself; typed as json", at: ref)
            return .json
        }
        refsInProgress.append(key)
        defer { refsInProgress.removeLast() }
        let last = pointer.lastPointerToken.map { Casing.upperCamel(String($0)) } ?? hint()
        guard let schema = schemaOfComponent(target, at: pointer, ref: ref) else {
            referenceTypes[key] = .json
            return .json
        }
        let converted = type(of: schema, hint: last)
        referenceTypes[key] = converted
        return converted
    }

    /// The schema a schema's `$ref` to `pointer` means: `target` itself, unless it is a component of another kind. A
    /// header or a parameter holds the schema meant (Flask-Security refers its CSRF header parameter's schema to
    /// `#/components/headers/X-CSRF-Token`, which was any JSON without a word); anything else is no schema (nil).
    private mutating func schemaOfComponent(_ target: JSONNode, at pointer: String, ref: JSONNode) -> JSONNode? {
        let tokens = pointer.pointerTokens
        guard tokens.count == 4, tokens[1] == "components", tokens[2] != "schemas" else { return target }
        let section = String(tokens[2])
        if section == "headers" || section == "parameters", let schema = target["schema"] {
            warning("'$ref' of a schema names a \(section.dropLast()) ('#\(pointer)'), not a schema; the \(section.dropLast())'s schema is used",
                    at: ref, hint: "refer to a schema in components.schemas")
            return schema
        }
        warning("'$ref' of a schema names '#\(pointer)' of components.\(section), which is not a schema; typed as json", at: ref)
        return nil
    }

    /// The definition `#/$defs/Name` names when the document's root has none: the one in the nearest schema around
    /// `ref` that declares it. FastAPI writes a Pydantic model's own JSON Schema (`openapi_extra`) with its `$defs`
    /// inside it, referred to as from its root; Langflow's whole document was refused for it.
    private func enclosingDefinition(_ pointer: String, of ref: JSONNode) -> JSONNode? {
        let prefix = "/$defs/"
        guard let rest = pointer.droppingPointerPrefix(prefix), let name = Self.token(rest), ref.file == nil else { return nil }
        var ancestors: [JSONNode] = [document]
        for step in ref.path.components.dropLast() {
            guard let next = ancestors.last.flatMap({ node -> JSONNode? in
                switch step {
                case .key(let key): node[key]
                case .index(let index): node.elements.flatMap { $0.indices.contains(index) ? $0[index] : nil }
                }
            }) else { break }
            ancestors.append(next)
        }
        return ancestors.reversed().lazy.compactMap { $0["$defs"]?[name] }.first
    }

    /// The JSON pointer of a local `$ref` (without `#`), or nil after reporting a remote or malformed one.
    mutating func localPointer(_ ref: JSONNode) -> String? {
        guard let text = ref.string else {
            error("'$ref' must be a string, found \(ref.kindName)", at: ref)
            return nil
        }
        guard text.hasPrefix("#") else {
            error("'$ref' '\(text)' names another file, and no files are read here", at: ref,
                  hint: "generate from the document's path so that the files it refers to can be read")
            return nil
        }
        return String(text.dropFirst())
    }

    /// The target of a local `$ref` (parameters, request bodies, responses, schemas), reporting problems.
    mutating func resolveReference(_ ref: JSONNode) -> JSONNode? {
        guard let pointer = localPointer(ref) else { return nil }
        guard let target = components.resolve(pointer: pointer, in: document) else {
            error("'$ref' target '#\(pointer)' does not exist in this document", at: ref)
            return nil
        }
        return target
    }

    /// `node`, or the object its `$ref` chain leads to (at most a few steps, so a cycle cannot hang).
    mutating func dereferenced(_ node: JSONNode) -> JSONNode? {
        var current = node
        for _ in 0..<8 {
            guard let ref = current["$ref"] else { return current }
            guard let target = resolveReference(ref) else { return nil }
            current = target
        }
        error("'$ref' chain is too long or circular", at: node)
        return nil
    }

    /// A single decoded pointer token, or nil when the text has more than one.
    static func token(_ text: Substring) -> String? {
        guard !text.utf8.contains(UInt8(ascii: "/")) else { return nil }
        return JSONNode.decodedToken(text)
    }

    /// The type of the component schema `name`: its model's name, or its converted type when it is an alias.
    mutating func componentType(_ name: String, at ref: JSONNode) -> TypeExpression {
        if let type = componentTypes[name] { return type }
        guard let schema = document["components"]?["schemas"]?[name] else {
            error("'$ref' target '#/components/schemas/\(name)' does not exist in this document", at: ref)
            return .json
        }
        guard !componentsInProgress.contains(name) else {
            warning("schema '\(name)' refers to itself without an object in between; typed as json", at: ref)
            return .json
        }
        componentsInProgress.insert(name)
        defer { componentsInProgress.remove(name) }
        let hint = componentName(name)
        let type = type(of: schema, hint: hint)
        componentTypes[name] = type
        return type
    }

    /// The Swift name of the component schema `key` (``ComponentNames``).
    func componentName(_ key: String) -> String {
        componentNames[key] ?? Casing.upperCamel(key)
    }

    /// Gives every component schema that becomes a model its name first, so that names do not depend on which
    /// operation happens to use a schema first, and recursive references find the name.
    mutating func reserveComponentModels() {
        let members = document["components"]?["schemas"]?.members ?? []
        componentNames = ComponentNames.names(of: members.map(\.key))
        let names = Set(componentNames.values)
        for member in members {
            let schema = member.value
            guard isObjectModelSchema(schema) || enumCases(of: schema) != nil || isUnionSchema(schema) else { continue }
            guard !formBodyComponents.contains(member.key) || !isObjectModelSchema(schema) else { continue }
            let preferred = fastAPINames.bodyModelName(componentKey: member.key, componentNames: names) ?? componentName(member.key)
            let name = reserveModel(preferred, origin: schema, isComponentSchema: true)
            let nullable = schema["nullable"]?.bool == true || typeNames(of: schema).nullable
                || (isUnionSchema(schema) && ((schema["oneOf"] ?? schema["anyOf"])?.elements ?? []).contains { isNullSchema($0) })
            componentTypes[member.key] = nullable ? .optional(.named(name)) : .named(name)
        }
    }

    /// Converts every component schema, in document order, whether or not an operation uses it.
    mutating func convertComponentSchemas() {
        for member in document["components"]?["schemas"]?.members ?? [] {
            let schema = member.value
            // Models are made here without ``type(of:hint:)``, which checks the schemas it reads.
            reportMistypedKeywords(of: schema)
            // A form body is sent field by field: its schema needs no model (see `FormBodyComponents`), and the keywords
            // a model would not use go unused by its fields too.
            guard !formBodyComponents.contains(member.key) || !isObjectModelSchema(schema) else {
                reportUnsupportedKeywords(of: schema)
                continue
            }
            let reserved = componentTypes[member.key]?.unwrapped.name
            // An object model's `minProperties` or `patternProperties` went without a word.
            if reserved != nil { reportUnsupportedKeywords(of: schema) }
            if let name = reserved, let subtypes = subtypeAlternatives(ofComponent: member.key, schema: schema) {
                fillUnionModel(name, schema: schema, subtypes: subtypes)
            } else if let name = reserved, isObjectModelSchema(schema) {
                fillObjectModel(name, schema: schema)
            } else if let name = reserved, let cases = enumCases(of: schema) {
                fillEnumModel(name, schema: schema, cases: cases)
            } else if let name = reserved, isUnionSchema(schema) {
                fillUnionModel(name, schema: schema)
            } else {
                _ = componentType(member.key, at: schema)
            }
            dropped.flush(owner: "schema '\(member.key)'", into: &diagnostics, file: file)
        }
    }

    /// `schema` (or a path item), or the one its local `$ref` names, without reporting: converting it reports a bad reference.
    func peek(_ schema: JSONNode) -> JSONNode {
        guard let text = schema["$ref"]?.string, text.hasPrefix("#"), let target = components.resolve(pointer: String(text.dropFirst()), in: document) else { return schema }
        return target
    }
}
