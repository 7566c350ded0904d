@testable import EndpointGenModel
@testable import EndpointGenSpec
import Testing

/// ``MediaKind/essence(_:)``: the lowercased type and subtype, without parameters or the whitespace around each.
@Suite struct MediaKindTests {
    @Test(arguments: [
        ("application/json", "application", "json"), (" Application/JSON ; charset=utf-8", "application", "json"),
        ("\ttext / event-stream\t", "text", "event-stream"), ("image/*", "image", "*"), ("json", "json", ""), ("  ", "", ""),
        // Unicode's space separators are whitespace too (Foundation's `.whitespaces`), also next to ASCII spaces.
        ("\u{A0}application/vnd.api+json\u{3000}", "application", "vnd.api+json"), ("text/plain\u{2009} ", "text", "plain"),
        ("application/ é ", "application", "é"),
        // The first slash separates; the subtype keeps any other.
        ("Multipart/Form-Data; boundary=X/Y", "multipart", "form-data"), ("a/b/c", "a", "b/c"), ("/", "", ""), (";x=1", "", ""),
        ("TEXT/\tPlain\t;q=1", "text", "plain"),
    ])
    func essence(mediaType: String, type: String, subtype: String) {
        #expect(MediaKind.essence(mediaType) == (type, subtype))
    }

    /// ``SpecReader/isMediaType(_:allowingRanges:)``: `type/subtype` of tokens, `*` only as a range's subtype (or both),
    /// then `; name=value` parameters or a name alone (Datadog's `application/json;simple`); the same whether or not the
    /// text is ASCII.
    @Test(arguments: [
        ("application/json", true, true), ("text/plain; charset=utf-8", true, true), (" text/csv ;header=present ", true, true),
        ("image/*", true, true), ("image/*", false, false), ("*/*", true, true), ("*/json", true, false),
        ("application/vnd.api+json", true, true), ("text/", true, false), ("/json", true, false), ("a/b/c", true, false),
        ("application/json;", true, false), ("application/json;simple", true, true), ("application/json; =x", true, false),
        ("application/json; x y", true, false), ("application/jsön; x", true, false),
        ("application/json; x=", true, false), ("application /json", true, false), ("200", true, false), ("", true, false),
        ("text/plain; title=é", true, true), ("téxt/plain", true, false), ("text/pl\r\nain", true, false),
    ])
    func mediaTypeSyntax(text: String, allowingRanges: Bool, isMediaType: Bool) {
        #expect(SpecReader.isMediaType(text, allowingRanges: allowingRanges) == isMediaType)
    }

    /// A media type's kind: `stream+json` is JSON lines, though it ends in `+json`.
    @Test(arguments: [
        ("application/json", MediaKind.json), ("application/problem+json", .json), ("application/stream+json", .jsonLines),
        ("Application/Stream+JSON; charset=utf-8", .jsonLines), ("application/x-ndjson", .jsonLines), ("text/event-stream", .eventStream),
        ("text/stream+json", .json), ("*/*", .other),
    ])
    func kind(mediaType: String, kind: MediaKind) {
        #expect(MediaKind(mediaType) == kind)
    }

    /// ``MediaKind/isJSONRange(_:)``: the ranges that hold `application/json`, whose bodies a type is decoded from.
    @Test(arguments: [
        ("*/*", true), ("Application/* ; q=1", true), ("text/*", false), ("image/*", false), ("application/json", false), ("*/json", false),
    ])
    func jsonRanges(mediaType: String, holdsJSON: Bool) {
        #expect(MediaKind.isJSONRange(mediaType) == holdsJSON)
    }
}

/// ``MediaKind/caseName(of:)``: plain JSON is `json`; a JSON format of its own keeps its name before `JSON`.
@Suite struct MediaCaseNameTests {
    @Test(arguments: [
        ("application/json", "json"), ("text/json", "json"), ("application/json; charset=utf-8", "json"),
        ("application/vnd.oai.openapi+json", "oaiOpenapiJSON"), ("application/problem+json", "problemJSON"),
        ("application/vnd.api+json", "apiJSON"), ("application/x-hal+json", "halJSON"), ("application/merge-patch+json", "mergePatchJSON"), ("application/self+json", "selfJSON"),
        ("application/vnd.oai.openapi", "oaiOpenapi"), ("text/event-stream", "events"), ("application/x-ndjson", "jsonLines"),
        ("image/svg+xml", "svgXML"), ("application/vnd.ms-excel", "msExcel"),
    ])
    func caseName(mediaType: String, name: String) {
        #expect(MediaKind.caseName(of: mediaType) == name)
    }

    @Test func aVendorJSONMethodKeepsItsCapitals() {
        #expect(MediaKind.methodSuffix(ofCase: "oaiOpenapiJSON") == "OaiOpenapiJSON")
        #expect(MediaKind.methodSuffix(ofCase: "problemJSON") == "ProblemJSON")
    }

    /// Acronyms are cased alike wherever they are in a suffix: `getLogJsonLines` sat beside `getExperimentJSON`.
    @Test func everyAcronymOfAMethodSuffixIsInCapitals() {
        #expect(MediaKind.methodSuffix(ofCase: "jsonLines") == "JSONLines")
        #expect(MediaKind.methodSuffix(ofCase: "svgXML") == "SVGXML")
        #expect(MediaKind.methodSuffix(ofCase: "csv") == "CSV")
        #expect(MediaKind.methodSuffix(ofCase: "apiRaw") == "ApiRaw")
    }
}
