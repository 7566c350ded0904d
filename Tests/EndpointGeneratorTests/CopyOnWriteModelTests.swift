@testable import EndpointGenModel
import Testing

/// Properties and parameters keep their fields in one box that copies share (``CopyOnWrite``); each copy still behaves
/// as a value of its own: writing one leaves every other as it was.
@Suite struct CopyOnWriteModelTests {
    @Test func writingACopyOfAPropertyLeavesTheOriginal() {
        let original = PropertyModel(specName: "id", specPath: "$.models.Pet.properties.id", swiftName: "id", wireName: "id", type: .int)
        var copy = original
        copy.specPath = ""
        copy.type = .optional(.int)
        copy.constraints.minLength = 1
        #expect(original.specPath == "$.models.Pet.properties.id")
        #expect(original.type == .int)
        #expect(original.constraints.isEmpty)
        #expect(copy.type == .optional(.int) && copy.constraints.minLength == 1)
        #expect(copy != original)
    }

    @Test func copiesAreEqualAndHashAlikeUntilOneIsWritten() {
        let first = PropertyModel(specName: "name", specPath: "$.a", swiftName: "name", wireName: "name", type: .string)
        var second = first
        #expect(second == first && second.hashValue == first.hashValue)
        second.swiftName = "name"
        // Written with the value it had: a box of its own, still equal.
        #expect(second == first && second.hashValue == first.hashValue)
        second.isReadOnly = true
        #expect(second != first && !first.isReadOnly)
    }

    @Test func writingACopyOfAParameterLeavesTheOriginal() {
        let original = ParameterModel(specName: "limit", specPath: "$.paths", wireName: "limit", swiftName: "limit", type: .int)
        var copy = original
        copy.defaultValue = .integer(10)
        copy.isUnlabeled = true
        #expect(original.defaultValue == nil && !original.isUnlabeled)
        #expect(copy.defaultValue == .integer(10) && copy.isUnlabeled)
    }
}
