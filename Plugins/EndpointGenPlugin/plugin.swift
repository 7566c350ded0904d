import Foundation
import PackagePlugin

/// Generates Swift for every spec in a target's folder during the build: `*.endpoints.json`, `*.endpoints.yaml`,
/// `*.endpoints.yml`, and OpenAPI documents written in YAML (`*.yaml`, `*.yml` with a top-level `openapi` key).
///
/// Each spec gets its own build command whose outputs are named before the spec is read
/// (`<stem>.Endpoint.swift`, `<stem>.Models.swift`, `<stem>.Client.swift`, or `<stem>.1.swift` … when a large spec
/// is split so that it compiles on every core in bounded memory), and whose inputs are the spec,
/// the specs it imports, the files a multi-file OpenAPI document's `$ref`s name and the generator binary, so a build
/// regenerates only what changed. A target of several specs gets one more command, which checks that no two of them
/// declare one type before the module compiles.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else {
            throw PluginFailure("target '\(target.name)' has no Swift sources; EndpointGenPlugin applies only to Swift targets")
        }
        return try Self.commands(
            specs: module.sourceFiles.map(\.url).filter(SpecFileNames.isSpecInput),
            config: module.sourceFiles.map(\.url).first { $0.lastPathComponent == configFileName },
            generator: context.tool(named: "endpoint-gen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            // A library target exists to be imported, so its client must be visible to the app that imports it;
            // an executable or test target uses the client itself.
            defaultAccess: module.kind == .generic ? "public" : "internal",
            missingSpecHelp: "add a spec named <name>.endpoints.json or <name>.endpoints.yaml (an OpenAPI document in JSON needs that name too) or an OpenAPI document in YAML (<name>.yaml) to \(module.directoryURL.path), or remove the plugin from target '\(target.name)'"
        )
    }

    /// One build command per spec, in a stable order, and the check of a target of several specs. `config` is the
    /// target's `endpoint-gen.json`, if any: an input of every command, and the source of the access level
    /// (`defaultAccess` when it sets none).
    static func commands(
        specs: [URL], config: URL?, generator: URL, workDirectory: URL, defaultAccess: String, missingSpecHelp: String
    ) throws -> [Command] {
        guard !specs.isEmpty else {
            throw PluginFailure("EndpointGenPlugin found no spec: \(missingSpecHelp)")
        }
        let output = workDirectory.appending(path: "GeneratedSources")
        var options: [String] = []
        if let config { options += ["--config", config.path] }
        let settings = jsonObject(at: config)
        if settings?["access"] == nil { options += ["--access", defaultAccess] }
        let configuredFiles = settings?["files"] as? Int
        // Each spec is generated on its own, so that an edit regenerates one spec; but the target is one module, where
        // two specs' types with one name are a redeclaration. Each command lists its spec's types, and one last command
        // compares the lists before anything compiles.
        let typeLists = specs.count > 1 ? workDirectory.appending(path: "DeclaredTypes") : nil
        let generation = specs.sorted { $0.path < $1.path }.map { spec in
            let stem = SpecFileNames.stem(of: spec)
            let dependencies = SpecDependencies(of: spec)
            // The config's `files` splits each output of a large spec, else the spec's size decides; the generator is
            // told the count, so the names it writes (Generator.outputFileNames(forStem:files:)) are the ones declared here.
            // A document split over many files is as large as all of them, as the generator counts it.
            let files = filesPerOutput(
                configured: configuredFiles, specBytes: ([spec] + dependencies.references).map(fileSize).reduce(0, +),
                native: SpecFileNames.isNativeSpec(spec.lastPathComponent)
            )
            let typeList = typeLists?.appending(path: "\(stem).json")
            let names = files <= 1 ? ["Endpoint", "Models", "Client"].map { "\(stem).\($0).swift" } : (1...3 * files).map { "\(stem).\($0).swift" }
            let outputs = names.map { output.appending(path: $0) }
            let command = Command.buildCommand(
                displayName: "Generating EndpointKit client from \(spec.lastPathComponent)",
                executable: generator,
                arguments: ["generate", spec.path, "--output", output.path, "--files", "\(files)"]
                    + (typeList.map { ["--declared-types", $0.path] } ?? []) + options,
                inputFiles: [spec, generator] + dependencies.imports + dependencies.references + (config.map { [$0] } ?? []),
                outputFiles: outputs
            )
            return (typeList: typeList, outputs: outputs, command: command)
        }
        guard let typeLists else { return generation.map(\.command) }
        // The check's output is a Swift file of the module (a comment), so that the module compiles only after the
        // check passed; its inputs are every generated file, so that it runs after the commands that write the lists.
        let verdict = typeLists.appending(path: "EndpointGenTypesDeclaredOnce.swift")
        let check = Command.buildCommand(
            displayName: "Checking that no two EndpointKit specs of the target declare one type",
            executable: generator,
            arguments: ["check-types"] + generation.compactMap(\.typeList?.path) + ["--output", verdict.path],
            inputFiles: [generator] + generation.flatMap(\.outputs),
            outputFiles: [verdict]
        )
        return generation.map(\.command) + [check]
    }
}

/// The files per output for a spec of `specBytes`, as `GenerationOptions.filesPerOutput(configured:specBytes:native:)`
/// in the generator counts them: one for a spec of at most the unit (32 KiB of a native spec, 256 KiB of an OpenAPI
/// document), else `configured`, else one per started unit, at most 64.
func filesPerOutput(configured: Int?, specBytes: Int, native: Bool) -> Int {
    let bytesPerFile = (native ? 32 : 256) * 1024
    guard specBytes > bytesPerFile else { return 1 }
    return configured ?? min(64, (specBytes + bytesPerFile - 1) / bytesPerFile)
}

/// The size of the file at `url` in bytes; 0 when it cannot be read, which the generator then reports.
func fileSize(_ url: URL) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
}

/// The name of a target's configuration file (`GenerationConfig.fileName` in the generator).
let configFileName = "endpoint-gen.json"

/// The top-level object of a JSON file, or nil when there is none or it does not parse.
func jsonObject(at url: URL?) -> [String: Any]? {
    guard let url, let data = try? Data(contentsOf: url) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
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
        try Self.commands(
            specs: target.inputFiles.map(\.url).filter(SpecFileNames.isSpecInput),
            config: target.inputFiles.map(\.url).first { $0.lastPathComponent == configFileName },
            generator: context.tool(named: "endpoint-gen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            // Xcode does not say whether a target is an app or a framework; an app target is the common case.
            defaultAccess: "internal",
            missingSpecHelp: "add a spec named <name>.endpoints.json or <name>.endpoints.yaml (an OpenAPI document in JSON needs that name too) or an OpenAPI document in YAML (<name>.yaml) to target '\(target.displayName)' and tick the target in its membership"
        )
    }
}
#endif
