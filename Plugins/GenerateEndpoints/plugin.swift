import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-endpoints`: regenerates the checked-in SDKs,
/// writing `Generated/<stem>/` from every `Specs/<stem>.endpoints.json` (or `.endpoints.yaml`, `.endpoints.yml`).
///
/// Other arguments go to `endpoint-gen generate`: `--check` writes nothing and fails, listing the files, when
/// `Generated/` is not what the specs generate (for CI); `--access package` changes the access level.
@main
struct GenerateEndpoints: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let root = context.package.directoryURL
        let specsFolder = root.appending(path: "Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? []
        let suffixes = [".endpoints.json", ".endpoints.yaml", ".endpoints.yml"]
        let specs = names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted()
        guard !specs.isEmpty else {
            Diagnostics.error("no spec found: add files named <name>.endpoints.json to \(specsFolder.path)")
            return
        }
        let generator = try context.tool(named: "endpoint-gen").url
        let checking = arguments.contains("--check")
        // With --check, the generator's findings are collected and reported in one diagnostic: SwiftPM prints a
        // plugin's diagnostics before the output of the processes it ran, which put the verdict above the list.
        var findings: [String] = []
        for spec in specs {
            let stem = String(spec.dropLast(suffixes.first { spec.hasSuffix($0) }?.count ?? 0))
            let process = Process()
            process.executableURL = generator
            process.arguments = [
                // Relative to the package root (the working directory), so what it prints matches the README.
                "generate", "Specs/\(spec)", "--output", "Generated/\(stem)",
            ] + arguments
            process.currentDirectoryURL = root
            let output = Pipe()
            if checking {
                process.standardOutput = output
                process.standardError = output
            }
            try process.run()
            let printed = checking ? String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) : ""
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                if checking {
                    findings += printed.split(separator: "\n").map(String.init)
                    continue
                }
                Diagnostics.error("endpoint-gen failed for Specs/\(spec); see the diagnostics above")
                return
            }
            if !checking { print("Generated/\(stem)/ written from Specs/\(spec)") }
        }
        if !findings.isEmpty {
            Diagnostics.error((findings + ["regenerate with: swift package --allow-writing-to-package-directory generate-endpoints"]).joined(separator: "\n"))
        }
    }
}
