import Foundation

// endpoint-bench: generator speed, request building and response decoding, the last two against a
// seed-style hand-written router, and the compile time of generated code. Run with
// `swift run -c release endpoint-bench`; name tables to run only those (`endpoint-bench streams forms`).

// `endpoint-bench --compile <folder> <module folder>...`: the child process that one compile measurement runs in.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--compile" {
    exit(CompileBenchmarks.compileChild(folder: CommandLine.arguments[2], modules: Array(CommandLine.arguments.dropFirst(3))))
}

// `endpoint-bench --write-synthetic <folder>`: writes the synthetic inputs the tables generate from
// (synthetic.endpoints.json of 1,000 endpoints, synthetic-10k.endpoints.json of 10,000, synthetic-openapi.json of 1,000
// operations, synthetic-10k-openapi.json of 10,000, chain-10k-openapi.json of 10,000 nested objects and unions), so that a change to the generator can be checked byte for byte
// against their output too, and profiled.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-synthetic" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[2], isDirectory: true)
    // An error thrown at the top level traps: a folder that did not exist yet ended the run with "Illegal instruction".
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try SyntheticSpec.make(endpoints: 1_000, models: 1_000).write(to: folder.appendingPathComponent("synthetic.endpoints.json"))
        try SyntheticSpec.make(endpoints: 10_000, models: 10_000).write(to: folder.appendingPathComponent("synthetic-10k.endpoints.json"))
        try SyntheticOpenAPI.make(operations: 1_000).write(to: folder.appendingPathComponent("synthetic-openapi.json"))
        try SyntheticOpenAPI.make(operations: 10_000).write(to: folder.appendingPathComponent("synthetic-10k-openapi.json"))
        try ChainOpenAPI.make(models: 10_000).write(to: folder.appendingPathComponent("chain-10k-openapi.json"))
    } catch {
        print("Error: cannot write the synthetic documents into \(folder.path): \(error)")
        exit(1)
    }
    exit(0)
}

// `endpoint-bench --hostile <case> <url>`: the child process that one hostile-server case runs in.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--hostile" {
    exit(await HostileBenchmarks.child(CommandLine.arguments[2], url: CommandLine.arguments[3]))
}

/// The tables a run prints, in order; the names select them on the command line.
let tableNames = ["openapi", "readers", "yaml", "generation", "requests", "decoding", "forms", "streams", "hostile", "sdk", "coldbuild"]
let selected = Set(CommandLine.arguments.dropFirst())
if let unknown = selected.subtracting(tableNames).sorted().first {
    print("Error: no table named \(unknown); the tables are \(tableNames.joined(separator: ", ")).")
    exit(64)
}
/// Whether the table `name` runs: every table does when none is named.
func runs(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

#if DEBUG
print("warning: debug build; run `swift run -c release endpoint-bench` for meaningful figures")
#endif
print("endpoint-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; throughput = median of \(Measure.sampleCount) samples of ~\(Int(Measure.sampleSeconds * 1000)) ms after calibration/warm-up")

let start = ContinuousClock.now
var checksum: UInt64 = 0
do {
    // First, so that its peak-memory rows are not inflated by the larger native benchmarks.
    if runs("openapi") {
        let (openAPI, openAPISum) = OpenAPIBenchmarks.run()
        openAPI.print()
        checksum &+= openAPISum
    }

    if runs("readers") {
        let (readers, readerSum) = await ReaderBenchmarks.run()
        readers.print()
        checksum &+= readerSum
    }

    if runs("yaml") {
        let (yaml, yamlSum) = await YAMLBenchmarks.run()
        yaml.print()
        checksum &+= yamlSum
    }

    if runs("generation") {
        let (generation, generationSum) = try GenerationBenchmarks.run()
        generation.print()
        checksum &+= generationSum
    }

    if runs("requests") {
        let (requests, requestSum) = try await RequestBenchmarks.run()
        requests.print()
        checksum &+= requestSum
    }

    if runs("decoding") {
        let (decoding, decodeSum) = try await DecodeBenchmarks.run()
        decoding.print()
        checksum &+= decodeSum
    }

    if runs("forms") {
        let (forms, formSum) = await FormBenchmarks.run()
        forms.print()
        checksum &+= formSum
    }

    if runs("streams") {
        let (streams, streamSum) = try await StreamBenchmarks.run()
        streams.print()
        checksum &+= streamSum
    }

    if runs("hostile") {
        HostileBenchmarks.run().print()
    }

    // Last: it runs the compiler for minutes, which would disturb the in-process figures above.
    if runs("sdk") {
        CompileBenchmarks.run().print()
    }

    // After the SDK compiles, for the same reason; it builds the generator from scratch, twice.
    if runs("coldbuild") {
        ColdBuildBenchmarks.run().print()
    }
} catch {
    print("endpoint-bench failed: \(error)")
    exit(1)
}
print("\nchecksum \(checksum); total \(String(format: "%.1f", Measure.seconds(ContinuousClock.now - start))) s")
