import EndpointGenJSON

/// The schemas whose values the client only ever sends, never decodes: those written in request bodies and
/// parameters, and the component schemas that only those name (directly or through other components).
///
/// A required write-only property is optional where one model serves requests and responses, as no response holds
/// it; in a schema only sent it stays required. Datadog's 39 write-only credentials (`password` of a create request
/// among them) could be left out of the call, for the server to reject it.
struct SentOnlySchemas: Sendable {
    /// The keys of the component schemas only sent.
    let componentKeys: Set<String>

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
                    for entry in pathItem.value.members ?? [] {
                        if entry.key == "parameters" {
                            Self.collectReferences(in: entry.value, keys: keys, into: &sentRoots)
                        } else if OpenAPIConverter.operationMethods.contains(entry.key) {
                            for part in entry.value.members ?? [] {
                                if part.key == "requestBody" || part.key == "parameters" {
                                    Self.collectReferences(in: part.value, keys: keys, into: &sentRoots)
                                } else {
                                    Self.collectReferences(in: part.value, keys: keys, into: &decodedRoots)
                                }
                            }
                        } else {
                            Self.collectReferences(in: entry.value, keys: keys, into: &decodedRoots)
                        }
                    }
                }
            case "components":
                for section in member.value.members ?? [] where section.key != "schemas" {
                    if section.key == "requestBodies" || section.key == "parameters" {
                        Self.collectReferences(in: section.value, keys: keys, into: &sentRoots)
                    } else {
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
        var decoded: Set<String> = []
        closure(decodedRoots, adding: &decoded)
        // A schema that extends a decoded one may be decoded in its place: a base's subtypes become its alternatives.
        var grew = true
        while grew {
            grew = false
            for schema in schemas where !decoded.contains(schema.key) && !extended[schema.key, default: []].isDisjoint(with: decoded) {
                closure([schema.key], adding: &decoded)
                grew = true
            }
        }
        var sent: Set<String> = []
        closure(sentRoots, adding: &sent)
        componentKeys = sent.subtracting(decoded)
    }

    /// Whether `node`, a schema of the document, is only ever sent: in a request body or parameter of an operation, of
    /// `components`, or in a component schema only sent. A value of another file is not told apart.
    func contains(_ node: JSONNode) -> Bool {
        guard node.file == nil else { return false }
        if let key = OpenAPIConverter.componentKey(at: node.path, in: .schemas, within: true) { return componentKeys.contains(key) }
        let outermost = node.path.outermost(4)
        guard outermost.count >= 3, case .key(let first) = outermost[0], case .key(let third) = outermost[2] else { return false }
        switch first {
        case "components":
            return outermost[1] == .key("requestBodies") || outermost[1] == .key("parameters")
        case "paths":
            if third == "parameters" { return true }
            guard outermost.count == 4, OpenAPIConverter.operationMethods.contains(third), case .key(let part) = outermost[3] else { return false }
            return part == "requestBody" || part == "parameters"
        default:
            return false
        }
    }

    /// Adds the keys of the component schemas `node` names by `$ref` or in a discriminator's mapping, at any depth.
    private static func collectReferences(in node: JSONNode, keys: Set<String>, into found: inout Set<String>) {
        switch node.value {
        case .object(let members):
            for member in members {
                if member.key == "$ref", let key = schemaKey(node) {
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
