import EndpointKit
import Foundation
import Testing

@Suite struct CalendarDateTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func validDatesRoundTrip(text: String) throws {
        let date = try #require(CalendarDate(text))
        #expect(date.description == text)
        let encoded = try JSONEncoder().encode([date])
        #expect(String(decoding: encoded, as: UTF8.self) == "[\"\(text)\"]")
        #expect(try JSONDecoder().decode([CalendarDate].self, from: encoded) == [date])
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2024-13-01", "2024-04-31", "2024-1-01", "2024-01-01T00:00:00Z", "abcd-ef-gh", "", "0000-01-01"])
    func invalidTextIsRejected(text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test func undecodableValueIsADecodingError() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2024-02-30"]"#.utf8)) }
    }

    @Test func ordersByDayAndIsAParameterValue() throws {
        let earlier = try #require(CalendarDate(year: 2024, month: 12, day: 31))
        let later = try #require(CalendarDate("2025-01-01"))
        #expect(earlier < later)
        #expect(QueryItem("from", earlier).value == "2024-12-31")
    }
}
