@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What the texts of failures found against a hostile server say.
@Suite struct FailureTextTests {
    /// A body cut off, or not decompressing, after a 200 head was said to fail "before a response arrived",
    /// and a 429's `Retry-After: -5` was shown as "(the server asks for -5 s)".
    @Test func textsSayWhatHappened() throws {
        let head = try #require(HTTPURLResponse(url: URL(string: "http://h/")!, statusCode: 200, httpVersion: nil, headerFields: nil))
        let broken = EndpointError(mapping: URLError(.cannotDecodeContentData), after: head)
        #expect(broken.localizedDescription.contains("the body of the HTTP 200 response could not be read"), "\(broken.localizedDescription)")
        #expect(!broken.localizedDescription.contains("before a response arrived"))
        guard case .transport(let failure) = broken else {
            Issue.record("expected .transport, got \(broken)")
            return
        }
        #expect((failure.underlyingError as? URLError)?.code == .cannotDecodeContentData)
        let unanswered = EndpointError(mapping: URLError(.cannotDecodeContentData), after: nil)
        #expect(!unanswered.localizedDescription.contains("body"))
        #expect(!EndpointError.transport("TLS").localizedDescription.contains("before a response arrived"))
        let negative = EndpointError.http(HTTPFailure(statusCode: 429, headers: ["Retry-After": "-5"])).localizedDescription
        #expect(!negative.contains("asks for"), "\(negative)")
        let zero = EndpointError.http(HTTPFailure(statusCode: 429, headers: ["Retry-After": "0"])).localizedDescription
        #expect(zero.contains("(the server asks for 0 s)"), "\(zero)")
    }

    /// A 5 MiB `message` reached `errorDescription` whole, and a line break, an ANSI escape, NUL and a
    /// right-to-left override as they were: a log line could be forged, or the text after it hidden.
    @Test func aServersMessageIsOneLineOfBoundedLength() {
        let hostile = HTTPFailure(statusCode: 400, message: "line1\nline2\r\n\u{1B}[31mred\u{0}nul\u{202E}evil\tend")
        #expect(hostile.message == #"line1 line2  \u{1B}[31mred\u{0}nul\u{202E}evil end"#)
        let long = HTTPFailure(statusCode: 400, message: String(repeating: "é", count: 5 * 1_048_576))
        #expect(long.message.count == DisplayText.maximumLength + 1)
        #expect(long.message.hasSuffix("é…"))
        // Text a person writes is kept as it is, joiners and all.
        let kept = "Ungültige Eingabe: 👩‍💻 ist nicht erlaubt (שגיאה)."
        #expect(HTTPFailure(statusCode: 422, message: kept).message == kept)
        #expect(EndpointError.http(hostile).localizedDescription.allSatisfy { $0 != "\n" && $0 != "\u{1B}" })
    }
}
