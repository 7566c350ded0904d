import EndpointKit
import Foundation
import Testing

/// The WHATWG HTML standard's event-stream interpretation, rule by rule, whatever the chunk boundaries.
@Suite struct ServerSentEventParserTests {
    /// Parses `text` fed in one chunk, byte by byte and in pseudo-random splits; all three must agree.
    private func events(_ text: String, limit: Int = 1 << 20) throws -> [ServerSentEvent] {
        try events(bytes: Array(text.utf8), limit: limit)
    }

    private func events(bytes: [UInt8], limit: Int = 1 << 20) throws -> [ServerSentEvent] {
        var whole = ServerSentEventParser(maximumEventSize: limit)
        let expected = try whole.parse(Data(bytes))
        var single = ServerSentEventParser(maximumEventSize: limit)
        #expect(try bytes.flatMap { try single.parse(Data([$0])) } == expected, "byte by byte")
        var generator = SplitMix(seed: UInt64(bytes.count))
        for round in 0..<20 {
            var parser = ServerSentEventParser(maximumEventSize: limit)
            var produced: [ServerSentEvent] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let size = Int(generator.next() % 7)  // 0 included: empty chunks must change nothing
                produced += try parser.parse(Data(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            #expect(produced == expected, "random split, round \(round)")
        }
        return expected
    }

    @Test func dataFieldsJoinWithLineFeedsAndABlankLineDispatches() throws {
        #expect(try events("data: first\ndata: second\n\n") == [ServerSentEvent(data: "first\nsecond")])
    }

    @Test func oneSpaceAfterTheColonIsRemovedAndOnlyOne() throws {
        #expect(try events("data:no space\n\ndata:  two spaces\n\n").map(\.data) == ["no space", " two spaces"])
    }

    @Test func onlyTheFirstColonSeparatesFieldAndValue() throws {
        #expect(try events("data: a: b:c\n\n").map(\.data) == ["a: b:c"])
    }

    @Test func aLineWithoutAColonIsAFieldWithAnEmptyValue() throws {
        // `data` alone appends an empty line; two of them make one line feed.
        #expect(try events("data\ndata\n\n").map(\.data) == ["\n"])
        #expect(try events("data\n\n").map(\.data) == [""])
    }

    @Test func eventSetsTheTypeForOneEventOnly() throws {
        let parsed = try events("event: add\ndata: 1\n\ndata: 2\n\n")
        #expect(parsed.map(\.type) == ["add", "message"])
        #expect(try events("event:\ndata: x\n\n").map(\.type) == ["message"])
    }

    @Test func idPersistsAcrossEventsAndAnEmptyIdResetsIt() throws {
        let parsed = try events("id: 7\ndata: a\n\ndata: b\n\nid\ndata: c\n\n")
        #expect(parsed.map(\.lastEventID) == ["7", "7", ""])
    }

    @Test func anIdContainingNULIsIgnored() throws {
        let parsed = try events(bytes: Array("id: 1\ndata: a\n\nid: 2".utf8) + [0] + Array("x\ndata: b\n\n".utf8))
        #expect(parsed.map(\.lastEventID) == ["1", "1"])
    }

    @Test func anIdWithoutDataIsKeptForTheNextEvent() throws {
        #expect(try events("id: 3\n\ndata: x\n\n").map(\.lastEventID) == ["3"])
    }

    @Test func retryTakesOnlyASCIIDigits() throws {
        let parsed = try events("retry: 1500\ndata: a\n\nretry: 12x\ndata: b\n\nretry:\ndata: c\n\nretry: 300\ndata: d\n\n")
        #expect(parsed.map(\.retry) == [1500, 1500, 1500, 300])
        #expect(try events("data: a\n\n").map(\.retry) == [nil])
        #expect(try events("retry: 99999999999999999999999\ndata: a\n\n").map(\.retry) == [Int.max])
    }

    @Test func commentsAndUnknownFieldsAreIgnored() throws {
        let parsed = try events(": keep-alive\n:\nfoo: bar\nDATA: upper\ndata: kept\n\n")
        #expect(parsed == [ServerSentEvent(data: "kept")])
    }

    @Test func aBlankLineWithEmptyDataDispatchesNothingAndResetsTheType() throws {
        #expect(try events("event: x\n\n\n\ndata: a\n\n").map(\.type) == ["message"])
        #expect(try events(": only a comment\n\n").isEmpty)
    }

    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndingWorks(ending: String) throws {
        let text = ["event: e", "data: 1", "data: 2", "", "data: 3", "", ""].joined(separator: ending)
        #expect(try events(text) == [ServerSentEvent(type: "e", data: "1\n2"), ServerSentEvent(data: "3")])
    }

    @Test func mixedLineEndingsAndCRLFSplitAcrossChunksCountOnce() throws {
        #expect(try events("data: a\r\ndata: b\rdata: c\n\r\n").map(\.data) == ["a\nb\nc"])
        var parser = ServerSentEventParser()
        #expect(try parser.parse(Data("data: x\r".utf8)).isEmpty)
        // The LF completing the CRLF is not a second (blank) line: no dispatch yet.
        #expect(try parser.parse(Data("\n".utf8)).isEmpty)
        #expect(try parser.parse(Data("\r\n".utf8)).map(\.data) == ["x"])
    }

    @Test func oneLeadingByteOrderMarkIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try events(bytes: bom + Array("data: a\n\n".utf8)).map(\.data) == ["a"])
        // Only at the very start: a second BOM belongs to the field name, which is then unknown.
        #expect(try events(bytes: bom + bom + Array("data: a\n\ndata: b\n\n".utf8)).map(\.data) == ["b"])
        // A stream that merely starts like a BOM keeps its bytes.
        #expect(try events(bytes: [0xEF, 0xBB] + Array("\ndata: a\n\n".utf8)).map(\.data) == ["a"])
    }

