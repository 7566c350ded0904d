// swift-tools-version: 6.1
import PackageDescription

/// One library target per committed SDK in `Generated/<spec stem>/`, each named `<Name>SDK`, with the SDKs
/// whose specs it imports (an import's `module`).
let generatedSDKs: [(target: String, folder: String, imports: [Target.Dependency])] = [
    ("MoviesSDK", "movies", []),
    ("FriendsSDK", "friends", []),
    ("AuthSDK", "auth", []),
    ("UsersSDK", "users", []),
    ("HTTPBinSDK", "httpbin", []),
    ("MoneySDK", "money", []),
    ("CatalogSDK", "catalog", ["MoneySDK"]),
]

let package = Package(
    name: "EndpointKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "EndpointKit", targets: ["EndpointKit"]),
        // StubTransport and friends, for the tests (and previews) of apps; kept out of the production module.
        .library(name: "EndpointKitTesting", targets: ["EndpointKitTesting"]),
        .executable(name: "endpoint-gen", targets: ["endpoint-gen"]),
        .plugin(name: "EndpointGenPlugin", targets: ["EndpointGenPlugin"]),
        .plugin(name: "GenerateEndpoints", targets: ["GenerateEndpoints"]),
    ],
    targets: [
        .target(name: "EndpointKit"),
        .target(name: "EndpointKitTesting", dependencies: ["EndpointKit"]),
        // The generator, one module per stage; each imports only the stages before it.
        .target(name: "EndpointGenJSON"),
        .target(name: "EndpointGenYAML", dependencies: ["EndpointGenJSON"]),
        .target(name: "EndpointGenSpec", dependencies: ["EndpointGenJSON", "EndpointGenYAML"]),
        .target(name: "EndpointGenOpenAPI", dependencies: ["EndpointGenSpec"]),
        .target(name: "EndpointGenModel", dependencies: ["EndpointGenSpec"]),
        .target(name: "EndpointGenEmit", dependencies: ["EndpointGenModel"]),
        .target(name: "EndpointGenDiff", dependencies: ["EndpointGenModel"]),
        .target(name: "EndpointGenerator", dependencies: ["EndpointGenOpenAPI", "EndpointGenEmit", "EndpointGenDiff"]),
        .target(name: "EndpointGenCLI", dependencies: ["EndpointGenerator"]),
        .executableTarget(name: "endpoint-gen", dependencies: ["EndpointGenCLI"]),
        .executableTarget(
            name: "endpoint-bench",
            dependencies: ["EndpointKit", "EndpointKitTesting", "EndpointGenerator", "EndpointGenJSON", "EndpointGenYAML", "EndpointGenSpec", "EndpointGenOpenAPI", "EndpointGenModel", "EndpointGenEmit", "MoviesSDK"]
        ),
        .plugin(
            name: "EndpointGenPlugin",
            capability: .buildTool(),
            dependencies: ["endpoint-gen"]
        ),
        .plugin(
            name: "GenerateEndpoints",
            capability: .command(
                intent: .custom(
                    verb: "generate-endpoints",
                    description: "Regenerate Generated/<stem>/ from every spec in Specs/ (<stem>.endpoints.json, or an OpenAPI <stem>.yaml)"
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated SDK sources into Generated/")]
            ),
            dependencies: ["endpoint-gen"]
        ),
        .testTarget(
            name: "EndpointGeneratorTests",
            // EndpointKit: the OpenAPI contract test builds requests with the runtime; EndpointKitTesting: generated
            // samples are type-checked against it. Goldens/ holds reference output (Swift that is compared, not
            // compiled here).
            dependencies: [
                "EndpointGenJSON", "EndpointGenYAML", "EndpointGenSpec", "EndpointGenOpenAPI", "EndpointGenModel", "EndpointGenEmit",
                "EndpointGenDiff", "EndpointGenerator", "EndpointGenCLI", "EndpointKit", "EndpointKitTesting",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "EndpointKitTests", dependencies: ["EndpointKit", "EndpointKitTesting"]),
        .testTarget(
            name: "GeneratedClientTests",
            dependencies: ["EndpointKit", "EndpointKitTesting", "MoviesSDK", "FriendsSDK", "AuthSDK", "UsersSDK", "HTTPBinSDK", "CatalogSDK", "MoneySDK"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["EndpointKit"],
            plugins: ["EndpointGenPlugin"]
        ),
    ] + generatedSDKs.map {
        // Imports internal unless marked, as a future language mode will have them: each generated file's imports must
        // be exactly right.
        .target(name: $0.target, dependencies: ["EndpointKit"] + $0.imports, path: "Generated/\($0.folder)",
                swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")])
    },
    swiftLanguageModes: [.v6]
)
