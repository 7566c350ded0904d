/// A model of the JSON body a server sends with an error status.
///
/// Generated error-body models conform; ``APIClient`` decodes a non-2xx body as the configured type and
/// puts the decoded value in ``HTTPFailure/payload`` and its message in ``HTTPFailure/message``.
public protocol ServerErrorBody: Decodable, Sendable {
    /// A human-readable message from the server, or `nil` if the body carries none.
    var serverMessage: String? { get }
}
