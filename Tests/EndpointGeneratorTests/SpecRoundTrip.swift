@testable import EndpointGenerator
@testable import EndpointGenModel
@testable import EndpointGenSpec
import Foundation

/// Read → print → read: the native spec a ``Spec`` prints as (``SpecPrinter``, what `endpoint-gen import` writes)
/// reads back into the same model, origins aside.
enum SpecRoundTrip {
    /// The first difference between the model of `data` (a native spec or an OpenAPI document) and the model of the
    /// native spec its ``Spec`` prints as; nil when they are the same, or when `data` itself has errors.
    static func difference(_ data: Data, file: String, load: @escaping SpecImports.Loader = SpecImports.disk) -> String? {
        difference(from: Generator.run(GeneratorInput(file: file, data: data, product: .model, load: load)), file: file, load: load)
    }

    /// The same for a run already made (with product `.model`) on the file `file`.
    static func difference(from first: GeneratorOutput, file: String, load: @escaping SpecImports.Loader = SpecImports.disk) -> String? {
        guard let spec = first.spec, let model = first.model else { return nil }
        // The same path, so that imports resolve alike; whether a file is OpenAPI is decided by its content.
        let printed = SpecPrinter.print(spec)
        let second = Generator.run(GeneratorInput(file: file, data: Data(printed.utf8), product: .model, load: load))
        guard let reread = second.model else {
            let errors = second.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description)
            return "the printed spec does not read: \(errors)\n\(printed.prefix(4_000))"
        }
        return firstDifference(model.withoutOrigins, reread.withoutOrigins)
    }

    /// Names the first part in which two models differ, with both versions of it.
    static func firstDifference(_ first: APIModel, _ second: APIModel) -> String? {
        func differ<Part: Equatable>(_ name: String, _ left: Part, _ right: Part) -> String? {
            left == right ? nil : "\(name) differs:\n  \(String(describing: left).prefix(3_000))\n  \(String(describing: right).prefix(3_000))"
        }
        let whole = [
            differ("name", first.name, second.name), differ("description", first.description, second.description),
            differ("type names", first.typeNames, second.typeNames), differ("servers", first.servers, second.servers),
            differ("default server", first.defaultServer, second.defaultServer), differ("shared query", first.sharedQuery, second.sharedQuery),
            differ("shared headers", first.sharedHeaders, second.sharedHeaders), differ("auth", first.auth, second.auth),
            differ("error body", first.errorBody, second.errorBody), differ("root group", first.rootGroup, second.rootGroup),
            differ("groups", first.groups, second.groups), differ("inline depths", first.inlineDepths, second.inlineDepths),
            differ("imported modules", first.imports.map(\.module), second.imports.map(\.module)),
            differ("endpoint names", first.endpoints.map(\.specName), second.endpoints.map(\.specName)),
            differ("model names", first.models.map(\.name), second.models.map(\.name)), differ("aliases", first.aliases, second.aliases),
        ]
        if let difference = whole.compactMap({ $0 }).first { return difference }
        for (left, right) in zip(first.endpoints, second.endpoints) {
            if let difference = differ("endpoint '\(left.specName)'", left, right) { return difference }
        }
        for (left, right) in zip(first.models, second.models) {
            if let difference = differ("model '\(left.name)'", left, right) { return difference }
        }
        return nil
    }
}

extension APIModel {
    /// The model with every back-reference to the spec (`specPath`) blanked.
    var withoutOrigins: APIModel {
        var model = self
        model.sectionPaths = SectionPaths(servers: "", endpoints: "", shared: "")
        model.servers = servers.map { var server = $0; server.specPath = ""; return server }
        model.serverTemplates = serverTemplates.map(\.withoutOrigins)
        model.defaultServer = defaultServer.map { server in
            switch server {
            case .environment(var server): server.specPath = ""; return .environment(server)
            case .template(let template): return .template(template.withoutOrigins)
            }
        }
        model.sharedQuery = sharedQuery.map { var parameter = $0; parameter.specPath = ""; return parameter }
        model.sharedHeaders = sharedHeaders.map { var parameter = $0; parameter.specPath = ""; return parameter }
        model.endpoints = endpoints.map(\.withoutOrigins)
        model.models = models.map(\.withoutOrigins)
        return model
    }
}

extension ServerTemplateModel {
    /// The template with its own and its values' `specPath` blanked.
    var withoutOrigins: ServerTemplateModel {
        var template = self
        template.specPath = ""
        template.variables = variables.map { variable in
            var variable = variable
            if var values = variable.values {
                values.cases = values.cases.map { var valueCase = $0; valueCase.specPath = ""; return valueCase }
                variable.values = values
            }
            return variable
        }
        return template
    }
}

extension EndpointModel {
    var withoutOrigins: EndpointModel {
        var endpoint = self
        (endpoint.specPath, endpoint.responseSpecPath, endpoint.responseHeadersSpecPath, endpoint.examplesSpecPath) = ("", "", "", "")
        endpoint.pathParameters = pathParameters.map(\.withoutOrigins)
        endpoint.query = query.map(\.withoutOrigins)
        endpoint.headers = headers.map(\.withoutOrigins)
        endpoint.cookies = cookies.map(\.withoutOrigins)
        endpoint.mediaOptions = mediaOptions.map { var option = $0; option.specPath = ""; return option }
        endpoint.responseHeaders = responseHeaders.map(\.withoutOrigins)
        switch body {
        case .json(let parameter, let contentType)?: endpoint.body = .json(parameter.withoutOrigins, contentType: contentType)
        case .form(let fields)?: endpoint.body = .form(fields.map(\.withoutOrigins))
        case .multipart(let fields)?: endpoint.body = .multipart(fields.map(\.withoutOrigins))
        case .data(let parameter, let contentType)?: endpoint.body = .data(parameter.withoutOrigins, contentType: contentType)
        case .text(let parameter, let contentType)?: endpoint.body = .text(parameter.withoutOrigins, contentType: contentType)
        case nil: break
        }
        endpoint.paging?.specPath = ""
        return endpoint
    }
}

extension ParameterModel {
    var withoutOrigins: ParameterModel {
        var parameter = self
        parameter.specPath = ""
        return parameter
    }
}

extension ModelDeclaration {
    var withoutOrigins: ModelDeclaration {
        switch self {
        case .object(var object):
            object.specPath = ""
            object.properties = object.properties.map { var property = $0; property.specPath = ""; return property }
            object.additionalProperties?.specPath = ""
            return .object(object)
        case .enumeration(var enumeration):
            enumeration.specPath = ""
            enumeration.cases = enumeration.cases.map { var value = $0; value.specPath = ""; return value }
            return .enumeration(enumeration)
        case .union(var union):
            union.specPath = ""
            return .union(union)
        }
    }
}
