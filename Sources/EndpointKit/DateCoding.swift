import Foundation

/// How `Date` values are written to and read from JSON bodies.
public enum DateCoding: Sendable, Hashable {
    /// ISO 8601 strings in UTC. Written with whole seconds (`2026-11-22T05:30:00Z`); read with or without
    /// fractional seconds (`2026-11-22T05:30:00.123Z`).
    case iso8601
    /// Numbers of seconds since 1970-01-01T00:00:00Z.
    case secondsSince1970
    /// Numbers of milliseconds since 1970-01-01T00:00:00Z.
    case millisecondsSince1970

    /// A new encoder that writes dates this way, with sorted keys so bodies are deterministic.
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        switch self {
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        }
        return encoder
    }

    /// A new decoder that reads dates this way.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        switch self {
        case .iso8601: decoder.dateDecodingStrategy = .custom(Self.decodeISO8601)
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        }
        return decoder
    }

    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    // JSONDecoder's built-in `.iso8601` rejects fractional seconds, which many servers send.
    @Sendable private static func decodeISO8601(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = (try? withFraction.parse(text)) ?? (try? wholeSeconds.parse(text)) {
            return date
        }
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "Expected an ISO 8601 date such as 2026-11-22T05:30:00Z but found \"\(text)\"."
        )
    }
}
