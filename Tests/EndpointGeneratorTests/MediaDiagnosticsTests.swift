import Testing

/// Media types, cookies and `allowReserved` the format cannot express: each a located error with a hint.
@Suite struct MediaDiagnosticsTests {
    static func generated(_ endpoint: String) -> [String] {
        SpecFixture.rendered(SpecFixture.generate(SpecFixture.spec(
            endpoints: #"{ "e": { \#(endpoint) } }"#,
            models: #"{ "Item": { "properties": { "id": "int" } }, "Kind": { "enum": ["a"] } }"#
        )))
    }

    @Test(arguments: [
        (#""response": { "application/json": "Item", "200": "Item" }"#,
         "error: '200' is not a media type (at $.endpoints.e.response['200'])"),
        (#""response": { "text/": "string" }"#, "error: 'text/' is not a media type"),
        (#""response": { "*/json": "data" }"#, "error: '*/json' is not a media type"),
        (#""response": { "application/json": "events" }"#,
         "error: 'events' reads a text/event-stream, not application/json (at $.endpoints.e.response['application/json'])"),
        (#""response": { "image/png": "Item" }"#,
         "error: a image/png body is read as \"data\" (bytes) or \"string\" (text), not as 'Item' (at $.endpoints.e.response['image/png'])"),
        (#""response": { "text/*": "Item" }"#, "error: a text/* body is read as \"data\" (bytes) or \"string\" (text), not as 'Item'"),
        (#""response": { "text/event-stream": "string" }"#,
         "error: each event of a text/event-stream is decoded from JSON; \"string\" would expect JSON strings"),
        (#""response": { "text/csv": { "type": "string", "terminator": "END" } }"#,
         "error: 'terminator' ends a text/event-stream whose events decode as a type; it does not apply here (at $.endpoints.e.response['text/csv'].terminator)"),
        (#""response": { "application/json": "Item", "Application/JSON": "data" }"#,
         "error: media type 'Application/JSON' is listed twice"),
        (#""response": { "application/json": { "type": "Item", "swiftName": "other" } }"#,
         "error: the first media type is read by the endpoint's own method, which 'swiftName' cannot rename"),
        (#""response": { "text/csv": { "terminator": "x" } }"#, "error: missing required key 'type'"),
        (#""response": { "200": { "text/event-stream": "events" }, "204": "none" }"#,
         "error: a streamed response (text/event-stream) must be the endpoint's only success status (at $.endpoints.e.response['200']['text/event-stream'])"),
        (#""response": { "200": { "application/json": "Item", "text/csv": "string" }, "201": { "text/csv": "string" } }"#,
         "error: status 201 offers text/csv but status 200 offers application/json, text/csv; every status with a body must offer the same media types"),
        (#""response": { "200": "Item", "201": { "text/csv": "string" } }"#,
         "error: status 201 offers text/csv but status 200 offers application/json"),
        (#""headers": { "Accept": "string" }, "response": { "application/json": "Item", "text/csv": "string" }"#,
         "error: the response comes in several media types, so the 'Accept' header is chosen by the client method called; it cannot be a parameter too (at $.endpoints.e.headers.Accept)"),
        (#""response": { "text/event-stream": "events" }, "responseHeaders": { "X-Id": "string" }"#,
         "error: a streamed response cannot declare response headers"),
        (#""response": { "application/json": "[Item]", "text/csv": "string" }, "paging": { "items": ".", "link": true }"#,
         "error: a paged endpoint's response must come in one media type (at $.endpoints.e.paging.items)"),
    ])
    func badMediaTypesAreLocated(endpoint: String, message: String) {
        let rendered = Self.generated(#""method": "GET", "path": "/e", \#(endpoint)"#)
        #expect(rendered.contains { $0.contains(message) }, "\(rendered)")
    }

    @Test(arguments: [
        (#""body": { "data": "image/*" }"#, "error: 'data' must be a content type such as \"image/png\" (at $.endpoints.e.body.data)"),
        (#""body": { "text": "csv" }"#, "error: 'text' must be a content type such as \"text/csv\""),
        (#""body": { "text": "text/csv", "data": "image/png" }"#, "error: 'body' must have exactly one of 'json', 'form', 'multipart', 'data' or 'text'"),
        (#""body": []"#, "error: 'body' lists no media type (at $.endpoints.e.body)"),
        (#""body": { "form": { "i": { "type": "Item", "contentType": "text/plain" } } }"#,
         "error: a form field's 'contentType' must be a JSON media type, found 'text/plain' (at $.endpoints.e.body.form.i.contentType)"),
        (#""body": { "form": { "i": { "type": "Item", "contentType": "application/json", "style": "deepObject" } } }"#,
         "error: a form field sent as JSON text has no 'style' or 'explode' (at $.endpoints.e.body.form.i.style)"),
        (#""query": { "i": { "type": "Item", "contentType": "application/json" } }"#, "error: unknown key 'contentType' (at $.endpoints.e.query.i.contentType)"),
        (#""body": [{ "json": "Item", "swiftName": "eJSON" }]"#,
         "error: 'swiftName' names a body after the first; the first body is the endpoint's own (at $.endpoints.e.body[0].swiftName)"),
        (#""body": ["Item", { "json": "Item", "contentType": "application/json; charset=utf-8" }]"#,
         "error: this body is sent as application/json, like the one at $.endpoints.e.body[0]; each entry must send its own media type (at $.endpoints.e.body[1])"),
        (#""body": { "json": "Item", "contentType": "text/plain" }"#,
         "error: 'contentType' of a JSON body must be a JSON media type, found 'text/plain' (at $.endpoints.e.body.contentType)"),
        (#""body": { "json": "Item", "optional": true }"#,
         "error: 'optional' applies to 'data' and 'text' bodies (at $.endpoints.e.body.optional)"),
        (#""body": { "form": { "id": "int" }, "optional": false }"#, "error: 'optional' applies to 'data' and 'text' bodies"),
        (#""body": { "data": "image/png", "contentType": "image/gif" }"#,
         "error: 'contentType' names the JSON media type of a 'json' body (at $.endpoints.e.body.contentType)"),
        (#""body": ["Item", { "form": { "id": "int" }, "swiftName": "e" }]"#,
         "warning: endpoint 'e' has the same Swift name 'e' as 'e'"),
        (#""cookies": { "files": "[bytes]" }"#, "error: cookie parameter 'files' has type '[bytes]', which cannot be sent as a cookie value (at $.endpoints.e.cookies.files)"),
        (#""cookies": { "c": { "type": "string", "allowReserved": true } }"#, "error: unknown key 'allowReserved' (at $.endpoints.e.cookies.c.allowReserved)"),
        (#""headers": { "H": { "type": "string", "allowReserved": true } }"#, "error: unknown key 'allowReserved'"),
        (#""query": { "ids": { "type": "[string]", "style": "pipeDelimited", "allowReserved": true } }"#,
         "error: 'allowReserved' applies to values written whole (scalars, and arrays in the default form style), not in the pipeDelimited style (at $.endpoints.e.query.ids.allowReserved)"),
        (#""query": { "q": { "type": "string", "allowReserved": "yes" } }"#, "error: 'allowReserved' must be true or false, found string (at $.endpoints.e.query.q.allowReserved)"),
    ])
    func badBodiesCookiesAndReservedAreLocated(endpoint: String, message: String) {
        let rendered = Self.generated(#""method": "POST", "path": "/e", \#(endpoint)"#)
        #expect(rendered.contains { $0.contains(message) }, "\(rendered)")
    }
}