    @Test func anIncompleteLastEventIsNeverDispatched() throws {
        #expect(try events("data: complete\n\ndata: incomplete\n").map(\.data) == ["complete"])
        #expect(try events("data: no line end").isEmpty)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let parsed = try events(bytes: Array("data: a".utf8) + [0xFF, 0xC3] + Array("b\n\n".utf8))
        #expect(parsed.map(\.data) == ["a\u{FFFD}\u{FFFD}b"])
    }

    @Test func multiByteCharactersSplitAcrossChunksSurvive() throws {
        #expect(try events("data: grüße 🚀\n\n").map(\.data) == ["grüße 🚀"])
    }

    @Test func arbitraryBytesNeverTrapAndNoEventExceedsTheLimit() {
        var generator = SplitMix(seed: 10)
        // Pieces that make fields, events and faults often: line ends of every kind, blank lines, stray bytes that
        // are not UTF-8 or are NUL, a byte order mark, and runs that overflow the limit.
        let pieces: [[UInt8]] = ["data: x", "data:", "data", "event: t", "id: 1", ": c", "retry: 9", "\n", "\r", "\r\n",
                                 "\n\n", "xxxxxxxxxxx", ":"].map { Array($0.utf8) } + [[0xFF], [0x00], [0xEF, 0xBB, 0xBF], [0xC3]]
        var (dispatched, tooLarge) = (0, 0)
        for round in 0..<300 {
            let bytes = (0..<Int(generator.next() % 60)).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            var parser = ServerSentEventParser(maximumEventSize: 16)
            switch feedInRandomChunks(bytes, &generator, { chunk throws(EndpointError) in try parser.parse(chunk) }) {
            case .success(let events):
                dispatched += events.count
                // A byte that is not UTF-8 counts 1 against the limit and becomes U+FFFD, 3 bytes.
                #expect(events.allSatisfy { $0.data.utf8.count <= 16 * 3 }, "round \(round)")
            case .failure(.eventTooLarge(16)):
                tooLarge += 1
            case .failure(let error):
                Issue.record("round \(round): \(error)")
            }
        }
        #expect(dispatched > 0 && tooLarge > 0, "both outcomes are exercised: \(dispatched) events, \(tooLarge) too large")
    }

    @Test func anEventOverTheLimitThrowsATypedError() throws {
        #expect(throws: EndpointError.self) { try events("data: 0123456789\n\n", limit: 8) }
        var parser = ServerSentEventParser(maximumEventSize: 16)
        do {
            _ = try parser.parse(Data(("data: " + String(repeating: "x", count: 64)).utf8))
            Issue.record("an endless line must throw before it ends")
        } catch {
            guard case .eventTooLarge(16) = error else {
                Issue.record("got \(error)")
                return
            }
        }
        // Data lines that each fit but add up beyond the limit fail too.
        #expect(throws: EndpointError.self) { try events("data: 12345\ndata: 12345\ndata: 12345\n\n", limit: 16) }
        #expect(try events("data: 12345\n\n", limit: 16).map(\.data) == ["12345"])
    }
}

/// A tiny deterministic generator, so a failing split can be reproduced.
/// Feeds `bytes` to `consume` in pseudo-random chunks of 0 to 8 bytes: what it returned, or the error that ended it.
func feedInRandomChunks<Unit>(
    _ bytes: [UInt8],
    _ generator: inout SplitMix,
    _ consume: (Data) throws(EndpointError) -> [Unit]
) -> Result<[Unit], EndpointError> {
    var units: [Unit] = []
    var rest = bytes[...]
    do {
        while !rest.isEmpty {
            let size = Int(generator.next() % 9)
            units += try consume(Data(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
    } catch {
        return .failure(error)
    }
    return .success(units)
}

struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
