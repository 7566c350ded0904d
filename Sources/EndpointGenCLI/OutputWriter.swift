import EndpointGenEmit
import Foundation

/// Writes generated files, touching only those whose bytes change so that builds stay incremental.
enum OutputWriter {
    /// Writes `files` into `directory` and removes the files generated earlier for the same specs (`stems`) that
    /// are no longer generated, such as `x.Models.swift` after `files` split it into `x.Models.1.swift` …: only
    /// those named `<stem>.…swift` that start with the generated header, never a file someone wrote.
    static func write(_ files: [GeneratedFile], to directory: URL, stems: Set<String>) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if let existing = try? Data(contentsOf: url), existing == data { continue }
            // Atomic: a reader never sees half a file, even if generation is interrupted.
            try data.write(to: url, options: .atomic)
        }
        for name in orphans(of: files, in: directory, stems: stems) {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
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
