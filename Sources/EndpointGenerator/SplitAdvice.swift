import EndpointGenEmit
import EndpointGenJSON

/// Suggests the config's `files` when an output generated as one file is too long to compile quickly.
///
/// The compiler's time for a file grows faster than its length: the benchmark's 1,000-endpoint, 1,000-model SDK
/// compiled in 204 s as three files and in 109 s as 24 with SwiftPM's `-enable-batch-mode` (183 s and 57 s with
/// plain `swiftc -c -Onone -j 2`; 2 cores), and the generator
/// cannot split on its own because the build plugin must name every output before the spec is read.
enum SplitAdvice {
    /// The longest single output file that gets no advice.
    static let maximumLines = 20_000
    /// About how long each file should be after the suggested split.
    static let linesPerFile = 5_000

    /// A warning at the start of `specFile` when the longest of `files` exceeds ``maximumLines``.
    static func warning(for files: [GeneratedFile], specFile: String) -> Diagnostic? {
        // A file has at most as many lines as bytes, so only long files are counted.
        let counted = files.filter { $0.contents.utf8.count > maximumLines }.map { file in
            (name: file.name, lines: file.lineCount)
        }
        guard let longest = counted.max(by: { $0.lines < $1.lines }), longest.lines > maximumLines else { return nil }
        let suggested = min(GenerationConfig.maximumFiles, (longest.lines + linesPerFile - 1) / linesPerFile)
        return Diagnostic(
            .warning, "\(longest.name) is \(longest.lines) lines in one file, which compiles slowly on one core",
            file: specFile, location: SourceLocation(line: 1, column: 1), path: .root,
            hint: "set \"files\": \(suggested) in the target's \(GenerationConfig.fileName) (or the --config file) to split each output"
        )
    }
}
