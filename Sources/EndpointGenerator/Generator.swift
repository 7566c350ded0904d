import Foundation

/// The generator's entry point: spec bytes in, Swift files and diagnostics out.
///
/// Stages: ``JSONReader`` (bytes → located JSON) → ``SpecReader`` (→ ``Spec``) → ``Translator``
/// (→ ``APIModel``) → emitters (→ ``GeneratedFile``s). Every stage reports problems as diagnostics;
/// files are returned only when there is no error.
public enum Generator {
    /// The suffix of spec files.
    public static let specSuffix = ".endpoints.json"
    /// Every suffix a spec file may have: JSON, or YAML for specs written by hand (YAML allows comments).
    public static let specSuffixes = [specSuffix, ".endpoints.yaml", ".endpoints.yml"]

    /// Whether `path` names a native spec file (see ``specSuffixes``).
    public static func isSpecFile(_ path: String) -> Bool {
        specSuffixes.contains { path.hasSuffix($0) }
    }

    /// The name a spec's outputs are derived from: `Specs/movies.endpoints.json` → `movies`.
    public static func stem(ofSpecAt path: String) -> String {
        let name = (path as NSString).lastPathComponent
        if let suffix = specSuffixes.first(where: { name.hasSuffix($0) }) { return String(name.dropLast(suffix.count)) }
        return (name as NSString).deletingPathExtension
    }

    /// The files generated for a spec, known before it is read (the build plugin must declare them up front):
    /// `<stem>.Endpoint.swift`, `<stem>.Models.swift`, `<stem>.Client.swift`, or with `files` > 1 (the config's
    /// `files`) `<stem>.Endpoint.1.swift` … `<stem>.Endpoint.<files>.swift` and the same for the others.
    public static func outputFileNames(forStem stem: String, files: Int = 1) -> [String] {
        ["Endpoint", "Models", "Client"].flatMap { output in
            files <= 1 ? ["\(stem).\(output).swift"] : (1...files).map { "\(stem).\(output).\($0).swift" }
        }
    }

    /// Checks a spec without emitting code.
    public static func validate(_ data: Data, file: String) -> [Diagnostic] {
        translate(data, file: file, load: SpecImports.disk).1
    }

    /// Generates the Swift files for one spec.
    ///
    /// - Parameters:
    ///   - data: The spec's bytes.
    ///   - file: The path shown in diagnostics; its last component names the spec in generated headers.
    ///   - access: The access level of the generated declarations.
    ///   - options: The target's choices from its `endpoint-gen.json`: type prefix, outputs, selected endpoints.
    ///   - load: Reads imported spec files by path (relative to `file`'s folder); from disk by default.
    public static func generate(
        _ data: Data,
        file: String,
        access: AccessLevel = .public,
        options: GenerationOptions = GenerationOptions(),
        load: @escaping @Sendable (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    ) -> GenerationResult {
        let (_, model, diagnostics) = document(data, file: file, options: options, load: load)
        guard let model else { return GenerationResult(files: [], diagnostics: diagnostics) }
        let stem = stem(ofSpecAt: file)
        let endpoints = !model.isModelsOnly && options.outputs.contains(.endpoints)
        let client = !model.isModelsOnly && options.outputs.contains(.client)
        let outputs = [
            endpoints ? EndpointEmitter(api: model, access: access).units() : [omittedNote(model, stem: stem, output: "Endpoint")],
            ModelEmitter(api: model, access: access).units(),
            client ? ClientEmitter(api: model, access: access).units() + PagingEmitter(api: model, access: access).units() : [omittedNote(model, stem: stem, output: "Client")],
        ]
        let parts = max(1, options.filesPerOutput)
        let contents = outputs.flatMap { units in
            FileSplitter.split(units, into: parts).enumerated().map { index, part in
                FileHeader.file(api: model, units: part.isEmpty ? ["// Part \(index + 1) of \(parts): no declarations fell here.\n"] : part)
            }
        }
        let files = zip(outputFileNames(forStem: stem, files: parts), contents).map { GeneratedFile(name: $0, contents: $1) }
        let advice = parts == 1 ? SplitAdvice.warning(for: files, specFile: file) : nil
        return GenerationResult(files: files, diagnostics: diagnostics + (advice.map { [$0] } ?? []))
    }

    /// The text of an output that declares nothing (a models-only spec, or one left out by the config's
    /// `outputs`): every output file must exist, as the build plugin declares them before reading the spec.
    private static func omittedNote(_ model: APIModel, stem: String, output: String) -> String {
        model.isModelsOnly
            ? "// \(model.sourceName) declares models only; they are in \(stem).Models.swift.\n"
            : "// The \(output) output is not generated: the target's \(GenerationConfig.fileName) leaves it out of 'outputs'.\n"
    }

    /// A native spec as read, without translating it; nil when it does not read (its problems are not reported).
    static func readSpec(_ data: Data, file: String) -> Spec? {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: file, diagnostics: &collector), !OpenAPIConverter.isOpenAPI(root) else { return nil }
        var reader = SpecReader(file: file)
        return reader.read(root)
    }

