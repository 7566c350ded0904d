import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The "Style Examples" table of the OpenAPI Specification 3.1.1 (Parameter Object), byte for byte:
/// `color` is `"blue"`, `["blue", "black", "brown"]` or `{"R": 100, "G": 200, "B": 150}`.
@Suite struct StyleExamplesTests {
    static let string: FormValue = "blue"
    static let array = FormValue.values(["blue", "black", "brown"])
    static let object = FormValue.object(["R": .of(100), "G": .of(200), "B": .of(150)])

    /// A query string as the table shows it: `?` and the items, as `RequestBuilder` writes them.
    private func query(_ style: QueryStyle, _ value: FormValue) -> String {
        "?" + FormEncoding.encode(style.items("color", value))
    }

    private func path(_ style: PathStyle, _ value: FormValue) -> String {
        PathSegment("color", value, style: style).description
    }

    @Test func matrix() {
        #expect(path(.matrix(explode: false), "") == ";color")
        #expect(path(.matrix(explode: false), Self.string) == ";color=blue")
        #expect(path(.matrix(explode: false), Self.array) == ";color=blue,black,brown")
        #expect(path(.matrix(explode: false), Self.object) == ";color=R,100,G,200,B,150")
        #expect(path(.matrix(explode: true), "") == ";color")
        #expect(path(.matrix(explode: true), Self.string) == ";color=blue")
        #expect(path(.matrix(explode: true), Self.array) == ";color=blue;color=black;color=brown")
        #expect(path(.matrix(explode: true), Self.object) == ";R=100;G=200;B=150")
    }

    @Test func label() {
        // The table's `.` for an empty value would be a dot segment, which the URL stack removes: it is percent-encoded
        // (PathSegment), as the same character.
        #expect(path(.label(explode: false), "") == "%2E")
        #expect(path(.label(explode: false), Self.string) == ".blue")
        #expect(path(.label(explode: false), Self.array) == ".blue,black,brown")
        #expect(path(.label(explode: false), Self.object) == ".R,100,G,200,B,150")
        #expect(path(.label(explode: true), "") == "%2E")
        #expect(path(.label(explode: true), Self.string) == ".blue")
        #expect(path(.label(explode: true), Self.array) == ".blue.black.brown")
        #expect(path(.label(explode: true), Self.object) == ".R=100.G=200.B=150")
    }

    @Test func simple() {
        #expect(path(.simple(explode: false), "") == "")
        #expect(path(.simple(explode: false), Self.string) == "blue")
        #expect(path(.simple(explode: false), Self.array) == "blue,black,brown")
        #expect(path(.simple(explode: false), Self.object) == "R,100,G,200,B,150")
        #expect(path(.simple(explode: true), "") == "")
        #expect(path(.simple(explode: true), Self.string) == "blue")
        #expect(path(.simple(explode: true), Self.array) == "blue,black,brown")
        #expect(path(.simple(explode: true), Self.object) == "R=100,G=200,B=150")
    }

    @Test func form() {
        #expect(query(.form(explode: false), "") == "?color=")
        #expect(query(.form(explode: false), Self.string) == "?color=blue")
        #expect(query(.form(explode: false), Self.array) == "?color=blue,black,brown")
        #expect(query(.form(explode: false), Self.object) == "?color=R,100,G,200,B,150")
        #expect(query(.form(explode: true), "") == "?color=")
        #expect(query(.form(explode: true), Self.string) == "?color=blue")
        #expect(query(.form(explode: true), Self.array) == "?color=blue&color=black&color=brown")
        #expect(query(.form(explode: true), Self.object) == "?R=100&G=200&B=150")
    }

    @Test func spacePipeAndDeepObject() {
        #expect(query(.spaceDelimited, Self.array) == "?color=blue%20black%20brown")
        #expect(query(.spaceDelimited, Self.object) == "?color=R%20100%20G%20200%20B%20150")
        #expect(query(.pipeDelimited, Self.array) == "?color=blue%7Cblack%7Cbrown")
        #expect(query(.pipeDelimited, Self.object) == "?color=R%7C100%7CG%7C200%7CB%7C150")
        #expect(query(.deepObject, Self.object) == "?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150")
    }

