import EndpointGenJSON
import Foundation

/// Rewrites `$ref` fragments that write a `/` percent-encoded (`#%2Fcomponents%2Fschemas%2FPet`) as RFC 6901 reads
/// them: a fragment is percent-decoded first, then split at each `/`. Every other reader of the document splits a
/// pointer first and decodes each token, so that `#/paths/%2Fpets/get` names the path item `/pets`, as documents that
/// write it so mean. A fragment whose decoded reading names nothing in the file keeps that reading; one that starts
/// with an encoded `/` has no other (a pointer starts with `/`), and was refused as a target that does not exist.
enum EncodedSlashReferences {
    /// `root` (read from `source`) with each local `$ref` whose fragment encodes a `/` written as RFC 6901 reads it,
    /// where that reading names a value of `root`; `root` itself when `source` encodes no `/`.
    static func decoded(in root: JSONNode, source: Data) -> JSONNode {
        // Few documents encode a `/`: their bytes say so for less than a walk of the values costs.
        guard encodesSlash(source) else { return root }
        return root.rewritingReferences(site: .other, scope: (), entering: { _, _, _ in () }, replacement: { text, _ in rfcReading(of: text, in: root) })
    }

    /// The fragment `text` names, read as RFC 6901 reads a URI fragment and written back as the document's readers
    /// read a pointer (a `%` that decoding gives is written `%25`); nil when it encodes no `/` or names nothing in `root`.
    static func rfcReading(of text: String, in root: JSONNode) -> String? {
        guard text.hasPrefix("#"), text.range(of: "%2F", options: .caseInsensitive) != nil,
              let decoded = text.dropFirst().removingPercentEncoding else { return nil }
        let pointer = decoded.replacingOccurrences(of: "%", with: "%25")
        guard root.resolve(pointer: pointer) != nil else { return nil }
        return "#" + pointer
    }

    /// Whether `source` holds `%2F` or `%2f` anywhere.
    static func encodesSlash(_ source: Data) -> Bool {
        SourceBytes.contains(UInt8(ascii: "%"), in: source) { bytes, after in
            after + 1 < bytes.count && bytes[after] == UInt8(ascii: "2") && bytes[after + 1] | 0x20 == UInt8(ascii: "f")
        }
    }
}
