import Foundation

/// Builds a large OpenAPI 3.1 document as JSON text: `operations` operations over as many component schemas.
///
/// Every operation has path, query (with a default, an enum and an array) and header parameters, a JSON
/// request body on writes, a typed 200 response with an inline object holding an inline union, an inline 401 error
/// object, other error statuses and examples, so the converter's every stage (and its warnings) is exercised. The
/// inline schemas are the same in every operation, as real documents repeat theirs.
enum SyntheticOpenAPI {
    static func make(operations: Int) -> Data {
        var out = #"{"openapi":"3.1.0","info":{"title":"Synthetic OpenAPI","version":"1"},"servers":[{"url":"https://api.example.com/v1"}],"#
        out += #""security":[{"bearer":[]}],"paths":{"#
        for index in 0..<operations {
            let write = index % 3 == 1
            out += index == 0 ? "" : ","
            out += #""/resources\#(index)/{id}":{"\#(write ? "post" : "get")":{"operationId":"operation-\#(index)","#
            out += #""summary":"Operation \#(index)","description":"\#(text(index, words: 150))","#
            out += #""parameters":[{"name":"id","in":"path","required":true,"schema":{"type":"integer","format":"int64"}},"#
            out += #"{"name":"page","in":"query","schema":{"type":"integer","default":1,"minimum":1}},"#
            out += #"{"name":"sort","in":"query","schema":{"type":"string","enum":["asc","desc"]}},"#
            out += #"{"name":"tags","in":"query","schema":{"type":"array","items":{"type":"string"}},"example":["a","b"]},"#
            out += #"{"name":"X-Request-Id","in":"header","schema":{"type":"string","format":"uuid"}}],"#
            if write {
                out += ##""requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Schema\##(index)"}}}},"##
            }
            out += #""responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","required":["item"],"#
            out += ##""properties":{"item":{"$ref":"#/components/schemas/Schema\##(index)"},"total":{"type":"integer"},"##
            out += #""next":{"type":["string","null"],"format":"uri"},"#
            out += #""source":{"oneOf":[{"type":"object","required":["card"],"properties":{"card":{"type":"string"},"expires":{"type":"string"}}},"#
            out += #"{"type":"object","required":["iban"],"properties":{"iban":{"type":"string"}}},{"type":"string"}]}}},"example":{"total":1}}}},"#
            out += #""401":{"description":"unauthorized","content":{"application/json":{"schema":{"type":"object","required":["code"],"#
            out += #""properties":{"code":{"type":"integer"},"message":{"type":"string"}}}}}},"#
            out += #""404":{"description":"not found"},"default":{"description":"error"}}}}"#
        }
        out += #"},"components":{"securitySchemes":{"bearer":{"type":"http","scheme":"bearer"}},"schemas":{"#
        for index in 0..<operations {
            out += index == 0 ? "" : ","
            out += #""Schema\#(index)":{"type":"object","description":"\#(text(index, words: 100))","required":["id","name"],"properties":{"#
            out += #""id":{"type":"integer","format":"int64","readOnly":true},"name":{"type":"string","minLength":1,"example":"x"},"#
            out += #""created_at":{"type":"string","format":"date-time"},"ratio":{"type":"number","format":"double"},"#
            out += #""status":{"type":"string","enum":["active","archived","deleted"]},"labels":{"type":"object","additionalProperties":{"type":"string"}},"#
            out += #""extra":{"type":"object"},"owner":{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"}}},"#
            out += ##""children":{"type":"array","items":{"$ref":"#/components/schemas/Schema\##(index)"}},"##
            out += ##""previous":{"$ref":"#/components/schemas/Schema\##(max(0, index - 1))"},"##
            out += #""notes":{"type":"array","items":{"type":"string","description":"\#(text(index + 1, words: 120))"}}}}"#
        }
        out += "}}}"
        return Data(out.utf8)
    }

    /// Deterministic filler prose.
    private static func text(_ seed: Int, words: Int) -> String {
        let vocabulary = ["resource", "value", "returns", "the", "list", "of", "items", "filtered", "by", "owner", "status", "page", "server", "client"]
        return (0..<words).map { vocabulary[($0 &* 7 &+ seed) % vocabulary.count] }.joined(separator: " ")
    }
}
