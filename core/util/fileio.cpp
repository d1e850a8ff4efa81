#include "core/util/fileio.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wattgpu {

namespace {

const char* kindOf(mode_t mode)
{
    if (S_ISREG(mode))
        return "a regular file";
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "a special file";
}

std::string notRegular(mode_t mode) { return std::string("is ") + kindOf(mode) + ", not a regular file"; }

Error ioError(const std::filesystem::path& path, std::string detail)
{
    return makeError(ErrorCode::Io, path.string(), 0, {}, std::move(detail));
}

// Follows symlinks one hop at a time (relative targets against the link's folder), so a dangling
// link yields the file it names, which the write then creates.
Result<std::filesystem::path> resolveLinks(const std::filesystem::path& path)
{
    std::filesystem::path p = path;
    for (int hop = 0; hop < 40; ++hop) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return p;
        std::error_code ec;
        const auto target = std::filesystem::read_symlink(p, ec);
        if (ec)
            return ioError(path, "cannot read the symbolic link: " + ec.message());
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    return ioError(path, "too many levels of symbolic links");
}

} // namespace

std::string fileKind(const std::filesystem::path& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return "missing";
    return kindOf(st.st_mode);
}

std::string regularFileProblem(const std::filesystem::path& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? "does not exist"
                                                   : std::string("cannot be read: ") + std::strerror(errno);
    return S_ISREG(st.st_mode) ? std::string() : notRegular(st.st_mode);
}

Result<std::string> readFileBounded(const std::filesystem::path& path, std::size_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return ioError(path, "file does not exist");
        return ioError(path, std::string("cannot open file for reading: ") + std::strerror(errno));
    }
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return ioError(path, std::string("cannot stat file: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        return ioError(path, notRegular(st.st_mode));
    if (static_cast<unsigned long long>(st.st_size) > maxBytes)
        return makeError(ErrorCode::TooLarge, path.string(), 0, {},
                         "file exceeds the limit of " + std::to_string(maxBytes) + " bytes");
    std::string out;
    out.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    while (true) {
        const ssize_t got = ::read(fd, buf, sizeof buf);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return ioError(path, std::string("read error: ") + std::strerror(errno));
        }
        if (got == 0)
            break;
        // The file may grow while it is read: the limit holds on what was read.
        if (out.size() + static_cast<std::size_t>(got) > maxBytes)
            return makeError(ErrorCode::TooLarge, path.string(), 0, {},
                             "file exceeds the limit of " + std::to_string(maxBytes) + " bytes");
        out.append(buf, static_cast<std::size_t>(got));
    }
    return out;
}

Result<std::filesystem::path> checkOutputFile(const std::filesystem::path& path, const OutputOptions& options)
{
    if (path.empty())
        return ioError(path, "empty output file name");
    WG_TRY(target, resolveLinks(path));
    struct stat st {};
    if (::stat(target->c_str(), &st) == 0) {
        if (!S_ISREG(st.st_mode))
            return ioError(path, notRegular(st.st_mode) + "; nothing written");
        for (const auto& input : options.inputs) {
            struct stat in {};
            if (::stat(input.c_str(), &in) == 0 && in.st_dev == st.st_dev && in.st_ino == st.st_ino)
                return ioError(
                    path, "is the same file as the input " + input.string() + "; write the output to another file");
        }
    } else if (errno != ENOENT) {
        return ioError(path, std::string("cannot check the output file: ") + std::strerror(errno));
    }
    return target.value();
}

Status writeOutputFile(const std::filesystem::path& path, std::string_view bytes, const OutputOptions& options)
{
    WG_TRY(checked, checkOutputFile(path, options));
    const std::filesystem::path& target = checked.value();
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;

    std::random_device rd;
    const auto dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::filesystem::path tmp;
    int fd = -1;
    // O_EXCL: a concurrent writer's temporary is never truncated or renamed.
    for (int attempt = 0; attempt < 8 && fd < 0; ++attempt) {
        tmp = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(rd() % 1000000u));
        fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        return ioError(path,
                       std::string("cannot create a temporary file in the target directory: ") + std::strerror(errno));
    bool ok = true;
    std::size_t done = 0;
    while (ok && done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        ok = n > 0;
        if (ok)
            done += static_cast<std::size_t>(n);
    }
    if (ok && exists) {
        // Keep the replaced file's permissions and, where allowed (root), its owner.
        ok = ::fchmod(fd, existing.st_mode & 07777) == 0;
        if (ok && ::geteuid() == 0 && ::fchown(fd, existing.st_uid, existing.st_gid) != 0) {
            // A filesystem without owners (vfat): the permission bits were kept, which is what matters.
        }
    }
    ok = ok && ::fsync(fd) == 0;
    ok = (::close(fd) == 0) && ok;
    if (!ok) {
        ::unlink(tmp.c_str());
        return ioError(path, "write failed (disk full or I/O error); previous file kept");
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(tmp.c_str());
        return ioError(path, "cannot replace file: " + why);
    }
    return Ok{};
}

Status writeFileAtomic(const std::filesystem::path& path, const std::string& contents)
{
    return writeOutputFile(path, contents);
}

} // namespace wattgpu
