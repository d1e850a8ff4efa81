#include "core/util/fileio.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <optional>
#include <random>
#include <system_error>

#include <fcntl.h>
#include <stdio.h> // renameat2 (glibc 2.28)
#include <sys/stat.h>
#include <unistd.h>

namespace wattgpu {

namespace fs = std::filesystem;

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

Error ioError(const fs::path& path, std::string detail)
{
    return makeError(ErrorCode::Io, path.string(), 0, {}, std::move(detail));
}

// Follows symlinks one hop at a time (relative targets against the link's folder), so a dangling
// link yields the file it names, which the write then creates.
Result<fs::path> resolveLinks(const fs::path& path)
{
    fs::path p = path;
    for (int hop = 0; hop < 40; ++hop) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return p;
        std::error_code ec;
        const auto target = fs::read_symlink(p, ec);
        if (ec)
            return ioError(path, "cannot read the symbolic link: " + ec.message());
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    return ioError(path, "too many levels of symbolic links");
}

// Absolute, with every symlink of the existing part resolved and "." / ".." gone: where a path
// lands, for comparing locations. Never throws.
fs::path location(const fs::path& p)
{
    std::error_code ec;
    fs::path abs = fs::absolute(p, ec);
    if (ec)
        abs = p;
    fs::path w = fs::weakly_canonical(abs, ec);
    if (ec)
        w = abs.lexically_normal();
    if (!w.has_filename() && w.has_relative_path())
        w = w.parent_path(); // "dir/" -> "dir"
    return w;
}

// `inner` is `outer` or lies below it (both from location()).
bool within(const fs::path& inner, const fs::path& outer)
{
    auto i = inner.begin();
    for (auto o = outer.begin(); o != outer.end(); ++o, ++i) {
        if (o->empty())
            continue; // a trailing separator
        if (i == inner.end() || *i != *o)
            return false;
    }
    return true;
}

// A folder for replaceFolder/checkOutputFolder: links followed, absolute, no trailing separator.
Result<fs::path> folderLocation(const fs::path& dir)
{
    if (dir.empty())
        return ioError(dir, "empty output folder name");
    WG_TRY(resolved, resolveLinks(dir));
    return location(resolved.value());
}

// The entries of a folder, without throwing.
Result<std::vector<fs::path>> listFolder(const fs::path& dir)
{
    std::vector<fs::path> out;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec))
        out.push_back(it->path());
    if (ec)
        return ioError(dir, "cannot list the folder: " + ec.message());
    return out;
}

mode_t currentUmask()
{
    // Read, not set: umask() would change it for every thread for a moment.
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("Umask:", 0) == 0)
            return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8) & 0777);
    return 022;
}

// ---- The loaded files and protected folders of this process.

struct LoadedFile {
    dev_t dev = 0;
    ino_t ino = 0;
    std::string path; // as read
    fs::path where;   // location() at read time
    std::string what; // "the GPU catalog"; empty: not named
};

struct ProtectedFolder {
    bool existed = false;
    dev_t dev = 0;
    ino_t ino = 0;
    std::string path; // as given
    fs::path where;
    std::string what;
};

struct Guards {
    std::mutex mutex;
    std::vector<LoadedFile> loaded;
    std::vector<ProtectedFolder> protectedFolders;
};

Guards& guards()
{
    static Guards* g = new Guards; // never destroyed: readers on other threads may outlive statics
    return *g;
}

constexpr std::size_t kMaxLoadedFiles = 4096;

void recordLoaded(const fs::path& path, const struct stat& st)
{
    const fs::path where = location(path);
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    for (LoadedFile& f : g.loaded) {
        if (f.dev == st.st_dev && f.ino == st.st_ino && f.where == where)
            return;
        if (f.where == where) { // the same path read again after it was replaced
            f.dev = st.st_dev;
            f.ino = st.st_ino;
            return;
        }
    }
    if (g.loaded.size() >= kMaxLoadedFiles) {
        // A long session (the window) reading many files: the oldest unnamed record goes first.
        auto it = std::find_if(g.loaded.begin(), g.loaded.end(), [](const LoadedFile& f) { return f.what.empty(); });
        g.loaded.erase(it == g.loaded.end() ? g.loaded.begin() : it);
    }
    g.loaded.push_back({st.st_dev, st.st_ino, path.string(), where, {}});
}

