/// The compact text of JSON text, found in one pass over its bytes without building its values.
///
/// An OpenAPI document may hold its examples as JSON text in strings (TMDB's hold three quarters of its bytes), and
/// generated code needs only their compact text: reading each into located nodes and printing them again was a
/// sixth of generating TMDB. The result is exactly ``JSONValue/compactText`` of what ``JSONReader`` reads from the
/// text: the tokens without the whitespace between them, each string spelled as compact text spells what the reader
/// decodes. Text the reader would report or judge otherwise (any syntax error, a key repeated in an object, a
/// surrogate escape, nesting deeper than the reader's limit, a byte-order mark, an object of more keys than
/// ``maximumKeys``) gives nil, and the caller reads it with ``JSONReader``.
package enum JSONCompactor {
    /// The most keys an object may have here: each new key is compared with those before it in its object, and the
    /// reader's key finder is the one made for large objects.
    static let maximumKeys = 256

    /// The compact text of `text`, or nil when ``JSONReader`` must read it (see the type).
    package static func compactText(of text: String) -> String? {
        var copy = text
        return copy.withUTF8 { bytes in
            var compactor = Compactor(input: bytes)
            guard compactor.run() else { return nil }
            // Text already compact (most of TMDB's examples are) is kept, rather than made again from its bytes and
            // checked as UTF-8 again.
            return compactor.changed ? compactor.output.withUnsafeBufferPointer(String.init(validUTF8:)) : text
        }
    }

    /// The compact text is written only from the first byte it differs in: until then it is the input read so far,
    /// and copying text that is already compact (most of TMDB's examples) byte by byte was a third of compacting it.
    private struct Compactor {
        let input: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The compact text once it differs from the input (`changed`); empty before.
        var output: [UInt8] = []
        /// One entry per open container: -1 for an array, where its keys start in `keys` for an object.
        var open: [Int] = []
        /// The keys of the open objects, hashed (FNV-1a, cheaper than a set's hashing): a key whose hash its object
        /// already holds may be a duplicate, which only the reader may judge (a collision only costs the fast path).
        var keys: [UInt64] = []
        /// Whether the compact text differs from the input read so far: whitespace was left out or an escape spelled
        /// otherwise.
        var changed = false

        init(input: UnsafeBufferPointer<UInt8>) {
            self.input = input
        }

        /// The length of the compact text so far.
        @inline(__always)
        var written: Int {
            changed ? output.count : position
        }

        /// The FNV-1a hash of the compact text in `range`.
        func hash(of range: Range<Int>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            if changed {
                for byte in output[range] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            } else {
                for byte in input[range] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            return hash
        }

        /// Starts writing the compact text, which so far is the input before `end`.
        mutating func diverge(at end: Int) {
            guard !changed else { return }
            changed = true
            output.reserveCapacity(input.count)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[..<end]))
        }

        /// Writes the input in `range`, which the compact text spells as it is.
        @inline(__always)
        mutating func copy(_ range: Range<Int>) {
            if changed { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[range])) }
        }

        /// Whether the whole input is plain JSON; its compact text is then in `output`.
        mutating func run() -> Bool {
            value: while true {
                skipWhitespace()
                guard let byte = peek() else { return false }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < JSONParser.maximumDepth else { return false }
                    let isObject = byte == UInt8(ascii: "{")
                    copyByte()
                    skipWhitespace()
                    if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        copyByte()
                    } else {
                        open.append(isObject ? keys.count : -1)
                        if isObject { guard copyKey(since: keys.count) else { return false } }
                        continue value
                    }
                case UInt8(ascii: "\""):
                    guard copyString() != nil else { return false }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard copyNumber() else { return false }
                default:
                    guard copyLiteral() else { return false }
                }
                // After a value: the separator or closing bracket of each container it ends.
                while let firstKey = open.last {
                    let isObject = firstKey >= 0
                    skipWhitespace()
                    if peek() == UInt8(ascii: ",") {
                        copyByte()
                        if isObject { guard copyKey(since: firstKey) else { return false } }
                        continue value
                    }
                    guard peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                    copyByte()
                    open.removeLast()
                    if isObject { keys.removeLast(keys.count - firstKey) }
                }
                skipWhitespace()
                return position == input.count
            }
        }

        @inline(__always)
        func peek() -> UInt8? {
            position < input.count ? input[position] : nil
        }

        @inline(__always)
        mutating func copyByte() {
            if changed { output.append(input[position]) }
            position += 1
        }

        mutating func skipWhitespace() {
            let start = position
            while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t") {
                position += 1
            }
            if position > start { diverge(at: start) }
        }

        /// Copies a key not yet seen in the object whose keys start at `firstKey` in `keys`, and the `:` after it.
        mutating func copyKey(since firstKey: Int) -> Bool {
            skipWhitespace()
            guard let key = copyString() else { return false }
            // The key as compacted, which spells each decoded key one way whatever escapes wrote it.
            let hash = hash(of: key)
            guard keys.count - firstKey < JSONCompactor.maximumKeys, !keys[firstKey...].contains(hash) else { return false }
            keys.append(hash)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return false }
            copyByte()
            return true
        }

        /// Copies a string as compact text spells it; nil when the reader must judge it (a control character, a
        /// surrogate escape, a bad escape, no closing quote). The range of its contents in `output`.
        mutating func copyString() -> Range<Int>? {
            guard peek() == UInt8(ascii: "\"") else { return nil }
            copyByte()
            let start = written
            while true {
                // A Swift string's bytes are valid UTF-8, so bytes from 0x80 up need no check.
                let end = ByteSearch.firstSpecialByte(in: input, from: position, UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: false)
                guard end < input.count else { return nil }
                copy(position..<end)
                position = end
                switch input[end] {
                case UInt8(ascii: "\""):
                    let contents = start..<written
                    copyByte()
                    return contents
                case UInt8(ascii: "\\"):
                    guard copyEscape() else { return nil }
                default:
                    return nil
                }
            }
        }

        /// Copies the escape at the current position as compact text spells the character it stands for.
        mutating func copyEscape() -> Bool {
            let escape = position
            guard position + 1 < input.count else { return false }
            let scalar: Unicode.Scalar
            if let decoded = JSONParser.simpleEscape(input[position + 1]) {
                scalar = Unicode.Scalar(decoded)
            } else if input[position + 1] == UInt8(ascii: "u"), position + 6 <= input.count {
                var value: UInt32 = 0
                for byte in input[position + 2..<position + 6] {
                    guard let digit = JSONParser.hexDigitValue(byte) else { return false }
                    value = value << 4 | digit
                }
                // Surrogates: the reader pairs them or reports them.
                guard let decoded = Unicode.Scalar(value) else { return false }
                position += 4
                scalar = decoded
            } else {
                return false
            }
            position += 2
            appendCompact(scalar)
            // Until the text differs, `output` holds only this spelling: dropped when it is the escape as written, else
            // the text differs from here on.
            if !changed {
                if output.elementsEqual(UnsafeBufferPointer(rebasing: input[escape..<position])) {
                    output.removeAll(keepingCapacity: true)
                } else {
                    changed = true
                    output.insert(contentsOf: UnsafeBufferPointer(rebasing: input[..<escape]), at: 0)
                }
            }
            return true
        }

        /// Appends one character of a string as ``JSONValue/compactText`` writes it.
        mutating func appendCompact(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                JSONValue.appendEscaped(UInt8(scalar.value), to: &output)
            } else {
                output.append(contentsOf: scalar.utf8)
            }
        }

        /// Copies a number written as RFC 8259 has it: `-`, no leading zeros, a fraction and an exponent with digits.
        mutating func copyNumber() -> Bool {
            let start = position
            if peek() == UInt8(ascii: "-") { position += 1 }
            if peek() == UInt8(ascii: "0") {
                position += 1
            } else if !skipDigits() {
                return false
            }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard skipDigits() else { return false }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard skipDigits() else { return false }
            }
            // A digit after a leading zero is a syntax error.
            if let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return false }
            copy(start..<position)
            return true
        }

        /// Moves past one or more digits; false when there is none.
        mutating func skipDigits() -> Bool {
            let start = position
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position > start
        }

        /// Copies `true`, `false` or `null` not followed by another letter.
        mutating func copyLiteral() -> Bool {
            for literal in ["true", "false", "null"] where UnsafeBufferPointer(rebasing: input[position...]).starts(with: literal.utf8) {
                let end = position + literal.utf8.count
                guard end == input.count || !JSONParser.isLetter(input[end]) else { return false }
                copy(position..<end)
                position = end
                return true
            }
            return false
        }
    }
}
