import EndpointGenerator
import Foundation

/// `endpoint-gen import` and `generate` of OpenAPI documents: TMDB (when `../shared/openapi/tmdb.json` exists)
/// and a synthetic ~4 MB, 1,000-operation document, each with its time beside Python's `json.loads` on the same
/// bytes, where that time goes stage by stage, the process's peak memory, and the command line's time beside
/// swift-openapi-generator's (``ProcessComparison``); and a 10,000-operation twin, for how generation scales.
enum OpenAPIBenchmarks {
    static func run() -> (Table, UInt64) {
        var table = Table(title: "0. OpenAPI import + generate (median of 3 after a warm-up; peak RSS of that row, VmHWM)")
        var checksum: UInt64 = 0
        let baseline = Baseline.fromEnvironment()
        let tmdb = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/openapi/tmdb.json").standardized
        if let data = try? Data(contentsOf: tmdb) {
            checksum &+= measure("TMDB (\(tmdb.lastPathComponent))", data: data, baseline: baseline, into: &table)
        } else {
            table.add(Row(name: "TMDB: skipped, \(tmdb.path) not found", value: "-"))
        }
        let thousand = SyntheticOpenAPI.make(operations: 1_000)
        checksum &+= measure("synthetic 1,000 operations", data: thousand, baseline: baseline, into: &table)
        checksum &+= measureScaling(thousand: thousand, into: &table)
        return (table, checksum)
    }

    /// Generation of a 10,000-operation document (~40 MB) beside Python's `json.loads` on it, and its time per 1,000
    /// operations beside the 1,000-operation document's: linear scaling is 1.00x. Two runs each, without the import,
    /// stage and process rows, which the 1,000-operation rows already give.
    private static func measureScaling(thousand: Data, into table: inout Table) -> UInt64 {
        let large = SyntheticOpenAPI.make(operations: 10_000)
        let (smallTimes, _) = Measure.wallTimes(runs: 2) { Generator.run(GeneratorInput(file: "bench.json", data: thousand)) }
        PeakMemory.reset()
        let (largeTimes, generated) = Measure.wallTimes(runs: 2, warmUp: false) { Generator.run(GeneratorInput(file: "bench.json", data: large)) }
        let peak = PeakMemory.current()
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-\(UUID().uuidString).json")
        let jsonLoads = (try? large.write(to: document)) != nil ? PythonJSONBaseline.seconds(path: document.path, runs: 3) : nil
        try? FileManager.default.removeItem(at: document)
        let name = "synthetic 10,000 operations"
        let generate = Measure.median(largeTimes)
        let lines = generated.files.reduce(0) { $0 + $1.lineCount }
        table.add(Row(name: "\(name): input", value: "\(Format.count(Double(large.count))) B"))
        table.add(Row(name: "\(name): generate from OpenAPI [\(largeTimes.map(Format.milliseconds).joined(separator: ", "))]; baseline Python json.loads",
                      value: Format.milliseconds(generate), baseline: jsonLoads.map(Format.milliseconds) ?? "no python3",
                      ratio: jsonLoads.map { Format.ratio(generate / $0) + " (target ≤ " + Format.ratio(PythonJSONBaseline.targetRatio) + ")" } ?? ""))
        table.add(Row(name: "\(name): output (\(generated.files.count) files)", value: "\(Format.count(Double(lines))) lines"))
        table.add(Row(name: "\(name): peak memory", value: peak.map { "\(Format.count(Double($0) / 1024)) MiB" } ?? "n/a"))
        table.add(Row(name: "per-1,000-operation time 10k / 1k, best runs (target 1.00x = linear)",
                      value: Format.ratio((largeTimes.min()! / 10) / smallTimes.min()!)))
        return UInt64(lines)
    }

    private static func measure(_ name: String, data: Data, baseline: Baseline?, into table: inout Table) -> UInt64 {
        PeakMemory.reset()
        let (importTimes, imported) = Measure.wallTimes(runs: 3) { Generator.run(GeneratorInput(file: "bench.json", data: data, product: .nativeSpec)) }
        let (times, generated) = Measure.wallTimes(runs: 3) { Generator.run(GeneratorInput(file: "bench.json", data: data)) }
        let peak = PeakMemory.current()
        let stages = StageTimes.measure(file: "bench.json", data: data, runs: 3)
        // The tools outside this process read the document from a file.
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-\(UUID().uuidString).json")
        let written = (try? data.write(to: document)) != nil
        defer { try? FileManager.default.removeItem(at: document) }
        let jsonLoads = written ? PythonJSONBaseline.seconds(path: document.path) : nil
        let warnings = generated.diagnostics.filter { $0.severity == .warning }.count
        let errors = generated.diagnostics.count - warnings
        let lines = generated.files.reduce(0) { $0 + $1.lineCount }
        table.add(Row(name: "\(name): input", value: "\(Format.count(Double(data.count))) B"))
        table.add(Row(name: "\(name): import (convert + check)", value: Format.milliseconds(Measure.median(importTimes))))
        let generate = Measure.median(times)
        table.add(Row(name: "\(name): generate from OpenAPI; baseline Python json.loads", value: Format.milliseconds(generate),
                      baseline: jsonLoads.map(Format.milliseconds) ?? "no python3",
                      ratio: jsonLoads.map { Format.ratio(generate / $0) + " (target ≤ " + Format.ratio(PythonJSONBaseline.targetRatio) + ")" } ?? ""))
        for row in stages.rows(name, specStage: "convert") { table.add(row) }
        if written {
            for row in ProcessComparison.rows(name, document: document.path, baseline: baseline) { table.add(row) }
        }
        table.add(Row(name: "\(name): native spec / output", value: "\(Format.count(Double(imported.files.first?.contents.utf8.count ?? 0))) B / \(Format.count(Double(lines))) lines"))
        table.add(Row(name: "\(name): diagnostics", value: "\(warnings) warnings, \(errors) errors"))
        table.add(Row(name: "\(name): peak memory", value: peak.map { "\(Format.count(Double($0) / 1024)) MiB" } ?? "n/a"))
        return UInt64(lines &+ warnings)
    }
}

/// The process's peak resident memory, from `/proc/self/status` (Linux only; nil elsewhere).
enum PeakMemory {
    /// Resets the peak to the current resident size (writing 5 to `/proc/self/clear_refs`).
    static func reset() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// `VmHWM` in KiB.
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
}
