import Foundation

/// Writes generated files, touching only those whose bytes change so that builds stay incremental.
enum OutputWriter {
    static func write(_ files: [GeneratedFile], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if let existing = try? Data(contentsOf: url), existing == data { continue }
            // Atomic: a reader never sees half a file, even if generation is interrupted.
            try data.write(to: url, options: .atomic)
        }
    }

    /// What `write` would change in `directory`, one line per file: `x.swift: missing`, `x.swift: stale`, or
    /// `x.swift: no longer generated` for a file that starts with the generated header but is not among `files`.
    static func differences(_ files: [GeneratedFile], in directory: URL) -> [String] {
        var lines: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            guard let existing = try? Data(contentsOf: url) else {
                lines.append("\(file.name): missing")
                continue
            }
            if existing != Data(file.contents.utf8) { lines.append("\(file.name): stale") }
        }
        let expected = Set(files.map(\.name))
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in present.sorted() where name.hasSuffix(".swift") && !expected.contains(name) {
            let head = (try? FileHandle(forReadingFrom: directory.appendingPathComponent(name)))
                .flatMap { handle in defer { try? handle.close() }; return try? handle.read(upToCount: 64) }
            if let head, String(decoding: head, as: UTF8.self).hasPrefix(FileHeader.marker) {
                lines.append("\(name): no longer generated")
            }
        }
        return lines
    }
}
