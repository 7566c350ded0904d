import EndpointGenCLI
import Foundation

exit(EndpointGenCommand.run(Array(CommandLine.arguments.dropFirst())))
