import EndpointGenJSON
import EndpointGenerator
import Foundation

/// `Generator.run` on synthetic specs of 1,000 and 10,000 endpoints (and as many models).
enum GenerationBenchmarks {
    struct Result {
        var endpoints: Int
        var specBytes: Int
        var generate: [Double]
        var stages: StageTimes
        var lines: Int
        var outputBytes: Int
        var files: Int

        var generateMedian: Double { Measure.median(generate) }
        var perThousand: Double { generateMedian / Double(endpoints) * 1000 }
    }

    enum Failure: Error, CustomStringConvertible {
        case invalidSpec([Diagnostic])
        var description: String {
            switch self {
            case .invalidSpec(let diagnostics):
                "synthetic spec has errors:\n" + diagnostics.prefix(10).map { "\($0)" }.joined(separator: "\n")
            }
        }
    }

    static func run() throws -> (Table, UInt64) {
        let small = try measure(size: 1_000, runs: 5, warmUp: true)
        // The large spec runs twice, without a separate warm-up (the small one warmed the code).
        let large = try measure(size: 10_000, runs: 2, warmUp: false)

        var table = Table(title: "1. Generation (Generator.run on a synthetic spec; no baseline)")
        for result in [small, large] {
            let size = result.endpoints >= 10_000 ? "10k" : "1k"
            let runs = result.generate.map(Format.milliseconds).joined(separator: ", ")
            table.add(Row(name: "\(size) endpoints + \(size) models: input", value: "\(Format.count(Double(result.specBytes))) B of JSON"))
            table.add(Row(name: "\(size): generate, median of \(result.generate.count) [\(runs)]", value: Format.milliseconds(result.generateMedian)))
            for row in result.stages.rows(size, specStage: "read") { table.add(row) }
            table.add(Row(name: "\(size): output (\(result.files) files)", value: "\(Format.count(Double(result.lines))) lines, \(Format.count(Double(result.outputBytes))) B"))
            table.add(Row(name: "\(size): generate time per 1,000 endpoints", value: Format.milliseconds(result.perThousand)))
        }
        table.add(Row(name: "per-1,000 time 10k / 1k, medians (target 1.00x = linear)", value: Format.ratio(large.perThousand / small.perThousand)))
        table.add(Row(name: "per-1,000 time 10k / 1k, best runs", value: Format.ratio(
            (large.generate.min()! / Double(large.endpoints)) / (small.generate.min()! / Double(small.endpoints)))))
        return (table, UInt64(small.lines &+ large.lines &+ small.outputBytes &+ large.outputBytes))
    }

    static func measure(size: Int, runs: Int, warmUp: Bool) throws -> Result {
        let spec = SyntheticSpec.make(endpoints: size, models: size)
        let file = "Specs/synthetic.endpoints.json"
        let (generateTimes, generated) = Measure.wallTimes(runs: runs, warmUp: warmUp) {
            Generator.run(GeneratorInput(file: file, data: spec))
        }
        guard generated.succeeded, !generated.files.isEmpty else { throw Failure.invalidSpec(generated.diagnostics) }
        let diagnostics = generated.diagnostics
        if !diagnostics.isEmpty { print("note: \(diagnostics.count) diagnostics for the \(size) spec, first: \(diagnostics[0])") }
        let stages = StageTimes.measure(file: file, data: spec, runs: warmUp ? runs : 1, warmUp: false)
        let lines = generated.files.reduce(0) { $0 + $1.lineCount }
        let bytes = generated.files.reduce(0) { $0 + $1.contents.utf8.count }
        return Result(endpoints: size, specBytes: spec.count, generate: generateTimes, stages: stages,
                      lines: lines, outputBytes: bytes, files: generated.files.count)
    }
}
