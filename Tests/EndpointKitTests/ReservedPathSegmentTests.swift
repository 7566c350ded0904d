import EndpointKit
import Testing

/// `PathSegment(allowingReserved:)`, OpenAPI 3.2's `allowReserved` of a path parameter: RFC 6570's reserved expansion,
/// less what would take the value out of the path.
@Suite struct ReservedPathSegmentTests {
    @Test(arguments: [
        ("projects/p1/locations/eu:primary", "projects/p1/locations/eu:primary"),
        ("a@b!$&'()*+,;=c", "a@b!$&'()*+,;=c"),
        // Percent-encoded bytes pass; a `%` that starts none is encoded.
        ("x%2Fy/100%", "x%2Fy/100%25"),
        // `?` and `#` would end the path; `[` and `]` are not path characters; space and non-ASCII are no URL characters.
        ("a?b#c[d]", "a%3Fb%23c%5Bd%5D"),
        ("é ü", "%C3%A9%20%C3%BC"),
    ])
    func reservedCharactersAPathMayHoldAreWrittenAsTheyAre(value: String, written: String) {
        #expect(PathSegment(allowingReserved: value).description == written)
    }

    /// A dot segment would be removed by URL stacks, sending the request, with its credentials, to another path.
    @Test(arguments: [
        ("../admin", "%2E%2E/admin"), ("files/../../admin", "files/%2E%2E/%2E%2E/admin"), (".", "%2E"),
        ("a/./b", "a/%2E/b"), ("a/..", "a/%2E%2E"), ("a/.../b", "a/.../b"), ("a/.b/", "a/.b/"),
    ])
    func aDotSegmentOfTheValueIsEncoded(value: String, written: String) {
        #expect(PathSegment(allowingReserved: value).description == written)
    }

    @Test func aValueWithoutReservedCharactersIsWrittenAsPathSegmentWritesIt() {
        for value in ["movie-42", "a_b.c~d", "12"] {
            #expect(PathSegment(allowingReserved: value).description == PathSegment(value).description)
        }
    }
}
