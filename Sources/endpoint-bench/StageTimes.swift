import EndpointGenJSON
import EndpointGenOpenAPI
import EndpointGenSpec
import EndpointGenerator
import Foundation

/// Where one input's generation time goes: each prefix of the generator's pipeline timed on its own (median of
/// several runs), a stage's time being the difference between the prefix that ends with it and the one before.
/// Timing prefixes rather than the stages one by one keeps the benchmark off the generator's internals: it runs
/// the same entry points the command line does.
struct StageTimes {
    /// Bytes → located values (``DocumentReader``).
    var parse: Double
    /// … → ``Spec``: an OpenAPI document's conversion, or a native spec's reading, with their checks.
    var spec: Double
    /// … → the model (`Generator.run` with product `.model`): imports, translation, diagnostics in file order.
    var model: Double
    /// … → the Swift files (`Generator.run`): emission and splitting.
    var generate: Double

    /// Times every prefix `runs` times, after one warm-up run of the whole pipeline when `warmUp` is true.
    static func measure(file: String, data: Data, runs: Int, warmUp: Bool = true) -> StageTimes {
        let (generateTimes, _) = Measure.wallTimes(runs: runs, warmUp: warmUp) { Generator.run(GeneratorInput(file: file, data: data)) }
        let (modelTimes, _) = Measure.wallTimes(runs: runs, warmUp: false) {
            Generator.run(GeneratorInput(file: file, data: data, product: .model))
        }
        let (parseTimes, _) = Measure.wallTimes(runs: runs, warmUp: false) { parse(data, file: file) }
        let (specTimes, _) = Measure.wallTimes(runs: runs, warmUp: false) { () -> Spec? in
            guard let root = parse(data, file: file) else { return nil }
            if OpenAPIConverter.isOpenAPI(root) { return OpenAPIConverter.convert(root, source: data, file: file, reportsDroppedExamples: false).spec }
            var reader = SpecReader(file: file)
            return reader.read(root)
        }
        return StageTimes(parse: Measure.median(parseTimes), spec: Measure.median(specTimes),
                          model: Measure.median(modelTimes), generate: Measure.median(generateTimes))
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
            Row(name: "\(name): stage \(stage)", value: Format.milliseconds(seconds) + String(format: " (%2.0f%%)", seconds / generate * 100))
        }
    }
}
