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

    @Test func lengthsCountCharactersAndElements() {
        #expect(Self.failure { try Validate.length("", of: "email", min: 1) } == ValidationFailure(parameter: "email", rule: .minLength(1)))
        #expect(Self.failure { try Validate.length("日本語", of: "name", max: 3) } == nil)
        #expect(Self.failure { try Validate.length("日本語!", of: "name", max: 3) }?.rule == .maxLength(3))
        #expect(Self.failure { try Validate.length([1, 2], of: "ids", min: 3) }?.rule == .minLength(3))
        #expect(Self.failure { try Validate.length(nil as String?, of: "optional", min: 5) } == nil)
    }

    @Test func rangesAreInclusive() {
        #expect(Self.failure { try Validate.range(1, of: "page", min: 1, max: 500) } == nil)
        #expect(Self.failure { try Validate.range(501, of: "page", min: 1, max: 500) }?.rule == .maximum("500"))
        #expect(Self.failure { try Validate.range(-0.5, of: "ratio", min: 0.0) }?.rule == .minimum("0.0"))
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
