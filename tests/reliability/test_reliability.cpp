// Reliability: every malformed fixture in tests/data/malformed/<parser>/ fails with the exact
// error code, field and line, and leaves the folder it was read from as it was (nothing written,
// nothing removed); limits refuse before allocating. Failed writes, corrupt models and GPUs with
// missing specs are in test_graceful_failures.
#include "tests/support/reliability_fixtures.h"
#include "tests/support/test_registry.h"

#include <QtTest>

using namespace wattgpu;
using namespace wattgpu::testing;

class TestReliability : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(fs::is_directory(kMalformed));
        (void)bundledGpus();
    }

    // --- malformed inputs: exact code, field and line --------------------------------------------
    void gpuCatalog_data()
    {
        addFixtureColumns();
        fixture("missing_tdp_column.csv", ErrorCode::MissingField, "tdp_w", 1);
        fixture("nan_tdp.csv", ErrorCode::BadValue, "tdp_w", 3);
        fixture("inf_bandwidth.csv", ErrorCode::BadValue, "memory_bandwidth_gb_s", 3);
        fixture("negative_memory.csv", ErrorCode::BadValue, "memory_size_gb", 2);
        fixture("absurd_tdp.csv", ErrorCode::BadValue, "tdp_w", 4);
        fixture("duplicate_id.csv", ErrorCode::BadValue, "id", 4);
        fixture("empty_id.csv", ErrorCode::MissingField, "id", 3);
        fixture("empty_bandwidth.csv", ErrorCode::MissingField, "memory_bandwidth_gb_s", 2);
        fixture("release_year_1850.csv", ErrorCode::BadValue, "release_year", 3);
        fixture("number_with_unit.csv", ErrorCode::BadValue, "memory_size_gb", 2);
        fixture("ragged_row.csv", ErrorCode::Parse, "", 3);
        fixture("unterminated_quote.csv", ErrorCode::Parse, "", 3);
        fixture("nul_byte.csv", ErrorCode::Parse, "", 3);
        fixture("too_many_columns.csv", ErrorCode::TooLarge, "", 1);
        fixture("empty.csv", ErrorCode::Parse, "", 1);
        fixture("fractional_release_year.csv", ErrorCode::BadValue, "release_year", 2);
    }

    void gpuCatalog()
    {
        rejectsFixture(
            "gpu_catalog", [](const std::filesystem::path& p) { return GpuCatalog::loadCsv(p); },
            "malformed GPU catalog was accepted");
    }

    void llmCatalog_data()
    {
        addFixtureColumns();
        fixture("not_an_array.json", ErrorCode::Parse, "", 0);
        fixture("missing_hf_id.json", ErrorCode::MissingField, "[0].hf_id", 0);
        fixture("params_as_string.json", ErrorCode::BadValue, "[1].total_b_params", 0);
        fixture("negative_layers.json", ErrorCode::BadValue, "[0].num_hidden_layers", 0);
        fixture("active_exceeds_total.json", ErrorCode::BadValue, "[0].active_b_params", 0);
        fixture("duplicate_id.json", ErrorCode::BadValue, "[1].hf_id", 0);
        fixture("deep_nesting.json", ErrorCode::TooLarge, "", 0);
        fixture("overflow_number.json", ErrorCode::BadValue, "total_b_params", 1);
        fixture("fractional_hidden_size.json", ErrorCode::BadValue, "[0].hidden_size", 0);
        fixture("missing_total_params.json", ErrorCode::MissingField, "[0].total_b_params", 0);
        fixture("aliases_not_strings.json", ErrorCode::BadValue, "[1].aliases", 0);
        fixture("truncated.json", ErrorCode::Parse, "", 14);
        fixture("absurd_params.json", ErrorCode::BadValue, "[0].total_b_params", 0);
        fixture("max_positions_overflow.json", ErrorCode::BadValue, "[0].max_position_embeddings", 0);
    }

    void llmCatalog()
    {
        rejectsFixture(
            "llm_catalog", [](const std::filesystem::path& p) { return LlmCatalog::loadJson(p); },
            "malformed LLM catalog was accepted");
    }

    void measurements_data()
    {
        addFixtureColumns();
        fixture("missing_itl_column.csv", ErrorCode::MissingField, "itl_ms", 1);
        fixture("nan_power.csv", ErrorCode::BadValue, "total_power_w", 3);
        fixture("negative_batch.csv", ErrorCode::BadValue, "batch_size", 2);
        fixture("inf_itl.csv", ErrorCode::BadValue, "itl_ms", 4);
        fixture("absurd_output_len.csv", ErrorCode::BadValue, "output_len", 2);
        fixture("unknown_precision.csv", ErrorCode::BadValue, "weight_precision", 3);
        fixture("unknown_itl_kind.csv", ErrorCode::BadValue, "itl_kind", 2);
        fixture("empty_model.csv", ErrorCode::MissingField, "model", 3);
        fixture("empty_itl.csv", ErrorCode::MissingField, "itl_ms", 2);
        fixture("fractional_num_gpus.csv", ErrorCode::BadValue, "num_gpus", 3);
        fixture("zero_tensor_parallel.csv", ErrorCode::BadValue, "tensor_parallel", 2);
        fixture("power_per_gpu_above_5kw.csv", ErrorCode::BadValue, "power_per_gpu_w", 2);
        fixture("derived_per_gpu_power_too_high.csv", ErrorCode::BadValue, "total_power_w", 2);
    }

    void measurements()
    {
        rejectsFixture(
            "measurements", [](const std::filesystem::path& p) { return loadMeasurementsCsv(p); },
            "malformed measurements were accepted");
    }

    void customGpus_data()
    {
        addFixtureColumns();
        fixture("wrong_format.json", ErrorCode::BadValue, "format", 0);
        fixture("future_version.json", ErrorCode::Unsupported, "version", 0);
        fixture("no_gpus_array.json", ErrorCode::MissingField, "gpus", 0);
        fixture("bad_id_characters.json", ErrorCode::BadValue, "gpus[0].id", 0);
        fixture("tdp_as_string.json", ErrorCode::BadValue, "gpus[1].tdp_w", 0);
        fixture("negative_tdp.json", ErrorCode::BadValue, "gpus[0].tdp_w", 0);
        fixture("boost_below_base.json", ErrorCode::BadValue, "gpus[0].boost_clock_mhz", 0);
        fixture("duplicate_id.json", ErrorCode::BadValue, "gpus[1].id", 0);
        fixture("missing_bandwidth.json", ErrorCode::MissingField, "gpus[0].memory_bandwidth_gb_s", 0);
        fixture("deep_nesting.json", ErrorCode::TooLarge, "", 0);
        fixture("absurd_memory.json", ErrorCode::BadValue, "gpus[0].memory_size_gb", 0);
        fixture("collides_with_bundled.json", ErrorCode::BadValue, "gpus[0].id", 0);
        fixture("not_json.json", ErrorCode::Parse, "", 1);
        fixture("release_year_fraction.json", ErrorCode::BadValue, "gpus[0].release_year", 0);
    }

    void customGpus()
    {
        QFETCH(QString, file);
        QFETCH(ErrorCode, code);
        QFETCH(QString, field);
        QFETCH(int, line);
        const ScratchCopy copy(kMalformed / "custom_gpus" / file.toStdString());
        QVERIFY(copy.valid());
        auto gpus = loadCustomGpus(copy.path(), &bundledGpus());
        QVERIFY2(!gpus, "malformed custom GPU file was accepted");
        verifyError(gpus.error(), code, field, line, copy.path());
        QVERIFY2(copy.unchanged(), "the folder of the rejected file changed");
        // Nothing of a rejected file reaches the catalog.
        GpuCatalog cat = bundledGpus();
        const auto before = cat.gpus().size();
        QVERIFY(!addCustomGpus(cat, {validCustomGpu("ok-gpu"), validCustomGpu("h100-sxm5-80gb")}));
        QCOMPARE(cat.gpus().size(), before);
    }

    void models_data()
    {
        addFixtureColumns();
        fixture("not_a_model.json", ErrorCode::Model, "format", 0);
        fixture("future_version.json", ErrorCode::Model, "format_version", 0);
        fixture("unknown_method.json", ErrorCode::Model, "method", 0);
        fixture("format_not_string.json", ErrorCode::Model, "format", 0);
        fixture("interval_out_of_range.json", ErrorCode::Model, "intervals.power.measured.log_q90", 0);
        fixture("interval_missing.json", ErrorCode::Model, "intervals.power.measured.log_q10", 0);
        fixture("meta_version_not_string.json", ErrorCode::Model, "meta.model_version", 0);
        fixture("paper_encoder_short.json", ErrorCode::Model, "features_state.power_encoder", 0);
        fixture("paper_category_code_huge.json", ErrorCode::Model, "features_state.power_encoder", 0);
        fixture("stack_model_missing.json", ErrorCode::Model, "features_state.stack_model", 0);
        fixture("stack_model_short.json", ErrorCode::Model, "features_state.stack_model.global", 0);
        fixture("wrong_feature_count.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("target_not_object.json", ErrorCode::Model, "models.power", 0);
        // XGBoost 1.7 trusts its model JSON: these crashed it (SEGV, new/delete mismatch) before
        // Booster::canonicalJson checked them (fuzz_model, tests/fuzz/regressions/model).
        fixture("booster_child_oob.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("booster_split_idx_oob.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("booster_num_trees_big.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("booster_tree_info_bad.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("booster_cycle.json", ErrorCode::Model, "models.power.booster", 0);
        fixture("booster_short_arrays.json", ErrorCode::Model, "models.power.booster", 0);
    }

    void models()
    {
        rejectsFixture(
            "models", [](const std::filesystem::path& p) { return loadModel(p); }, "malformed model was accepted");
    }

    // The booster checks name the JSON path inside the booster at the start of the detail.
    void boosterFaultsNameThePath_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("detail");
        const QString t = QStringLiteral("learner.gradient_booster.model");
        QTest::newRow("child") << "booster_child_oob.json" << t + QStringLiteral(".trees[0].left_children: ");
        QTest::newRow("split") << "booster_split_idx_oob.json" << t + QStringLiteral(".trees[0].split_indices: ");
        QTest::newRow("trees") << "booster_num_trees_big.json" << t + QStringLiteral(".gbtree_model_param: ");
        QTest::newRow("info") << "booster_tree_info_bad.json" << t + QStringLiteral(".tree_info: ");
        QTest::newRow("cycle") << "booster_cycle.json" << t + QStringLiteral(".trees[0].left_children: ");
        QTest::newRow("short") << "booster_short_arrays.json" << t + QStringLiteral(".trees[0].right_children: ");
        QTest::newRow("features") << "wrong_feature_count.json"
                                  << QStringLiteral("learner.learner_model_param.num_feature: ");
    }

    void boosterFaultsNameThePath()
    {
        QFETCH(QString, file);
        QFETCH(QString, detail);
        auto model = loadModel(kMalformed / "models" / file.toStdString());
        QVERIFY(!model);
        QVERIFY2(QString::fromStdString(model.error().detail).startsWith(detail), model.error().detail.c_str());
    }

    // Importers: rows whose derived values the planner CSV reader would refuse are rejected with
    // their line and field, so accepted rows always read back (regressions from fuzz_wattcounts
    // and fuzz_mlenergy round trips).
    void importRowsThatWouldNotReadBackAreRejected()
    {
        const fs::path wc = kMalformed / "wattcounts" / "implied_concurrency_above_1e6.csv";
        auto w = importWattCounts(wc);
        QVERIFY2(w, w ? "" : w.error().message().c_str());
        QCOMPARE(w->accepted.size(), std::size_t(1));
        QCOMPARE(w->rejected.size(), std::size_t(1));
        QCOMPARE(w->rejected[0].line, 3);
        QCOMPARE(w->rejected[0].field, std::string("lambda_qps"));
        QVERIFY(parseMeasurementsCsv(toPlannerCsv(w->accepted), "back.csv"));

        const fs::path mle = kMalformed / "mlenergy" / "meta-llama__Llama-3.1-8B-Instruct__chat.json";
        auto m = importMlEnergy(mle);
        QVERIFY2(m, m ? "" : m.error().message().c_str());
        QCOMPARE(m->accepted.size(), std::size_t(1));
        QCOMPARE(m->rejected.size(), std::size_t(1));
        QCOMPARE(m->rejected[0].line, 16);
        QCOMPARE(m->rejected[0].field, std::string("configurations[1].avg_power_watts"));
        QVERIFY(parseMeasurementsCsv(toPlannerCsv(m->accepted), "back.csv"));

        // "\u0000" in a model id made an accepted row that the planner CSV reader refused.
        auto ctrl = importMlEnergy(kMalformed / "mlenergy" / "org__control-chars__chat.json");
        QVERIFY2(ctrl, ctrl ? "" : ctrl.error().message().c_str());
        QCOMPARE(ctrl->accepted.size(), std::size_t(1));
        QCOMPARE(ctrl->accepted[0].model, std::string("org/control-chars"));
        QCOMPARE(ctrl->rejected.size(), std::size_t(2));
        QCOMPARE(ctrl->rejected[0].field, std::string("configurations[1].model_id"));
        QCOMPARE(ctrl->rejected[0].line, 5);
        QCOMPARE(ctrl->rejected[1].field, std::string("configurations[2].task"));
        QCOMPARE(ctrl->rejected[1].line, 7);
        auto back = parseMeasurementsCsv(toPlannerCsv(ctrl->accepted), "back.csv");
        QVERIFY2(back, back ? "" : back.error().message().c_str());
    }

    // Every malformed fixture of every parser, found by listing the fixture folders (so a new one
    // is covered without an entry here): the reader refuses it (whole file or the bad rows), and
    // the folder it was read from is unchanged. The exact code, field and line of each are
    // asserted above and in test_hf_config, test_predict and test_import.
    void everyFixtureIsRefusedAndItsFolderUnchanged_data()
    {
        QTest::addColumn<QString>("parser");
        QTest::addColumn<QString>("file");
        const fs::path data(WATTGPU_TEST_DATA_DIR);
        const std::vector<std::pair<std::string, fs::path>> dirs = {
            {"gpu_catalog", kMalformed / "gpu_catalog"},
            {"llm_catalog", kMalformed / "llm_catalog"},
            {"measurements", kMalformed / "measurements"},
            {"custom_gpus", kMalformed / "custom_gpus"},
            {"models", kMalformed / "models"},
            {"wattcounts", kMalformed / "wattcounts"},
            {"mlenergy", kMalformed / "mlenergy"},
            {"hf_config", data / "configs" / "malformed"},
            {"import", data / "import" / "malformed"},
        };
        int total = 0;
        for (const auto& [parser, dir] : dirs) {
            std::vector<fs::path> files;
            for (const auto& e : fs::directory_iterator(dir))
                if (e.is_regular_file())
                    files.push_back(e.path());
            std::sort(files.begin(), files.end());
            for (const auto& f : files) {
                const std::string name = parser + "/" + f.filename().string();
                QTest::newRow(name.c_str()) << QString::fromStdString(parser) << QString::fromStdString(f.string());
                ++total;
            }
        }
        // The issue asks for at least 40 malformed fixtures across the parsers.
        QVERIFY2(total >= 40, qPrintable(QString::number(total)));
    }

    void everyFixtureIsRefusedAndItsFolderUnchanged()
    {
        QFETCH(QString, parser);
        QFETCH(QString, file);
        const ScratchCopy copy(file.toStdString());
        QVERIFY(copy.valid());
        const fs::path& path = copy.path();
        // Importers refuse a whole file (Result error) or single rows (rejected, unknown GPUs).
        const auto importRefused = [](const Result<ImportReport>& r) {
            return !r || !r->rejected.empty() || !r->unknownGpus.empty();
        };
        ImportOptions opts;
        opts.gpus = &bundledGpus();
        opts.maxListItems = 8; // wc_huge_list.csv is 12 items long (as in test_import)
        bool refused = false;
        if (parser == QLatin1String("gpu_catalog"))
            refused = !GpuCatalog::loadCsv(path);
        else if (parser == QLatin1String("llm_catalog"))
            refused = !LlmCatalog::loadJson(path);
        else if (parser == QLatin1String("measurements"))
            refused = !loadMeasurementsCsv(path);
        else if (parser == QLatin1String("custom_gpus"))
            refused = !loadCustomGpus(path, &bundledGpus());
        else if (parser == QLatin1String("models"))
            refused = !loadModel(path);
        else if (parser == QLatin1String("hf_config"))
            refused = !loadHfConfig(path);
        else if (path.extension() == ".csv") // wattcounts/, import/wc_*.csv
            refused = importRefused(importWattCounts(path, opts));
        else // mlenergy/, import/mle_*.json
            refused = importRefused(importMlEnergy(path, opts));
        QVERIFY2(refused, "malformed fixture was accepted whole");
        QVERIFY2(copy.unchanged(), "the folder of the rejected file changed");
    }

    // --- limits ---------------------------------------------------------------------------------
    void limitsRefuseBeforeAllocating()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const fs::path big = fs::path(tmp.path().toStdString()) / "big.csv";
        writeAll(big, std::string(2048, 'x'));
        auto r = readFileBounded(big, 1024);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::TooLarge);

        std::string rows = "a\n";
        for (int i = 0; i < 11; ++i)
            rows += "1\n";
        auto t = parseCsv(rows, "rows.csv", CsvLimits{10, 4, 16});
        QVERIFY(!t);
        QCOMPARE(t.error().code, ErrorCode::TooLarge);
        QCOMPARE(t.error().line, 12);
        auto cell = parseCsv("a\n" + std::string(17, 'y') + "\n", "cell.csv", CsvLimits{10, 4, 16});
        QVERIFY(!cell);
        QCOMPARE(cell.error().code, ErrorCode::TooLarge);
        // A record of a million commas is refused at the column limit, not after a million cells.
        auto wide = parseCsv("a\n" + std::string(1'000'000, ',') + "\n", "wide.csv", CsvLimits{10, 16, 16});
        QVERIFY(!wide);
        QCOMPARE(wide.error().code, ErrorCode::TooLarge);
        QCOMPARE(wide.error().line, 2);
        auto deep = parseJsonBounded(std::string(20, '[') + std::string(20, ']'), "deep.json", JsonLimits{1024, 8});
        QVERIFY(!deep);
        QCOMPARE(deep.error().code, ErrorCode::TooLarge);
        auto bytes = parseJsonBounded(std::string(100, ' ') + "1", "big.json", JsonLimits{64, 8});
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().code, ErrorCode::TooLarge);
    }

private:
    // One malformed fixture of the test's row (file, code, field, line), copied to a scratch folder:
    // `load` refuses it with that error, and the folder is left as it was.
    template <typename Load>
    void rejectsFixture(const char* folder, Load load, const char* acceptedMessage)
    {
        QFETCH(QString, file);
        QFETCH(ErrorCode, code);
        QFETCH(QString, field);
        QFETCH(int, line);
        const ScratchCopy copy(kMalformed / folder / file.toStdString());
        QVERIFY(copy.valid());
        auto loaded = load(copy.path());
        QVERIFY2(!loaded, acceptedMessage);
        verifyError(loaded.error(), code, field, line, copy.path());
        QVERIFY2(copy.unchanged(), "the folder of the rejected file changed");
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestReliability)
#include "test_reliability.moc"
