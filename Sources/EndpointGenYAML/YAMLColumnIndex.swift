/// Where a document's multi-byte UTF-8 sequences are, line by line, so that the column of an offset, counted in
/// Unicode scalars, is a subtraction on a line of ASCII and a short count on others, never a walk over the line.
struct YAMLColumnIndex {
    /// The offset of each multi-byte sequence's first byte, ascending.
    private var starts: [Int] = []
    /// The number of continuation bytes of each sequence in `starts`.
    private var continuationBytes: [Int] = []
    /// For each line, the index in `starts` of its first sequence, or of the next line's when it has none.
    private var firstSequenceOfLine: [Int] = [0]

    /// Records the sequence of `length` bytes at `offset`, which lies after every sequence recorded before.
    mutating func addSequence(at offset: Int, length: Int) {
        starts.append(offset)
        continuationBytes.append(length - 1)
    }

    /// Records that a new line starts after everything recorded so far.
    mutating func startLine() {
        firstSequenceOfLine.append(starts.count)
    }

    /// The 1-based column of `offset` on line `line`, which starts at `lineStart`.
    func column(of offset: Int, line: Int, lineStart: Int) -> Int {
        var column = offset - lineStart + 1
        // Lines are counted as the parser counts them, so `line` is always recorded; the test only guards.
        guard !starts.isEmpty, line - 1 < firstSequenceOfLine.count else { return column }
        var index = firstSequenceOfLine[line - 1]
        while index < starts.count && starts[index] < offset {
            column -= continuationBytes[index]
            index += 1
        }
        return column
    }
}
