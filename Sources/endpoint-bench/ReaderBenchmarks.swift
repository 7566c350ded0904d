import EndpointGenJSON
import EndpointGenYAML
import Foundation

/// The readers' throughput in MB of source per second: the JSON reader beside `JSONSerialization` on the same
/// bytes (TMDB, minified, and a pretty-printed synthetic document of the same size), and the YAML reader on TMDB's
/// YAML twin beside the JSON reader on TMDB itself. Each figure is given in wall time and in the process's CPU
/// time, which stays meaningful when other work shares the cores.
enum ReaderBenchmarks {
    static func run() async -> (Table, UInt64) {
        var table = Table(title: "0a. Readers, MB of source per second (wall time; CPU time below each)")
        var checksum: UInt64 = 0
        let tmdbURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("../shared/openapi/tmdb.json").standardized
        if let tmdb = try? Data(contentsOf: tmdbURL) {
            checksum &+= await compareWithFoundation("TMDB, minified", tmdb, into: &table)
            checksum &+= await compareWithJSON("TMDB as YAML", tmdb, into: &table)
        } else {
            table.add(Row(name: "TMDB: skipped, \(tmdbURL.path) not found", value: "-"))
        }
        checksum &+= await compareWithFoundation("synthetic 550 operations, indented", syntheticDocument(), into: &table)
        return (table, checksum)
    }

    /// A document shaped like a large published API description: the synthetic OpenAPI document, indented.
    static func syntheticDocument() -> Data {
        var collector = DiagnosticCollector()
        let root = JSONReader.parse(SyntheticOpenAPI.make(operations: 550), file: "synthetic.json", diagnostics: &collector)
        return Data(root.map(PrettyJSONWriter.text(of:))?.utf8 ?? "".utf8)
    }

    private static func compareWithFoundation(_ name: String, _ json: Data, into table: inout Table) async -> UInt64 {
        let (ours, foundation) = await Measure.compare(
            { iterations in read(iterations) { JSONReader.parse(json, file: "bench.json", diagnostics: &$0) } },
            { iterations in
                var checksum: UInt64 = 0
                for _ in 0..<iterations {
                    let object = try? JSONSerialization.jsonObject(with: json)
                    checksum &+= UInt64((object as? [String: Any])?.count ?? 0)
                }
                return checksum
            }
        )
        table.add(Row(name: "\(name) (\(Format.count(Double(json.count))) B): JSONReader; baseline JSONSerialization", value: ""))
        addRates(ours, foundation, bytes: json.count, baselineBytes: json.count, into: &table)
        return ours.checksum &+ foundation.checksum
    }

    private static func compareWithJSON(_ name: String, _ json: Data, into table: inout Table) async -> UInt64 {
        var collector = DiagnosticCollector()
        guard let root = JSONReader.parse(json, file: "bench.json", diagnostics: &collector) else { return 0 }
        let yaml = Data(YAMLTwinWriter.yaml(of: root).utf8)
        let twin = YAMLReader.parse(yaml, file: "bench.yaml", diagnostics: &collector)
        guard twin?.value.compactText == root.value.compactText else {
            table.add(Row(name: "\(name): FAILED, the YAML twin does not read back as the JSON values", value: "-"))
            return 0
        }
        let (ours, reader) = await Measure.compare(
            { iterations in read(iterations) { YAMLReader.parse(yaml, file: "bench.yaml", diagnostics: &$0) } },
            { iterations in read(iterations) { JSONReader.parse(json, file: "bench.json", diagnostics: &$0) } }
        )
        table.add(Row(name: "\(name) (\(Format.count(Double(yaml.count))) B): YAMLReader; baseline JSONReader on the JSON", value: ""))
        addRates(ours, reader, bytes: yaml.count, baselineBytes: json.count, into: &table)
        return ours.checksum &+ reader.checksum
    }

    /// Adds the MB/s of `value` and `baseline`, in wall time and in CPU time.
    static func addRates(_ value: Throughput, _ baseline: Throughput, bytes: Int, baselineBytes: Int, into table: inout Table) {
        func megabytes(_ perSecond: Double, _ bytes: Int) -> Double { perSecond * Double(bytes) / 1_000_000 }
        let wall = (megabytes(value.perSecond, bytes), megabytes(baseline.perSecond, baselineBytes))
        let cpu = (megabytes(value.cpuPerSecond, bytes), megabytes(baseline.cpuPerSecond, baselineBytes))
        table.add(Row(name: "  MB/s, wall time", value: String(format: "%.0f MB/s ±%.0f%%", wall.0, value.spread * 100),
                      baseline: String(format: "%.0f MB/s ±%.0f%%", wall.1, baseline.spread * 100),
                      ratio: Format.ratio(wall.0 / wall.1)))
        table.add(Row(name: "  MB/s, CPU time", value: String(format: "%.0f MB/s", cpu.0),
                      baseline: String(format: "%.0f MB/s", cpu.1), ratio: Format.ratio(cpu.0 / cpu.1)))
    }

    /// Parses `iterations` times; the checksum counts the root's members so the parse cannot be skipped.
    static func read(_ iterations: Int, _ parse: (inout DiagnosticCollector) -> JSONNode?) -> UInt64 {
        var checksum: UInt64 = 0
        for _ in 0..<iterations {
            var collector = DiagnosticCollector()
            if case .object(let members)? = parse(&collector)?.value { checksum &+= UInt64(members.count) }
        }
        return checksum
    }
}