// The loaded file `target` is (by device and inode while the record is current, or by
// location), or nullopt. `st`: the target's stat when it exists.
std::optional<LoadedFile> loadedMatch(const fs::path& target, const struct stat* st)
{
    const fs::path where = location(target);
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    for (const LoadedFile& f : g.loaded) {
        if (f.where == where)
            return f;
        if (st && f.dev == st->st_dev && f.ino == st->st_ino) {
            // Only while the recorded path still holds that inode: a file replaced since may
            // have freed its inode for an unrelated one.
            struct stat now {};
            if (::stat(f.path.c_str(), &now) == 0 && now.st_dev == f.dev && now.st_ino == f.ino)
                return f;
        }
    }
    return std::nullopt;
}

// The protected folder `target` is or lies in, or nullopt.
std::optional<ProtectedFolder> protectedMatch(const fs::path& target)
{
    const fs::path where = location(target);
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    if (g.protectedFolders.empty())
        return std::nullopt;
    for (const ProtectedFolder& p : g.protectedFolders)
        if (within(where, p.where))
            return p;
    // Another spelling of the same folder (a bind mount, a hard-to-resolve path): its existing
    // ancestors by device and inode.
    for (fs::path a = where; !a.empty(); a = a.parent_path()) {
        struct stat st {};
        if (::stat(a.c_str(), &st) == 0)
            for (const ProtectedFolder& p : g.protectedFolders)
                if (p.existed && p.dev == st.st_dev && p.ino == st.st_ino)
                    return p;
        if (a == a.root_path() || !a.has_relative_path())
            break;
    }
    return std::nullopt;
}

std::string loadedText(const LoadedFile& f)
{
    return "is " + (f.what.empty() ? std::string("a file") : f.what) + " this command loaded (" + f.path + ")";
}

std::atomic<testing::TemporaryFileHook> g_temporaryHook{nullptr};
std::atomic<testing::BeforeSwapHook> g_beforeSwapHook{nullptr};

} // namespace

namespace testing {
void setTemporaryFileHook(TemporaryFileHook hook) { g_temporaryHook = hook; }
void setBeforeSwapHook(BeforeSwapHook hook) { g_beforeSwapHook = hook; }
} // namespace testing

std::string fileKind(const fs::path& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return "missing";
    return kindOf(st.st_mode);
}

std::string regularFileProblem(const fs::path& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? "does not exist"
                                                   : std::string("cannot be read: ") + std::strerror(errno);
    return S_ISREG(st.st_mode) ? std::string() : notRegular(st.st_mode);
}

Result<std::string> readFileBounded(const fs::path& path, std::size_t maxBytes, ReadKind kind)
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
    // Recorded once opened, before the size check: a file this command tried to load is still
    // not a place for its output.
    if (kind == ReadKind::Input)
        recordLoaded(path, st);
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

bool labelLoadedFile(const fs::path& file, std::string what)
{
    struct stat st {};
    const bool exists = ::stat(file.c_str(), &st) == 0;
    const fs::path where = location(file);
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    for (LoadedFile& f : g.loaded)
        if (f.where == where || (exists && f.dev == st.st_dev && f.ino == st.st_ino)) {
            f.what = std::move(what);
            return true;
        }
    return false;
}

