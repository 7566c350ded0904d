import EndpointGenJSON
import Foundation

/// Rewrites the `$ref`s of one file that JSON Schema 2020-12 (OpenAPI 3.1) resolves through `$anchor` and `$id` into
/// the JSON pointers every other reader of the document follows.
///
/// A plain-name fragment (`#tag`) names the schema with `$anchor: tag` (or `$dynamicAnchor`) in the same schema
/// resource; a schema with `$id` starts a resource of its own and sets the base its `$ref`s resolve against, so
/// `box.json`, `box.json#/properties/size`, and `#item` or `#/$defs/item` inside it name the embedded schema and what
/// it holds. A reference nothing in the file answers is left as written: to a file it names, or to a pointer of the
/// document (a component's `$id` does not hide `#/components/schemas/Tag`), and a missing anchor is reported where
/// references are followed. A reference to another file from inside an `$id` is written from the file's folder, and
/// one to the URI OpenAPI 3.2's `$self` gives the document is a reference within it.
enum SchemaResources {
    /// `file`'s document (`root`, read from `source`) with each `$ref` to an anchor or an embedded `$id` written as a
    /// JSON pointer; the document itself when it declares neither.
    static func resolvingAnchors(in root: JSONNode, file: String, source: Data) -> JSONNode {
        // Few documents declare either: their bytes say so for less than a walk of the values costs.
        guard mayDeclareResources(source) else { return root }
        // The file's own name is its base: an `$id` or `$ref` of another file's name is resolved beside it.
        let path = String(file.drop { $0 == "/" }).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "document"
        guard let base = URL(string: "file:///" + path) else { return root }
        var index = Index(document: root, documentBase: base)
        // OpenAPI 3.2's `$self` is the URI the document calls itself: a `$ref` to it names this document.
        if let own = root["$self"]?.string, let url = URL(string: own, relativeTo: base)?.absoluteURL {
            index.resources[Index.key(url)] = index.resources[Index.key(url)] ?? ""
        }
        index.collect(root, site: .other, base: base, pointer: "")
        guard index.declaresAny else { return root }
        return index.rewritten(root)
    }

    /// The keywords that declare a resource or an anchor, after their `$`.
    private static let declaringWords: [[UInt8]] = ["id", "anchor", "dynamicAnchor", "self"].map { Array($0.utf8) }

    /// Whether `source` writes `$id`, `$anchor`, `$dynamicAnchor` or `$self` anywhere, as a key or not. A `$` written as a JSON
    /// escape (`\u0024id`) is not looked for: such an anchor stays unresolved, reported where it is referred to.
    static func mayDeclareResources(_ source: Data) -> Bool {
        SourceBytes.contains(UInt8(ascii: "$"), in: source) { bytes, after in
            declaringWords.contains { word in
                after + word.count <= bytes.count && word.indices.allSatisfy { bytes[after + $0] == word[$0] }
            }
        }
    }

    /// Where each resource and anchor of one file is, as a JSON pointer into it.
    private struct Index {
        let document: JSONNode
        let documentBase: URL
        /// The pointer of each schema resource, by its absolute URI without fragment.
        var resources: [String: String] = [:]
        /// The pointer of each anchor, by the absolute URI of its resource and `#` and its name.
        var anchors: [String: String] = [:]

        init(document: JSONNode, documentBase: URL) {
            self.document = document
            self.documentBase = documentBase
            resources[Self.key(documentBase)] = ""
        }

        var declaresAny: Bool { resources.count > 1 || !anchors.isEmpty }

        mutating func collect(_ node: JSONNode, site: ReferenceSite, base: URL, pointer: String) {
            guard site != .literal else { return }
            var base = base
            if site.isSchema {
                if let id = node["$id"]?.string, let resolved = URL(string: id, relativeTo: base)?.absoluteURL {
                    base = resolved
                    resources[Self.key(resolved)] = resources[Self.key(resolved)] ?? pointer
                }
                for keyword in ["$anchor", "$dynamicAnchor"] {
                    if let name = node[keyword]?.string { anchors[Self.key(base) + "#" + name] = anchors[Self.key(base) + "#" + name] ?? pointer }
                }
            }
            switch node.value {
            case .object(let members):
                for index in members.indices {
                    let key = members[index].key
                    collect(members[index].value, site: site.member(key), base: base, pointer: pointer + "/" + MultiFileDocument.pointerToken(key))
                }
            case .array(let elements):
                for index in elements.indices {
                    collect(elements[index], site: site.element, base: base, pointer: pointer + "/\(index)")
                }
            default:
                break
            }
        }

        /// `root` with each `$ref` that names an anchor or an embedded resource written as a JSON pointer, and each
        /// to another file from inside a resource written from the file's folder.
        func rewritten(_ root: JSONNode) -> JSONNode {
            root.rewritingReferences(site: .other, scope: documentBase, entering: { node, site, base in
                guard site.isSchema, let id = node["$id"]?.string, let resolved = URL(string: id, relativeTo: base)?.absoluteURL else { return base }
                return resolved
            }, replacement: { text, base in target(of: text, base: base).map { "#" + $0 } ?? relocated(text, base: base) })
        }

        /// The pointer a `$ref` of `text` at `base` names through an anchor or an embedded resource; nil to leave it.
        private func target(of text: String, base: URL) -> String? {
            guard let absolute = URL(string: text, relativeTo: base)?.absoluteURL else { return nil }
            let resource = Self.key(absolute)
            // Percent-encoded, as a pointer in a `$ref` is read (``JSONNode/decodedToken(_:)``).
            let fragment = absolute.fragment ?? ""
            if !fragment.isEmpty, !fragment.hasPrefix("/") {
                return anchors[resource + "#" + fragment]
            }
            // The document's own pointers are read as they are written.
            guard resource != Self.key(documentBase), let start = resources[resource], document.resolve(pointer: start + fragment) != nil else {
                return nil
            }
            return start + fragment
        }

        /// A reference to another file from inside a resource whose `$id` moved the base (`$id: events/event.yaml`, then
        /// `$ref: stamp.yaml` names `events/stamp.yaml`), written from this file's folder as the joiner reads a file
        /// part; nil to leave it (no `$id` around it, or a base that is no file: nothing is fetched). Left, it was read
        /// beside this file, where no such file is. Only an `$id` that stays in the file's folder moves it: one such as
        /// `/schemas/event.json` names the schema rather than a place on this disk, and was read beside the file before.
        private func relocated(_ text: String, base: URL) -> String? {
            guard !text.hasPrefix("#"), Self.key(base) != Self.key(documentBase),
                  let absolute = URL(string: text, relativeTo: base)?.absoluteURL, absolute.isFileURL,
                  let folder = URL(string: ".", relativeTo: documentBase)?.absoluteURL else { return nil }
            // Both resolved alike (dot segments removed), so their shared steps are the same words.
            let from = folder.pathComponents
            guard base.absoluteURL.pathComponents.starts(with: from) else { return nil }
            let to = absolute.pathComponents
            let shared = zip(from, to).prefix { $0 == $1 }.count
            let path = (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
            let fragment = text.firstIndex(of: "#").map { String(text[$0...]) } ?? ""
            let relocated = (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + fragment
            return relocated == text ? nil : relocated
        }

        /// A URI without its fragment, as resources are told apart.
        static func key(_ url: URL) -> String {
            var text = url.absoluteString
            if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
            return text
        }
    }
}
