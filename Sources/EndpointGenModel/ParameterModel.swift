/// A value an endpoint sends apart from its models: a path, query, header or cookie parameter, a body, or a form or
/// multipart field.
///
/// Its fields are held copy-on-write, as ``PropertyModel``'s are: endpoints are read whole by every emitter, and each
/// copy of its fields retained and released them all.
package struct ParameterModel: Sendable, Equatable {
    private struct Fields: Sendable, Equatable {
        var specName: String
        var specPath: String
        var wireName: String
        var swiftName: String
        var type: SwiftType
        var defaultValue: DefaultValue?
        var description: String?
        var constraints: Constraints
        var serialization: Serialization?
        var isUnlabeled: Bool
        var isFile: Bool
        var checksSegment: Bool
        var allowsReserved: Bool
        var sendsJSONText: Bool
        var partContentType: String?
    }

    private var fields: CopyOnWrite<Fields>

    init(
        specName: String, specPath: String, wireName: String, swiftName: String, type: SwiftType,
        defaultValue: DefaultValue? = nil, description: String? = nil, constraints: Constraints = Constraints(),
        serialization: Serialization? = nil, isUnlabeled: Bool = false, isFile: Bool = false,
        checksSegment: Bool = false, allowsReserved: Bool = false, sendsJSONText: Bool = false,
        partContentType: String? = nil
    ) {
        fields = CopyOnWrite(Fields(
            specName: specName, specPath: specPath, wireName: wireName, swiftName: swiftName, type: type,
            defaultValue: defaultValue, description: description, constraints: constraints,
            serialization: serialization, isUnlabeled: isUnlabeled, isFile: isFile, checksSegment: checksSegment,
            allowsReserved: allowsReserved, sendsJSONText: sendsJSONText, partContentType: partContentType
        ))
    }

    /// The key the spec writes it under (the wire name unless the spec renames it).
    package var specName: String {
        get { fields.value.specName }
        set { fields.value.specName = newValue }
    }

    /// Where the spec declares it, as a JSON path.
    package var specPath: String {
        get { fields.value.specPath }
        set { fields.value.specPath = newValue }
    }

    package var wireName: String {
        get { fields.value.wireName }
        set { fields.value.wireName = newValue }
    }

    package var swiftName: String {
        get { fields.value.swiftName }
        set { fields.value.swiftName = newValue }
    }

    package var type: SwiftType {
        get { fields.value.type }
        set { fields.value.type = newValue }
    }

    package var defaultValue: DefaultValue? {
        get { fields.value.defaultValue }
        set { fields.value.defaultValue = newValue }
    }

    package var description: String? {
        get { fields.value.description }
        set { fields.value.description = newValue }
    }

    package var constraints: Constraints {
        get { fields.value.constraints }
        set { fields.value.constraints = newValue }
    }

    /// The style it is written in; nil for the plain encoding (see ``Serialization``).
    package var serialization: Serialization? {
        get { fields.value.serialization }
        set { fields.value.serialization = newValue }
    }

    /// Whether client methods take it without a label (`_ body`): a JSON, text or raw-data body.
    package var isUnlabeled: Bool {
        get { fields.value.isUnlabeled }
        set { fields.value.isUnlabeled = newValue }
    }

    /// Whether it is a multipart field sent as a file part (a `MultipartFile`), not as text.
    package var isFile: Bool {
        get { fields.value.isFile }
        set { fields.value.isFile = newValue }
    }

    /// A path parameter whose segment, as written, `validate()` checks (`Validate.segment`): an enum, a union or a
    /// model, which may write nothing (`.string("")`, `.unknown("")`), where a string's length is checked as a
    /// constraint; a list or dictionary, whose elements may hold the delimiter that joins them.
    package var checksSegment: Bool {
        get { fields.value.checksSegment }
        set { fields.value.checksSegment = newValue }
    }

    /// Whether RFC 3986's reserved characters are sent unencoded (`allowReserved`: path and query parameters, form fields).
    package var allowsReserved: Bool {
        get { fields.value.allowsReserved }
        set { fields.value.allowsReserved = newValue }
    }

    /// A form field whose value is sent as its JSON text (`contentType: application/json`), or a multipart field of a
    /// model, union or array of models sent as a part of its own (a string, number or boolean as text, others as
    /// `application/json`); encoded by the client.
    package var sendsJSONText: Bool {
        get { fields.value.sendsJSONText }
        set { fields.value.sendsJSONText = newValue }
    }

    /// A multipart field's `contentType`: a text part's `Content-Type`, or a file part's when its `MultipartFile` names
    /// none.
    package var partContentType: String? {
        get { fields.value.partContentType }
        set { fields.value.partContentType = newValue }
    }
}
