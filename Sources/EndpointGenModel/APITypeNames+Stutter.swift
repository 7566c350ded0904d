import EndpointGenSpec

extension APITypeNames {
    /// The type names of the group `name` without the words the API's name and the group's repeat where they meet:
    /// Twilio's messaging API tags its operations `MessagingV1AlphaSender`, whose types were
    /// `TwilioMessagingMessagingV1AlphaSenderAPI`, and are `TwilioMessagingV1AlphaSenderAPI`; Temporal's tag
    /// `WorkflowService` made `TemporalWorkflowServiceService`, now `TemporalWorkflowService`. A rule on the two names
    /// alone, not on what the document's tags share: nil when nothing repeats. The client protocol's associated type
    /// stays `<name>Service`, as models are named apart from it and a shorter one would take a model's name.
    func groupWithoutStutter(_ name: String, propertyName: String) -> EndpointGroupModel? {
        let joined = apiName + name.dropFirst(Self.overlap(of: apiName, with: name))
        func ending(_ text: String, in suffix: String) -> String {
            Self.endsInWord(text, suffix) ? text : text + suffix
        }
        let group = EndpointGroupModel(name: name, endpointType: ending(joined, in: "Endpoint"), protocolType: ending(joined, in: "API"),
                                       serviceType: ending(joined, in: "Service"), propertyName: propertyName,
                                       serviceRequirement: name + "Service")
        return group == self.group(name, propertyName: propertyName) ? nil : group
    }

    /// The length of the longest end of `apiName` that starts a word there and that `name` starts with as a whole
    /// word: `Content` of `TwilioContent` and `Contentv1Content` (a version is no word of its own), but not
    /// `Content` and `Contents`.
    private static func overlap(of apiName: String, with name: String) -> Int {
        let api = Array(apiName.utf8), group = Array(name.utf8)
        for length in stride(from: min(api.count, group.count - 1), through: 1, by: -1) {
            let start = api.count - length
            guard api[start].isASCIIUppercase, api[start...].elementsEqual(group[..<length]) else { continue }
            let next = group[length]
            let isVersion = next == UInt8(ascii: "v") && group.count > length + 1 && group[length + 1].isASCIIDigit
            if !next.isASCIILowercase || isVersion { return length }
        }
        return 0
    }

    /// Whether `text` ends in the word `word`, which then starts with its capital: `WorkflowService` in `Service`,
    /// `Microservice` not.
    private static func endsInWord(_ text: String, _ word: String) -> Bool {
        text.count > word.count && text.hasSuffix(word)
    }
}
