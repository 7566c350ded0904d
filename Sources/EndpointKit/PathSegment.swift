/// A path parameter value percent-encoded as one path segment.
///
/// Everything outside RFC 3986's unreserved set is encoded, so `/`, `?`, `#` and `%` in a value stay
/// inside the segment. Use it in string interpolation: `"/movie/\(PathSegment(id))/videos"`.
public struct PathSegment: Sendable, CustomStringConvertible {
    /// The encoded segment.
    public let description: String

    /// Encodes a value as one path segment.
    public init(_ value: some ParameterValue) {
        description = PercentEncoding.encode(value.parameterValue)
    }
}
