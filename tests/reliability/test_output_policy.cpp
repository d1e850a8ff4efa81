// Hostile inputs, round 3 (issue 26), at core level: outputs never replace what the process
// loaded (every reader records its files; each loader's file is refused by path, hard link and
// symlink, with the message naming what it is), never go into a protected folder of bundled data,
// output folders that are, hold or lie in one are refused; temporaries are never more permissive
// than the file they become; a folder swap that fails midway leaves the previous folder
// byte-identical, carries the folder's other entries over and replaces its set as a whole.
#include "core/catalog/catalog.h"
#include "core/catalog/custom_gpus.h"
#include "core/catalog/hf_config.h"
#include "core/data/corpus.h"
#include "core/data/import_file.h"
#include "core/eval/retrain.h"
#include "core/predict/training.h"
#include "core/report/report_model.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>

#include <sys/stat.h>
#include <unistd.h>

using namespace wattgpu;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = WATTGPU_SOURCE_DIR;
const fs::path kData = WATTGPU_TEST_DATA_DIR;

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void put(const fs::path& p, const std::string& s) { std::ofstream(p, std::ios::binary) << s; }

mode_t modeOf(const fs::path& p)
{
    struct stat st {};
    ::lstat(p.c_str(), &st);
    return st.st_mode & 07777;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Every entry below `dir` (relative path -> kind, mode and bytes; a link's target): a folder is
// "byte-identical" when two snapshots compare equal.
std::map<std::string, std::string> snapshot(const fs::path& dir)
{
    std::map<std::string, std::string> out;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        const fs::path p = it->path();
        const std::string rel = p.lexically_relative(dir).string();
        const std::string mode = std::to_string(modeOf(p));
        if (fs::is_symlink(p))
            out[rel] = "link " + fs::read_symlink(p).string();
        else if (fs::is_directory(p))
            out[rel] = "dir " + mode;
        else
            out[rel] = "file " + mode + " " + slurp(p);
    }
    return out;
}

// Names in `dir` that look like a writer's leftovers (temporaries, staging folders).
std::vector<std::string> leftovers(const fs::path& dir)
{
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir)) {
        const std::string n = e.path().filename().string();
        if (has(n, ".tmp-") || has(n, ".new-") || has(n, ".old-"))
            out.push_back(n);
    }
    return out;
}

mode_t g_seenMode = 07777;
int g_seenCount = 0;
void recordTemporaryMode(int fd, const fs::path&)
{
    struct stat st {};
    ::fstat(fd, &st);
    g_seenMode = st.st_mode & 07777;
    ++g_seenCount;
}

Status failBeforeSwap(const fs::path&)
{
    return makeError(ErrorCode::Io, "injected", 0, {}, "injected failure before the swap");
}

} // namespace

class TestOutputPolicy : public QObject {
    Q_OBJECT
private slots:
    void init() { resetOutputGuards(); }
    void cleanup()
    {
        resetOutputGuards();
        testing::setTemporaryFileHook(nullptr);
        testing::setBeforeSwapHook(nullptr);
    }

