import Foundation

/// A 2xx response body that could not be decoded; carried by ``EndpointError/decoding(_:)``.
public struct DecodingFailure: Sendable, Hashable, CustomStringConvertible {
    /// The number of characters of the body kept in ``bodyExcerpt``.
    public static let excerptLength = 200

    /// The name of the type being decoded, e.g. `MovieList`.
    public var typeName: String
    /// Where decoding failed, e.g. `results[0].poster_path`; empty for the top level or for a body that
    /// is not JSON at all.
    public var codingPath: String
    /// The decoder's explanation, e.g. `Expected String but found null instead.`
    public var debugDescription: String
    /// The start of the body (at most ``excerptLength`` characters), decoded as lossy UTF-8.
    public var bodyExcerpt: String

    /// Creates a failure from its parts.
    public init(typeName: String, codingPath: String, debugDescription: String, bodyExcerpt: String) {
        self.typeName = typeName
        self.codingPath = codingPath
        self.debugDescription = debugDescription
        self.bodyExcerpt = bodyExcerpt
    }

    /// Creates a failure for decoding `type` from `body`, taking the path and explanation from `error`
    /// when it is a `DecodingError` and the error's description otherwise.
    public init(type: Any.Type, error: any Error, body: Data) {
        let (path, detail) = Self.pathAndDetail(of: error)
        self.init(
            typeName: String(describing: type),
            codingPath: path,
            debugDescription: detail,
            bodyExcerpt: Self.excerpt(of: body)
        )
    }

    /// `typeName`, path, explanation and excerpt on one line, for logs.
    public var description: String {
        let location = codingPath.isEmpty ? "top level" : codingPath
        return "cannot decode \(typeName) at \(location): \(debugDescription) — body: \(bodyExcerpt)"
    }

    /// Renders a coding path as `results[0].poster_path`.
    static func render(_ path: [any CodingKey]) -> String {
        var rendered = ""
        for key in path {
            if let index = key.intValue {
                rendered += "[\(index)]"
            } else {
                rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return rendered
    }

    private static func pathAndDetail(of error: any Error) -> (String, String) {
        guard let error = error as? DecodingError else { return ("", String(describing: error)) }
        switch error {
        case .keyNotFound(let key, let context):
            // The context's path ends at the container; append the key so the path names the missing field.
            return (render(context.codingPath + [key]), context.debugDescription)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (render(context.codingPath), underlyingDetail(context))
        @unknown default:
            return ("", String(describing: error))
        }
    }

    private static func underlyingDetail(_ context: DecodingError.Context) -> String {
        guard let underlying = context.underlyingError else { return context.debugDescription }
        return "\(context.debugDescription) (\(underlying.localizedDescription))"
    }

    /// The first ``excerptLength`` characters of `body` as lossy UTF-8.
    static func excerpt(of body: Data) -> String {
        // Decoding only a bounded prefix keeps a multi-megabyte body from being copied into a String.
        String(String(decoding: body.prefix(excerptLength * 4), as: UTF8.self).prefix(excerptLength))
    }
}
