import EndpointGenJSON
import Foundation

extension JSONNode {
    /// This value with the text of each `$ref` that stands at a reference site (never one in literal data: an example,
    /// an extension) replaced where `replacement` gives new text. `scope` is what the replacement reads, handed down the
    /// tree and changed by `entering` at each value it enters (a schema's `$id` moves the base its `$ref`s resolve against).
    func rewritingReferences<Scope>(
        site: ReferenceSite, scope: Scope, entering: (JSONNode, ReferenceSite, Scope) -> Scope, replacement: (String, Scope) -> String?
    ) -> JSONNode {
        guard site != .literal else { return self }
        var node = self
        let scope = entering(node, site, scope)
        switch node.value {
        case .object(var members):
            for index in members.indices {
                if members[index].key == "$ref", let text = members[index].value.string {
                    if let replaced = replacement(text, scope) { members[index].value.value = .string(replaced) }
                } else {
                    members[index].value = members[index].value.rewritingReferences(
                        site: site.member(members[index].key), scope: scope, entering: entering, replacement: replacement)
                }
            }
            node.value = .object(members)
        case .array(var elements):
            for index in elements.indices {
                elements[index] = elements[index].rewritingReferences(site: site.element, scope: scope, entering: entering, replacement: replacement)
            }
            node.value = .array(elements)
        default:
            break
        }
        return node
    }
}

/// Searches of a file's bytes that tell, for less than a walk of its values costs, that a rewriting has nothing to do.
enum SourceBytes {
    /// Whether `source` holds `byte` followed by bytes for which `follows` (given the bytes and the offset after `byte`)
    /// is true.
    static func contains(_ byte: UInt8, in source: Data, followedBy follows: (UnsafeRawBufferPointer, Int) -> Bool) -> Bool {
        source.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let start = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count, let hit = memchr(start + offset, Int32(byte), buffer.count - offset) {
                let after = UnsafeRawPointer(hit) - start + 1
                if follows(buffer, after) { return true }
                offset = after
            }
            return false
        }
    }
}
