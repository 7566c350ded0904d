import EndpointKit
import Testing

@Suite struct WebLinkTests {
    @Test func readsGitHubsLinkField() {
        let field = #"<https://api.github.com/user/repos?page=3&per_page=100>; rel="next", <https://api.github.com/user/repos?page=50&per_page=100>; rel="last""#
        #expect(WebLink.parse(field) == [
            WebLink(target: "https://api.github.com/user/repos?page=3&per_page=100", relations: ["next"]),
            WebLink(target: "https://api.github.com/user/repos?page=50&per_page=100", relations: ["last"]),
        ])
        #expect(WebLink.target(of: "next", in: field) == "https://api.github.com/user/repos?page=3&per_page=100")
        #expect(WebLink.target(of: "prev", in: field) == nil)
    }

    @Test func quotedValuesKeepCommasSemicolonsAndEscapedQuotes() {
        let field = #"</a>; title="one, two; \"three\""; rel=next, </b>; rel="prev""#
        let links = WebLink.parse(field)
        #expect(links.map(\.target) == ["/a", "/b"])
        #expect(links.first?.parameters["title"] == #"one, two; "three""#)
        #expect(links.first?.relations == ["next"])
    }

    @Test func relationListsAreSplitAndLowercasedAndOnlyTheFirstRelCounts() {
        let links = WebLink.parse(#"<https://example.com/p/2>; REL="Next  last"; rel="prev"; Type="text/html""#)
        #expect(links == [WebLink(target: "https://example.com/p/2", relations: ["next", "last"], parameters: ["type": "text/html"])])
        #expect(WebLink.target(of: "LAST", in: #"</x>; rel="next last""#) == "/x")
    }

    @Test func malformedInputEndsTheParseWithoutFailing() {
        #expect(WebLink.parse("") == [])
        #expect(WebLink.parse("no brackets; rel=next") == [])
        #expect(WebLink.parse("<https://example.com/unterminated; rel=next") == [])
        // An unterminated quote drops the link it is in; the links before it stay.
        #expect(WebLink.parse(#"</1>; rel=next, </2>; rel="prev"#).map(\.target) == ["/1"])
        #expect(WebLink.parse(#"</1>;; rel=next"#) == [WebLink(target: "/1", relations: ["next"])])
    }
}
