import EndpointGenerator
import Foundation

exit(EndpointGenCommand.run(Array(CommandLine.arguments.dropFirst())))
