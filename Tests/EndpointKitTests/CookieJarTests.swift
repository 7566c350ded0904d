@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The transport sends and keeps its configuration's cookies itself: URLSession replaced the client's `Cookie` field
/// with the stored cookies, dropping an API key sent as a cookie.
@Suite struct CookieJarTests {
    static func jar(_ cookies: [[HTTPCookiePropertyKey: Any]]) throws -> (CookieJar, URLSessionConfiguration) {
        let configuration = URLSessionConfiguration.ephemeral
        for properties in cookies {
            configuration.httpCookieStorage?.setCookie(try #require(HTTPCookie(properties: properties)))
        }
        return (CookieJar(configuration), configuration)
    }

    static func cookie(_ name: String, _ value: String, secure: Bool = false) -> [HTTPCookiePropertyKey: Any] {
        var properties: [HTTPCookiePropertyKey: Any] = [.name: name, .value: value, .domain: "api.example.com", .path: "/"]
        if secure { properties[.secure] = "TRUE" }
        return properties
    }

    @Test func storedCookiesFollowTheRequestsOwnAndNeverReplaceThem() throws {
        let (jar, _) = try Self.jar([Self.cookie("lb", "affinity"), Self.cookie("session", "server-set"), Self.cookie("sec", "S1", secure: true)])
        var request = URLRequest(url: URL(string: "https://api.example.com/me")!)
        request.setValue("session=KEY; theme=dark", forHTTPHeaderField: "Cookie")
        let prepared = jar.prepared(request)
        let sent = prepared.value(forHTTPHeaderField: "Cookie")?.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(sent?.prefix(2) == ["session=KEY", "theme=dark"])
        #expect(Set(sent ?? []) == ["session=KEY", "theme=dark", "lb=affinity", "sec=S1"])
        #expect(!prepared.httpShouldHandleCookies)
        // Over http a `Secure` cookie stays behind (RFC 6265 §5.4); without a field of its own, the stored ones make it.
        let plain = jar.prepared(URLRequest(url: URL(string: "http://api.example.com/me")!)).value(forHTTPHeaderField: "Cookie")
        #expect(Set(plain?.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) } ?? []) == ["lb=affinity", "session=server-set"])
    }

    @Test func aConfigurationWithoutCookiesSendsAndKeepsNone() throws {
        let (_, configuration) = try Self.jar([Self.cookie("lb", "affinity")])
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        let jar = CookieJar(configuration)
        #expect(jar.prepared(URLRequest(url: URL(string: "https://api.example.com/me")!)).value(forHTTPHeaderField: "Cookie") == nil)
        let response = try #require(HTTPURLResponse(url: URL(string: "https://api.example.com/login")!, statusCode: 200, httpVersion: nil,
                                                   headerFields: ["Set-Cookie": "fresh=1; Path=/"]))
        jar.keep(from: response)
        #expect(configuration.httpCookieStorage?.cookies?.map(\.name) == ["lb"])
        // The transport's own sessions leave cookies to the jar.
        let own = CookieJar.sessionConfiguration(configuration)
        #expect(!own.httpShouldSetCookies && own.httpCookieStorage == nil)
    }

    /// The next hop of a redirect to another origin of the same host (another port) gets none of the stored cookies,
    /// which the storage matches by domain alone: the first origin's session cookie went with it. Within the origin
    /// they are sent as on any request.
    @Test func aRedirectToAnotherOriginOfTheHostGetsNoStoredCookies() throws {
        let (jar, _) = try Self.jar([Self.cookie("session", "server-set")])
        let original = try #require(URL(string: "https://api.example.com/login"))
        let elsewhere = jar.prepared(URLRequest(url: try #require(URL(string: "https://api.example.com:8443/me"))), redirectedFrom: original)
        #expect(elsewhere.value(forHTTPHeaderField: "Cookie") == nil)
        #expect(!elsewhere.httpShouldHandleCookies)
        let within = jar.prepared(URLRequest(url: try #require(URL(string: "https://api.example.com/me"))), redirectedFrom: original)
        #expect(within.value(forHTTPHeaderField: "Cookie") == "session=server-set")
    }
}
