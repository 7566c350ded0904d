import EndpointGenEmit
import EndpointGenJSON
import EndpointGenModel
import EndpointGenOpenAPI
import EndpointGenSpec
import Foundation

extension Generator {
    /// The spec as read and its resolved model (nil when there are errors), with every diagnostic.
    ///
    /// An OpenAPI document (one with a top-level `openapi` key) is converted to a ``Spec`` whose values are located in
    /// it; from there on both take the same path, and diagnostics point into the file as given.
    static func read(_ data: Data, input: GeneratorInput) -> GeneratorOutput {
        // The document is read in a function of its own, so that its values are freed before the spec is translated:
        // held to the end of this one, they were part of every later stage's peak memory.
        let reading = readSpec(data, input: input)
        if reading.isFinal { return GeneratorOutput(diagnostics: reading.diagnostics) }
        var output = GeneratorOutput(spec: reading.spec)
        if let spec = reading.spec { output = translate(spec, input: input) }
        output.diagnostics = (reading.diagnostics + output.diagnostics).inFileOrder(first: input.file)
        output.referencedBytes = reading.referencedBytes
        // A parse problem that still gave a document (a duplicate key) must stop generation too.
        if !output.succeeded { output.model = nil }
        return output
    }

    /// What reading the input gave: the spec (nil when it does not read), the diagnostics so far, and the size of the
    /// files an OpenAPI document's `$ref`s read; `isFinal` when nothing comes after them (the input does not parse, or
    /// a native spec was asked of one that is no OpenAPI document).
    private struct SpecReading {
        var spec: Spec?
        var diagnostics: [Diagnostic]
        var referencedBytes = 0
        var isFinal = false
    }

    /// Parses the input and reads its spec, converting an OpenAPI document.
    private static func readSpec(_ data: Data, input: GeneratorInput) -> SpecReading {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: input.file, diagnostics: &collector) else {
            return SpecReading(diagnostics: collector.diagnostics, isFinal: true)
        }
        if OpenAPIConverter.isOpenAPI(root) {
            let converted = OpenAPIConverter.convert(root, source: data, file: input.file, allowedFolders: input.allowedFolders, load: input.load,
                                                     reportsDroppedExamples: input.product == .nativeSpec, readsResponseExamples: input.options.samples)
            return SpecReading(spec: converted.spec, diagnostics: collector.diagnostics + converted.diagnostics, referencedBytes: converted.referencedBytes)
        } else if input.product == .nativeSpec {
            collector.error("not an OpenAPI document: it has no top-level 'openapi' key", file: input.file, location: root.location, path: root.path,
                            hint: "import converts OpenAPI 3 documents; a native spec needs no import")
            return SpecReading(diagnostics: collector.diagnostics, isFinal: true)
        } else {
            var reader = SpecReader(file: input.file)
            let spec = reader.read(root)
            return SpecReading(spec: spec, diagnostics: collector.diagnostics + reader.problems.all)
        }
    }

    /// Selects the endpoints the options ask for, reads the spec's imports and translates it.
    private static func translate(_ spec: Spec, input: GeneratorInput) -> GeneratorOutput {
        var output = GeneratorOutput(spec: spec)
        var selected = spec
        selected.endpoints.removeAll { !input.options.selects(endpoint: $0.name.value, group: $0.group?.value) }
        if !input.options.samples {
            for index in selected.endpoints.indices { selected.endpoints[index].examples = [] }
        }
        let (imported, importDiagnostics) = SpecImports.models(of: selected, file: input.file, options: input.options, load: input.load)
        output.diagnostics += importDiagnostics
        // Without its imports every type they declare would be reported unknown: stop at the import errors.
        guard !importDiagnostics.contains(where: { $0.severity == .error }) else { return output }
        let leftOut = selected.endpoints.count < spec.endpoints.count && !selected.endpoints.isEmpty
        var translator = Translator(spec: selected, imported: imported, options: input.options, leftOutEndpoints: leftOut)
        let model = translator.translate(sourceName: (input.file as NSString).lastPathComponent)
        output.diagnostics += translator.problems.all
        output.model = output.succeeded ? model : nil
        return output
    }
}
