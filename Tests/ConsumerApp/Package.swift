// swift-tools-version: 6.2
// 6.2, not 6.1: `.defaultIsolation(MainActor.self)` below is PackageDescription 6.2 API (6.1 rejects the manifest).
import PackageDescription

// A fixture app that uses EndpointKit the way an app does: by path, with the build-tool plugin on its own specs.
// Not a target of the EndpointKit package; built by `.ci/run` with its own scratch path.
let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "EndpointKit", path: "../..")],
    targets: [
        .target(
            name: "AppNetworking",
            dependencies: [.product(name: "EndpointKit", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // The same specs (symlinked), compiled with main-actor default isolation as new Xcode app targets are, and
        // with imports internal unless marked, as a future language mode will have them.
        .target(
            name: "MainActorNetworking",
            dependencies: [.product(name: "EndpointKit", package: "EndpointKit")],
            swiftSettings: [.defaultIsolation(MainActor.self), .enableUpcomingFeature("InternalImportsByDefault")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // An OpenAPI document split over 26 files (store.yaml and the files under api/ its $refs name): the plugin
        // declares every one of them as an input, so editing any of them regenerates the client.
        .target(
            name: "StoreNetworking",
            dependencies: [.product(name: "EndpointKit", package: "EndpointKit")],
            exclude: ["api"],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // Only the tests link EndpointKitTesting (StubTransport); the app targets compile without it.
        .testTarget(
            name: "AppTests",
            dependencies: ["AppNetworking", "MainActorNetworking", "StoreNetworking", .product(name: "EndpointKitTesting", package: "EndpointKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
