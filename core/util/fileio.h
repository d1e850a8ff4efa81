#pragma once
// Bounded file reading and the one output-file policy of every writer, for core (no Qt).
#include "core/util/result.h"

#include <cstddef>
#include <filesystem>
#include <functional>
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

// What a read is for. An Input (catalogs, models, evaluations, corpora, configs, imports, bulk
// input: everything a command works from) is recorded as loaded, so no output of this process
// can replace it (see checkOutputFile). A Document is a file the user opens to edit and save
// back (the window's plan files): it is not recorded.
enum class ReadKind { Input, Document };

// Reads a whole regular file; fails with TooLarge before allocating when it exceeds maxBytes.
// Opens with O_NONBLOCK and checks the opened descriptor (fstat): a FIFO, device, socket or
// directory is refused at once ("is a FIFO, not a regular file"), so no read ever waits for a
// writer that may never come. An Input read is recorded as loaded (device, inode and path).
Result<std::string> readFileBounded(const std::filesystem::path& path, std::size_t maxBytes = kDefaultMaxFileBytes,
                                    ReadKind kind = ReadKind::Input);

// ---- What this process loaded, and the folders no output goes into.
// Every Input read is recorded; a loader or command may say what a recorded file is ("the GPU
// catalog"), which the refusal then names. Thread-safe.

// Names a file this process read (matched by device and inode, or by its resolved path); false
// when it was not read.
bool labelLoadedFile(const std::filesystem::path& file, std::string what);

// A folder of bundled or managed data ("the data folder's models"): no output file goes into it
// or below it, and no output folder is it, lies in it or holds it (checkOutputFolder), unless
// that folder is the write's purpose. Compared by device and inode along the target's folders,
// and by resolved path (for a folder that does not exist yet).
void protectFolder(const std::filesystem::path& dir, std::string what);

// Forgets the loaded files and the protected folders (tests).
void resetOutputGuards();

// The output-file policy, the same for every writer (CLI --out, reports, chart exports, plan and
// data-folder saves):
//  - an existing target must be a regular file: a directory, FIFO, socket or device is refused
//    and nothing is written (`--out /dev/null` never replaces the device with a file);
//  - a symlink is followed: its final target is replaced and the link stays a link;
//  - the existing file's permission bits are kept (a new file gets 0666 & ~umask);
//  - a target that is the same file (device and inode) as one of `inputs` is refused;
//  - a target that is a file this process loaded (any Input read of readFileBounded: catalogs,
//    models, evaluation, corpus, config.json, bulk input, custom GPUs...), by device and inode
//    or by path, is refused, and so is any target inside a protected folder (protectFolder: the
//    data folder's resources/ and models/); the message names what the file is ("is the GPU
//    catalog this command loaded (.../gpu_specs.csv)"). A write of the application's own data
//    files (writeFileAtomic) skips these two checks: replacing them is its purpose;
//  - the bytes go to a temporary in the target's directory, created with permission bits never
//    wider than the final ones (createTemporaryFor), flushed, and renamed over the target only
//    after a complete write: on any failure the previous file is untouched and the temporary
//    removed.
struct OutputOptions {
    std::vector<std::filesystem::path> inputs; // files the output is made from
    // The application's own data file (models, imports, custom GPUs, a retrained folder's files):
    // the loaded-file and protected-folder checks do not apply. Never for a path a user chose.
    bool ownDataFile = false;
};

// The checks alone (kind of target, same file as an input, loaded file, protected folder), for
// writers that want to fail before doing their work. Returns the path that would be written
// (symlinks resolved).
Result<std::filesystem::path> checkOutputFile(const std::filesystem::path& path, const OutputOptions& options = {});

Status writeOutputFile(const std::filesystem::path& path, std::string_view bytes, const OutputOptions& options = {});

// writeOutputFile of the application's own data files (models, imports, custom GPUs): no inputs,
// ownDataFile set. Never for a path a user chose.
Status writeFileAtomic(const std::filesystem::path& path, const std::string& contents);

// The temporary a write goes through: "<dir>/.<name>.tmp-NNNNNN" beside `target` (symlinks
// already resolved), created with O_EXCL. Its permission bits are never wider than the final
// ones at any moment: created with the existing target's bits (the umask can only narrow them),
// given the target's owner (as root) and then exactly its bits before any byte is written; for a
// new target 0666 & ~umask from the start. The caller writes to `fd`, closes it and renames or
// unlinks `path`.
struct TemporaryFile {
    int fd = -1;
    std::filesystem::path path;
};
Result<TemporaryFile> createTemporaryFor(const std::filesystem::path& target);

// ---- Output folders (train --out, the window's retrained model).
struct FolderOutputOptions {
    // The entries of the folder that the write replaces as a set (e.g. a model folder's
    // <method>.json, evaluation.json, MODEL_CARD.md, provenance.json). Null: the whole folder.
    std::function<bool(const std::string& name)> replaces;
    // Protected folders that this write may replace, being its purpose (train --out into the data
    // folder's models/, which reproduces the shipped models).
    std::vector<std::filesystem::path> purposeFolders;
};

// The checks for a folder a user chose as output: an existing one must be a folder; it must not
// be the file system root, the current folder or one holding it; unless it is one of
// purposeFolders, it must not be a protected folder, lie inside one or hold one, and none of the
// entries it replaces may be a file this process loaded. Returns the folder that would be
// written (symlinks resolved, absolute).
Result<std::filesystem::path> checkOutputFolder(const std::filesystem::path& dir,
                                                const FolderOutputOptions& options = {});

// Replaces a folder as a whole, the one folder swap of the project: `fill` writes the new
// contents into a fresh staging folder beside `dir` (".<name>.new-XXXXXX", mode 0700); when
// options.replaces is set, every other entry of the previous folder is carried into the staging
// folder (hard links; files copied where a link is not possible; a mount point inside is
// refused), entries it names and `fill` did not write are dropped; the staging folder gets the
// previous folder's permission bits (a new one 0777 & ~umask) and is swapped in at once
// (renameat2 RENAME_EXCHANGE; where the file system lacks it, old aside, new in place); the
// previous folder is removed last. Any failure before the swap removes the staging folder and
// leaves `dir` exactly as it was; a failed swap is an Io error whose field is "folder". Missing
// parent folders are created. No loaded-file or protected-folder check: call checkOutputFolder
// first for a folder a user chose.
Status replaceFolder(const std::filesystem::path& dir,
                     const std::function<Status(const std::filesystem::path& staging)>& fill,
                     const FolderOutputOptions& options = {});

namespace testing {
// Called with the temporary's descriptor and path right after createTemporaryFor made it, before
// any byte is written (tests inspect its mode there). Null: none.
using TemporaryFileHook = void (*)(int fd, const std::filesystem::path& path);
void setTemporaryFileHook(TemporaryFileHook hook);
// Called with the staging folder after `fill` and the carry-over, before the swap; a non-Ok
// status fails the replacement there (tests inject a failure midway).
using BeforeSwapHook = Status (*)(const std::filesystem::path& staging);
void setBeforeSwapHook(BeforeSwapHook hook);
} // namespace testing

} // namespace wattgpu
