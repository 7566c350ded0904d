import EndpointGenJSON

/// The property names declared by the schemas that include each component schema through `allOf`, and by the schemas
/// that include those in turn.
///
/// JSON Schema applies a `required` to the whole value an `allOf` merges, so a base may require a name that only the
/// schemas including it declare: Spotify's `PagingObject` requires the `items` that each of its 16 pages declares,
/// which makes `items` required in every one of them. Such a name is not one that nothing requires.
struct AllOfIncluders: Sendable {
    /// By component schema key, the names the schemas including it declare.
    private let declaredNames: [String: Set<String>]

    init(document: JSONNode) {
        let schemas = document["components"]?["schemas"]
        var includers: [String: [JSONNode]] = [:]
        Self.collectIncluders(in: document, into: &includers)
        var declaredNames: [String: Set<String>] = [:]
        for key in includers.keys {
            var names: Set<String> = []
            var pending = [key]
            var reached: Set<String> = [key]
            while let included = pending.popLast() {
                for includer in includers[included, default: []] {
                    var visited: Set<String> = []
                    Self.collectDeclaredNames(of: includer, schemas: schemas, visited: &visited, into: &names)
                    // A schema including the includer includes the base too.
                    if let outer = OpenAPIConverter.componentKey(at: includer.path, in: .schemas), includer.file == nil,
                       reached.insert(outer).inserted {
                        pending.append(outer)
                    }
                }
            }
            declaredNames[key] = names
        }
        self.declaredNames = declaredNames
    }

    /// Whether a schema that includes the component schema `key` through `allOf` declares the property `name`.
    func isDeclared(_ name: String, byIncludersOf key: String) -> Bool {
        declaredNames[key]?.contains(name) ?? false
    }

    /// Adds each schema in `node`, at any depth, whose `allOf` names a component schema, under that schema's key.
    private static func collectIncluders(in node: JSONNode, into includers: inout [String: [JSONNode]]) {
        if let members = node.members {
            for part in node["allOf"]?.elements ?? [] {
                if let key = OpenAPIConverter.componentKey(part["$ref"]?.string, in: .schemas) { includers[key, default: []].append(node) }
            }
            for member in members { collectIncluders(in: member.value, into: &includers) }
        } else {
            for element in node.elements ?? [] { collectIncluders(in: element, into: &includers) }
        }
    }

    /// Adds the names `schema` declares under `properties`, itself or through its `allOf` parts and the component
    /// schemas they name; `visited` holds the component schemas read, so a cycle ends.
    private static func collectDeclaredNames(of schema: JSONNode, schemas: JSONNode?, visited: inout Set<String>, into names: inout Set<String>) {
        if let key = OpenAPIConverter.componentKey(schema["$ref"]?.string, in: .schemas) {
            guard visited.insert(key).inserted, let target = schemas?[key] else { return }
            collectDeclaredNames(of: target, schemas: schemas, visited: &visited, into: &names)
        }
        for member in schema["properties"]?.members ?? [] { names.insert(member.key) }
        for part in schema["allOf"]?.elements ?? [] { collectDeclaredNames(of: part, schemas: schemas, visited: &visited, into: &names) }
    }
}
