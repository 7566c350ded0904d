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
}
