import Foundation

/// `endpoint-gen generate` and swift-openapi-generator's `generate` on one document, each run as the process a user
/// runs (start, read, generate, write the files), so that the two figures count the same work. Issue 11 asks for
/// at most 1/40 of the baseline's time.
enum ProcessComparison {
    /// The ratio of our time to swift-openapi-generator's that issue 11 asks for at most.
    static let targetRatio = 1.0 / 40

    /// The median wall time and CPU time of three runs.
    struct Times {
        var wall: Double
        var cpu: Double
    }

    /// Rows for the document at `path`: wall time and CPU time of each tool's process, with the ratios.
    static func rows(_ name: String, document path: String, baseline: OpenAPIGeneratorBaseline?) -> [Row] {
        let label = "\(name): endpoint-gen generate as a process; baseline swift-openapi-generator 1.14.3"
        guard let endpointGen = siblingExecutable("endpoint-gen") else {
            return [Row(name: label, value: "not measured: build endpoint-gen too (swift build -c release --product endpoint-gen)")]
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let ours: Times
        do {
            ours = try timed { _ = try CompileBenchmarks.runProcess(endpointGen, ["generate", path, "--output", output.path]) }
        } catch {
            return [Row(name: label, value: "failed: " + firstLine(of: error))]
        }
        guard let baseline else {
            return [Row(name: label, value: Format.milliseconds(ours.wall), baseline: "not measured (OPENAPI_GENERATOR_BIN)")]
        }
        let theirs: Times
        do {
            theirs = try timed { _ = try baseline.generate(path).get() }
        } catch {
            return [Row(name: label, value: Format.milliseconds(ours.wall), baseline: "failed: " + firstLine(of: error))]
        }
        let target = " (target ≤ " + Format.ratio(targetRatio) + ")"
        return [
            Row(name: label + ", wall", value: Format.milliseconds(ours.wall), baseline: Format.milliseconds(theirs.wall),
                ratio: Format.ratio(ours.wall / theirs.wall) + target),
            Row(name: "\(name): the same, CPU time of the processes", value: Format.milliseconds(ours.cpu),
                baseline: Format.milliseconds(theirs.cpu), ratio: Format.ratio(ours.cpu / theirs.cpu) + target),
        ]
    }

    /// Three runs of `body`, which runs child processes: the median wall time, and the median CPU time the
    /// children used.
    private static func timed(_ body: () throws -> Void) throws -> Times {
        var walls: [Double] = []
        var cpus: [Double] = []
        for _ in 0..<3 {
            let cpuStart = CompileBenchmarks.ChildUsage.finished().cpuSeconds
            let start = ContinuousClock.now
            try body()
            walls.append(Measure.seconds(ContinuousClock.now - start))
            cpus.append(CompileBenchmarks.ChildUsage.finished().cpuSeconds - cpuStart)
        }
        return Times(wall: Measure.median(walls), cpu: Measure.median(cpus))
    }

    private static func firstLine(of error: Error) -> String {
        "\(error)".split(separator: "\n").first.map(String.init) ?? ""
    }

    /// An executable built beside this one (`.build/release/<name>`), if there is one.
    private static func siblingExecutable(_ name: String) -> URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let sibling = executable.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : nil
    }
}
