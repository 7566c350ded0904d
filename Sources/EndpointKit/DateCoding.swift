import Foundation

/// How `Date` values are written to and read from JSON bodies.
public enum DateCoding: Sendable, Hashable {
    /// ISO 8601 strings in UTC. Written with whole seconds (`2026-11-22T05:30:00Z`), or with the fraction to the
    /// microsecond when a date has one (`2026-11-22T05:30:00.123Z`), so that a time read from a response goes back as
    /// it came; read with or without fractional seconds, with RFC 3339's other spellings (a space or `t` between
    /// date and time, a lowercase `z`), and without an offset, as Python's naive `datetime` (FastAPI, Pydantic)
    /// is sent (`2026-11-22T05:30:00.123456`), read as UTC.
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
        case .iso8601: encoder.dateEncodingStrategy = .custom(Self.encodeISO8601)
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        }
        return encoder
    }

    /// A new encoder for requests: it writes dates this way, sorts keys, and marks itself as writing requests, so that
    /// generated models leave out their read-only properties (see `CodingUserInfoKey.endpointKitRequest`).
    public func makeRequestEncoder() -> JSONEncoder {
        let encoder = makeEncoder()
        encoder.userInfo[.endpointKitRequest] = true
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

    private static let wholeSeconds = Date.ISO8601FormatStyle()

    // JSONEncoder's built-in `.iso8601` drops the fraction: a timestamp echoed back (an optimistic-concurrency field, a
    // `since` cursor) changed by up to a second.
    @Sendable private static func encodeISO8601(_ date: Date, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601Text(date))
    }

    /// `date` in ISO 8601, UTC: whole seconds when it has no fraction, else the fraction to the microsecond without
    /// trailing zeros (`2024-05-06T07:08:09.123Z`).
    static func iso8601Text(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let microseconds = Int(((seconds - whole) * 1_000_000).rounded())
        guard microseconds > 0, microseconds < 1_000_000 else {
            return wholeSeconds.format(Date(timeIntervalSince1970: whole + (microseconds > 0 ? 1 : 0)))
        }
        var fraction = String(microseconds)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return wholeSeconds.format(Date(timeIntervalSince1970: whole)).dropLast() + "." + fraction + "Z"
    }

    // JSONDecoder's built-in `.iso8601` rejects fractional seconds, which many servers send.
    @Sendable private static func decodeISO8601(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = iso8601Date(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an ISO 8601 date such as 2026-11-22T05:30:00Z but found \"\(text)\"."
            )
        }
        return date
    }

    /// The date `text` writes in ISO 8601, or nil. The fraction of a second is added to the whole seconds here: the
    /// format style's own reading of `.123` lands a step away from `Date(timeIntervalSince1970: ….123)`, so a date
    /// sent and echoed back compared unequal for about half of all milliseconds.
    static func iso8601Date(_ text: String) -> Date? {
        let (whole, fraction) = splittingFraction(text)
        let date = (try? wholeSeconds.parse(whole)) ?? normalizedISO8601(whole).flatMap { try? wholeSeconds.parse($0) }
        return date.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970 + fraction) }
    }

    /// `text` without the fraction of a second after its time (`.123` in `…:09.123Z`), and that fraction; `text` and 0
    /// when it has none.
    private static func splittingFraction(_ text: String) -> (whole: String, fraction: Double) {
        guard let dot = text.firstIndex(of: "."), text[..<dot].contains(":") else { return (text, 0) }
        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double("0." + digits) else { return (text, 0) }
        return (String(text[..<dot] + text[digits.endIndex...]), fraction)
    }

    /// `text` in the spelling the format styles read, or nil when there is nothing to change: `T` and `Z` in
    /// capitals, and `Z` added to a date-time without an offset. Only a date and a time (`yyyy-mm-ddThh:mm…`) are
    /// changed, so that no other text becomes a date.
    static func normalizedISO8601(_ text: String) -> String? {
        var characters = Array(text)
        guard characters.count >= 16, characters[4] == "-", characters[7] == "-", characters[13] == ":",
              [" ", "t", "T"].contains(characters[10]) else { return nil }
        characters[10] = "T"
        if characters.last == "z" { characters[characters.count - 1] = "Z" }
        // An offset is `Z` or a sign after the time; the date's own `-`s come before it.
        let time = characters[11...]
        if characters.last != "Z", !time.contains("+"), !time.contains("-") { characters.append("Z") }
        let normalized = String(characters)
        return normalized == text ? nil : normalized
    }
}
