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
    ])
    func essence(mediaType: String, type: String, subtype: String) {
        #expect(MediaKind.essence(mediaType) == (type, subtype))
    }
}
