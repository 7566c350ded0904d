import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPURLResponse {
    /// The header fields with string keys and values.
    var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in allHeaderFields {
            guard let name = name as? String else { continue }
            fields[name] = value as? String ?? String(describing: value)
        }
        return fields
    }

    /// The value of the `Content-Type` field, matched case-insensitively, or `nil` if absent.
    var contentType: String? {
        value(forHTTPHeaderField: "Content-Type")
    }
}
