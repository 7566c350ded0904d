import Foundation

/// The top-level types one spec's code declares: what `generate --declared-types` writes and `check-types` compares,
/// so that specs generated one by one into one module can still be checked for a type both declare.
struct DeclaredTypes: Codable, Equatable {
    var spec: String
    var types: [String]

    /// One error line per spec that declares a type an earlier spec of `declared` declares too, naming the earlier spec
    /// and at most five of the types, then `hint`. One module cannot declare a type twice: every FastAPI service
    /// declares `HTTPValidationError`, and three Airflow documents generated together gave 23 compile errors and no
    /// diagnostic.
    static func clashes(in declared: [DeclaredTypes], hint: String) -> [String] {
        var specOfType: [String: String] = [:]
        var errors: [String] = []
        for entry in declared {
            var clashes: [String: [String]] = [:]  // earlier spec → the names it declares too
            for name in entry.types {
                if let first = specOfType[name], first != entry.spec { clashes[first, default: []].append(name) } else { specOfType[name] = entry.spec }
            }
            for (first, names) in clashes.sorted(by: { $0.key < $1.key }) {
                let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", and \(names.count - 5) more" : "")
                errors.append("\(entry.spec): error: declares \(names.count == 1 ? "a type" : "\(names.count) types") that \(first) declares too (\(listed)); \(hint)")
            }
        }
        return errors
    }
}
