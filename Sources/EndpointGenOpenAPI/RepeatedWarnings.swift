import EndpointGenJSON

/// Warnings a document repeats on every operation, reported once per key, at the first, with how many more places
/// repeat it. The media types left out because another one of the same operation gives the same schema in the same
/// format, or in JSON, which the SDK reads and sends typed: ASP.NET (Swashbuckle) lists every response as
/// `text/plain`, `application/json` and `text/json`, and slurmrestd every body and response as JSON and
/// `application/x-yaml`, each of which was a method of its own (one key per pair of media types). The response headers
/// that describe the connection (Groq's `Transfer-Encoding` on each audio operation).
struct RepeatedWarnings: Sendable {
    private var pairs: [(key: String, message: String, first: JSONNode, count: Int)] = []

    /// Notes what `message` says at `node`; `key` is what is counted together.
    mutating func note(_ key: String, message: @autoclosure () -> String, at node: JSONNode) {
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            pairs[index].count += 1
        } else {
            pairs.append((key, message(), node, 1))
        }
    }

    /// The warnings for what was noted: one per key, saying how many more places repeat it.
    var warnings: [(message: String, at: JSONNode)] {
        pairs.map { pair in
            let more = switch pair.count - 1 {
            case 0: ""
            case 1: " (and in 1 more place)"
            case let others: " (and in \(others) more places)"
            }
            return (pair.message + more, pair.first)
        }
    }
}