    @Test func headerSimple() {
        #expect(HTTPHeader.simpleStyle("X-Color", Self.array, explode: false) == [HTTPHeader(name: "X-Color", value: "blue,black,brown")])
        #expect(HTTPHeader.simpleStyle("X-Color", Self.object, explode: false).map(\.value) == ["R,100,G,200,B,150"])
        #expect(HTTPHeader.simpleStyle("X-Color", Self.object, explode: true).map(\.value) == ["R=100,G=200,B=150"])
        #expect(HTTPHeader.simpleStyle("X-Color", .array([]), explode: false).isEmpty)
    }

    /// `["a b", "c,d"]` went out as `X-Tag: a b,c,d`, which a server reads as three tags: a list element holding a
    /// comma cannot be written in `simple` style, so the request is not built. A single value may hold commas.
    @Test func aHeaderListElementHoldingACommaIsRefused() throws {
        struct Tagged: Endpoint {
            var headers: [HTTPHeader]
            var method: HTTPMethod { .get }
            var path: String { "/tagged" }
        }
        let builder = RequestBuilder(server: Server(baseURL: "https://api.example.com"))
        for value in [FormValue.values(["a b", "c,d"]), .values(["c,d"]), .object(["R": .value("1,2")])] {
            for explode in [false, true] {
                let error = #expect(throws: EndpointError.self, "\(value) \(explode)") {
                    try builder.makeRequest(for: Tagged(headers: HTTPHeader.simpleStyle("X-Tag", value, explode: explode)))
                }
                guard case .invalidRequest(.invalidHeader(name: "X-Tag"))? = error else {
                    Issue.record("\(value) \(explode): \(String(describing: error))")
                    continue
                }
            }
        }
        let single = try builder.makeRequest(for: Tagged(headers: HTTPHeader.simpleStyle("X-Tag", .value("c,d"), explode: false)))
        #expect(single.value(forHTTPHeaderField: "X-Tag") == "c,d")
        let list = try builder.makeRequest(for: Tagged(headers: HTTPHeader.simpleStyle("X-Tag", .values(["a b", "c"]), explode: false)))
        #expect(list.value(forHTTPHeaderField: "X-Tag") == "a b,c")
    }

    /// `["p q", "r"]` went out as `words=p%20q%20r` and `["s|t", "u"]` as `ids=s%7Ct%7Cu`, which every server
    /// read as three elements: OpenAPI has no escape for a delimiter inside an element, so the request is not built. A
    /// comma in a `form` list is `%2C`, apart from the delimiter, and a single value may hold anything.
    @Test func aDelimitedListElementHoldingItsDelimiterIsRefused() throws {
        struct Listed: Endpoint {
            var query: [QueryItem]
            var body: RequestBody?
            var method: HTTPMethod { body == nil ? .get : .post }
            var path: String { "/listed" }
        }
        let builder = RequestBuilder(server: Server(baseURL: "https://api.example.com"))
        // A comma is `%2C` in a `form` list, but connexion and openapi-core decode before they split.
        for (style, value) in [(QueryStyle.spaceDelimited, ["p q", "r"]), (.pipeDelimited, ["s|t", "u"]), (.form(explode: false), ["a,b", "c"])] {
            let items = style.items("words", .values(value))
            for endpoint in [Listed(query: items), Listed(query: [], body: .form(items))] {
                let error = #expect(throws: EndpointError.self, "\(style)") { try builder.makeRequest(for: endpoint) }
                guard case .invalidRequest(.ambiguousList(name: "words"))? = error else {
                    Issue.record("\(style): \(String(describing: error))")
                    continue
                }
            }
        }
        let apart = try builder.makeRequest(for: Listed(query: QueryStyle.form(explode: false).items("words", .values(["a|b", "c d"]))))
        #expect(apart.url?.query == "words=a%7Cb,c%20d")
        let object = QueryStyle.form(explode: false).items("color", .object([FormValue.Field("R", .value("1,2"))]))
        #expect(throws: EndpointError.self) { try builder.makeRequest(for: Listed(query: object)) }
        let exploded = try builder.makeRequest(for: Listed(query: QueryStyle.form(explode: true).items("words", .values(["a,b", "c"]))))
        #expect(exploded.url?.query == "words=a%2Cb&words=c")
        let single = try builder.makeRequest(for: Listed(query: QueryStyle.spaceDelimited.items("words", .value("p q"))))
        #expect(single.url?.query == "words=p%20q")
        let pipes = try builder.makeRequest(for: Listed(query: QueryStyle.pipeDelimited.items("words", .values(["p q", "r"]))))
        #expect(pipes.url?.query == "words=p%20q%7Cr")
    }
}
