import Testing
@testable import EndpointGenerator

/// Small spec in, exact Swift out, for the endpoint enum.
@Suite struct EndpointEmitterTests {
    static let spec = SpecFixture.spec(
        endpoints: """
        {
          "search": { "method": "GET", "path": "/items/{kind}/search", "pathParameters": { "kind": "Kind" },
                      "query": { "q": "string", "page": { "type": "int", "default": 1 }, "tags": "[string]?", "include_adult": "bool?" },
                      "headers": { "X-Trace": { "type": "string?", "swiftName": "trace" } }, "response": "[Item]" },
          "create": { "method": "POST", "path": "/items", "body": "Item", "response": "Item" },
          "login": { "method": "POST", "path": "/login", "auth": false, "body": { "form": { "email": "string", "code": "int?" } } },
          "remove": { "method": "DELETE", "path": "/items/{id}", "pathParameters": { "id": "uuid" } }
        }
        """,
        models: #"{ "Item": { "properties": { "id": "uuid" } }, "Kind": { "enum": ["book", "film"] } }"#,
        extra: #" "auth": { "token": {} },"#
    )

    static var output: String {
        let result = SpecFixture.generate(spec)
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        return SpecFixture.file("Endpoint", of: result)
    }

    @Test func casesCarryParametersWithDefaults() {
        #expect(Self.output.contains("    case search(kind: Kind, q: String, page: Int = 1, tags: [String]? = nil, includeAdult: Bool? = nil, trace: String? = nil)\n"))
        #expect(Self.output.contains("    case create(body: Item)\n"))
        #expect(Self.output.contains("    case login(email: String, code: Int? = nil)\n"))
    }

