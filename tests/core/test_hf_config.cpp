#include "core/catalog/catalog.h"
#include "core/catalog/hf_config.h"
#include "core/util/fileio.h"
#include "tests/support/test_registry.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <regex>

using namespace wattgpu;

namespace {

const std::string kConfigDir = WATTGPU_TEST_DATA_DIR "/configs/";
const std::string kCatalogPath = WATTGPU_SOURCE_DIR "/resources/catalog/llm_catalog.json";

double relErr(double got, double want) { return std::abs(got - want) / want; }

double round2(double v) { return std::round(v * 100.0) / 100.0; }

QString describe(const Error& e)
{
    return QString::fromStdString(std::string(errorCodeName(e.code)) + " " + e.message());
}

const LlmCatalog& catalog()
{
    static const auto cat = LlmCatalog::loadJson(kCatalogPath);
    if (!cat.ok())
        qFatal("cannot load catalog: %s", cat.error().message().c_str());
    return cat.value();
}

// A catalog row, whose fields use config.json names, turned back into a config.json.
nlohmann::json configFromCatalogRow(const nlohmann::json& row)
{
    static const char* keys[] = {
        "model_type",        "architectures",           "num_hidden_layers",     "hidden_size",
        "intermediate_size", "num_attention_heads",     "num_key_value_heads",   "head_dim",
        "vocab_size",        "max_position_embeddings", "tie_word_embeddings",   "torch_dtype",
        "num_experts",       "num_experts_per_tok",     "moe_intermediate_size", "sliding_window"};
    nlohmann::json cfg = nlohmann::json::object();
    for (const char* k : keys)
        if (row.contains(k) && !row.at(k).is_null())
            cfg[k] = row.at(k);
    if (row.contains("extra_config") && row.at("extra_config").is_object())
        for (const auto& [k, v] : row.at("extra_config").items())
            cfg[k] = v;
    // The catalog drops null extras; a DeepSeek-V2 config without q_lora_rank is V2-Lite's
    // explicit "q_lora_rank": null (no query compression).
    const std::string type = row.value("model_type", std::string());
    if ((type == "deepseek_v2" || type == "deepseek_v3") && !cfg.contains("q_lora_rank"))
        cfg["q_lora_rank"] = nullptr;
    if (row.contains("quantization") && row.at("quantization").is_string())
        cfg["quantization_config"] = {{"quant_method", row.at("quantization")}};
    return cfg;
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    // (1) Real config.json files: every parsed field agrees with the catalog, which was transcribed
    // from the same configs, and the parameter counts reproduce the published figures.
    void parsesRealConfigs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("catalogId");
        QTest::addColumn<QString>("expectedId");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<double>("totalB");
        QTest::addColumn<double>("activeB");
        // active for MoE = computed incl. embeddings (the catalog's params_source figure).
        QTest::newRow("llama-3.1-8b") << "llama-3.1-8b.json"
                                      << "meta-llama/Llama-3.1-8B"
                                      << "llama-3.1-8b"
                                      << "bfloat16" << 8.03 << 8.03;
        QTest::newRow("qwen2.5-7b") << "qwen2.5-7b.json"
                                    << "Qwen/Qwen2.5-7B"
                                    << "qwen2.5-7b"
                                    << "bfloat16" << 7.62 << 7.62;
        QTest::newRow("mixtral-8x7b") << "mixtral-8x7b-v0.1.json"
                                      << "mistralai/Mixtral-8x7B-v0.1"
                                      << "mixtral-8x7b-v0.1"
                                      << "bfloat16" << 46.70 << 12.88;
        QTest::newRow("gemma-2-9b") << "gemma-2-9b.json"
                                    << "google/gemma-2-9b"
                                    << "gemma-2-9b"
                                    << "bfloat16" << 9.24 << 9.24;
        QTest::newRow("phi-3-mini-4k") << "phi-3-mini-4k-instruct.json"
                                       << "microsoft/Phi-3-mini-4k-instruct"
                                       << "Phi-3-mini-4k-instruct"
                                       << "bfloat16" << 3.82 << 3.82;
        QTest::newRow("gpt2") << "gpt2.json"
                              << "openai-community/gpt2"
                              << "gpt2"
                              << "" << 0.124 << 0.124;
        QTest::newRow("deepseek-v3") << "deepseek-v3.json"
                                     << "deepseek-ai/DeepSeek-V3"
                                     << "deepseek-v3"
                                     << "bfloat16" << 671.03 << 37.55;
        QTest::newRow("deepseek-v2-lite") << "deepseek-v2-lite.json"
                                          << "deepseek-ai/DeepSeek-V2-Lite"
                                          << "deepseek-v2-lite"
                                          << "bfloat16" << 15.71 << 2.66;
        QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b.json"
                                       << "Qwen/Qwen3-30B-A3B"
                                       << "qwen3-30b-a3b"
                                       << "bfloat16" << 30.53 << 3.35;
        QTest::newRow("falcon-7b") << "falcon-7b.json"
                                   << "tiiuae/falcon-7b"
                                   << "falcon-7b"
                                   << "bfloat16" << 6.92 << 6.92;
        // Multimodal: the text decoder only (3.88B per the catalog; the 4.3B card figure adds SigLIP).
        QTest::newRow("gemma-3-4b-it") << "gemma-3-4b-it.json"
                                       << "google/gemma-3-4b-it"
                                       << "gemma-3-4b-it"
                                       << "bfloat16" << 3.88 << 3.88;
        QTest::newRow("gpt-oss-20b") << "gpt-oss-20b.json"
                                     << "openai/gpt-oss-20b"
                                     << "gpt-oss-20b"
                                     << "" << 20.91 << 4.19;
        QTest::newRow("mamba-130m") << "mamba-130m-hf.json"
                                    << "state-spaces/mamba-130m-hf"
                                    << "mamba-130m-hf"
                                    << "float32" << 0.129 << 0.129;
    }
    void parsesRealConfigs()
    {
        QFETCH(QString, file);
        QFETCH(QString, catalogId);
        QFETCH(QString, expectedId);
        QFETCH(QString, dtype);
        QFETCH(double, totalB);
        QFETCH(double, activeB);

        auto parsed = loadHfConfig(kConfigDir + file.toStdString());
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : describe(parsed.error())));
        const LlmSpec& m = parsed.value();
        const LlmSpec* ref = catalog().find(catalogId.toStdString());
        QVERIFY2(ref, qPrintable(QStringLiteral("catalog has no ") + catalogId));

        QCOMPARE(QString::fromStdString(m.hfId), expectedId);
        QCOMPARE(QString::fromStdString(m.modelType), QString::fromStdString(ref->modelType));
        QCOMPARE(m.numLayers, ref->numLayers);
        QCOMPARE(m.hiddenSize, ref->hiddenSize);
        QCOMPARE(m.intermediateSize, ref->intermediateSize);
        QCOMPARE(m.numAttentionHeads, ref->numAttentionHeads);
        QCOMPARE(m.numKeyValueHeads, ref->numKeyValueHeads);
        QCOMPARE(m.headDim, ref->headDim);
        QCOMPARE(m.vocabSize, ref->vocabSize);
        QCOMPARE(m.maxPositionEmbeddings, ref->maxPositionEmbeddings);
        QCOMPARE(m.tieWordEmbeddings, ref->tieWordEmbeddings);
        QCOMPARE(m.isMoe, ref->isMoe);
        QCOMPARE(m.numExperts, ref->numExperts);
        QCOMPARE(m.numExpertsPerTok, ref->numExpertsPerTok);
        QCOMPARE(m.moeIntermediateSize, ref->moeIntermediateSize);
        QCOMPARE(m.slidingWindow, ref->slidingWindow);
        QCOMPARE(QString::fromStdString(m.quantization), QString::fromStdString(ref->quantization));
        QCOMPARE(m.isSsmOrHybrid, ref->isSsmOrHybrid);
        QCOMPARE(m.multimodal, ref->multimodal);
        QCOMPARE(m.kvLoraRank, ref->kvLoraRank);
        QCOMPARE(m.qkRopeHeadDim, ref->qkRopeHeadDim);
        QCOMPARE(QString::fromStdString(m.torchDtype), dtype);

        QVERIFY2(relErr(m.totalBParams, totalB) < 0.005,
                 qPrintable(QStringLiteral("total %1 B, expected %2 B").arg(m.totalBParams, 0, 'f', 3).arg(totalB)));
        QVERIFY2(relErr(m.activeBParams, activeB) < 0.005,
                 qPrintable(QStringLiteral("active %1 B, expected %2 B").arg(m.activeBParams, 0, 'f', 3).arg(activeB)));
        // The spec's numbers are estimateParams' numbers.
        auto detailed = parseHfConfigDetailed(*readFileBounded(kConfigDir + file.toStdString()), file.toStdString());
        QVERIFY(detailed.ok());
        const ParamEstimate again = estimateParams(detailed->llm, detailed->arch);
        QCOMPARE(again.totalBParams, m.totalBParams);
        QVERIFY2(QString::fromStdString(m.paramsSource).contains(QStringLiteral("from config")),
                 m.paramsSource.c_str());
    }

    // The cross-checks the planner relies on, rounded to two decimals as a user sees them.
    void requiredCrossChecks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("totalB");
        QTest::addColumn<double>("activeB");
        QTest::newRow("Llama-3.1-8B") << "llama-3.1-8b.json" << 8.03 << 8.03;
        QTest::newRow("Qwen2.5-7B") << "qwen2.5-7b.json" << 7.62 << 7.62;
        QTest::newRow("Mixtral-8x7B") << "mixtral-8x7b-v0.1.json" << 46.7 << 12.9;
    }
    void requiredCrossChecks()
    {
        QFETCH(QString, file);
        QFETCH(double, totalB);
        QFETCH(double, activeB);
        auto m = loadHfConfig(kConfigDir + file.toStdString());
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : describe(m.error())));
        QVERIFY2(relErr(round2(m->totalBParams), totalB) < 0.005,
                 qPrintable(QStringLiteral("total %1").arg(round2(m->totalBParams))));
        QVERIFY2(relErr(round2(m->activeBParams), activeB) < 0.005,
                 qPrintable(QStringLiteral("active %1").arg(round2(m->activeBParams))));
        // Without the parser's details, family defaults give the same answer for regular families.
        const ParamEstimate bare = estimateParams(m.value());
        QVERIFY2(relErr(bare.totalBParams, m->totalBParams) < 1e-9, qPrintable(QString::number(bare.totalBParams)));
    }

    // (2) Every catalog row whose count was computed from its config: rebuild the config, estimate,
    // and require the total within 3 % of the catalog's total_b_params.
    void catalogSweep()
    {
        auto text = readFileBounded(kCatalogPath);
        QVERIFY(text.ok());
        const auto rows = nlohmann::json::parse(*text);
        int considered = 0;
        int passed = 0;
        int activeChecked = 0;
        double worst = 0;
        std::string worstId;
        QStringList failures;
        const std::regex activeRe(R"(computed incl\. embeddings: ([0-9.]+)B)");
        for (const auto& row : rows) {
            const std::string ps = row.value("params_source", std::string());
            if (ps.rfind("computed from config", 0) != 0)
                continue;
            ++considered;
            const std::string id = row.at("hf_id").get<std::string>();
            const std::string json = configFromCatalogRow(row).dump();
            auto parsed = parseHfConfigDetailed(json, "llm_catalog.json#" + id, id);
            if (!parsed.ok()) {
                failures << QString::fromStdString(id + ": " + parsed.error().message());
                continue;
            }
            const ParamEstimate est = estimateParams(parsed->llm, parsed->arch);
            const double want = row.at("total_b_params").get<double>();
            if (relErr(est.totalBParams, want) > worst) {
                worst = relErr(est.totalBParams, want);
                worstId = id;
            }
            if (relErr(est.totalBParams, want) <= 0.03)
                ++passed;
            else
                failures << QStringLiteral("%1: estimated %2 B, catalog %3 B")
                                .arg(QString::fromStdString(id))
                                .arg(est.totalBParams, 0, 'f', 3)
                                .arg(want);
            std::smatch match;
            if (row.value("is_moe", false) && std::regex_search(ps, match, activeRe)) {
                ++activeChecked;
                const double wantActive = std::stod(match[1]);
                if (relErr(est.activeBParams, wantActive) > 0.03)
                    failures << QStringLiteral("%1: active %2 B, catalog computed %3 B")
                                    .arg(QString::fromStdString(id))
                                    .arg(est.activeBParams, 0, 'f', 3)
                                    .arg(wantActive);
            }
        }
        qInfo("catalog sweep: %d of %d computed-from-config models within 3 %% (%d MoE active counts checked); "
              "worst total deviation %.2f %% (%s)",
              passed, considered, activeChecked, worst * 100, worstId.c_str());
        QVERIFY2(considered > 200, qPrintable(QString::number(considered)));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
    }

    // (3) Malformed configs: exact code, the JSON path of the field, the file in the message.
    void rejectsMalformedConfigs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line"); // -1 = not checked
        const int parse = int(ErrorCode::Parse);
        const int missing = int(ErrorCode::MissingField);
        const int bad = int(ErrorCode::BadValue);
        QTest::newRow("not json") << "not_json.json" << parse << "" << 4;
        QTest::newRow("empty file") << "empty.json" << parse << "" << 1;
        QTest::newRow("NaN literal") << "nan_literal.json" << parse << "" << 6;
        QTest::newRow("top level array") << "top_level_array.json" << parse << "" << 0;
        QTest::newRow("missing hidden_size") << "missing_hidden_size.json" << missing << "hidden_size" << 0;
        QTest::newRow("missing layers") << "missing_num_hidden_layers.json" << missing << "num_hidden_layers" << 0;
        QTest::newRow("missing heads") << "missing_num_attention_heads.json" << missing << "num_attention_heads" << 0;
        QTest::newRow("string hidden_size") << "hidden_size_string.json" << bad << "hidden_size" << 0;
        QTest::newRow("negative layers") << "negative_layers.json" << bad << "num_hidden_layers" << 0;
        QTest::newRow("fractional layers") << "fractional_layers.json" << bad << "num_hidden_layers" << 0;
        QTest::newRow("zero heads") << "zero_heads.json" << bad << "num_attention_heads" << 0;
        QTest::newRow("absurd hidden_size") << "absurd_hidden_size.json" << bad << "hidden_size" << 0;
        QTest::newRow("overflowing number") << "overflow_number.json" << bad << "hidden_size" << 3;
        QTest::newRow("heads do not divide hidden")
            << "heads_do_not_divide_hidden.json" << bad << "num_attention_heads" << 0;
        QTest::newRow("kv heads > heads") << "kv_heads_exceed_heads.json" << bad << "num_key_value_heads" << 0;
        QTest::newRow("top-k > experts") << "experts_per_tok_exceed_experts.json" << bad << "num_experts_per_tok" << 0;
        QTest::newRow("MoE without top-k")
            << "moe_without_experts_per_tok.json" << missing << "num_experts_per_tok" << 0;
        QTest::newRow("text_config kv string")
            << "text_config_kv_heads_string.json" << bad << "text_config.num_key_value_heads" << 0;
        QTest::newRow("text_config not object") << "text_config_not_object.json" << bad << "text_config" << 0;
        QTest::newRow("quant without method")
            << "quantization_without_method.json" << missing << "quantization_config.quant_method" << 0;
        QTest::newRow("tie as string") << "tie_embeddings_string.json" << bad << "tie_word_embeddings" << 0;
        QTest::newRow("gpt2 alias negative") << "gpt2_negative_n_embd.json" << bad << "n_embd" << 0;
        QTest::newRow("deep nesting") << "deep_nesting.json" << int(ErrorCode::TooLarge) << "" << -1;
        QTest::newRow("NAS blocks != layers") << "block_configs_wrong_length.json" << bad << "block_configs" << 0;
    }
    void rejectsMalformedConfigs()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(int, line);
        const std::string path = kConfigDir + "malformed/" + file.toStdString();
        auto m = loadHfConfig(path);
        QVERIFY2(!m.ok(), "malformed config was accepted");
        const Error& e = m.error();
        QVERIFY2(int(e.code) == code, qPrintable(describe(e)));
        QCOMPARE(QString::fromStdString(e.field), field);
        QCOMPARE(QString::fromStdString(e.file), QString::fromStdString(path));
        if (line >= 0)
            QVERIFY2(e.line == line, qPrintable(QStringLiteral("line %1: ").arg(e.line) + describe(e)));
        const QString msg = QString::fromStdString(e.message());
        QVERIFY2(msg.contains(file), qPrintable(msg));
        if (!field.isEmpty())
            QVERIFY2(msg.contains(field), qPrintable(msg));
        QVERIFY2(!e.detail.empty(), qPrintable(msg));
    }

    void rejectsOversizedAndMissingFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string big = dir.filePath(QStringLiteral("config.json")).toStdString();
        {
            std::ofstream out(big);
            out << "{\"model_type\": \"llama\", \"padding\": \"" << std::string(kHfConfigMaxBytes, 'x') << "\"}";
        }
        auto m = loadHfConfig(big);
        QVERIFY(!m.ok());
        QCOMPARE(m.error().code, ErrorCode::TooLarge);
        QCOMPARE(m.error().file, big);

        auto inMemory = parseHfConfig(std::string(kHfConfigMaxBytes + 1, ' '), "huge.json");
        QVERIFY(!inMemory.ok());
        QCOMPARE(inMemory.error().code, ErrorCode::TooLarge);

        auto missing = loadHfConfig(dir.filePath(QStringLiteral("nope/config.json")).toStdString());
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::Io);
    }

    // Real-world naming variety, inline so each case shows the field it is about.
    void handlesConfigVariants_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("headDim");
        QTest::addColumn<int>("slidingWindow");
        QTest::addColumn<QString>("quantization");
        QTest::addColumn<bool>("ssm");
        QTest::addColumn<bool>("moe");
        const QString llama = QStringLiteral(
            R"("model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32, )"
            R"("num_attention_heads": 32, "intermediate_size": 11008, "vocab_size": 32000)");
        QTest::newRow("no kv field = MHA")
            << QStringLiteral("{") + llama + QStringLiteral("}") << 32 << 128 << 0 << "" << false << false;
        QTest::newRow("explicit head_dim not dividing")
            << R"({"model_type": "mistral", "hidden_size": 5120, "num_hidden_layers": 40, "num_attention_heads": 32,
                  "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 14336, "vocab_size": 131072})"
            << 8 << 128 << 0 << "" << false << false;
        QTest::newRow("legacy falcon RW names")
            << R"({"model_type": "RefinedWeb", "n_embed": 8192, "n_layer": 60, "n_head": 128, "n_head_kv": 8,
                  "vocab_size": 65024, "parallel_attn": true})"
            << 8 << 64 << 0 << "" << false << false;
        QTest::newRow("falcon multi_query")
            << R"({"model_type": "falcon", "hidden_size": 4544, "num_hidden_layers": 32, "num_attention_heads": 71,
                  "multi_query": true, "vocab_size": 65024})"
            << 1 << 64 << 0 << "" << false << false;
        QTest::newRow("gpt_bigcode MQA")
            << R"({"model_type": "gpt_bigcode", "n_embd": 6144, "n_layer": 40, "n_head": 48, "n_inner": 24576,
                  "n_positions": 8192, "multi_query": true, "vocab_size": 49152})"
            << 1 << 128 << 0 << "" << false << false;
        QTest::newRow("chatglm group num")
            << R"({"model_type": "chatglm", "hidden_size": 4096, "num_layers": 40, "num_attention_heads": 32,
                  "multi_query_attention": true, "multi_query_group_num": 2, "kv_channels": 128,
                  "ffn_hidden_size": 13696, "padded_vocab_size": 151552, "seq_length": 131072})"
            << 2 << 128 << 0 << "" << false << false;
        QTest::newRow("dbrx nested configs")
            << R"({"model_type": "dbrx", "d_model": 6144, "n_layers": 40, "n_heads": 48, "vocab_size": 100352,
                  "max_seq_len": 32768, "attn_config": {"kv_n_heads": 8, "clip_qkv": 8},
                  "ffn_config": {"ffn_hidden_size": 10752, "moe_num_experts": 16, "moe_top_k": 4}})"
            << 8 << 128 << 0 << "" << false << true;
        QTest::newRow("qwen window off") << QStringLiteral("{") + llama
                + QStringLiteral(R"(, "model_type": "qwen2", "sliding_window": 32768, "use_sliding_window": false})")
                                         << 32 << 128 << 0 << "" << false << false;
        QTest::newRow("qwen window on") << QStringLiteral("{") + llama
                + QStringLiteral(R"(, "model_type": "qwen2", "sliding_window": 32768, "use_sliding_window": true})")
                                        << 32 << 128 << 32768 << "" << false << false;
        QTest::newRow("mistral window") << QStringLiteral("{") + llama
                + QStringLiteral(R"(, "model_type": "mistral", "sliding_window": 4096})")
                                        << 32 << 128 << 4096 << "" << false << false;
        QTest::newRow("compressed-tensors fp8") << QStringLiteral("{") + llama
                + QStringLiteral(R"(, "quantization_config": {"quant_method": "compressed-tensors",
                        "config_groups": {"group_0": {"weights": {"type": "float", "num_bits": 8}}}}})")
                                                << 32 << 128 << 0 << "fp8" << false << false;
        QTest::newRow("awq kept by name") << QStringLiteral("{") + llama
                + QStringLiteral(R"(, "quantization_config": {"quant_method": "AWQ", "bits": 4}})")
                                          << 32 << 128 << 0 << "awq" << false << false;
        QTest::newRow("single expert is dense")
            << QStringLiteral("{") + llama + QStringLiteral(R"(, "num_local_experts": 1, "num_experts_per_tok": 1})")
            << 32 << 128 << 0 << "" << false << false;
        QTest::newRow("jamba hybrid")
            << R"({"model_type": "jamba", "hidden_size": 4096, "num_hidden_layers": 32, "num_attention_heads": 32,
                  "num_key_value_heads": 8, "intermediate_size": 14336, "vocab_size": 65536, "num_experts": 16,
                  "num_experts_per_tok": 2, "attn_layer_period": 8, "attn_layer_offset": 4,
                  "expert_layer_period": 2, "expert_layer_offset": 1, "mamba_d_state": 16, "mamba_d_conv": 4,
                  "mamba_expand": 2, "mamba_dt_rank": 256})"
            << 8 << 128 << 0 << "" << true << true;
        QTest::newRow("falcon_mamba") << R"({"model_type": "falcon_mamba", "hidden_size": 4096, "num_hidden_layers": 64,
                                            "vocab_size": 65024, "expand": 2, "time_step_rank": "auto"})"
                                      << 0 << 0 << 0 << "" << true << false;
    }
    void handlesConfigVariants()
    {
        QFETCH(QString, json);
        QFETCH(int, kvHeads);
        QFETCH(int, headDim);
        QFETCH(int, slidingWindow);
        QFETCH(QString, quantization);
        QFETCH(bool, ssm);
        QFETCH(bool, moe);
        auto m = parseHfConfig(json.toStdString(), "variant.json", "org/variant");
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : describe(m.error())));
        QCOMPARE(m->numKeyValueHeads, kvHeads);
        QCOMPARE(m->headDim, headDim);
        QCOMPARE(m->slidingWindow, slidingWindow);
        QCOMPARE(QString::fromStdString(m->quantization), quantization);
        QCOMPARE(m->isSsmOrHybrid, ssm);
        QCOMPARE(m->isMoe, moe);
        QCOMPARE(QString::fromStdString(m->hfId), QStringLiteral("org/variant"));
        QVERIFY2(m->totalBParams > 0 && m->activeBParams > 0 && m->activeBParams <= m->totalBParams,
                 qPrintable(QStringLiteral("%1 / %2").arg(m->totalBParams).arg(m->activeBParams)));
    }

    // Architectures the catalog lists with official counts only: the estimate is kept, marked
    // approximate, and lands near the published figure.
    void estimatesIrregularArchitectures_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<double>("officialTotalB");
        QTest::addColumn<double>("officialActiveB");
        QTest::addColumn<double>("tolerance");
        // Jamba-v0.1 geometry (catalog): 4 attention + 28 Mamba layers, MoE every other layer.
        QTest::newRow("jamba-v0.1")
            << R"({"model_type": "jamba", "hidden_size": 4096, "num_hidden_layers": 32, "num_attention_heads": 32,
                  "num_key_value_heads": 8, "intermediate_size": 14336, "vocab_size": 65536, "num_experts": 16,
                  "num_experts_per_tok": 2, "attn_layer_period": 8, "attn_layer_offset": 4,
                  "expert_layer_period": 2, "expert_layer_offset": 1, "mamba_d_state": 16, "mamba_d_conv": 4,
                  "mamba_expand": 2, "mamba_dt_rank": 256, "tie_word_embeddings": false})"
            << 51.6 << 12.0 << 0.03;
        // Llama-4-Scout text geometry (catalog); the official 109B includes the vision encoder.
        QTest::newRow("llama-4-scout text")
            << R"({"model_type": "llama4", "text_config": {"model_type": "llama4_text", "hidden_size": 5120,
                  "num_hidden_layers": 48, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
                  "intermediate_size": 8192, "intermediate_size_mlp": 16384, "num_local_experts": 16,
                  "num_experts_per_tok": 1, "interleave_moe_layer_step": 1, "vocab_size": 202048},
                  "vision_config": {"hidden_size": 1408}, "tie_word_embeddings": false})"
            << 109.0 << 17.0 << 0.05;
        // Synthetic Nemotron-H layout at the NVIDIA-Nemotron-Nano-9B-v2 geometry of the catalog:
        // 27 Mamba-2, 25 MLP and 4 attention blocks.
        QString pattern;
        for (int i = 0; i < 25; ++i)
            pattern += QLatin1String("M-");
        pattern += QLatin1String("*M*M**");
        QTest::newRow("nemotron-h hybrid")
            << QStringLiteral(R"({"model_type": "nemotron_h", "hidden_size": 4480, "num_hidden_layers": 56,
                  "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 15680,
                  "vocab_size": 131072, "mamba_num_heads": 128, "mamba_head_dim": 80, "ssm_state_size": 128,
                  "n_groups": 8, "conv_kernel": 4, "tie_word_embeddings": false,
                  "hybrid_override_pattern": "%1"})")
                   .arg(pattern)
            << 8.89 << 8.89 << 0.03;
    }
    void estimatesIrregularArchitectures()
    {
        QFETCH(QString, json);
        QFETCH(double, officialTotalB);
        QFETCH(double, officialActiveB);
        QFETCH(double, tolerance);
        auto m = parseHfConfig(json.toStdString(), "irregular.json");
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : describe(m.error())));
        QVERIFY2(relErr(m->totalBParams, officialTotalB) < tolerance,
                 qPrintable(QStringLiteral("total %1 B vs official %2 B").arg(m->totalBParams).arg(officialTotalB)));
        QVERIFY2(relErr(m->activeBParams, officialActiveB) < tolerance,
                 qPrintable(QStringLiteral("active %1 B vs official %2 B").arg(m->activeBParams).arg(officialActiveB)));
        QVERIFY2(QString::fromStdString(m->paramsSource).startsWith(QStringLiteral("estimated")),
                 m->paramsSource.c_str());
        QVERIFY(m->isSsmOrHybrid || m->isMoe);
    }

    // Callers holding only an LlmSpec (e.g. from the catalog) get family defaults for what the
    // spec cannot carry; for the regular families that is enough to stay within 3 %.
    void estimatesFromCatalogSpecs()
    {
        int considered = 0;
        int passed = 0;
        QStringList failures;
        for (const LlmSpec& m : catalog().llms()) {
            if (m.paramsSource.rfind("computed from config", 0) != 0)
                continue;
            ++considered;
            const ParamEstimate est = estimateParams(m);
            if (relErr(est.totalBParams, m.totalBParams) <= 0.03)
                ++passed;
            else
                failures << QStringLiteral("%1: %2 B vs %3 B")
                                .arg(QString::fromStdString(m.hfId))
                                .arg(est.totalBParams, 0, 'f', 3)
                                .arg(m.totalBParams);
        }
        qInfo("spec-only estimate: %d of %d within 3 %%", passed, considered);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
    }

    // nemotron-nas: uniform blocks at Llama-3.3-70B geometry must give Llama-3.3-70B's count, and
    // removing blocks must remove exactly their weights.
    void estimatesNasBlockConfigs()
    {
        auto config = [](int noOpAttention, int linearFfn) {
            nlohmann::json blocks = nlohmann::json::array();
            for (int i = 0; i < 80; ++i) {
                nlohmann::json attn = i < noOpAttention ? nlohmann::json{{"no_op", true}}
                                                        : nlohmann::json{{"n_heads_in_group", 8}};
                nlohmann::json ffn = i < linearFfn ? nlohmann::json{{"replace_with_linear", true}}
                                                   : nlohmann::json{{"ffn_mult", 5.25}};
                blocks.push_back({{"attention", attn}, {"ffn", ffn}});
            }
            return nlohmann::json{{"model_type", "nemotron-nas"}, {"hidden_size", 8192},
                                  {"num_hidden_layers", 80},      {"num_attention_heads", 64},
                                  {"vocab_size", 128256},         {"tie_word_embeddings", false},
                                  {"block_configs", blocks}}
                .dump();
        };
        auto uniform = parseHfConfig(config(0, 0), "nas.json");
        QVERIFY2(uniform.ok(), qPrintable(uniform.ok() ? QString() : describe(uniform.error())));
        QCOMPARE(uniform->intermediateSize, 28672);
        QCOMPARE(uniform->numKeyValueHeads, 8);
        QVERIFY2(relErr(uniform->totalBParams, 70.55) < 0.001, qPrintable(QString::number(uniform->totalBParams)));

        auto pruned = parseHfConfig(config(10, 5), "nas.json");
        QVERIFY(pruned.ok());
        const double attnB = (2.0 * 8192 * 8192 + 2.0 * 8192 * 1024) / 1e9;
        const double ffnToLinearB = (3.0 * 8192 * 28672 - 8192.0 * 8192) / 1e9;
        QVERIFY2(std::abs(uniform->totalBParams - pruned->totalBParams - 10 * attnB - 5 * ffnToLinearB) < 1e-6,
                 qPrintable(QString::number(pruned->totalBParams)));
        QVERIFY(QString::fromStdString(pruned->paramsSource).startsWith(QStringLiteral("estimated")));
    }

    void derivesModelId_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("hfId");
        QTest::addColumn<QString>("expected");
        const QString body = QStringLiteral(R"("model_type": "llama", "hidden_size": 64, "num_hidden_layers": 2,
                                "num_attention_heads": 4, "intermediate_size": 128, "vocab_size": 100)");
        QTest::newRow("argument wins") << QStringLiteral("{") + body + QStringLiteral(R"(, "_name_or_path": "x/y"})")
                                       << "a/config.json"
                                       << "org/model"
                                       << "org/model";
        QTest::newRow("name_or_path repo id")
            << QStringLiteral("{") + body + QStringLiteral(R"(, "_name_or_path": "meta-llama/Llama-3.1-8B"})")
            << "config.json"
            << ""
            << "meta-llama/Llama-3.1-8B";
        QTest::newRow("name_or_path local dir")
            << QStringLiteral("{") + body + QStringLiteral(R"(, "_name_or_path": "/data/ckpt/my-model"})")
            << "config.json"
            << ""
            << "my-model";
        QTest::newRow("HF cache path")
            << QStringLiteral("{") + body + QStringLiteral("}")
            << "/root/.cache/huggingface/hub/models--Qwen--Qwen2.5-7B/snapshots/abc/config.json"
            << ""
            << "Qwen/Qwen2.5-7B";
        QTest::newRow("folder of config.json")
            << QStringLiteral("{") + body + QStringLiteral("}") << "/models/Llama-3.1-8B/config.json"
            << ""
            << "Llama-3.1-8B";
        QTest::newRow("file stem") << QStringLiteral("{") + body + QStringLiteral("}") << "tests/llama-3.1-8b.json"
                                   << ""
                                   << "llama-3.1-8b";
    }
    void derivesModelId()
    {
        QFETCH(QString, json);
        QFETCH(QString, file);
        QFETCH(QString, hfId);
        QFETCH(QString, expected);
        auto m = parseHfConfig(json.toStdString(), file.toStdString(), hfId.toStdString());
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : describe(m.error())));
        QCOMPARE(QString::fromStdString(m->hfId), expected);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestHfConfig)
#include "test_hf_config.moc"
