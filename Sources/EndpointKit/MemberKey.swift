/// Any key of a JSON object.
struct MemberKey: CodingKey {
    let stringValue: String

    init(_ key: String) {
        stringValue = key
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    var intValue: Int? { nil }

    init?(intValue: Int) {
        return nil
    }
}
