import EndpointGenEmit
import Foundation

/// Writes generated files, touching only those whose bytes change so that builds stay incremental.
enum OutputWriter {
    /// Writes `files` into `directory` and removes the files generated earlier for the same specs (`stems`) that
    /// are no longer generated, such as `x.Models.swift` after `files` split the spec into `x.1.swift` …: only
    /// those named `<stem>.…swift` that start with the generated header, never a file someone wrote.
    ///
    /// A file whose bytes are unchanged is not touched, so its modification date stays and builds stay incremental.
    /// The changed files are all written into a ``StagingDirectory`` before any replaces its old version, so that a
    /// write that fails (a full disk, a folder in a file's place) leaves `directory` as it was, folders this call
    /// created included.
    static func write(_ files: [GeneratedFile], to directory: URL, stems: Set<String>) throws(WriteFailure) {
        // Two runs into one folder at once (a build beside a `generate` in a terminal) interleaved their renames and
        // left a mix of both that did not compile: each run holds the folder while it compares and writes.
        // The lock is on the folder itself, which puts no file of its own in it.
        let created = try createFolders(directory.path)
        do {
            try FolderLock.holding(directory.path) { () throws(WriteFailure) in try writeHoldingFolder(files, to: directory, stems: stems) }
        } catch {
            // rmdir removes only empty folders: never another generator's files that appeared meanwhile.
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
    }

    /// ``write(_:to:stems:)`` into `directory`, which exists and this run holds.
    private static func writeHoldingFolder(_ files: [GeneratedFile], to directory: URL, stems: Set<String>) throws(WriteFailure) {
        let changed = files.filter { file in
            (try? Data(contentsOf: directory.appendingPathComponent(file.name))) != Data(file.contents.utf8)
        }
        // A rename onto a folder fails, and it would fail after the files before it were renamed.
        if let blocked = changed.first(where: { isFolder(directory.appendingPathComponent($0.name)) }) {
            throw WriteFailure("cannot write generated file '\(blocked.name)'", errno: EISDIR)
        }
        let stale = orphans(of: files, in: directory, stems: stems)
        if !changed.isEmpty {
            let staging = try StagingDirectory(in: directory.path)
            defer { staging.remove() }
            for file in changed { try staging.stage(Data(file.contents.utf8), named: file.name) }
            // Every byte is on disk now; what is left are renames and removals, which need no space. They are still
            // one step per file, not one for the set: a crash (or a failure nothing above foresaw, such as a file
            // made immutable) between two of them leaves some files new and some old.
            for file in changed { try staging.move(named: file.name, into: directory.path) }
        }
        for name in stale {
            guard unlink(directory.appendingPathComponent(name).path) == 0 else {
                throw WriteFailure("cannot remove generated file '\(name)'", errno: errno)
            }
        }
    }

    /// Creates the folder `path` and the missing folders above it; returns those it created, outermost first.
    private static func createFolders(_ path: String) throws(WriteFailure) -> [String] {
        if mkdir(path, 0o777) == 0 { return [path] }
        var code = errno
        if code == ENOENT {
            let parent = (path as NSString).deletingLastPathComponent
            let created = parent == path ? [] : try createFolders(parent)
            if mkdir(path, 0o777) == 0 { return created + [path] }
            code = errno
        }
        // Another generator of the same build may have created it meanwhile.
        if code == EEXIST, isFolder(URL(fileURLWithPath: path)) { return [] }
        throw WriteFailure("cannot create the output directory", errno: code == EEXIST ? ENOTDIR : code)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The files in `directory` that an earlier run generated for one of `stems` and `files` no longer holds.
    static func orphans(of files: [GeneratedFile], in directory: URL, stems: Set<String>) -> [String] {
        let expected = Set(files.map(\.name))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return present.sorted().filter { name in
            guard name.hasSuffix(".swift"), !expected.contains(name),
                  stems.contains(where: { name.hasPrefix($0 + ".") }) else { return false }
            return isGenerated(directory.appendingPathComponent(name))
        }
    }

    private static func isGenerated(_ url: URL) -> Bool {
        let head = (try? FileHandle(forReadingFrom: url)).flatMap { handle in defer { try? handle.close() }; return try? handle.read(upToCount: 64) }
        return head.map { String(decoding: $0, as: UTF8.self).hasPrefix(FileHeader.marker) } ?? false
    }

    /// What `write` would change in `directory`, one line per file: `x.swift: missing`, `x.swift: stale`, or
    /// `x.swift: no longer generated` for a file that starts with the generated header but is not among `files`.
    static func differences(_ files: [GeneratedFile], in directory: URL, stems: Set<String>) -> [String] {
        var lines: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            guard let existing = try? Data(contentsOf: url) else {
                lines.append("\(file.name): missing")
                continue
            }
            if existing != Data(file.contents.utf8) { lines.append("\(file.name): stale") }
        }
        for name in orphans(of: files, in: directory, stems: stems) { lines.append("\(name): no longer generated") }
        return lines
    }
}
