import EndpointGenDiff
import EndpointGenEmit
import EndpointGenJSON
import EndpointGenModel
import EndpointGenSpec
import Foundation

/// The generator's one entry point: an input file and options in; Swift files (or a native spec), the model and
/// every diagnostic out. The command line, the build plugin (through it), the benchmark and the tests all run it.
///
/// Stages, one module each, every one importing only those before it: `EndpointGenJSON`/`EndpointGenYAML`
/// (bytes → located values) → `EndpointGenSpec` (→ ``Spec``), or `EndpointGenOpenAPI` for an OpenAPI document
/// → `EndpointGenModel` (→ ``APIModel``: every decision) → `EndpointGenEmit` (→ Swift text). Files are produced
/// only when no stage reported an error.
package enum Generator {
    package static func run(_ input: GeneratorInput) -> GeneratorOutput {
        let data: Data
        do {
            data = try input.data ?? input.load(input.file)
        } catch {
            let reason = (error as? InputFileError)?.description ?? "cannot read the file: \(error.localizedDescription)"
            return GeneratorOutput(diagnostics: [Diagnostic(.error, reason, file: input.file, location: nil, path: nil)])
        }
        var output = read(data, input: input)
        guard let model = output.model else { return output }
        switch input.product {
        case .swift:
            // A document split over many files is as large as all of them; the build plugin counts them alike.
            let parts = GenerationOptions.filesPerOutput(
                configured: input.options.filesPerOutput, specBytes: data.count + output.referencedBytes, native: SpecFile.isSpec(input.file)
            )
            switch swiftFiles(of: model, input: input, parts: parts) {
            case .success(let files): output.files = files
            case .failure(let tooFew): output.diagnostics.append(tooFew.diagnostic(file: input.file))
            }
        case .model:
            break
        case .nativeSpec:
            // The whole converted spec, whatever the options select: it is what the document says.
            if let spec = output.spec {
                output.files = [GeneratedFile(name: SpecFile.stem(ofSpecAt: input.file) + SpecFile.suffix, contents: SpecPrinter.print(spec))]
            }
        }
        return output
    }

    /// The files generated for a spec, known before it is read (the build plugin must declare them up front):
    /// `<stem>.Endpoint.swift`, `<stem>.Models.swift`, `<stem>.Client.swift`, or with `files` > 1 (the config's
    /// `files`, or the count for the spec's size) `<stem>.1.swift` … `<stem>.<3 × files>.swift`, numbered only:
    /// split, a file holds declarations of any output (see ``FileSplitter``), so an output's name would mislead.
    static func outputFileNames(forStem stem: String, files: Int = 1) -> [String] {
        files <= 1 ? ["Endpoint", "Models", "Client"].map { "\(stem).\($0).swift" } : (1...3 * files).map { "\(stem).\($0).swift" }
    }

    /// The Swift files of `model`: each output in one file, or, split, the outputs' declarations spread over
    /// `parts` files each, each declaration's file chosen by its name (see ``FileSplitter``).
    private static func swiftFiles(of model: APIModel, input: GeneratorInput, parts: Int) -> Result<[GeneratedFile], TooFewDeclarations> {
        let stem = SpecFile.stem(ofSpecAt: input.file)
        let options = input.options
        let endpoints = !model.isModelsOnly && options.outputs.contains(.endpoints)
        let client = !model.isModelsOnly && options.outputs.contains(.client)
        let access = input.access
        // The outputs at once: each is printed from the model alone.
        let kinds: [GenerationOptions.Output?] = [endpoints ? .endpoints : nil, .models, client ? .client : nil]
        let outputs = Concurrently.map(kinds) { kind in kind.map { SwiftEmitter.units(of: $0, api: model, access: access, clientIsEmitted: client) } }
        let declarations = outputs.reduce(0) { $0 + ($1?.count ?? 0) }
        let contents: [[String]]
        if parts <= 1 {
            contents = zip(outputs, ["Endpoint", "Models", "Client"]).map { units, name in
                units ?? [omittedNote(model, stem: stem, output: name)]
            }
        } else if options.filesPerOutput != nil, declarations < parts * kinds.count {
            return .failure(TooFewDeclarations(declarations: declarations, filesEach: parts))
        } else {
            contents = FileSplitter.spread(outputs, filesEach: parts).map { units in
                units.isEmpty ? [spareFileNote(model)] : units
            }
        }
        let names = outputFileNames(forStem: stem, files: parts)
        // The files at once too: each file's header reads its declarations for the imports they need.
        let files = Concurrently.map(Array(zip(names, contents))) { name, units in
            GeneratedFile(name: name, contents: FileHeader.file(api: model, access: access, units: units))
        }
        return .success(files)
    }

    /// The text of a file that no declaration falls to.
    private static func spareFileNote(_ model: APIModel) -> String {
        "// None of \(model.sourceName)'s declarations falls to this file. The build plugin names every file before the spec\n"
            + "// is read, and each declaration's file follows from its name alone, so that adding one changes only its own file.\n"
    }

    /// The text of an output that declares nothing (a models-only spec, or one left out by the config's
    /// `outputs`): every output file must exist, as the build plugin declares them before reading the spec.
    private static func omittedNote(_ model: APIModel, stem: String, output: String) -> String {
        model.isModelsOnly
            ? "// \(model.sourceName) declares models only; they are in \(stem).Models.swift.\n"
            : "// The \(output) output is not generated: the target's \(GenerationConfig.fileName) leaves it out of 'outputs'.\n"
    }
}
