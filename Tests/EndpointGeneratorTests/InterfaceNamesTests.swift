@testable import EndpointGenEmit
import Testing

/// Which type names a generated file's interface names, from which its imports are made public or left internal.
@Suite struct InterfaceNamesTests {
    private static let candidates = InterfaceNames.Candidates(["Date", "URL", "UUID", "JSONValue", "RequestParts", "Transport", "GeneratedEndpoint", "Server"])

    private func named(_ source: String, access: String = "public") -> [String] {
        InterfaceNames.named(in: source, access: access, among: Self.candidates).sorted()
    }

    @Test func signaturesOfDeclarationsAtTheAccessLevelCount() {
        #expect(named("public struct Pet: Codable {\n    public var born: Date?\n    var tag: UUID\n}\n") == ["Date"])
        #expect(named("public func fetch(at url: URL, id: UUID = UUID()) async throws -> JSONValue {\n    let x: Date = .now\n}\n") == ["JSONValue", "URL", "UUID"])
        #expect(named("public typealias Stamp = Date\n") == ["Date"])
        #expect(named("package var born: Date\n", access: "package") == ["Date"])
        #expect(named("package var born: Date\n") == [], "a package declaration is no public interface")
    }

    @Test func conformancesOfTypesAndExtensionsCount() {
        #expect(named("public nonisolated enum PetEndpoint: GeneratedEndpoint {\n}\n") == ["GeneratedEndpoint"])
        #expect(named("extension Pet: GeneratedEndpoint {}\n") == ["GeneratedEndpoint"])
        #expect(named("nonisolated extension PetEndpoint {\n    public var requestParts: RequestParts {\n        RequestParts()\n    }\n}\n") == ["RequestParts"])
    }

    /// Swift takes a `package` type's conformances for no package interface (a `package import` used only there is
    /// warned about as unused), but a protocol's inheritance for one.
    @Test func aPackageTypesConformancesAreNoInterface() {
        #expect(named("package nonisolated enum PetEndpoint: GeneratedEndpoint {\n    package var requestParts: RequestParts { .init() }\n}\n", access: "package") == ["RequestParts"])
        #expect(named("extension Pet: GeneratedEndpoint {}\n", access: "package") == [])
        #expect(named("package protocol PetAPI: GeneratedEndpoint {\n    func born() -> Date\n}\n", access: "package") == ["Date", "GeneratedEndpoint"])
    }

    @Test func protocolRequirementsAndEnumCasesCountUnmarked() {
        #expect(named("public protocol PetAPI {\n    func born(id: UUID) async throws -> Date\n}\n") == ["Date", "UUID"])
        #expect(named("protocol Hidden {\n    func born() -> Date\n}\n") == [])
        #expect(named("public enum Event {\n    case born(Date)\n    indirect case moved(to: URL)\n}\n") == ["Date", "URL"])
        #expect(named("enum Hidden {\n    case born(Date)\n}\n") == [])
    }

    @Test func codeAndPrivateMembersDoNotCount() {
        let source = """
        public struct Pet {
            public var requestParts: Int {
                switch self {
                case .x(let date as Date): return 1
                }
            }
            private enum CodingKeys: String, CodingKey {
                case born
            }
            private var store: JSONValue
            init(url: URL) {}
            public init(id: Int) {
                let value = UUID()
            }
        }
        """
        #expect(named(source) == [])
    }

    /// Inside a public enum only its cases count unmarked: a member below the access level is no interface, as in a struct.
    @Test func anEnumsMembersBelowTheAccessLevelDoNotCount() {
        #expect(named("public enum Event {\n    case born(Date)\n    var id: UUID { UUID() }\n    static func at(_ url: URL) -> Event { .born(.now) }\n}\n") == ["Date"])
    }

    @Test func aParameterListOverSeveralLinesCounts() {
        #expect(named("public init(\n    server: Server,\n    transport: any Transport = URLSessionTransport()\n) {\n    let u: URL? = nil\n}\n") == ["Server", "Transport"])
    }

    @Test func literalsAndCommentsHideWhatTheyHold() {
        let source = """
        /// Returns a Date. { unbalanced
        // public var a: URL
        /* public var b: URL /* nested */ UUID } */
        public static let samples: [Int: String] = [200: #"{"at": "Date", "q": "\\"#, 201: "} \\" URL"]
        public static let path = "\\(name ?? "Date {")/x"
        public static let text = \"""
            public var c: URL {
            \"""
        public var born: Date
        """
        #expect(named(source) == ["Date"])
    }

    /// A multi-line raw literal ends at its closing `"""#`, not at a quote or `"#` inside it, and what follows is read again.
    @Test func aMultiLineRawLiteralEndsAtItsClosingDelimiter() {
        let source = "public static let text = #\"\"\"\n    public var c: URL \"\"\" \"#\n    \"\"\"#\npublic var born: Date\n"
        #expect(named(source) == ["Date"])
    }

    @Test func aStoredPropertysInitialValueIsNoInterface() {
        #expect(named("public static let server = Server.production\n") == [])
        #expect(named("public static let server: Server = .production\n") == ["Server"])
    }
}