void protectFolder(const fs::path& dir, std::string what)
{
    ProtectedFolder p;
    p.path = dir.string();
    p.where = location(dir);
    p.what = std::move(what);
    struct stat st {};
    if (::stat(p.where.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
        p.existed = true;
        p.dev = st.st_dev;
        p.ino = st.st_ino;
    }
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    for (ProtectedFolder& q : g.protectedFolders)
        if (q.where == p.where) {
            q = std::move(p);
            return;
        }
    g.protectedFolders.push_back(std::move(p));
}

void resetOutputGuards()
{
    Guards& g = guards();
    const std::lock_guard<std::mutex> lock(g.mutex);
    g.loaded.clear();
    g.protectedFolders.clear();
}

Result<fs::path> checkOutputFile(const fs::path& path, const OutputOptions& options)
{
    if (path.empty())
        return ioError(path, "empty output file name");
    WG_TRY(target, resolveLinks(path));
    struct stat st {};
    const bool exists = ::stat(target->c_str(), &st) == 0;
    if (exists) {
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
    if (!options.ownDataFile) {
        if (const auto loaded = loadedMatch(target.value(), exists ? &st : nullptr))
            return ioError(path, loadedText(*loaded) + "; write the output to another file");
        if (const auto prot = protectedMatch(target.value()))
            return ioError(path, "is inside " + prot->what + " (" + prot->path + "); write the output to another file");
    }
    return target.value();
}

Result<TemporaryFile> createTemporaryFor(const fs::path& target)
{
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0 && S_ISREG(existing.st_mode);
    // Created with the final bits or fewer: the umask can only take bits away, never add them.
    const mode_t createMode = exists ? (existing.st_mode & 0777) : 0666;
    std::random_device rd;
    const auto dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    TemporaryFile tmp;
    // O_EXCL: a concurrent writer's temporary is never truncated or renamed.
    for (int attempt = 0; attempt < 8 && tmp.fd < 0; ++attempt) {
        tmp.path = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(rd() % 1000000u));
        tmp.fd = ::open(tmp.path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, createMode);
        if (tmp.fd < 0 && errno != EEXIST)
            break;
    }
    if (tmp.fd < 0)
        return ioError(target,
                       std::string("cannot create a temporary file in the target directory: ") + std::strerror(errno));
    if (exists) {
        // The replaced file's owner (where allowed: root) and then exactly its bits (fchown clears
        // set-user-ID), before any byte is written.
        if (::geteuid() == 0 && (existing.st_uid != ::geteuid() || existing.st_gid != ::getegid())
            && ::fchown(tmp.fd, existing.st_uid, existing.st_gid) != 0) {
            // A filesystem without owners (vfat): the permission bits are kept, which is what matters.
        }
        if (::fchmod(tmp.fd, existing.st_mode & 07777) != 0) {
            const std::string why = std::strerror(errno);
            ::close(tmp.fd);
            ::unlink(tmp.path.c_str());
            return ioError(target, "cannot give the temporary file the target's permissions: " + why);
        }
    }
    if (const auto hook = g_temporaryHook.load())
        hook(tmp.fd, tmp.path);
    return tmp;
}

Status writeOutputFile(const fs::path& path, std::string_view bytes, const OutputOptions& options)
{
    WG_TRY(checked, checkOutputFile(path, options));
    const fs::path& target = checked.value();
    auto created = createTemporaryFor(target);
    if (!created)
        return ioError(path, created.error().detail);
    const int fd = created->fd;
    const fs::path tmp = created->path;
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

Status writeFileAtomic(const fs::path& path, const std::string& contents)
{
    OutputOptions own;
    own.ownDataFile = true;
    return writeOutputFile(path, contents, own);
}

// ---------------------------------------------------------------- output folders

Result<fs::path> checkOutputFolder(const fs::path& dir, const FolderOutputOptions& options)
{
    WG_TRY(located, folderLocation(dir));
    const fs::path& d = located.value();
    struct stat st {};
    const bool exists = ::stat(d.c_str(), &st) == 0;
    if (exists && !S_ISDIR(st.st_mode))
        return ioError(dir, std::string("is ") + kindOf(st.st_mode) + ", not a folder; nothing written");
    if (!exists && errno == ENOTDIR)
        return ioError(dir, "a part of the path is a file, not a folder; nothing written");
    if (!exists && errno != ENOENT)
        return ioError(dir, std::string("cannot check the output folder: ") + std::strerror(errno));
    if (!d.has_relative_path())
        return ioError(dir, "is the root folder; write the output to a folder of its own");
    std::error_code ec;
    const fs::path cwd = location(fs::current_path(ec));
    if (!ec && within(cwd, d))
        return ioError(dir, "is the current folder or holds it; write the output to a folder of its own");

    bool purpose = false;
    for (const fs::path& p : options.purposeFolders) {
        struct stat ps {};
        purpose = purpose || location(p) == d
            || (exists && ::stat(p.c_str(), &ps) == 0 && ps.st_dev == st.st_dev && ps.st_ino == st.st_ino);
    }
    if (purpose)
        return d;

    if (const auto prot = protectedMatch(d))
        return ioError(dir,
                       std::string(prot->where == d ? "is " : "is inside ") + prot->what + " (" + prot->path
                           + "); write the output to another folder");
    std::vector<ProtectedFolder> folders;
    std::vector<LoadedFile> loaded;
    {
        Guards& g = guards();
        const std::lock_guard<std::mutex> lock(g.mutex);
        folders = g.protectedFolders;
        loaded = g.loaded;
    }
    for (const ProtectedFolder& p : folders)
        if (within(p.where, d))
            return ioError(dir, "holds " + p.what + " (" + p.path + "); write the output to another folder");
    if (!exists)
        return d;
    if (!options.replaces) {
        // The whole folder is replaced: it must hold nothing this command loaded.
        for (const LoadedFile& f : loaded)
            if (within(f.where, d))
                return ioError(dir,
                               "holds " + (f.what.empty() ? std::string("a file") : f.what) + " this command loaded ("
                                   + f.path + "); write the output to another folder");
        return d;
    }
    WG_TRY(entries, listFolder(d));
    for (const fs::path& entry : entries.value()) {
        if (!options.replaces(entry.filename().string()))
            continue;
        struct stat es {};
        const bool entryExists = ::stat(entry.c_str(), &es) == 0;
        if (const auto f = loadedMatch(entry, entryExists ? &es : nullptr))
            return ioError(entry, loadedText(*f) + "; write the output to another folder");
    }
    return d;
}

namespace {

// Carries `src` (an entry of the folder being replaced) into the staging folder as `dst`: hard
// links for files, folders made anew with the same bits; a file that cannot be linked is copied.
Status carryEntry(const fs::path& src, const fs::path& dst, dev_t dev, int depth)
{
    if (depth > 128)
        return ioError(src, "folders nested too deeply to carry into the new folder");
    struct stat st {};
    if (::lstat(src.c_str(), &st) != 0)
        return ioError(src, std::string("cannot be carried into the new folder: ") + std::strerror(errno));
    if (st.st_dev != dev)
        return ioError(src, "is on another file system (a mount point); it cannot be carried into the new folder");
    if (S_ISDIR(st.st_mode)) {
        if (::mkdir(dst.c_str(), 0700) != 0)
            return ioError(dst, std::string("cannot create the folder: ") + std::strerror(errno));
        WG_TRY(entries, listFolder(src));
        for (const fs::path& entry : entries.value())
            if (const Status s = carryEntry(entry, dst / entry.filename(), dev, depth + 1); !s)
                return s;
        if (::geteuid() == 0 && ::lchown(dst.c_str(), st.st_uid, st.st_gid) != 0) {
            // Owners may not apply (vfat); the bits below still do.
        }
        if (::chmod(dst.c_str(), st.st_mode & 07777) != 0)
            return ioError(dst, std::string("cannot set the folder's permissions: ") + std::strerror(errno));
        return Ok{};
    }
    if (::linkat(AT_FDCWD, src.c_str(), AT_FDCWD, dst.c_str(), 0) == 0)
        return Ok{};
    const std::string why = std::strerror(errno);
    std::error_code ec;
    if (S_ISLNK(st.st_mode)) {
        const fs::path target = fs::read_symlink(src, ec);
        if (!ec)
            fs::create_symlink(target, dst, ec);
    } else if (S_ISREG(st.st_mode)) {
        fs::copy_file(src, dst, ec);
        if (!ec && ::chmod(dst.c_str(), st.st_mode & 07777) != 0)
            ec = std::error_code(errno, std::generic_category());
    } else {
        return ioError(src, "cannot be carried into the new folder: " + why);
    }
    if (ec)
        return ioError(src, "cannot be carried into the new folder: " + ec.message());
    return Ok{};
}

Error folderError(const fs::path& dir, const std::string& detail)
{
    return makeError(ErrorCode::Io, dir.string(), 0, "folder", detail);
}

void syncFolder(const fs::path& dir)
{
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// A fresh folder "<parent>/.<name>.<tag>-XXXXXX", mode 0700.
Result<fs::path> makeSideFolder(const fs::path& d, const char* tag)
{
    std::string templ = (d.parent_path() / ("." + d.filename().string() + "." + tag + "-XXXXXX")).string();
    if (::mkdtemp(templ.data()) == nullptr)
        return folderError(d, std::string("cannot create a folder beside it: ") + std::strerror(errno));
    return fs::path(templ);
}

} // namespace

Status replaceFolder(const fs::path& dir, const std::function<Status(const fs::path& staging)>& fill,
                     const FolderOutputOptions& options)
{
    WG_TRY(located, folderLocation(dir));
    const fs::path d = located.value();
    if (!d.has_relative_path())
        return ioError(dir, "is the root folder; nothing written");
    std::error_code ec;
    fs::create_directories(d.parent_path(), ec);
    if (ec)
        return folderError(d, "cannot create the folder " + d.parent_path().string() + ": " + ec.message());
    struct stat old {};
    const bool hadOld = ::lstat(d.c_str(), &old) == 0;
    if (hadOld && !S_ISDIR(old.st_mode))
        return ioError(dir, std::string("is ") + kindOf(old.st_mode) + ", not a folder; nothing written");

    WG_TRY(stagingResult, makeSideFolder(d, "new"));
    const fs::path staging = stagingResult.value();
    auto abandon = [&](Error e) -> Status {
        std::error_code rc;
        fs::remove_all(staging, rc);
        return e;
    };

    if (const Status filled = fill(staging); !filled) {
        // Named where the user will look: "<dir>/default.json", not the staging folder.
        Error e = filled.error();
        const fs::path failed = e.file;
        if (!e.file.empty() && within(location(failed), location(staging)))
            e.file = (d / failed.lexically_relative(staging)).string();
        return abandon(std::move(e));
    }
    if (hadOld && options.replaces) {
        auto entries = listFolder(d);
        if (!entries)
            return abandon(entries.error());
        for (const fs::path& entry : entries.value()) {
            const fs::path name = entry.filename();
            struct stat there {};
            if (options.replaces(name.string()) || ::lstat((staging / name).c_str(), &there) == 0)
                continue;
            if (const Status s = carryEntry(entry, staging / name, old.st_dev, 0); !s)
                return abandon(s.error());
        }
    }
    if (hadOld && ::geteuid() == 0 && ::chown(staging.c_str(), old.st_uid, old.st_gid) != 0) {
        // Owners may not apply (vfat).
    }
    if (::chmod(staging.c_str(), hadOld ? (old.st_mode & 07777) : (0777 & ~currentUmask())) != 0)
        return abandon(folderError(d, std::string("cannot set the new folder's permissions: ") + std::strerror(errno)));
    if (const auto hook = g_beforeSwapHook.load())
        if (const Status s = hook(staging); !s)
            return abandon(s.error());
    syncFolder(staging);

    if (!hadOld) {
        if (::rename(staging.c_str(), d.c_str()) != 0)
            return abandon(
                folderError(d, std::string("could not put the new folder in place: ") + std::strerror(errno)));
        syncFolder(d.parent_path());
        return Ok{};
    }
    // One step: the two folders trade places, so `dir` is never missing.
    if (::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, d.c_str(), RENAME_EXCHANGE) == 0) {
        fs::remove_all(staging, ec); // now the previous folder
        syncFolder(d.parent_path());
        return Ok{};
    }
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP && errno != EOPNOTSUPP)
        return abandon(folderError(d, std::string("could not replace the folder: ") + std::strerror(errno)));
    // A file system without the exchange: the previous folder aside, the new one in place.
    auto asideResult = makeSideFolder(d, "old");
    if (!asideResult)
        return abandon(asideResult.error());
    const fs::path aside = asideResult.value();
    if (::rename(d.c_str(), aside.c_str()) != 0) { // over the empty folder just made
        const std::string why = std::strerror(errno);
        ::rmdir(aside.c_str());
        return abandon(folderError(d, "could not replace the folder: " + why));
    }
    if (::rename(staging.c_str(), d.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::rename(aside.c_str(), d.c_str());
        return abandon(folderError(d, "could not replace the folder: " + why));
    }
    fs::remove_all(aside, ec);
    syncFolder(d.parent_path());
    return Ok{};
}

} // namespace wattgpu
