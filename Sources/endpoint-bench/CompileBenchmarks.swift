import EndpointGenEmit
import EndpointGenModel
import EndpointGenerator
import Foundation

/// The generated SDKs themselves: lines per operation, and the debug compile time and peak compiler memory of TMDB's
/// SDK, of Twilio's 2010 API's (a model-heavy document), of the synthetic 1,000-operation OpenAPI document's
/// (``SyntheticOpenAPI``: no tags, so one endpoint enum of 1,000 cases, as an API without tags gets) and of the
/// 1,000-endpoint native spec's (``SyntheticSpec``, in groups of 100), each split as the build plugin splits it (by
/// the spec's size). Each compile is `swiftc -c -Onone -j <cores> -enable-batch-mode` (as SwiftPM's debug builds run
/// it: one frontend per core, each compiling a batch of files) in
/// a child `endpoint-bench` process of its own, so that its peak RSS is its own. Beside each OpenAPI figure:
/// swift-openapi-generator 1.14.3 when `OPENAPI_GENERATOR_BIN` names its binary (its output compiles when
/// `OPENAPI_RUNTIME_MODULES` names a folder with `OpenAPIRuntime.swiftmodule`), else "not measured".
enum CompileBenchmarks {
    static func run() -> Table {
        var table = Table(title: "5. Generated SDKs: size and debug compile (swiftc -c -Onone -j \(ProcessInfo.processInfo.activeProcessorCount) -enable-batch-mode), beside swift-openapi-generator 1.14.3")
        guard let modules = modulesFolder() else {
            table.add(Row(name: "skipped", value: "EndpointKit.swiftmodule not found beside endpoint-bench"))
            return table
        }
        let baseline = OpenAPIGeneratorBaseline.fromEnvironment()
        // TMDB's schemas are all inline; Twilio's 2010 API has large named models, most of its compile.
        for (sdk, name) in [("TMDB", "tmdb.json"), ("Twilio 2010", "twilio/twilio_api_v2010.yaml")] {
            if let document = sharedDocument(name) {
                add(sdk: sdk, file: document.path, data: (try? Data(contentsOf: document)) ?? Data(), baseline: baseline, modules: modules, to: &table)
            } else {
                table.add(Row(name: sdk, value: "skipped: ../shared/openapi/\(name) not found"))
            }
        }
        let document = SyntheticOpenAPI.make(operations: 1_000)
        TemporaryFile.with(document) { path in
            guard let path else { return table.add(Row(name: "1,000 operations (OpenAPI)", value: "skipped: the document could not be written")) }
            add(sdk: "1,000 operations (OpenAPI)", file: path, data: document, baseline: baseline, modules: modules, to: &table)
        }
        // A native spec, which the baseline cannot read.
        add(sdk: "1,000 endpoints (native)", file: "synthetic.endpoints.json", data: SyntheticSpec.make(endpoints: 1_000, models: 1_000), baseline: nil,
            modules: modules, to: &table)
        return table
    }

    private static func add(sdk: String, file: String, data: Data, baseline: OpenAPIGeneratorBaseline?, modules: URL, to table: inout Table) {
        let result = Generator.run(GeneratorInput(file: file, data: data))
        let operations = max(1, result.model?.endpoints.count ?? 1)
        let lines = result.files.reduce(0) { $0 + $1.lineCount }
        let theirs = baseline?.generate(file) ?? .failure(Failure(description: "not measured"))
        let theirLines = try? theirs.get().lines
        table.add(compared("\(sdk): generated lines per operation (\(operations) operations, \(result.files.count) files)",
                           Double(lines) / Double(operations), theirLines.map { Double($0) / Double(operations) }, format: { Format.count($0.rounded()) }))
        let ours = Result { try measureCompile(result.files.map { ($0.name, $0.contents) }, modules: [modules]) }
        let theirCompile = theirs.flatMap { output in Result { try measureCompile(output.files, modules: baseline?.runtimeModules.map { [$0] } ?? []) } }
        switch ours {
        case .success(let compile):
            let other = try? theirCompile.get()
            var row = compared("\(sdk): debug compile", compile.seconds, other?.seconds, format: { String(format: "%.1f s", $0) })
            // Their output generated but did not compile (a compiler error, or the memory limit): say so, not "not measured".
            if baseline != nil, (try? theirs.get()) != nil, case .failure(let error) = theirCompile {
                row.baseline = "failed: " + ("\(error)".split(separator: "\n").first.map { String($0.prefix(120)) } ?? "")
            }
            table.add(row)
            // The compilers' CPU time, which other work on a shared machine disturbs far less than the wall time.
            table.add(compared("\(sdk): debug compile, CPU time", compile.cpuSeconds, other?.cpuSeconds, format: { String(format: "%.1f s", $0) }))
            table.add(compared("\(sdk): peak compiler memory", Double(compile.kilobytes) / 1024, other.map { Double($0.kilobytes) / 1024 },
                               format: { "\(Format.count($0)) MiB" }))
        case .failure(let error):
            table.add(Row(name: "\(sdk): debug compile", value: "failed: " + ("\(error)".split(separator: "\n").first.map(String.init) ?? "")))
        }
    }

