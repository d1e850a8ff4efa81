#include "core/util/fileio.h"

#include <cerrno>
#include <cstdio>
#include <fstream>
#include <random>
#include <system_error>

#include <unistd.h>

namespace wattgpu {

Result<std::string> readFileBounded(const std::filesystem::path& path, std::size_t maxBytes)
{
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        return makeError(ErrorCode::Io, path.string(), 0, {}, "file does not exist");
    if (std::filesystem::is_directory(status))
        return makeError(ErrorCode::Io, path.string(), 0, {}, "is a directory, expected a file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorCode::Io, path.string(), 0, {}, "cannot open file for reading");
    std::string out;
    char buf[65536];
    while (in) {
        in.read(buf, sizeof buf);
        const auto got = static_cast<std::size_t>(in.gcount());
        if (out.size() + got > maxBytes)
            return makeError(ErrorCode::TooLarge, path.string(), 0, {},
                             "file exceeds the limit of " + std::to_string(maxBytes) + " bytes");
        out.append(buf, got);
    }
    if (in.bad())
        return makeError(ErrorCode::Io, path.string(), 0, {}, "read error");
    return out;
}

Status writeFileAtomic(const std::filesystem::path& path, const std::string& contents)
{
    std::random_device rd;
    const auto dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::filesystem::path tmp;
    FILE* f = nullptr;
    // "x": exclusive create, so a concurrent writer's temporary is never truncated or renamed.
    for (int attempt = 0; attempt < 8 && !f; ++attempt) {
        tmp = dir / (path.filename().string() + ".tmp-" + std::to_string(rd() % 1000000u));
        f = std::fopen(tmp.c_str(), "wbx");
        if (!f && errno != EEXIST)
            break;
    }
    if (!f)
        return makeError(ErrorCode::Io, path.string(), 0, {}, "cannot create a temporary file in the target directory");
    const bool written = std::fwrite(contents.data(), 1, contents.size(), f) == contents.size();
    const bool flushed = std::fflush(f) == 0 && ::fsync(fileno(f)) == 0;
    const bool closed = std::fclose(f) == 0;
    if (!written || !flushed || !closed) {
        std::remove(tmp.c_str());
        return makeError(ErrorCode::Io, path.string(), 0, {},
                         "write failed (disk full or I/O error); previous file kept");
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::remove(tmp.c_str());
        return makeError(ErrorCode::Io, path.string(), 0, {}, "cannot replace file: " + ec.message());
    }
    return Ok{};
}

} // namespace wattgpu
