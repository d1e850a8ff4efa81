// main() of a fuzz target built without libFuzzer (-DWATTGPU_FUZZ_REPLAY=ON, any compiler): feeds
// every file of the folders and files named on the command line to LLVMFuzzerTestOneInput once,
// as `fuzz_<target> -runs=0 DIR...` does under libFuzzer. The sanitizer stage builds the targets so
// with gcc's ASan + UBSan and replays the seed corpora and regressions (tests/sanitizers/run.sh).
// Options (arguments starting with '-') are ignored. An invariant violation aborts, as in a fuzz
// run; a sanitizer report ends the process through the sanitizer's own options.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {

namespace fs = std::filesystem;

// The regular files of `path` (a folder's files sorted by name, as libFuzzer reads a corpus folder
// without descending into subfolders), or `path` itself.
std::vector<fs::path> inputsOf(const fs::path& path)
{
    std::vector<fs::path> out;
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        for (const fs::directory_entry& e : fs::directory_iterator(path, ec))
            if (e.is_regular_file(ec))
                out.push_back(e.path());
        std::sort(out.begin(), out.end());
    } else if (fs::is_regular_file(path, ec)) {
        out.push_back(path);
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    std::size_t replayed = 0;
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] == '-')
            continue;
        const std::vector<fs::path> inputs = inputsOf(argv[i]);
        if (inputs.empty()) {
            std::fprintf(stderr, "%s: no input in %s\n", argv[0], argv[i]);
            return 1;
        }
        for (const fs::path& p : inputs) {
            std::ifstream in(p, std::ios::binary);
            const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            if (!in.good() && !in.eof()) {
                std::fprintf(stderr, "%s: cannot read %s\n", argv[0], p.c_str());
                return 1;
            }
            // A buffer of exactly the input's size, so ASan sees a read past its end.
            auto data = std::make_unique<uint8_t[]>(bytes.size());
            std::copy(bytes.begin(), bytes.end(), data.get());
            LLVMFuzzerTestOneInput(data.get(), bytes.size());
            ++replayed;
        }
    }
    std::printf("%s: replayed %zu inputs\n", argv[0], replayed);
    return replayed > 0 ? 0 : 1;
}
