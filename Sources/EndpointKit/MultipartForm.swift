import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and file parts, in order.
///
/// ```swift
/// var form = MultipartForm()
/// form.addField("title", "Holiday")
/// form.addFile("photo", fileURL: photoURL, contentType: "image/jpeg")
/// let body = RequestBody.multipart(form)
/// ```
///
/// Framing: every part is `--<boundary>CRLF`, its header lines each ended by CRLF, an empty line
/// (CRLF), the content, then CRLF; the body ends with `--<boundary>--CRLF`. Text fields carry only
/// `Content-Disposition: form-data; name="…"`; file parts add `; filename="…"` and a `Content-Type`
/// line. In names and filenames `"`, CR and LF are written `%22`, `%0D` and `%0A`, as browsers do.
public struct MultipartForm: Sendable {
    /// Where a part's bytes come from.
    public enum Content: Sendable, Hashable {
        /// Bytes in memory.
        case data(Data)
        /// A file on disk, read when the body is assembled.
        case file(URL)
    }

    /// One part of the form.
    public struct Part: Sendable {
        /// The field name.
        public var name: String
        /// The filename, for a file part; `nil` for a text field.
        public var filename: String?
        /// The part's content type; `nil` for a text field.
        public var contentType: String?
        /// The part's bytes.
        public var content: Content
        /// A value encoded as JSON when the body is built (``MultipartForm/addValue(_:_:)``), in place of `content`.
        var value: (any Encodable & Sendable)?

