import Foundation

/// A throw-away package that depends on a generator checkout by path, as an app does, for one cold build.
///
/// Two shapes: the generator alone (no targets; `swift build --product <generator>`), and a plugin user (one library
/// target with the generator's build plugin, the runtime its output imports, and ``document``).
struct ColdBuildConsumer {
    /// How one generator is used: its checkout, its executable product, its plugin, and what its output needs.
    struct Generator {
        var checkout: URL
        var product: String
        var plugin: String
        /// Package dependencies besides the checkout (for the runtime module the output imports).
        var otherPackages: [String]
        /// The target's dependency on that runtime module.
        var runtimeProduct: String
        /// Files the plugin reads besides the document (its configuration).
        var extraFiles: [String: String]

        /// The package identity SwiftPM gives a dependency by path: its folder name.
        var identity: String { checkout.lastPathComponent }

        /// EndpointKit's generator in the checkout at `root`.
        static func endpointKit(at root: URL) -> Generator {
            let identity = root.lastPathComponent
            return Generator(
                checkout: root, product: "endpoint-gen", plugin: "EndpointGenPlugin", otherPackages: [],
                runtimeProduct: #".product(name: "EndpointKit", package: "\#(identity)")"#, extraFiles: [:]
            )
        }

        /// swift-openapi-generator in the checkout at `root`; its runtime resolves like its own dependencies.
        static func openAPIGenerator(at root: URL) -> Generator {
            Generator(
                checkout: root, product: "swift-openapi-generator", plugin: "OpenAPIGenerator",
                otherPackages: [#".package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.0.0")"#],
                runtimeProduct: #".product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")"#,
                extraFiles: ["openapi-generator-config.yaml": "generate:\n  - types\n  - client\naccessModifier: public\n"]
            )
        }
    }

    enum Shape {
        case generatorOnly
        case pluginUser
    }

    var generator: Generator
    var shape: Shape

    /// The `swift build` arguments besides the package and scratch paths.
    var buildArguments: [String] {
        shape == .generatorOnly ? ["--product", generator.product] : []
    }

    /// Writes the package into `folder`.
    func write(to folder: URL) throws {
        let packages = [#".package(path: "\#(generator.checkout.path)")"#] + (shape == .pluginUser ? generator.otherPackages : [])
        let targets: String
        switch shape {
        case .generatorOnly:
            targets = ""
        case .pluginUser:
            targets = """
                .target(
                    name: "PetClient",
                    dependencies: [\(generator.runtimeProduct)],
                    plugins: [.plugin(name: "\(generator.plugin)", package: "\(generator.identity)")]
                ),
            """
            let sources = folder.appending(path: "Sources/PetClient")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(Self.document.utf8).write(to: sources.appending(path: "openapi.yaml"))
            // A target needs one Swift source of its own; the generated ones are added by the plugin.
            try Data("// The client is generated from openapi.yaml by the build plugin.\n".utf8).write(to: sources.appending(path: "PetClient.swift"))
            for (name, contents) in generator.extraFiles {
                try Data(contents.utf8).write(to: sources.appending(path: name))
            }
        }
        let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "ColdBuild",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [\(packages.joined(separator: ", "))],
            targets: [
            \(targets)
            ]
        )

        """
        try Data(manifest.utf8).write(to: folder.appending(path: "Package.swift"))
    }

    /// A small OpenAPI document both generators read: three operations, two schemas.
    static let document = """
    openapi: 3.0.3
    info:
      title: Pets
      version: 1.0.0
    paths:
      /pets:
        get:
          operationId: listPets
          parameters:
            - name: limit
              in: query
              schema:
                type: integer
          responses:
            '200':
              description: The pets.
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      $ref: '#/components/schemas/Pet'
            default:
              description: An error.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Problem'
        post:
          operationId: createPet
          requestBody:
            required: true
            content:
              application/json:
                schema:
                  $ref: '#/components/schemas/Pet'
          responses:
            '201':
              description: The new pet.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Pet'
      /pets/{petId}:
        get:
          operationId: showPet
          parameters:
            - name: petId
              in: path
              required: true
              schema:
                type: string
          responses:
            '200':
              description: The pet.
              content:
                application/json:
                  schema:
                    $ref: '#/components/schemas/Pet'
    components:
      schemas:
        Pet:
          type: object
          required: [id, name]
          properties:
            id:
              type: integer
            name:
              type: string
            tag:
              type: string
        Problem:
          type: object
          required: [message]
          properties:
            message:
              type: string

    """
}
