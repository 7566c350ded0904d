/// The statuses a declared response body applies to: one code, a class of codes such as `4XX`, or every status
/// nothing more specific declares (`default`), as OpenAPI's responses object keys them.
///
/// An integer literal is a single code, so `[422: Problem.self, .range(4): ClientError.self, .default: Failure.self]`
/// reads like the spec it came from.
public enum ResponseStatus: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// One status code, e.g. `404`.
    case code(Int)
    /// Every status whose first digit is `digit`: `.range(4)` is `4XX`.
    case range(Int)
    /// Every status that no ``code(_:)`` or ``range(_:)`` entry declares.
    case `default`

    /// The single status `value`.
    public init(integerLiteral value: Int) {
        self = .code(value)
    }
}

extension Dictionary where Key == ResponseStatus {
    /// The entry for `status`: its code's, else its class's, else the default.
    func matching(_ status: Int) -> Value? {
        self[.code(status)] ?? self[.range(status / 100)] ?? self[.default]
    }
}
