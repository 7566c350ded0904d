import EndpointGenJSON

extension OpenAPIConverter {
    /// The converted native spec as text and as a located tree (whose positions ``SourceMap`` maps back), or nils
    /// with the errors that stopped the conversion.
    package static func native(from root: JSONNode, file: String) -> (text: String?, root: JSONNode?, map: SourceMap?, diagnostics: [Diagnostic]) {
        var converter = OpenAPIConverter(document: root, file: file)
        guard let tree = converter.convert() else { return (nil, nil, nil, converter.diagnostics.diagnostics) }
        let (text, map) = NativePrinter.print(tree)
        var collector = DiagnosticCollector()
        let parsed = JSONReader.parse(Array(text.utf8), file: file, diagnostics: &collector)
        return (text, parsed, map, converter.diagnostics.diagnostics + collector.diagnostics.map(map.remap))
    }
}
