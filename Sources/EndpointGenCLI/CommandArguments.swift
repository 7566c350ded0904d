import EndpointGenModel
import EndpointGenDiff
import EndpointGenerator

/// The parsed command line of `endpoint-gen`.
enum CommandArguments: Equatable {
    case help
    case version
    /// Generate into `output`; with `check`, write nothing and fail when `output` differs from what would be written.
    /// `access` nil: the config file's, else public. `config`: an `endpoint-gen.json`. `allowedFolders`: folders besides
    /// a document's own from which its `$ref`s may read files (`--allow-folder`).
    /// `files`: how many files each output is split into, overriding the config's `files` and the automatic count.
    /// `declaredTypes`: a file to list each spec's top-level types in, for `checkTypes`.
    case generate(specs: [String], output: String, access: AccessLevel?, config: String?, files: Int?, warnings: WarningPolicy, check: Bool,
                  allowedFolders: [String] = [], declaredTypes: String? = nil)
    /// Fail when two specs of the `lists` written by `generate --declared-types` declare one type; else write `output`.
    case checkTypes(lists: [String], output: String)
    case validate(specs: [String], config: String?, warnings: WarningPolicy, allowedFolders: [String] = [])
    /// `strict`: fail also on changes that break only exhaustive switches, patterns, conformances and calls through
    /// protocols, and on deprecations.
    case diff(old: String, new: String, warnings: WarningPolicy, strict: Bool = false, allowedFolders: [String] = [])
    /// Convert an OpenAPI document; `output` nil prints the native spec to standard output.
    case importOpenAPI(document: String, output: String?, warnings: WarningPolicy, allowedFolders: [String] = [])

    /// What to do with warnings; the default for `help` and `version`, which report none.
    var warnings: WarningPolicy {
        switch self {
        case .help, .version, .checkTypes: WarningPolicy()
        case .generate(_, _, _, _, _, let warnings, _, _, _), .validate(_, _, let warnings, _), .diff(_, _, let warnings, _, _),
             .importOpenAPI(_, _, let warnings, _):
            warnings
        }
    }

