import EndpointGenEmit
import EndpointGenJSON
import EndpointGenModel
import EndpointGenOpenAPI
import EndpointGenSpec
import Foundation

extension Generator {
    /// The spec as read and its resolved model (nil when there are errors), with every diagnostic.
    ///
    /// An OpenAPI document (one with a top-level `openapi` key) is converted to a native spec in memory first;
    /// from there on both take the same path, and diagnostics point into the file as given.
    static func read(_ data: Data, input: GeneratorInput) -> GeneratorOutput {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: input.file, diagnostics: &collector) else {
            return GeneratorOutput(diagnostics: collector.diagnostics)
        }
        var earlier = collector.diagnostics
        var nativeRoot = root
        var sourceMap: SourceMap?
        if OpenAPIConverter.isOpenAPI(root) {
            let native = OpenAPIConverter.native(from: root, file: input.file)
            earlier += native.diagnostics
            guard let converted = native.root else { return GeneratorOutput(diagnostics: earlier.inFileOrder(first: input.file)) }
            nativeRoot = converted
            sourceMap = native.map
        } else if input.product == .nativeSpec {
            collector.error("not an OpenAPI document: it has no top-level 'openapi' key", file: input.file, location: root.location, path: root.path,
                            hint: "import converts OpenAPI 3 documents; a native spec needs no import")
            return GeneratorOutput(diagnostics: collector.diagnostics)
        }
        var output = translate(nativeRoot, input: input, sourceMap: sourceMap)
        if let sourceMap { output.diagnostics = output.diagnostics.map(sourceMap.remap) }
        output.diagnostics = (earlier + output.diagnostics).inFileOrder(first: input.file)
        // A parse problem that still gave a document (a duplicate key) must stop generation too.
        if !output.succeeded { output.model = nil }
        return output
    }

    /// Reads and translates a parsed native spec; `sourceMap` leads back into the OpenAPI document it was converted from.
    private static func translate(_ root: JSONNode, input: GeneratorInput, sourceMap: SourceMap?) -> GeneratorOutput {
        var reader = SpecReader(file: input.file)
        var spec = reader.read(root)
        if let sourceMap, var converted = spec {
            // A schema the document declares under `components.schemas` keeps its own type; the converter named the others.
            for index in converted.models.indices {
                let origin = sourceMap.originPath(of: converted.models[index].name.location)?.components ?? []
                converted.models[index].isInline = !(origin.count == 3 && origin.prefix(2) == [.key("components"), .key("schemas")])
            }
            spec = converted
        }
        var output = GeneratorOutput(spec: spec, diagnostics: reader.problems.all)
        guard var selected = spec else { return output }
        selected.endpoints.removeAll { !input.options.selects(endpoint: $0.name.value, group: $0.group?.value) }
        let (imported, importDiagnostics) = SpecImports.models(of: selected, file: input.file, options: input.options, load: input.load)
        output.diagnostics += importDiagnostics
        // Without its imports every type they declare would be reported unknown: stop at the import errors.
        guard !importDiagnostics.contains(where: { $0.severity == .error }) else { return output }
        var translator = Translator(spec: selected, imported: imported, options: input.options)
        let model = translator.translate(sourceName: (input.file as NSString).lastPathComponent)
        output.diagnostics += translator.problems.all
        output.model = output.succeeded ? model : nil
        return output
    }

    /// The native spec an OpenAPI document converts to, as pretty-printed JSON.
    static func nativeSpec(_ data: Data, input: GeneratorInput, diagnostics: inout [Diagnostic]) -> [GeneratedFile] {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: input.file, diagnostics: &collector),
              let text = OpenAPIConverter.native(from: root, file: input.file).text else { return [] }
        let name = SpecFile.stem(ofSpecAt: input.file) + SpecFile.suffix
        return [GeneratedFile(name: name, contents: text)]
    }
}
