import Foundation

/// How native spec files are named: `<stem>.endpoints.json`, or `.yaml`/`.yml` for specs written by hand.
package enum SpecFile {
    /// The suffix of spec files.
    package static let suffix = ".endpoints.json"
    /// Every suffix a spec file may have: JSON, or YAML for specs written by hand (YAML allows comments).
    static let suffixes = [suffix, ".endpoints.yaml", ".endpoints.yml"]

    /// Whether `path` names a native spec file (see ``suffixes``).
    package static func isSpec(_ path: String) -> Bool {
        suffixes.contains { path.hasSuffix($0) }
    }

    /// The name a spec's outputs are derived from: `Specs/movies.endpoints.json` → `movies`.
    package static func stem(ofSpecAt path: String) -> String {
        let name = (path as NSString).lastPathComponent
        if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { return String(name.dropLast(suffix.count)) }
        return (name as NSString).deletingPathExtension
    }

    /// The path of `file`, written relative to the folder of the spec at `spec` (as ``Located/file`` is), for
    /// diagnostics: `api/pets.yaml` beside `Specs/store.yaml` → `Specs/api/pets.yaml`.
    package static func path(of file: String, besideSpecAt spec: String) -> String {
        let folder = (spec as NSString).deletingLastPathComponent
        return file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
    }
}
