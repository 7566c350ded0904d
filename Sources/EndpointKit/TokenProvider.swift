/// Supplies the access token for a ``Credential/token(header:scheme:provider:)`` credential, and
/// optionally a fresh one when the server rejects it.
///
/// `token` is called once per request that requires authentication, so it can return a cached token or
/// read it from the keychain. When a request that requires authentication is answered with 401 and the
/// provider has a `refresh` closure, ``APIClient`` calls it once and sends the request once more with the
/// token it returns. Concurrent 401s share one refresh, and a request that was rejected with the token the last
/// refresh replaced is resent with its replacement without refreshing again.
///
/// ```swift
/// let provider = TokenProvider(
///     token: { await session.accessToken },
///     refresh: { try await session.refreshAccessToken() }  // stores and returns the new token
/// )
/// let client = APIClient(configuration: .init(server: server, credentials: [.bearer(provider)]))
/// ```
public struct TokenProvider: Sendable {
    private let fetch: @Sendable () async throws -> String
    private let refresher: Refresher?

    /// Creates a provider that calls `token` for every authenticated request and `refresh`, if given,
    /// after a 401. `refresh` should store the new token where `token` finds it and return it.
    public init(
        token: @escaping @Sendable () async throws -> String,
        refresh: (@Sendable () async throws -> String)?
    ) {
        fetch = token
        refresher = refresh.map(Refresher.init)
    }

    /// Creates a provider that calls `fetch` for every authenticated request and cannot refresh.
    public init(_ fetch: @escaping @Sendable () async throws -> String) {
        self.init(token: fetch, refresh: nil)
    }

    /// A provider that always returns `token`.
    public static func constant(_ token: String) -> TokenProvider {
        TokenProvider { token }
    }

    /// Whether the provider has a refresh closure.
    public var canRefresh: Bool { refresher != nil }

    /// Returns the current token, or rethrows the error of the closure.
    public func token() async throws -> String {
        try await fetch()
    }

    /// Returns a token to use instead of `rejected`, or `nil` when the provider cannot refresh.
    ///
    /// Calls the refresh closure unless a refresh of `rejected` is already running (then its result is shared) or
    /// the last refresh replaced `rejected` (then its token is returned). Any other token, one the app stored after
    /// that refresh (another user's), is refreshed, once a running refresh of another token has ended, never
    /// answered with that refresh's token. Rethrows the refresh closure's error.
    public func refreshedToken(replacing rejected: String) async throws -> String? {
        guard let refresher else { return nil }
        return try await refresher.refresh(replacing: rejected)
    }
}

extension TokenProvider {
    /// Runs at most one refresh at a time for all copies of a provider (single flight).
    actor Refresher {
        private let refresh: @Sendable () async throws -> String
        /// The running refresh, the token it replaces, and its number, which its end is matched by.
        private var inFlight: (rejected: String, number: Int, task: Task<String, any Error>)?
        private var refreshes = 0
        /// The token the last refresh replaced, and the one it returned.
        private var latest: (rejected: String, token: String)?

        init(_ refresh: @escaping @Sendable () async throws -> String) {
            self.refresh = refresh
        }

        func refresh(replacing rejected: String) async throws -> String {
            // A refresh of another token (the user before a sign-in) gives no token for this one: it ends first,
            // so that two refreshes never run at once.
            while let current = inFlight, current.rejected != rejected {
                _ = try? await Self.value(of: current.task)
                try Task.checkCancellation()
            }
            if let inFlight {
                return try await Self.value(of: inFlight.task)
            }
            if let latest, latest.rejected == rejected {
                return latest.token
            }
            refreshes += 1
            let number = refreshes
            // Unstructured so that one waiter's cancellation does not fail the refresh the others share; it records
            // its own end before anyone waiting for it resumes.
            let task = Task { [refresh] in
                do {
                    let token = try await refresh()
                    ended(number, replacing: rejected, with: token)
                    return token
                } catch {
                    ended(number, replacing: rejected, with: nil)
                    throw error
                }
            }
            inFlight = (rejected, number, task)
            return try await Self.value(of: task)
        }

        /// Records that refresh `number` ended, with the token that replaces `rejected` if it got one.
        private func ended(_ number: Int, replacing rejected: String, with token: String?) {
            if inFlight?.number == number { inFlight = nil }
            if let token { latest = (rejected, token) }
        }

        /// The refresh's token, or `CancellationError` as soon as the waiting task is cancelled: a refresh that hangs
        /// kept a cancelled call waiting until it ended. The refresh runs on for the others.
        private static func value(of task: Task<String, any Error>) async throws -> String {
            let waiter = Waiter()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    waiter.wait(continuation)
                    Task { waiter.finish(await task.result) }
                }
            } onCancel: {
                waiter.finish(.failure(CancellationError()))
            }
        }
    }

    /// One wait for a refresh's result, which the refresh or a cancellation ends, whichever comes first.
    private final class Waiter: Sendable {
        private enum State {
            case waiting
            case continuation(CheckedContinuation<String, any Error>)
            case finished(Result<String, any Error>)
        }

        private let state = Locked(State.waiting)

        /// Waits with `continuation`, resumed at once if the wait already ended (cancelled before it began).
        func wait(_ continuation: CheckedContinuation<String, any Error>) {
            let ended: Result<String, any Error>? = state.withLock { state in
                guard case .finished(let result) = state else {
                    state = .continuation(continuation)
                    return nil
                }
                return result
            }
            if let ended { continuation.resume(with: ended) }
        }

        /// Ends the wait with `result`, unless it has ended already.
        func finish(_ result: Result<String, any Error>) {
            let continuation: CheckedContinuation<String, any Error>? = state.withLock { state in
                switch state {
                case .waiting:
                    state = .finished(result)
                    return nil
                case .continuation(let continuation):
                    state = .finished(result)
                    return continuation
                case .finished:
                    return nil
                }
            }
            continuation?.resume(with: result)
        }
    }
}
