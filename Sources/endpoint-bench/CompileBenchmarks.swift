import EndpointGenEmit
import EndpointGenModel
import EndpointGenerator
import Foundation

/// Debug compile time of generated code: the 1,000-endpoint, 1,000-model synthetic spec (10 groups of 100)
/// generated into 8 files per output and into one, each compiled with plain `swiftc -c -Onone -j <cores>` (one
/// frontend per file; SwiftPM's debug builds add `-enable-batch-mode`) under a 6 GB address-space limit per
/// process. Skipped, with a note, when EndpointKit's module cannot be found beside the executable; a missing
/// `swiftc` shows as a failed row.
enum CompileBenchmarks {
    static func run() -> Table {
        var table = Table(title: "5. Debug compile of generated code (swiftc -c -Onone -j \(ProcessInfo.processInfo.activeProcessorCount))")
        guard let modules = modulesFolder() else {
            table.add(Row(name: "skipped", value: "EndpointKit.swiftmodule not found beside endpoint-bench"))
            return table
        }
        let spec = SyntheticSpec.make(endpoints: 1_000, models: 1_000)
        for files in [8, 1] {
            var options = GenerationOptions()
            options.filesPerOutput = files
            let result = Generator.run(GeneratorInput(file: "synthetic.endpoints.json", data: spec, options: options))
            let lines = result.files.reduce(0) { $0 + $1.lineCount }
            do {
                let seconds = try compile(result.files, modules: modules)
                table.add(Row(name: "1,000 endpoints + 1,000 models, \(result.files.count) files (\(Format.count(Double(lines))) lines)",
                              value: String(format: "%.1f s", seconds)))
                table.add(Row(name: "\(result.files.count) files: largest compiler process so far (peak RSS)",
                              value: "\(Format.count(Double(largestChildKilobytes()) / 1024)) MiB"))
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

    /// The peak resident size, in kilobytes, of the largest finished child process (its own children included).
    /// Runs go from less to more memory, so each reading is that run's own.
    static func largestChildKilobytes() -> Int {
        var usage = rusage()
        // RUSAGE_CHILDREN is -1 everywhere, but Glibc imports it as an enum and Darwin as an Int32.
        getrusage(-1, &usage)
        #if canImport(Darwin)
        return usage.ru_maxrss / 1024  // bytes on Apple platforms
        #else
        return usage.ru_maxrss
        #endif
    }

    /// `<build folder>/Modules` beside this executable, where SwiftPM puts `EndpointKit.swiftmodule`.
    static func modulesFolder() -> URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let folder = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("EndpointKit.swiftmodule").path) ? folder : nil
    }
}
