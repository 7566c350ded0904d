extension Server {
    /// Creates a server from a URL template such as OpenAPI's `https://{tenant}.example.com/{version}`, each
    /// `{name}` replaced by its value in `variables`.
    ///
    /// Values are percent-encoded (RFC 3986), so that a value cannot move the request to another host: in the host
    /// and port every byte outside `A-Z a-z 0-9 - . _ ~` is encoded (`evil.example/` is no host at all, and the
    /// request fails with ``EndpointError/invalidRequest(_:)``), except that a value that is the whole host
    /// (`https://{host}/v1`) keeps `:`, `[` and `]`, so that it may name a port (`localhost:5000`, `[::1]:8080`); in
    /// the path `/` is kept as well. A value before `://`, or before the first `/` of a template without one
    /// (`{baseUrl}/v1`), is the scheme or the whole origin, which the app chooses as it chooses a ``Server``, and is
    /// written as it is. A name without a value stays as it is written, and so fails the same way.
    public init(name: String, template: String, variables: KeyValuePairs<String, String>) {
        // The first value of a name wins, as it did when each placeholder looked its name up.
        self.init(name: name, template: template, values: variables.reduce(into: [:]) { values, pair in
            if values[pair.key] == nil { values[pair.key] = pair.value }
        })
    }

    /// This server, an endpoint's own (an intake host the API serves some endpoints at), with the values the client's
    /// `server` gave the variables both templates have: `https://intake.{site}` goes to the site, the region, the
    /// client was made for, not to the default one. A server made from a URL, or a client's without variables (one
    /// fixed URL, which says nothing of another host), is kept.
    ///
    /// `nil` when the client's server has variables and none of this one's: `{protocol}://{name}` made for
    /// `api.example.eu` says nothing of the site `https://intake.{site}` needs, and its default site is another
    /// region, where the request and its credentials would go unasked.
    public func serving(_ server: Server) -> Server? {
        guard let template, !variables.isEmpty, !server.variables.isEmpty else { return self }
        let given = server.variables.filter { variables[$0.key] != nil }
        guard !given.isEmpty else { return nil }
        return Server(name: name, template: template, values: variables.merging(given) { $1 })
    }

    private init(name: String, template: String, values variables: [String: String]) {
        let separator = template.firstRange(of: "://")
        let authorityStart = separator?.upperBound ?? template.startIndex
        let pathStart = template[authorityStart...].firstIndex(of: "/") ?? template.endIndex
        var url = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            url += rest[..<open]
            let key = rest[rest.index(after: open)..<close]
            if let value = variables[String(key)] {
                if open >= pathStart {
                    // A value may span segments (`v1/beta`), but a dot segment in it would climb out of the API's
                    // path (`../../admin`), taking the app's credentials along: it is written as a segment named so.
                    url += value.split(separator: "/", omittingEmptySubsequences: false)
                        .map { PathSegment.outsideDotSegments(PercentEncoding.encode(String($0))) }.joined(separator: "/")
                } else if separator != nil, open == authorityStart, rest.index(after: close) == pathStart {
                    // The whole host, which the app chooses as it chooses a server: self-hosted APIs run on a port.
                    url += PercentEncoding.encodeHostAndPort(value)
                } else if separator != nil, open >= authorityStart {
                    url += PercentEncoding.encode(value)
                } else {
                    url += value
                }
            } else {
                url += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        url += rest
        self.init(name: name, baseURL: url)
        self.template = template
        self.variables = variables
    }
}
