/// The header fields of a request being built, under the names a `URLRequest` stores them by, set on the request
/// in one assignment when it is done.
///
/// On Linux each `setValue(_:forHTTPHeaderField:)` capitalizes the name and compares it with every field already
/// set, both as Unicode text, and each read or write of `allHTTPHeaderFields` converts the whole dictionary: a
/// request built field by field through Foundation spent more on its headers than on the rest. Here names are
/// compared in ASCII (fields are tokens) and each name's stored form is worked out once per process (see
/// ``StoredHeaderName``).
struct HeaderFields {
    /// The fields by stored name.
    private(set) var dictionary: [String: String]

    /// Fields that start as `dictionary`, whose names are as a request stores them.
    init(_ dictionary: [String: String]) {
        self.dictionary = dictionary
    }

    /// Sets `field` as `setValue(_:forHTTPHeaderField:)` would, replacing a field of that name in any case.
    ///
    /// - Precondition: `field` ``HTTPHeader/isSendable``; a request checks its fields before it sets them.
    mutating func set(_ field: HTTPHeader) {
        if let existing = storedName(of: field.name) { dictionary[existing] = nil }
        dictionary[StoredHeaderName.of(field.name)] = field.value
    }

    /// Adds `field`, whose name is as a request stores it, unless a field of that name, in any case, is set already.
    mutating func add(stored field: HTTPHeader) {
        if storedName(of: field.name) == nil { dictionary[field.name] = field.value }
    }

    /// The value of the field named `name`, in any case.
    func value(named name: String) -> String? {
        storedName(of: name).flatMap { dictionary[$0] }
    }

    /// The name under which a field named `name`, in any case, is set; nil when none is.
    private func storedName(of name: String) -> String? {
        dictionary.keys.first { HTTPHeader.sameName($0, name) }
    }
}
