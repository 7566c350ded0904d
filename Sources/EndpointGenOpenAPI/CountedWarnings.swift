import EndpointGenJSON

/// Warnings a document would repeat in every operation, said once, at the first place, with how many more places
/// have the same: ASP.NET (Swashbuckle) lists every response as `text/plain`, `application/json` and `text/json`, and
/// slurmrestd every body and response as JSON and `application/x-yaml`, each of which was a method of its own (the
/// media types left out are counted per pair); OPNsense's generator writes `requestBody: null` on 576 operations.
struct CountedWarnings: Sendable {
    private var entries: [(key: String, message: String, first: JSONNode, count: Int)] = []

    /// Notes a warning `message` at `node`; `key` is what is counted together.
    mutating func note(_ key: String, message: @autoclosure () -> String, at node: JSONNode) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].count += 1
        } else {
            entries.append((key, message(), node, 1))
        }
    }

    /// The warnings for what was noted: one per key, saying in how many more places it was noted.
    var warnings: [(message: String, at: JSONNode)] {
        entries.map { entry in
            let more = switch entry.count - 1 {
            case 0: ""
            case 1: " (and in 1 more place)"
            case let others: " (and in \(others) more places)"
            }
            return (entry.message + more, entry.first)
        }
    }
}
