import Foundation

/// Converts OpenAPI 3.0 / 3.1 documents (JSON or YAML) into native specs (`endpoint-gen import`, and `generate` given an
/// OpenAPI document).
///
/// The converter builds a native spec tree, ``NativePrinter`` prints it, and the printed text is read by the
/// normal pipeline; every diagnostic, the pipeline's included, points into the OpenAPI document.
public enum OpenAPIImport {
    /// The outcome of one import.
    public struct Result: Sendable {
        /// The native spec (pretty-printed JSON ending in a newline); nil when there are errors.
        public var spec: String?
        /// Every problem found, in file order.
        public var diagnostics: [Diagnostic]

        /// Whether the import succeeded (no error diagnostics).
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Converts the OpenAPI document `data` and checks the result as `validate` would.
    ///
    /// - Parameters:
    ///   - data: The OpenAPI document's bytes (JSON, or YAML when `file` ends in `.yaml` or `.yml`).
    ///   - file: The path shown in diagnostics.
    public static func convert(_ data: Data, file: String) -> Result {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: file, diagnostics: &collector) else {
            return Result(spec: nil, diagnostics: collector.diagnostics)
        }
        guard OpenAPIConverter.isOpenAPI(root) else {
            collector.error("not an OpenAPI document: it has no top-level 'openapi' key", file: file, location: root.location, path: root.path,
                            hint: "import converts OpenAPI 3 JSON; a native spec needs no import")
            return Result(spec: nil, diagnostics: collector.diagnostics)
        }
        let native = native(from: root, file: file)
        guard let nativeRoot = native.root, let text = native.text else {
            return Result(spec: nil, diagnostics: collector.diagnostics + native.diagnostics)
        }
        let checked = Generator.read(nativeRoot, file: file, sourceMap: native.map)
        let diagnostics = Generator.inFileOrder(collector.diagnostics + native.diagnostics + checked.diagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(spec: failed ? nil : text, diagnostics: diagnostics)
    }

    /// The converted native spec as text and as a located tree (whose positions ``SourceMap`` maps back), or nils
    /// with the errors that stopped the conversion.
    static func native(from root: JSONNode, file: String) -> (text: String?, root: JSONNode?, map: SourceMap?, diagnostics: [Diagnostic]) {
        var converter = OpenAPIConverter(document: root, file: file)
        guard let tree = converter.convert() else { return (nil, nil, nil, converter.diagnostics.diagnostics) }
        let (text, map) = NativePrinter.print(tree)
        var collector = DiagnosticCollector()
        let parsed = JSONReader.parse(Array(text.utf8), file: file, diagnostics: &collector)
        return (text, parsed, map, converter.diagnostics.diagnostics + collector.diagnostics.map(map.remap))
    }
}