        /// Creates a part.
        public init(name: String, filename: String? = nil, contentType: String? = nil, content: Content) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.content = content
        }
    }

    /// The boundary between parts; random by default, injectable for tests. It must not occur in any
    /// part's content (a random 32-hex-digit boundary practically never does).
    public var boundary: String
    /// The parts, in order.
    public var parts: [Part]

    /// Creates an empty form with `boundary`, by default ``randomBoundary()``.
    public init(boundary: String = MultipartForm.randomBoundary(), parts: [Part] = []) {
        self.boundary = boundary
        self.parts = parts
    }

    /// A fresh boundary: `EndpointKit-` followed by 32 random hex digits.
    public static func randomBoundary() -> String {
        "EndpointKit-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// The `Content-Type` header value: `multipart/form-data; boundary=<boundary>`.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Appends a text field, sent as UTF-8.
    public mutating func addField(_ name: String, _ value: String) {
        parts.append(Part(name: name, content: .data(Data(value.utf8))))
    }

    /// Appends a part holding `value` as OpenAPI sends a multipart field by default: a string as its text, a number
    /// or boolean as it is written in JSON (text parts), an object or array as its JSON text with `Content-Type:
    /// application/json`. The value is encoded when the body is built, by the client's `JSONEncoder` (its date coding).
    public mutating func addValue(_ name: String, _ value: some Encodable & Sendable) {
        var part = Part(name: name, content: .data(Data()))
        part.value = value
        parts.append(part)
    }

    /// Appends a file part from bytes in memory.
    public mutating func addFile(_ name: String, filename: String, contentType: String, data: Data) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, content: .data(data)))
    }

    /// Appends a file part read from `fileURL` when the body is assembled; `filename` defaults to the
    /// URL's last path component.
    public mutating func addFile(
        _ name: String,
        fileURL: URL,
        filename: String? = nil,
        contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(
            name: name,
            filename: filename ?? fileURL.lastPathComponent,
            contentType: contentType,
            content: .file(fileURL)
        ))
    }

    /// The whole body in memory, file parts included, values encoded by `encoder` (by default with ISO 8601 dates,
    /// as ``APIClient`` encodes unless configured otherwise). Throws ``EndpointError/invalidRequest(_:)`` for an
    /// invalid boundary, an unreadable file or a value that cannot be encoded.
    public func encodedData(encoder: JSONEncoder = DateCoding.iso8601.makeRequestEncoder()) throws(EndpointError) -> Data {
        var data = Data()
        try write(encoder: encoder) { data.append($0) }
        return data
    }

    /// Writes the body to a new file at `url` (replacing any), copying file parts in 64 KiB chunks so
    /// that no file is held in memory; values are encoded by `encoder`. Throws ``EndpointError/invalidRequest(_:)``.
    public func write(to url: URL, encoder: JSONEncoder = DateCoding.iso8601.makeRequestEncoder()) throws(EndpointError) {
        let manager = FileManager.default
        try? manager.removeItem(at: url)
        guard manager.createFile(atPath: url.path, contents: nil),
              let output = try? FileHandle(forWritingTo: url)
        else { throw .invalidRequest(.bodyEncodingFailed("cannot create the multipart body file \(url.path)")) }
        defer { try? output.close() }
        var failure: (any Error)?
        try write(encoder: encoder) { chunk in
            guard failure == nil else { return }
            do { try output.write(contentsOf: chunk) } catch { failure = error }
        }
        if let failure {
            throw .invalidRequest(.bodyEncodingFailed("cannot write the multipart body file: \(failure)"))
        }
    }

    /// Produces the body in order as a sequence of chunks.
    private func write(encoder: JSONEncoder, _ emit: (Data) -> Void) throws(EndpointError) {
        try validateBoundary()
        for var part in parts {
            if let value = part.value { (part.content, part.contentType) = try Self.encoded(value, of: part.name, by: encoder) }
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.escape(part.name))\""
            if let filename = part.filename { head += "; filename=\"\(Self.escape(filename))\"" }
            head += "\r\n"
            if let contentType = part.contentType {
                // By bytes: "\r\n" is one Character, equal to neither "\r" nor "\n", and a type holding it
                // wrote a header of the caller's choosing into the part.
                guard HTTPHeader.isSafeValue(contentType) else {
                    throw .invalidRequest(.invalidHeader(name: "Content-Type"))
                }
                head += "Content-Type: \(contentType)\r\n"
            }
            head += "\r\n"
            emit(Data(head.utf8))
            switch part.content {
            case .data(let data):
                emit(data)
            case .file(let url):
                try Self.copy(url, emit)
            }
            emit(Data("\r\n".utf8))
        }
        emit(Data("--\(boundary)--\r\n".utf8))
    }

    /// The content and type of a value's part: a JSON string as its text, a number or boolean as written (text parts,
    /// no type); an object, array or `null` as JSON text typed `application/json`.
    private static func encoded(_ value: any Encodable & Sendable, of name: String, by encoder: JSONEncoder) throws(EndpointError) -> (Content, String?) {
        let json: Data
        do { json = try encoder.encode(value) } catch {
            throw .invalidRequest(.bodyEncodingFailed("multipart field '\(name)': \(error)"))
        }
        switch json.first {
        case UInt8(ascii: "\""):
            guard let text = try? JSONDecoder().decode(String.self, from: json) else { return (.data(json), "application/json") }
            return (.data(Data(text.utf8)), nil)
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "n"):
            return (.data(json), "application/json")
        default:
            return (.data(json), nil)
        }
    }

    /// RFC 2046: 1 to 70 characters from a restricted set, not ending with a space.
    private func validateBoundary() throws(EndpointError) {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'()+_,-./:=? ")
        guard (1...70).contains(boundary.count), boundary.allSatisfy(allowed.contains), boundary.last != " " else {
            throw .invalidRequest(.bodyEncodingFailed("invalid multipart boundary \"\(boundary)\""))
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func copy(_ url: URL, _ emit: (Data) -> Void) throws(EndpointError) {
        guard let input = try? FileHandle(forReadingFrom: url) else {
            throw .invalidRequest(.bodyEncodingFailed("cannot read the multipart file \(url.path)"))
        }
        defer { try? input.close() }
        while true {
            let chunk: Data?
            do { chunk = try input.read(upToCount: 64 * 1024) } catch {
                throw .invalidRequest(.bodyEncodingFailed("cannot read the multipart file \(url.path): \(error)"))
            }
            guard let chunk, !chunk.isEmpty else { return }
            emit(chunk)
        }
    }
}
