@testable import EndpointKit
import Testing

@Suite struct PercentEncodingTests {
    @Test func unreservedCharactersAreUnchanged() {
        let unreserved = "ABCXYZabcxyz0189-._~"
        #expect(PercentEncoding.encode(unreserved) == unreserved)
    }

    @Test func reservedSpaceAndNonASCIIAreEncodedWithUppercaseHex() {
        #expect(PercentEncoding.encode("a b&c=d+e/é") == "a%20b%26c%3Dd%2Be%2F%C3%A9")
        #expect(PercentEncoding.encode("?#[]@!$'()*,;:%") == "%3F%23%5B%5D%40%21%24%27%28%29%2A%2C%3B%3A%25")
        #expect(PercentEncoding.encode("🎬") == "%F0%9F%8E%AC")
        #expect(PercentEncoding.encode("\n\u{7F}") == "%0A%7F")
    }

    @Test func emptyStringStaysEmpty() {
        #expect(PercentEncoding.encode("") == "")
    }

    @Test func pathSegmentKeepsSlashAndQueryInsideTheSegment() {
        #expect(PathSegment("a/b?c#d%").description == "a%2Fb%3Fc%23d%25")
        #expect("/movie/\(PathSegment(42))" == "/movie/42")
        // Dot segments would be removed by the URL stack, moving the request to another path.
        #expect(PathSegment(".").description == "%2E")
        #expect(PathSegment("..").description == "%2E%2E")
        #expect(PathSegment("...").description == "...")
        #expect(PathSegment("v", .value("."), style: .label(explode: false)).description == "%2E%2E")
        #expect(PathSegment("v", .value(""), style: .label(explode: false)).description == "%2E")
        #expect(PathSegment("v", .value(".."), style: .simple(explode: false)).description == "%2E%2E")
    }

    /// A request's URL is written as bytes: what is appended is what `encode` returns, wherever the first byte to
    /// encode is.
    @Test func appendedEncodingIsTheEncodedString() {
        for text in ["", "plain", "a b", " lead", "trail ", "caf\u{E9}", "🎬x", "a&b=c/d?e#f%g+h", "%20"] {
            var bytes = UTF8Writer(capacity: 0)
            bytes.appendLiteral("x=")
            PercentEncoding.appendEncoded(text, to: &bytes)
            #expect(bytes.text == "x=" + PercentEncoding.encode(text), "\(text)")
        }
    }
}
