@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenModel
import Foundation

/// Shorthands for ``Generator/run(_:)`` on bytes in memory, the way the tests call it most.
extension Generator {
    static func generate(
        _ data: Data, file: String, access: AccessLevel = .public, options: GenerationOptions = GenerationOptions(),
        load: @escaping SpecImports.Loader = SpecImports.disk
    ) -> GeneratorOutput {
        run(GeneratorInput(file: file, data: data, access: access, options: options, load: load))
    }

    /// The spec, its model and the diagnostics, without Swift files.
    static func document(_ data: Data, file: String) -> GeneratorOutput {
        run(GeneratorInput(file: file, data: data, product: .model))
    }

    static func validate(_ data: Data, file: String) -> [Diagnostic] {
        document(data, file: file).diagnostics
    }
}

/// `endpoint-gen import` in memory: an OpenAPI document's bytes → the native spec's text.
enum OpenAPIImport {
    struct Result {
        /// The native spec (pretty-printed JSON ending in a newline); nil when there are errors.
        var spec: String?
        var diagnostics: [Diagnostic]
        var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    static func convert(_ data: Data, file: String) -> Result {
        let output = Generator.run(GeneratorInput(file: file, data: data, product: .nativeSpec))
        return Result(spec: output.files.first?.contents, diagnostics: output.diagnostics)
    }
}
