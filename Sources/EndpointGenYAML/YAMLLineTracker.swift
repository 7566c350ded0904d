import EndpointGenJSON

/// Follows line breaks as the parser moves: the current line's number and where it starts. A value, so that the
/// parser can save and restore it with the position when it looks ahead.
struct YAMLLineTracker {
    /// The current line, 1-based.
    private(set) var line = 1
    /// The offset of the current line's first character.
    private(set) var lineStart: Int

    /// Starts at line 1, whose first character is at `lineStart` (past any byte-order mark).
    init(lineStart: Int) {
        self.lineStart = lineStart
    }

    /// Records that a new line begins at `offset`.
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
    }
}
