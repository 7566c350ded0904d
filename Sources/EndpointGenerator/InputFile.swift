import Foundation

/// Reads input files from disk for ``SpecImports/disk``, with the reasons a user can act on when that fails.
enum InputFile {
    static func read(_ path: String) throws -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw InputFileError.folder(path)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // A pipe such as `<(git show HEAD:spec)` (/dev/fd/N) cannot be mapped, but it can be read.
            if let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() { return data }
            throw InputFileError.unreadable(error.localizedDescription)
        }
    }
}

/// Why an input file could not be read.
enum InputFileError: Error, CustomStringConvertible {
    case folder(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .folder(let path): "is a folder, not a spec file; name the spec files in it, e.g. \(path)/*.endpoints.json"
        case .unreadable(let reason): "cannot read the spec file: \(reason)"
        }
    }
}
