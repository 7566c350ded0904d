import EndpointGenSpec

/// Orders the alternatives of an imported union so that decoding in order can reach each of them.
///
/// OpenAPI's `oneOf` has no order (a value matches exactly one alternative) and `anyOf` accepts the first that
/// matches, but the native `oneOf` tries its alternatives in order, and the model stage refuses one that those before
/// it always take. So an alternative moves before the first one that takes every value it would (`integer` before
/// `number`, `uuid` before `string`, an object before `{}`); of two that take each other's values (an open enum and
/// `string`), one is kept, a model over a scalar; and one that the others take together (`integer` or `string` after
/// both) is left out. Nothing a value can be is lost: what a left-out alternative would decode, a kept one decodes.
/// What is left out is returned with the kept alternatives that take its values, for a warning: a union could end
/// with one case, the free string beside an enum gone without a word.
enum UnionOrdering {
    /// An alternative left out, and the kept ones that take every value it would.
    struct LeftOut {
        var alternative: Located<TypeExpression>
        var takers: [TypeExpression]
    }

    /// `alternatives` in the order that reaches each, and those left out with what takes their values.
    static func ordering(_ alternatives: [Located<TypeExpression>], shapes: inout ModelShapes)
        -> (kept: [Located<TypeExpression>], leftOut: [LeftOut]) {
        var kept: [(alternative: Located<TypeExpression>, shapes: [JSONShape])] = []
        var leftOut: [LeftOut] = []
        for alternative in alternatives {
            let own = shapes.shapes(of: alternative.value)
            guard let taker = kept.firstIndex(where: { candidate in own.allSatisfy(candidate.shapes.covers) }) else {
                kept.append((alternative, own))
                continue
            }
            if kept[taker].shapes.allSatisfy(own.covers) {
                // Each takes the other's values: keep the model, which says more (an open enum keeps every string).
                if isModel(alternative.value), !isModel(kept[taker].alternative.value) {
                    leftOut.append(LeftOut(alternative: kept[taker].alternative, takers: [alternative.value]))
                    kept[taker] = (alternative, own)
                } else {
                    leftOut.append(LeftOut(alternative: alternative, takers: [kept[taker].alternative.value]))
                }
            } else {
                kept.insert((alternative, own), at: taker)
            }
        }
        var result: [(alternative: Located<TypeExpression>, shapes: [JSONShape])] = []
        for candidate in kept {
            guard candidate.shapes.allSatisfy(result.flatMap(\.shapes).covers) else {
                result.append(candidate)
                continue
            }
            let takers = result.filter { taker in candidate.shapes.contains { taker.shapes.covers($0) } }
            leftOut.append(LeftOut(alternative: candidate.alternative, takers: takers.map(\.alternative.value)))
        }
        return (result.map(\.alternative), leftOut)
    }

    private static func isModel(_ type: TypeExpression) -> Bool {
        guard case .named(let name) = type else { return false }
        return !TypeExpression.scalarNames.contains(name) && !UnionSpec.isLiteral(type)
    }
}
