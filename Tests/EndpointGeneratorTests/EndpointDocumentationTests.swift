@testable import EndpointGenEmit
@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// An endpoint's documentation is written once: on its client method when the client is generated, else on its case.
@Suite struct EndpointDocumentationTests {
    static let spec = SpecFixture.spec(endpoints: """
        {
          "ping": { "method": "GET", "path": "/ping" },
          "upload": {
            "method": "POST", "path": "/friends/{id}/photos", "group": "Friends",
            "description": "Adds a photo to a friend's album.",
            "pathParameters": { "id": { "type": "int", "description": "The friend's identifier.\\n\\nSee `GET /friends`." } },
            "body": "Photo"
          }
        }
        """, models: #"{ "Photo": { "properties": { "url": "string" } } }"#)

    @Test func aDocumentedCaseNamesTheMethodThatCarriesItsDocumentation() {
        let result = SpecFixture.generate(Self.spec)
        let endpoints = SpecFixture.file("Endpoint", of: result)
        let client = SpecFixture.file("Client", of: result)
        #expect(endpoints.contains("""
                /// The request ``TestFriendsAPI/upload(id:_:)`` sends.
                /// - Remark: Generated from `$.endpoints.upload`.
                case upload(id: Int, body: Photo)
            """))
        #expect(!endpoints.contains("Adds a photo"))
        #expect(!endpoints.contains("The friend's identifier"))
        #expect(client.components(separatedBy: "Adds a photo to a friend's album.").count == 2, "once, on the method")
        // A description's later paragraphs stay paragraphs of its item, indented under it (neither run into one line
        // nor joined by two spaces).
        #expect(client.contains("///   - id: The friend's identifier.\n    ///\n    ///     See `GET /friends`.\n"), "\(client)")
        // Nothing to point at: the case keeps its back-reference alone.
        #expect(endpoints.contains("GeneratedEndpoint {\n    /// - Remark: Generated from `$.endpoints.ping`.\n    case ping\n"))
    }

    /// A description indented as a whole, as a Python docstring kept as written is, loses the indentation its lines
    /// share: from four spaces on, Markdown shows it as code. A code block indented further stays one.
    @Test func aDescriptionIndentedAsAWholeLosesTheSharedIndentation() {
        let spec = SpecFixture.spec(endpoints: #"""
            {
              "modules": {
                "method": "GET", "path": "/modules",
                "description": "\n        Lists the modules.\n        :return: a list\n\n            GET /modules\n        ",
                "query": { "kind": { "type": "string", "description": "   The kind,\n   or all." } }
              }
            }
            """#)
        let client = SpecFixture.file("Client", of: SpecFixture.generate(spec))
        #expect(client.contains("""
                /// Lists the modules.
                /// :return: a list
                ///
                ///     GET /modules
                ///
                /// - Parameters:
                ///   - kind: The kind,
                ///     or all.
            """), "\(client)")
        // Text that begins at the margin keeps every line as written.
        #expect(SwiftLiteral.documentationLines("Lists:\n\n    code") == ["Lists:", "", "    code"])
        // A docstring's first line follows its quotes; the lines after it share their own indentation.
        #expect(SwiftLiteral.documentationLines("Moves it.\n        Images, even\n          in use.\n\n            code\n        ")
            == ["Moves it.", "Images, even", "  in use.", "", "    code"])
        // Items nested under a list item stay nested.
        #expect(SwiftLiteral.documentationLines("- Kinds:\n  - all\n  - some") == ["- Kinds:", "  - all", "  - some"])
        #expect(SwiftLiteral.documentationLines("12) Kinds:\n    - all") == ["12) Kinds:", "    - all"])
    }

    @Test func withoutAClientTheCaseCarriesTheDocumentation() {
        var options = GenerationOptions()
        options.outputs = [.models, .endpoints]
        let result = Generator.generate(Data(Self.spec.utf8), file: "test.endpoints.json", options: options)
        let endpoints = SpecFixture.file("Endpoint", of: result)
        #expect(endpoints.contains("""
                /// Adds a photo to a friend's album.
                ///
                /// - Parameters:
                ///   - id: The friend's identifier.
                ///
                ///     See `GET /friends`.
                ///
                /// - Remark: Generated from `$.endpoints.upload`.
            """))
        #expect(!endpoints.contains("``TestFriendsAPI"))
    }
}
