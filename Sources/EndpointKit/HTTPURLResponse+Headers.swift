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

extension URLResponse {
    /// Whether this is an interim 1xx response (100 Continue, 103 Early Hints), which a final one follows
    /// (RFC 9110 §15.2); URLSession on Linux may hand one to a delegate as if it were the answer.
    /// 101 Switching Protocols is final: nothing HTTP follows it.
    var isInterim: Bool {
        guard let status = (self as? HTTPURLResponse)?.statusCode else { return false }
        return (100..<200).contains(status) && status != 101
    }
}
