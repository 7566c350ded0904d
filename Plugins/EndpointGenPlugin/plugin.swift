import Foundation
import PackagePlugin

/// Generates Swift for every `*.endpoints.json` in a target's folder during the build.
///
/// Each spec gets its own build command whose outputs are named before the spec is read
/// (`<stem>.Endpoint.swift`, `<stem>.Models.swift`, `<stem>.Client.swift`), and whose inputs are the spec
/// and the generator binary, so a build regenerates only what changed.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else {
            throw PluginFailure("target '\(target.name)' has no Swift sources; EndpointGenPlugin applies only to Swift targets")
        }
        let specs = module.sourceFiles(withSuffix: "endpoints.json").map(\.url)
        guard !specs.isEmpty else {
            throw PluginFailure("""
                target '\(target.name)' uses EndpointGenPlugin but has no spec: add a file named <name>.endpoints.json \
                to \(module.directoryURL.path), or remove the plugin from the target
                """)
        }
        let generator = try context.tool(named: "endpoint-gen").url
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return specs.sorted { $0.path < $1.path }.map { spec in
            let stem = spec.lastPathComponent.replacingOccurrences(of: ".endpoints.json", with: "")
            return .buildCommand(
                displayName: "Generating EndpointKit client from \(spec.lastPathComponent)",
                executable: generator,
                arguments: ["generate", spec.path, "--output", output.path, "--access", "internal"],
                inputFiles: [spec, generator],
                outputFiles: ["Endpoint", "Models", "Client"].map { output.appending(path: "\(stem).\($0).swift") }
            )
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension EndpointGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.filter { $0.url.lastPathComponent.hasSuffix(".endpoints.json") }.map(\.url)
        guard !specs.isEmpty else {
            throw PluginFailure("target '\(target.displayName)' uses EndpointGenPlugin but has no <name>.endpoints.json file")
        }
        let generator = try context.tool(named: "endpoint-gen").url
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return specs.sorted { $0.path < $1.path }.map { spec in
            let stem = spec.lastPathComponent.replacingOccurrences(of: ".endpoints.json", with: "")
            return .buildCommand(
                displayName: "Generating EndpointKit client from \(spec.lastPathComponent)",
                executable: generator,
                arguments: ["generate", spec.path, "--output", output.path, "--access", "internal"],
                inputFiles: [spec, generator],
                outputFiles: ["Endpoint", "Models", "Client"].map { output.appending(path: "\(stem).\($0).swift") }
            )
        }
    }
}
#endif
