// The retraining pipeline shared by `wattgpu-cli train` and the GUI's Data > Retrain: training,
// evaluation, model card with provenance, and the model folder written in place or swapped in.
#include "core/catalog/catalog.h"
#include "core/data/import_report.h"
#include "core/eval/retrain.h"
#include "core/util/fileio.h"
#include "tests/support/fixtures.h"
#include "tests/support/test_registry.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace wattgpu;
namespace fs = std::filesystem;

namespace {

const GpuCatalog& gpus() { return testing::bundledGpus(); }

const LlmCatalog& llms() { return testing::bundledLlms(); }

const fs::path kSmall = WATTGPU_TEST_DATA_DIR "/cli/measurements_small.csv";

std::string read(const fs::path& p)
{
    auto t = readFileBounded(p);
    return t ? t.value() : std::string();
}

} // namespace

class TestRetrain : public QObject {
    Q_OBJECT

    Corpus m_corpus;
    TrainingProvenance m_prov;

private slots:
    void initTestCase()
    {
        auto c = buildTrainingCorpus(kSmall, {}, gpus(), llms(), &m_prov);
        QVERIFY2(c, c ? "" : c.error().message().c_str());
        m_corpus = std::move(c).value();
        QVERIFY(m_corpus.rows.size() > 100);
    }

    void trainsEvaluatesAndSwapsTheFolderIn()
    {
        RetrainOptions o;
        o.methods = {"default"};
        o.evaluateMethods = {"default"};
        o.computeIntervals = false;
        o.provenance = m_prov;
        o.trainedAtUtc = "2026-12-01T10:00:00Z";
        std::vector<RetrainStep> steps;
        o.progress = [&steps](const RetrainStep& s) {
            steps.push_back(s);
            return true;
        };
        auto models = retrain(m_corpus, o);
        QVERIFY2(models, models ? "" : models.error().message().c_str());
        QVERIFY(models->predictor("default"));
        QVERIFY(!models->predictor("paper"));
        QVERIFY(!models->evaluation.empty());
        for (const EvalRow& r : models->evaluation)
            QCOMPARE(r.method, std::string("default"));
        QVERIFY(models->modelCard && models->modelCard->find("## Retraining provenance") != std::string::npos);
        QVERIFY(models->modelCard->find("measurements_small.csv") != std::string::npos);
        QCOMPARE((*models->provenance)["trained_at_utc"].get<std::string>(), o.trainedAtUtc);
        // Phases in order, overall progress never going back, training 40 % of the run.
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().phase, std::string("train default"));
        QCOMPARE(steps.back().phase, std::string("evaluate"));
        for (std::size_t i = 1; i < steps.size(); ++i)
            QVERIFY(steps[i].overall >= steps[i - 1].overall - 1e-12);
        for (const RetrainStep& s : steps)
            QVERIFY(s.phase == "evaluate" ? s.overall >= 0.4 - 1e-12 : s.overall <= 0.4 + 1e-12);

        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "models" / "retrained";
        auto written = writeModelFolder(models.value(), dir, FolderWrite::SwapFolder);
        QVERIFY2(written, written ? "" : written.error().message().c_str());
        QCOMPARE(written->size(), std::size_t(4));
        for (const char* f : {"default.json", "evaluation.json", "MODEL_CARD.md", "provenance.json"})
            QVERIFY2(fs::exists(dir / f), f);
        QVERIFY(!fs::exists(dir.string() + ".new") && !fs::exists(dir.string() + ".old"));
        QCOMPARE(read(dir / "MODEL_CARD.md"), *models->modelCard);
        auto loaded = loadModel(dir / "default.json");
        QVERIFY2(loaded, loaded ? "" : loaded.error().message().c_str());

        // Swapping again replaces the folder as a whole: a file of the old one does not survive.
        {
            std::ofstream(dir / "stale.txt") << "old";
        }
        QVERIFY(writeModelFolder(models.value(), dir, FolderWrite::SwapFolder));
        QVERIFY(!fs::exists(dir / "stale.txt"));
    }

    void cancelling()
    {
        RetrainOptions o;
        o.methods = {"default"};
        o.computeIntervals = false;
        o.progress = [](const RetrainStep& s) { return s.phaseFraction < 0.3; };
        auto models = retrain(m_corpus, o);
        QVERIFY(!models);
        QCOMPARE(models.error().code, ErrorCode::Cancelled);
    }

    void aFailedWriteLeavesThePreviousFolder()
    {
        RetrainOptions o;
        o.methods = {"default"};
        o.evaluate = false;
        o.computeIntervals = false;
        auto models = retrain(m_corpus, o);
        QVERIFY(models);
        QVERIFY(models->modelCard && models->evaluation.empty()); // the card comes without evaluation too
        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "retrained";
        QVERIFY(writeModelFolder(models.value(), dir, FolderWrite::SwapFolder));
        const std::string before = read(dir / "default.json");
        {
            // The disk fills up half-way through the model file.
            testing::FileSizeLimit limit(before.size() / 2);
            QVERIFY(limit.ok());
            QVERIFY(!writeModelFolder(models.value(), dir, FolderWrite::SwapFolder));
        }
        QCOMPARE(read(dir / "default.json"), before);
        QVERIFY(!fs::exists(dir.string() + ".new"));
        // In place into a folder that cannot be created: an error naming it, nothing written.
        auto inPlace = writeModelFolder(models.value(), dir / "default.json" / "sub", FolderWrite::InPlace);
        QVERIFY(!inPlace);
        QCOMPARE(inPlace.error().field, std::string("folder"));
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestRetrain)
#include "test_retrain.moc"
