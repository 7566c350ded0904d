@testable import EndpointGenerator
import Foundation
import Testing

/// A next page's URL kept objects down the response, as DigitalOcean keeps it in `links.pages.next`, pages a list.
@Suite struct OpenAPINestedNextLinkTests {
    typealias F = OpenAPIFixture

    static let pageParameters = #"[{ "name": "per_page", "in": "query", "schema": { "type": "integer" } }, { "name": "page", "in": "query", "schema": { "type": "integer" } }]"#

    static let list = ##"{ "type": "array", "items": { "$ref": "#/components/schemas/ssh_key" } }"##

    /// DigitalOcean's shared paging schemas: `links` and its `pages` are components, the pages an `anyOf` of the forward
    /// and backward links, each an `allOf` of one-link objects; `next` is described as the next page's URI.
    static func components(next nextDescription: String = "URI of the next page of the results.") -> String {
        func link(_ name: String, _ description: String) -> String {
            #""link_to_\#(name)_page": { "type": "object", "properties": { "\#(name)": { "description": "\#(description)", "type": "string" } } }"#
        }
        return ##"""
        { "schemas": {
            "ssh_key": { "type": "object", "required": ["id"], "properties": { "id": { "type": "integer" }, "name": { "type": "string" } } },
            "pagination": { "type": "object", "properties": { "links": { "$ref": "#/components/schemas/page_links" } } },
            "page_links": { "type": "object", "properties": { "pages": { "type": "object", "anyOf": [
                { "$ref": "#/components/schemas/forward_links" }, { "$ref": "#/components/schemas/backward_links" }, {} ] } } },
            "forward_links": { "type": "object", "allOf": [{ "$ref": "#/components/schemas/link_to_last_page" }, { "$ref": "#/components/schemas/link_to_next_page" }] },
            "backward_links": { "type": "object", "allOf": [{ "$ref": "#/components/schemas/link_to_first_page" }, { "$ref": "#/components/schemas/link_to_prev_page" }] },
            \##(link("first", "URI of the first page of the results.")), \##(link("prev", "URI of the previous page of the results.")),
            \##(link("next", nextDescription)), \##(link("last", "URI of the last page of the results.")),
            "meta": { "type": "object", "required": ["meta"], "properties": { "meta": { "type": "object", "required": ["total"], "properties": { "total": { "type": "integer" } } } } }
        } }
        """##
    }

    /// A list operation answering DigitalOcean's way: its own array, then `$ref`s to the paging and meta schemas.
    static func document(array: String = #""ssh_keys": \#(list)"#, next: String = "URI of the next page of the results.") -> String {
        let schema = ##"{ "allOf": [{ "properties": { \##(array) } }, { "$ref": "#/components/schemas/pagination" }, { "$ref": "#/components/schemas/meta" }] }"##
        let operation = #"{ "operationId": "listAllKeys", "parameters": \#(pageParameters), "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": \#(schema) } } } } }"#
        return F.operation(operation, path: "/v2/account/keys", components: components(next: next))
    }

    static func paging(_ document: String) throws -> [String: Any]? {
        F.lookup(try F.native(document), "endpoints", "listAllKeys", "paging") as? [String: Any]
    }

    /// DigitalOcean's lists (keys, domains, records, sizes) had no paged method: `links.pages.next` is two objects down.
    @Test func digitalOceansLinksPagesNextPagesTheList() async throws {
        let document = Self.document()
        let paging = try Self.paging(document)
        #expect(paging?["items"] as? String == "ssh_keys")
        #expect(paging?["link"] as? String == "links.pages.next")
        let result = Generator.generate(Data(document.utf8), file: "api.json")
        #expect(result.succeeded, "\(result.diagnostics.map(\.description))")
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("next: { $0.links?.pages?.next }"), "\(client)")
        #expect(client.contains("public func listAllKeysPages("), "\(client)")
        try await TypeCheck.run(result.files, moduleName: "DigitalOceanPaging")
    }

    /// A `next` that is no URL (a cursor, a step) would send the credentials to a path no one named; beside two lists,
    /// which holds the page's items is not said.
    @Test func aNestedNextThatIsNoURLOrBesideTwoListsIsNoPaging() throws {
        #expect(try Self.paging(Self.document(next: "Cursor of the next page of the results.")) == nil)
        let twoLists = #""ssh_keys": \#(Self.list), "droplets": \#(Self.list)"#
        #expect(try Self.paging(Self.document(array: twoLists)) == nil)
    }

    /// The response's own links sit nearer its top than those of what it holds: the shallowest `next` is the page's;
    /// two as shallow name no one page; past three objects down a `next` is no page's.
    @Test func theShallowestNextWithinThreeObjectsIsThePages() throws {
        let url = #"{ "type": "string", "format": "uri" }"#
        func object(_ properties: String) -> String { #"{ "type": "object", "properties": { \#(properties) } }"# }
        func paging(_ properties: String) throws -> Any? {
            let response = #"{ "type": "object", "properties": { "keys": \#(Self.list), \#(properties) } }"#
            let operation = #"{ "operationId": "listAllKeys", "parameters": \#(Self.pageParameters), "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": \#(response) } } } } }"#
            return F.lookup(try F.native(F.operation(operation, components: Self.components())), "endpoints", "listAllKeys", "paging", "link")
        }
        let nearer = #""meta": \#(object(#""pages": \#(object(#""next": \#(url)"#))"#)), "links": \#(object(#""next": \#(url)"#))"#
        #expect(try paging(nearer) as? String == "links.next")
        let asNear = #""meta": \#(object(#""pages": \#(object(#""next": \#(url)"#))"#)), "links": \#(object(#""pages": \#(object(#""next": \#(url)"#))"#))"#
        #expect(try paging(asNear) == nil)
        let third = #""a": \#(object(#""b": \#(object(#""c": \#(object(#""next": \#(url)"#))"#))"#))"#
        #expect(try paging(third) as? String == "a.b.c.next")
        let fourth = #""a": \#(object(#""b": \#(object(#""c": \#(object(#""d": \#(object(#""next": \#(url)"#))"#))"#))"#))"#
        #expect(try paging(fourth) == nil)
        let thirdHref = #""a": \#(object(#""b": \#(object(#""next": \#(object(#""href": { "type": "string" }"#))"#))"#))"#
        #expect(try paging(thirdHref) as? String == "a.b.next.href")
    }
}
