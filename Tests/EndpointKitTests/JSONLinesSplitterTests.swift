import EndpointKit
import Foundation
import Testing

@Suite struct JSONLinesSplitterTests {
    private func records(_ text: String, limit: Int = 1 << 20) throws -> [String] {
        let bytes = Array(text.utf8)
        var whole = JSONLinesSplitter(maximumRecordSize: limit)
        let expected = (try whole.split(Data(bytes)) + [whole.finish()].compactMap { $0 }).map { String(decoding: $0, as: UTF8.self) }
        var generator = SplitMix(seed: UInt64(bytes.count))
        for round in 0..<20 {
            var splitter = JSONLinesSplitter(maximumRecordSize: limit)
            var produced: [Data] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = Int(generator.next() % 5)
                produced += try splitter.split(Data(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            produced += [splitter.finish()].compactMap { $0 }
            #expect(produced.map { String(decoding: $0, as: UTF8.self) } == expected, "random split, round \(round)")
        }
        return expected
    }

    @Test func splitsOnLineFeedsTrimmingCRAndSkippingBlankLines() throws {
        #expect(try records("{\"a\":1}\r\n\n  \n{\"a\":2}\n") == [#"{"a":1}"#, #"{"a":2}"#])
    }

    @Test func keepsALastLineWithoutALineFeed() throws {
        #expect(try records("1\n2") == ["1", "2"])
    }

    @Test func readsJSONTextSequences() throws {
        #expect(try records("\u{1E}{\"a\":1}\n\u{1E}[2]\n") == [#"{"a":1}"#, "[2]"])
    }

    @Test func aRecordOverTheLimitThrows() {
        #expect(throws: EndpointError.self) { try records("[1,2,3,4,5,6,7,8,9]\n", limit: 8) }
    }

    @Test func arbitraryBytesNeverTrapAndNoRecordExceedsTheLimit() {
        var generator = SplitMix(seed: 11)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x1E, 0x20, 0x09, 0x00, 0xFF] + Array("{}[]\",:1a{}[]\",:1a".utf8)
        var (split, tooLarge) = (0, 0)
        for round in 0..<300 {
            let bytes = (0..<Int(generator.next() % 400)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var splitter = JSONLinesSplitter(maximumRecordSize: 16)
            switch feedInRandomChunks(bytes, &generator, { chunk throws(EndpointError) in try splitter.split(chunk) }) {
            case .success(let records):
                split += records.count
                #expect((records + [splitter.finish()].compactMap { $0 }).allSatisfy { $0.count <= 16 }, "round \(round)")
            case .failure(.eventTooLarge(16)):
                tooLarge += 1
            case .failure(let error):
                Issue.record("round \(round): \(error)")
            }
        }
        #expect(split > 0 && tooLarge > 0, "both outcomes are exercised: \(split) records, \(tooLarge) too large")
    }
}
