/// The checks generated `validate()` methods run; each throws ``EndpointError/invalidRequest(_:)`` with a
/// ``ValidationFailure`` naming the parameter. A `nil` value (an absent optional) passes every check.
public enum Validate {
    /// Checks a string's length in Unicode code points, as JSON Schema counts characters (and servers in any language
    /// do): a flag (`🇩🇪`) or an accent written apart (`e\u{301}`) is two, where Swift sees one `Character`.
    public static func length(_ value: String?, of parameter: String, min: Int? = nil, max: Int? = nil) throws(EndpointError) {
        guard let value else { return }
        try count(value.unicodeScalars.count, of: parameter, min: min, max: max)
    }

    /// Checks a collection's element count.
    @inlinable  // See range(_:of:min:max:).
    public static func length<C: Collection>(_ value: C?, of parameter: String, min: Int? = nil, max: Int? = nil) throws(EndpointError) {
        guard let value else { return }
        try count(value.count, of: parameter, min: min, max: max)
    }

    /// Checks that a number lies within inclusive bounds (`min`, `max`) and exclusive ones (`above`, `below`).
    ///
    /// Inlinable, so that a generated `validate()` runs it specialized for the parameter's type: called from
    /// another module unspecialized, each check looked up the metadata of `Number?` at run time, 0.9k instructions
    /// per checked parameter of every request.
    @inlinable
    public static func range<Number: Comparable>(
        _ value: Number?, of parameter: String, min: Number? = nil, max: Number? = nil, above: Number? = nil, below: Number? = nil
    ) throws(EndpointError) {
        guard let value else { return }
        if let min, value < min { throw failure(parameter, .minimum("\(min)")) }
        if let max, value > max { throw failure(parameter, .maximum("\(max)")) }
        if let above, value <= above { throw failure(parameter, .exclusiveMinimum("\(above)")) }
        if let below, value >= below { throw failure(parameter, .exclusiveMaximum("\(below)")) }
    }

    /// Checks that a string contains a match of a regular expression (as JSON Schema's `pattern` does;
    /// anchor it with `^…$` to match the whole value). An invalid pattern fails the check.
    ///
    /// Matched as JSON Schema's ECMA-262 dialect with its `u` flag: `.` and each quantified item are one code point
    /// (Swift's default is a `Character`), and `\d` and `\w` are ASCII (`[0-9]`, `[A-Za-z0-9_]`), so `^\d{3}$` refuses
    /// Arabic-Indic digits as a Go, Java or JavaScript server does.
    public static func pattern(_ value: String?, of parameter: String, _ pattern: String) throws(EndpointError) {
        guard let value else { return }
        guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar).asciiOnlyDigits().asciiOnlyWordCharacters(),
              (try? regex.firstMatch(in: value)) != nil
        else {
            throw failure(parameter, .pattern(pattern))
        }
    }

    /// Checks that a path parameter's segment, as written, is not empty: `/versions/` for an empty one would reach the list
    /// of versions, and `/users//profile` another resource once a server merges the slashes. A list's segment must not
    /// hold an element holding the delimiter (``InvalidRequestReason/ambiguousList(name:)``): `["a,b", "c"]` is
    /// `a%2Cb,c`, three elements to a server that decodes before it splits.
    public static func segment(_ segment: PathSegment, of parameter: String) throws(EndpointError) {
        if segment.description.isEmpty { throw failure(parameter, .minLength(1)) }
        if segment.isAmbiguousList { throw .invalidRequest(.ambiguousList(name: parameter)) }
    }

    /// Runs the `validate()` of `model`, held at `path`, and names a failure inside it from there: `Pet.name` found
    /// in the third element of `pets` is `pets[2].name`, where it named the model's type alone and left the app to
    /// guess which element failed. A `nil` model passes; `path` is made only when the check fails.
    public static func nested(_ model: (some Validatable)?, in path: @autoclosure () -> String) throws(EndpointError) {
        do throws(EndpointError) {
            try model?.validate()
        } catch .invalidRequest(.validationFailed(var failure)) {
            failure.parameter = failure.within(path())
            throw .invalidRequest(.validationFailed(failure))
        }
    }

    @usableFromInline
    static func count(_ count: Int, of parameter: String, min: Int?, max: Int?) throws(EndpointError) {
        if let min, count < min { throw failure(parameter, .minLength(min)) }
        if let max, count > max { throw failure(parameter, .maxLength(max)) }
    }

    @usableFromInline
    static func failure(_ parameter: String, _ rule: ValidationFailure.Rule) -> EndpointError {
        .invalidRequest(.validationFailed(ValidationFailure(parameter: parameter, rule: rule)))
    }
}