    /// The resolved model of a spec, or nil with its diagnostics when it has errors (used by `diff`).
    static func model(_ data: Data, file: String) -> (APIModel?, [Diagnostic]) {
        translate(data, file: file, load: SpecImports.disk)
    }

    /// The spec as read and its resolved model (nil when there are errors), with every diagnostic.
    ///
    /// An OpenAPI document (one with a top-level `openapi` key) is converted to a native spec in memory first;
    /// from there on both take the same path, and diagnostics point into the file as given.
    static func document(
        _ data: Data,
        file: String,
        options: GenerationOptions = GenerationOptions(),
        load: SpecImports.Loader = SpecImports.disk
    ) -> (spec: Spec?, model: APIModel?, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: file, diagnostics: &collector) else {
            return (nil, nil, collector.diagnostics)
        }
        var earlier = collector.diagnostics
        var nativeRoot = root
        var sourceMap: SourceMap?
        if OpenAPIConverter.isOpenAPI(root) {
            let native = OpenAPIImport.native(from: root, file: file)
            earlier += native.diagnostics
            guard let converted = native.root else { return (nil, nil, inFileOrder(earlier)) }
            nativeRoot = converted
            sourceMap = native.map
        }
        let result = read(nativeRoot, file: file, sourceMap: sourceMap, options: options, load: load)
        let diagnostics = earlier + result.diagnostics
        // A parse problem that still gave a document (a duplicate key) must stop generation too.
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return (result.spec, hasErrors ? nil : result.model, inFileOrder(diagnostics, first: file))
    }

    /// Reads and translates a parsed native spec; `sourceMap` moves diagnostics into the OpenAPI document it came from.
    static func read(
        _ root: JSONNode,
        file: String,
        sourceMap: SourceMap?,
        options: GenerationOptions = GenerationOptions(),
        load: SpecImports.Loader = SpecImports.disk
    ) -> (spec: Spec?, model: APIModel?, diagnostics: [Diagnostic]) {
        var reader = SpecReader(file: file)
        var spec = reader.read(root)
        spec?.endpoints.removeAll { !options.selects(endpoint: $0.name.value, group: $0.group?.value) }
        var diagnostics = reader.problems.all
        if let spec {
            let (imported, importDiagnostics) = SpecImports.models(of: spec, file: file, options: options, load: load)
            diagnostics += importDiagnostics
            // Without its imports every type they declare would be reported unknown: stop at the import errors.
            if importDiagnostics.contains(where: { $0.severity == .error }) {
                return (spec, nil, sourceMap.map { map in diagnostics.map(map.remap) } ?? diagnostics)
            }
            var translator = Translator(spec: spec, imported: imported, options: options)
            let model = translator.translate(sourceName: (file as NSString).lastPathComponent)
            diagnostics += translator.problems.all
            let hasErrors = diagnostics.contains { $0.severity == .error }
            return (spec, hasErrors ? nil : model, sourceMap.map { map in diagnostics.map(map.remap) } ?? diagnostics)
        }
        return (nil, nil, sourceMap.map { map in diagnostics.map(map.remap) } ?? diagnostics)
    }

    private static func translate(_ data: Data, file: String, load: SpecImports.Loader) -> (APIModel?, [Diagnostic]) {
        let (_, model, diagnostics) = document(data, file: file, load: load)
        return (model, diagnostics)
    }

    /// Diagnostics sorted by file (`first`, then the others in order of first appearance) and position within
    /// it, keeping the stage order for equal positions.
    static func inFileOrder(_ diagnostics: [Diagnostic], first: String? = nil) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        if let first { fileOrder[first] = 0 }
        for diagnostic in diagnostics where fileOrder[diagnostic.file] == nil { fileOrder[diagnostic.file] = fileOrder.count }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let leftFile = fileOrder[lhs.element.file] ?? 0
            let rightFile = fileOrder[rhs.element.file] ?? 0
            if leftFile != rightFile { return leftFile < rightFile }
            let left = lhs.element.location ?? SourceLocation(line: 0, column: 0)
            let right = rhs.element.location ?? SourceLocation(line: 0, column: 0)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }
}

/// What one generation produced.
public struct GenerationResult: Sendable {
    /// The generated files; empty when any diagnostic is an error.
    public var files: [GeneratedFile]
    /// Every problem found, errors and warnings, in file order.
    public var diagnostics: [Diagnostic]

    /// Whether generation succeeded (no error diagnostics).
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
}
