/// Choices that apply to every spec of a target, read from its `endpoint-gen.json` (see ``GenerationConfig``).
public struct GenerationOptions: Sendable, Equatable {
    /// The generated files a spec can have, in dependency order: endpoints need models, the client needs both.
    public enum Output: String, Sendable, CaseIterable {
        case models, endpoints, client
    }

    /// Prepended to every generated type name: `Acme` → `AcmeMoviesClient`, `AcmeMovie`.
    public var typePrefix = ""
    /// The files that get declarations; the others hold only a comment, or other outputs' declarations when the
    /// spec is split (every file is still written, as the build plugin declares them up front).
    public var outputs: Set<Output> = Set(Output.allCases)
    /// When set, only endpoints named here, or in a group named here, are generated.
    public var include: [String]?
    /// Endpoints, or groups of endpoints, left out.
    public var exclude: [String] = []
    /// How many files per output a spec larger than ``specBytesPerFile(native:)`` is split into, three times this
    /// many in all (see ``Generator/outputFileNames(forStem:files:)``); 1 keeps one file per output; nil splits by the spec's size
    /// (``automaticFilesPerOutput(specBytes:native:)``). Big APIs compile faster in parallel and in less memory per
    /// compiler process, and a change recompiles fewer lines.
    public var filesPerOutput: Int?
    /// Whether the spec's response examples become `<case>Samples` and `sampleRoutes` for EndpointKitTesting's
    /// `StubTransport`. An app that does not stub with them can leave them out: they are often most of an OpenAPI
    /// document (93% of TMDB's), and compiled into every binary that links the SDK.
    public var samples = true

    /// The spec size that gets one more file per output: 32 KiB of a native spec (`*.endpoints.json`, `.yaml`,
    /// `.yml`), 256 KiB of an OpenAPI document. A native spec says in a line what OpenAPI says in ten: the benchmark's
    /// 705 KiB native spec generates 69,000 lines, TMDB's 3 MiB document 12,700. By the same unit the native spec
    /// was 3 files per output of 7,700 lines each, which took 1.2 GiB to compile; as 16 per output, 0.5 GiB.
    package static func specBytesPerFile(native: Bool) -> Int {
        native ? 32 * 1024 : 256 * 1024
    }

    /// The files per output for a spec of `specBytes`: one per started ``specBytesPerFile(native:)`` beyond the
    /// first, at most 64. The count depends on nothing else, so that the build plugin, which must name every output
    /// before the generator runs, computes the same number from the file's name and size (EndpointGenPlugin keeps a
    /// copy of this rule).
    package static func automaticFilesPerOutput(specBytes: Int, native: Bool) -> Int {
        let unit = specBytesPerFile(native: native)
        return min(64, max(1, (specBytes + unit - 1) / unit))
    }

    /// The files per output for a spec of `specBytes`: `configured` (the config's or the command line's count), else
    /// the automatic count; a spec of at most ``specBytesPerFile(native:)`` keeps one file per output whatever the
    /// count, as a target's `files` applies to all its specs and a small one has too few declarations to give every
    /// file one. The build plugin keeps a copy of this rule.
    package static func filesPerOutput(configured: Int?, specBytes: Int, native: Bool) -> Int {
        guard specBytes > specBytesPerFile(native: native) else { return 1 }
        return configured ?? automaticFilesPerOutput(specBytes: specBytes, native: native)
    }

    /// Everything generated, with spec names as written.
    public init() {}

    /// Whether the endpoint `name` in `group` is generated.
    package func selects(endpoint name: String, group: String?) -> Bool {
        let names = [name] + (group.map { [$0] } ?? [])
        if let include, !names.contains(where: include.contains) { return false }
        return !names.contains(where: exclude.contains)
    }
}
