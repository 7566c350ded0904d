@testable import EndpointGenJSON
import Testing

@Test func printsTheRootAsDollar() {
    #expect(JSONPath.root.description == "$")
    #expect(JSONPath.root.components.isEmpty)
}

@Test func printsIdentifierKeysWithDotsAndIndexesInBrackets() {
    let path = JSONPath.root.appending(key: "endpoints").appending(key: "popular").appending(key: "_query9")
    #expect(path.description == "$.endpoints.popular._query9")
    #expect(JSONPath.root.appending(key: "servers").appending(index: 0).description == "$.servers[0]")
    #expect(JSONPath.root.appending(index: 3).appending(index: 12).description == "$[3][12]")
}

@Test(arguments: [
    ("a b", "$['a b']"),
    ("1abc", "$['1abc']"),
    ("", "$['']"),
    ("it's", #"$['it\'s']"#),
    (#"back\slash"#, #"$['back\\slash']"#),
    ("café", "$['café']"),
    ("x-y", "$['x-y']"),
    ("{id}", "$['{id}']"),
])
func bracketsKeysThatAreNotIdentifiers(key: String, expected: String) {
    #expect(JSONPath.root.appending(key: key).description == expected)
    // The describer's fast path for a last key spells it the same, below a container too.
    var describer = JSONPath.Describer()
    #expect(describer.describe(JSONPath.root.appending(key: key)) == expected)
    #expect(describer.describe(JSONPath.root.appending(key: "paths").appending(key: key)) == "$.paths" + expected.dropFirst())
}

@Test func comparesByComponents() {
    let path = JSONPath.root.appending(key: "a").appending(index: 1)
    #expect(path == JSONPath.root.appending(key: "a").appending(index: 1))
    #expect(path != JSONPath.root.appending(key: "a").appending(key: "1"))
    #expect(path.components == [.key("a"), .index(1)])
    #expect(Set([path, path, .root]).count == 2)
}

@Test func readsTheOutermostStepsAsTheListOfStepsHasThem() {
    let path = JSONPath.root.appending(key: "components").appending(key: "schemas").appending(key: "UUID").appending(key: "example")
    for count in 0...5 {
        #expect(path.outermost(count) == Array(path.components.prefix(count)), "\(count)")
    }
    #expect(JSONPath.root.outermost(2).isEmpty)
    #expect(JSONPath.root.appending(index: 3).outermost(3) == [.index(3)])
}

@Test func leavesTheOriginalUnchangedWhenAppending() {
    let parent = JSONPath.root.appending(key: "a")
    _ = parent.appending(key: "b")
    #expect(parent.description == "$.a")
}
