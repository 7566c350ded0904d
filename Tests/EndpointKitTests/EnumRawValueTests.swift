import EndpointKit
import Foundation
import Testing

/// Enums of numbers, booleans, 64-bit integers and mixed values, shaped as the generator writes them: their JSON and
/// their text in a URL or header.
@Suite struct EnumRawValueTests {
    enum Mixed: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
        case auto
        case ten
        case unknown(JSONValue)

        init(rawValue: JSONValue) {
            switch rawValue {
            case .string("auto"): self = .auto
            case .integer(10): self = .ten
            default: self = .unknown(rawValue)
            }
        }

        var rawValue: JSONValue {
            switch self {
            case .auto: .string("auto")
            case .ten: .integer(10)
            case .unknown(let value): value
            }
        }
    }

    enum Ratio: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
        case half
        case unknown(Double)

        init(rawValue: Double) { self = rawValue == 0.5 ? .half : .unknown(rawValue) }
        var rawValue: Double { if case .unknown(let value) = self { value } else { 0.5 } }
    }

    enum Flag: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
        case on
        case unknown(Bool)

        init(rawValue: Bool) { self = rawValue ? .on : .unknown(rawValue) }
        var rawValue: Bool { if case .unknown(let value) = self { value } else { true } }
    }

    enum Site: RawRepresentable, Codable, Hashable, Sendable, ParameterValue {
        case unknown(Int64)

        init(rawValue: Int64) { self = .unknown(rawValue) }
        var rawValue: Int64 { if case .unknown(let value) = self { value } else { 0 } }
    }

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    @Test func mixedEnumsDecodeScalarsAndRefuseTheRest() throws {
        let values = try JSONDecoder().decode([Mixed].self, from: Data(#"["auto", 10, 10.0, 2.5, true, "x", 9007199254740993]"#.utf8))
        #expect(values == [.auto, .ten, .ten, .unknown(.number(2.5)), .unknown(.bool(true)), .unknown(.string("x")),
                           .unknown(.integer(9_007_199_254_740_993))])
        #expect(try Self.json(values) == #"["auto",10,10,2.5,true,"x",9007199254740993]"#)
        for refused in ["null", "[1]", #"{"a":1}"#] {
            #expect(throws: DecodingError.self, "\(refused)") { try JSONDecoder().decode(Mixed.self, from: Data(refused.utf8)) }
        }
    }

    /// In a URL a value reads as JSON writes it: `10`, not `10.0`.
    @Test func parameterTextIsTheJSONText() {
        #expect(Mixed.ten.parameterValue == "10")
        #expect(Mixed.auto.parameterValue == "auto")
        #expect(Mixed.unknown(.number(2.5)).parameterValue == "2.5")
        #expect(Mixed.unknown(.bool(false)).parameterValue == "false")
        #expect(Mixed.unknown(.number(1e20)).parameterValue == "1e+20")
        #expect(Ratio.half.parameterValue == "0.5")
        #expect(Ratio.unknown(2).parameterValue == "2")
        #expect(Flag.on.parameterValue == "true")
        #expect(Site.unknown(4_100_000_001).parameterValue == "4100000001")
    }

    @Test func numberBooleanAnd64BitEnumsUseTheirRawValuesInJSON() throws {
        #expect(try JSONDecoder().decode([Ratio].self, from: Data("[0.5, 2]".utf8)) == [.half, .unknown(2)])
        #expect(try Self.json([Ratio.half, .unknown(2)]) == "[0.5,2]")
        #expect(try JSONDecoder().decode([Flag].self, from: Data("[true, false]".utf8)) == [.on, .unknown(false)])
        #expect(try Self.json(Site.unknown(4_100_000_001)) == "4100000001")
    }
}
