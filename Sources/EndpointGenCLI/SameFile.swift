import Foundation

/// Whether the paths `first` and `second` name one existing file: through a symlink, a hard link, `..`, or another
/// spelling on a case-insensitive file system, which comparing the paths' text would each miss.
func isSameFile(_ first: String, _ second: String) -> Bool {
    var firstInfo = stat()
    var secondInfo = stat()
    guard stat(first, &firstInfo) == 0, stat(second, &secondInfo) == 0 else { return false }
    return firstInfo.st_dev == secondInfo.st_dev && firstInfo.st_ino == secondInfo.st_ino
}
