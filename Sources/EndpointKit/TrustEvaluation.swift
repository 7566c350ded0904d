#if canImport(Security) && canImport(CryptoKit)
import CryptoKit
import Foundation
import Security

/// Decides whether to trust a server during the TLS handshake; give one to
/// ``URLSessionTransport/init(configuration:trustEvaluator:)`` for certificate pinning.
/// Apple platforms only (it needs the Security framework).
public protocol TrustEvaluator: Sendable {
    /// Whether to proceed with the connection to `host` whose server trust is `trust`.
    func evaluate(_ trust: SecTrust, host: String) -> Bool
}

/// Trusts a server only if the system trusts its chain **and** some certificate in the chain has a
/// public key whose SHA-256 hash (base64) is pinned.
///
/// The hash is taken over the key's `SecKeyCopyExternalRepresentation` bytes (for RSA the PKCS #1
/// `RSAPublicKey`, for EC the uncompressed point `04 || X || Y`), not over the DER
/// SubjectPublicKeyInfo that `openssl … | openssl dgst -sha256` pipelines hash. Compute pins with
/// ``PinnedPublicKeys/hash(of:)`` from a certificate you ship, and pin a backup key as well.
public struct PinnedPublicKeys: TrustEvaluator {
    /// The accepted base64 SHA-256 hashes.
    public var hashes: Set<String>

    /// Creates an evaluator accepting keys whose hash is in `hashes`.
    public init(hashes: Set<String>) {
        self.hashes = hashes
    }

    public func evaluate(_ trust: SecTrust, host: String) -> Bool {
        SecTrustSetPolicies(trust, SecPolicyCreateSSL(true, host as CFString))
        guard SecTrustEvaluateWithError(trust, nil),
              let chain = SecTrustCopyCertificateChain(trust) as? [SecCertificate]
        else { return false }
        return chain.contains { certificate in
            Self.hash(of: certificate).map(hashes.contains) ?? false
        }
    }

    /// The base64 SHA-256 hash of `certificate`'s public key, as pinned by this type.
    public static func hash(of certificate: SecCertificate) -> String? {
        guard let key = SecCertificateCopyKey(certificate),
              let data = SecKeyCopyExternalRepresentation(key, nil) as Data?
        else { return nil }
        return Data(SHA256.hash(data: data)).base64EncodedString()
    }
}

/// Answers a server-trust challenge with a ``TrustEvaluator``, or with the system's evaluation when there is none.
enum ServerTrust {
    static func answer(
        _ challenge: URLAuthenticationChallenge,
        _ evaluator: (any TrustEvaluator)?
    ) -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        guard let evaluator,
              challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              let trust = challenge.protectionSpace.serverTrust
        else { return (.performDefaultHandling, nil) }
        return evaluator.evaluate(trust, host: challenge.protectionSpace.host)
            ? (.useCredential, URLCredential(trust: trust))
            : (.cancelAuthenticationChallenge, nil)
    }
}

extension URLSessionTransport {
    /// Creates a transport with a new session built from `configuration` whose server-trust challenges,
    /// and those of its file transfers, are decided by `trustEvaluator` (e.g. ``PinnedPublicKeys``).
    /// A rejected server fails the request with ``EndpointError/cancelled`` or
    /// ``EndpointError/transport(_:)``, as URLSession reports it.
    public init(configuration: URLSessionConfiguration, trustEvaluator: any TrustEvaluator) {
        session = URLSession(configuration: configuration)
        self.trustEvaluator = trustEvaluator
        dataTasks = DataTaskSession(configuration: configuration, trustEvaluator: trustEvaluator)
    }
}
#endif
