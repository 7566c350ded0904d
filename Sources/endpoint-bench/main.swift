import Foundation

// endpoint-bench: generator speed, request building and response decoding, the last two against a
// seed-style hand-written router, and the compile time of generated code. Run with
// `swift run -c release endpoint-bench`.

// `endpoint-bench --compile <folder> <module folder>...`: the child process that one compile measurement runs in.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--compile" {
    exit(CompileBenchmarks.compileChild(folder: CommandLine.arguments[2], modules: Array(CommandLine.arguments.dropFirst(3))))
}
// `endpoint-bench sdk`: only the generated SDKs' section (5), which runs the compiler for minutes.
if CommandLine.arguments.dropFirst().first == "sdk" {
    CompileBenchmarks.run().print()
    exit(0)
}

#if DEBUG
print("warning: debug build; run `swift run -c release endpoint-bench` for meaningful figures")
#endif
print("endpoint-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; throughput = median of \(Measure.sampleCount) samples of ~\(Int(Measure.sampleSeconds * 1000)) ms after calibration/warm-up")

let start = ContinuousClock.now
var checksum: UInt64 = 0
do {
    // First, so that its peak-memory rows are not inflated by the larger native benchmarks.
    let (openAPI, openAPISum) = OpenAPIBenchmarks.run()
    openAPI.print()
    checksum &+= openAPISum

    let (yaml, yamlSum) = await YAMLBenchmarks.run()
    yaml.print()
    checksum &+= yamlSum

    let (generation, generationSum) = try GenerationBenchmarks.run()
    generation.print()
    checksum &+= generationSum

    let (requests, requestSum) = try await RequestBenchmarks.run()
    requests.print()
    checksum &+= requestSum

    let (decoding, decodeSum) = try await DecodeBenchmarks.run()
    decoding.print()
    checksum &+= decodeSum

    let (forms, formSum) = await FormBenchmarks.run()
    forms.print()
    checksum &+= formSum
    let (streams, streamSum) = try await StreamBenchmarks.run()
    streams.print()
    checksum &+= streamSum

    // Last: it runs the compiler, which would disturb the in-process figures above.
    CompileBenchmarks.run().print()
} catch {
    print("endpoint-bench failed: \(error)")
    exit(1)
}
print("\nchecksum \(checksum); total \(String(format: "%.1f", Measure.seconds(ContinuousClock.now - start))) s")
