import EndpointGenSpec

/// A module every generated file imports, with the types of it generated code may name.
package struct ModuleImport: Sendable {
    package var module: String
    /// The module's types that generated declarations may name; a file whose interface names one imports the module
    /// at the generated access level.
    package var typeNames: Set<String>

    package init(module: String, typeNames: Set<String>) {
        self.module = module
        self.typeNames = typeNames
    }

    /// The runtime library.
    package static let endpointKit = ModuleImport(module: "EndpointKit", typeNames: RuntimeSymbols.endpointKit)

    /// Foundation.
    package static let foundation = ModuleImport(module: "Foundation", typeNames: RuntimeSymbols.foundation)
}
