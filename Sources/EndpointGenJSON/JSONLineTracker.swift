/// Follows line breaks as the parser moves forward and turns byte offsets on the current line into locations.
package struct JSONLineTracker {
    package private(set) var line = 1
    package private(set) var lineStart: Int
    // Columns are counted from the last answered offset, so many lookups along one long (minified) line stay linear.
    private var cachedOffset: Int
    private var cachedColumn = 1

    /// Starts tracking at line 1, whose first character is at `lineStart` (past any byte-order mark).
    package init(lineStart: Int) {
        self.lineStart = lineStart
        cachedOffset = lineStart
    }

    /// Records that a new line begins at `offset`.
    package mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        cachedOffset = offset
        cachedColumn = 1
    }

    /// The location of `offset`, which lies on the current line of `bytes`.
    package mutating func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        // Every byte except a UTF-8 continuation byte starts a new Unicode scalar.
        for index in cachedOffset..<offset where bytes[index] & 0xC0 != 0x80 {
            cachedColumn += 1
        }
        cachedOffset = offset
        return SourceLocation(line: line, column: cachedColumn)
    }
}
