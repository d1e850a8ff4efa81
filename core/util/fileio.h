#pragma once
// Bounded file reading and the one output-file policy of every writer, for core (no Qt).
#include "core/util/result.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace wattgpu {

inline constexpr std::size_t kDefaultMaxFileBytes = 64u * 1024u * 1024u; // 64 MiB

// What a path is, for messages: "a FIFO", "a directory", "a character device", "a socket",
// "a block device", "a regular file"; "missing" when nothing is there. Symlinks are followed.
std::string fileKind(const std::filesystem::path& path);

// Why `path` cannot be read as a file ("does not exist", "is a FIFO, not a regular file", "is a
// directory, not a regular file"), or an empty string when it is a regular file. Never opens it.
std::string regularFileProblem(const std::filesystem::path& path);

// Reads a whole regular file; fails with TooLarge before allocating when it exceeds maxBytes.
// Opens with O_NONBLOCK and checks the opened descriptor (fstat): a FIFO, device, socket or
// directory is refused at once ("is a FIFO, not a regular file"), so no read ever waits for a
// writer that may never come.
Result<std::string> readFileBounded(const std::filesystem::path& path, std::size_t maxBytes = kDefaultMaxFileBytes);

// The output-file policy, the same for every writer (CLI --out, reports, chart exports, plan and
// data-folder saves):
//  - an existing target must be a regular file: a directory, FIFO, socket or device is refused
//    and nothing is written (`--out /dev/null` never replaces the device with a file);
//  - a symlink is followed: its final target is replaced and the link stays a link;
//  - the existing file's permission bits are kept (a new file gets 0666 & ~umask);
//  - a target that is the same file (device and inode) as one of `inputs` is refused;
//  - the bytes go to a temporary in the target's directory, flushed, and are renamed over the
//    target only after a complete write: on any failure the previous file is untouched and the
//    temporary removed.
struct OutputOptions {
    std::vector<std::filesystem::path> inputs; // files the output is made from
};

// The checks alone (kind of target, same file as an input), for writers that want to fail
// before doing their work. Returns the path that would be written (symlinks resolved).
Result<std::filesystem::path> checkOutputFile(const std::filesystem::path& path, const OutputOptions& options = {});

Status writeOutputFile(const std::filesystem::path& path, std::string_view bytes, const OutputOptions& options = {});

// writeOutputFile without inputs: the data folder's own files (models, imports, custom GPUs).
Status writeFileAtomic(const std::filesystem::path& path, const std::string& contents);

} // namespace wattgpu
