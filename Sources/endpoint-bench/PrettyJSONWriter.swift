import EndpointGenJSON

/// Writes a JSON document indented by two spaces, one member or element per line, as large published API
/// documents are (minified documents such as TMDB's have no whitespace to skip and no line breaks to count).
enum PrettyJSONWriter {
    /// The indented text of `node`, followed by a line break.
    static func text(of node: JSONNode) -> String {
        var text = ""
        write(node, indent: 0, into: &text)
        return text + "\n"
    }

    private static func write(_ node: JSONNode, indent: Int, into text: inout String) {
        let inner = String(repeating: " ", count: indent + 2)
        switch node.value {
        case .object(let members) where !members.isEmpty:
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONValue.string(member.key).compactText + ": "
                write(member.value, indent: indent + 2, into: &text)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                write(element, indent: indent + 2, into: &text)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += String(repeating: " ", count: indent) + "]"
        default:
            text += node.value.compactText
        }
    }
}
