import EndpointGenerator
import EndpointGenModel
import Foundation

/// `endpoint-gen import` and `generate` of OpenAPI documents: TMDB (when `../shared/openapi/tmdb.json` exists)
/// and a synthetic ~4 MB, 1,000-operation document, each with its time beside Python's `json.loads` on the same
/// bytes, where that time goes stage by stage, the process's peak memory, and the command line's time beside
/// swift-openapi-generator's (``ProcessComparison``); and a 10,000-operation twin, for how generation scales.
enum OpenAPIBenchmarks {
    static func run() -> (Table, UInt64) {
        var table = Table(title: "0. OpenAPI import + generate (median of 3 after a warm-up; peak RSS of that row, VmHWM)")
        var checksum: UInt64 = 0
        let baseline = OpenAPIGeneratorBaseline.fromEnvironment()
        let tmdb = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/openapi/tmdb.json").standardized
        if let data = try? Data(contentsOf: tmdb) {
            checksum &+= measure("TMDB (\(tmdb.lastPathComponent))", data: data, baseline: baseline, into: &table).checksum
        } else {
            table.add(Row(name: "TMDB: skipped, \(tmdb.path) not found", value: "-"))
        }
        let thousand = measure("synthetic 1,000 operations", data: SyntheticOpenAPI.make(operations: 1_000), baseline: baseline, into: &table)
        checksum &+= thousand.checksum
        checksum &+= measureScaling(thousandBest: thousand.bestGenerate, into: &table)
        checksum &+= measureChains(into: &table)
        return (table, checksum)
    }

    /// Generation of a 10,000-operation document (~40 MB) beside Python's `json.loads` on it, and its time per 1,000
    /// operations beside the 1,000-operation document's best run (`thousandBest`): linear scaling is 1.00x. Two runs,
    /// without the import, stage and process rows, which the 1,000-operation rows already give.
    private static func measureScaling(thousandBest: Double, into table: inout Table) -> UInt64 {
        let large = SyntheticOpenAPI.make(operations: 10_000)
        PeakMemory.reset()
        let (largeTimes, generated) = Measure.wallTimes(runs: 2, warmUp: false) { Generator.run(GeneratorInput(file: "bench.json", data: large)) }
        let peak = PeakMemory.current()
        let jsonLoads = TemporaryFile.with(large) { path in path.flatMap { PythonJSONBaseline.seconds(path: $0, runs: 3) } }
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
                      value: Format.ratio((largeTimes.min()! / 10) / thousandBest)))
        return UInt64(lines)
    }

    /// Generation of documents whose 1,000 and 10,000 objects and unions each hold the next (``ChainOpenAPI``), and the
    /// time per 1,000 models of the longer beside the shorter: a pass that goes once per level of nesting shows here.
    private static func measureChains(into table: inout Table) -> UInt64 {
        var best: [Double] = []
        var lines = 0
        for models in [1_000, 10_000] {
            let data = ChainOpenAPI.make(models: models)
            let (times, generated) = Measure.wallTimes(runs: 2) { Generator.run(GeneratorInput(file: "bench.json", data: data)) }
            lines += generated.files.reduce(0) { $0 + $1.lineCount }
            best.append(times.min()! / Double(models / 1_000))
            table.add(Row(name: "chain of \(Format.count(Double(models))) nested objects and unions: generate", value: Format.milliseconds(Measure.median(times))))
        }
        table.add(Row(name: "per-1,000-model time of the chains 10k / 1k, best runs (target 1.00x = linear)", value: Format.ratio(best[1] / best[0])))
        return UInt64(lines)
    }

    /// The rows of one document; returns a checksum of the output and the best of the generate runs.
    private static func measure(_ name: String, data: Data, baseline: OpenAPIGeneratorBaseline?, into table: inout Table) -> (checksum: UInt64, bestGenerate: Double) {
        PeakMemory.reset()
        let (importTimes, imported) = Measure.wallTimes(runs: 3) { Generator.run(GeneratorInput(file: "bench.json", data: data, product: .nativeSpec)) }
        let (times, generated) = Measure.wallTimes(runs: 3) { Generator.run(GeneratorInput(file: "bench.json", data: data)) }
        // Without the sample responses, which most of TMDB's bytes are, an app that does not stub with them.
        var withoutSamples = GenerationOptions()
        withoutSamples.samples = false
        let (leanTimes, lean) = Measure.wallTimes(runs: 3) { Generator.run(GeneratorInput(file: "bench.json", data: data, options: withoutSamples)) }
        let peak = PeakMemory.current()
        let stages = StageTimes.measure(file: "bench.json", data: data, runs: 3)
        // The tools outside this process read the document from a file.
        let (jsonLoads, processRows) = TemporaryFile.with(data) { path in
            (path.flatMap { PythonJSONBaseline.seconds(path: $0) }, path.map { ProcessComparison.rows(name, document: $0, baseline: baseline) } ?? [])
        }
        let warnings = generated.diagnostics.filter { $0.severity == .warning }.count
        let errors = generated.diagnostics.count - warnings
        let lines = generated.files.reduce(0) { $0 + $1.lineCount }
        table.add(Row(name: "\(name): input", value: "\(Format.count(Double(data.count))) B"))
        table.add(Row(name: "\(name): import (convert + check)", value: Format.milliseconds(Measure.median(importTimes))))
        let generate = Measure.median(times)
        table.add(Row(name: "\(name): generate from OpenAPI; baseline Python json.loads", value: Format.milliseconds(generate),
                      baseline: jsonLoads.map(Format.milliseconds) ?? "no python3",
                      ratio: jsonLoads.map { Format.ratio(generate / $0) + " (target ≤ " + Format.ratio(PythonJSONBaseline.targetRatio) + ")" } ?? ""))
        let leanGenerate = Measure.median(leanTimes)
        let leanLines = lean.files.reduce(0) { $0 + $1.lineCount }
        table.add(Row(name: "\(name): generate with \"samples\": false (\(Format.count(Double(leanLines))) lines); baseline Python json.loads",
                      value: Format.milliseconds(leanGenerate), baseline: jsonLoads.map(Format.milliseconds) ?? "no python3",
                      ratio: jsonLoads.map { Format.ratio(leanGenerate / $0) + " (target ≤ " + Format.ratio(PythonJSONBaseline.targetRatio) + ")" } ?? ""))
        for row in stages.rows(name, specStage: "convert") { table.add(row) }
        for row in processRows { table.add(row) }
        table.add(Row(name: "\(name): native spec / output", value: "\(Format.count(Double(imported.files.first?.contents.utf8.count ?? 0))) B / \(Format.count(Double(lines))) lines"))
        table.add(Row(name: "\(name): diagnostics", value: "\(warnings) warnings, \(errors) errors"))
        table.add(Row(name: "\(name): peak memory", value: peak.map { "\(Format.count(Double($0) / 1024)) MiB" } ?? "n/a"))
        return (UInt64(lines &+ leanLines &+ warnings), times.min()!)
    }
}
