/// Finds endpoints whose response header fields are the same as an earlier endpoint's, so that one struct serves them.
///
/// APIs send the same fields on many responses: each of the 165 operations of Twilio's 2010 document declares its five
/// CORS fields, which made 165 identical `<Case>Headers` structs. The first endpoint in spec order with a set of fields
/// keeps its struct; each later one's `<Case>Headers` becomes a type alias of it, so every signature keeps the name
/// it had, user code naming any of them keeps compiling, and adding an unrelated endpoint changes nothing. Fields are
/// the same when their Swift names, wire names, types and documentation are, in order: everything the struct is
/// printed from.
package enum ResponseHeaderSharing {
    /// Sets ``EndpointModel/headersAlias`` of each endpoint whose fields an earlier endpoint declares; `enumType` is
    /// the endpoint enum an endpoint's nested types are declared in.
    package static func share(_ endpoints: inout [EndpointModel], enumType: (EndpointModel) -> String) {
        // Each set of fields → the endpoint that declares its struct, and the struct's name.
        var declared: [[Field]: (index: Int, name: String)] = [:]
        for index in endpoints.indices {
            guard let name = endpoints[index].headersType else { continue }
            let fields = endpoints[index].responseHeaders.map(Field.init)
            guard let earlier = declared[fields] else {
                declared[fields] = (index, name)
                continue
            }
            let declaring = endpoints[earlier.index]
            let target = declaring.group == endpoints[index].group ? earlier.name : enumType(declaring) + "." + earlier.name
            endpoints[index].headersAlias = HeadersAlias(target: target, caseName: declaring.caseName)
        }
    }

    /// What the printed struct says of one field.
    private struct Field: Hashable {
        let swiftName: String
        let wireName: String
        let type: String
        let documentation: String

        init(_ header: ParameterModel) {
            swiftName = header.swiftName
            wireName = header.wireName
            type = header.type.code
            documentation = header.headerDocumentation
        }
    }
}

/// An endpoint's `<Case>Headers` as a type alias of an earlier endpoint's struct with the same fields.
package struct HeadersAlias: Sendable, Equatable {
    /// The struct it names: `<Case>Headers` when declared in the same endpoint enum, `<Enum>.<Case>Headers` otherwise.
    package var target: String
    /// The case name of the endpoint that declares the struct.
    package var caseName: String
}
