import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The name under which a `URLRequest` stores a header field (Foundation on Linux capitalizes it), remembered
/// per name for the names a process uses.
enum StoredHeaderName {
    /// Enough for every field name of the APIs a process talks to; names beyond it are worked out each time.
    private static let capacity = 1_024
    private static let known = Locked<[String: String]>([:])

    /// The name a request stores when `name` is set with `setValue(_:forHTTPHeaderField:)`.
    static func of(_ name: String) -> String {
        if let stored = known.withLock({ $0[name] }) { return stored }
        var probe = URLRequest(url: URL(fileURLWithPath: "/"))
        probe.setValue("", forHTTPHeaderField: name)
        let stored = probe.allHTTPHeaderFields?.keys.first ?? name
        known.withLock { known in
            if known.count < capacity { known[name] = stored }
        }
        return stored
    }
}
