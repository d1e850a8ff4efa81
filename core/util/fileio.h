#pragma once
// Bounded file reading and atomic file writing for core (no Qt).
#include "core/util/result.h"

#include <cstddef>
#include <filesystem>
#include <string>

namespace wattgpu {

inline constexpr std::size_t kDefaultMaxFileBytes = 64u * 1024u * 1024u; // 64 MiB

// Reads a whole file; fails with TooLarge before allocating when it exceeds maxBytes.
Result<std::string> readFileBounded(const std::filesystem::path& path, std::size_t maxBytes = kDefaultMaxFileBytes);

// Writes to "<path>.tmp-XXXX" in the same directory, flushes, then renames over `path`.
// On any failure the previous file is left untouched and the temporary is removed.
Status writeFileAtomic(const std::filesystem::path& path, const std::string& contents);

} // namespace wattgpu
