@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `HeaderFields` skips Foundation's per-field work; what it leaves in a request must be what
/// `setValue(_:forHTTPHeaderField:)` field by field leaves.
@Suite struct HeaderFieldStorageTests {
    private static func viaFoundation(_ fields: [HTTPHeader], startingWith start: [HTTPHeader]) -> [String: String] {
        var request = URLRequest(url: URL(string: "https://api.example.com/")!)
        for field in start + fields { request.setValue(field.value, forHTTPHeaderField: field.name) }
        return request.allHTTPHeaderFields ?? [:]
    }

    private static func viaHeaderFields(_ fields: [HTTPHeader], startingWith start: [HTTPHeader]) -> [String: String] {
        var request = URLRequest(url: URL(string: "https://api.example.com/")!)
        for field in start { request.setValue(field.value, forHTTPHeaderField: field.name) }
        var headerFields = HeaderFields(request.allHTTPHeaderFields ?? [:])
        for field in fields { headerFields.set(field) }
        request.allHTTPHeaderFields = headerFields.dictionary
        return request.allHTTPHeaderFields ?? [:]
    }

    @Test(arguments: [
        [HTTPHeader(name: "x-api-key", value: "k"), HTTPHeader(name: "content-TYPE", value: "text/csv")],
        [HTTPHeader(name: "X-Trace", value: "1"), HTTPHeader(name: "x-trace", value: "2"), HTTPHeader(name: "X-TRACE", value: "3")],
        [HTTPHeader(name: "accept", value: "text/plain"), HTTPHeader(name: "Authorization", value: "Bearer t")],
        [HTTPHeader(name: "etag", value: "\"v1\""), HTTPHeader(name: "WWW-Authenticate", value: "Basic realm=\"x\"")],
    ])
    func setsWhatSetValueSets(fields: [HTTPHeader]) {
        let start = [HTTPHeader(name: "Accept", value: "application/json"), HTTPHeader(name: "X-Trace", value: "0")]
        #expect(Self.viaHeaderFields(fields, startingWith: start) == Self.viaFoundation(fields, startingWith: start))
    }

    @Test func aFieldSetUnderAnotherCaseIsReplaced() {
        // Names set through allHTTPHeaderFields keep their case; setValue still replaces them.
        var viaFoundation = URLRequest(url: URL(string: "https://api.example.com/")!)
        viaFoundation.allHTTPHeaderFields = ["x-trace": "0", "ACCEPT": "text/plain"]
        var fields = HeaderFields(viaFoundation.allHTTPHeaderFields ?? [:])
        viaFoundation.setValue("1", forHTTPHeaderField: "X-Trace")
        fields.set(HTTPHeader(name: "X-Trace", value: "1"))
        #expect(fields.dictionary == viaFoundation.allHTTPHeaderFields)
        #expect(fields.dictionary.count == 2)
    }

    @Test func nothingToSetLeavesTheFieldsAlone() {
        let start = [HTTPHeader(name: "Accept", value: "application/json")]
        #expect(Self.viaHeaderFields([], startingWith: start) == Self.viaFoundation([], startingWith: start))
    }

    @Test func theStoredNameIsFoundationsOwnEveryTime() {
        for name in ["x-api-key", "X-API-KEY", "content-type", "WWW-Authenticate", "etag"] {
            var request = URLRequest(url: URL(string: "https://api.example.com/")!)
            request.setValue("v", forHTTPHeaderField: name)
            #expect(StoredHeaderName.of(name) == request.allHTTPHeaderFields?.keys.first)
            #expect(StoredHeaderName.of(name) == request.allHTTPHeaderFields?.keys.first)
        }
    }
}
