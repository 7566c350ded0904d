@testable import EndpointGenDiff
@testable import EndpointGenEmit
@testable import EndpointGenerator
@testable import EndpointGenModel
import Testing

/// `group` puts endpoints into services: their own enum, protocol and struct, reached through a client property.
@Suite struct GroupTests {
    static let spec = SpecFixture.spec(endpoints: """
        {
          "ping": { "method": "GET", "path": "/ping" },
          "list": { "method": "GET", "path": "/friends", "group": "Friends", "response": "[string]" },
          "add": { "method": "POST", "path": "/friends/{id}", "pathParameters": { "id": "int" }, "group": "Friends" },
          "photos": { "method": "GET", "path": "/photos", "group": "photo-albums" }
        }
        """)

    static var result: GeneratorOutput { SpecFixture.generate(spec) }

    @Test func eachGroupHasItsOwnEnum() {
        let output = SpecFixture.file("Endpoint", of: Self.result)
        #expect(output.contains("public nonisolated enum TestEndpoint: GeneratedEndpoint {\n    /// - Remark: Generated from `$.endpoints.ping`.\n    case ping\n\n    /// The request"))
        #expect(output.contains("/// The Friends endpoints of the Test API.\n///\n/// - Remark: Generated from `$.endpoints`.\npublic nonisolated enum TestFriendsEndpoint: GeneratedEndpoint {"))
        #expect(output.contains("    case list\n"))
        #expect(output.contains("    case add(id: Int)\n"))
        #expect(output.contains("public nonisolated enum TestPhotoAlbumsEndpoint: GeneratedEndpoint {"))
        #expect(output.components(separatedBy: "var requestParts: RequestParts").count == 4, "one request switch per enum")
        #expect(output.components(separatedBy: "var caseName: String").count == 4, "one case-name switch per enum")
        #expect(output.components(separatedBy: "switch self").count == 7, "no other switch")
    }

    @Test func theClientReachesEachServiceThroughAProperty() {
        let output = SpecFixture.file("Client", of: Self.result)
        #expect(output.contains("""
            public protocol TestAPI: Sendable {
                /// The Friends operations.
                associatedtype FriendsService: TestFriendsAPI
                var friends: FriendsService { get }

                /// The PhotoAlbums operations.
                associatedtype PhotoAlbumsService: TestPhotoAlbumsAPI
                var photoAlbums: PhotoAlbumsService { get }

                func ping() async throws
            }
            """))
        #expect(output.contains("    public var friends: TestFriendsService { TestFriendsService(apiClient: apiClient) }\n"))
        #expect(output.contains("public protocol TestFriendsAPI: Sendable {\n    func list() async throws -> [String]\n\n    func add(id: Int) async throws\n}"))
        #expect(output.contains("public nonisolated struct TestFriendsService: TestFriendsAPI {"))
        #expect(output.contains("        try await apiClient.send(TestFriendsEndpoint.add(id: id))\n"))
    }

    @Test func groupedOutputTypeChecks() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "Grouped")
    }

    @Test func caseNamesAreScopedPerGroup() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "listFriends": { "method": "GET", "path": "/f", "group": "Friends" }, "list": { "method": "GET", "path": "/p", "group": "Photos" },
              "list_": { "method": "GET", "path": "/q", "group": "Friends" } }
            """))
        // `list_` and `listFriends` differ; `list` exists once per group, so no group renames it.
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "ScopedCases")
    }

    @Test func defaultArgumentsWorkThroughTheClientsGroupProperty() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "find": { "method": "GET", "path": "/p", "group": "Pets", "query": { "status": { "type": "string", "default": "available" } } } }
            """))
        let usage = GeneratedFile(name: "Usage.swift", contents: """
            func findAvailable(_ client: TestClient) async throws { try await client.pets.find() }
            func findSold(_ api: some TestAPI) async throws { try await api.pets.find(status: "sold") }

            """)
        try await TypeCheck.run(result.files + [usage], moduleName: "GroupDefaults")
    }

    @Test func aGroupPropertyTakenByAnEndpointIsRenamedWithAWarning() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "friends": { "method": "GET", "path": "/f" }, "add": { "method": "POST", "path": "/a", "group": "Friends" } }
            """))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: group 'Friends' has the same Swift name 'friends' as 'friends' (4:18); it is named 'friends2'") })
        #expect(SpecFixture.file("Client", of: result).contains("public var friends2: TestFriendsService"))
    }

    @Test func spellingsOfOneGroupAreMergedWithAWarning() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
            { "a": { "method": "GET", "path": "/a", "group": "Friends" }, "b": { "method": "GET", "path": "/b", "group": "friends" } }
            """))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: group 'friends' is the same group as 'Friends' (4:65) (at $.endpoints.b.group)") })
        #expect(SpecFixture.file("Endpoint", of: result).components(separatedBy: "enum TestFriendsEndpoint").count == 2)
    }

    @Test func modelsCannotShadowGroupTypes() {
        let result = SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "a": { "method": "GET", "path": "/a", "group": "Friends", "response": "TestFriendsService" } }"#,
            models: #"{ "TestFriendsService": { "properties": { "id": "int" } } }"#
        ))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: model name 'TestFriendsService' would shadow the type 'TestFriendsService'") })
        #expect(SpecFixture.file("Models", of: result).contains("struct TestFriendsServiceModel"))
    }

    @Test func onlyGroupedEndpointsMeanNoRootEnum() {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "a": { "method": "GET", "path": "/a", "group": "Friends" } }"#))
        #expect(!SpecFixture.file("Endpoint", of: result).contains("enum TestEndpoint"))
        #expect(SpecFixture.file("Endpoint", of: result).contains("enum TestFriendsEndpoint"))
    }
}
