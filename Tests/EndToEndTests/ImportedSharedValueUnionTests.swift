import Foundation
import Testing

/// Unions whose discriminator value two alternatives allow (`relay.yaml`'s `RelayTurn` and `RelayCompletion`), as
/// OpenAI's input and output messages are both `type: message` and Hugging Face TGI's streamed chunk and final
/// completion both `object: text_completion`. The value selected the last alternative that allowed it, and the others
/// sent their model's name (`"type": "RelayInputMessage"`), which the server refuses.
@Suite struct ImportedSharedValueUnionTests {
    private static func decode<Value: Decodable>(_ json: String, as type: Value.Type = Value.self) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func aSharedValueIsDecodedAsTheAlternativeThatFits() throws {
        let output = #"{"content":"Hi!","role":"assistant","type":"message"}"#
        let input = #"{"content":"Hello","role":"user","type":"message"}"#
        let turn: RelayTurn = try Self.decode(output)
        #expect(turn == .outputMessage(RelayOutputMessage(type: .message, role: .assistant, content: "Hi!")))
        #expect(try Self.decode(input) as RelayTurn == .inputMessage(RelayInputMessage(type: .message, role: .user, content: "Hello")))
        // A value only one alternative allows selects it; one this SDK does not know is kept.
        #expect(try Self.decode(#"{"name":"search","type":"tool_call"}"#) as RelayTurn == .toolCall(RelayToolCall(type: .toolCall, name: "search")))
        #expect(String(describing: try Self.decode(#"{"type":"reasoning"}"#) as RelayTurn) == #"unknown("reasoning")"#)
        // The value each sends is its own, never its model's name.
        #expect(try Self.encode(turn) == output)
        #expect(try Self.encode(RelayTurn.inputMessage(RelayInputMessage(type: .message, role: .system, content: "Be brief"))) ==
            #"{"content":"Be brief","role":"system","type":"message"}"#)
    }

    @Test func theAlternativeThatRequiresMoreIsTriedFirst() throws {
        let final = #"{"id":"c1","object":"text_completion","usage":12}"#
        let completion: RelayCompletion = try Self.decode(final)
        #expect(completion == .completionFinal(RelayCompletionFinal(object: .textCompletion, id: "c1", usage: 12)))
        #expect(try Self.decode(#"{"id":"c1","object":"text_completion"}"#) as RelayCompletion == .chunk(RelayChunk(object: .textCompletion, id: "c1")))
        #expect(try Self.encode(completion) == final)
        #expect(try Self.encode(RelayCompletion.chunk(RelayChunk(object: .textCompletion, id: "c2"))) == #"{"id":"c2","object":"text_completion"}"#)
    }

    @Test func anObjectNoneOfThemFitsIsADecodingErrorThatSaysWhy() throws {
        #expect {
            try Self.decode(#"{"object":"text_completion"}"#) as RelayCompletion
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("RelayCompletion whose 'object' is 'text_completion' matches none of the alternatives it selects: RelayCompletionFinal: ")
                && context.debugDescription.contains("; RelayChunk: ")
        }
    }
}
