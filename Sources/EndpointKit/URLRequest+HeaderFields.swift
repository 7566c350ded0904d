import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// Sets each of `fields` in order as `setValue(_:forHTTPHeaderField:)` would, with the same result.
    ///
    /// On Linux `setValue` capitalizes the name and compares it with every field already set, both as Unicode
    /// text, which cost more than the rest of a request. For a field that ``HTTPHeader/isSendable`` (a token
    /// name, a value without CR, LF or NUL) the stored form of the name is worked out once per process (see
    /// ``StoredHeaderName``) and names are compared in ASCII; any other field is left to `setValue`.
    mutating func setHeaderFields(_ fields: some Sequence<HTTPHeader>) {
        var all: [String: String]?
        for field in fields {
            guard field.isSendable else {
                if let all { allHTTPHeaderFields = all }
                all = nil
                setValue(field.value, forHTTPHeaderField: field.name)
                continue
            }
            var updated = all ?? allHTTPHeaderFields ?? [:]
            if let existing = updated.keys.first(where: { HTTPHeader.sameName($0, field.name) }) {
                updated[existing] = nil
            }
            updated[StoredHeaderName.of(field.name)] = field.value
            all = updated
        }
        if let all { allHTTPHeaderFields = all }
    }
}

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
