@testable import EndpointGenJSON
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Testing

/// The order the importer gives union alternatives, so that the model stage can reach each one.
@Suite struct UnionOrderingTests {
    static func located(_ type: TypeExpression) -> Located<TypeExpression> {
        Located(type, location: SourceLocation(line: 1, column: 1), path: .root)
    }

    static func ordered(_ types: [TypeExpression]) -> [TypeExpression] {
        ordering(types).kept
    }

    /// The alternatives kept, in order, and each one left out with the kept ones that take its values.
    static func ordering(_ types: [TypeExpression]) -> (kept: [TypeExpression], leftOut: [[TypeExpression]]) {
        let origin = SourceLocation(line: 1, column: 1)
        let color = ModelSpec(name: Located("Color", location: origin, path: .root),
                              kind: .enumeration([EnumValueSpec(value: Located(.string("red"), location: origin, path: .root))]), location: origin, path: .root)
        let empty = ModelSpec(name: Located("Empty", location: origin, path: .root), kind: .object([]), location: origin, path: .root)
        let code = ModelSpec(name: Located("Code", location: origin, path: .root),
                             kind: .union(UnionSpec(alternatives: [located(.named("int")), located(.named("string"))])), location: origin, path: .root)
        var shapes = ModelShapes(models: [color, empty, code])
        let ordering = UnionOrdering.ordering(types.map(located), shapes: &shapes)
        return (ordering.kept.map(\.value), ordering.leftOut.map { [$0.alternative.value] + $0.takers })
    }

    @Test(arguments: [
        ([TypeExpression.named("double"), .named("int")], [TypeExpression.named("int"), .named("double")]),
        ([.named("string"), .named("uuid"), .named("date-time")], [.named("uuid"), .named("date-time"), .named("string")]),
        ([.named("json"), .named("Empty"), .named("int")], [.named("Empty"), .named("int"), .named("json")]),
        ([.named("int"), .named("string"), .named("Code")], [.named("int"), .named("string")]),
        ([.array(.named("string")), .array(.named("uuid"))], [.array(.named("uuid")), .array(.named("string"))]),
        ([.named("string"), .named("Color")], [.named("Color")]),
        ([.named("Color"), .named("string")], [.named("Color")]),
        ([.named("int"), .named("string"), .named("null")], [.named("int"), .named("string"), .named("null")]),
    ])
    func alternativesMoveBeforeWhatTakesThem(written: [TypeExpression], ordered: [TypeExpression]) {
        #expect(Self.ordered(written) == ordered)
    }

    /// What is left out is said with what takes its values, for the importer's warning: a free string beside an open
    /// enum went without a word, leaving a union of one case.
    @Test(arguments: [
        ([TypeExpression.named("string"), .named("Color")], [[TypeExpression.named("string"), .named("Color")]]),
        ([.named("Color"), .named("string")], [[.named("string"), .named("Color")]]),
        ([.named("int"), .named("string"), .named("Code")], [[.named("Code"), .named("int"), .named("string")]]),
        ([.named("double"), .named("int")], []),
    ])
    func whatIsLeftOutComesWithWhatTakesItsValues(written: [TypeExpression], leftOut: [[TypeExpression]]) {
        #expect(Self.ordering(written).leftOut == leftOut)
    }
}
