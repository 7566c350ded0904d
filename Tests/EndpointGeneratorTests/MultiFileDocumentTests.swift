@testable import EndpointGenerator
@testable import EndpointGenJSON
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
import Foundation
import Synchronization
import Testing

/// OpenAPI documents split over several files joined by relative `$ref`s: followed, each file read once, values
/// located in their own file, only inside the document's folder (or an allowed one), never over the network.
@Suite struct MultiFileDocumentTests {
    /// The consumer app's store document: store.yaml and 25 files under api/ in nested folders.
    static let store = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../ConsumerApp/Sources/StoreNetworking/store.yaml").standardizedFileURL.path

    /// Files in memory, counting how often each is read.
    final class Files: Sendable {
        let contents: [String: String]
        let reads = Mutex<[String: Int]>([:])

        init(_ contents: [String: String]) {
            self.contents = contents
        }

        var load: SpecImports.Loader {
            { path in
                self.reads.withLock { $0[path, default: 0] += 1 }
                guard let text = self.contents[path] else { throw CocoaError(.fileNoSuchFile) }
                return Data(text.utf8)
            }
        }
    }

    static func generate(_ files: Files, root: String = "api/root.yaml", allowedFolders: [String] = []) -> GeneratorOutput {
        Generator.run(GeneratorInput(file: root, allowedFolders: allowedFolders, load: files.load))
    }

    static func specPath(of model: ModelDeclaration) -> String {
        switch model {
        case .object(let object): object.specPath
        case .enumeration(let enumeration): enumeration.specPath
        case .union(let union): union.specPath
        }
    }

    static func rendered(_ output: GeneratorOutput) -> [String] {
        output.diagnostics.map { $0.description.trimmingCharacters(in: .newlines) }
    }

    /// A root document whose `paths` are `paths`, one `path: item` a line.
    static func root(paths: [String]) -> String {
        (["openapi: 3.0.3", #"info: {title: Shop, version: "1"}"#, #"servers: [{url: "https://shop.example.com"}]"#, "paths:"]
            + paths.map { "  " + $0 }).joined(separator: "\n")
    }

    /// A root document whose only operation answers with `schema`.
    static func root(schema: String) -> String {
        """
        openapi: 3.0.3
        info: {title: Shop, version: "1"}
        servers: [{url: "https://shop.example.com"}]
        paths:
          /items:
            get:
              operationId: listItems
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: \(schema)
        """
    }

    @Test func theStoreDocumentReadsEachOfItsFilesOnceAndGeneratesWithoutAProblem() throws {
        let folder = (Self.store as NSString).deletingLastPathComponent
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(names.count == 26)
        let files = Files(Dictionary(uniqueKeysWithValues: try names.map { name in
            (folder + "/" + name, try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
        }))
        let output = Self.generate(files, root: Self.store)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        #expect(files.reads.withLock { $0 } == Dictionary(uniqueKeysWithValues: files.contents.keys.map { ($0, 1) }))

        let model = try #require(output.model)
        let models = Dictionary(uniqueKeysWithValues: model.models.map { ($0.name, Self.specPath(of: $0)) })
        // A root component that names another file's schema gives it its name; other files' schemas are named after
        // their file (`money.json` → Money) or their key (`$defs/Cursor` is a string, so no model).
        #expect(models["Product"] == "api/schemas/product.yaml: $")
        #expect(models["Money"] == "api/schemas/money.json: $")
        #expect(models["Category"] == "api/schemas/catalog/category.yaml: $")
        #expect(models["Subcategory"] == "api/schemas/catalog/subcategory.yaml: $")
        #expect(models["ErrorCode"] == "$.components.schemas.ErrorCode")
        #expect(models.keys.sorted() == [
            "Category", "ErrorCode", "Money", "NewOrder", "NewOrderLinesItem", "NewProduct", "Order", "OrderLine", "OrderPage",
            "OrderStatus", "Problem", "Product", "ProductPage", "Subcategory", "Timestamps",
        ])
        let endpoints = model.endpoints.map { "\($0.caseName) \($0.specPath)" }
        #expect(endpoints.contains("getOrder api/paths/order.yaml: $.get"))
    }

    @Test func theGeneratedSourceIsTheSameFromAnyWorkingFolder() throws {
        let absolute = Generator.run(GeneratorInput(file: Self.store))
        let folder = (Self.store as NSString).deletingLastPathComponent
        let relative = Generator.run(GeneratorInput(file: "store.yaml", load: { try SpecImports.disk(folder + "/" + $0) }))
        #expect(absolute.diagnostics.isEmpty && relative.diagnostics.isEmpty)
        #expect(!absolute.files.isEmpty)
        #expect(absolute.files.map(\.contents) == relative.files.map(\.contents))
        #expect(absolute.files.contains { $0.contents.contains("- Remark: Generated from `api/schemas/money.json: $`.") })
    }

    @Test func aReferenceToAnotherFileOnlyInsideAListIsFollowed() throws {
        // The document is joined only when it refers to another file; here the one reference is an `allOf` element.
        let files = Files([
            "api/root.yaml": Self.root(schema: "{allOf: [{$ref: 'models/item.yaml'}, {type: object, properties: {note: {type: string}}}]}"),
            "api/models/item.yaml": "type: object\nproperties: {id: {type: integer}}\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        #expect(files.reads.withLock { $0["api/models/item.yaml"] } == 1)
    }

    /// Decentraland names a response's file after its status (`200-islandId.yaml`): the model was
    /// `Model200IslandId`. The status says whose response it is, not what; a name that is only a number keeps it.
    @Test func aStatusCodeOpeningAFilesNameIsNoPartOfItsSchemasName() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'schemas/200-islandId.yaml'}"),
            "api/schemas/200-islandId.yaml": "type: object\nproperties: {id: {type: string}}\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("struct IslandId: Codable") && !swift.contains("200IslandId"), "\(swift)")
        #expect(MultiFileDocument.preferredName(file: "api/404.yaml", pointer: "") == "404")
        #expect(MultiFileDocument.preferredName(file: "api/2fa-settings.yaml", pointer: "") == "2fa-settings")
    }

