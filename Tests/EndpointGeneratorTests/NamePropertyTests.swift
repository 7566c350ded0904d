@testable import EndpointGenEmit
@testable import EndpointGenerator
import Foundation
import Testing

/// Random APIs whose every name is hostile (``HostileNamePool``) generate Swift that type-checks warning-free in
/// Swift 6 mode, from a native spec and from an OpenAPI document, or are refused with located errors.
///
/// ``FuzzKnobs`` sets the number of APIs (80 of each format by default) and the first seed; API `i` is drawn from
/// seed + i, so `FUZZ_SEED=<its seed> FUZZ_ITERATIONS=1` replays one API. Many APIs share one swiftc run; a
/// failing run is split until one API fails alone, which is then shrunk and printed.
@Suite struct NamePropertyTests {
    enum Format: String {
        case native, openAPI

        func generate(_ spec: NameSpec) -> GeneratorOutput {
            switch self {
            case .native: Generator.generate(spec.nativeJSON, file: "api.endpoints.json")
            case .openAPI: Generator.generate(spec.openAPIJSON, file: "api.json")
            }
        }

        func document(_ spec: NameSpec) -> String {
            String(decoding: self == .native ? spec.nativeJSON : spec.openAPIJSON, as: UTF8.self)
        }
    }

    /// One accepted API and what it generated.
    struct Case {
        var seed: UInt64
        var spec: NameSpec
        var files: [GeneratedFile]
    }

    /// The default number of APIs of each format, enough for every pool name to be in some API's theme.
    static let defaultIterations = 80

    @Test func aDefaultRunGivesEveryPoolNameToSomeAPI() {
        #expect(HostileNamePool.all.count <= 5 * Self.defaultIterations, "raise defaultIterations with the pool")
    }

    @Test func nativeSpecsWithHostileNamesTypeCheck() async throws {
        try await check(.native, knobs: FuzzKnobs(defaultIterations: Self.defaultIterations, defaultSeed: 0x4E41_4D45_0001))
    }

    @Test func openAPIDocumentsWithHostileNamesTypeCheck() async throws {
        try await check(.openAPI, knobs: FuzzKnobs(defaultIterations: Self.defaultIterations, defaultSeed: 0x4F50_454E_4150_4901))
    }

    func check(_ format: Format, knobs: FuzzKnobs) async throws {
        let start = ContinuousClock.now
        var refusals: [String: Int] = [:]
        var accepted: [Case] = []
        for index in 0..<knobs.iterations {
            if index.isMultiple(of: 10) { await Task.yield() }
            let seed = knobs.seed &+ UInt64(index)
            let spec = NameSpec.random(seed: seed)
            let result = format.generate(spec)
            guard result.succeeded else {
                let errors = result.diagnostics.filter { $0.severity == .error }
                #expect(!errors.isEmpty && errors.allSatisfy { $0.location != nil },
                        "seed \(FuzzKnobs.hex(seed)): refused without a located error: \(errors.map(\.description))\n\(format.document(spec))")
                for error in errors { refusals[error.kind, default: 0] += 1 }
                continue
            }
            accepted.append(Case(seed: seed, spec: spec, files: result.files))
        }
        let batches = Self.batches(accepted)
        var reported = 0
        for (number, batch) in batches.enumerated() where reported < 3 {
            let mainActor = number % 2 == 1
            guard await Self.failure(of: batch, mainActorByDefault: mainActor) != nil else { continue }
            // Halve the failing batch until single APIs fail alone; halves that pass hold no culprit.
            var pending = [batch]
            while let group = pending.popLast(), reported < 3 {
                guard group.count > 1 else {
                    reported += 1
                    await report(group[0], format: format, mainActorByDefault: mainActor)
                    continue
                }
                for half in [Array(group[..<(group.count / 2)]), Array(group[(group.count / 2)...])] where await Self.failure(of: half, mainActorByDefault: mainActor) != nil {
                    pending.append(half)
                }
            }
        }
        print("NamePropertyTests (\(format.rawValue)): \(knobs.iterations) APIs, \(accepted.count) accepted and type-checked in \(batches.count) swiftc runs, "
              + "refusals by kind \(refusals.sorted { $0.key < $1.key }), \(ContinuousClock.now - start); replay with \(knobs.replay)")
        #expect(knobs.iterations < 10 || accepted.count * 2 >= knobs.iterations, "most hostile APIs must be accepted, not refused")
    }

    /// Groups APIs whose top-level declarations differ, so each group type-checks as one module.
    static func batches(_ cases: [Case], limit: Int = 30) -> [[Case]] {
        var batches: [(cases: [Case], names: Set<String>)] = []
        for item in cases {
            let names = topLevelNames(item.files)
            if let index = batches.firstIndex(where: { $0.cases.count < limit && $0.names.isDisjoint(with: names) }) {
                batches[index].cases.append(item)
                batches[index].names.formUnion(names)
            } else {
                batches.append(([item], names))
            }
        }
        return batches.map(\.cases)
    }

    /// The names declared or extended at file level.
    static func topLevelNames(_ files: [GeneratedFile]) -> Set<String> {
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "nonisolated", "final", "indirect"]
        var names: Set<String> = []
        for file in files {
            for line in file.contents.split(separator: "\n") where line.first?.isLetter == true || line.first == "@" {
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains(String($0)) }
                guard words.count >= 2, ["struct", "enum", "class", "protocol", "typealias", "extension", "actor", "func", "let", "var"].contains(String(words.first!)) else { continue }
                let word = words.dropFirst().first!
                names.insert(String(word.prefix { !":<{(=".contains($0) }).replacingOccurrences(of: "`", with: ""))
            }
        }
        return names
    }

    /// What swiftc says about the APIs type-checked as one module, or nil when it accepts them.
    static func failure(of cases: [Case], mainActorByDefault: Bool) async -> String? {
        let files = cases.flatMap { item in item.files.map { GeneratedFile(name: "s\(item.seed)-\($0.name)", contents: $0.contents) } }
        do {
            try await TypeCheck.run(files, moduleName: "Names", mainActorByDefault: mainActorByDefault)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Shrinks a failing API to one that still fails and records it with its seed.
    func report(_ item: Case, format: Format, mainActorByDefault: Bool) async {
        func failure(_ spec: NameSpec) async -> String? {
            let result = format.generate(spec)
            guard result.succeeded else { return nil }
            return await Self.failure(of: [Case(seed: item.seed, spec: spec, files: result.files)], mainActorByDefault: mainActorByDefault)
        }
        guard var output = await failure(item.spec) else {
            Issue.record("seed \(FuzzKnobs.hex(item.seed)) fails only beside the other APIs of its swiftc run")
            return
        }
        var minimal = item.spec
        var tries = 0
        shrinking: while tries < 200 {
            for candidate in minimal.shrunk {
                tries += 1
                if let smaller = await failure(candidate) {
                    minimal = candidate
                    output = smaller
                    continue shrinking
                }
            }
            break
        }
        Issue.record("""
            seed \(FuzzKnobs.hex(item.seed)) (\(format.rawValue)\(mainActorByDefault ? ", MainActor by default" : "")) generates Swift that does not type-check; \
            replay with FUZZ_SEED=\(FuzzKnobs.hex(item.seed)) FUZZ_ITERATIONS=1 swift test --filter NamePropertyTests
            minimal \(format.rawValue) document:
            \(format.document(minimal))
            \(output)
            """)
    }
}
