import Foundation

/// Builds a large, valid spec as JSON text, with the variety of the real specs in `Specs/`.
///
/// Models: every fifth is a string enum; the rest are objects with scalars, optionals, arrays,
/// dictionaries, dates, UUIDs, URLs, snake_case and camelCase keys, explicit wire names, references to
/// earlier models (optional and in arrays) and to enums. Endpoints cycle through six shapes:
/// GET list (query with defaults, optionals, enum and array parameters), GET item (path parameter,
/// optional header), POST with a JSON body, PUT with two path parameters and a body, a public POST
/// with a form body, and DELETE / raw-data GETs. Every 100 endpoints form a group (`Area0`, `Area1`, …).
enum SyntheticSpec {
    static func make(endpoints: Int, models: Int) -> Data {
        precondition(models >= 10, "needs a few object and enum models to refer to")
        var out = ""
        out.reserveCapacity(endpoints * 900 + models * 900)
        out += """
        {
          "$schema": "./endpoints.schema.json",
          "specVersion": 1,
          "name": "Synthetic",
          "description": "A generated spec with \(endpoints) endpoints and \(models) models.",
          "servers": {
            "production": "https://api.example.com/v2",
            "staging": { "url": "https://staging.api.example.com/v2", "description": "Reset nightly." }
          },
          "defaultServer": "production",
          "keyStyle": "snake_case",
          "auth": { "token": { "scheme": "Bearer" } },
          "shared": {
            "query": {
              "version": { "value": "2.1" },
              "locale": { "type": "string?", "description": "A BCP 47 language tag." }
            },
            "headers": { "X-Device-Type": { "type": "string", "swiftName": "deviceType" } }
          },
          "errorBody": { "model": "ApiError", "message": "message" },
          "endpoints": {

        """
        for index in 0..<endpoints {
            out += endpoint(index, models: models)
            out += index == endpoints - 1 ? "\n" : ",\n"
        }
        out += "  },\n  \"models\": {\n"
        for index in 0..<models {
            out += model(index)
            out += index == models - 1 ? "\n" : ",\n"
        }
        out += "  }\n}\n"
        return Data(out.utf8)
    }

    // MARK: Models

    static func isEnum(_ index: Int) -> Bool { index % 5 == 4 }

    static func modelName(_ index: Int) -> String {
        if index == 0 { return "ApiError" }
        return isEnum(index) ? "Status\(index)" : "Resource\(index)"
    }

    /// An object model at or below `index` (never 0, the error model).
    static func objectModel(near index: Int, models: Int) -> String {
        var candidate = max(1, index % models)
        while isEnum(candidate) { candidate -= 1 }
        return modelName(max(1, candidate))
    }

    /// The index of an enum model near `index`.
    static func enumModel(near index: Int, models: Int) -> Int {
        let base = index % models
        var candidate = base - base % 5 + 4
        if candidate >= models { candidate -= 5 }
        return max(4, candidate)
    }

    /// The first raw value of the enum model at `index`.
    static func firstEnumValue(_ index: Int) -> String {
        index % 2 == 0 ? "active" : "draft"
    }

