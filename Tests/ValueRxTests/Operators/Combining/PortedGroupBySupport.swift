import Foundation

// Shared by PortedGroupByTests, PortedGroupByInnerTests and PortedGroupByInnerLifetimeTests.

extension String {
    /// The string without leading and trailing spaces and tabs (RxSwift's test helper).
    func trimWhitespace() -> String {
        trimmingCharacters(in: CharacterSet.whitespaces)
    }
}
