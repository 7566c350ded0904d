import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
    /// The request as a URLSession task is given it. swift-corelibs-foundation counts a request's timeout in whole
    /// seconds, dropping the fraction: 1.5 s timed out after 1 s, and 0.5 s before the request was sent. There the
    /// session gets the next whole second, and the transport's own deadline keeps the exact value (a stream's wait
    /// for each chunk, which only the session bounds, is then rounded up).
    var forSessionTask: URLRequest {
        #if canImport(FoundationNetworking)
        let whole = timeoutInterval.rounded(.up)
        guard whole != timeoutInterval, whole.isFinite else { return self }
        var request = self
        request.timeoutInterval = whole
        return request
        #else
        self
        #endif
    }
}
