/// The native JSON of endpoints and their parameters (see ``SpecPrinter``).
extension EndpointSpec {
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["swiftName"] = swiftName.map { .string($0.value) }
        object["description"] = description.map(SpecPrinter.Value.string)
        object["method"] = .string(method.value)
        object["path"] = .string(path.value)
        object["server"] = server.map { .string($0.value) }
        object["group"] = group.map { .string($0.value) }
        object["pathParameters"] = SpecPrinter.parameters(pathParameters)
        object["query"] = SpecPrinter.parameters(query)
        object["headers"] = SpecPrinter.parameters(headers)
        object["cookies"] = SpecPrinter.parameters(cookies)
        if let body {
            object["body"] = alternativeBodies.isEmpty ? body.printed()
                : .array([body.printed()] + alternativeBodies.map { $0.body.printed(swiftName: $0.swiftName) })
        }
        // No response is the default.
        if case .none = response.value {} else { object["response"] = response.value.printed }
        if !errors.isEmpty { object["errors"] = .object(errors.map { ($0.status.value, .string($0.type.value.description)) }) }
        object["responseHeaders"] = SpecPrinter.parameters(responseHeaders)
        if !examples.isEmpty { object["examples"] = .object(examples.map { ($0.status.value, $0.printed) }) }
        object["paging"] = paging?.printed
        switch auth {
        case .flag(let flag)?: object["auth"] = .bool(flag.value)
        case .requirement(let requirement)?: object["auth"] = requirement.printed
        case nil: break
        }
        object["deprecated"] = deprecation?.printed
        object["retry"] = retry.map { .bool($0.value) }
        object["timeout"] = timeout?.value.printed
        return object.value
    }
}

extension ParameterSpec {
    /// The type alone when nothing else is said about the parameter, else an object.
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["type"] = .string(type.value.description)
        object["wireName"] = wireName.map { .string($0.value) }
        object["swiftName"] = swiftName.map { .string($0.value) }
        object["description"] = description.map(SpecPrinter.Value.string)
        object["default"] = defaultValue?.value.printed
        object["value"] = fixedValue?.value.printed
        constraints.print(into: &object)
        object["style"] = style.map { .string($0.value) }
        object["explode"] = explode.map { .bool($0.value) }
        object["allowReserved"] = allowReserved.map { .bool($0.value) }
        object["contentType"] = contentType.map { .string($0.value) }
        return object.members.count == 1 ? .string(type.value.description) : object.value
    }
}

extension ConstraintsSpec {
    func print(into object: inout SpecPrinter.Members) {
        object["minLength"] = minLength?.value.printed
        object["maxLength"] = maxLength?.value.printed
        object["minimum"] = minimum?.value.printed
        object["maximum"] = maximum?.value.printed
        object["exclusiveMinimum"] = exclusiveMinimum?.value.printed
        object["exclusiveMaximum"] = exclusiveMaximum?.value.printed
        object["pattern"] = pattern.map { .string($0.value) }
        if let each {
            var members = SpecPrinter.Members()
            each.value.print(into: &members)
            object["each"] = members.value
        }
    }
}

extension BodySpec {
    /// The short form of a JSON body when nothing else is said about it, else the object form.
    func printed(swiftName: Located<String>? = nil) -> SpecPrinter.Value {
        var object = SpecPrinter.Members()
        switch self {
        case .json(let type, nil, let constraints) where swiftName == nil && constraints.isEmpty: return .string(type.value.description)
        case .json(let type, let contentType, let constraints):
            object["json"] = .string(type.value.description)
            object["contentType"] = contentType.map { .string($0.value) }
            constraints.print(into: &object)
        case .form(let fields, _, _): object["form"] = SpecPrinter.parameters(fields) ?? .object([])
        case .multipart(let fields, _, _): object["multipart"] = SpecPrinter.parameters(fields) ?? .object([])
        case .data(let contentType, let optional):
            object["data"] = .string(contentType.value)
            object["optional"] = optional ? .bool(true) : nil
        case .text(let contentType, let optional):
            object["text"] = .string(contentType.value)
            object["optional"] = optional ? .bool(true) : nil
        }
        object["swiftName"] = swiftName.map { .string($0.value) }
        return object.value
    }
}

extension ResponseSpec {
    var printed: SpecPrinter.Value {
        switch self {
        case .none: .string("none")
        case .data: .string("data")
        case .decoded(let type): .string(type.description)
        case .byStatus(let statuses): .object(statuses.map { ($0.status.value, $0.response.value.printed) })
        case .content(let media): .object(media.map { ($0.mediaType.value, $0.printed) })
        }
    }
}

extension MediaResponseSpec {
    /// The reading alone when nothing else is said about the media type, else an object.
    var printed: SpecPrinter.Value {
        let reading: SpecPrinter.Value = switch reading.value {
        case .data: .string("data")
        case .events: .string("events")
        case .type(let type): .string(type.description)
        }
        guard terminator != nil || swiftName != nil || !alsoAccept.isEmpty else { return reading }
        var object = SpecPrinter.Members()
        object["type"] = reading
        object["terminator"] = terminator.map { .string($0.value) }
        object["swiftName"] = swiftName.map { .string($0.value) }
        object["alsoAccept"] = alsoAccept.isEmpty ? nil : .array(alsoAccept.map { .string($0.value) })
        return object.value
    }
}

extension PagingSpec {
    var printed: SpecPrinter.Value {
        var object = SpecPrinter.Members()
        object["items"] = .string(items.value)
        switch style {
        case .page(let parameter, let total, let first):
            var page = SpecPrinter.Members()
            page["parameter"] = .string(parameter.value)
            page["total"] = total.map { .string($0.value) }
            page["first"] = first.map { .number(String($0.value)) }
            object["page"] = page.value
        case .cursor(let parameter, let from, let hasMore):
            var cursor = SpecPrinter.Members()
            cursor["parameter"] = .string(parameter.value)
            cursor["from"] = .string(from.value)
            cursor["hasMore"] = hasMore.map { .string($0.value) }
            object["cursor"] = cursor.value
        case .link(let from):
            object["link"] = from.map { .string($0.value) } ?? .bool(true)
        }
        return object.value
    }
}

extension Deprecation {
    var printed: SpecPrinter.Value {
        message.map(SpecPrinter.Value.string) ?? .bool(true)
    }
}
