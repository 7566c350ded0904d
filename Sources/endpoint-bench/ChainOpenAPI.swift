import Foundation

/// Builds an OpenAPI document whose schemas nest as deep as they are many: `models` objects each holding the next
/// (the last with a `maxLength`, so every one validates the next), and as many unions each listing the next beside a
/// scalar. A pass over the models that goes once per level of nesting costs the square of their count here: 10,000
/// such objects took 71 s to generate, 5,000 such unions 19 s.
enum ChainOpenAPI {
    static func make(models: Int) -> Data {
        var schemas: [String] = []
        for index in 0..<models {
            let last = index == models - 1
            let next = last ? #"{"type":"string","maxLength":5}"# : ##"{"$ref":"#/components/schemas/Node\##(index + 1)"}"##
            schemas.append(#""Node\#(index)":{"type":"object","properties":{"name":{"type":"string"},"next":\#(next)}}"#)
            let alternative = last ? #"{"type":"boolean"}"# : ##"{"$ref":"#/components/schemas/Choice\##(index + 1)"}"##
            schemas.append(#""Choice\#(index)":{"oneOf":[\#(alternative),{"type":"integer"}]}"#)
        }
        var out = #"{"openapi":"3.0.3","info":{"title":"Chain","version":"1"},"servers":[{"url":"https://api.example.com"}],"paths":{"#
        out += ##""/nodes":{"post":{"operationId":"send","requestBody":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Node0"}}}},"##
        out += ##""responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Choice0"}}}}}}}},"##
        out += #""components":{"schemas":{"# + schemas.joined(separator: ",") + "}}}"
        return Data(out.utf8)
    }
}
