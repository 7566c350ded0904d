import EndpointKit
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
}