    /// A whole file is named after its stem, whichever YAML or JSON extension it has: `pet.yml` was `PetYml`.
    @Test func aWholeFileIsNamedWithoutItsExtension() throws {
        for name in ["pet.yml", "pet.yaml", "pet.json"] {
            let files = Files([
                "api/root.yaml": Self.root(schema: "{$ref: 'schemas/\(name)'}"),
                "api/schemas/\(name)": #"{"type": "object", "properties": {"id": {"type": "string"}}}"#,
            ])
            let output = Self.generate(files)
            #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
            let swift = output.files.map(\.contents).joined()
            #expect(swift.contains("struct Pet: Codable"), "\(name): \(swift)")
        }
    }

    /// schemathesis's multi-file fixture refers to whole files as `paths/user.yaml#/`: RFC 6901's `/` names the key `""`,
    /// and the error cost the whole document. A file without that key is read whole, with a warning; one with it is not.
    @Test func aFragmentOfASlashAloneIsTheWholeFileThatHasNoEmptyKey() throws {
        let files = Files([
            "api/root.yaml": Self.root(paths: ["/items: {$ref: 'paths/items.yaml#/'}", "/tags: {$ref: 'paths/tags.yaml#/'}"]),
            "api/paths/items.yaml": "get: {operationId: listItems, responses: {'204': {description: ok}}}",
            "api/paths/tags.yaml": "'': {get: {operationId: listTags, responses: {'204': {description: ok}}}}",
        ])
        let output = Self.generate(files)
        #expect(Self.rendered(output) == [
            "api/root.yaml:5:18: warning: '$ref' 'paths/items.yaml#/' is read as the whole file: its fragment '#/' names the key '', which the file has none of (at $.paths['/items']['$ref'])\n"
                + "api/root.yaml:5:18: note: drop the fragment '#/' to refer to a whole file",
        ])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("func listItems()") && swift.contains("func listTags()"), "\(swift)")
    }

    /// `200-problem.yaml`, `400-problem.yaml` and `500-problem.yaml` became `Error`, `Error2` and `Error3` (here `problem`); the
    /// status tells the second and third apart.
    @Test func filesNamedAlikeButForTheirStatusKeepIt() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{type: object, properties: {a: {$ref: 'schemas/200-problem.yaml'}, b: {$ref: 'schemas/400-problem.yaml'}}}"),
            "api/schemas/200-problem.yaml": "type: object\nproperties: {id: {type: string}}\n",
            "api/schemas/400-problem.yaml": "type: object\nproperties: {code: {type: integer}}\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var a: Problem?") && swift.contains("public var b: Problem400?"), "\(swift)")
    }

    /// `nullable: true` beside a `$ref` kept the `Nullable` within one file and lost it once the schemas
    /// moved to another (Airflow split into files changed 29 declarations).
    @Test func aReferencesSiblingsStayWhenItsTargetIsInAnotherFile() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'schemas.yaml#/Patch'}"),
            "api/schemas.yaml": "Patch:\n  type: object\n  properties:\n    state: {$ref: '#/State', nullable: true}\n    other: {$ref: '#/State'}\nState: {type: string, enum: [queued, failed]}\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var state: Nullable<State>?") && swift.contains("public var other: State?"), "\(swift)")
    }

    @Test func aParameterOfAnotherFileIsNamedAfterItsFileOrEntryAsASharedOneIs() throws {
        // Redocly splits a shared parameter into a file of its own; its enum was `ListOrdersOrdering`, named
        // after the first operation, where the one-file document gave `Ordering`.
        let operation = { (id: String, ref: String) in "get: {operationId: \(id), parameters: [{$ref: '\(ref)'}], responses: {'204': {description: ok}}}" }
        let files = Files([
            "api/root.yaml": Self.root(paths: ["/orders: {$ref: 'paths/orders.yaml'}", "/invoices: {$ref: 'paths/invoices.yaml'}",
                                               "/refunds: {\(operation("listRefunds", "shared.yaml#/components/parameters/Sort"))}"]),
            "api/paths/orders.yaml": operation("listOrders", "../parameters/ordering.yaml"),
            "api/paths/invoices.yaml": operation("listInvoices", "../parameters/ordering.yaml"),
            "api/parameters/ordering.yaml": "name: ordering\nin: query\nschema: {type: string, enum: [asc, desc]}\n",
            "api/shared.yaml": "components:\n  parameters:\n    Sort: {name: sort, in: query, schema: {type: string, enum: [new, old]}}\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("func listOrders(ordering: Ordering? = nil)") && swift.contains("func listInvoices(ordering: Ordering? = nil)"))
        #expect(swift.contains("func listRefunds(sort: Sort? = nil)"))
    }

    @Test func twoFilesSchemasOfOneNameAreToldApartAloud() throws {
        // pygeoapi's two `exception` schemas became `Exception` and `Exception2` without a word.
        let files = Files([
            "api/root.yaml": Self.root(schema: "{oneOf: [{$ref: 'features/api.yaml#/components/schemas/exception'}, {$ref: 'processes/exception.yaml'}]}"),
            "api/features/api.yaml": "components:\n  schemas:\n    exception: {type: object, properties: {code: {type: string}}}\n",
            "api/processes/exception.yaml": "type: object\nproperties: {title: {type: string}}\n",
        ])
        #expect(Self.rendered(Self.generate(files)) == [
            "api/processes/exception.yaml:1:1: warning: schema 'exception' is named 'exception2': the schema "
                + "'features/api.yaml#/components/schemas/exception' has the name (at $)\n"
                + "api/processes/exception.yaml:1:1: note: name it yourself with an entry of the root document's components.schemas that is its $ref",
        ])
    }

    @Test func aReferenceInsideAnExtensionIsDataButAHeaderNamedLikeOneIsFollowed() throws {
        // Azure's `x-ms-examples` and Fern's `x-fern-examples` refer to files a document's publisher does not ship;
        // an extension holds what its tool wants, so nothing in it is read. `x-rate-limit` in a `headers` map, in
        // `components.headers` and a schema property named `x-trace` are names, not extensions.
        let files = Files([
            "api/root.yaml": """
                openapi: 3.0.3
                info: {title: Shop, version: "1"}
                servers: [{url: "https://shop.example.com"}]
                x-tag-groups: [{$ref: 'missing/groups.yaml'}]
                paths:
                  x-paths-note: {$ref: 'missing/note.yaml'}
                  /items:
                    get:
                      operationId: listItems
                      x-ms-examples: {first: {$ref: 'examples/missing.json'}}
                      responses:
                        x-status-note: {$ref: 'missing/status.yaml'}
                        "200":
                          description: ok
                          headers:
                            x-rate-limit: {$ref: 'headers.yaml#/RateLimit'}
                            x-request-id: {$ref: '#/components/headers/x-request-id'}
                          content:
                            application/json:
                              schema: {type: object, x-codegen: {$ref: 'missing/codegen.yaml'}, properties: {x-trace: {$ref: 'models/trace.yaml'}}}
                components:
                  x-internal: {$ref: 'missing/internal.yaml'}
                  headers:
                    x-request-id: {$ref: 'headers.yaml#/RequestID'}
                """,
            "api/headers.yaml": "RateLimit: {schema: {type: integer}}\nRequestID: {schema: {type: string}}\n",
            "api/models/trace.yaml": "type: string\n",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/headers.yaml": 1, "api/models/trace.yaml": 1])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var xRateLimit: Int?") && swift.contains("public var xRequestId: String?"))
        #expect(swift.contains("public var xTrace: String?"))
    }

    @Test func aContentTypeHeaderDefinitionIsNotReadNorItsReferenceFollowed() throws {
        // OpenAPI ignores a response's or an encoding's `Content-Type` header: the media type says it. A fixture of
        // datamodel-code-generator refers one to a file that does not exist, and one to itself; both stopped generation.
        let files = Files([
            "api/root.yaml": """
                openapi: 3.1.0
                info: {title: Shop, version: "1"}
                servers: [{url: "https://shop.example.com"}]
                paths:
                  /upload:
                    post:
                      operationId: upload
                      requestBody:
                        content:
                          multipart/form-data:
                            schema: {type: object, properties: {file: {type: string}}}
                            encoding:
                              file:
                                headers:
                                  Content-Type: {$ref: '#/paths/~1upload/post/requestBody/content/multipart~1form-data/encoding/file/headers/Content-Type'}
                                  X-Part: {schema: {type: integer}}
                      responses:
                        "200":
                          description: ok
                          headers:
                            content-type: {$ref: 'missing.yaml#/components/headers/ContentType'}
                            X-Rate: {schema: {type: integer}}
                        "400":
                          description: bad
                          headers:
                            Content-Type: {$ref: 'missing.yaml#/components/headers/ContentType'}
                """,
        ])
        let output = Self.generate(files)
        #expect(Self.rendered(output).map { $0.split(separator: "\n")[0] } == [
            "api/root.yaml:15:19: warning: multipart part 'file' declares header fields ('X-Part'), which the client does not send; left out"
                + " (at $.paths['/upload'].post.requestBody.content['multipart/form-data'].encoding.file.headers)",
        ])
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var xRate: Int?") && !swift.lowercased().contains("var contenttype"))
    }

    @Test func anEncodingOfAMediaTypeThatIsNoFormIsNotRead() throws {
        // OpenAPI reads an Encoding Object only under a form or multipart media type. A fixture of
        // datamodel-code-generator refers one under `application/json` to a file that does not exist, which stopped generation.
        let files = Files([
            "api/root.yaml": """
                openapi: 3.1.0
                info: {title: Shop, version: "1"}
                servers: [{url: "https://shop.example.com"}]
                paths:
                  /notes:
                    post:
                      operationId: addNote
                      requestBody:
                        content:
                          application/json:
                            schema: {type: object, properties: {text: {type: string}}}
                            encoding:
                              text:
                                headers:
                                  X-Note: {$ref: 'missing.yaml#/components/headers/Note'}
                          multipart/form-data:
                            schema: {type: object, properties: {text: {type: string}}}
                            encoding:
                              text:
                                headers:
                                  X-Part: {$ref: 'headers.yaml#/Part'}
                      responses:
                        "204": {description: added}
                """,
            "api/headers.yaml": "Part: {schema: {type: integer}}\n",
        ])
        let output = Self.generate(files)
        #expect(!output.diagnostics.contains { $0.severity == .error }, "\(Self.rendered(output))")
        // The multipart encoding is read, its header from the other file: it is reported as a header the client does not send.
        #expect(Self.rendered(output).contains { $0.contains("multipart part 'text' declares header fields ('X-Part')") }, "\(Self.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/headers.yaml": 1])
    }

    /// Whether a file may declare an anchor or a resource is read from its bytes, which most files rule out.
    @Test(arguments: [
        (#"{ "a": { "$anchor": "tag" } }"#, true), ("Box:\n  $id: box.json\n", true), (#"{"$dynamicAnchor":"x"}"#, true),
        (##"{ "$ref": "#/components/schemas/A", "price": "$5" }"##, false), ("ends with $", false), ("$i", false), ("", false),
    ])
    func aFileMayDeclareAnchorsOnlyWhereItsBytesSaySo(text: String, declares: Bool) {
        #expect(SchemaResources.mayDeclareResources(Data(text.utf8)) == declares)
    }

    @Test func anchorsAndEmbeddedIDsAreFollowedAsJSONSchema2020Does() throws {
        // OpenAPI 3.1's `$anchor` (`#tag`) and a schema's `$id` (`box.json`, `#item` and `#/properties/size` inside it)
        // were each "'$ref' target … does not exist"; datamodel-code-generator's fixtures write them.
        let files = Files([
            "api/root.yaml": """
                openapi: 3.1.0
                info: {title: Shop, version: "1"}
                servers: [{url: "https://shop.example.com"}]
                paths:
                  /tags:
                    post:
                      operationId: addTag
                      parameters: [{$ref: parameter.yaml}]
                      requestBody: {content: {application/json: {schema: {$ref: '#tag'}}}}
                      responses:
                        "200": {description: ok, content: {application/json: {schema: {$ref: box.json}}}}
                components:
                  schemas:
                    Tag: {$anchor: tag, type: string}
                    Other:
                      type: object
                      properties: {label: {$ref: '#tag'}, size: {$ref: 'box.json#/properties/size'}, count: {$ref: '#count'}}
                      $defs: {count: {$anchor: count, type: integer}}
                    Box:
                      $id: box.json
                      type: object
                      properties: {item: {$ref: '#item'}, first: {$ref: '#/$defs/item'}, size: {type: boolean}, tag: {$ref: '#/components/schemas/Tag'}}
                      $defs: {item: {$anchor: item, type: number}}
                """,
            "api/parameter.yaml": """
                name: page
                in: query
                schema:
                  $id: https://example.com/page.json
                  type: object
                  properties: {size: {$anchor: size, type: integer}, limit: {$ref: '#size'}, again: {$ref: '#/properties/size'}}
                """,
        ])
        let output = Self.generate(files)
        #expect(!output.diagnostics.contains { $0.message.contains("$ref") }, "\(Self.rendered(output))")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/parameter.yaml": 1])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("func addTag(page: Parameter? = nil, _ body: String? = nil) async throws -> Box"), "\(swift)")
        #expect(swift.contains("public var label: String?") && swift.contains("public var size: Bool?") && swift.contains("public var count: Int?"))
        #expect(swift.contains("public var item: Double?") && swift.contains("public var first: Double?") && swift.contains("public var tag: String?"))
        #expect(swift.contains("public var limit: Int?") && swift.contains("public var again: Int?"))

        // A document whose only declaration is an anchor.
        let anchored = Files(["api/root.yaml": Self.root(schema: "{type: object, properties: {a: {$anchor: a, type: string}, b: {$ref: '#a'}}}")])
        let anchoredOutput = Self.generate(anchored)
        #expect(anchoredOutput.diagnostics.isEmpty, "\(Self.rendered(anchoredOutput))")
        #expect(anchoredOutput.files.map(\.contents).joined().contains("public var b: String?"))

        // An anchor no schema declares is still an error where it is written.
        let missing = Files(["api/root.yaml": Self.root(schema: "{type: object, properties: {a: {$anchor: a, type: string}, b: {$ref: '#b'}}}")])
        #expect(Self.rendered(Self.generate(missing)).map { $0.split(separator: "\n")[0] }
            == ["api/root.yaml:13:92: error: '$ref' target '#b' does not exist in this document (at $.paths['/items'].get.responses['200'].content['application/json'].schema.properties.b['$ref'])"])
    }

    @Test func aProblemInAReferencedFileIsLocatedInThatFile() {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'models/item.yaml'}"),
            "api/models/item.yaml": """
                type: object
                properties:
                  id: {type: string}
                  note:
                    type: string
                    nullable: yes
                """,
        ])
        #expect(Self.rendered(Self.generate(files)) == [
            "api/models/item.yaml:6:15: warning: 'nullable' is the string 'yes', not a boolean: YAML 1.2 reads yes, no, on and off as strings (at $.properties.note.nullable)\n"
                + "api/models/item.yaml:6:15: note: write true instead of yes",
        ])
    }

    @Test func aYAMLFileThatAJSONDocumentRefersToIsCheckedForYAML11Booleans() {
        // JSON has no such words, so a JSON document is walked for them only when it includes other files.
        let files = Files([
            "api/root.json": #"""
                {"openapi": "3.0.3", "info": {"title": "Shop", "version": "1"}, "servers": [{"url": "https://shop.example.com"}], "paths": {"/items": {"get": {"operationId": "listItems",
                 "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "models/item.yaml"}}}}}}}}}
                """#,
            "api/models/item.yaml": "type: object\nproperties:\n  note: {type: string, nullable: yes}\n",
        ])
        #expect(Self.rendered(Self.generate(files, root: "api/root.json")) == [
            "api/models/item.yaml:3:34: warning: 'nullable' is the string 'yes', not a boolean: YAML 1.2 reads yes, no, on and off as strings (at $.properties.note.nullable)\n"
                + "api/models/item.yaml:3:34: note: write true instead of yes",
        ])
    }

    @Test func aMalformedReferencedFileIsAnErrorInThatFileAndNothingIsGenerated() {
        let files = Files(["api/root.yaml": Self.root(schema: "{$ref: 'item.yaml'}"), "api/item.yaml": "type: object\nproperties: {id: [\n"])
        let output = Self.generate(files)
        #expect(output.files.isEmpty)
        #expect(output.diagnostics.map(\.file) == ["api/item.yaml"])
        #expect(output.diagnostics.first?.severity == .error)
    }

    @Test(arguments: [
        ("../secrets/item.yaml", "api/root.yaml:13:30: error: '$ref' leads outside the document's folder to 'secrets/item.yaml'; only files under"),
        ("/etc/item.yaml", "api/root.yaml:13:30: error: '$ref' '/etc/item.yaml' is an absolute path outside the folders that may be read"),
        ("missing.yaml", "api/root.yaml:13:30: error: '$ref' names 'api/missing.yaml', which does not exist"),
        ("item.yaml#/nope", "api/root.yaml:13:30: error: '$ref' target '#/nope' does not exist in api/item.yaml"),
    ])
    func aReferenceThatCannotBeFollowedIsALocatedErrorAndNothingElseIsRead(reference: String, message: String) {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: '\(reference)'}"),
            "api/item.yaml": "type: string",
            "secrets/item.yaml": "type: string",
            "/etc/item.yaml": "type: string",
        ])
        let output = Self.generate(files)
        #expect(output.files.isEmpty)
        let diagnostics = Self.rendered(output)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix(message) == true, "\(diagnostics)")
        let read = files.reads.withLock { Set($0.keys) }
        #expect(!read.contains("secrets/item.yaml") && !read.contains("/etc/item.yaml"))
    }

    @Test(arguments: ["https://example.com/item.yaml", "//example.com/item.yaml#/Item"])
    func aSchemaAtAURLIsAnyJSONValueWithAWarningAndNothingIsFetched(reference: String) throws {
        // invenio's one GeoJSON geometry at geojson.org stopped its 110 operations.
        let files = Files(["api/root.yaml": Self.root(schema: "{type: object, properties: {shape: {$ref: '\(reference)'}}}")])
        let output = Self.generate(files)
        #expect(Self.rendered(output) == [
            "api/root.yaml:13:65: warning: '$ref' '\(reference)' is a URL, and nothing is fetched over the network; typed as any JSON value (at $.paths['/items'].get.responses['200'].content['application/json'].schema.properties.shape['$ref'])\napi/root.yaml:13:65: note: download the file into the document's folder and refer to it by a relative path",
        ])
        #expect(output.files.map(\.contents).joined().contains("public var shape: JSONValue?"))
        #expect(files.reads.withLock { Set($0.keys) } == ["api/root.yaml"])
    }

    @Test func aResponseAtAURLIsAnyJSONValueAndAParameterLeftOutWithAWarning() throws {
        // pygeoapi refers to the OGC standard's responses and parameters by URL: 58 errors and no SDK.
        let standard = "https://schemas.opengis.net/ogcapi/features/part1/1.0/openapi/ogcapi-features-1.yaml"
        let files = Files(["api/root.yaml": Self.root(paths: [
            "/collections:", "  get:", "    operationId: getCollections",
            "    parameters: [{$ref: '\(standard)#/components/parameters/bbox'}, {name: f, in: query, schema: {type: string}}]",
            "    responses: {'200': {$ref: '\(standard)#/components/responses/Collections'}}",
        ])])
        let output = Self.generate(files)
        #expect(output.diagnostics.map(\.message) == [
            "'$ref' '\(standard)#/components/parameters/bbox' is a URL, and nothing is fetched over the network; its parameter is left out; a path placeholder it would declare is a string",
            "'$ref' '\(standard)#/components/responses/Collections' is a URL, and nothing is fetched over the network; its response is typed as any JSON value",
        ])
        #expect(output.files.map(\.contents).joined().contains("func getCollections(f: String? = nil) async throws -> JSONValue"))
        #expect(files.reads.withLock { Set($0.keys) } == ["api/root.yaml"])
    }

    @Test func eachValueAtAURLGetsOneWarningThatSaysWhatTookItsPlace() throws {
        // A parameter at a URL was also "a parameter needs a string 'name' and 'in'" (nothing was malformed), and a
        // request body or a header at one stopped the document.
        let standard = "https://example.org/std.yaml#/components"
        let files = Files(["api/root.yaml": Self.root(paths: [
            "/items/{id}:", "  parameters: [{$ref: '\(standard)/parameters/id'}, {name: id, in: path, required: true, schema: {type: string}}]",
            "  post:", "    operationId: addItem",
            "    parameters: [{$ref: '#/components/parameters/limit'}]",
            "    requestBody: {$ref: '\(standard)/requestBodies/Item'}",
            "    responses: {'200': {description: ok, headers: {X-Rate: {$ref: '\(standard)/headers/Rate'}}}}",
        ]) + "\ncomponents: {parameters: {limit: {$ref: '\(standard)/parameters/limit'}}}"])
        let output = Self.generate(files)
        let fetched = "is a URL, and nothing is fetched over the network;"
        let leftOut = "its parameter is left out; a path placeholder it would declare is a string"
        #expect(output.diagnostics.map(\.message) == [
            "'$ref' '\(standard)/parameters/id' \(fetched) \(leftOut)",
            "'$ref' '\(standard)/requestBodies/Item' \(fetched) its request body is typed as any JSON value",
            "'$ref' '\(standard)/headers/Rate' \(fetched) its header is read as its text",
            "'$ref' '\(standard)/parameters/limit' \(fetched) \(leftOut)",
        ], "\(Self.rendered(output))")
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public func addItem(id: String, _ body: JSONValue? = nil) async throws -> ShopEndpoint.AddItemHeaders"))
        #expect(swift.contains("public var xRate: String?"))
    }

    @Test func aPathPlaceholderAParameterAtAURLMayDeclareIsAStringUnderTheURLsOneWarning() throws {
        // pygeoapi's `{featureId}` is declared only at the OGC standard's URL. It was also "has no parameter", which
        // read as if it contradicted "its parameter is left out".
        let standard = "https://example.org/std.yaml#/components/parameters/featureId"
        let files = Files(["api/root.yaml": Self.root(paths: [
            "/items/{featureId}:", "  get:", "    operationId: getItem",
            "    parameters: [{$ref: '\(standard)'}]",
            "    responses: {'204': {description: done}}",
        ])])
        let output = Self.generate(files)
        #expect(output.diagnostics.map(\.message) == [
            "'$ref' '\(standard)' is a URL, and nothing is fetched over the network; its parameter is left out; a path placeholder it would declare is a string",
        ])
        #expect(output.files.map(\.contents).joined().contains("func getItem(featureId: String) async throws"))
    }

    @Test func aPathItemAtAURLIsAnError() {
        let files = Files(["api/root.yaml": """
            openapi: 3.0.3
            info: {title: Shop, version: "1"}
            paths:
              /items: {$ref: "https://example.com/items.yaml"}
            """])
        let output = Self.generate(files)
        #expect(Self.rendered(output).first?.hasPrefix("api/root.yaml:4:18: error: '$ref' 'https://example.com/items.yaml' is a URL; nothing is fetched over the network") == true,
                "\(Self.rendered(output))")
        #expect(output.files.isEmpty)
    }

    @Test func anAllowedFolderMayBeReadFrom() throws {
        let files = Files(["api/root.yaml": Self.root(schema: "{$ref: '../shared/item.yaml'}"), "shared/item.yaml": "type: object\nproperties: {id: {type: string}}"])
        #expect(!Self.generate(files).diagnostics.isEmpty)
        let output = Self.generate(files, allowedFolders: ["shared"])
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        #expect(output.model?.models.map(Self.specPath) == ["../shared/item.yaml: $"])
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "multi-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "api"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appending(path: "outside"), withIntermediateDirectories: true)
        try Data("type: string".utf8).write(to: folder.appending(path: "outside/item.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "api/linked").path, withDestinationPath: folder.appending(path: "outside").path)
        try Data(Self.root(schema: "{$ref: 'linked/item.yaml'}").utf8).write(to: folder.appending(path: "api/root.yaml"))
        let output = Generator.run(GeneratorInput(file: folder.appending(path: "api/root.yaml").path))
        #expect(output.files.isEmpty)
        #expect(output.diagnostics.map(\.message) == ["'$ref' leads outside the document's folder to '\(folder.path)/api/linked/item.yaml'; only files under \(folder.resolvingSymlinksInPath().path)/api are read"])
    }

    /// The file system reads a path up to its first NUL, so `linked\0` opened the link the folder check had
    /// not judged, and a file outside the folder went into the SDK.
    @Test(arguments: [#"linked\0"#, #"linked%00"#, #"linked/item.yaml\0#/x"#])
    func aReferenceHoldingANULIsRefusedBeforeAnyFileIsOpened(reference: String) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "multi-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "api"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appending(path: "outside"), withIntermediateDirectories: true)
        try Data("type: object\nproperties: {secret: {type: string}}".utf8).write(to: folder.appending(path: "outside/item.yaml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "api/linked").path,
                                                   withDestinationPath: folder.appending(path: "outside/item.yaml").path)
        try Data(Self.root(schema: "{$ref: \"\(reference)\"}").utf8).write(to: folder.appending(path: "api/root.yaml"))
        let output = Generator.run(GeneratorInput(file: folder.appending(path: "api/root.yaml").path))
        #expect(output.files.isEmpty)
        #expect(output.diagnostics.map(\.message) == ["'$ref' holds a NUL character, which no file name does; not read"])
        #expect(throws: InputFileError.self) { try InputFile.read(folder.appending(path: "api/linked").path + "\0") }
    }

    /// Each file's schema referring to the next one's was rewritten inside the call that met the reference,
    /// and a chain of 2,500 files overflowed the stack.
    @Test func aLongChainOfSchemasAcrossFilesIsJoinedWithoutRecursingAlongIt() throws {
        let count = 3_000
        var contents = ["api/root.yaml": Self.root(schema: "{$ref: 'f0.yaml#/S'}")]
        for index in 0..<count {
            let next = index + 1 < count ? "{$ref: 'f\(index + 1).yaml#/S'}" : "{type: string}"
            contents["api/f\(index).yaml"] = "S:\n  type: object\n  properties:\n    n: \(next)\n"
        }
        let output = Self.generate(Files(contents))
        // The numbered names are said once.
        #expect(output.diagnostics.map(\.message) == ["schema 'S' is named 'S2': the schema 'f0.yaml#/S' has the name"], "\(Self.rendered(output).prefix(3))")
        #expect(output.model?.models.count == count)
        // Each schema is named after its key, numbered in the order they were first referred to.
        #expect(output.files.map(\.contents).joined().contains("public var n: S2?"))
    }

    @Test func aLongChainOfPathItemsAcrossFilesIsAnError() {
        var contents = ["api/root.yaml": "openapi: 3.0.3\ninfo: {title: Shop, version: \"1\"}\npaths:\n  /a: {$ref: 'p0.yaml'}\n"]
        for index in 0..<1_000 { contents["api/p\(index).yaml"] = "$ref: p\(index + 1).yaml" }
        contents["api/p1000.yaml"] = "get: {operationId: a, responses: {'204': {description: ok}}}"
        let rendered = Self.rendered(Self.generate(Files(contents)))
        #expect(rendered.count == 1 && rendered[0].contains("error: '$ref' chain across files is longer than 256 references"), "\(rendered.prefix(2))")
    }

    @Test func aCycleOfPathItemsAcrossFilesIsReportedOnce() {
        let files = Files([
            "api/root.yaml": Self.root(paths: ["/a: {$ref: 'paths/a.yaml'}", "/b: {$ref: 'paths/b.yaml'}"]),
            "api/paths/a.yaml": "$ref: b.yaml",
            "api/paths/b.yaml": "$ref: a.yaml",
        ])
        #expect(Self.rendered(Self.generate(files)) == [
            "api/paths/b.yaml:1:7: error: '$ref' cycle across files: api/paths/a.yaml → api/paths/b.yaml → api/paths/a.yaml (at $['$ref'])\n"
                + "api/paths/b.yaml:1:7: note: only schemas may refer to themselves; a path item, parameter or response must end in a value",
        ])
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/paths/a.yaml": 1, "api/paths/b.yaml": 1])
    }

    @Test func schemasReferredToFromSeveralFilesAreOneModelAndNamesDoNotClash() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'models/page.yaml'}") + """

                components:
                  schemas:
                    Fault: {type: object, properties: {code: {type: integer}}}
                """,
            "api/models/page.yaml": "type: object\nproperties:\n  first: {$ref: 'item.yaml'}\n  last: {$ref: './item.yaml#'}\n  problem: {$ref: 'fault.yaml'}",
            "api/models/item.yaml": "type: object\nproperties: {id: {type: string}}",
            "api/models/fault.yaml": "type: object\nproperties: {message: {type: string}}",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.map(\.message) == ["schema 'fault' is named 'fault2': the schema 'root.yaml#/components/schemas/Fault' has the name"])
        let names = try #require(output.model).models.map(\.name).sorted()
        #expect(names == ["Fault", "Fault2", "Item", "Page"])
    }

    /// A schema that is only a `$ref` to another is that schema, not a rival for its name: Audiobookshelf's ctl.yaml
    /// re-exports ent.yaml's `authorName` as its own, which took the name and left ent.yaml's schema `AuthorName2`, with
    /// a warning about a clash no Swift type showed. The root may name the end of such a chain as it names any schema.
    @Test(arguments: ["", "  schemas:\n    Author: {$ref: 'ctl.yaml#/components/schemas/authorName'}\n"])
    func aSchemaThatIsOnlyAReferenceGivesNoSecondName(rootComponents: String) throws {
        let files = Files([
            "api/root.yaml": Self.root(paths: ["/authors/{id}: {$ref: './ctl.yaml#/paths/~1authors~1{id}'}"])
                + (rootComponents.isEmpty ? "" : "\ncomponents:\n" + rootComponents),
            "api/ctl.yaml": """
                components:
                  schemas:
                    authorName: {$ref: './ent.yaml#/components/schemas/authorName'}
                    alias: {$ref: '#/components/schemas/authorName'}
                paths:
                  /authors/{id}:
                    patch:
                      operationId: updateAuthor
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      requestBody:
                        content: {application/json: {schema: {properties: {name: {$ref: '#/components/schemas/alias'}}}}}
                      responses: {"204": {description: ok}}
                """,
            "api/ent.yaml": "components:\n  schemas:\n    authorName: {type: object, properties: {first: {type: string}}}",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let name = rootComponents.isEmpty ? "AuthorName" : "Author"
        #expect(try #require(output.model).models.map(\.name).filter { $0.hasPrefix("A") } == [name])
        #expect(output.files.map(\.contents).joined().contains("public var name: \(name)?"))
    }

    /// A reference escapes a name's `/` and `~` (RFC 6901) and its other characters as a URI fragment does (RFC 3986):
    /// A `schemas.yaml#/components/schemas/v1~1Pet` was joined as `#/components/schemas/v1/Pet`, and `a%20b`
    /// as `a%20b`, and neither was found.
    @Test func schemasOfOtherFilesWithEscapedNamesAreFound() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'models.yaml#/components/schemas/Wrapper'}") + """

                components:
                  schemas:
                    "v1/Pet": {type: object, properties: {local: {type: string}}}
                    spaced: {$ref: 'models.yaml#/components/schemas/a%20b'}
                """,
            "api/models.yaml": """
                components:
                  schemas:
                    "a b": {type: object, properties: {q: {type: string}}}
                    "v1/Pet": {type: object, properties: {name: {type: string}}}
                    "50%": {type: object, properties: {half: {type: boolean}}}
                    Wrapper:
                      type: object
                      properties:
                        pet: {$ref: '#/components/schemas/v1~1Pet'}
                        half: {$ref: '#/components/schemas/50%25'}
                """,
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.map(\.message) == ["schema 'v1/Pet' is named 'v1/Pet2': the schema 'root.yaml#/components/schemas/v1/Pet' has the name"])
        let models = try #require(output.model).models
        // `a b` is declared as the root's `spaced`, which refers to it.
        #expect(models.map(\.name).sorted() == ["Model50", "Spaced", "V1Pet", "V1Pet2", "Wrapper"])
        let swift = output.files.map(\.contents).joined()
        #expect(swift.contains("public var pet: V1Pet2?") && swift.contains("public var half: Model50?") && swift.contains("public var q: String?"))
    }

    @Test func schemasOfOtherFilesKeepTheirOwnTypesLikeComponents() throws {
        let files = Files([
            "api/root.yaml": Self.root(schema: "{$ref: 'models/pair.yaml'}"),
            "api/models/pair.yaml": "type: object\nproperties:\n  first: {$ref: 'left.yaml'}\n  second: {$ref: 'right.yaml'}",
            "api/models/left.yaml": "type: object\nproperties: {id: {type: string}}",
            "api/models/right.yaml": "type: object\nproperties: {id: {type: string}}",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let models = output.files.map(\.contents).joined()
        #expect(models.contains("struct Left: ") && models.contains("struct Right: "))
        #expect(!models.contains("typealias Right"))
    }

    @Test func aReferencesOwnDescriptionReplacesItsTargets() throws {
        let files = Files([
            "api/root.yaml": """
                openapi: 3.1.0
                info: {title: Shop, version: "1"}
                servers: [{url: "https://shop.example.com"}]
                paths:
                  /items:
                    $ref: paths/items.yaml
                    description: Items as this API serves them.
                """,
            "api/paths/items.yaml": """
                description: Items in general.
                get:
                  operationId: listItems
                  responses:
                    "204": {description: none}
                """,
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty)
        #expect(try #require(output.spec).endpoints.first?.description == "Items as this API serves them.")
    }

    @Test func aDescriptionThatRefersToATextFileIsItsText() throws {
        let files = Files([
            "api/root.yaml": """
                openapi: 3.0.3
                info:
                  title: Shop
                  version: "1"
                  description: {$ref: docs/intro.md}
                servers: [{url: "https://shop.example.com"}]
                paths:
                  /items:
                    get:
                      operationId: listItems
                      description: {$ref: docs/intro.md}
                      responses:
                        "200":
                          description: The items.
                          content:
                            application/json:
                              schema: {type: object, description: {$ref: "docs/item.md"}, properties: {description: {type: string}}}
                """,
            "api/docs/intro.md": "# Shop\n\nSells *items*.\n",
            "api/docs/item.md": "One item.",
        ])
        let output = Self.generate(files)
        #expect(output.diagnostics.isEmpty, "\(Self.rendered(output))")
        let spec = try #require(output.spec)
        #expect(spec.description == "# Shop\n\nSells *items*.")
        #expect(spec.endpoints.first?.description == "# Shop\n\nSells *items*.")
        #expect(files.reads.withLock { $0 } == ["api/root.yaml": 1, "api/docs/intro.md": 1, "api/docs/item.md": 1])
        #expect(output.files.map(\.contents).joined().contains("/// One item."))
    }

    /// Only documentation is lost without the file: django-allauth ships its `info.description` as a Markdown file beside
    /// the document, and a document copied without it generated nothing.
    @Test func aDescriptionWhoseFileIsMissingIsLeftOutWithALocatedWarning() throws {
        let files = Files([
            "api/root.yaml": """
                openapi: 3.0.3
                info: {title: Shop, version: "1", description: {$ref: missing.md}}
                servers: [{url: "https://shop.example.com"}]
                paths: {/items: {get: {operationId: listItems, description: {$ref: gone.md}, responses: {"204": {description: ok}}}}}
                """,
        ])
        let output = Self.generate(files)
        #expect(Self.rendered(output) == [
            "api/root.yaml:2:55: warning: '$ref' names 'api/missing.md', which does not exist; the text is left out (at $.info.description['$ref'])",
            "api/root.yaml:4:68: warning: '$ref' names 'api/gone.md', which does not exist; the text is left out (at $.paths['/items'].get.description['$ref'])",
        ])
        let spec = try #require(output.spec)
        #expect(spec.description == nil)
        #expect(spec.endpoints.first?.description == nil)
        #expect(!output.files.isEmpty)
    }

    @Test func theCommandLineAllowsAFolderAndReportsEscapes() throws {
        try CommandTests.withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appending(path: "api"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appending(path: "shared"), withIntermediateDirectories: true)
            try Data("type: object\nproperties: {id: {type: string}}".utf8).write(to: folder.appending(path: "shared/item.yaml"))
            try Data(Self.root(schema: "{$ref: '../shared/item.yaml'}").utf8).write(to: folder.appending(path: "api/root.yaml"))
            let root = folder.appending(path: "api/root.yaml").path
            let refused = CommandTests.run(["validate", root])
            #expect(refused.status == 1)
            #expect(refused.errors.contains("'$ref' leads outside the document's folder"))
            let allowed = CommandTests.run(["validate", root, "--allow-folder", folder.appending(path: "shared").path])
            #expect(allowed.status == 0, "\(allowed.errors)")
            try Data(#"{"allowFolders": ["../shared"]}"#.utf8).write(to: folder.appending(path: "api/endpoint-gen.json"))
            let configured = CommandTests.run(["generate", root, "--config", folder.appending(path: "api/endpoint-gen.json").path,
                                               "--output", folder.appending(path: "out").path])
            #expect(configured.status == 0, "\(configured.errors)")
        }
    }
}
