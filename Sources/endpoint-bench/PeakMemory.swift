import Foundation

/// The process's peak resident memory, from `/proc/self/status` (Linux only; nil elsewhere).
enum PeakMemory {
    /// Resets the peak to the current resident size (writing 5 to `/proc/self/clear_refs`).
    static func reset() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// `VmHWM` in KiB.
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
}
