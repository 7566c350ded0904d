@testable import EndpointKit
import Testing

/// The byte scans a logger runs over every request read several bytes at a time or through the C library; these
/// pin what they find at every position, the ends of the text included.
@Suite struct ByteSearchTests {
    @Test func aByteBeyondASCIIIsFoundWhereverItIs() {
        for length in 0...20 {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(ascii.withUnsafeBufferPointer(ByteSearch.isASCII))
            for position in 0..<length {
                var text = ascii
                text[position] = 0x80
                #expect(!text.withUnsafeBufferPointer(ByteSearch.isASCII), "length \(length), at \(position)")
            }
        }
    }

    @Test func aNeedleIsFoundAtItsFirstPlaceFromTheStart() {
        let text = Array("aab-aaab-ab".utf8)
        let find = { (needle: String, start: Int) in ByteSearch.firstRange(of: Array(needle.utf8), in: text, from: start) }
        #expect(find("aab", 0) == 0..<3)
        #expect(find("aab", 1) == 5..<8)
        #expect(find("ab", 9) == 9..<11)
        #expect(find("b", 10) == 10..<11)
        #expect(find("abc", 0) == nil)
        #expect(find("aab-aaab-ab-", 0) == nil)
        #expect(find("", 0) == nil)
    }

    @Test func aByteIsFoundWithinARange() {
        Array("a=b&c=d".utf8).withUnsafeBufferPointer { bytes in
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "="), in: bytes) == 1)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "="), in: bytes, within: 2..<7) == 5)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "="), in: bytes, within: 2..<5) == nil)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "x"), in: bytes) == nil)
        }
    }

    @Test func decimalDigitsAreWhatStringWrites() {
        for value in [0, 7, 9, 10, 99, 100, 200, 12_345, -1, -10, Int.max, Int.min] {
            var bytes = UTF8Writer(capacity: 0)
            bytes.appendDecimal(value)
            #expect(bytes.text == String(value))
        }
    }
}
