import Foundation
import PackagePlugin

/// Generates Swift for every spec in a target's folder during the build: `*.endpoints.json`, `*.endpoints.yaml`,
/// `*.endpoints.yml`, and OpenAPI documents written in YAML (`*.yaml`, `*.yml` with a top-level `openapi` key).
///
/// Each spec gets its own build command whose outputs are named before the spec is read
/// (`<stem>.Endpoint.swift`, `<stem>.Models.swift`, `<stem>.Client.swift`, or `<stem>.Endpoint.1.swift` … when a
/// large spec is split so that its outputs compile on every core in bounded memory), and whose inputs are the spec,
/// the specs it imports, the files a multi-file OpenAPI document's `$ref`s name and the generator binary, so a build
/// regenerates only what changed.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else {
            throw PluginFailure("target '\(target.name)' has no Swift sources; EndpointGenPlugin applies only to Swift targets")
        }
        return try Self.commands(
            specs: module.sourceFiles.map(\.url).filter(isSpecInput),
            config: module.sourceFiles.map(\.url).first { $0.lastPathComponent == configFileName },
            generator: context.tool(named: "endpoint-gen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            // A library target exists to be imported, so its client must be visible to the app that imports it;
            // an executable or test target uses the client itself.
            defaultAccess: module.kind == .generic ? "public" : "internal",
            missingSpecHelp: "add a file named <name>.endpoints.json to \(module.directoryURL.path), or remove the plugin from target '\(target.name)'"
        )
    }

    /// One build command per spec, in a stable order. `config` is the target's `endpoint-gen.json`, if any:
    /// an input of every command, and the source of the access level (`defaultAccess` when it sets none).
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
        return specs.sorted { $0.path < $1.path }.map { spec in
            let stem = stem(of: spec)
            // The config's `files` splits each output of a large spec, else the spec's size decides; the generator is
            // told the count, so the names it writes (Generator.outputFileNames(forStem:files:)) are the ones declared here.
            let referenced = referencedFiles(of: spec)
            // A document split over many files is as large as all of them, as the generator counts it.
            let files = filesPerOutput(
                configured: configuredFiles, specBytes: ([spec] + referenced).map(fileSize).reduce(0, +),
                native: specSuffixes.contains { spec.lastPathComponent.hasSuffix($0) }
            )
            return .buildCommand(
                displayName: "Generating EndpointKit client from \(spec.lastPathComponent)",
                executable: generator,
                arguments: ["generate", spec.path, "--output", output.path, "--files", "\(files)"] + options,
                inputFiles: [spec, generator] + importedSpecs(of: spec) + referenced + (config.map { [$0] } ?? []),
                outputFiles: ["Endpoint", "Models", "Client"].flatMap { kind in
                    files <= 1 ? [output.appending(path: "\(stem).\(kind).swift")]
                        : (1...files).map { output.appending(path: "\(stem).\(kind).\($0).swift") }
                }
            )
        }
    }
}

/// The files `spec` imports, and theirs in turn (a model's storage depends on the models it holds, wherever
/// they are declared), resolved beside each importer, so that editing a shared models spec regenerates every
/// spec that reads it. A spec that does not parse lists none; the generator reports it.
func importedSpecs(of spec: URL) -> [URL] {
    var found: [URL] = []
    var pending = [spec]
    while let next = pending.popLast() {
        guard let imports = jsonObject(at: next)?["imports"] as? [Any] else { continue }
        let folder = next.deletingLastPathComponent()
        for entry in imports {
            guard let path = entry as? String ?? (entry as? [String: Any])?["spec"] as? String else { continue }
            let url = folder.appending(path: path).standardizedFileURL
            // An import cycle is the generator's error to report; here it must only not loop.
            guard url != spec.standardizedFileURL, !found.contains(url) else { continue }
            found.append(url)
            pending.append(url)
        }
    }
    return found
}

/// The files the `$ref`s of an OpenAPI document name (`paths/pets.yaml`, `common.yaml#/Error`), and the files theirs
/// name in turn, so that editing any file of a document split over many regenerates it. The values are found by
/// scanning the text for `$ref` keys, in JSON and YAML alike; the generator decides which of them may be read.
func referencedFiles(of document: URL) -> [URL] {
    var found: [URL] = []
    var pending = [document]
    while let next = pending.popLast() {
        guard let data = try? Data(contentsOf: next) else { continue }
        let folder = next.deletingLastPathComponent()
        for reference in referenceValues(in: String(decoding: data, as: UTF8.self)) {
            let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !file.isEmpty, !file.contains("://"), let decoded = String(file).removingPercentEncoding else { continue }
            let url = (decoded.hasPrefix("/") ? URL(fileURLWithPath: decoded) : folder.appending(path: decoded)).standardizedFileURL
            guard url != document.standardizedFileURL, !found.contains(url), FileManager.default.fileExists(atPath: url.path) else { continue }
            found.append(url)
            pending.append(url)
        }
    }
    return found
}

/// The values of the `$ref` keys in JSON or YAML text: `"$ref": "a.json"`, `$ref: a.yaml`, `'$ref': 'a.yaml#/B'`.
func referenceValues(in text: String) -> [String] {
    var values: [String] = []
    var rest = text[...]
    while let key = rest.range(of: "$ref") {
        rest = rest[key.upperBound...]
        var value = rest.drop { $0 == "\"" || $0 == "'" || $0 == " " }
        guard value.first == ":" else { continue }
        value = value.dropFirst().drop { $0 == " " || $0 == "\t" }
        let quote = value.first == "\"" || value.first == "'" ? value.first : nil
        if quote != nil { value = value.dropFirst() }
        let end = value.firstIndex { character in
            if let quote { return character == quote || character.isNewline }
            return character.isWhitespace || character == "," || character == "}" || character == "]"
        } ?? value.endIndex
        values.append(String(value[..<end]))
        rest = value[end...]
    }
    return values
}

/// The suffixes of native spec files (`Generator.specSuffixes` in the generator).
let specSuffixes = [".endpoints.json", ".endpoints.yaml", ".endpoints.yml"]

/// Whether the build generates from `url`: a native spec, or a YAML OpenAPI document (one with a line starting
/// `openapi:`, so that other YAML files in the target are left alone).
func isSpecInput(_ url: URL) -> Bool {
    let name = url.lastPathComponent
    if specSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
    guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"), let data = try? Data(contentsOf: url) else { return false }
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
        $0.hasPrefix("openapi:") || $0.hasPrefix("\"openapi\":") || $0.hasPrefix("'openapi':")
    }
}

/// The name a spec's outputs are derived from, as `Generator.stem(ofSpecAt:)` derives it.
func stem(of spec: URL) -> String {
    let name = spec.lastPathComponent
    if let suffix = specSuffixes.first(where: { name.hasSuffix($0) }) { return String(name.dropLast(suffix.count)) }
    return spec.deletingPathExtension().lastPathComponent
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
            specs: target.inputFiles.map(\.url).filter(isSpecInput),
            config: target.inputFiles.map(\.url).first { $0.lastPathComponent == configFileName },
            generator: context.tool(named: "endpoint-gen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            // Xcode does not say whether a target is an app or a framework; an app target is the common case.
            defaultAccess: "internal",
            missingSpecHelp: "add a file named <name>.endpoints.json to target '\(target.displayName)' and tick the target in its membership"
        )
    }
}
#endif
