import EndpointGenJSON

extension YAMLParser {
    /// The node for a scalar's text: resolved by the core schema when plain and untagged, a string when quoted,
    /// and as its tag says otherwise.
    mutating func scalarNode(
        text: String,
        plain: Bool,
        tag: YAMLTag?,
        location: SourceLocation,
        path: JSONPath,
        depth: Int,
        tagOffset: Int = 0
    ) throws(YAMLSyntaxError) -> JSONNode {
        var value: JSONValue?
        switch tag {
        case nil:
            value = plain ? YAMLCoreSchema.value(ofPlain: text) : .string(text)
            if value == nil {
                throw YAMLSyntaxError(offset: 0, message: "'\(text)' is a YAML float with no JSON form",
                                      hint: "quote it to keep it as a string", path: path, location: location)
            }
        case .string, .nonSpecific:
            value = .string(text)
        case .null:
            value = YAMLCoreSchema.isNull(text) ? .null : nil
        case .boolean:
            value = YAMLCoreSchema.bool(text).map(JSONValue.bool)
        case .integer:
            value = YAMLCoreSchema.integerText(text).map { .number(JSONNumber(text: $0)) }
        case .float:
            value = (YAMLCoreSchema.integerText(text) ?? YAMLCoreSchema.floatText(text)).map { .number(JSONNumber(text: $0)) }
        case .mapping, .sequence:
            value = nil
        }
        guard let value else {
            throw error("'\(text)' does not fit its tag", at: tagOffset, path: path,
                        hint: "remove the tag or write a value of the tagged kind")
        }
        return try made(JSONNode(value: value, location: location, path: path), depth: depth)
    }
}
