import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What every request a ``RequestBuilder`` makes has in common, worked out once rather than per request: the
/// checked base URL, the encoded shared query and the shared header fields as Foundation stores them.
///
/// Parsing the base URL and setting each header field through Foundation were two thirds of building a
/// request on Linux, where `setValue(_:forHTTPHeaderField:)` capitalizes the name and compares it with every
/// field already set.
struct RequestTemplate: Sendable {
    /// The base URL without trailing `/`, or the error every request fails with when it is invalid.
    let urlPrefix: Result<String, EndpointError>
    /// The shared query items, encoded and joined with `&`; empty without any.
    let encodedQuery: String
    /// `Accept: application/json` and the shared header fields, set in order on a request, as that request
    /// stores them.
    let headerFields: [String: String]
    /// Whether a shared header field is named `Content-Type`, so a body's own type is not added.
    let hasContentType: Bool
    /// The name of the first shared header field that cannot be sent; every request then fails with it.
    let invalidHeader: String?
    /// The timeout of every request whose endpoint sets none.
    let timeout: TimeInterval

    init(server: Server, sharedQuery: [QueryItem], sharedHeaders: [HTTPHeader], timeout: TimeInterval) {
        urlPrefix = Self.prefix(of: server.baseURL)
        encodedQuery = RequestBuilder.formEncoded(sharedQuery)
        invalidHeader = sharedHeaders.first { !$0.isSendable }?.name
        hasContentType = sharedHeaders.contains { HTTPHeader.sameName($0.name, "Content-Type") }
        self.timeout = timeout
        // Foundation decides how a name is stored (Linux capitalizes it), so let it set the fields once.
        var probe = URLRequest(url: URL(fileURLWithPath: "/"))
        probe.setValue("application/json", forHTTPHeaderField: "Accept")
        if invalidHeader == nil {
            for header in sharedHeaders {
                probe.setValue(header.value, forHTTPHeaderField: header.name)
            }
        }
        // Room for the fields a request adds (its credentials, its own, a middleware's): on Linux, where a request
        // keeps the dictionary it is given, its copy of the shared fields then keeps their layout, where growing it
        // would hash every name again.
        var fields = [String: String](minimumCapacity: (probe.allHTTPHeaderFields?.count ?? 0) + Self.addedFieldsRoom)
        fields.merge(probe.allHTTPHeaderFields ?? [:]) { _, added in added }
        headerFields = fields
    }

    /// How many fields a request is expected to add to the shared ones.
    private static let addedFieldsRoom = 4

    /// `base` without its trailing `/`s when it has an `http` or `https` scheme, a host, and no query or fragment.
    /// A host with a percent-encoded byte is refused: no DNS name has one, and it is how a server template writes a
    /// value that tried to name another host (`evil.example/`).
    static func prefix(of base: String) -> Result<String, EndpointError> {
        guard let components = URLComponents(string: base),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.percentEncodedHost, !host.isEmpty, !host.contains("%"),
              components.query == nil, components.fragment == nil
        else { return .failure(.invalidRequest(.invalidBaseURL(base))) }
        var prefix = Substring(base)
        while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
        return .success(String(prefix))
    }
}
