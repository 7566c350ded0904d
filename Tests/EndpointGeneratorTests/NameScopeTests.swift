@testable import EndpointGenJSON
@testable import EndpointGenModel
import EndpointGenSpec
import Testing

/// A scope made inside another claims exactly as a copy of it would, without the other changing.
@Suite struct NameScopeTests {
    static func source(_ name: String, line: Int) -> Located<String> {
        Located(name, location: SourceLocation(line: line, column: 1), path: .root)
    }

    /// An outer scope holding a model, a renamed endpoint and a reserved name.
    static func outer() -> NameScope {
        var outer = NameScope(generated: ["Client": "the client"])
        outer.reserve("Pet", by: source("Pet", line: 1))
        _ = outer.claim("List", for: source("list", line: 2))
        _ = outer.claim("List", for: source("list", line: 3))
        return outer
    }

    @Test func claimsInsideAScopeAsInACopyOfIt() {
        let claims = [("Pet", 10), ("List", 11), ("Client", 12), ("Fresh", 13), ("Fresh", 14), ("List", 15)]
        var copy = Self.outer()
        var inside = NameScope(inside: Self.outer())
        for (wanted, line) in claims {
            let copied = copy.claim(wanted, for: Self.source(wanted, line: line))
            let claimed = inside.claim(wanted, for: Self.source(wanted, line: line))
            #expect(claimed.name == copied.name)
            #expect(claimed.collidedWith == copied.collidedWith)
            #expect(claimed.reservedFor == copied.reservedFor)
        }
        #expect(inside.claim("List", for: Self.source("List", line: 16)).name == "List5")
    }

    @Test func aScopeInsideAnotherLeavesItAsItWas() {
        let outer = Self.outer()
        var inside = NameScope(inside: outer)
        _ = inside.claim("Fresh", for: Self.source("Fresh", line: 20))
        var again = outer
        #expect(again.claim("Fresh", for: Self.source("Fresh", line: 21)).name == "Fresh")
    }

    @Test func aScopeInsideAScopeInsideAnotherSeesBoth() {
        var middle = NameScope(inside: Self.outer())
        _ = middle.claim("Middle", for: Self.source("Middle", line: 30))
        var inner = NameScope(inside: middle)
        #expect(inner.claim("Pet", for: Self.source("Pet", line: 31)).name == "Pet2")
        #expect(inner.claim("Middle", for: Self.source("Middle", line: 32)).name == "Middle2")
        #expect(inner.claim("List", for: Self.source("List", line: 33)).name == "List3")
    }
}
