#pragma once
// The fleet section's answer for disaggregated serving (issue 37; core/plan/disaggregated.h): the
// prefill/decode plans per GPU type for the whole service's rate, the lowest-energy aggregated
// fleet at that rate and which of the two the planner recommends, read from the plan outcome
// (ReportModel::outcome.fleet.disaggregation). report_fleet.* places them in the fleet section.
#include "app/lib/report/report_document.h"

#include <nlohmann/json.hpp>

#include <QLocale>
#include <QStringList>

#include <optional>

namespace wattgpu::report {

// The rate the pools are sized for, the serving recommended (its deployment and J/token against
// the other's, and how many percent less energy per token it uses), or that neither meets the SLA,
// and that no disaggregated plan was ever measured. Translated, figures in `locale`; empty without
// a disaggregation answer.
QStringList disaggregationSummaryLines(const ReportModel& m, const QLocale& locale);
// "disaggregation": one row per disaggregated plan, then the best aggregated fleet at the same
// rate; the recommended row highlighted. nullopt without a disaggregation answer.
std::optional<TextTable> disaggregationTable(const ReportModel& m, const QLocale& locale);
// The JSON report's fleet.disaggregation, with the keys of recommend's JSON (app/cli/serialize.cpp
// disaggregationJson) and "best_aggregated" for the last table row; null without one.
nlohmann::ordered_json disaggregationJson(const ReportModel& m);

} // namespace wattgpu::report
