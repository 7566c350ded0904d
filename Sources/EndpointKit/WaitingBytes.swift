import Foundation

/// The bytes of a streamed body that have arrived and wait to be taken, against a limit that a single chunk may
/// pass when none wait: a consumer keeping up takes any chunk, however large.
struct WaitingBytes {
    var waiting = 0
    /// The most bytes that ever waited at once.
    var peak = 0

    /// Counts a chunk of `count` bytes in, unless more than `limit` bytes would then wait behind another chunk.
    mutating func admit(_ count: Int, limit: Int) -> Bool {
        if waiting > 0, count > limit - waiting { return false }
        waiting += count
        peak = max(peak, waiting)
        return true
    }
}

extension ResponseBodyChunks {
    /// `chunks`, each counted out of `waiting` as its reader takes it, so that the side that counts them in can
    /// tell how far the reader has fallen behind.
    ///
    /// Dropping the result, or cancelling a wait for its next chunk, ends `chunks` as it would end `chunks` itself.
    static func counted(_ chunks: ResponseBodyChunks, outOf waiting: Locked<WaitingBytes>) -> ResponseBodyChunks {
        let iterator = Locked<ResponseBodyChunks.Iterator?>(chunks.makeAsyncIterator())
        return ResponseBodyChunks {
            guard var reading = iterator.withLock({ $0.take() }) else { throw EndpointError.readConcurrently }
            defer { iterator.withLock { $0 = reading } }
            let chunk = try await reading.next()
            if let chunk { waiting.withLock { $0.waiting -= chunk.count } }
            return chunk
        }
    }
}
