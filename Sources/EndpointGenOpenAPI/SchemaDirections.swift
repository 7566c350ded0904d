import EndpointGenJSON

/// The schemas whose values travel one way only: those the client only ever sends, never decodes (written in request
/// bodies and parameters, and the component schemas only those name, directly or through other components), and those
/// it only ever decodes, never sends (written in responses, and the component schemas only those name).
///
/// A required write-only property is optional where one model serves requests and responses, as no response holds
/// it; in a schema only sent it stays required. Datadog's 39 write-only credentials (`password` of a create request
/// among them) could be left out of the call, for the server to reject it. A required read-only property, the mirror,
/// stays required in a schema only decoded: drf-spectacular marks every response's `id` so, which made `user.id!`.
struct SchemaDirections: Sendable {
    /// The keys of the component schemas only sent.
    let sentOnlyKeys: Set<String>
    /// The keys of the component schemas only decoded.
    let decodedOnlyKeys: Set<String>

    init(document: JSONNode) {
        let schemas = document["components"]?["schemas"]?.members ?? []
        let keys = Set(schemas.map(\.key))
        var references: [String: Set<String>] = [:]
        var extended: [String: Set<String>] = [:]  // component → the components its `allOf` names
        for schema in schemas {
            var named: Set<String> = []
            Self.collectReferences(in: schema.value, keys: keys, into: &named)
            references[schema.key] = named
            extended[schema.key] = Set((schema.value["allOf"]?.elements ?? []).compactMap(Self.schemaKey))
        }
        var sentRoots: Set<String> = []
        var decodedRoots: Set<String> = []
        for member in document.members ?? [] {
            switch member.key {
            case "paths":
                for pathItem in member.value.members ?? [] {
                    Self.collectReferences(in: pathItem.value, keys: keys, sent: &sentRoots, decoded: &decodedRoots)
                }
            case "components":
                for section in member.value.members ?? [] where section.key != "schemas" {
                    switch section.key {
                    case "requestBodies", "parameters":
                        Self.collectReferences(in: section.value, keys: keys, into: &sentRoots)
                    case "pathItems":
                        for pathItem in section.value.members ?? [] {
                            Self.collectReferences(in: pathItem.value, keys: keys, sent: &sentRoots, decoded: &decodedRoots)
                        }
                    default:
                        Self.collectReferences(in: section.value, keys: keys, into: &decodedRoots)
                    }
                }
            default:
                // Webhooks and anything else: what the client might decode.
                Self.collectReferences(in: member.value, keys: keys, into: &decodedRoots)
            }
        }
        func closure(_ roots: Set<String>, adding result: inout Set<String>) {
            var pending = Array(roots)
            while let key = pending.popLast() {
                guard result.insert(key).inserted else { continue }
                pending.append(contentsOf: references[key, default: []])
            }
        }
        // A schema that extends one a value may be of may stand in its place: a base's subtypes become its alternatives.
        func closureWithSubtypes(_ roots: Set<String>) -> Set<String> {
            var result: Set<String> = []
            closure(roots, adding: &result)
            var grew = true
            while grew {
                grew = false
                for schema in schemas where !result.contains(schema.key) && !extended[schema.key, default: []].isDisjoint(with: result) {
                    closure([schema.key], adding: &result)
                    grew = true
                }
            }
            return result
        }
        let decoded = closureWithSubtypes(decodedRoots)
        let sent = closureWithSubtypes(sentRoots)
        sentOnlyKeys = sent.subtracting(decoded)
        decodedOnlyKeys = decoded.subtracting(sent)
    }

    /// Whether `node`, a schema of the document, is only ever sent: in a request body or parameter of an operation, of
    /// `components`, or in a component schema only sent. A value of another file is not told apart.
    func isOnlySent(_ node: JSONNode) -> Bool {
        guard node.file == nil else { return false }
        if let key = OpenAPIConverter.componentKey(at: node.path, in: .schemas, within: true) { return sentOnlyKeys.contains(key) }
        return Self.operationPart(holding: node).map { $0 == "requestBody" || $0 == "parameters" } ?? false
    }

    /// Whether `node`, a schema of the document, is only ever decoded: in a response of an operation or of
    /// `components`, or in a component schema only decoded. A value of another file is not told apart.
    func isOnlyDecoded(_ node: JSONNode) -> Bool {
        guard node.file == nil else { return false }
        if let key = OpenAPIConverter.componentKey(at: node.path, in: .schemas, within: true) { return decodedOnlyKeys.contains(key) }
        return Self.operationPart(holding: node) == "responses"
    }

    /// The part of an operation, or the section of `components`, that holds `node`: `requestBody`, `parameters` (also a
    /// path item's) or `responses`; nil elsewhere.
    private static func operationPart(holding node: JSONNode) -> String? {
        let outermost = node.path.outermost(4)
        guard outermost.count >= 3, case .key(let first) = outermost[0], case .key(let third) = outermost[2] else { return nil }
        switch first {
        case "components":
            guard case .key(let section) = outermost[1] else { return nil }
            return section == "requestBodies" ? "requestBody" : section
        case "paths":
            if third == "parameters" { return third }
            guard outermost.count == 4, OpenAPIConverter.operationMethods.contains(third), case .key(let part) = outermost[3] else { return nil }
            return part
        default:
            return nil
        }
    }

    /// Adds the keys of the component schemas a path item's request bodies and parameters name to `sent`, and those
    /// the rest of it names to `decoded`.
    private static func collectReferences(in pathItem: JSONNode, keys: Set<String>, sent: inout Set<String>, decoded: inout Set<String>) {
        for entry in pathItem.members ?? [] {
            if entry.key == "parameters" {
                collectReferences(in: entry.value, keys: keys, into: &sent)
            } else if OpenAPIConverter.operationMethods.contains(entry.key) {
                for part in entry.value.members ?? [] {
                    if part.key == "requestBody" || part.key == "parameters" {
                        collectReferences(in: part.value, keys: keys, into: &sent)
                    } else {
                        collectReferences(in: part.value, keys: keys, into: &decoded)
                    }
                }
            } else {
                collectReferences(in: entry.value, keys: keys, into: &decoded)
            }
        }
    }

    /// Adds the keys of the component schemas `node` names by `$ref` or in a discriminator's mapping, at any depth.
    private static func collectReferences(in node: JSONNode, keys: Set<String>, into found: inout Set<String>) {
        switch node.value {
        case .object(let members):
            for member in members {
                if member.key == "$ref", let key = OpenAPIConverter.componentKey(member.value.string, in: .schemas) {
                    found.insert(key)
                } else if member.key == "mapping" {
                    // Written as a `$ref` or as a schema's bare name.
                    for target in member.value.members ?? [] {
                        guard let text = target.value.string else { continue }
                        if let key = OpenAPIConverter.componentKey(text, in: .schemas) ?? (keys.contains(text) ? text : nil) { found.insert(key) }
                    }
                }
                collectReferences(in: member.value, keys: keys, into: &found)
            }
        case .array(let elements):
            for element in elements { collectReferences(in: element, keys: keys, into: &found) }
        default:
            break
        }
    }

    /// The key of the component schema `node` is a `$ref` to.
    private static func schemaKey(_ node: JSONNode) -> String? {
        OpenAPIConverter.componentKey(node["$ref"]?.string, in: .schemas)
    }
}