    /// A command line that cannot be run; the message says what is wrong.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandArguments {
        if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") || arguments == ["help"] { return .help }
        if arguments.contains("--version") { return .version }
        var rest = arguments[...]
        let subcommand = rest.removeFirst()
        var specs: [String] = []
        var output: String?
        var access: AccessLevel?
        var config: String?
        var warnings = WarningPolicy()
        var check = false
        var strict = false
        var files: Int?
        var allowedFolders: [String] = []
        var declaredTypes: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--config":
                guard subcommand == "generate" || subcommand == "validate" else { throw UsageError(message: "'--config' is an option of 'generate' and 'validate'") }
                guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError(message: "'--config' needs an \(GenerationConfig.fileName) file") }
                config = value
            case "--files":
                guard subcommand == "generate" else { throw UsageError(message: "'--files' is an option of 'generate'") }
                guard let value = rest.popFirst(), let count = Int(value), (1...GenerationConfig.maximumFiles).contains(count) else {
                    throw UsageError(message: "'--files' needs a whole number from 1 to \(GenerationConfig.maximumFiles)")
                }
                files = count
            case "--declared-types":
                guard subcommand == "generate" else { throw UsageError(message: "'--declared-types' is an option of 'generate'") }
                guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError(message: "'--declared-types' needs a file") }
                declaredTypes = value
            case "--strict":
                guard subcommand == "diff" else { throw UsageError(message: "'--strict' is an option of 'diff'") }
                strict = true
            case "--check":
                guard subcommand == "generate" else { throw UsageError(message: "'--check' is an option of 'generate'") }
                check = true
            case "--output", "-o":
                guard ["generate", "import", "check-types"].contains(subcommand) else {
                    throw UsageError(message: "'--output' is an option of 'generate', 'import' and 'check-types'")
                }
                // An empty value (an unset variable in a build script) named the current folder.
                guard let value = rest.popFirst(), !value.isEmpty else {
                    throw UsageError(message: subcommand == "generate" ? "'--output' needs a directory" : "'--output' needs a file")
                }
                output = value
            case "--access":
                guard subcommand != "diff", subcommand != "import" else { throw UsageError(message: "'--access' is not an option of '\(subcommand)'") }
                guard let value = rest.popFirst() else { throw UsageError(message: "'--access' needs public, package or internal") }
                guard let level = AccessLevel(rawValue: value) else {
                    throw UsageError(message: "unknown access level '\(value)'; use public, package or internal")
                }
                access = level
            case "--allow-folder":
                guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError(message: "'--allow-folder' needs a folder") }
                allowedFolders.append(value)
            case "--warnings-as-errors":
                warnings.asErrors = true
            case "--quiet-warnings":
                guard let kind = rest.popFirst() else { throw UsageError(message: "'--quiet-warnings' needs a kind, as the closing summary names it") }
                warnings.quiet.insert(kind)
            default:
                if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
                specs.append(argument)
            }
        }
        guard !specs.isEmpty else {
            switch subcommand {
            case "import": throw UsageError(message: "'import' needs an OpenAPI document")
            case "check-types": throw UsageError(message: "'check-types' needs at least one file that 'generate --declared-types' wrote")
            default: throw UsageError(message: "'\(subcommand)' needs at least one spec file")
            }
        }
        switch subcommand {
        case "generate":
            guard let output else { throw UsageError(message: "'generate' needs '--output <directory>'") }
            return .generate(specs: specs, output: output, access: access, config: config, files: files, warnings: warnings, check: check,
                             allowedFolders: allowedFolders, declaredTypes: declaredTypes)
        case "check-types":
            guard let output else { throw UsageError(message: "'check-types' needs '--output <file>.swift'") }
            return .checkTypes(lists: specs, output: output)
        case "validate":
            return .validate(specs: specs, config: config, warnings: warnings, allowedFolders: allowedFolders)
        case "diff":
            guard specs.count == 2 else { throw UsageError(message: "'diff' needs exactly two spec files, the old one and the new one; got \(specs.count)") }
            return .diff(old: specs[0], new: specs[1], warnings: warnings, strict: strict, allowedFolders: allowedFolders)
        case "import":
            guard specs.count == 1 else { throw UsageError(message: "'import' converts exactly one OpenAPI document; got \(specs.count)") }
            return .importOpenAPI(document: specs[0], output: output, warnings: warnings, allowedFolders: allowedFolders)
        default:
            throw UsageError(message: "unknown subcommand '\(subcommand)'; use 'generate', 'validate', 'diff', 'import' or 'check-types'")
        }
    }

    static let usage = """
        OVERVIEW: Generate a typed Swift API client from *.endpoints.json (or .yaml) spec files or OpenAPI 3 documents.

        USAGE: endpoint-gen generate <spec>... --output <directory> [--access <level>] [--config <file>] [--files <n>]
                                    [--check] [--allow-folder <folder>]... [--declared-types <file>] [--warnings-as-errors]
                                    [--quiet-warnings <kind>]...
               endpoint-gen validate <spec>... [--config <file>] [--allow-folder <folder>]... [--warnings-as-errors]
                                    [--quiet-warnings <kind>]...
               endpoint-gen diff <old-spec> <new-spec> [--strict] [--allow-folder <folder>]... [--warnings-as-errors]
                                [--quiet-warnings <kind>]...
               endpoint-gen import <openapi.json> [--output <file>.endpoints.json] [--allow-folder <folder>]...
                                  [--warnings-as-errors] [--quiet-warnings <kind>]...
               endpoint-gen check-types <types.json>... --output <file>.swift

        ARGUMENTS:
          <spec>                  A spec file, e.g. Specs/movies.endpoints.json, or an OpenAPI 3.0–3.2 document
                                  (recognised by its top-level 'openapi' key; converted in memory). Files named
                                  *.yaml or *.yml are read as YAML, others as JSON.
          <openapi.json>          An OpenAPI 3.0–3.2 document in JSON or YAML (.yaml, .yml). import writes the
                                  equivalent native spec, to curate and commit; what it cannot express is reported.
          <old-spec> <new-spec>   Two versions of one spec. diff lists what the change does to the generated
                                  Swift API, breaking changes first, each with its Swift symbol and spec path;
                                  it reports the new spec's warnings only.
          <types.json>            The types one spec declares, as generate --declared-types wrote them.
                                  check-types fails, naming both specs, when two of them declare one type
                                  (the build plugin's check of a target's specs, generated one by one); else it
                                  writes --output, a Swift file with a comment, for the module's compile to wait on.

        OPTIONS:
          -o, --output <directory>
                                  Where generate writes <stem>.Endpoint.swift, <stem>.Models.swift and
                                  <stem>.Client.swift for each spec. Files are rewritten only when they change.
                                  import: the native spec file to write (default: standard output).
          --access <level>        Access level of generated declarations: public, package or internal.
                                  (default: the config file's, else public)
          --config <file>         An endpoint-gen.json: access, typePrefix, outputs, include, exclude, files,
                                  samples, allowFolders for every spec (see docs/spec-reference.md, "Target configuration").
          --files <n>             Split a spec over 32 KiB (native) or 256 KiB (OpenAPI) into <n> files per
                                  output, <stem>.1.swift … <stem>.<3n>.swift (1 to 64). (default: the config
                                  file's files, else one per 32 KiB of native spec or 256 KiB of OpenAPI document)
          --check                 generate: write nothing; exit 1 listing every file of <directory> that is
                                  missing, stale or no longer generated (for CI on committed sources).
          --declared-types <file> generate: also write the top-level types each spec declares to <file>,
                                  for check-types.
          --allow-folder <folder> Let an OpenAPI document's $refs read files in <folder> too; by default only
                                  files under the document's own folder are read, and nothing over the network.
                                  Repeat for several folders (endpoint-gen.json: allowFolders).
          --strict                diff: exit 1 also on changes that break only exhaustive switches, patterns,
                                  conformances or calls through protocols (a new enum value, endpoint or optional
                                  parameter), and on deprecations (errors under -warnings-as-errors).
          --warnings-as-errors    Treat warnings as errors (diff: the new spec's).
          --quiet-warnings <kind> Hide warnings of one kind, as named in brackets by the closing summary
                                  (e.g. oauth2-scheme-becomes-bearer); repeat for several kinds.
          --version               Show the version.
          -h, --help              Show help information.

        EXIT STATUS: 0 success, 1 a spec (or OpenAPI document) has errors, 64 usage error.
                     generate --check: 1 also when the output directory is not up to date.
                     check-types: 1 when two specs declare one type.
                     diff: 0 no breaking change, 1 a breaking change (or a spec has errors), 64 usage error;
                     with --strict, 1 also on any change but an additive one.
        """
}
