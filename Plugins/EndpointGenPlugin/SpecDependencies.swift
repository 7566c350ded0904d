import Foundation

/// The files the generator reads for a spec besides the spec itself, which its build command lists as inputs, so that
/// editing any of them regenerates the spec. Found by scanning each file's strings (``DocumentScalars``), in JSON and
/// YAML alike; a name that leads to no file is left to the generator to report.
struct SpecDependencies: Equatable {
    /// The specs `spec` imports, and theirs in turn (a model's storage depends on the models it holds, wherever they
    /// are declared), resolved beside each importer. An import must name a native spec file (the generator refuses
    /// any other name), so every string with a spec file suffix that names a file is taken: one that is no import
    /// (a description naming a spec) only adds an input.
    var imports: [URL]
    /// The files the `$ref`s of an OpenAPI document name (`paths/pets.yaml`, `common.yaml#/Error`), and the files theirs
    /// name in turn, so that editing any file of a document split over many regenerates it.
    var references: [URL]

    init(of spec: URL) {
        let scalars = Self.scalars(of: spec)
        imports = Self.files(from: spec, scalars: scalars, named: Self.importedNames)
        references = Self.files(from: spec, scalars: scalars, named: Self.referencedNames)
    }

    /// The files `named` finds in `spec` (whose strings are `scalars`), and those it finds in them, each once.
    private static func files(from spec: URL, scalars: [DocumentScalar], named: ([DocumentScalar]) -> [String]) -> [URL] {
        let root = spec.standardizedFileURL
        var found: [URL] = []
        var seen: Set<URL> = [root]
        var pending = [(root, scalars)]
        while let (file, strings) = pending.popLast() {
            let folder = file.deletingLastPathComponent()
            for name in named(strings) {
                let url = (name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appending(path: name)).standardizedFileURL
                // A cycle is the generator's error to report; here it must only not loop.
                guard !seen.contains(url), isFile(url) else { continue }
                seen.insert(url)
                found.append(url)
                pending.append((url, Self.scalars(of: url)))
            }
        }
        return found
    }

    /// The strings that may name an imported spec: those with a native spec's suffix that are not keys.
    private static func importedNames(in scalars: [DocumentScalar]) -> [String] {
        scalars.filter { !$0.isKey && SpecFileNames.isNativeSpec($0.value) }.map(\.value)
    }

    /// The files `$ref` values name: a value's part before `#`, percent-decoded as the URI reference it is; not a URL.
    private static func referencedNames(in scalars: [DocumentScalar]) -> [String] {
        zip(scalars, scalars.dropFirst()).compactMap { key, value in
            guard key.isKey, key.value == "$ref", !value.isKey else { return nil }
            let file = value.value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !file.isEmpty, !file.contains("://") else { return nil }
            return String(file).removingPercentEncoding
        }
    }

    private static func scalars(of file: URL) -> [DocumentScalar] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return DocumentScalars.scan(String(decoding: data, as: UTF8.self))
    }

    private static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
