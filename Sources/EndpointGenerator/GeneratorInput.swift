import EndpointGenModel
import Foundation

/// What one run of the ``Generator`` reads and what it is asked to produce.
package struct GeneratorInput: Sendable {
    /// What a run produces besides its diagnostics.
    package enum Product: Sendable {
        /// The Swift files of the SDK (`generate`).
        case swift
        /// The spec and its model only (`validate`, `diff`).
        case model
        /// The native spec an OpenAPI document converts to, as one `<stem>.endpoints.json` file (`import`).
        case nativeSpec
    }

    /// The input's path: read through ``load`` unless ``data`` is given, shown in diagnostics, and naming the outputs.
    package var file: String
    /// The input's bytes when they are already in memory (a test, a pipe read by the command line).
    package var data: Data?
    package var product: Product
    /// The access level of the generated declarations.
    package var access: AccessLevel
    /// The target's choices from its `endpoint-gen.json`: type prefix, outputs, selected endpoints, files per output,
    /// samples.
    package var options: GenerationOptions
    /// Reads the input and the files it refers to (imported specs, the files of a multi-file OpenAPI document) by
    /// path; from disk by default.
    var load: SpecImports.Loader
    /// Folders besides the input's own from which an OpenAPI document's `$ref`s may read files.
    package var allowedFolders: [String]

    package init(
        file: String,
        data: Data? = nil,
        product: Product = .swift,
        access: AccessLevel = .public,
        options: GenerationOptions = GenerationOptions(),
        allowedFolders: [String] = [],
        load: @escaping SpecImports.Loader = SpecImports.disk
    ) {
        self.allowedFolders = allowedFolders
        self.file = file
        self.data = data
        self.product = product
        self.access = access
        self.options = options
        self.load = load
    }
}
