import EndpointGenJSON

/// `$ref`s to entries of `components`, read once here for every section.
extension OpenAPIConverter {
    /// The sections of `components` that references name entries of, by the prefix of such a `$ref` (written out: made
    /// per response, the prefix was a tenth of converting responses).
    enum ComponentSection: String {
        case schemas = "#/components/schemas/"
        case parameters = "#/components/parameters/"
        case responses = "#/components/responses/"
        case requestBodies = "#/components/requestBodies/"

        /// The key of the section in `components`.
        var member: String {
            switch self {
            case .schemas: "schemas"
            case .parameters: "parameters"
            case .responses: "responses"
            case .requestBodies: "requestBodies"
            }
        }
    }

    /// The key of the entry of `section` that `path` is (`$.components.<section>.<key>`), or, when `within`, that it is
    /// in; nil otherwise.
    static func componentKey(at path: JSONPath, in section: ComponentSection, within: Bool = false) -> String? {
        let outermost = path.outermost(4)
        guard outermost.count == 3 || (within && outermost.count == 4), outermost[0] == .key("components"),
              outermost[1] == .key(section.member), case .key(let key) = outermost[2] else { return nil }
        return key
    }

    /// The name a value another file holds is known by (a document split over files puts the value in the `$ref`'s
    /// place): its key when it is an entry of that file's `components` `section`, else the file's name without its
    /// extension when it is the whole file (`parameters/ordering.yaml` → `ordering`); nil for the document's own values.
    static func externalKey(of node: JSONNode, in section: ComponentSection) -> String? {
        guard let file = node.file else { return nil }
        if let key = componentKey(at: node.path, in: section) { return key }
        guard node.path == .root else { return nil }
        return MultiFileDocument.preferredName(file: file, pointer: "")
    }

    /// The key of the entry of `section` that the `$ref` text `reference` names (`#/components/schemas/Pet` → `Pet`,
    /// escapes decoded); nil for any other reference.
    static func componentKey(_ reference: String?, in section: ComponentSection) -> String? {
        guard let rest = reference?.droppingPointerPrefix(section.rawValue) else { return nil }
        return token(rest)
    }
}
