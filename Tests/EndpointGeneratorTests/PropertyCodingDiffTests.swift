@testable import EndpointGenerator
import Testing

/// What `nullable` and `default` changes do to code and payloads written against the old SDK.
@Suite struct PropertyCodingDiffTests {
    static func spec(_ properties: String) -> String {
        SpecFixture.spec(models: #"{ "Item": { "properties": "# + properties + " } }")
    }

    @Test func propertyNoLongerNullableBreaks() throws {
        let report = try DiffTests.report(
            old: Self.spec(#"{ "id": "int", "note": { "type": "string", "nullable": true } }"#),
            new: Self.spec(#"{ "id": "int", "note": { "type": "string" } }"#)
        )
        #expect(report.lines.contains(
            "- property 'note' of model 'Item' (Item.note): no longer nullable (type changed from String? to String) (at $.models.Item.properties.note)"
        ), "\(report.lines)")
        #expect(report.hasBreakingChanges)
    }

    @Test func removedDefaultBreaksAndAddedDefaultIsAdditive() throws {
        let removed = try DiffTests.report(
            old: Self.spec(#"{ "count": { "type": "int", "default": 1 } }"#),
            new: Self.spec(#"{ "count": "int" }"#)
        )
        #expect(removed.lines.contains(
            "- property 'count' of model 'Item' (Item.count): no longer has a default: decoding fails without it and the initializer needs it (at $.models.Item.properties.count)"
        ), "\(removed.lines)")
        let added = try DiffTests.report(
            old: Self.spec(#"{ "id": "int" }"#),
            new: Self.spec(#"{ "id": "int", "count": { "type": "int", "default": 1 } }"#)
        )
        #expect(added.lines.contains(
            "- property 'count' of model 'Item' (Item.count): added with a default (Int) (at $.models.Item.properties.count)"
        ), "\(added.lines)")
        #expect(!added.hasBreakingChanges)
    }

    @Test func aPropertyMadeReadOnlyIsNoLongerSentAndBreaks() throws {
        let readOnly = try DiffTests.report(
            old: Self.spec(#"{ "id": "int?" }"#),
            new: Self.spec(#"{ "id": { "type": "int?", "readOnly": true } }"#)
        )
        #expect(readOnly.lines.contains(
            "- property 'id' of model 'Item' (Item.id): now read-only: requests no longer send it (at $.models.Item.properties.id)"
        ), "\(readOnly.lines)")
        #expect(readOnly.hasBreakingChanges)
        let writable = try DiffTests.report(
            old: Self.spec(#"{ "id": { "type": "int?", "readOnly": true } }"#),
            new: Self.spec(#"{ "id": "int?" }"#)
        )
        #expect(writable.lines.contains(
            "- property 'id' of model 'Item' (Item.id): no longer read-only: requests send it (at $.models.Item.properties.id)"
        ), "\(writable.lines)")
        #expect(!writable.hasBreakingChanges)
    }

    @Test func constantChangesBreak() throws {
        let changed = try DiffTests.report(
            old: Self.spec(#"{ "kind": { "type": "string", "const": "a" } }"#),
            new: Self.spec(#"{ "kind": { "type": "string", "const": "b" } }"#)
        )
        #expect(changed.lines.contains(
            "- property 'kind' of model 'Item' (Item.kind): constant changed from \"a\" to \"b\": decoding the old value fails (at $.models.Item.properties.kind)"
        ), "\(changed.lines)")
        let becameConstant = try DiffTests.report(
            old: Self.spec(#"{ "kind": "string" }"#),
            new: Self.spec(#"{ "kind": { "type": "string", "const": "b" } }"#)
        )
        #expect(becameConstant.lines.contains(
            "- property 'kind' of model 'Item' (Item.kind): now a constant: the initializer no longer takes it (at $.models.Item.properties.kind)"
        ), "\(becameConstant.lines)")
    }

    /// Its argument defaults to nil, so old initializer calls compile; only payloads without the key stop decoding.
    @Test func aRequiredNullablePropertyAddedBreaksDecodingOnly() throws {
        let report = try DiffTests.report(
            old: Self.spec(#"{ "id": "int" }"#),
            new: Self.spec(#"{ "id": "int", "details": { "type": "string", "nullable": true } }"#)
        )
        #expect(report.breaking.map(\.line) == [
            "- property 'details' of model 'Item' (Item.details): added as required and nullable (String?): decoding fails for payloads without the key; "
                + "the initializer does not need it (at $.models.Item.properties.details)",
        ], "\(report.lines)")
    }

    /// Becoming nullable or optional gives readers an optional to unwrap; which of the two the key's rule says.
    @Test func whatChangedWhenAPropertyBecomesOptional() throws {
        let nullable = try DiffTests.report(old: Self.spec(#"{ "size": "int" }"#), new: Self.spec(#"{ "size": { "type": "int", "nullable": true } }"#))
        #expect(nullable.breaking.map(\.line) == [
            "- property 'size' of model 'Item' (Item.size): now nullable (type changed from Int to Int?): the key is still required but may hold null, "
                + "so code reading it must unwrap it (at $.models.Item.properties.size)",
        ], "\(nullable.lines)")
        let optional = try DiffTests.report(old: Self.spec(#"{ "size": "int" }"#), new: Self.spec(#"{ "size": "int?" }"#))
        #expect(optional.breaking.map(\.line) == [
            "- property 'size' of model 'Item' (Item.size): now optional (type changed from Int to Int?): the key may be absent or null, "
                + "so code reading it must unwrap it (at $.models.Item.properties.size)",
        ], "\(optional.lines)")
    }

    /// The Swift type stays `Int?` both ways; what changes is whether the key must be present, and so what is sent for nil.
    @Test func anOptionalKeyThatBecomesRequiredOrStopsBeing() throws {
        let required = try DiffTests.report(old: Self.spec(#"{ "size": "int?" }"#), new: Self.spec(#"{ "size": { "type": "int", "nullable": true } }"#))
        #expect(required.breaking.map(\.line) == [
            "- property 'size' of model 'Item' (Item.size): key now required, though it may hold null: decoding fails for payloads without it (at $.models.Item.properties.size)",
        ], "\(required.lines)")
        let optional = try DiffTests.report(old: Self.spec(#"{ "size": { "type": "int", "nullable": true } }"#), new: Self.spec(#"{ "size": "int?" }"#))
        #expect(optional.breaking.map(\.line) == [
            "- property 'size' of model 'Item' (Item.size): key no longer required: requests leave a nil value out instead of sending null (at $.models.Item.properties.size)",
        ], "\(optional.lines)")
    }
}
