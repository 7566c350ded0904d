@testable import EndpointGenDiff
import Testing

/// Small spec in, exact Swift out, for environments, shared parameters and the client.
@Suite struct ClientEmitterTests {
    static let spec = """
        {
          "name": "Shop",
          "servers": { "production": "https://shop.example.com", "pre-prod": "https://pre.shop.example.com" },
          "defaultServer": "pre-prod",
          "auth": { "token": { "scheme": "JWT" }, "apiKey": { "name": "X-Key", "in": "header" } },
          "shared": { "query": { "version": { "value": 2 }, "region": "string?", "page_size": { "type": "int", "default": 20 } }, "headers": { "X-Device": "string" } },
          "endpoints": {
            "order": { "method": "GET", "path": "/orders/{id}", "pathParameters": { "id": "int" }, "response": "Order" },
            "cancel": { "method": "POST", "path": "/orders/{id}/cancel", "pathParameters": { "id": "int" }, "body": "Reason" },
            "receipt": { "method": "GET", "path": "/orders/{id}/receipt", "pathParameters": { "id": "int" }, "response": "data" }
          },
          "models": { "Order": { "properties": { "id": "int" } }, "Reason": { "properties": { "text": "string" } } }
        }
        """

    static var output: String {
        let result = SpecFixture.generate(spec)
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        return SpecFixture.file("Client", of: result)
    }

    @Test func environmentsNameEveryServer() {
        #expect(Self.output.contains("    case production\n"))
        #expect(Self.output.contains("    case preProd = \"pre-prod\"\n"))
        #expect(Self.output.contains("public static let `default`: ShopEnvironment = .preProd"))
        #expect(Self.output.contains(#"case .preProd: Server(name: "pre-prod", baseURL: "https://pre.shop.example.com")"#))
    }

    @Test func suppliedSharedParametersBecomeAStruct() {
        #expect(Self.output.contains("public init(region: String? = nil, pageSize: Int = 20, xDevice: String) {"))
        // `xDevice` has no default, so the client cannot make the values up.
        #expect(Self.output.contains("        shared: ShopSharedParameters,\n"))
    }

    /// Values that all have defaults need not be written: the DocC overview's `MoviesClient(server:apiKey:)` did not
    /// compile for want of `shared:`.
    @Test func sharedParametersThatAllHaveDefaultsAreADefault() {
        let spec = SpecFixture.spec(extra: #" "shared": { "query": { "language": "string?", "page_size": { "type": "int", "default": 20 } } },"#)
        let client = SpecFixture.file("Client", of: SpecFixture.generate(spec))
        #expect(client.contains("        shared: TestSharedParameters = TestSharedParameters(),\n"), "\(client)")
    }

    @Test func initializerAppliesSharedValuesAndCredentials() {
        #expect(Self.output.contains("""
                    var configuration = APIClient.Configuration(server: server)
                    configuration.sharedQuery = [QueryItem(name: "version", value: "2"), QueryItem("page_size", shared.pageSize)]
                    if let value = shared.region { configuration.sharedQuery.append(QueryItem("region", value)) }
                    configuration.sharedHeaders = [HTTPHeader("X-Device", shared.xDevice)]
                    if let token = token { configuration.credentials.append(Credential.token(header: "Authorization", scheme: "JWT", provider: token).named("token")) }
                    if let apiKey = apiKey { configuration.credentials.append(Credential.apiKey(name: "X-Key", value: apiKey, location: .header).named("apiKey")) }
                    configuration.security = [["token", "apiKey"]]
                    configuration.middleware = middleware
                    apiClient = APIClient(configuration: configuration, transport: transport)
            """))
    }

    @Test func methodsReturnTheDeclaredResponse() {
        #expect(Self.output.contains("    func order(id: Int) async throws -> Order\n"))
        #expect(Self.output.contains("    func cancel(id: Int, _ body: Reason) async throws\n"))
        #expect(Self.output.contains("""
                public func order(id: Int) async throws -> Order {
                    try await apiClient.send(ShopEndpoint.order(id: id), decoding: Order.self)
                }
            """))
        #expect(Self.output.contains("try await apiClient.send(ShopEndpoint.cancel(id: id, body: body))\n"))
        #expect(Self.output.contains("public func receipt(id: Int) async throws -> Data {\n        try await apiClient.data(for: ShopEndpoint.receipt(id: id))"))
    }
}
