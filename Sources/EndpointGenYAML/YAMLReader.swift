import EndpointGenJSON
import Foundation

/// Reads YAML 1.2 documents into the same located nodes ``JSONReader`` produces, so every later stage and every
/// diagnostic works on YAML exactly as on JSON, with the YAML file's own lines and columns.
///
/// It reads what OpenAPI documents and native specs use: block and flow collections, all scalar styles, comments,
/// anchors, aliases and merge keys, the core schema's `null`/boolean/number resolution, and the core schema's
/// `!!` tags. What has no faithful JSON meaning (several documents in one stream, collections as keys, custom tags)
/// is refused with a located error rather than guessed.
public enum YAMLReader {
    /// The deepest nesting of collections accepted.
    public static let maximumDepth = JSONParser.maximumDepth
    /// How many nodes aliases and merge keys may copy for each node the document writes itself (beyond
    /// ``minimumAliasedNodes``). Reuse of what is written once (an `&errors` block merged into every operation, a
    /// dereferenced document's shared schemas) copies a bounded multiple of the document; a "billion laughs" document
    /// writes a few dozen nodes and asks for billions of copies, so it is refused after ``minimumAliasedNodes``, in
    /// milliseconds. Every copy also counts against ``maximumValues``, which bounds memory whatever the ratio.
    public static let aliasedNodesPerWrittenNode = 100
    /// The number of nodes aliases may copy in any document, however small.
    public static let minimumAliasedNodes = 100_000
    /// The most values a document may hold, its copies included (see ``JSONReader/maximumValues``).
    public static let maximumValues = JSONReader.maximumValues
    /// The largest document read, in bytes.
    public static let maximumSize = 256 << 20

    /// Parses a whole document. Returns the root node, or nil when the document cannot be read; every problem found
    /// goes to `diagnostics` (file name used in each diagnostic = `file`).
    public static func parse(_ data: Data, file: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        data.withUnsafeBytes { raw in
            var parser = YAMLParser(bytes: raw.assumingMemoryBound(to: UInt8.self), file: file)
            let root = parser.parse()
            for diagnostic in parser.diagnostics {
                diagnostics.append(diagnostic)
            }
            return root
        }
    }

    /// Parses a whole document given as UTF-8 bytes, exactly like the `Data` variant.
    public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        parse(Data(bytes), file: file, diagnostics: &diagnostics)
    }
}
