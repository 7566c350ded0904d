extension String {
    /// A string of `bytes`, which the caller has already proved to be valid UTF-8 (the readers check every byte of a
    /// document as they go): `String(decoding:as:)` checks them all again, and on TMDB's megabytes of examples, which
    /// are not all ASCII, that check was a thirtieth of generating.
    ///
    /// Invalid bytes here would make an invalid string, so debug builds (and the tests) still check them.
    package init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        // Decoding replaces invalid bytes, so valid ones decode to themselves (`String(validating:)` needs macOS 15).
        assert(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "not valid UTF-8")
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            self = unsafe String(copying: UTF8Span(unchecked: bytes.span))
            return
        }
        #endif
        self = String(decoding: bytes, as: UTF8.self)
    }
}
