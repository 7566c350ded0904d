@testable import EndpointGenerator
import Foundation
import Testing

/// Warnings an OpenAPI document draws say what the generated SDK does with the part they point at, in OpenAPI's words:
/// they said "not supported by the native format", a format the document's author never wrote, which read as a gap
/// to be filled one day and did not say what the client does instead.
@Suite struct OpenAPIWarningTextTests {
    typealias F = OpenAPIFixture

    /// A keyword that only restricts values is not checked; one that describes a shape is left out of the type.
    @Test func anIgnoredKeywordSaysWhetherItRestrictsValuesOrShapesTheType() throws {
        let text = F.document(components: ##"""
        { "schemas": { "Root": { "type": "object",
            "properties": { "labels": { "type": "object", "patternProperties": { "^x-": { "type": "string" } } },
                            "count": { "type": "integer", "multipleOf": 5 },
                            "kind": { "type": "string", "if": { "const": "a" }, "then": { "minLength": 2 } } } } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "'patternProperties' is ignored: the type is made of the schema's other keywords",
            "'multipleOf' is not checked by the client; ignored",
            "'if' is ignored: the type is made of the schema's other keywords",
            "'then' is ignored: the type is made of the schema's other keywords",
        ])
    }

    /// An object model's own keywords beyond its properties are named as a dictionary's and a scalar's are: a
    /// component with `properties` went without a word about its `minProperties`, `not` or `patternProperties`.
    @Test func anObjectModelsIgnoredKeywordsAreNamed() throws {
        let text = F.document(components: ##"""
        { "schemas": { "Root": { "type": "object", "properties": { "a": { "type": "string" } },
            "minProperties": 1, "not": { "required": ["b"] }, "patternProperties": { "^x-": { "type": "string" } },
            "unevaluatedProperties": false } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "'minProperties' is not checked by the client; ignored",
            "'not' is not checked by the client; ignored",
            "'patternProperties' is ignored: the type is made of the schema's other keywords; keys other than the declared properties are not kept",
            "'unevaluatedProperties' is ignored: the type is made of the schema's other keywords; keys other than the declared properties are not kept",
        ])
    }

    /// Beside `additionalProperties` the keys `patternProperties` matches are kept, typed as the other keys are; an
    /// `allOf` part's keywords are the model's too, and a component it includes is reported once, as itself.
    @Test func patternPropertiesBesideAdditionalPropertiesSaysTheKeysAreKept() throws {
        let text = F.document(components: ##"""
        { "schemas": {
            "Open": { "type": "object", "properties": { "a": { "type": "string" } }, "additionalProperties": { "type": "integer" },
                      "patternProperties": { "^x-": { "type": "integer" } } },
            "Both": { "allOf": [{ "$ref": "#/components/schemas/Open" },
                                { "type": "object", "properties": { "b": { "type": "string" } }, "maxProperties": 3 }] } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "'patternProperties' is ignored: the type is made of the schema's other keywords; other keys, also those it matches, are kept as values of 'additionalProperties'",
            "'maxProperties' is not checked by the client; ignored",
        ])
    }

    /// One key, one warning: a free-form object's `maxProperties` (GitHub's `client_payload`) was also said not to
    /// apply to its type.
    @Test func aFreeFormObjectsCountIsReportedOnce() throws {
        let text = F.document(components: ##"""
        { "schemas": { "Root": { "type": "object", "properties": {
            "payload": { "type": "object", "maxProperties": 10, "additionalProperties": true },
            "meta": { "type": "object", "minProperties": 1 } } } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "'maxProperties' is not checked by the client; ignored",
            "'minProperties' is not checked by the client; ignored",
        ])
    }

    /// A bound or default that does not fit names the type as the document writes it, not as the generated SDK's
    /// native spec does (`'int32'`, `'json?'`, `'[string: string]'`).
    @Test func aBoundThatDoesNotFitNamesTheOpenAPIType() throws {
        let text = F.document(components: ##"""
        { "schemas": { "Root": { "type": "object", "required": ["kind"], "properties": {
            "small": { "type": "integer", "format": "int32", "maximum": 1.5 },
            "id": { "type": "string", "format": "uuid", "minItems": 1 },
            "labels": { "type": "object", "additionalProperties": { "type": "string" }, "pattern": "^a" },
            "any": { "pattern": "^a" },
            "kind": { "type": "integer", "const": "a" } } } } }
        """##)
        #expect(F.warnings(F.convert(text)) == [
            "'maximum' does not fit the type 'integer, format int32'; not checked",
            "'minItems' does not apply to the type 'string, format uuid' here; not checked",
            "'pattern' applies to text; a value of the type 'object' is not checked against it",
            "'pattern' applies to text; a value of the type 'any JSON value' is not checked against it",
            "'const' string does not fit the type 'integer'; typed as its base type",
        ])
    }

    /// `allowEmptyValue` asks for `name=`, which the client sends for an empty string anyway; OpenAPI defines it for
    /// query parameters only. A boolean is never sent empty, and where it is a flag read by its presence (django-allauth's
    /// `passwordless`), `false` turns it on: the warning says so rather than speak of an empty string.
    @Test func allowEmptyValueSaysHowAnEmptyValueIsSent() throws {
        let text = F.operation(##"""
        { "operationId": "list", "parameters": [
            { "name": "q", "in": "query", "allowEmptyValue": true, "schema": { "type": "string" } },
            { "name": "X-Tag", "in": "header", "allowEmptyValue": true, "schema": { "type": "string" } },
            { "name": "passwordless", "in": "query", "allowEmptyValue": true, "schema": { "$ref": "#/components/schemas/Flag" } },
            { "name": "limit", "in": "query", "allowEmptyValue": true, "schema": { "type": "integer" } }],
          "responses": { "204": { "description": "ok" } } }
        """##, components: ##"{ "schemas": { "Flag": { "type": "boolean" } } }"##)
        #expect(F.warnings(F.convert(text)) == [
            "'allowEmptyValue' is ignored: an empty string is sent as 'q=' like any other value",
            "'allowEmptyValue' applies to query parameters, not to header 'X-Tag'; ignored",
            "'allowEmptyValue' is ignored: 'passwordless' is sent as 'passwordless=true' or 'passwordless=false', never empty; "
                + "a server that reads only whether 'passwordless' is present reads false as true",
            "'allowEmptyValue' is ignored: 'limit' is integer, which is never sent empty",
        ])
    }

    /// A requirement naming a scheme left out (a Swagger 2 `basic` type) is left out too, and says what that means.
    @Test func aRequirementOfALeftOutSchemeSaysTheOperationMayGoWithoutCredentials() throws {
        let text = F.operation(##"""
        { "operationId": "list", "security": [{ "legacy": [] }], "responses": { "204": { "description": "ok" } } }
        """##, components: ##"""
        { "securitySchemes": { "legacy": { "type": "basic" } } }
        """##)
        let result = F.convert(text)
        #expect(F.warnings(result) == [
            "security requirement names 'legacy', whose scheme is left out (see its warning); this alternative is left out too",
            "security scheme 'legacy' of type 'basic' is not supported: OpenAPI's types are apiKey, http, mutualTLS, oauth2 and openIdConnect; left out",
        ])
        #expect(result.diagnostics.filter { $0.message.hasPrefix("security requirement") }.map(\.hint)
                == ["an operation with no alternative left is sent without credentials"])
    }

    /// A default the client cannot hold is the server's to apply when the caller leaves the value out; an error
    /// response's headers are in the error thrown.
    @Test func detailsNotKeptSayWhereTheAppFindsThem() throws {
        let text = F.operation(##"""
        { "operationId": "list", "parameters": [{ "name": "ids", "in": "query", "schema": { "type": "array", "items": { "type": "integer" }, "default": [1, 2] } }],
          "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "string" } } } },
                         "429": { "description": "slow down", "headers": { "Retry-After": { "schema": { "type": "integer" } } } } } }
        """##)
        let result = F.convert(text)
        #expect(result.diagnostics.filter { $0.severity == .warning }.map { "\($0.message) | \($0.hint ?? "")" } == [
            "operation 'list': 1 array default not kept in the generated SDK | a value the caller leaves nil is not sent, and the server applies its default",
            "operation 'list': 1 error response header not kept in the generated SDK | read them from the 'headers' of the HTTPFailure thrown",
        ])
    }

    /// Without a schema a parameter has no type: a path parameter is text, any other has no argument.
    @Test func aParameterWithoutASchemaSaysWhatItBecomes() throws {
        let text = F.operation(##"""
        { "operationId": "get", "parameters": [{ "name": "id", "in": "path", "required": true }, { "name": "q", "in": "query" }],
          "responses": { "204": { "description": "ok" } } }
        """##, path: "/items/{id}")
        #expect(F.warnings(F.convert(text)) == [
            "a parameter without 'schema' or 'content' has no type; 'id' is a String",
            "a parameter without 'schema' or 'content' has no type; 'q' is left out: the method has no argument for it",
        ])
    }
}
