#pragma once
// The report's fleet section (server mode, issue 27): the fleets for the plan's fleet target held
// against its power budget, the owned GPUs' capacity and split, the purchases that reach the
// target, and disaggregated prefill/decode against aggregated serving (issue 37,
// report_disaggregation.h). Text tables for the PDF and HTML writers and one JSON object for the
// JSON report, all read from the plan outcome's fleet answers (ReportModel::outcome.fleet:
// capacity, powerBudget, inventory, disaggregation).
#include "app/lib/report/report_document.h"

#include <nlohmann/json.hpp>

#include <QLocale>
#include <QStringList>

#include <vector>

namespace wattgpu::report {

// The headline fleet (core's FleetHeadline) as page 1 leads with it: the fleet, the per-replica
// deployment it is built from, and the constraint it breaks when it breaks one; empty without one.
QString fleetHeadlineText(const ReportModel& m, const QLocale& locale);
// Its machine form, as the JSON report's fleet.headline and the CSV's headline section give it.
nlohmann::ordered_json fleetHeadlineJson(const ReportModel& m);

// A replica as the fleet section names it: GPUs per replica × the GPU's short name, "8 × B200"
// (the name as the report's rows give it; the id when the report has no row for the GPU).
QString fleetDeploymentText(const ReportModel& m, const std::string& gpuId, int gpusPerReplica);

// Whether the report has a fleet section at all.
bool hasFleetSection(const ReportModel& m);
// Sentences under the section title: the target, the lowest-energy / cheapest / fewest-GPU fleet,
// the budget (its basis, the best fleet within it or the shortfall), the inventory's capacity and
// what to buy, and the serving the planner recommends, aggregated or disaggregated. Translated,
// figures in `locale`.
QStringList fleetSummaryLines(const ReportModel& m, const QLocale& locale);
// "fleet" (feasible fleets, budget columns when there is a budget), "power_cap" (the chosen
// fleet's deployment over power caps), "inventory" (owned types),
// "purchases" (the best ten by USD/day and the ones the summary names), "disaggregation" (the
// disaggregated plans and the best aggregated fleet at their rate); empty ones left out.
std::vector<TextTable> fleetTables(const ReportModel& m, const QLocale& locale);
// The JSON report's "fleet" object: capacity, power_budget, power_cap_sweep, inventory,
// disaggregation (null when absent), with the CLI's key names (plan-capacity and recommend
// --format json), figures rounded as the report rounds them.
nlohmann::ordered_json fleetJson(const ReportModel& m);

} // namespace wattgpu::report
