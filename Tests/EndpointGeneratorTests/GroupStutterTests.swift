@testable import EndpointGenModel
import Testing

/// A group's type names do not repeat where the API's name ends and the group's begins.
@Suite struct GroupStutterTests {
    @Test(arguments: [
        ("TwilioMessaging", "MessagingV1AlphaSender", "TwilioMessagingV1AlphaSenderAPI", "TwilioMessagingV1AlphaSenderService"),
        ("TwilioContent", "Contentv1Content", "TwilioContentv1ContentAPI", "TwilioContentv1ContentService"),
        ("Temporal", "WorkflowService", "TemporalWorkflowServiceAPI", "TemporalWorkflowService"),
        ("Datadog", "ModelLabAPI", "DatadogModelLabAPI", "DatadogModelLabAPIService"),
    ])
    func theOverlapIsWrittenOnce(api: String, group: String, protocolType: String, serviceType: String) {
        let model = APITypeNames(apiName: api).groupWithoutStutter(group, propertyName: "group")
        #expect(model?.protocolType == protocolType)
        #expect(model?.serviceType == serviceType)
        #expect(model?.serviceRequirement == group + "Service")
    }

    /// Only a whole word repeats: `Content` and `Contents` are two words; `Microservice` does not end in `Service`.
    @Test(arguments: [("TwilioContent", "Contents"), ("Shop", "Microservice"), ("Shop", "Orders")])
    func partOfAWordIsNoOverlap(api: String, group: String) {
        #expect(APITypeNames(apiName: api).groupWithoutStutter(group, propertyName: "group") == nil)
    }

    /// `Workflow` and `WorkflowService` would both name a `TemporalWorkflowService`: the second keeps its longer names.
    @Test func aShorterNameAnotherTypeHasIsNotTaken() {
        let spec = SpecFixture.spec(endpoints: """
            {
              "a": { "method": "GET", "path": "/a", "group": "Workflow" },
              "b": { "method": "GET", "path": "/b", "group": "WorkflowService" },
              "c": { "method": "GET", "path": "/c", "group": "TestRuns" }
            }
            """)
        let client = SpecFixture.file("Client", of: SpecFixture.generate(spec))
        #expect(client.contains("struct TestWorkflowService: TestWorkflowAPI"))
        #expect(client.contains("struct TestWorkflowServiceService: TestWorkflowServiceAPI"))
        #expect(client.contains("struct TestRunsService: TestRunsAPI"))
    }
}
