import EndpointGenJSON
import EndpointGenYAML
import Foundation

/// Reads an input document (a native spec or an OpenAPI document) as JSON or YAML, chosen by its file name, into
/// located nodes: every stage after it works the same on both.
public enum DocumentReader {
    /// Whether `file` is read as YAML: it ends in `.yaml` or `.yml`, or it has no extension (such as a pipe,
    /// `/dev/fd/63`) and its first character does not start JSON.
    public static func isYAML(_ file: String, data: Data) -> Bool {
        let fileExtension = (file as NSString).pathExtension.lowercased()
        if fileExtension == "yaml" || fileExtension == "yml" { return true }
        guard fileExtension.isEmpty else { return false }
        let first = data.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") }
        return first != nil && first != UInt8(ascii: "{") && first != UInt8(ascii: "[") && first != 0xEF
    }

    /// Parses a whole document with ``YAMLReader`` or ``JSONReader`` (see ``isYAML(_:data:)``). Returns the root
    /// node, or nil when the document cannot be read; every problem found goes to `diagnostics`.
    public static func parse(_ data: Data, file: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        isYAML(file, data: data)
            ? YAMLReader.parse(data, file: file, diagnostics: &diagnostics)
            : JSONReader.parse(data, file: file, diagnostics: &diagnostics)
    }
}
