import Foundation

/// Reads JSON documents into located nodes, reporting every problem as a diagnostic.
public enum JSONReader {
    /// The most values (objects, arrays, strings, numbers, booleans and nulls) a document may hold. Each costs
    /// memory many times the bytes it is written in, so a document under the size cap (an array of 120 million
    /// zeros in 240 MB) exhausted memory instead of being refused; the largest API descriptions hold well under a
    /// million values (GitHub's and Stripe's), so real documents pass with a wide margin.
    public static let maximumValues = JSONParser.maximumValues

    /// What an error about ``maximumValues`` suggests.
    package static let tooManyValuesHint = "API descriptions hold far fewer; a document this large is refused rather than exhausting memory"

    /// Parses a whole document. Returns the root node, or nil when the document is not valid JSON; every problem found
    /// goes to `diagnostics` (file name used in each diagnostic = `file`).
    public static func parse(_ data: Data, file: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        data.withUnsafeBytes { raw in
            parseBuffer(raw.assumingMemoryBound(to: UInt8.self), file: file, diagnostics: &diagnostics)
        }
    }

    /// Parses a whole document given as UTF-8 bytes, exactly like the `Data` variant.
    public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticCollector) -> JSONNode? {
        bytes.withUnsafeBufferPointer { buffer in
            parseBuffer(buffer, file: file, diagnostics: &diagnostics)
        }
    }

    /// Parses JSON text held by a string of another document, every value located at `location` (the string's) and
    /// its path continuing `path` (the string's); problems go to `diagnostics` as in the other variants.
    package static func parse(
        _ bytes: [UInt8], file: String, placedAt location: SourceLocation, path: JSONPath, diagnostics: inout DiagnosticCollector
    ) -> JSONNode? {
        bytes.withUnsafeBufferPointer { buffer in
            parseBuffer(buffer, file: file, placement: (location, path), diagnostics: &diagnostics)
        }
    }

    private static func parseBuffer(
        _ buffer: UnsafeBufferPointer<UInt8>,
        file: String,
        placement: (location: SourceLocation, path: JSONPath)? = nil,
        diagnostics: inout DiagnosticCollector
    ) -> JSONNode? {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, buffer.count))
        defer { scratch.deallocate() }
        var parser = JSONParser(bytes: buffer, file: file, scratch: scratch)
        if let placement {
            parser.placement = placement.location
            parser.rootPath = placement.path
        }
        let root = parser.parse()
        for diagnostic in parser.diagnostics {
            diagnostics.append(diagnostic)
        }
        return root
    }
}
