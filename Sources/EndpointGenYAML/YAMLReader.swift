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
    /// The most nodes that aliases and merge keys may copy in one document: as many as the document has bytes,
    /// at least ``minimumAliasedNodes``, at most this. Copies then cost time in proportion to the document's size,
    /// so a "billion laughs" document (a few hundred bytes expanding exponentially) is refused in milliseconds.
    public static let maximumAliasedNodes = 1_000_000
    /// The number of nodes aliases may copy in any document, however small.
    public static let minimumAliasedNodes = 10_000
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
