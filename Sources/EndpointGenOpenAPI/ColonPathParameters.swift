import EndpointGenJSON
import EndpointGenSpec

/// Path parameters written as Express and Koa routes write them, `/users/:id`, where OpenAPI writes `/users/{id}`. Read
/// as OpenAPI reads it, the segment is text: every request went to `/users/:id`, and the declared parameter was left
/// out (webfakes' httpbin document writes its paths so). A segment `:name` is read as `{name}` where the path item or
/// one of its operations declares the path parameter `name` and the path has no `{name}`, with a warning.
enum ColonPathParameters {
    /// `document` with those segments of its `paths` keys braced, and a warning at each path changed. A path whose
    /// braced spelling is a key of its own is left as written.
    static func braced(in document: JSONNode, file: String) -> (document: JSONNode, diagnostics: [Diagnostic]) {
        guard let pathsMember = document.members?.first(where: { $0.key == "paths" }), let members = pathsMember.value.members,
              members.contains(where: { $0.key.contains("/:") }) else { return (document, []) }
        var collector = DiagnosticCollector()
        let keys = Set(members.map(\.key))
        var rewritten = members
        for index in members.indices where members[index].key.contains("/:") {
            let member = members[index]
            let declared = declaredPathParameters(of: member.value, in: document)
            var names: [String] = []
            let segments = member.key.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
                let name = segment.dropFirst()
                guard segment.first == ":", isName(name), declared.contains(String(name)), !member.key.contains("{\(name)}") else { return String(segment) }
                names.append(String(name))
                return "{\(name)}"
            }
            let key = segments.joined(separator: "/")
            guard !names.isEmpty, !keys.contains(key) else { continue }
            rewritten[index].key = key
            let written = names.map { "':\($0)'" }.joined(separator: ", ")
            collector.warning("path '\(member.key)' writes its parameters as Express routes do (\(written)); read as '\(key)'",
                              file: member.value.file.map { SpecFile.path(of: $0, besideSpecAt: file) } ?? file,
                              location: member.keyLocation, path: member.value.path,
                              hint: "OpenAPI writes a path parameter in braces: '{\(names[0])}'")
        }
        var paths = pathsMember.value
        paths.value = .object(rewritten)
        var braced = document
        braced.replaceMembers(with: [JSONMember(key: "paths", keyLocation: pathsMember.keyLocation, value: paths)])
        return (braced, collector.diagnostics)
    }

    /// The names of the path parameters the path item `item` and its operations declare, written in place or as a
    /// `#/components/parameters/…` reference.
    private static func declaredPathParameters(of item: JSONNode, in document: JSONNode) -> Set<String> {
        let lists = [item["parameters"]] + (item.members ?? []).map { $0.value["parameters"] }
        var names: Set<String> = []
        for parameter in lists.compactMap({ $0?.elements }).joined() {
            let declared = parameter["$ref"]?.string.flatMap { reference in
                reference.hasPrefix("#/components/parameters/")
                    ? document["components"]?["parameters"]?[JSONNode.decodedToken(reference.dropFirst("#/components/parameters/".count))] : nil
            } ?? parameter
            if declared["in"]?.string == "path", let name = declared["name"]?.string { names.insert(name) }
        }
        return names
    }

    /// Whether `name` is what an Express route names a parameter with: letters, digits, `_` and `-`.
    private static func isName(_ name: Substring) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte & 0xDF) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }
}
