import EndpointGenDiff
import EndpointGenEmit
import EndpointGenModel
import EndpointGenSpec
import EndpointGenerator
import Foundation

/// The `endpoint-gen` command, runnable in process: returns the exit status instead of exiting.
public enum EndpointGenCommand {
    /// The version printed by `--version`.
    public static let version = "0.2.0"

    /// Runs the command with `arguments` (without the program name), writing to the given streams.
    public static func run(
        _ arguments: [String],
        standardOutput: (String) -> Void = { print($0) },
        standardError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        let command: CommandArguments
        do {
            command = try CommandArguments.parse(arguments)
        } catch {
            standardError("Error: \(error.message)\n\n" + CommandArguments.usage)
            return 64
        }
        let printer = DiagnosticPrinter(command.warnings)
        defer { printer.printSummary(to: standardError) }
        switch command {
        case .help:
            standardOutput(CommandArguments.usage)
            return 0
        case .version:
            standardOutput(version)
            return 0
        case .validate(let specs, let configFile, _, let folders):
            guard let config = loadConfig(configFile, printer: printer, standardError: standardError) else { return 1 }
            var failed = false
            for spec in specs {
                let result = Generator.run(GeneratorInput(file: spec, product: .model, options: config.options,
                                                          allowedFolders: folders + config.allowedFolders))
                failed = printer.print(result.diagnostics, to: standardError) || failed
            }
            failed = reportUnmatchedSelectors(config, file: configFile, specs: specs, printer: printer, standardError: standardError) || failed
            return failed ? 1 : 0
        case .generate(let specs, let output, let access, let configFile, let files, _, let check, let folders, let typeList):
            guard var config = loadConfig(configFile, printer: printer, standardError: standardError) else { return 1 }
            if let files { config.options.filesPerOutput = files }
            let unmatched = reportUnmatchedSelectors(config, file: configFile, specs: specs, printer: printer, standardError: standardError)
            let status = generate(specs, output: output, access: access ?? config.access ?? .public, options: config.options,
                                  allowedFolders: folders + config.allowedFolders, printer: printer, check: check, typeList: typeList,
                                  standardOutput: standardOutput, standardError: standardError)
            return unmatched ? 1 : status
        case .checkTypes(let lists, let output):
            return checkTypes(lists, output: output, standardError: standardError)
        case .diff(let old, let new, _, let strict, let folders):
            return diff(old: old, new: new, strict: strict, allowedFolders: folders, printer: printer, standardOutput: standardOutput,
                        standardError: standardError)
        case .importOpenAPI(let document, let output, _, let folders):
            return importOpenAPI(document, output: output, allowedFolders: folders, printer: printer, standardOutput: standardOutput, standardError: standardError)
        }
    }

    /// Converts an OpenAPI document to a native spec, written to `output` (only when its bytes change) or printed.
    private static func importOpenAPI(
        _ document: String, output: String?, allowedFolders: [String], printer: DiagnosticPrinter, standardOutput: (String) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        // The conversion drops what the native format cannot express: writing it over the document would lose the source.
        if let output, isSameFile(output, document) {
            standardError("\(output): error: --output names the OpenAPI document being imported (\(document)), which the native spec would replace; "
                          + "write it to a file of its own, such as \(SpecFile.stem(ofSpecAt: document))\(SpecFile.suffix)")
            return 1
        }
        let result = Generator.run(GeneratorInput(file: document, product: .nativeSpec, allowedFolders: allowedFolders))
        let failed = printer.print(result.diagnostics, to: standardError)
        guard !failed, let spec = result.files.first?.contents else { return 1 }
        guard let output else {
            standardOutput(String(spec.dropLast()))
            return 0
        }
        do {
            try write(Data(spec.utf8), to: output)
        } catch {
            standardError("\(output): error: cannot write the native spec: \(Self.reason(error))")
            return 1
        }
        return 0
    }

    /// Compares two versions of a spec; exit 1 when the change breaks code written against the old SDK (with `strict`,
    /// any code: exhaustive switches, patterns, conformances, and builds treating deprecations as errors).
    private static func diff(
        old: String, new: String, strict: Bool, allowedFolders: [String], printer: DiagnosticPrinter, standardOutput: (String) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        var snapshots: [DiffSnapshot] = []
        for (path, isOld) in [(old, true), (new, false)] {
            let result = Generator.run(GeneratorInput(file: path, product: .model, allowedFolders: allowedFolders))
            // The old spec is what is already shipped: its warnings were seen then, and printing them again (twice, when the
            // specs share them) buried the new spec's; with --warnings-as-errors they failed a diff the new spec passes.
            let shown = isOld ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
            let failed = printer.print(shown, to: standardError)
            if !failed, let model = result.model { snapshots.append(DiffSnapshot(model: model)) }
        }
        guard snapshots.count == 2 else { return 1 }
        let result = SpecDiff.report(old: snapshots[0], new: snapshots[1])
        result.lines.forEach(standardOutput)
        return result.fails(strict: strict) ? 1 : 0
    }

