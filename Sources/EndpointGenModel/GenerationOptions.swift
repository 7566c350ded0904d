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
    /// How many files each output of a spec larger than ``specBytesPerFile`` is split into (see
    /// ``Generator/outputFileNames(forStem:files:)``); 1 keeps one file per output; nil splits by the spec's size
    /// (``automaticFilesPerOutput(specBytes:)``). Big APIs compile faster in parallel and in less memory per
    /// compiler process, and a change recompiles fewer lines.
    public var filesPerOutput: Int?

    /// The spec size that gets one more file per output.
    package static let specBytesPerFile = 256 * 1024

    /// The files per output for a spec of `specBytes`: one per started 256 KiB beyond the first, at most 64. The
    /// count depends on nothing else, so that the build plugin, which must name every output before the
    /// generator runs, computes the same number from the file's size (EndpointGenPlugin keeps a copy of this rule).
    package static func automaticFilesPerOutput(specBytes: Int) -> Int {
        min(64, max(1, (specBytes + specBytesPerFile - 1) / specBytesPerFile))
    }

    /// The files per output for a spec of `specBytes`: `configured` (the config's or the command line's count), else
    /// the automatic count; a spec of at most ``specBytesPerFile`` keeps one file per output whatever the count, as
    /// a target's `files` applies to all its specs and a small one has too few declarations to give every file one.
    /// The build plugin keeps a copy of this rule.
    package static func filesPerOutput(configured: Int?, specBytes: Int) -> Int {
        guard specBytes > specBytesPerFile else { return 1 }
        return configured ?? automaticFilesPerOutput(specBytes: specBytes)
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
