import Foundation

extension ServerSpec {
    /// Whether `url` can be a server's base URL: absolute `http` or `https`, with a host, a port up to 65535, without
    /// query, fragment, user or password, spaces or control characters.
    /// The native format's servers and endpoint servers are checked by it, and the importer keeps only such URLs.
    package static func isUsable(url: String) -> Bool {
        // Foundation takes `https://a.example.com/\r\n`, `…/a b`, a port of 99999 and `user:pw@`; the runtime refuses
        // each when it builds a request, so every call of the SDK failed.
        guard !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
              let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && parsed.host?.isEmpty == false && parsed.query == nil && parsed.fragment == nil
            && parsed.user == nil && parsed.password == nil && (parsed.port ?? 0) <= 65_535
    }

    /// The URL as text, each followed by the variable name after it (nil after the last text), or nil when a brace
    /// is unbalanced or encloses no name.
    package static func placeholders(in url: String) -> [(text: String, name: String?)]? {
        var result: [(text: String, name: String?)] = []
        var rest = Substring(url)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else { return nil }
            let name = rest[rest.index(after: open)..<close]
            guard !name.isEmpty, !name.contains("{") else { return nil }
            result.append((String(rest[..<open]), String(name)))
            rest = rest[rest.index(after: close)...]
        }
        result.append((String(rest), nil))
        return result
    }

    /// The names of the variables written in the host of a URL read by ``placeholders(in:)``
    /// (`https://{tenant}.example.com:{port}/{version}` → `tenant`): a value there decides who receives the request,
    /// and with it the app's credentials.
    package static func hostVariables(in placeholders: [(text: String, name: String?)]) -> Set<String> {
        // The URL with each variable as one character that no URL has, so that the host is found as in a plain URL.
        let marker: Character = "\u{FFFC}"
        let flat = placeholders.map { $0.text + ($0.name == nil ? "" : String(marker)) }.joined()
        // Without `://` the variables before the first `/` hold the scheme and host themselves (`{baseUrl}/v1`).
        let authorityStart = flat.range(of: "://")?.upperBound ?? flat.startIndex
        let authority = flat[authorityStart...].prefix { $0 != "/" }
        let host = authority.lastIndex(of: ":").map { authority[..<$0] } ?? authority
        let names = placeholders.compactMap(\.name)
        var inHost: Set<String> = []
        var number = 0
        for index in flat.indices where flat[index] == marker {
            if index >= host.startIndex, index < host.endIndex { inHost.insert(names[number]) }
            number += 1
        }
        return inHost
    }

    /// The URL of `placeholders` with each variable at its value in `values`, else at a sample that fits where it
    /// stands: `https` before `://`, a whole origin at the start of a URL without a scheme (`{baseUrl}/v1`), `1`
    /// elsewhere (a host label, a port and a path segment alike). Both stages check a template's URL with it.
    package static func sampleURL(_ placeholders: [(text: String, name: String?)], values: (String) -> String?) -> String {
        var sample = ""
        for (index, placeholder) in placeholders.enumerated() {
            sample += placeholder.text
            guard let name = placeholder.name else { continue }
            if let value = values(name), !value.isEmpty {
                sample += value
            } else if placeholders.indices.contains(index + 1), placeholders[index + 1].text.hasPrefix("://") {
                sample += "https"
            } else if sample.isEmpty {
                sample += "https://host.example"
            } else {
                sample += "1"
            }
        }
        return sample
    }
}