    /// Generates every spec in memory first, so that nothing is written unless all of them succeed. `typeList`: where
    /// to write the types each spec declares, after the files are written.
    private static func generate(
        _ specs: [String], output: String, access: AccessLevel, options: GenerationOptions, allowedFolders: [String],
        printer: DiagnosticPrinter, check: Bool, typeList: String?,
        standardOutput: (String) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        var files: [GeneratedFile] = []
        var failed = false
        var specOfStem: [String: String] = [:]
        var declared: [DeclaredTypes] = []
        for spec in specs {
            let stem = SpecFile.stem(ofSpecAt: spec)
            if stem.isEmpty || stem.hasPrefix(".") {
                standardError("\(spec): error: the spec's file name gives its outputs no name ('\(stem)'), so they would be hidden files SwiftPM ignores; "
                              + "name it <name>.endpoints.json")
                failed = true
                continue
            }
            if let first = specOfStem.updateValue(spec, forKey: stem) {
                standardError("\(spec): error: generates the same files (\(stem).*.swift) as \(first) into one folder; "
                              + "rename one of them or generate them into different folders")
                failed = true
                continue
            }
            let result = Generator.run(GeneratorInput(file: spec, access: access, options: options, allowedFolders: allowedFolders))
            failed = printer.print(result.diagnostics, to: standardError) || failed
            files += result.files
            if let model = result.model { declared.append(DeclaredTypes(spec: spec, types: model.topLevelTypeNames)) }
        }
        let clashes = DeclaredTypes.clashes(in: declared, hint: "one folder is one module: generate them into different targets")
        clashes.forEach(standardError)
        if failed || !clashes.isEmpty { return 1 }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        if check {
            let problems = OutputWriter.differences(files, in: directory, stems: Set(specOfStem.keys))
            guard !problems.isEmpty else {
                standardOutput("\(output) is up to date with \(specs.joined(separator: ", "))")
                return 0
            }
            problems.forEach { standardError("\(output)/\($0)") }
            standardError("\(output): error: \(problems.count) generated file\(problems.count == 1 ? " is" : "s are") not up to date; regenerate without --check")
            return 1
        }
        do {
            try OutputWriter.write(files, to: directory, stems: Set(specOfStem.keys))
        } catch {
            standardError("\(output): error: \(error.message)")
            return 1
        }
        guard let typeList else { return 0 }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try write(encoder.encode(declared), to: typeList)
        } catch {
            standardError("\(typeList): error: cannot write the declared types: \(Self.reason(error))")
            return 1
        }
        return 0
    }

    /// Compares the types listed in `lists` (written by `generate --declared-types`, one spec's each, for specs
    /// generated one by one into one module, as the build plugin does); exit 1 naming the specs when two declare one
    /// type. Else writes `output`, a Swift file with a comment that the module compiles, so that its compile waits for
    /// this check (unchanged bytes are not written again, so the module is not recompiled for it).
    private static func checkTypes(_ lists: [String], output: String, standardError: (String) -> Void) -> Int32 {
        var declared: [DeclaredTypes] = []
        for list in lists {
            do {
                declared += try JSONDecoder().decode([DeclaredTypes].self, from: SpecImports.disk(list))
            } catch {
                standardError("\(list): error: cannot read the declared types, which generate --declared-types writes: \(error)")
                return 1
            }
        }
        let clashes = DeclaredTypes.clashes(
            in: declared, hint: "one target is one module: move one spec to a target of its own, or the shared models into a spec both import")
        guard clashes.isEmpty else {
            clashes.forEach(standardError)
            return 1
        }
        let verdict = Data("\(FileHeader.marker) check-types: no two specs of this module declare one type.\n".utf8)
        do {
            try write(verdict, to: output)
        } catch {
            standardError("\(output): error: cannot write the check's result: \(Self.reason(error))")
            return 1
        }
        return 0
    }

    /// Writes `data` to the file at `path` unless it holds those bytes already (its date kept, builds stay
    /// incremental), creating its folder: the build plugin names files in folders of its own.
    ///
    /// The file is replaced as a whole, so `path` must name a regular file or nothing: a device, a pipe or a link to a
    /// descriptor was replaced by a plain file (`import -o /dev/full` as root replaced the system's `/dev/full`), and
    /// reading a pipe to compare would wait for a writer.
    private static func write(_ data: Data, to path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw WriteFailure("cannot replace '\(path)'", reason: "it is not a regular file (a folder, a device or a pipe)")
            }
            if (try? Data(contentsOf: URL(fileURLWithPath: path))) == data { return }
        }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Why a write failed, in the words of the system or of ``WriteFailure``.
    private static func reason(_ error: any Error) -> String {
        (error as? WriteFailure)?.message ?? error.localizedDescription
    }

    /// The config in `file`, or the default one without a file; nil (after printing why) when it has errors.
    private static func loadConfig(_ file: String?, printer: DiagnosticPrinter, standardError: (String) -> Void) -> GenerationConfig? {
        guard let file else { return GenerationConfig() }
        let data: Data
        do {
            data = try SpecImports.disk(file)
        } catch {
            standardError("\(file): error: \(error)")
            return nil
        }
        let (config, diagnostics) = GenerationConfig.read(data, file: file)
        let failed = printer.print(diagnostics, to: standardError)
        return failed ? nil : config
    }

    /// Warns about `include`/`exclude` names that match nothing in `specs` or the other specs beside the config
    /// (the build plugin generates a target's specs one by one); returns whether that fails the run.
    private static func reportUnmatchedSelectors(
        _ config: GenerationConfig, file: String?, specs: [String], printer: DiagnosticPrinter, standardError: (String) -> Void
    ) -> Bool {
        guard let file, !config.selectors.isEmpty else { return false }
        let folder = (file as NSString).deletingLastPathComponent
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .filter(SpecFile.isSpec).map { (folder as NSString).appendingPathComponent($0) }
        let paths = specs + beside.filter { path in !specs.contains { ($0 as NSString).standardizingPath == (path as NSString).standardizingPath } }
        let read = paths.compactMap { path in Generator.run(GeneratorInput(file: path, product: .model, allowedFolders: config.allowedFolders)).spec }
        guard read.count == paths.count else { return false }  // an unreadable spec is reported on its own
        return printer.print(config.unmatchedSelectors(in: read, file: file), to: standardError)
    }
}
