#include "app/lib/report/report_data.h"

#include "app/lib/report/report_fleet.h"
#include "app/lib/report/report_format.h"
#include "app/lib/report/report_table.h"
#include "core/features/stack.h"
#include "core/util/text.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace wattgpu::report {

namespace {

using Json = nlohmann::ordered_json;

// A text cell: the formula guard (core/util/text.h: a leading =, +, -, @, TAB or CR gets a single
// quote, so a spreadsheet shows a GPU named "=HYPERLINK(...)" instead of running it), then RFC 4180
// quoting. Numbers never go through it.
QString csvEscape(const QString& text)
{
    const QString s = QString::fromStdString(csvGuard(text.toStdString()));
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    QString out = s;
    out.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

std::string joinCodes(const std::vector<std::string>& codes, const char* sep)
{
    std::string out;
    for (const auto& c : codes)
        out += (out.empty() ? "" : sep) + c;
    return out;
}

bool meetsSla(const TableRow& r) { return r.rank > 0; }

// Untranslated: the JSON is read by scripts.
const char* machineUnit(Objective o)
{
    switch (o) {
    case Objective::EnergyPerToken: return "J/token";
    case Objective::MeanPower: return "W";
    case Objective::Cost: return "USD/1M tokens";
    case Objective::Carbon: return "gCO2/1M tokens";
    }
    return "";
}

Json number(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

Json limitsJson(const SlaLimits& l) { return l.any() ? Json(slaLimitsName(l)) : Json(nullptr); }
// The same names in a CSV cell, ';'-separated as the warnings column's codes ("itl;ttft"): never quoted.
QString csvList(const SlaLimits& l)
{
    return QString::fromStdString(slaLimitsName(l)).replace(QLatin1Char(','), QLatin1Char(';'));
}

} // namespace

QStringList csvColumns()
{
    QStringList cols = {QStringLiteral("rank"),     QStringLiteral("gpu_id"),  QStringLiteral("gpu_name"),
                        QStringLiteral("num_gpus"), QStringLiteral("verdict"), QStringLiteral("fits_memory"),
                        QStringLiteral("meets_sla")};
    for (int c = 0; c < kNumCols; ++c)
        cols << QString::fromLatin1(colKey(static_cast<Col>(c)));
    cols << QStringLiteral("out_of_distribution") << QStringLiteral("measured_gpu") << QStringLiteral("measured_runs")
         << QStringLiteral("warnings") << QStringLiteral("detail") << QStringLiteral("fix") << QStringLiteral("at_risk")
         << QStringLiteral("cost_basis") << QStringLiteral("precision") << QStringLiteral("missed_limits")
         << QStringLiteral("risk_limits") << QStringLiteral("sla_itl_ms") << QStringLiteral("sla_ttft_ms");
    return cols;
}

QByteArray renderCsv(const ReportModel& model)
{
    const GpuTable t = buildGpuTable(model);
    QString out = csvColumns().join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const auto& r : t.rows) {
        QStringList cells = {r.rank > 0 ? QString::number(r.rank) : QString(),
                             csvEscape(QString::fromStdString(r.gpuId)),
                             csvEscape(r.gpuFullName),
                             QString::number(r.numGpus),
                             QString::fromLatin1(gpuVerdictName(r.verdict)),
                             r.fitsMemory ? QStringLiteral("true") : QStringLiteral("false"),
                             meetsSla(r) ? QStringLiteral("true") : QStringLiteral("false")};
        for (int c = 0; c < kNumCols; ++c) {
            const auto& v = r.values[c];
            cells << (v ? machineNumber(*v) : QString());
        }
        cells << (r.outOfDistribution ? QStringLiteral("true") : QStringLiteral("false"))
              << (r.measuredGpu ? QStringLiteral("true") : QStringLiteral("false")) << QString::number(r.measuredRuns)
              << csvEscape(QString::fromStdString(joinCodes(r.warningCodes, ";")))
              << csvEscape(QString::fromStdString(r.detail)) << csvEscape(QString::fromStdString(r.fix))
              << (r.atRisk ? QStringLiteral("true") : QStringLiteral("false"))
              << QString::fromLatin1(costBasisName(r.costBasis)) << QString::fromLatin1(precisionName(r.precision))
              << csvList(r.missedLimits) << csvList(r.riskLimits) << machineNumber(model.outcome.scenario.slaItlMs)
              << (model.outcome.scenario.slaTtftMs ? machineNumber(*model.outcome.scenario.slaTtftMs) : QString());
        out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    // Server mode's fleet answers (the headline fleet, the fleets, the power cap, owned GPUs and
    // purchases): each its own section after a blank line, its first cell the section's id, as the
    // PDF and HTML show them (C locale figures), so the CSV carries every answer they do.
    if (hasFleetSection(model)) {
        const Json h = fleetHeadlineJson(model);
        if (!h.is_null()) {
            out += QStringLiteral("\r\nsection,fleet,per_replica_deployment,gpu,gpus_per_replica,replicas,total_gpus,"
                                  "breaks\r\n");
            QString breaks;
            for (const auto& b : h["breaks"])
                breaks += (breaks.isEmpty() ? QString() : QStringLiteral(";"))
                    + QString::fromStdString(b.get<std::string>());
            out += QStringList{QStringLiteral("headline"),
                               csvEscape(QString::fromStdString(h["fleet"].get<std::string>())),
                               csvEscape(QString::fromStdString(h["per_replica_deployment"].get<std::string>())),
                               csvEscape(QString::fromStdString(h["gpu"].get<std::string>())),
                               QString::number(h["gpus_per_replica"].get<int>()),
                               QString::number(h["replicas"].get<long long>()),
                               QString::number(h["total_gpus"].get<long long>()),
                               breaks}
                       .join(QLatin1Char(','))
                + QStringLiteral("\r\n");
        }
        const QLocale c(QLocale::C);
        QStringList summary = fleetSummaryLines(model, c);
        if (!summary.isEmpty()) {
            out += QStringLiteral("\r\nsection,text\r\n");
            for (const QString& line : summary)
                out += QStringLiteral("summary,") + csvEscape(line) + QStringLiteral("\r\n");
        }
        for (const TextTable& t : fleetTables(model, c)) {
            QStringList header{QStringLiteral("section")};
            for (const TextColumn& col : t.columns) {
                header << QString::fromStdString(col.key);
                if (std::any_of(t.rows.begin(), t.rows.end(), [&](const TextRow& r) {
                        const std::size_t i = static_cast<std::size_t>(&col - t.columns.data());
                        return i < r.cells.size() && !r.cells[i].sub.isEmpty();
                    }))
                    header << QString::fromStdString(col.key) + QStringLiteral("_detail");
            }
            out += QStringLiteral("\r\n") + header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
            for (const TextRow& r : t.rows) {
                QStringList cells{QString::fromStdString(t.id)};
                for (std::size_t i = 0; i < t.columns.size(); ++i) {
                    cells << csvEscape(i < r.cells.size() ? r.cells[i].text : QString());
                    if (std::any_of(t.rows.begin(), t.rows.end(),
                                    [&](const TextRow& x) { return i < x.cells.size() && !x.cells[i].sub.isEmpty(); }))
                        cells << csvEscape(i < r.cells.size() ? r.cells[i].sub : QString());
                }
                out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
            }
        }
    }
    return out.toUtf8();
}

QByteArray renderJson(const ReportModel& m)
{
    const GpuTable t = buildGpuTable(m);
    const QLocale c(QLocale::C);
    Json j;
    j["format"] = "wattgpu-report";
    j["format_version"] = 1;
    j["title"] = m.title.empty() ? defaultTitle(m).toStdString() : m.title;
    j["date"] = m.date;
    j["app_version"] = m.appVersion;
    j["model"] = Json{{"hf_id", m.outcome.scenario.llm.hfId},
                      {"family", m.outcome.scenario.llm.family},
                      {"total_b_params", m.outcome.scenario.llm.totalBParams},
                      {"active_b_params", m.outcome.scenario.llm.activeBParams},
                      {"is_moe", m.outcome.scenario.llm.isMoe},
                      {"quantization", m.outcome.scenario.llm.quantization},
                      {"weight_sizing", m.outcome.scenario.llm.weightSizing}};
    const Workload& w = m.outcome.scenario.workload;
    j["workload"] = Json{{"batch", w.batch},
                         {"prompt_len", w.promptLen},
                         {"output_len", w.outputLen},
                         {"precision", precisionName(w.precision)},
                         {"num_gpus", w.numGpus},
                         {"gpu_count_mode", gpuCountModeName(m.outcome.scenario.gpuCountMode)},
                         {"engine", w.stack.engine},
                         {"engine_version", engineVersionUsed(w.stack)},
                         {"itl_metric", itlKindName(w.itlMetric)},
                         {"kv_cache_dtype", kvCacheDtypeName(w.kvCacheDtype)},
                         {"prefix_cache_share", w.prefixCacheShare},
                         {"power_limit_w", w.powerLimitW ? Json(*w.powerLimitW) : Json(nullptr)}};
    j["rate_rps"] = m.outcome.scenario.rateRps() ? Json(*m.outcome.scenario.rateRps())
                                                 : Json(nullptr); // server mode; null = fixed batch
    j["fleet_target_rps"] = m.outcome.scenario.fleetTargetRps ? Json(*m.outcome.scenario.fleetTargetRps)
                                                              : Json(nullptr);
    j["sla_itl_ms"] = m.outcome.scenario.slaItlMs;
    j["sla_ttft_ms"] = m.outcome.scenario.slaTtftMs ? Json(*m.outcome.scenario.slaTtftMs)
                                                    : Json(nullptr); // null = no TTFT limit
    j["sla_confidence"] = slaConfidenceName(m.outcome.scenario.slaConfidence);
    j["objective"] = objectiveName(m.outcome.scenario.objective);
    j["objective_unit"] = machineUnit(m.outcome.scenario.objective);
    const Economics& e = m.outcome.scenario.economics;
    Json quotes = Json::object();
    for (const auto& [id, rate] : e.usdPerGpuHourByGpu)
        quotes[id] = rate;
    j["economics"] = Json{{"electricity_usd_per_kwh", e.electricityUsdPerKwh},
                          {"pue", e.pue},
                          {"grid_gco2_per_kwh", e.gridGco2PerKwh},
                          {"usd_per_gpu_hour", e.usdPerGpuHour ? Json(*e.usdPerGpuHour) : Json(nullptr)},
                          {"usd_per_gpu_hour_by_gpu", quotes},
                          {"gpu_purchase_usd", e.gpuPurchaseUsd ? Json(*e.gpuPurchaseUsd) : Json(nullptr)},
                          {"gpu_lifetime_years", e.gpuLifetimeYears},
                          {"gpu_utilisation", e.gpuUtilisation}};
    j["method"] = m.outcome.method;
    j["model_version"] = m.modelVersion;
    j["winner"] = m.outcome.recommendation.winner ? Json(*m.outcome.recommendation.winner) : Json(nullptr);
    j["winner_num_gpus"] = m.outcome.recommendation.winner ? Json(m.outcome.recommendation.winnerNumGpus)
                                                           : Json(nullptr);
    const ReportGpuRow* win = m.winnerRow();
    j["winner_at_risk"] = win ? Json(win->atRisk) : Json(nullptr);
    j["headline"] = recommendationHeadline(m, c).toStdString();
    Json rows = Json::array();
    for (const auto& r : t.rows) {
        Json row;
        row["rank"] = r.rank > 0 ? Json(r.rank) : Json(nullptr);
        row["gpu_id"] = r.gpuId;
        row["gpu_name"] = r.gpuFullName.toStdString();
        row["num_gpus"] = r.numGpus;
        row["verdict"] = gpuVerdictName(r.verdict);
        row["fits_memory"] = r.fitsMemory;
        row["meets_sla"] = meetsSla(r);
        for (int col = 0; col < kNumCols; ++col)
            row[colKey(static_cast<Col>(col))] = number(r.values[col]);
        row["out_of_distribution"] = r.outOfDistribution;
        row["measured_gpu"] = r.measuredGpu;
        row["measured_runs"] = r.measuredRuns;
        row["warnings"] = r.warningCodes;
        row["detail"] = r.detail.empty() ? Json(nullptr) : Json(r.detail);
        row["fix"] = r.fix.empty() ? Json(nullptr) : Json(r.fix);
        row["at_risk"] = r.atRisk;
        row["cost_basis"] = costBasisName(r.costBasis);
        row["precision"] = precisionName(r.precision);
        // Server mode: what the idle figure rests on (English; the CSV keeps the figures, not this sentence).
        row["server_idle_basis"] = r.idleBasis.empty() ? Json(nullptr) : Json(r.idleBasis);
        // The SLA's limits this row misses, and those whose interval reaches above them, as the CLI
        // names them ("itl", "ttft", "itl,ttft"; null for none).
        row["missed_limits"] = limitsJson(r.missedLimits);
        row["risk_limits"] = limitsJson(r.riskLimits);
        rows.push_back(std::move(row));
    }
    j["rows"] = std::move(rows);
    // Server mode's fleet answers (issue 27): capacity, power_budget, inventory; null when absent.
    j["fleet"] = fleetJson(m);
    Json warnings = Json::array();
    for (const auto& wr : m.warnings)
        warnings.push_back(Json{{"code", warningCodeName(wr.code)}, {"gpus", wr.gpuIds}});
    j["warnings"] = std::move(warnings);
    Json eval = Json::array();
    for (const auto& ev : m.evaluation)
        eval.push_back(Json{{"method", ev.method},
                            {"target", ev.target},
                            {"strategy", ev.strategy},
                            {"mdape", number(roundFigure(ev.mdape, Figure::Fixed1))},
                            {"pearson_r", number(roundFigure(ev.pearsonR, Figure::Fixed2))},
                            {"gpu_tau", number(roundFigure(ev.gpuTau, Figure::Fixed2))},
                            {"llm_tau", number(roundFigure(ev.llmTau, Figure::Fixed2))},
                            {"n", ev.n}});
    j["evaluation"] = std::move(eval);
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

} // namespace wattgpu::report