    /// A row with the baseline and the ratio ours/theirs, or the baseline "not measured".
    private static func compared(_ name: String, _ value: Double, _ baseline: Double?, format: (Double) -> String) -> Row {
        guard let baseline, baseline > 0 else { return Row(name: name, value: format(value), baseline: "not measured") }
        return Row(name: name, value: format(value), baseline: format(baseline), ratio: Format.ratio(value / baseline))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Compile {
        var seconds: Double
        var kilobytes: Int
        var cpuSeconds: Double
    }

    /// Writes `files` to a temporary folder and compiles them in a child `endpoint-bench --compile <folder>` process.
    static func measureCompile(_ files: [(name: String, contents: String)], modules: [URL]) throws -> Compile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        guard let executable = Bundle.main.executableURL else { throw Failure(description: "no executable path") }
        let output = try runProcess(executable, ["--compile", folder.path] + modules.map(\.path))
        let fields = output.split(separator: " ")
        guard fields.count == 3, let seconds = Double(fields[0]), let kilobytes = Int(fields[1]), let cpuSeconds = Double(fields[2]) else {
            throw Failure(description: output)
        }
        return Compile(seconds: seconds, kilobytes: kilobytes, cpuSeconds: cpuSeconds)
    }

    /// The child's side of ``measureCompile(_:modules:)``: compiles every Swift file in `folder` and prints
    /// "<seconds> <peak kilobytes> <CPU seconds>" of the compiler processes.
    static func compileChild(folder: String, modules: [String]) -> Int32 {
        let paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let process = Process()
        // A memory limit, so that a compiler blow-up fails this row instead of swapping the machine to a halt.
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", #"ulimit -v 12000000; exec swiftc "$@""#, "swiftc", "-c", "-Onone", "-j", "\(ProcessInfo.processInfo.activeProcessorCount)", "-enable-batch-mode",
                             "-swift-version", "6", "-module-name", "SDK"] + modules.flatMap { ["-I", $0] } + paths
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let log = URL(fileURLWithPath: folder).appendingPathComponent("swiftc.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let handle = try? FileHandle(forWritingTo: log) else { return 1 }
        process.standardOutput = handle
        process.standardError = handle
        let start = ContinuousClock.now
        do { try process.run() } catch { print("swiftc did not start: \(error)"); return 1 }
        process.waitUntilExit()
        let seconds = Measure.seconds(ContinuousClock.now - start)
        guard process.terminationStatus == 0 else {
            print("swiftc exited \(process.terminationStatus): \(((try? String(contentsOf: log, encoding: .utf8)) ?? "").prefix(400))")
            return 1
        }
        let usage = ChildUsage.finished()
        print("\(seconds) \(usage.largestKilobytes) \(usage.cpuSeconds)")
        return 0
    }

    /// Runs `executable` and returns its standard output, trimmed; throws when it fails.
    static func runProcess(_ executable: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        // What the tool says as it works is not a result; a failure shows in its exit status and standard output.
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else { throw Failure(description: text) }
        return text
    }

    /// What the finished child processes (their own children included) used.
    struct ChildUsage {
        /// The peak resident size of the largest, in kilobytes.
        var largestKilobytes: Int
        /// User and system time of all of them.
        var cpuSeconds: Double

        static func finished() -> ChildUsage {
            var usage = rusage()
            // RUSAGE_CHILDREN is -1 everywhere, but Glibc imports it as an enum and Darwin as an Int32.
            getrusage(-1, &usage)
            func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
            #if canImport(Darwin)
            let kilobytes = usage.ru_maxrss / 1024  // bytes on Apple platforms
            #else
            let kilobytes = usage.ru_maxrss
            #endif
            return ChildUsage(largestKilobytes: kilobytes, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
        }
    }

    /// `<build folder>/Modules` beside this executable, where SwiftPM puts `EndpointKit.swiftmodule`.
    static func modulesFolder() -> URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let folder = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("EndpointKit.swiftmodule").path) ? folder : nil
    }

    /// The document `name` in `shared/openapi/`, beside the package or one folder further up (a worktree).
    static func sharedDocument(_ name: String) -> URL? {
        ["../shared/openapi/", "../../shared/openapi/"].map { URL(fileURLWithPath: $0 + name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
