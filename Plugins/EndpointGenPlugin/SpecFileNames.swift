import Foundation

/// Which files the plugins generate from, and the names of what they generate, as the generator sees them
/// (`SpecFile` in EndpointGenSpec, which a plugin cannot import). Both plugins compile this file (GenerateEndpoints
/// through a symbolic link), so that a file one of them generates from is never one the other passes over.
enum SpecFileNames {
    /// The suffixes of native spec files (`SpecFile.suffixes`).
    static let suffixes = [".endpoints.json", ".endpoints.yaml", ".endpoints.yml"]

    /// Whether `name` names a native spec file.
    static func isNativeSpec(_ name: String) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Whether the plugins generate from `url`: a native spec, or a YAML OpenAPI document (one with a line starting
    /// `openapi:`, so that the other YAML files of a folder, such as those a document's `$ref`s name, are left alone).
    static func isSpecInput(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        if isNativeSpec(name) { return true }
        guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"), let data = try? Data(contentsOf: url) else { return false }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
            $0.hasPrefix("openapi:") || $0.hasPrefix("\"openapi\":") || $0.hasPrefix("'openapi':")
        }
    }

    /// The name a spec's outputs are derived from, as `SpecFile.stem(ofSpecAt:)` derives it.
    static func stem(of spec: URL) -> String {
        let name = spec.lastPathComponent
        if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { return String(name.dropLast(suffix.count)) }
        return spec.deletingPathExtension().lastPathComponent
    }
}
