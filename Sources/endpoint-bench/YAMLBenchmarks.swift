import EndpointGenJSON
import EndpointGenYAML
import EndpointGenerator
import Foundation

/// Reading YAML against reading JSON: the largest YAML document in `../shared/openapi/twilio/` (when present) and
/// its JSON twin (the same values, written by `JSONSerialization`), read and generated from; and generation from
/// TMDB's YAML twin (see ``ReaderBenchmarks``) against generation from TMDB.
enum YAMLBenchmarks {
    static func run() async -> (Table, UInt64) {
        var table = Table(title: "0b. YAML vs JSON reading (baseline: the same document as JSON)")
        let tmdbChecksum = tmdbGeneration(into: &table)
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/openapi/twilio").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sized = names.filter { $0.hasSuffix(".yaml") }.compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, $0) }
        }
        guard let (name, yaml) = sized.max(by: { $0.1.count < $1.1.count }), let json = jsonTwin(of: yaml, file: name) else {
            table.add(Row(name: "YAML: skipped, no YAML document in \(folder.path)", value: "-"))
            return (table, tmdbChecksum)
        }
        let (yamlRead, jsonRead) = await Measure.compare(
            { iterations in ReaderBenchmarks.read(iterations) { YAMLReader.parse(yaml, file: name, diagnostics: &$0) } },
            { iterations in ReaderBenchmarks.read(iterations) { JSONReader.parse(json, file: "twin.json", diagnostics: &$0) } }
        )
        table.add(Row(name: "\(name): YAML \(Format.count(Double(yaml.count))) B, JSON twin \(Format.count(Double(json.count))) B", value: ""))
        ReaderBenchmarks.addRates(yamlRead, jsonRead, bytes: yaml.count, baselineBytes: json.count, into: &table)
        table.add(Row(name: "  read, documents per second (wall time)", value: Format.rate(yamlRead, unit: "/s"),
                      baseline: Format.rate(jsonRead, unit: "/s"), ratio: Format.ratio(yamlRead.perSecond / jsonRead.perSecond)))
        let generated = compareGeneration("generate (time; ratio = YAML / JSON)", yaml: (name, yaml), json: ("twin.json", json),
                                          into: &table)
        return (table, tmdbChecksum &+ yamlRead.checksum &+ jsonRead.checksum &+ generated)
    }

    /// Generation from TMDB's YAML twin against generation from TMDB.
    private static func tmdbGeneration(into table: inout Table) -> UInt64 {
        let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/openapi/tmdb.json").standardized
        var collector = DiagnosticCollector()
        guard let json = try? Data(contentsOf: url), let root = JSONReader.parse(json, file: "tmdb.json", diagnostics: &collector) else {
            table.add(Row(name: "TMDB as YAML: skipped, \(url.path) not found", value: "-"))
            return 0
        }
        let yaml = Data(YAMLTwinWriter.yaml(of: root).utf8)
        return compareGeneration("TMDB as YAML (\(Format.count(Double(yaml.count))) B): generate; ratio = YAML / JSON",
                                 yaml: ("tmdb.yaml", yaml), json: ("tmdb.json", json), into: &table)
    }

    /// Times generation from both documents (median of 3 after a warm-up each) and adds a row for wall time and
    /// one for CPU time.
    private static func compareGeneration(_ name: String, yaml: (String, Data), json: (String, Data), into table: inout Table) -> UInt64 {
        let fromYAML = Measure.times(runs: 3) { Generator.run(GeneratorInput(file: yaml.0, data: yaml.1)) }
        let fromJSON = Measure.times(runs: 3) { Generator.run(GeneratorInput(file: json.0, data: json.1)) }
        for (kind, yamlTimes, jsonTimes) in [("wall", fromYAML.wall, fromJSON.wall), ("CPU", fromYAML.cpu, fromJSON.cpu)] {
            let yamlSeconds = Measure.median(yamlTimes)
            let jsonSeconds = Measure.median(jsonTimes)
            table.add(Row(name: "\(name), \(kind) time", value: Format.milliseconds(yamlSeconds),
                          baseline: Format.milliseconds(jsonSeconds), ratio: Format.ratio(yamlSeconds / jsonSeconds)))
        }
        return UInt64(fromYAML.last.files.count + fromJSON.last.files.count)
    }

    /// The YAML document's values written as JSON.
    private static func jsonTwin(of yaml: Data, file: String) -> Data? {
        var collector = DiagnosticCollector()
        guard let root = YAMLReader.parse(yaml, file: file, diagnostics: &collector) else { return nil }
        return try? JSONSerialization.data(withJSONObject: foundation(root.value), options: [.withoutEscapingSlashes])
    }

    private static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .object(let members):
            // Members in source order would need an ordered dictionary; order does not change the reading cost.
            Dictionary(members.map { ($0.key, foundation($0.value.value)) }, uniquingKeysWith: { first, _ in first })
        case .array(let elements): elements.map { foundation($0.value) }
        case .string(let text): text
        case .number(let number): number.int64.map { NSNumber(value: $0) } ?? NSNumber(value: number.double ?? 0)
        case .bool(let flag): flag
        case .null: NSNull()
        }
    }
}
