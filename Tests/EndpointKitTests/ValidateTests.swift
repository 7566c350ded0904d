import EndpointKit
import Testing

@Suite struct ValidateTests {
    static func failure(_ body: () throws -> Void) -> ValidationFailure? {
        do {
            try body()
            return nil
        } catch {
            guard case .invalidRequest(.validationFailed(let failure))? = error as? EndpointError else { return nil }
            return failure
        }
    }

    /// A segment written empty would reach another route (`/versions/` for the list) or another resource once slashes
    /// are merged.
    @Test func anEmptyPathSegmentIsRefused() {
        #expect(Self.failure { try Validate.segment(PathSegment("version", .value(""), style: .simple(explode: false)), of: "version") }
                == ValidationFailure(parameter: "version", rule: .minLength(1)))
        #expect(Self.failure { try Validate.segment(PathSegment("version", .value("latest"), style: .simple(explode: false)), of: "version") } == nil)
        #expect(Self.failure { try Validate.segment(PathSegment("version", .value(""), style: .label(explode: false)), of: "version") } == nil)
    }

    @Test func aPathListElementHoldingItsDelimiterIsRefused() {
        func error(_ value: FormValue, _ style: PathStyle) -> EndpointError? {
            do { try Validate.segment(PathSegment("ids", value, style: style), of: "ids") } catch { return error }
            return nil
        }
        // connexion and openapi-core read `a%2Cb,c` as three elements; `.a.b` is two in exploded label.
        for (value, style) in [(FormValue.values(["a,b", "c"]), PathStyle.simple(explode: false)), (.values(["a.b"]), .label(explode: true)),
                               (.values(["a,b"]), .label(explode: false)), (.values(["a,b"]), .matrix(explode: false)),
                               (.object([FormValue.Field("R", .value("1,2"))]), .simple(explode: true))] {
            guard case .invalidRequest(.ambiguousList(name: "ids"))? = error(value, style) else {
                Issue.record("\(value) in \(style): \(String(describing: error(value, style)))")
                continue
            }
        }
        // Said of an object's fields too, not of a list alone.
        #expect(error(.object([FormValue.Field("R", .value("1,2"))]), .simple(explode: true))?.errorDescription?
            .contains(#"a value in "ids" holds the delimiter that joins its elements or fields"#) == true)
        // One value may hold the delimiter; exploded matrix writes a pair per element.
        #expect(error(.value("a,b"), .simple(explode: false)) == nil)
        #expect(error(.values(["a,b"]), .matrix(explode: true)) == nil)
        #expect(error(.values(["a.b", "c"]), .label(explode: false)) == nil)
    }

    private struct Pet: Validatable {
        var name: String
        func validate() throws(EndpointError) { try Validate.length(name, of: "Pet.name", min: 1) }
    }

    private struct Owner: Validatable {
        var pets: [Pet]
        var credential: String
        func validate() throws(EndpointError) {
            guard credential.isEmpty else { throw .invalidRequest(.invalidCredential("held")) }
            for (index, pet) in pets.enumerated() { try Validate.nested(pet, in: "Owner.pets[\(index)]") }
        }
    }

    /// A failure inside a model names where the model is held, from the outermost one the check started at: it named
    /// the innermost model's type alone, which did not say which element failed.
    @Test func aNestedFailureIsNamedFromWhereTheModelIsHeld() {
        let owner = Owner(pets: [Pet(name: "Rex"), Pet(name: "")], credential: "")
        #expect(Self.failure { try Validate.nested(owner, in: "owners[3]") } == ValidationFailure(parameter: "owners[3].pets[1].name", rule: .minLength(1)))
        #expect(Self.failure { try Validate.nested(Pet(name: ""), in: #"pets["a.b"]"#) } == ValidationFailure(parameter: #"pets["a.b"].name"#, rule: .minLength(1)))
        #expect(Self.failure { try Validate.nested(Owner(pets: [Pet(name: "Rex")], credential: ""), in: "owner") } == nil)
        #expect(Self.failure { try Validate.nested(Pet?.none, in: "pet") } == nil)
        // Other errors pass as they are.
        do {
            try Validate.nested(Owner(pets: [], credential: "x"), in: "owner")
            Issue.record("expected an error")
        } catch {
            guard case .invalidRequest(.invalidCredential("held")) = error else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test func lengthsCountCharactersAndElements() {
        #expect(Self.failure { try Validate.length("", of: "email", min: 1) } == ValidationFailure(parameter: "email", rule: .minLength(1)))
        #expect(Self.failure { try Validate.length("日本語", of: "name", max: 3) } == nil)
        #expect(Self.failure { try Validate.length("日本語!", of: "name", max: 3) }?.rule == .maxLength(3))
        #expect(Self.failure { try Validate.length([1, 2], of: "ids", min: 3) }?.rule == .minLength(3))
        #expect(Self.failure { try Validate.length(nil as String?, of: "optional", min: 5) } == nil)
    }

    @Test func lengthsCountCodePointsAsJSONSchemaDoes() {
        // Two code points each, one Swift Character: refused by `minLength: 2` before, though servers accept them.
        #expect(Self.failure { try Validate.length("🇩🇪", of: "code", min: 2, max: 2) } == nil)
        #expect(Self.failure { try Validate.length("e\u{301}", of: "code", min: 2, max: 2) } == nil)
        // Four code points, two Characters: passed `maxLength: 3` and the server answered 422.
        #expect(Self.failure { try Validate.length("🇩🇪🇫🇷", of: "text", max: 3) }?.rule == .maxLength(3))
    }

    @Test func patternsMatchCodePointsAndASCIIDigitsAsECMAScriptDoes() {
        #expect(Self.failure { try Validate.pattern("🇩🇪", of: "tag", "^.{2}$") } == nil)
        #expect(Self.failure { try Validate.pattern("e\u{301}", of: "tag", "^.{2}$") } == nil)
        #expect(Self.failure { try Validate.pattern("🇩🇪🇫🇷", of: "tag", "^.{2}$") }?.rule == .pattern("^.{2}$"))
        #expect(Self.failure { try Validate.pattern("123", of: "code", #"^\d{3}$"#) } == nil)
        #expect(Self.failure { try Validate.pattern("١٢٣", of: "code", #"^\d{3}$"#) }?.rule == .pattern(#"^\d{3}$"#))
        #expect(Self.failure { try Validate.pattern("１２３", of: "code", #"^\d{3}$"#) }?.rule == .pattern(#"^\d{3}$"#))
        #expect(Self.failure { try Validate.pattern("é", of: "word", #"^\w$"#) }?.rule == .pattern(#"^\w$"#))
        #expect(Self.failure { try Validate.pattern("23:59", of: "time", #"^([01]\d|2[0-3]):[0-5]\d$"#) } == nil)
    }

    @Test func rangesAreInclusive() {
        #expect(Self.failure { try Validate.range(1, of: "page", min: 1, max: 500) } == nil)
        #expect(Self.failure { try Validate.range(501, of: "page", min: 1, max: 500) }?.rule == .maximum("500"))
        #expect(Self.failure { try Validate.range(-0.5, of: "ratio", min: 0.0) }?.rule == .minimum("0.0"))
    }

    /// Pydantic's `gt` and `lt` (`exclusiveMinimum`, `exclusiveMaximum`): the bound itself is refused.
    @Test func exclusiveBoundsRefuseTheBoundItself() {
        #expect(Self.failure { try Validate.range(0, of: "count", above: 0) }?.rule == .exclusiveMinimum("0"))
        #expect(Self.failure { try Validate.range(1, of: "count", above: 0) } == nil)
        #expect(Self.failure { try Validate.range(1.0, of: "ratio", above: 0.0, below: 1.0) }?.rule == .exclusiveMaximum("1.0"))
        #expect(Self.failure { try Validate.range(0.999, of: "ratio", above: 0.0, below: 1.0) } == nil)
        #expect(Self.failure { try Validate.range(nil as Int?, of: "count", above: 0) } == nil)
        #expect(ValidationFailure(parameter: "count", rule: .exclusiveMinimum("0")).description == "count must be greater than 0")
        #expect(ValidationFailure(parameter: "ratio", rule: .exclusiveMaximum("1.0")).description == "ratio must be less than 1.0")
    }

    @Test func patternsSearchLikeJSONSchema() {
        #expect(Self.failure { try Validate.pattern("a@b.c", of: "email", "@") } == nil)
        #expect(Self.failure { try Validate.pattern("abc", of: "email", "^[^@]+@[^@]+$") }?.rule == .pattern("^[^@]+@[^@]+$"))
        #expect(Self.failure { try Validate.pattern("x", of: "bad", "(") }?.rule == .pattern("("), "an invalid pattern fails closed")
    }

    @Test func theErrorSaysWhatToFix() {
        let error = EndpointError.invalidRequest(.validationFailed(ValidationFailure(parameter: "password", rule: .minLength(8))))
        #expect(error.errorDescription?.contains("password must not be shorter than 8 characters") == true, "\(error.errorDescription ?? "")")
    }
}
