import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-endpoints`: regenerates the checked-in SDKs,
/// writing `Generated/<stem>/` from every spec in `Specs/` the build plugin would generate from: `<stem>.endpoints.json`
/// (or `.endpoints.yaml`, `.endpoints.yml`) and YAML OpenAPI documents (`<stem>.yaml`, `<stem>.yml`).
///
/// Other arguments go to `endpoint-gen generate`: `--check` writes nothing and fails, listing the files, when
/// `Generated/` is not what the specs generate (for CI); `--access package` changes the access level. A folder of
/// `Generated/` that no spec generates any more is reported, never deleted.
@main
struct GenerateEndpoints: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let root = context.package.directoryURL
        let specsFolder = root.appending(path: "Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? []
        let specs = names.sorted().filter { SpecFileNames.isSpecInput(specsFolder.appending(path: $0)) }
        guard !specs.isEmpty else {
            Diagnostics.error("no spec found: add files named <name>.endpoints.json (or OpenAPI documents named <name>.yaml) to \(specsFolder.path)")
            return
        }
        var specOfStem: [String: String] = [:]
        for spec in specs {
            let stem = SpecFileNames.stem(of: specsFolder.appending(path: spec))
            if let first = specOfStem.updateValue(spec, forKey: stem) {
                Diagnostics.error("Specs/\(first) and Specs/\(spec) would both generate Generated/\(stem)/; rename one of them")
                return
            }
        }
        let generator = try context.tool(named: "endpoint-gen").url
        let checking = arguments.contains("--check")
        // The generator's output is read and reported in the plugin's own diagnostics: SwiftPM prints those before the
        // plugin's output and that of the processes it runs, which put the verdict above the diagnostics it refers to.
        var findings: [String] = []
        for (stem, spec) in specOfStem.sorted(by: { $0.value < $1.value }) {
            let process = Process()
            process.executableURL = generator
            process.arguments = [
                // Relative to the package root (the working directory), so what it prints matches the README.
                "generate", "Specs/\(spec)", "--output", "Generated/\(stem)",
            ] + arguments
            process.currentDirectoryURL = root
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").map(String.init)
            process.waitUntilExit()
            if checking {
                if process.terminationStatus != 0 { findings += printed }
            } else if process.terminationStatus != 0 {
                // A spec's errors leave its own folder as it was; the other specs are still generated, so that one run
                // reports every spec's errors. The verdict heads the generator's lines, which each say what they are.
                findings += ["endpoint-gen failed for Specs/\(spec), so Generated/\(stem)/ is left as it was:"] + printed
            } else {
                if !printed.isEmpty { Diagnostics.warning((["Generated/\(stem)/ written from Specs/\(spec), with warnings:"] + printed).joined(separator: "\n")) }
                print("Generated/\(stem)/ written from Specs/\(spec)")
            }
        }
        if checking, !findings.isEmpty { findings.append("regenerate with: swift package --allow-writing-to-package-directory generate-endpoints") }
        // Deleting a folder that lost its spec would leave its target in Package.swift without sources, and the folder
        // may hold files someone added: removing both is the app's change to make (and to review), so it is only named.
        for folder in AbandonedFolder.all(in: root.appending(path: "Generated"), stems: Set(specOfStem.keys)) {
            let verdict = "no spec in Specs/ generates it any more (was Specs/\(folder.name).* removed or renamed?); "
                + "delete the folder, and its target in Package.swift, once nothing uses the SDK"
            if checking {
                findings += folder.files.map { "Generated/\(folder.name)/\($0): no longer generated" } + ["Generated/\(folder.name): error: \(verdict)"]
            } else {
                Diagnostics.warning("Generated/\(folder.name): \(verdict)")
            }
        }
        if !findings.isEmpty { Diagnostics.error(findings.joined(separator: "\n")) }
    }
}
