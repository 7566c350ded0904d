@testable import EndpointGenEmit
@testable import EndpointGenSpec
import Testing

/// Endpoints that declare the same response header fields share one `<Case>Headers` struct.
@Suite struct ResponseHeaderSharingTests {
    static let fields = #"{ "X-Total": "int", "ETag": { "type": "string?", "description": "The version." } }"#

    static let result = SpecFixture.generate(SpecFixture.spec(endpoints: """
        {
          "list": { "method": "GET", "path": "/items", "group": "items", "responseHeaders": \(fields) },
          "head": { "method": "HEAD", "path": "/items", "group": "items", "responseHeaders": \(fields) },
          "users": { "method": "GET", "path": "/users", "group": "users", "responseHeaders": \(fields) },
          "root": { "method": "GET", "path": "/root", "responseHeaders": \(fields) },
          "otherDoc": { "method": "GET", "path": "/a", "group": "items",
                        "responseHeaders": { "X-Total": "int", "ETag": { "type": "string?", "description": "The entity tag." } } },
          "otherOrder": { "method": "GET", "path": "/b", "group": "items",
                          "responseHeaders": { "ETag": { "type": "string?", "description": "The version." }, "X-Total": "int" } },
          "otherType": { "method": "GET", "path": "/c", "group": "items",
                         "responseHeaders": { "X-Total": "int64", "ETag": { "type": "string?", "description": "The version." } } },
          "otherWire": { "method": "GET", "path": "/d", "group": "items",
                         "responseHeaders": { "X-Count": { "type": "int", "swiftName": "xTotal" }, "ETag": { "type": "string?", "description": "The version." } } },
          "otherName": { "method": "GET", "path": "/e", "group": "items",
                         "responseHeaders": { "X-Total": { "type": "int", "swiftName": "total" }, "ETag": { "type": "string?", "description": "The version." } } }
        }
        """))

    static var endpoints: String { SpecFixture.file("Endpoint", of: result) }

    @Test func theFirstDeclaresTheStructAndLaterOnesAliasIt() {
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
        #expect(Self.endpoints.components(separatedBy: "struct ListHeaders:").count == 2)
        #expect(Self.endpoints.contains("""
                /// The response header fields of `head`, the same as those of `list`.
                public typealias HeadHeaders = ListHeaders
            """))
    }

    @Test func anotherGroupNamesTheDeclaringEnum() {
        #expect(Self.endpoints.contains("    public typealias UsersHeaders = TestItemsEndpoint.ListHeaders\n"))
        #expect(Self.endpoints.contains("    public typealias RootHeaders = TestItemsEndpoint.ListHeaders\n"))
    }

    /// Every property the struct is printed from counts: a description, the order, a type, a wire name or a Swift name.
    @Test(arguments: ["OtherDoc", "OtherOrder", "OtherType", "OtherWire", "OtherName"])
    func fieldsThatDifferKeepTheirOwnStruct(prefix: String) {
        #expect(Self.endpoints.contains("public nonisolated struct \(prefix)Headers: Hashable, Sendable {"))
        #expect(!Self.endpoints.contains("typealias \(prefix)Headers"))
    }

    @Test func theClientStillReturnsEachEndpointsOwnName() {
        let client = SpecFixture.file("Client", of: Self.result)
        #expect(client.contains("public func head() async throws -> TestItemsEndpoint.HeadHeaders {"))
        #expect(client.contains("try TestUsersEndpoint.UsersHeaders(response)"))
    }

    @Test func outputTypeChecks() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "SharedHeaders")
    }
}
