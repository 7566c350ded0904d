import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite struct FormEncodingTests {
    @Test func arraysAreRepeatedKeysByDefault() {
        let items = QueryItem.items("tag", ["a b", "c&d"])
        #expect(items == [QueryItem(name: "tag", value: "a b"), QueryItem(name: "tag", value: "c&d")])
        #expect(FormEncoding.encode(items) == "tag=a%20b&tag=c%26d")
    }

    @Test func bracketStyleAppendsEmptyBrackets() {
        let items = FormEncoding(arrays: .brackets).items("tag", ["x", "y"])
        #expect(items.map(\.name) == ["tag[]", "tag[]"])
        #expect(FormEncoding.encode(items) == "tag%5B%5D=x&tag%5B%5D=y")
    }

    @Test func nestedObjectsUseBracketedKeysInOrder() {
        let value = FormValue.object([
            "name": "Ann Lee",
            "address": .object(["city": "Oslo", "zip": .of(150)]),
            "roles": ["admin", "dev"],
        ])
        let items = QueryItem.items("user", value)
        #expect(items.map { "\($0.name)=\($0.value)" } == [
            "user[name]=Ann Lee", "user[address][city]=Oslo", "user[address][zip]=150",
            "user[roles]=admin", "user[roles]=dev",
        ])
        let bracketed = FormEncoding(arrays: .brackets).items("user", value).map(\.name)
        #expect(bracketed.suffix(2) == ["user[roles][]", "user[roles][]"])
        #expect(FormEncoding.encode(items).hasPrefix("user%5Bname%5D=Ann%20Lee&user%5Baddress%5D%5Bcity%5D=Oslo"))
    }

    @Test func emptyArrayWritesNothingAndTopLevelFieldsKeepOrder() {
        #expect(QueryItem.items("tag", []).isEmpty)
        let items = FormEncoding.default.items(["b": "1", "a": ["2", "3"]])
        #expect(FormEncoding.encode(items) == "b=1&a=2&a=3")
    }

    @Test func reservedCharactersAreEncodedInQueryAndForm() throws {
        let reserved = "a b+c&d=e/f?g#h[i]%j é"
        let encoded = "a%20b%2Bc%26d%3De%2Ff%3Fg%23h%5Bi%5D%25j%20%C3%A9"
        #expect(FormEncoding.encode([QueryItem(name: reserved, value: reserved)]) == "\(encoded)=\(encoded)")

        struct Search: Endpoint {
            var method: HTTPMethod { .post }
            var path: String { "/search" }
            var query: [QueryItem] { QueryItem.items("f", ["x y", "z"], encoding: FormEncoding(arrays: .brackets)) }
            var body: RequestBody? { .form(QueryItem.items("q", .object(["k": "v&w"]))) }
        }
        let request = try RequestBuilder(server: testServer).makeRequest(for: Search())
        #expect(request.url?.absoluteString == "http://127.0.0.1:8000/api/v3/search?f%5B%5D=x%20y&f%5B%5D=z")
        #expect(request.httpBody == Data("q%5Bk%5D=v%26w".utf8))
    }
}
