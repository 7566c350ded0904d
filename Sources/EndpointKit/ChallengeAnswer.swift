import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Security) && canImport(CryptoKit)
/// What decides whether to trust a server: a ``TrustEvaluator`` on Apple platforms.
typealias ServerTrustEvaluator = any TrustEvaluator
#else
/// What decides whether to trust a server: nothing without the Security framework, so always `nil`.
typealias ServerTrustEvaluator = Never
#endif

/// How EndpointKit's URLSession delegates answer authentication challenges.
enum ChallengeAnswer {
    /// Server trust is decided by `trustEvaluator` (the system's evaluation when `nil`). Any other challenge,
    /// such as a 401 with `WWW-Authenticate: Basic`, is refused after `refused` gets its 401 or 407:
    /// credentials come only from ``Credential``, and waiting for URLSession to find one held requests on
    /// Linux forever.
    static func answer(
        _ challenge: URLAuthenticationChallenge,
        trustEvaluator: ServerTrustEvaluator?,
        refused: (URLResponse?) -> Void
    ) -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        #if canImport(Security) && canImport(CryptoKit)
        if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
            return ServerTrust.answer(challenge, trustEvaluator)
        }
        #endif
        refused(challenge.failureResponse)
        return (.rejectProtectionSpace, nil)
    }
}
