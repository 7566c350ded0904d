import Foundation

extension ServerSpec {
    /// Whether `url` can be a server's base URL: absolute `http` or `https`, with a host, without query or fragment.
    /// The native format's servers and endpoint servers are checked by it, and the importer keeps only such URLs.
    package static func isUsable(url: String) -> Bool {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && parsed.host?.isEmpty == false && parsed.query == nil && parsed.fragment == nil
    }
}
