@testable import EndpointKit
import Foundation
import Testing

/// The redactor scans bytes for speed; these pin down what it cuts, including the cases byte scanning gets wrong
/// when done carelessly.
@Suite struct RedactorTests {
    private let redactor = Redactor(
        headerNames: ["authorization"],
        queryNames: ["api_key"],
        alsoRedacting: ["session"],
        secrets: Redactor.Secret.forms(of: ["s3cr3t k", "tok"])
    )

    @Test func queryValuesOfRedactedNamesAreReplacedAndTheFragmentLeftOut() {
        let url = URL(string: "https://api.example.com/v1/items?API_KEY=abc&page=2&Session=x&api%5Fkey=def#top")
        #expect(redactor.url(url) == "https://api.example.com/v1/items?API_KEY=<redacted>&page=2&Session=<redacted>&api%5Fkey=<redacted>")
    }

    @Test func userInformationIsReplacedWhateverItsLength() {
        // "user:pass1" is as long as the placeholder: the replacement must still happen.
        #expect(redactor.url(URL(string: "https://user:pass1@api.example.com/x")) == "https://<redacted>@api.example.com/x")
        #expect(redactor.text("failed: http://a:b@h/ then ftp://c@d?e") == "failed: http://<redacted>@h/ then ftp://<redacted>@d?e")
        #expect(redactor.text("https://host/path@not-user-info") == "https://host/path@not-user-info")
    }

    @Test func secretsAreReplacedPlainAndPercentEncoded() {
        #expect(redactor.text("key s3cr3t k and s3cr3t%20k, tok") == "key <redacted> and <redacted>, <redacted>")
        // As a server may echo it: a form's `+` for the space, hex digits in lower case.
        let slash = Redactor(headerNames: [], queryNames: [], secrets: Redactor.Secret.forms(of: ["k y/+=Q"]))
        #expect(slash.text("k y/+=Q k%20y%2F%2B%3DQ k%20y%2f%2b%3dQ k+y%2F%2B%3DQ k+y%2f%2b%3dQ") == Array(repeating: "<redacted>", count: 5).joined(separator: " "))
        // Python's `quote` leaves `/`, JSON may escape it.
        #expect(slash.text(#"k%20y/%2B%3DQ k%20y/%2b%3dQ "k y\/+=Q""#) == #"<redacted> <redacted> "<redacted>""#)
        #expect(redactor.headerValue("Bearer tok", name: "x-other") == "Bearer <redacted>")
        #expect(redactor.headerValue("anything", name: "authorization") == "<redacted>")
        // A secret holding another is replaced whole, not its tail left after the shorter one.
        let nested = Redactor(headerNames: [], queryNames: [], secrets: Redactor.Secret.forms(of: ["abc", "abcdef"]))
        #expect(nested.text("token abcdef end, abc") == "token <redacted> end, <redacted>")
    }

    @Test func secretsOutsideTheQueryOfAURLAreReplacedWithAndWithoutAQuery() {
        // ASCII without a secret is copied byte for byte; with one, it takes the path that replaces it.
        #expect(redactor.url(URL(string: "https://api.example.com/tok/x?page=2&api_key=abc")) == "https://api.example.com/<redacted>/x?page=2&api_key=<redacted>")
        #expect(redactor.url(URL(string: "https://api.example.com/items/tok")) == "https://api.example.com/items/<redacted>")
        #expect(redactor.url(URL(string: "https://api.example.com/items?q=s3cr3t%20k")) == "https://api.example.com/items?q=<redacted>")
        #expect(redactor.url(URL(string: "https://api.example.com/items?q=to&k=1")) == "https://api.example.com/items?q=to&k=1")
        #expect(redactor.url(nil) == "<no URL>")
    }

    @Test func headerValuesBeyondASCIIOrWithSecretsAreSearchedWhole() {
        #expect(redactor.headerValue("caf\u{E9} tok", name: "x-other") == "caf\u{E9} <redacted>")
        #expect(redactor.headerValue("to k", name: "x-other") == "to k")
        // A secret outside ASCII can equal ASCII text: the Kelvin sign is a K to Foundation.
        let kelvin = Redactor(headerNames: [], queryNames: [], secrets: Redactor.Secret.forms(of: ["\u{212A}3y"]))
        #expect(kelvin.headerValue("K3y", name: "x-other") == kelvin.text("K3y"))
        #expect(kelvin.url(URL(string: "https://h/K3y")) == kelvin.text("https://h/K3y"))
    }

    @Test func textBeyondASCIIIsSearchedByFoundation() {
        // The decomposed é of the text is the composed é of the secret to Foundation, not to a byte search.
        let unicode = Redactor(headerNames: [], queryNames: [], secrets: Redactor.Secret.forms(of: ["caf\u{E9}"]))
        #expect(unicode.text("at the cafe\u{301}!") == "at the <redacted>!")
        #expect(unicode.text("user\u{A0}https://u:p@h") == "user\u{A0}https://<redacted>@h")
    }

    @Test func queryNamesAreComparedWholeAndIgnoringCase() {
        // A name the redacted one begins, or that begins it, is another name; one without a value still has it redacted.
        let url = URL(string: "https://h/x?Api_Key=1&api_keys=2&api_ke=3&&api_key&SESSION=4")
        #expect(redactor.url(url) == "https://h/x?Api_Key=<redacted>&api_keys=2&api_ke=3&&api_key=<redacted>&SESSION=<redacted>")
    }

    @Test func namesBeyondASCIIAreComparedAsText() {
        // Set beside an ASCII name, a name beyond ASCII makes every name be compared as decoded, lowercased text.
        let unicode = Redactor(headerNames: ["cl\u{E9}"], queryNames: ["cl\u{E9}", "token"], secrets: [])
        #expect(unicode.url(URL(string: "https://h/x?CL%C3%89=1&cle=2&TOKEN=3")) == "https://h/x?CL%C3%89=<redacted>&cle=2&TOKEN=<redacted>")
        #expect(unicode.headerValue("v", name: "CL\u{C9}") == "<redacted>")
        #expect(unicode.headerValue("v", name: "Cle") == "v")
    }
}

private extension Redactor {
    /// The value shown for a header field, as the logging middleware writes it.
    func headerValue(_ value: String, name: String) -> String {
        var text = UTF8Writer(capacity: 64)
        appendHeaderValue(value, name: name, to: &text)
        return text.text
    }
}
