import Foundation

/// Where the file part of a `$ref` (`pets.yaml`, `../common/errors.yaml`) leads, and whether it may be read: only
/// relative paths into the root document's folder tree or a folder the user allowed. Nothing is fetched.
struct ReferencePath {
    /// Folders (absolute, symbolic links resolved) whose files may be read.
    let readableFolders: [String]
    /// The root document's folder as given, normalized.
    private let rootFolder: String

    /// `root` is the root document's path; `allowedFolders` are further folders the user allows.
    init(root: String, allowedFolders: [String]) {
        let folder = (root as NSString).deletingLastPathComponent
        rootFolder = Self.normalized(folder.isEmpty ? "." : folder)
        readableFolders = ([rootFolder] + allowedFolders).map(Self.absolute)
    }

    /// `path` (as ``resolve(_:from:)`` gives it) relative to the root document's folder, as values record their
    /// file (``JSONNode/file``): the same whichever folder the generator runs in.
    func relativeToRoot(_ path: String) -> String {
        if rootFolder == "." { return path }
        if path.hasPrefix(rootFolder + "/") { return String(path.dropFirst(rootFolder.count + 1)) }
        guard path.hasPrefix("/") == rootFolder.hasPrefix("/") else { return path }
        let base = rootFolder.split(separator: "/")
        let steps = path.split(separator: "/")
        let shared = zip(base, steps).prefix { $0 == $1 }.count
        guard !base[shared...].contains("..") else { return path }
        return (Array(repeating: "..", count: base.count - shared) + steps[shared...].map(String.init)).joined(separator: "/")
    }

    /// The path of the file `reference` names, written in the file at `referrer`, or why it is not read.
    func resolve(_ reference: String, from referrer: String) -> Result<String, ReferencePathError> {
        if reference.contains("://") || reference.hasPrefix("//") { return .failure(.url(reference)) }
        let decoded = reference.removingPercentEncoding ?? reference
        // The file system reads a path up to its first NUL, so the path judged below would not be the file opened:
        // `shared.json\0` passed as itself and opened a link to a file outside the folder.
        guard !decoded.utf8.contains(0) else { return .failure(.nul(reference)) }
        let path: String
        if decoded.hasPrefix("/") {
            path = Self.normalized(decoded)
        } else {
            let folder = (referrer as NSString).deletingLastPathComponent
            path = Self.normalized(folder.isEmpty ? decoded : folder + "/" + decoded)
        }
        let absolute = Self.absolute(path)
        guard readableFolders.contains(where: { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return .failure(decoded.hasPrefix("/") ? .absolute(decoded) : .outside(path, folder: readableFolders[0]))
        }
        return .success(path)
    }

    /// `path` with `.` and `..` steps and repeated slashes removed, kept relative when it is relative, so that
    /// diagnostics name files as the user would; a `..` above a relative start is kept.
    static func normalized(_ path: String) -> String {
        var steps: [Substring] = []
        for step in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch step {
            case ".": continue
            case "..": if let last = steps.last, last != ".." { steps.removeLast() } else if !path.hasPrefix("/") { steps.append(step) }
            default: steps.append(step)
            }
        }
        let joined = steps.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The absolute path of `path` with symbolic links resolved, so that a link cannot lead out of a folder.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: normalized(full)).resolvingSymlinksInPath().path
    }
}

/// Why the file a `$ref` names is not read.
enum ReferencePathError: Error, Equatable {
    case url(String)
    case absolute(String)
    case outside(String, folder: String)
    case nul(String)

    var message: String {
        switch self {
        case .nul: "'$ref' holds a NUL character, which no file name does; not read"
        case .url(let reference): "'$ref' '\(reference)' is a URL; nothing is fetched over the network"
        case .absolute(let path): "'$ref' '\(path)' is an absolute path outside the folders that may be read"
        case .outside(let path, let folder): "'$ref' leads outside the document's folder to '\(path)'; only files under \(folder) are read"
        }
    }

    var hint: String {
        switch self {
        case .url: "download the file into the document's folder and refer to it by a relative path"
        case .absolute, .outside: "allow its folder with `--allow-folder <folder>` (or `allowFolders` in endpoint-gen.json)"
        case .nul: "remove the NUL (`\\0`, `\\u0000` or `%00`) from the reference"
        }
    }
}
