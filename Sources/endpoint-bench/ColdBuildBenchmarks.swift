import Foundation

/// The generator's cold debug build, which a user of the build plugin pays on their first `swift build`: a throw-away
/// package depending on this checkout by path (``ColdBuildConsumer``) built with `swift build` into a fresh scratch
/// path, twice: the generator alone (`--product endpoint-gen`: its stage modules and CLI, built once, as a plugin
/// user's build builds them as `-tool` modules), and a plugin user's first build (a library target with
/// `EndpointGenPlugin` and a 3-operation OpenAPI document: the generator, the EndpointKit runtime, the plugin and
/// the generated client). Dependencies are resolved before the clock starts. Wall time and the CPU time (user + sys)
/// of `swift build` and everything it ran. Beside each figure: swift-openapi-generator built the same way when
/// `OPENAPI_GENERATOR_CHECKOUT` names its checkout (its dependencies must resolve on this machine), else "not measured".
enum ColdBuildBenchmarks {
    /// The checkout this benchmark runs in: the current folder, when it holds this package.
    static func packageRoot() -> URL? {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return FileManager.default.fileExists(atPath: folder.appending(path: "Sources/EndpointGenCLI").path) ? folder : nil
    }

    static func run() -> Table {
        var load = [Double](repeating: 0, count: 3)
        let loads = getloadavg(&load, 3) == 3 ? String(format: ", load average %.2f before", load[0]) : ""
        var table = Table(title: "6. Generator cold debug build (swift build, fresh scratch path, \(ProcessInfo.processInfo.activeProcessorCount) cores\(loads)), beside swift-openapi-generator")
        guard let root = packageRoot() else {
            table.add(Row(name: "skipped", value: "run from the EndpointKit checkout (Sources/EndpointGenCLI not found)"))
            return table
        }
        let theirs = ProcessInfo.processInfo.environment["OPENAPI_GENERATOR_CHECKOUT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        let shapes: [(name: String, shape: ColdBuildConsumer.Shape)] = [
            ("generator alone (swift build --product <generator>)", .generatorOnly),
            ("plugin user's first build (library target + plugin + 3-operation document)", .pluginUser),
        ]
        for (name, shape) in shapes {
            let ours = Result { try measure(ColdBuildConsumer(generator: .endpointKit(at: root), shape: shape)) }
            let other = theirs.map { checkout in Result { try measure(ColdBuildConsumer(generator: .openAPIGenerator(at: checkout), shape: shape)) } }
            guard case .success(let build) = ours else {
                if case .failure(let error) = ours { table.add(Row(name: name, value: "failed: \(error)")) }
                continue
            }
            let baseline: Build?
            var note = "not measured"
            switch other {
            case .success(let build): baseline = build
            case .failure(let error): baseline = nil; note = "failed: \(error)"
            case nil: baseline = nil
            }
            table.add(row("\(name): wall", build.seconds, baseline?.seconds, note: note))
            table.add(row("\(name): CPU (user+sys)", build.cpuSeconds, baseline?.cpuSeconds, note: note))
        }
        return table
    }

    private static func row(_ name: String, _ value: Double, _ baseline: Double?, note: String) -> Row {
        let format = { (seconds: Double) in String(format: "%.1f s", seconds) }
        guard let baseline, baseline > 0 else { return Row(name: name, value: format(value), baseline: note) }
        return Row(name: name, value: format(value), baseline: format(baseline), ratio: Format.ratio(value / baseline))
    }

    struct Build {
        var seconds: Double
        var cpuSeconds: Double
    }

    /// Writes `consumer` to a temporary folder, resolves it, and times `swift build` into a fresh scratch path.
    static func measure(_ consumer: ColdBuildConsumer) throws -> Build {
        let folder = FileManager.default.temporaryDirectory.appending(path: "endpoint-bench-coldbuild-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try consumer.write(to: folder)
        let paths = ["--package-path", folder.path, "--scratch-path", folder.appending(path: ".build").path]
        // Resolving (fetching and checking out dependencies) is not building; it happens before the clock starts.
        try swift(["package"] + paths + ["resolve"], log: folder.appending(path: "resolve.log"))
        let before = CompileBenchmarks.ChildUsage.finished().cpuSeconds
        let start = ContinuousClock.now
        try swift(["build"] + paths + consumer.buildArguments, log: folder.appending(path: "build.log"))
        let seconds = Measure.seconds(ContinuousClock.now - start)
        return Build(seconds: seconds, cpuSeconds: CompileBenchmarks.ChildUsage.finished().cpuSeconds - before)
    }

    /// Runs `swift` with `arguments`, its output to `log`; throws with the output's last line when it fails.
    private static func swift(_ arguments: [String], log: URL) throws {
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CompileBenchmarks.Failure(description: "cannot write \(log.path)") }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let last = output.split(separator: "\n").last { $0.contains("error") } ?? output.split(separator: "\n").last ?? ""
            throw CompileBenchmarks.Failure(description: "swift \(arguments[0]) exited \(process.terminationStatus): \(last)")
        }
    }
}
