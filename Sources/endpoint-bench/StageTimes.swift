import EndpointGenJSON
import EndpointGenOpenAPI
import EndpointGenSpec
import EndpointGenerator
import Foundation

/// Where one input's generation time goes: each prefix of the generator's pipeline timed on its own (best of
/// several runs), a stage's time being the difference between the prefix that ends with it and the one before.
/// Timing prefixes rather than the stages one by one keeps the benchmark off the generator's internals: it runs
/// the same entry points the command line does.
///
/// The prefixes take turns, one run each per round, and each keeps its best run: timed one prefix after another,
/// a change in the machine's load between them made a later stage's difference negative (emission came out at
/// -102 ms on the 1,000-operation document), and the best run is the one least disturbed by other work.
struct StageTimes {
    /// Bytes → located values (``DocumentReader``).
    var parse: Double
    /// … → ``Spec``: an OpenAPI document's conversion, or a native spec's reading, with their checks.
    var spec: Double
    /// … → the model (`Generator.run` with product `.model`): imports, translation, diagnostics in file order.
    var model: Double
    /// … → the Swift files (`Generator.run`): emission and splitting.
    var generate: Double

    /// Times every prefix `runs` times, the prefixes taking turns, after one warm-up run of the whole pipeline when
    /// `warmUp` is true.
    static func measure(file: String, data: Data, runs: Int, warmUp: Bool = true) -> StageTimes {
        let prefixes: [() -> Any?] = [
            { parse(data, file: file) },
            { () -> Spec? in
                guard let root = parse(data, file: file) else { return nil }
                if OpenAPIConverter.isOpenAPI(root) {
                    return OpenAPIConverter.convert(root, source: data, file: file, reportsDroppedExamples: false).spec
                }
                var reader = SpecReader(file: file)
                return reader.read(root)
            },
            { Generator.run(GeneratorInput(file: file, data: data, product: .model)) },
            { Generator.run(GeneratorInput(file: file, data: data)) },
        ]
        if warmUp { _ = prefixes[prefixes.count - 1]() }
        var best = [Double](repeating: .infinity, count: prefixes.count)
        for _ in 0..<max(1, runs) {
            for (index, prefix) in prefixes.enumerated() {
                best[index] = min(best[index], Measure.wallTimes(runs: 1, warmUp: false, prefix).times[0])
            }
        }
        return StageTimes(parse: best[0], spec: best[1], model: best[2], generate: best[3])
    }

    private static func parse(_ data: Data, file: String) -> JSONNode? {
        var collector = DiagnosticCollector()
        return DocumentReader.parse(data, file: file, diagnostics: &collector)
    }

    /// One row per stage, named `<name>: stage <stage>`, with its time and its share of the whole.
    func rows(_ name: String, specStage: String) -> [Row] {
        let stages = [
            ("parse", parse), (specStage, spec - parse), ("translate (+ imports, diagnostics)", model - spec),
            ("emit (+ split)", generate - model),
        ]
        return stages.map { stage, seconds in
            // Still below zero, the stage costs less than the runs vary by: saying so beats printing a negative time.
            let value = seconds < 0 ? "within noise" : Format.milliseconds(seconds) + String(format: " (%2.0f%%)", seconds / generate * 100)
            return Row(name: "\(name): stage \(stage)", value: value)
        }
    }
}