    static func model(_ index: Int) -> String {
        let name = modelName(index)
        if index == 0 {
            return #"    "ApiError": { "description": "What went wrong.", "properties": { "message": "string", "code": "int?" } }"#
        }
        if isEnum(index) {
            let values = firstEnumValue(index) == "active"
                ? #"["active", "archived", "pending_review", "deleted"]"#
                : #"["draft", "published", "in_review", "unknown", "rejected"]"#
            return #"    "\#(name)": { "description": "The state of a resource.", "enum": \#(values) }"#
        }
        var properties = [
            #""id": "int64""#,
            #""display_name": "string""#,
            #""summary": { "type": "string?", "description": "A short text shown in lists." }"#,
            #""createdAt": "date-time""#,
            #""updated_at": "date-time?""#,
            #""score": "double""#,
            #""isPublic": "bool""#,
            #""tagIds": "[int]""#,
            #""homepage": { "type": "url?", "wireName": "homepage_url" }"#,
        ]
        if index % 3 == 0 { properties.append(#""attributes": "[string: string]?""#) }
        if index % 2 == 1 { properties.append(#""externalId": { "type": "uuid", "wireName": "external_ref" }"#) }
        if index >= 5 {
            properties.append(#""status": "\#(modelName(index - (index % 5) - 1))""#)
        }
        if index > 1 {
            let parent = modelName(isEnum(index - 1) ? index - 2 : index - 1)
            properties.append(#""parent": "\#(parent)?""#)
            if index % 4 == 0 { properties.append(#""children": "[\#(parent)]""#) }
        }
        return #"    "\#(name)": { "description": "Resource number \#(index).", "properties": { \#(properties.joined(separator: ", ")) } }"#
    }

    // MARK: Endpoints

    static func endpoint(_ index: Int, models: Int) -> String {
        let object = objectModel(near: index, models: models)
        let statusIndex = enumModel(near: index, models: models)
        let status = modelName(statusIndex)
        let firstStatusValue = firstEnumValue(statusIndex)
        let body: String
        switch index % 6 {
        case 0:
            body = """
            "description": "Lists resources of kind \(index), newest first.", "method": "GET", "path": "/collections/\(index)/items", \
            "query": { "page": { "type": "int", "default": 1, "description": "The page, from 1." }, \
            "per_page": { "type": "int?", "description": "Items per page." }, \
            "status": { "type": "\(status)", "default": "\(firstStatusValue)" }, \
            "tags": "[string]?", "include_archived": { "type": "bool", "default": false }, "sort": "string?" }, \
            "response": "[\(object)]"
            """
        case 1:
            body = """
            "description": "One resource of kind \(index).", "method": "GET", "path": "/collections/\(index)/items/{itemId}", \
            "pathParameters": { "itemId": { "type": "int64", "description": "The item's identifier." } }, \
            "query": { "fields": "[string]?", "expand": { "type": "bool", "default": false } }, \
            "headers": { "If-None-Match": { "type": "string?", "swiftName": "etag" } }, \
            "response": "\(object)"
            """
        case 2:
            body = """
            "description": "Creates a resource of kind \(index).", "method": "POST", "path": "/collections/\(index)/items", \
            "body": "\(object)", "response": "\(object)"
            """
        case 3:
            body = """
            "method": "PUT", "path": "/collections/{collectionId}/items/{itemId}/v\(index)", \
            "pathParameters": { "collectionId": "uuid", "itemId": "int" }, \
            "query": { "dry_run": "bool?", "reason": "\(status)?" }, \
            "body": { "json": "\(object)" }, "response": "\(object)"
            """
        case 4:
            body = """
            "description": "Signs in to realm \(index).", "method": "POST", "path": "/realms/\(index)/session", "auth": false, \
            "body": { "form": { "email": "string", "password": "string", "remember_me": "bool?", "scopes": "[string]?" } }, \
            "response": "\(object)"
            """
        default:
            body = index % 12 == 5
                ? """
                "description": "Deletes an item.", "method": "DELETE", "path": "/collections/\(index)/items/{itemId}", \
                "pathParameters": { "itemId": "string" }, "response": "none"
                """
                : """
                "description": "Downloads an export.", "method": "GET", "path": "/exports/\(index)/{name}.csv", \
                "pathParameters": { "name": "string" }, "query": { "limit": "int32?" }, "response": "data"
                """
        }
        let verbs = ["listItems", "getItem", "createItem", "updateItem", "signIn", "removeOrExport"]
        // 100 endpoints per group, as a tagged API of this size would be (and well under the enum size limit).
        return "    \"\(verbs[index % 6])\(index)\": { \(body), \"group\": \"Area\(index / 100)\" }"
    }
}
