import Foundation

/// A file for a `multipart/form-data` body: its bytes in memory or on disk, with the name and type the server
/// sees. Generated endpoints take one for each `file` field of a spec's multipart body.
///
/// ```swift
/// try await client.uploadAvatar(userId: id, caption: "Me", avatar: MultipartFile(fileURL: photoURL, contentType: "image/jpeg"))
/// ```
public struct MultipartFile: Sendable, Hashable {
    /// The file name sent in the part's `Content-Disposition`.
    public var filename: String
    /// The part's `Content-Type`: the one given, else the type the spec declares for the part, else
    /// `application/octet-stream`.
    public var contentType: String {
        get { givenContentType ?? "application/octet-stream" }
        set { givenContentType = newValue }
    }
    /// The bytes, or the file they are read from when the body is built (streamed by `APIClient.upload`).
    public var content: MultipartForm.Content
    /// The content type the caller gave; nil leaves the part to the type the spec declares for it.
    private var givenContentType: String?

    /// A file whose bytes are in memory; without a `contentType`, the part is sent as the spec declares it, else as
    /// `application/octet-stream`.
    public init(data: Data, filename: String, contentType: String? = nil) {
        self.filename = filename
        givenContentType = contentType
        content = .data(data)
    }

    /// A file on disk, named after its last path component unless `filename` is given; without a `contentType`, the
    /// part is sent as the spec declares it, else as `application/octet-stream`.
    public init(fileURL: URL, filename: String? = nil, contentType: String? = nil) {
        self.filename = filename ?? fileURL.lastPathComponent
        givenContentType = contentType
        content = .file(fileURL)
    }

    /// The file's content type, or `declared` when the caller gave none.
    func contentType(declared: String) -> String { givenContentType ?? declared }
}

extension MultipartForm {
    /// Appends a text field holding `value` as it is written in a query string.
    public mutating func addField(_ name: String, _ value: some ParameterValue) {
        addField(name, value.parameterValue)
    }

    /// Appends a text field holding `value` as it is written in a query string, in a part of `contentType` (an
    /// OpenAPI Encoding Object's, such as `text/csv`).
    public mutating func addField(_ name: String, _ value: some ParameterValue, contentType: String) {
        parts.append(Part(name: name, contentType: contentType, content: .data(Data(value.parameterValue.utf8))))
    }

    /// Appends a file part.
    public mutating func addFile(_ name: String, _ file: MultipartFile) {
        parts.append(Part(name: name, filename: file.filename, contentType: file.contentType, content: file.content))
    }

    /// Appends a file part sent as `contentType` (the type the spec declares for it) unless the file names its own.
    public mutating func addFile(_ name: String, _ file: MultipartFile, contentType: String) {
        parts.append(Part(name: name, filename: file.filename, contentType: file.contentType(declared: contentType), content: file.content))
    }
}
