import EndpointGenSpec

/// The operationIds and tags Springfox makes of a Spring controller: the handler's Java name, `Using`, the HTTP method
/// in capitals, and `_1`, `_2` … after handlers of one name (`listUsersUsingGET`, `getUserUsingGET_1`); and a tag per
/// controller class (`user-controller`). A person would call them `listUsers`, `getUser1` and `client.user`; they were
/// `client.userController.listUsersUsingGET()`.
enum SpringIDs {
    /// The handler's name in an id Springfox made for an operation of `method`, with the number it gave a handler
    /// of a name taken before (`getUser_1`); nil for any other id.
    static func handlerName(ofID id: String, method: String) -> String? {
        var handler = Substring(id)
        var number: Substring = ""
        if let underscore = id.lastIndex(of: "_"), id.index(after: underscore) < id.endIndex,
           id[id.index(after: underscore)...].utf8.allSatisfy(\.isASCIIDigit) {
            handler = id[..<underscore]
            number = id[underscore...]
        }
        let marker = "Using" + method.uppercased()
        guard handler.count > marker.count, handler.hasSuffix(marker) else { return nil }
        return String(handler.dropLast(marker.count) + number)
    }

    /// The group a controller's tag names (`user-controller` → `user`); nil for any other tag.
    static func controllerGroup(ofTag tag: String) -> String? {
        let suffix = "-controller"
        guard tag.count > suffix.count, tag.lowercased().hasSuffix(suffix) else { return nil }
        return String(tag.dropLast(suffix.count))
    }
}
