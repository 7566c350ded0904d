/// Which named credentials an endpoint is sent with, as OpenAPI's security requirements say it: a list of
/// alternatives, any one of which suffices, each a set of security scheme names that are sent together.
///
/// The client sends the credentials of the first alternative, in declared order, for which it holds a
/// credential of every scheme (see ``Credential/schemeName``). An empty alternative needs nothing: wherever it is
/// listed, it is taken only when no other can be satisfied, so credentials are optional and sent when held (OpenAPI's
/// `security: [{}, {bearer: []}]`); an empty list sends none. When no alternative can be satisfied, the request fails
/// with ``InvalidRequestReason/missingCredentials(_:)`` before anything is sent.
///
/// ```swift
/// // A bearer token, or else an API key together with a user name and password.
/// let requirement: SecurityRequirement = [["bearer"], ["key", "basic"]]
/// ```
public struct SecurityRequirement: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The alternatives in order of preference, each the scheme names it needs.
    public var alternatives: [[String]]

    /// Creates a requirement from its alternatives, in order of preference.
    public init(_ alternatives: [[String]]) {
        self.alternatives = alternatives
    }

    /// Creates a requirement from its alternatives, in order of preference.
    public init(arrayLiteral alternatives: [String]...) {
        self.init(alternatives)
    }

    /// The alternatives as a reader would say them, e.g. `bearer, or key and basic`.
    public var description: String {
        guard !alternatives.isEmpty else { return "no credentials" }
        return alternatives.map { $0.isEmpty ? "no credentials" : $0.joined(separator: " and ") }
            .joined(separator: ", or ")
    }
}

extension APIClient.Configuration {
    /// The positions in ``credentials`` of the credentials `parts` are sent with: none for an endpoint that
    /// requires no authentication; for one with a requirement (its own, else ``security``), those of the
    /// first alternative that names schemes and that the credentials satisfy, else none when an alternative is
    /// empty; otherwise every credential.
    ///
    /// Throws ``InvalidRequestReason/missingCredentials(_:)`` when no alternative can be satisfied.
    func credentialIndices(for parts: RequestParts) throws(EndpointError) -> [Int] {
        guard parts.requiresAuthentication else { return [] }
        guard let requirement = parts.security ?? security else { return Array(credentials.indices) }
        guard !requirement.alternatives.isEmpty else { return [] }
        // A handful of credentials and schemes: a linear scan beats building a dictionary per request.
        // An empty alternative is satisfied by anything: openEO lists it first, and its tokens were never sent.
        alternatives: for alternative in requirement.alternatives where !alternative.isEmpty {
            var indices: [Int] = []
            indices.reserveCapacity(alternative.count)
            for scheme in alternative {
                guard let index = credentials.firstIndex(where: { $0.schemeName == scheme }) else { continue alternatives }
                indices.append(index)
            }
            return indices
        }
        if requirement.alternatives.contains(where: \.isEmpty) { return [] }
        throw .invalidRequest(.missingCredentials(requirement))
    }
}
