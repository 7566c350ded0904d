import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// `servers` → native `servers`: variables take their defaults, an `enum` variable gives one server per value.
extension OpenAPIConverter {
    /// Used when the document has no absolute server URL, so that the native spec stays valid.
    static let placeholderHost = "https://api.example.com"

    mutating func servers() -> [ServerSpec] {
        let list = document["servers"]?.elements ?? []
        var servers: [ServerSpec] = []
        if list.isEmpty {
            warning("the document has no 'servers'; the native spec uses \(Self.placeholderHost), replace it", at: document)
            return [placeholderServer(at: document)]
        }
        for (index, server) in list.enumerated() {
            guard let template = server["url"]?.string else {
                warning("a server needs a string 'url'; left out", at: server)
                continue
            }
            for (suffix, url) in expand(template, variables: server["variables"]) {
                let base = serverName(server, index: index, count: list.count) + suffix
                var name = base
                var number = 2
                while servers.contains(where: { $0.name.value == name }) || name == "default" {
                    name = "\(base)\(number)"
                    number += 1
                }
                var entry = ServerSpec(name: Located(name, at: server), url: Located(absolute(url, at: server), at: server["url"] ?? server))
                if let description = server["description"]?.string, !description.isEmpty { entry.description = description }
                servers.append(entry)
            }
        }
        return servers.isEmpty ? [placeholderServer(at: document["servers"] ?? document)] : servers
    }

    /// `production` at ``placeholderHost``, for a document without a usable server.
    private func placeholderServer(at node: JSONNode) -> ServerSpec {
        ServerSpec(name: Located("production", at: node), url: Located(Self.placeholderHost, at: node))
    }

    /// A short description names the server (`Staging server` → `stagingServer`); else `production` for the
    /// only server, `server1`, `server2`, … otherwise.
    private func serverName(_ server: JSONNode, index: Int, count: Int) -> String {
        if let description = server["description"]?.string, (1...4).contains(Casing.words(description).count) {
            return Casing.lowerCamel(description)
        }
        return count == 1 ? "production" : "server\(index + 1)"
    }

    /// The URL with every variable replaced: one URL per value of the first variable with 2 to 16 `enum` values,
    /// the default for the others. Each comes with the name suffix of its value.
    private mutating func expand(_ template: String, variables: JSONNode?) -> [(suffix: String, url: String)] {
        var results = [(suffix: "", url: template)]
        var expanded = false
        for variable in variables?.members ?? [] {
            let placeholder = "{\(variable.key)}"
            let fallback = variable.value["default"]?.string ?? ""
            if variable.value["default"]?.string == nil {
                warning("server variable '\(variable.key)' has no string 'default'; replaced by an empty string", at: variable.value)
            }
            let values = (variable.value["enum"]?.elements ?? []).compactMap(\.string)
            if !expanded, values.count > 1, values.count <= 16 {
                expanded = true
                results = results.flatMap { result in
                    values.map { (result.suffix + Casing.upperCamel($0), result.url.replacingOccurrences(of: placeholder, with: $0)) }
                }
            } else {
                results = results.map { ($0.suffix, $0.url.replacingOccurrences(of: placeholder, with: fallback)) }
            }
        }
        return results
    }

    /// A relative server URL (`/api/v3`) is put under ``placeholderHost``, with a warning, as the native format
    /// needs absolute URLs.
    private mutating func absolute(_ url: String, at server: JSONNode) -> String {
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return url }
        warning("server URL '\(url)' is not an absolute http(s) URL; the native spec uses \(Self.placeholderHost) in front of it, replace it",
                at: server["url"] ?? server, hint: "or pass Server(baseURL:) to the client at run time")
        return Self.placeholderHost + (url.hasPrefix("/") ? url : "/" + url)
    }
}