    // Each loader's file, once read, is refused as an output: by its path, another spelling, a
    // hard link and a symlink; the bytes stay. The application's own save (writeFileAtomic) is not.
    void everyLoaderRecordsItsFile_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("name");
        QTest::newRow("GPU catalog") << QString::fromStdString((kSource / "resources/catalog/gpu_specs.csv").string())
                                     << "gpu_specs.csv";
        QTest::newRow("LLM catalog") << QString::fromStdString(
            (kSource / "resources/catalog/llm_catalog.json").string())
                                     << "llm_catalog.json";
        QTest::newRow("model") << QString::fromStdString((kSource / "models/default.json").string()) << "default.json";
        QTest::newRow("evaluation") << QString::fromStdString((kSource / "models/evaluation.json").string())
                                    << "evaluation.json";
        QTest::newRow("corpus") << QString::fromStdString((kData / "cli/measurements_small.csv").string())
                                << "measurements.csv";
        QTest::newRow("config.json") << QString::fromStdString((kData / "cli/custom-llama-8b/config.json").string())
                                     << "config.json";
        QTest::newRow("import") << QString::fromStdString((kData / "import/wattcounts_format.csv").string())
                                << "runs.csv";
    }
    void everyLoaderRecordsItsFile()
    {
        QFETCH(QString, source);
        QFETCH(QString, name);
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const fs::path file = base / name.toStdString();
        fs::copy_file(source.toStdString(), file);
        const std::string before = slurp(file);
        // Not loaded yet: writable (checked only, nothing written).
        QVERIFY(checkOutputFile(file));

        const std::string tag = QTest::currentDataTag();
        bool loaded = false;
        if (tag == "GPU catalog")
            loaded = GpuCatalog::loadCsv(file).ok();
        else if (tag == "LLM catalog")
            loaded = LlmCatalog::loadJson(file).ok();
        else if (tag == "model")
            loaded = loadModel(file).ok();
        else if (tag == "evaluation")
            loaded = loadEvaluationJson(file).ok();
        else if (tag == "corpus")
            loaded = loadMeasurementsCsv(file).ok();
        else if (tag == "config.json")
            loaded = loadHfConfig(file).ok();
        else if (tag == "import") {
            ImportOptions o;
            o.gpus = &testing::bundledGpus();
            o.llms = &testing::bundledLlms();
            loaded = importMeasurementFile(file, o).ok();
        }
        QVERIFY2(loaded, tag.c_str());

        fs::create_hard_link(file, base / "hard");
        fs::create_symlink(file.filename(), base / "sym");
        fs::create_directory(base / "sub");
        for (const fs::path& out : {file, base / "hard", base / "sym", base / "sub" / ".." / file.filename()}) {
            const Status s = writeOutputFile(out, "clobbered");
            QVERIFY2(!s, out.c_str());
            QVERIFY2(has(s.error().message(), "is a file this command loaded (" + file.string() + ")"),
                     s.error().message().c_str());
            QVERIFY(has(s.error().message(), "write the output to another file"));
            QVERIFY(!checkOutputFile(out));
        }
        // Named by its loader's caller, the message says what it is.
        QVERIFY(labelLoadedFile(file, "the " + tag));
        const Status named = writeOutputFile(base / "hard", "clobbered");
        QVERIFY(!named);
        QVERIFY2(has(named.error().message(), "is the " + tag + " this command loaded (" + file.string() + ")"),
                 named.error().message().c_str());
        QCOMPARE(slurp(file), before);
        QVERIFY(leftovers(base).empty());
        // Another file beside it stays writable.
        QVERIFY(writeOutputFile(base / "other.csv", "fine"));
    }

    void customGpusFileIsRefusedButTheirOwnSaveIsNot()
    {
        QTemporaryDir tmp;
        const fs::path file = fs::path(tmp.path().toStdString()) / "custom_gpus.json";
        const GpuSpec mine = duplicateGpu(testing::bundledGpu("h100-sxm5-80gb"), "my-h100", "My H100");
        QVERIFY(saveCustomGpus(file, {mine}, &testing::bundledGpus()));
        QVERIFY(loadCustomGpus(file, &testing::bundledGpus()));
        labelLoadedFile(file, "the custom GPUs file");
        const std::string before = slurp(file);
        const Status s = writeOutputFile(file, "{}");
        QVERIFY(!s);
        QVERIFY2(has(s.error().message(), "is the custom GPUs file this command loaded"), s.error().message().c_str());
        QCOMPARE(slurp(file), before);
        // The data folder's own save replaces it: that is its purpose.
        QVERIFY(saveCustomGpus(file, {}, &testing::bundledGpus()));
        QVERIFY(slurp(file) != before);
        // The loaded path stays refused for outputs, whatever file is there now.
        QVERIFY(!writeOutputFile(file, "{}"));
    }

    void documentsAndStaleRecordsAreNotRefused()
    {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        // A document (the window's plan) is saved back over the file it was opened from.
        put(base / "plan.wattgpu", "{}");
        QVERIFY(readFileBounded(base / "plan.wattgpu", 1024, ReadKind::Document));
        QVERIFY(writeOutputFile(base / "plan.wattgpu", "{\"v\":1}"));
        // A loaded file removed since: a new file, even one on its freed inode, is another file.
        put(base / "gone.csv", "a");
        QVERIFY(readFileBounded(base / "gone.csv"));
        fs::remove(base / "gone.csv");
        for (int i = 0; i < 8; ++i)
            QVERIFY(writeOutputFile(base / ("new" + std::to_string(i) + ".csv"), "b"));
        // The explicit inputs keep their own message.
        put(base / "in.csv", "keep");
        const Status s = writeOutputFile(base / "in.csv", "x", OutputOptions{{base / "in.csv"}, false});
        QVERIFY(!s);
        QVERIFY(has(s.error().message(), "same file as the input"));
    }

    // A protected folder takes no output file at any depth, however the path is spelled.
    void protectedFoldersTakeNoOutput()
    {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const fs::path data = base / "data";
        fs::create_directories(data / "resources" / "catalog");
        fs::create_directories(data / "models" / "data");
        put(data / "models" / "MODEL_CARD.md", "card");
        put(data / "resources" / "catalog" / "gpu_specs.csv", "gpus");
        protectFolder(data / "resources", "the data folder's resources");
        protectFolder(data / "models", "the data folder's models");
        fs::create_symlink(data, base / "alias");
        const auto before = snapshot(data);
        for (const fs::path& out :
             {data / "models" / "MODEL_CARD.md", data / "models" / "new.json", data / "models" / "data" / "x.csv",
              data / "resources" / "catalog" / "gpu_specs.csv", data / "resources" / "catalog" / "other.csv",
              base / "alias" / "models" / "MODEL_CARD.md", data / "resources" / ".." / "models" / "p.html"}) {
            const Status s = writeOutputFile(out, "clobbered");
            QVERIFY2(!s, out.c_str());
            QVERIFY2(has(s.error().message(), "is inside the data folder's"), s.error().message().c_str());
        }
        QCOMPARE(snapshot(data), before);
        // Beside them, in the data folder itself, outputs are fine.
        QVERIFY(writeOutputFile(data / "report.csv", "ok"));
        // The application's own data files are written where they belong.
        QVERIFY(writeFileAtomic(data / "models" / "own.json", "{}"));
    }

    void outputFoldersAreChecked()
    {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const fs::path data = base / "data";
        fs::create_directories(data / "resources");
        fs::create_directories(data / "models" / "data");
        protectFolder(data / "resources", "the data folder's resources");
        protectFolder(data / "models", "the data folder's models");
        FolderOutputOptions set;
        set.replaces = isModelFolderEntry;
        auto refused = [&](const fs::path& dir, const std::string& why, const FolderOutputOptions& o) {
            const auto r = checkOutputFolder(dir, o);
            if (r) {
                qWarning("accepted: %s", dir.c_str());
                return false;
            }
            if (!has(r.error().message(), why)) {
                qWarning("%s", r.error().message().c_str());
                return false;
            }
            return true;
        };
        QVERIFY(refused(data / "resources", "is the data folder's resources (", set));
        QVERIFY(refused(data / "models" / "sub", "is inside the data folder's models", set));
        QVERIFY(refused(data / "models" / "data", "is inside the data folder's models", set));
        QVERIFY(refused(data, "holds the data folder's", set));
        QVERIFY(refused(base, "holds the data folder's", set));
        QVERIFY(refused("/", "root folder", set));
        put(base / "file", "x");
        QVERIFY(refused(base / "file", "is a regular file, not a folder", set));
        QVERIFY(refused(base / "file" / "sub", "is a file, not a folder", set));
        // The current folder, or one holding it: a swap would pull it from under the shell.
        const fs::path cwd = fs::current_path();
        fs::create_directories(base / "work" / "deep");
        fs::current_path(base / "work" / "deep");
        QVERIFY(refused(".", "current folder", set));
        QVERIFY(refused(base / "work", "current folder", set));
        fs::current_path(cwd);
        // The purpose folder (train --out DATA/models) is allowed, by any spelling.
        FolderOutputOptions purpose = set;
        purpose.purposeFolders = {data / "models"};
        QVERIFY(checkOutputFolder(data / "models", purpose));
        QVERIFY(checkOutputFolder(data / "resources" / ".." / "models/", purpose));
        QVERIFY(refused(data / "resources" / "catalog", "is inside", purpose));
        // A model file it would replace that this process loaded: refused; a file it keeps: fine.
        fs::create_directories(base / "out");
        put(base / "out" / "default.json", "corpus,rows");
        put(base / "out" / "runs.csv", "corpus,rows");
        QVERIFY(readFileBounded(base / "out" / "runs.csv"));
        QVERIFY(checkOutputFolder(base / "out", set));
        QVERIFY(readFileBounded(base / "out" / "default.json"));
        labelLoadedFile(base / "out" / "default.json", "the measurement file");
        QVERIFY(refused(base / "out", "is the measurement file this command loaded", set));
        // Replaced as a whole, it may hold nothing loaded.
        QVERIFY(refused(base / "out", "this command loaded (", FolderOutputOptions{}));
        QVERIFY(checkOutputFolder(base / "fresh" / "models", set));
    }

    // The temporary is never more permissive than the file it becomes: created with the target's
    // bits (or fewer), exactly them before the first byte.
    void temporariesAreNeverWider()
    {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const mode_t oldMask = ::umask(0);
        testing::setTemporaryFileHook(recordTemporaryMode);
        for (const mode_t target : {mode_t(0600), mode_t(0640), mode_t(0400), mode_t(0664)}) {
            for (const mode_t mask : {mode_t(0), mode_t(022), mode_t(077)}) {
                ::umask(mask);
                const fs::path file = base / ("t" + std::to_string(target) + "-" + std::to_string(mask));
                put(file, "old secret");
                ::chmod(file.c_str(), target);
                // Directly: the mode right after creation.
                auto created = createTemporaryFor(file);
                QVERIFY(created);
                struct stat st {};
                QCOMPARE(::fstat(created->fd, &st), 0);
                QCOMPARE(st.st_mode & 07777, target);
                ::close(created->fd);
                ::unlink(created->path.c_str());
                // Through the writers: the hook sees it before any byte.
                g_seenCount = 0;
                QVERIFY(writeOutputFile(file, "new secret"));
                QCOMPARE(g_seenCount, 1);
                QCOMPARE(g_seenMode, target);
                QCOMPARE(modeOf(file), target);
                QVERIFY(writeFileAtomic(file, "newer secret"));
                QCOMPARE(g_seenMode, target);
                QCOMPARE(modeOf(file), target);
            }
        }
        // A new file: 0666 & ~umask from the start.
        for (const mode_t mask : {mode_t(0), mode_t(022), mode_t(077)}) {
            ::umask(mask);
            const fs::path file = base / ("fresh-" + std::to_string(mask));
            QVERIFY(writeOutputFile(file, "x"));
            QCOMPARE(g_seenMode, mode_t(0666 & ~mask));
            QCOMPARE(modeOf(file), mode_t(0666 & ~mask));
        }
        ::umask(oldMask);
        QVERIFY(leftovers(base).empty());
    }

    // A failure at any point before the swap leaves the folder byte-identical, with nothing left
    // beside it; a success replaces the set, keeps the other entries and the folder's mode.
    void folderSwapIsAllOrNothing()
    {
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        const fs::path dir = base / "models";
        fs::create_directories(dir / "notes");
        put(dir / "default.json", "old model");
        put(dir / "paper.json", "old paper model");
        put(dir / "MODEL_CARD.md", "old card");
        put(dir / "README.txt", "mine");
        put(dir / "notes" / "n.txt", "note");
        fs::create_symlink("README.txt", dir / "readme-link");
        ::chmod(dir.c_str(), 0750);
        ::chmod((dir / "notes").c_str(), 0700);
        const auto before = snapshot(dir);
        FolderOutputOptions set;
        set.replaces = isModelFolderEntry;
        auto fillNew = [](const fs::path& staging) -> Status {
            if (const Status s = writeFileAtomic(staging / "default.json", "new model"); !s)
                return s;
            return writeFileAtomic(staging / "MODEL_CARD.md", "new card");
        };

        // 1. The fill fails midway: the first file written, the second not.
        const Status midway = replaceFolder(
            dir,
            [](const fs::path& staging) -> Status {
                if (const Status s = writeFileAtomic(staging / "default.json", "new model"); !s)
                    return s;
                return makeError(ErrorCode::Io, (staging / "MODEL_CARD.md").string(), 0, {}, "disk full");
            },
            set);
        QVERIFY(!midway);
        QCOMPARE(midway.error().file, (dir / "MODEL_CARD.md").string()); // named in the folder, not the staging one
        QCOMPARE(snapshot(dir), before);
        QVERIFY(leftovers(base).empty());
        // 2. After the fill and the carry-over, just before the swap.
        testing::setBeforeSwapHook(failBeforeSwap);
        QVERIFY(!replaceFolder(dir, fillNew, set));
        testing::setBeforeSwapHook(nullptr);
        QCOMPARE(snapshot(dir), before);
        QVERIFY(leftovers(base).empty());
        // 3. The disk fills up half-way through a file.
        {
            testing::FileSizeLimit limit(4);
            QVERIFY(limit.ok());
            QVERIFY(!replaceFolder(dir, fillNew, set));
        }
        QCOMPARE(snapshot(dir), before);
        QVERIFY(leftovers(base).empty());

        // Success: the set replaced as a whole (paper.json, not written again, is gone), the
        // rest carried over, the folder's mode kept.
        QVERIFY(replaceFolder(dir, fillNew, set));
        QCOMPARE(slurp(dir / "default.json"), std::string("new model"));
        QCOMPARE(slurp(dir / "MODEL_CARD.md"), std::string("new card"));
        QVERIFY(!fs::exists(dir / "paper.json"));
        QCOMPARE(slurp(dir / "README.txt"), std::string("mine"));
        QCOMPARE(slurp(dir / "notes" / "n.txt"), std::string("note"));
        QVERIFY(fs::is_symlink(dir / "readme-link"));
        QCOMPARE(modeOf(dir), mode_t(0750));
        QCOMPARE(modeOf(dir / "notes"), mode_t(0700));
        QVERIFY(leftovers(base).empty());

        // Replaced whole (the window's own folder): nothing else survives.
        QVERIFY(replaceFolder(dir, fillNew));
        QVERIFY(!fs::exists(dir / "README.txt") && !fs::exists(dir / "notes"));
        // A new folder, its parents created, 0777 & ~umask.
        const mode_t mask = ::umask(022);
        QVERIFY(replaceFolder(base / "a" / "b" / "new", fillNew, set));
        ::umask(mask);
        QCOMPARE(modeOf(base / "a" / "b" / "new"), mode_t(0755));
        // A file where the folder should be: refused, untouched.
        put(base / "plain", "x");
        QVERIFY(!replaceFolder(base / "plain", fillNew, set));
        QCOMPARE(slurp(base / "plain"), std::string("x"));
        // A symlink to a folder: the folder is replaced, the link stays.
        fs::create_symlink("models", base / "models-link");
        QVERIFY(replaceFolder(base / "models-link", fillNew, set));
        QVERIFY(fs::is_symlink(base / "models-link"));
        QVERIFY(fs::is_directory(dir));
    }

    // The model folder writes go through that swap: a file-size limit midway through the second
    // model leaves the previous folder (models and card) byte-identical.
    void modelFolderWriteFailingMidwayKeepsTheOldFolder()
    {
        auto model = loadModel(kSource / "models" / "default.json");
        QVERIFY(model);
        auto paper = loadModel(kSource / "models" / "paper.json");
        QVERIFY(paper);
        RetrainedModels models;
        models.predictors = {{"default", model.value()}, {"paper", paper.value()}};
        models.modelCard = "new card";
        QTemporaryDir tmp;
        const fs::path base = tmp.path().toStdString();
        // The sizes the writer produces; the smaller model goes first, so the limit below lets it
        // through whole and stops the larger one half-way: a failure midway through the set.
        QVERIFY(writeModelFolder(models, base / "sizes", FolderWrite::SwapFolder));
        const auto defaultSize = fs::file_size(base / "sizes" / "default.json");
        const auto paperSize = fs::file_size(base / "sizes" / "paper.json");
        QVERIFY(defaultSize != paperSize);
        if (paperSize < defaultSize)
            std::swap(models.predictors[0], models.predictors[1]);
        fs::remove_all(base / "sizes");
        const fs::path dir = base / "out";
        fs::create_directories(dir);
        put(dir / "default.json", "old default");
        put(dir / "paper.json", "old paper");
        put(dir / "MODEL_CARD.md", "old card");
        put(dir / "evaluation.json", "[]");
        put(dir / "mine.txt", "keep");
        const auto before = snapshot(dir);
        for (const FolderWrite mode : {FolderWrite::SwapSet, FolderWrite::SwapFolder}) {
            testing::FileSizeLimit limit((defaultSize + paperSize) / 2);
            QVERIFY(limit.ok());
            auto written = writeModelFolder(models, dir, mode);
            QVERIFY(!written);
        }
        QCOMPARE(snapshot(dir), before);
        QVERIFY(leftovers(base).empty());
        auto written = writeModelFolder(models, dir, FolderWrite::SwapSet);
        QVERIFY2(written, written ? "" : written.error().message().c_str());
        QCOMPARE(written->size(), std::size_t(4)); // two models, evaluation.json, MODEL_CARD.md
        for (const WrittenFile& f : written.value())
            QCOMPARE(f.file.parent_path(), dir);
        QCOMPARE(slurp(dir / "MODEL_CARD.md"), std::string("new card"));
        QCOMPARE(slurp(dir / "mine.txt"), std::string("keep"));
        QVERIFY(loadModel(dir / "paper.json"));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestOutputPolicy)
#include "test_output_policy.moc"
