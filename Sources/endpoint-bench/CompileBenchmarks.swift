import EndpointGenerator
import Foundation

/// Debug compile time of generated code: a 200-endpoint, 200-model synthetic spec (2 groups of 100) generated
/// into one file per output and into 8, then compiled with `swiftc -c -Onone -j <cores>` as a debug build
/// compiles a target, under a 6 GB address-space limit. Skipped, with a note, when `swiftc` or EndpointKit's
/// module cannot be found.
///
/// 200, not 1,000: compiling the 1,000-endpoint, 1,000-model synthetic SDK in one swiftc run exhausted this
/// 24 GB machine's memory (an open defect, see the closing note of issue 3), so the size stays where it fits.
enum CompileBenchmarks {
    static func run() -> Table {
        var table = Table(title: "5. Debug compile of generated code (swiftc -c -Onone -j \(ProcessInfo.processInfo.activeProcessorCount))")
        guard let modules = modulesFolder() else {
            table.add(Row(name: "skipped", value: "EndpointKit.swiftmodule not found beside endpoint-bench"))
            return table
        }
        let spec = SyntheticSpec.make(endpoints: 200, models: 200)
        for files in [1, 8] {
            var options = GenerationOptions()
            options.filesPerOutput = files
            let result = Generator.generate(spec, file: "synthetic.endpoints.json", options: options)
            let lines = result.files.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            do {
                let seconds = try compile(result.files, modules: modules)
                table.add(Row(name: "200 endpoints + 200 models, \(result.files.count) files (\(Format.count(Double(lines))) lines)",
                              value: String(format: "%.1f s", seconds)))
            } catch {
                table.add(Row(name: "\(result.files.count) files", value: "failed: \(error)"))
            }
        }
        return table
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `files` to a temporary folder and compiles them to object files; returns the wall time.
    static func compile(_ files: [GeneratedFile], modules: URL) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
        let process = Process()
        // A memory limit, so that a compiler blow-up fails this row instead of swapping the machine to a halt.
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", #"ulimit -v 6000000; exec swiftc "$@""#, "swiftc",
                             "-c", "-Onone", "-j", "\(ProcessInfo.processInfo.activeProcessorCount)", "-swift-version", "6",
                             "-module-name", "SyntheticSDK", "-I", modules.path] + paths
        process.currentDirectoryURL = folder
        let log = folder.appendingPathComponent("swiftc.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let seconds = Measure.seconds(ContinuousClock.now - start)
        try handle.close()
        guard process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(description: "swiftc exited \(process.terminationStatus): \(output.prefix(400))")
        }
        return seconds
    }

    /// `<build folder>/Modules` beside this executable, where SwiftPM puts `EndpointKit.swiftmodule`.
    static func modulesFolder() -> URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let folder = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("EndpointKit.swiftmodule").path) ? folder : nil
    }
}
