/// A path parameter value percent-encoded as one path segment.
///
/// Everything outside RFC 3986's unreserved set is encoded, so `/`, `?`, `#` and `%` in a value stay
/// inside the segment, and a segment of `.` or `..` is written `%2E` or `%2E%2E`: as it is, it would be a dot segment,
/// which URL stacks remove (RFC 3986 §5.2.4), sending the request to another path. Use it in string interpolation:
/// `"/movie/\(PathSegment(id))/videos"`.
public struct PathSegment: Sendable, CustomStringConvertible {
    /// The encoded segment.
    public let description: String
    /// Whether an element of the list the segment writes holds the delimiter between elements, so that the server
    /// would read more elements than were given; ``Validate/segment(_:of:)`` refuses it.
    let isAmbiguousList: Bool

    /// Encodes a value as one path segment.
    public init(_ value: some ParameterValue) {
        description = Self.outsideDotSegments(PercentEncoding.encode(value.parameterValue))
        isAmbiguousList = false
    }

    /// Encodes a value as the part of a path that a parameter with OpenAPI 3.2's `allowReserved: true` fills, which may
    /// be several segments: `/`, `:`, `@`, the sub-delimiters and percent-encoded bytes are written as they are (see
    /// ``PercentEncoding``), everything else is encoded as ``init(_:)`` encodes it.
    ///
    /// A segment of the value that is `.` or `..` is written `%2E` or `%2E%2E`: `files/../../admin` would otherwise
    /// send the request, with the app's credentials, to another path once URL stacks remove dot segments.
    public init(allowingReserved value: some ParameterValue) {
        let encoded = PercentEncoding.encodePathAllowingReserved(value.parameterValue)
        description = encoded.split(separator: "/", omittingEmptySubsequences: false)
            .map { Self.outsideDotSegments(String($0)) }
            .joined(separator: "/")
        isAmbiguousList = false
    }

    /// `text`, or its dots percent-encoded when it is a dot segment. `repo: ".."` made `DELETE /repos/o/..` go out as
    /// `DELETE /repos/`, with the app's credentials.
    static func outsideDotSegments(_ text: String) -> String {
        switch text {
        case ".": "%2E"
        case "..": "%2E%2E"
        default: text
        }
    }
}
