@testable import EndpointGenerator
@testable import EndpointGenModel
import Foundation
import Testing

/// An endpoint enum of more cases than Swift checks in one `switch` (about 620 with associated values: "unable to
/// check that this switch is exhaustive in reasonable time") switches over them in parts of at most
/// `EndpointGroupModel.casesPerSwitch` cases, each part's `default` handing the other cases on to the next.
@Suite struct SwitchPartsTests {
    /// Three parts: 100, 100 and 1 cases.
    static let count = 2 * EndpointGroupModel.casesPerSwitch + 1
    /// The endpoints of the first half of the first part, and the last endpoint, have a checked parameter, so
    /// `validate()` has two parts, the first and the third.
    static func isChecked(_ index: Int) -> Bool { index < EndpointGroupModel.casesPerSwitch / 2 || index == count - 1 }

    static let result: GeneratorOutput = {
        let endpoints = (0..<count).map { index in
            let query = isChecked(index) ? #""n": { "type": "int", "minimum": 1 }"# : #""n": "int?""#
            return #""e\#(index)": { "method": "GET", "path": "/e/\#(index)/{id}", "pathParameters": { "id": "int" }, "query": { \#(query) } }"#
        }
        return Generator.generate(Data(SpecFixture.spec(endpoints: "{\n\(endpoints.joined(separator: ",\n"))\n}").utf8), file: "test.endpoints.json")
    }()

    static var source: String { result.files.map(\.contents).joined() }

    @Test func theModelCutsTheCasesIntoParts() {
        #expect(EndpointGroupModel.switchParts(count: 0) == [0..<0])
        #expect(EndpointGroupModel.switchParts(count: 100) == [0..<100], "an enum of 100 cases keeps one switch")
        #expect(EndpointGroupModel.switchParts(count: 1_001).count == 11)
        #expect(Self.result.model?.rootGroup.switchParts == [0..<100, 100..<200, 200..<201])
        #expect(Self.result.diagnostics.isEmpty, "\(SpecFixture.rendered(Self.result))")
    }

    /// Every case is in exactly one part of each switch, the parts in order, and each part but the last hands on to
    /// the next.
    @Test(arguments: [
        ("var requestParts", "return self.requestParts"),
        ("var caseName", "self.caseName"),
    ])
    func eachCaseIsInOnePartAndThePartsChain(member: String, handOn: String) throws {
        let parts = try Self.bodies(of: member, in: Self.source)
        #expect(parts.count == 3)
        let expected = [0..<100, 100..<200, 200..<201]
        for (index, body) in parts.enumerated() {
            #expect(Self.cases(in: body) == Array(expected[index]), "part \(index + 1) lists its own cases, in order")
            let handsOn = index + 1 < parts.count ? "\(handOn)\(index + 2)\n" : "preconditionFailure("
            #expect(body.contains("        default:\n            \(handsOn)"), "part \(index + 1): \(body.suffix(200))")
        }
    }

    @Test func validateHasAPartForEachPartWithACheckedCase() throws {
        let parts = try Self.bodies(of: "func validate", in: Self.source)
        #expect(parts.count == 2)
        #expect(Self.cases(in: parts[0]) == Array(0..<EndpointGroupModel.casesPerSwitch / 2))
        #expect(parts[0].contains("        default:\n            try self.validate2()\n"))
        #expect(Self.cases(in: parts[1]) == [Self.count - 1])
        #expect(parts[1].contains("        default:\n            break\n"))
    }

    @Test func theChainedPartsCompile() async throws {
        try await TypeCheck.run(Self.result.files, moduleName: "SwitchParts")
    }

    /// Past the 620 or so cases Swift checks in one switch.
    @Test func anEnumOfMoreCasesThanSwiftChecksInOneSwitchCompiles() async throws {
        let endpoints = (0..<701).map { #""e\#($0)": { "method": "GET", "path": "/e/{id}", "pathParameters": { "id": "int" } }"# }
        let result = Generator.generate(Data(SpecFixture.spec(endpoints: "{\n\(endpoints.joined(separator: ",\n"))\n}").utf8), file: "test.endpoints.json")
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "SevenHundredCases")
    }

    /// The bodies of `member`, `member2`, `member3`, … in `source`: each from its declaration to the end of its block.
    static func bodies(of member: String, in source: String) throws -> [String] {
        var bodies: [String] = []
        while true {
            let name = bodies.isEmpty ? member : member + String(bodies.count + 1)
            guard let start = source.range(of: " \(name):") ?? source.range(of: " \(name)()") else { return bodies }
            let end = try #require(source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex))
            bodies.append(String(source[start.lowerBound..<end.upperBound]))
        }
    }

    /// The endpoint numbers of the `case` lines in `body`, in order.
    static func cases(in body: String) -> [Int] {
        body.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("        case "), let dot = line.range(of: ".e") else { return nil }
            return Int(line[dot.upperBound...].prefix { $0.isNumber })
        }
    }
}