    @Test func methodsAreGrouped() {
        #expect(Self.output.contains("""
                switch self {
                case .search: .get
                case .create, .login: .post
                case .remove: .delete
                }
        """))
    }

    @Test func pathParametersAreEncodedSegments() {
        #expect(Self.output.contains(#"case let .search(kind, _, _, _, _, _): "/items/\(PathSegment(kind))/search""#))
        #expect(Self.output.contains(#"case let .remove(id): "/items/\(PathSegment(id))""#))
    }

    @Test func queryIsStraightLineCode() {
        #expect(Self.output.contains("""
                case let .search(_, q, page, tags, includeAdult, _):
                    var items: [QueryItem] = []
                    items.append(QueryItem("q", q))
                    items.append(QueryItem("page", page))
                    if let tags { items += tags.map { QueryItem("tags", $0) } }
                    if let includeAdult { items.append(QueryItem("include_adult", includeAdult)) }
                    return items
                case .create, .login, .remove:
                    return []
        """))
    }

    @Test func headersUseWireNames() {
        #expect(Self.output.contains("""
                case let .search(_, _, _, _, _, trace):
                    var items: [HTTPHeader] = []
                    if let trace { items.append(HTTPHeader("X-Trace", trace)) }
                    return items
        """))
    }

    @Test func bodiesAreJSONOrForm() {
        #expect(Self.output.contains("""
                case let .create(body):
                    return .json(body)
                case let .login(email, code):
                    var items: [QueryItem] = []
                    items.append(QueryItem("email", email))
                    if let code { items.append(QueryItem("code", code)) }
                    return .form(items)
                case .search, .remove:
                    return nil
        """))
    }

    @Test func publicEndpointsSkipAuthentication() {
        #expect(Self.output.contains("""
                switch self {
                case .login: false
                case .search, .create, .remove: true
                }
        """))
    }

    @Test func noOptionalMembersWhenUnused() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(!output.contains("var query"))
        #expect(!output.contains("var headers"))
        #expect(!output.contains("var body"))
        #expect(!output.contains("requiresAuthentication"))
    }

    @Test func literalPathTextIsPercentEncodedAndEscaped() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "odd": { "method": "GET", "path": "/a b/\"q\"/é" } }"#))
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"case .odd: "/a%20b/%22q%22/%C3%A9""#))
    }

    @Test func retryAndTimeoutOverridesArePrinted() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "POST", "path": "/a", "retry": true, "timeout": 2.5 }, "b": { "method": "GET", "path": "/b", "retry": false },
              "c": { "method": "GET", "path": "/c" } }
            """))
        let output = SpecFixture.file("Endpoint", of: result)
        #expect(output.contains("""
                public var isRetryable: Bool? {
                    switch self {
                    case .a: true
                    case .b: false
                    case .c: nil
                    }
                }
            """))
        #expect(output.contains("""
                public var timeout: TimeInterval? {
                    switch self {
                    case .a: 2.5
                    case .b, .c: nil
                    }
                }
            """))
    }

    @Test func timeoutMustBePositive() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "timeout": -1 } }"#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("error: 'timeout' must be a positive number of seconds, found number (at $.endpoints.a.timeout)") })
    }

    @Test func deprecatedEndpointsAreMarkedEverywhere() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "old": { "method": "GET", "path": "/old", "deprecated": "Use new()." }, "new": { "method": "GET", "path": "/new" } }"#))
        #expect(SpecFixture.file("Endpoint", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    case old\n"))
        #expect(SpecFixture.file("Client", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    func old() async throws\n"))
        #expect(SpecFixture.file("Client", of: result).contains("    @available(*, deprecated, message: \"Use new().\")\n    public func old() async throws {\n"))
        try await TypeCheck.run(result.files, moduleName: "DeprecatedEndpoints")
    }

    @Test func constraintsBecomeAValidateMethod() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: """
            { "search": { "method": "GET", "path": "/s", "query": { "q": { "type": "string?", "minLength": 2, "maxLength": 50, "pattern": "^\\\\w+$" },
                          "limit": { "type": "int", "default": 10, "minimum": 1, "maximum": 100 }, "ids": { "type": "[int]", "maxLength": 5 } } },
              "save": { "method": "POST", "path": "/p", "body": "Profile?" }, "ping": { "method": "GET", "path": "/ping" } }
            """,
            models: #"{ "Profile": { "properties": { "name": { "type": "string", "minLength": 1 }, "ratio": { "type": "double?", "minimum": 0, "maximum": 1.5 } } } }"#
        ))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Endpoint", of: result).contains(#"""
                public func validate() throws(EndpointError) {
                    switch self {
                    case let .search(q, limit, ids):
                        try Validate.length(q, of: "q", min: 2, max: 50)
                        try Validate.pattern(q, of: "q", "^\\w+$")
                        try Validate.range(limit, of: "limit", min: 1, max: 100)
                        try Validate.length(ids, of: "ids", max: 5)
                    case let .save(body):
                        try body?.validate()
                    case .ping:
                        break
                    }
                }
            """#))
        #expect(SpecFixture.file("Models", of: result).contains("""
                public func validate() throws(EndpointError) {
                    try Validate.length(name, of: "Profile.name", min: 1)
                    try Validate.range(ratio, of: "Profile.ratio", min: 0.0, max: 1.5)
                }
            """))
        try await TypeCheck.run(result.files, moduleName: "Constraints")
    }

    @Test func constraintsMustFitTheirType() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/a", "query": { "n": { "type": "int", "minLength": 1, "pattern": "x" }, "s": { "type": "string", "minimum": 1, "minLength": 5, "maxLength": 2 },
                     "r": { "type": "string", "pattern": "(" }, "i": { "type": "int32", "maximum": 1e10 } } } }
            """))
        let messages = result.diagnostics.map(\.message)
        #expect(messages == [
            "'minLength' applies only to strings and arrays", "'pattern' applies only to strings, not 'Int'",
            "'minimum' applies only to numbers", "maxLength 2 is less than minLength 5",
            "'pattern' is not a valid regular expression: (", "'maximum' of an integer must be a whole number in range, found 1e10",
        ], "\(messages)")
    }
}
