import EndpointGenJSON
import EndpointGenModel
import EndpointGenSpec
import Foundation

/// Reads the spec files a spec imports (`"imports": ["common.endpoints.json"]`) for their models.
///
/// Paths are relative to the importing spec. Imports are not transitive: a spec sees the models of the files
/// it lists, each translated with its own imports. An imported file's errors are reported with its own
/// path, and its warnings are left to its own generation.
package enum SpecImports {
    /// Reads a spec file's bytes by path.
    package typealias Loader = @Sendable (String) throws -> Data

    /// Reads files from disk.
    package static let disk: Loader = InputFile.read

    /// The most specs a chain of imports holds, the importing one included.
    static let maximumChain = 32

    /// The models of `spec`'s imports, with every error found on the way.
    /// `options` carries the target's type prefix, so that imported models get the Swift names their own
    /// generation gives them.
    package static func models(of spec: Spec, file: String, options: GenerationOptions, load: Loader, visiting: [String] = []) -> (ImportedModels, [Diagnostic]) {
        var imported = ImportedModels()
        var problems = Problems(file: file)
        var diagnostics: [Diagnostic] = []
        let folder = (file as NSString).deletingLastPathComponent
        let chain = visiting + [(file as NSString).standardizingPath]
        for specImport in spec.imports {
            let entry = specImport.path
            let path = folder.isEmpty ? entry.value : (folder as NSString).appendingPathComponent(entry.value)
            guard !chain.contains((path as NSString).standardizingPath) else {
                problems.error("import cycle: \(entry.value) imports this spec again", at: entry, hint: "move the shared models into a spec that imports nothing")
                continue
            }
            // Each import is read by a call of its own: a chain of 1,000 specs overflowed the stack.
            guard chain.count < maximumChain else {
                problems.error("imports chain more than \(maximumChain) specs, each importing the next", at: entry,
                               hint: "import the shared models' spec directly")
                continue
            }
            guard let data = try? load(path) else {
                problems.error("cannot read the imported spec '\(entry.value)'", at: entry, hint: "the path is relative to this spec: \(path)")
                continue
            }
            let read = read(data, path: path, options: options, load: load, visiting: chain)
            diagnostics += read.errors
            guard let model = read.model, let importedSpec = read.spec, let resolver = read.resolver else {
                problems.error("the imported spec '\(entry.value)' has errors", at: entry, hint: "fix the errors reported in \(path)")
                continue
            }
            for declared in importedSpec.models where imported.files[declared.name.value] != nil {
                problems.error("model '\(declared.name.value)' is declared both in \(imported.files[declared.name.value] ?? "") and in \(entry.value)", at: entry)
            }
            imported.add(model, spec: importedSpec, resolver: resolver, file: entry.value, module: specImport.module?.value)
        }
        return (imported, diagnostics + problems.all)
    }

    private static func read(_ data: Data, path: String, options: GenerationOptions, load: Loader, visiting: [String])
        -> (spec: Spec?, model: APIModel?, resolver: TypeResolver?, errors: [Diagnostic]) {
        var collector = DiagnosticCollector()
        guard let root = DocumentReader.parse(data, file: path, diagnostics: &collector) else {
            return (nil, nil, nil, collector.diagnostics.filter { $0.severity == .error })
        }
        var reader = SpecReader(file: path)
        guard let spec = reader.read(root) else {
            return (nil, nil, nil, (collector.diagnostics + reader.problems.all).filter { $0.severity == .error })
        }
        let (nested, nestedDiagnostics) = models(of: spec, file: path, options: options, load: load, visiting: visiting)
        var translator = Translator(spec: spec, imported: nested, options: options)
        let model = translator.translate(sourceName: (path as NSString).lastPathComponent)
        let errors = (collector.diagnostics + reader.problems.all + nestedDiagnostics + translator.problems.all).filter { $0.severity == .error }
        return (spec, errors.isEmpty ? model : nil, translator.resolver, errors)
    }
}
