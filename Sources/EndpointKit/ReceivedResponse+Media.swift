import Foundation

extension ReceivedResponse {
    /// The raw body, once its `Content-Type` is within `mediaRange` (`image/png`, `image/*`, `*/*`) or one of the
    /// ranges it lists as an `Accept` field does (`image/png, image/jpeg`: a tile in the format the path names); a
    /// response without a `Content-Type` is taken as what was asked for.
    ///
    /// A `Content-Type` outside the range throws ``EndpointError/decoding(_:)``: the server sent something other
    /// than what the endpoint declares, such as an HTML error page with a 200. `application/octet-stream` is any
    /// binary data (RFC 2046), so it takes every `Content-Type`: a document declares a file with it, and the server
    /// labels the file it sends (`application/x-tar`, `application/zip`, S3's `binary/octet-stream`), as
    /// ``APIClient/download(_:to:progress:)`` takes it too. The other way round, a response labelled
    /// `application/octet-stream` (a server that does not know the file's type), or sent as an attachment
    /// (`Content-Disposition: attachment`: a file to save, whatever its label; Label Studio's JSON export is labelled
    /// `application/.json`), is the bytes asked for. A 204 or 205 has no content, whatever its `Content-Type` says: its
    /// body is handed over unchecked.
    public func data(matching mediaRange: String) throws(EndpointError) -> Data {
        let anyBytes = mediaRange.split(separator: ",").contains { Self.isOctetStream(String($0)) }
            || contentType.map(Self.isOctetStream) == true || isAttachment
        if !anyBytes {
            try checkContentType(within: mediaRange, reading: "Data")
        }
        return body
    }

    /// Whether `mediaType` is `application/octet-stream`, any binary data.
    private static func isOctetStream(_ mediaType: String) -> Bool {
        MediaType.essence(of: mediaType) ?? ("", "") == ("application", "octet-stream")
    }

    /// Whether the response's `Content-Disposition` is `attachment` (RFC 6266): a file to save.
    private var isAttachment: Bool {
        let type = field("Content-Disposition")?.split(separator: ";", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces)
        return type?.caseInsensitiveCompare("attachment") == .orderedSame
    }

    /// The body as text, read in the `charset` its `Content-Type` names (UTF-8 when it names none), once that
    /// `Content-Type` is within `mediaRange` (`text/csv`, `text/*`) or absent, or the status is 204 or 205, which
    /// have no content whatever their `Content-Type` says.
    ///
    /// Throws ``EndpointError/decoding(_:)`` for a `Content-Type` outside the range, a charset this library does
    /// not read (it reads UTF-8, UTF-16, US-ASCII, ISO-8859-1 and Windows-1252), or bytes that are not valid in
    /// the charset: nothing is replaced or dropped silently.
    public func text(matching mediaRange: String) throws(EndpointError) -> String {
        try checkContentType(within: mediaRange, reading: "String")
        let charset = contentType.flatMap { MediaType.parameter("charset", of: $0) } ?? "utf-8"
        guard let encoding = MediaType.encoding(ofCharset: charset) else {
            throw textFailure("The response's charset '\(charset)' is not one this client reads; read the body as data instead.")
        }
        guard let text = String(data: body, encoding: encoding) else {
            throw textFailure("The body is not valid \(charset) text.")
        }
        return text
    }

    /// The body decoded from JSON as `Value`, once its `Content-Type` is within `mediaRange` (`*/*`, `application/*`)
    /// or absent, for a body the API declares under a media range rather than a JSON media type.
    ///
    /// The declared range allows the server to label its JSON with any type in it: a Spring Boot API documents its
    /// responses as `*/*` and may answer `application/octet-stream`. A `Content-Type` outside the range, or a body
    /// that does not decode, throws ``EndpointError/decoding(_:)``.
    public func decode<Value: Decodable>(_ type: Value.Type, matching mediaRange: String) throws(EndpointError) -> Value {
        try checkContentType(within: mediaRange, reading: String(describing: Value.self))
        return try decodedBody(Value.self)
    }

    /// The response's `Content-Type`, matched case-insensitively; `nil` when it has none.
    var contentType: String? {
        headers.first { $0.key.caseInsensitiveCompare("Content-Type") == .orderedSame }?.value
    }

    /// Throws unless the `Content-Type` is within `mediaRange`, is absent, or labels no content: a 204 or 205 has none
    /// by definition (RFC 9110 §15.3.5–6), and changedetection.io's `DELETE` answered 204 labelled JSON where the
    /// document declares text, so a deletion that succeeded threw. ``decode(_:matching:)`` then reads the
    /// body as it reads any other. A format registered under both `text/` and `application/` (`markdown`, `xml`,
    /// `csv`, `javascript`) is one format: JupyterLab declares `application/markdown` and sends `text/markdown`.
    private func checkContentType(within mediaRange: String, reading typeName: String) throws(EndpointError) {
        guard statusCode != 204, statusCode != 205, let contentType else { return }
        let ranges = mediaRange.split(separator: ",").map(String.init)
        if ranges.contains(where: { MediaType.matches(contentType, range: $0) || Self.sameFormat(contentType, $0) }) { return }
        throw .decoding(DecodingFailure(
            typeName: typeName,
            codingPath: "",
            debugDescription: "Expected \(mediaRange.trimmingCharacters(in: .whitespaces)), but the response's Content-Type is \(contentType).",
            bodyExcerpt: DecodingFailure.excerpt(of: body)
        ))
    }

    /// Whether `contentType` and the media type `declared` name one subtype, one under `text/` and the other under
    /// `application/`.
    private static func sameFormat(_ contentType: String, _ declared: String) -> Bool {
        guard let received = MediaType.essence(of: contentType), let wanted = MediaType.essence(of: declared), received.subtype == wanted.subtype,
              wanted.subtype != "*" else { return false }
        return Set([received.type, wanted.type]) == ["text", "application"]
    }

    private func textFailure(_ detail: String) -> EndpointError {
        .decoding(DecodingFailure(typeName: "String", codingPath: "", debugDescription: detail, bodyExcerpt: DecodingFailure.excerpt(of: body)))
    }
}
