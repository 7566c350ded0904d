/// An endpoint's name for logs and metrics (`MoviesAPI.movie`), worked out each time it is read.
///
/// Naming an endpoint reflects on it, which costs more than building and sending its request; most requests
/// meet no middleware that reads the name, so ``RequestContext`` and ``ActivityEvent`` hold the endpoint and name
/// it only when asked. The name is not kept once worked out: keeping it for the copies of a context took an
/// object and a lock per request, which cost every request more than naming again costs the few that are read
/// twice (what naming needs of a type is found once per type).
struct EndpointName: Sendable {
    private enum Source: Sendable {
        case endpoint(any Endpoint)
        case name(String)
    }

    private let source: Source

    /// A name given as text.
    init(_ name: String) {
        source = .name(name)
    }

    /// The name of `endpoint`, worked out when read.
    init(of endpoint: any Endpoint) {
        source = .endpoint(endpoint)
    }

    /// The name.
    var text: String {
        switch source {
        case .name(let name): name
        case .endpoint(let endpoint): Self.name(of: endpoint)
        }
    }

    /// Appends the name to `bytes` as UTF-8. A generated endpoint's type and case names are appended as they are,
    /// without joining them into a string first.
    func appendUTF8(to bytes: inout UTF8Writer) {
        switch source {
        case .name(let name):
            bytes.appendUTF8(of: name)
        case .endpoint(let endpoint):
            let type = EndpointType.of(endpoint)
            guard let caseName = type.caseName?(endpoint) else { return bytes.appendUTF8(of: Self.name(of: endpoint, type)) }
            bytes.appendUTF8(of: type.name)
            bytes.append(UInt8(ascii: "."))
            bytes.appendUTF8(of: caseName)
        }
    }

    /// `Type.case` for an enum case, `Type` otherwise; associated values are left out (they may be secrets).
    /// A generated endpoint states its case's name; any other enum is reflected on.
    static func name(of endpoint: any Endpoint) -> String {
        name(of: endpoint, EndpointType.of(endpoint))
    }

    /// ``name(of:)`` for an endpoint of `type`.
    private static func name(of endpoint: any Endpoint, _ type: EndpointType) -> String {
        if let caseName = type.caseName?(endpoint) { return type.name + "." + caseName }
        guard type.isEnum else { return type.name }
        if let caseName = Mirror(reflecting: endpoint).children.first?.label {
            return "\(type.name).\(caseName)"  // a case with associated values
        }
        // A case without associated values describes itself by name, unless a custom description says more.
        guard !type.isDescribed else { return type.name }
        return "\(type.name).\(String(describing: endpoint))"
    }
}

/// What naming an endpoint needs to know of its type, worked out once per type: printing a type's name
/// and reflecting on it cost more than reflecting on an enum value for its case.
private struct EndpointType: Sendable {
    /// The type's name, e.g. `MoviesAPI`.
    let name: String
    /// Whether the type is an enum.
    let isEnum: Bool
    /// Whether the type has a custom description.
    let isDescribed: Bool
    /// Reads the case name a ``GeneratedEndpoint`` states, for a type that is one. Found once per type: asking
    /// each endpoint whether it is one cost half of naming it.
    let caseName: (@Sendable (any Endpoint) -> String?)?

    private static let known = Locked<[ObjectIdentifier: EndpointType]>([:])

    static func of(_ endpoint: any Endpoint) -> EndpointType {
        let key = ObjectIdentifier(type(of: endpoint))
        if let known = known.withLock({ $0[key] }) { return known }
        let found = EndpointType(
            name: String(describing: type(of: endpoint)),
            isEnum: Mirror(reflecting: endpoint).displayStyle == .enum,
            isDescribed: endpoint is any CustomStringConvertible,
            caseName: (type(of: endpoint) as? any GeneratedEndpoint.Type).map { caseNameReader(for: $0) }
        )
        known.withLock { $0[key] = found }
        return found
    }

    /// Reads `caseName` of endpoints of type `Generated`.
    private static func caseNameReader<Generated: GeneratedEndpoint>(for _: Generated.Type) -> @Sendable (any Endpoint) -> String? {
        { caseName(of: $0, as: Generated.self) }
    }

    /// `endpoint`'s case name when its type is `Generated`. The types are compared first: a conditional cast
    /// (`as?`) looked up the metadata of `Generated?` at every call, which cost more than the rest of naming.
    private static func caseName<Some: Endpoint, Generated: GeneratedEndpoint>(of endpoint: Some, as _: Generated.Type) -> String? {
        guard Some.self == Generated.self else { return nil }
        return (endpoint as! Generated).caseName
    }
}
