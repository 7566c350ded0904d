import EndpointGenJSON
import EndpointGenModel
import EndpointGenSpec
import Foundation

/// A target's `endpoint-gen.json`: the access level and ``GenerationOptions`` for all its specs.
///
/// ```json
/// { "access": "internal", "typePrefix": "Acme", "outputs": ["models", "endpoints", "client"],
///   "include": ["Friends", "login"], "exclude": ["debugReset"], "files": 4, "samples": false,
///   "allowFolders": ["../shared"] }
/// ```
///
/// Problems are located diagnostics in the config file, like a spec's.
public struct GenerationConfig: Sendable, Equatable {
    /// The file name the build plugin looks for beside a target's specs.
    public static let fileName = "endpoint-gen.json"
    /// The most files an output may be split into (`files`).
    package static let maximumFiles = 64

    /// The access level, when the file sets one.
    public var access: AccessLevel?
    public var options = GenerationOptions()
    /// Folders (relative to the config file) besides a document's own from which its `$ref`s may read files.
    public var allowedFolders: [String] = []
    /// The names under `include` and `exclude`, where they are written.
    package var selectors: [Located<String>] = []

    /// The defaults of a target without a config file.
    public init() {}

    /// Reads a config file; nil with the diagnostics when it has errors.
    public static func read(_ data: Data, file: String) -> (config: GenerationConfig?, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        guard let root = JSONReader.parse(data, file: file, diagnostics: &collector) else { return (nil, collector.diagnostics) }
        var problems = Problems(file: file)
        var config = GenerationConfig()
        if var object = ObjectReader(root, describing: "an endpoint-gen config", problems: &problems) {
            if let access = object.string("access", problems: &problems) {
                config.access = AccessLevel(rawValue: access.value)
                if config.access == nil {
                    problems.error("unknown access level '\(access.value)'", at: access, hint: "use public, package or internal")
                }
            }
            if let prefix = object.string("typePrefix", problems: &problems) {
                if prefix.value.isEmpty || Casing.isPlainIdentifier(prefix.value) && prefix.value.first?.isUppercase == true {
                    config.options.typePrefix = prefix.value
                } else {
                    problems.error("typePrefix '\(prefix.value)' must start a Swift type name", at: prefix,
                                   hint: "use letters and digits starting with an upper-case letter, e.g. \"Acme\"")
                }
            }
            if let files = object.value("files") {
                if case .number(let number) = files.value, let count = Int(number.text), (1...Self.maximumFiles).contains(count) {
                    config.options.filesPerOutput = count
                } else {
                    problems.error("'files' must be a whole number from 1 to \(Self.maximumFiles), found \(files.kindName)", at: files,
                                   hint: "write e.g. \"files\": 4 to split each output into 4 files")
                }
            }
            if let samples = object.bool("samples", problems: &problems) {
                config.options.samples = samples.value
            }
            if let outputs = object.value("outputs") {
                config.options.outputs = readOutputs(outputs, problems: &problems)
            }
            if let folders = object.value("allowFolders") {
                let folder = (file as NSString).deletingLastPathComponent
                config.allowedFolders = names(folders, key: "allowFolders", problems: &problems).map { entry in
                    entry.value.hasPrefix("/") || folder.isEmpty ? entry.value : folder + "/" + entry.value
                }
            }
            if let include = object.value("include") {
                let located = names(include, key: "include", problems: &problems)
                config.options.include = located.map(\.value)
                config.selectors += located
            }
            if let exclude = object.value("exclude") {
                let located = names(exclude, key: "exclude", problems: &problems)
                config.options.exclude = located.map(\.value)
                config.selectors += located
            }
            object.finish(&problems)
        }
        let diagnostics = collector.diagnostics + problems.all
        return (diagnostics.contains { $0.severity == .error } ? nil : config, diagnostics)
    }

    private static func readOutputs(_ node: JSONNode, problems: inout Problems) -> Set<GenerationOptions.Output> {
        let all = GenerationOptions.Output.allCases.map(\.rawValue)
        var outputs: Set<GenerationOptions.Output> = []
        for name in names(node, key: "outputs", problems: &problems).map(\.value) {
            if let output = GenerationOptions.Output(rawValue: name) { outputs.insert(output) } else {
                problems.error("unknown output '\(name)'", at: node,
                               hint: Spelling.closest(to: name, among: all).map { "did you mean '\($0)'?" } ?? "use \(all.joined(separator: ", "))")
            }
        }
        let hint = "write [\"models\"], [\"models\", \"endpoints\"] or [\"models\", \"endpoints\", \"client\"]"
        if outputs.isEmpty {
            problems.error("'outputs' must name at least one output", at: node, hint: hint)
        } else if outputs.contains(.endpoints), !outputs.contains(.models) {
            problems.error("the endpoints output needs the models output", at: node, hint: hint)
        } else if outputs.contains(.client), !outputs.contains(.endpoints) {
            problems.error("the client output needs the endpoints output", at: node, hint: hint)
        }
        return outputs
    }

    /// Warnings for `include` and `exclude` names that are no endpoint or group of any of `specs`, which
    /// usually means a typo or an endpoint that was renamed.
    package func unmatchedSelectors(in specs: [Spec], file: String) -> [Diagnostic] {
        var problems = Problems(file: file)
        let known = Set(specs.flatMap { spec in spec.endpoints.map(\.name.value) + spec.endpoints.compactMap(\.group?.value) })
        for selector in selectors where !known.contains(selector.value) {
            problems.warning("'\(selector.value)' is no endpoint or group of the specs", at: selector,
                             hint: Spelling.closest(to: selector.value, among: known.sorted()).map { "did you mean '\($0)'?" } ?? "check the spelling")
        }
        return problems.all
    }

    /// A non-empty array of strings under `key`.
    private static func names(_ node: JSONNode, key: String, problems: inout Problems) -> [Located<String>] {
        guard case .array(let elements) = node.value else {
            problems.error("'\(key)' must be an array of names, found \(node.kindName)", at: node)
            return []
        }
        return elements.compactMap { element in
            guard case .string(let name) = element.value, !name.isEmpty else {
                problems.error("'\(key)' must hold non-empty strings, found \(element.kindName)", at: element)
                return nil
            }
            return Located(name, at: element)
        }
    }
}
