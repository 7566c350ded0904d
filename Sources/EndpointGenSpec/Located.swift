import EndpointGenJSON

/// A value read from a spec together with where it was written.
package struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    package var value: Value
    package var location: SourceLocation
    package var path: JSONPath
    /// The file it was written in when that is not the spec's own, such as a document an OpenAPI `$ref` leads
    /// into, relative to the spec's folder (``SpecFile/path(of:besideSpecAt:)``); nil for the spec's own file.
    /// Diagnostics about the value name this file.
    package var file: String?

    /// A value written at `node`, in `file` when given, else in the file the node was read from.
    package init(_ value: Value, at node: JSONNode, file: String? = nil) {
        self.value = value
        location = node.location
        path = node.path
        self.file = file ?? node.file
    }

    package init(_ value: Value, location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.value = value
        self.location = location
        self.path = path
        self.file = file
    }

    /// Another value written at the same place.
    package func with<Other>(_ other: Other) -> Located<Other> {
        Located<Other>(other, location: location, path: path, file: file)
    }

    /// Where it was written, for a generated back-reference: `$.paths./pets.get`, or
    /// `paths/pets.yaml: $.get` in another file than the spec's own.
    package var origin: String {
        path.described(inFile: file)
    }

    /// The position for quoting in a message: `12:5`, or `other.yaml:12:5` in another file than the spec's own.
    package var position: String {
        (file.map { "\($0):" } ?? "") + "\(location.line):\(location.column)"
    }
}

// The values located most often, each with an initializer of its own: called from another module (the OpenAPI
// converter makes one for every property and parameter), the generic one is not specialized, and looking up
// `Located<Value>`'s type metadata at run time cost more than the rest of making the value.
extension Located where Value == String {
    /// A string written at `node` (see ``init(_:at:file:)``).
    package init(_ value: String, at node: JSONNode, file: String? = nil) {
        self.init(value, location: node.location, path: node.path, file: file ?? node.file)
    }
}

extension Located where Value == TypeExpression {
    /// A type written at `node` (see ``init(_:at:file:)``).
    package init(_ value: TypeExpression, at node: JSONNode, file: String? = nil) {
        self.init(value, location: node.location, path: node.path, file: file ?? node.file)
    }
}

extension Located where Value == JSONNode {
    /// A JSON value of the spec (a default, a constraint) where it was written.
    package init(_ node: JSONNode, file: String? = nil) {
        self.init(node, at: node, file: file)
    }

    /// The JSON value itself.
    package var json: JSONValue { value.value }
    /// The kind of value for messages (see ``JSONNode/kindName``).
    package var kindName: String { value.kindName }
}

extension JSONPath {
    /// The path, preceded by `file` (`paths/pets.yaml: $.get`) when the value is not in the spec's own file.
    package func described(inFile file: String?) -> String {
        file.map { "\($0): \(description)" } ?? description
    }
}
