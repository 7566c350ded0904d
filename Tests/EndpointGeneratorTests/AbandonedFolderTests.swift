import EndpointGenEmit
import Foundation
import Testing

/// The command plugin's report of `Generated/` folders whose spec was removed or renamed (`PluginSources/` links its
/// file): `--check` passed while `Generated/zoo/` outlived `Specs/zoo.endpoints.json`.
@Suite struct AbandonedFolderTests {
    @Test func aFolderOfGeneratedFilesThatNoSpecGeneratesIsReported() throws {
        try CommandTests.withTemporaryFolder { generated in
            let files = [
                "zoo/zoo.Models.swift": FileHeader.marker + " from zoo.endpoints.json.\n",
                "zoo/zoo.Client.swift": FileHeader.marker + " from zoo.endpoints.json.\n",
                "zoo/Notes.swift": "// Written by hand.\n",
                "movies/movies.Models.swift": FileHeader.marker + " from movies.endpoints.json.\n",
                "Helpers/Helpers.swift": "// Someone else's folder: no generated file in it.\n",
            ]
            for (path, text) in files {
                let url = generated.appending(path: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            #expect(AbandonedFolder.all(in: generated, stems: ["movies"]) == [AbandonedFolder(name: "zoo", files: ["zoo.Client.swift", "zoo.Models.swift"])])
            #expect(AbandonedFolder.all(in: generated, stems: ["movies", "zoo"]).isEmpty)
            #expect(AbandonedFolder.all(in: generated.appending(path: "none"), stems: []).isEmpty)
        }
    }

    @Test func itKnowsGeneratedFilesByTheGeneratorsHeader() {
        #expect(AbandonedFolder.marker == FileHeader.marker)
    }
}
