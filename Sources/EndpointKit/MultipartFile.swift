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
    /// The part's `Content-Type`.
    public var contentType: String
    /// The bytes, or the file they are read from when the body is built (streamed by `APIClient.upload`).
    public var content: MultipartForm.Content

    /// A file whose bytes are in memory.
    public init(data: Data, filename: String, contentType: String = "application/octet-stream") {
        self.filename = filename
        self.contentType = contentType
        content = .data(data)
    }

    /// A file on disk, named after its last path component unless `filename` is given.
    public init(fileURL: URL, filename: String? = nil, contentType: String = "application/octet-stream") {
        self.filename = filename ?? fileURL.lastPathComponent
        self.contentType = contentType
        content = .file(fileURL)
    }
}

extension MultipartForm {
    /// Appends a text field holding `value` as it is written in a query string.
    public mutating func addField(_ name: String, _ value: some ParameterValue) {
        addField(name, value.parameterValue)
    }

    /// Appends a file part.
    public mutating func addFile(_ name: String, _ file: MultipartFile) {
        parts.append(Part(name: name, filename: file.filename, contentType: file.contentType, content: file.content))
    }
}
