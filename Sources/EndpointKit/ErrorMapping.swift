import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension EndpointError {
    /// Maps any error thrown while sending to an ``EndpointError``.
    ///
    /// ``EndpointError`` passes through; `CancellationError`, `URLError.cancelled` and any error thrown
    /// in a cancelled task become ``cancelled``; connectivity `URLError`s become ``noConnection(_:)``;
    /// `URLError.timedOut` becomes ``timedOut``; everything else becomes ``transport(_:)``.
    init(mapping error: any Error) {
        if let error = error as? EndpointError {
            self = error
        } else if error is CancellationError || Task.isCancelled {
            // On Linux a cancelled transfer may surface as a generic error; the task state is authoritative.
            self = .cancelled
        } else if let error = error as? URLError {
            self = Self(urlError: error)
        } else {
            self = .transport(TransportFailure(String(describing: error), underlyingError: error))
        }
    }

    private init(urlError: URLError) {
        switch urlError.code {
        case .cancelled:
            self = .cancelled
        case .timedOut:
            self = .timedOut
        case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
             .dnsLookupFailed, .dataNotAllowed, .internationalRoamingOff:
            self = .noConnection(TransportFailure(urlError.localizedDescription, underlyingError: urlError))
        default:
            self = .transport(TransportFailure(urlError.localizedDescription, underlyingError: urlError))
        }
    }
}

extension EndpointError {
    /// `error`, mapped as ``init(mapping:)`` does, of a transfer whose `response` head had already arrived: a
    /// transport failure then says that the body could not be read (it broke off, or did not decompress), rather
    /// than leave the reader to think no response came.
    init(mapping error: any Error, after response: URLResponse?) {
        let mapped = EndpointError(mapping: error)
        guard case .transport(let failure) = mapped, let status = (response as? HTTPURLResponse)?.statusCode else {
            self = mapped
            return
        }
        self = .transport(TransportFailure("the body of the HTTP \(status) response could not be read: \(failure)",
                                           underlyingError: failure.underlyingError))
    }
}
