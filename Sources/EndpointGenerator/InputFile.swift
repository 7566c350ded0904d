import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files from disk for ``SpecImports/disk``, with the reasons a user can act on when that fails.
enum InputFile {
    static func read(_ path: String) throws -> Data {
        // The file system reads a path up to its first NUL: `shared.json\0` opened `shared.json`, which the folder
        // check had not judged.
        guard !path.utf8.contains(0) else { throw InputFileError.nul(path) }
        switch kind(of: path) {
        case .folder: throw InputFileError.folder(path)
        // A FIFO named by a `$ref` or an import blocked the generator, and the build with it, until a writer came.
        case .other where !isProcessSubstitution(path): throw InputFileError.notAFile(path)
        default: break
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // A pipe such as `<(git show HEAD:spec)` (/dev/fd/N) cannot be mapped, but it can be read.
            if let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() { return data }
            throw InputFileError.unreadable(error.localizedDescription)
        }
    }

    private enum Kind {
        case file, folder, other, missing
    }

    /// What `path` names, through symbolic links.
    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether `path` is a shell's process substitution (`<(git show HEAD:spec)`), a pipe the command line names.
    private static func isProcessSubstitution(_ path: String) -> Bool {
        path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }
}

/// Why an input file could not be read.
enum InputFileError: Error, CustomStringConvertible {
    case folder(String)
    case notAFile(String)
    case unreadable(String)
    case nul(String)

    var description: String {
        switch self {
        case .nul(let path): "\(path.replacingOccurrences(of: "\0", with: "\\0")) holds a NUL character, which no file name does"
        case .folder(let path): "is a folder, not a spec file; name the spec files in it, e.g. \(path)/*.endpoints.json"
        case .notAFile(let path): "\(path) is not a regular file (a pipe or a device), which is not read"
        case .unreadable(let reason): "cannot read the spec file: \(reason)"
        }
    }
}
