#pragma once
// The report's fleet section (server mode, issue 27): the fleets for the plan's fleet target held
// against its power budget, the owned GPUs' capacity and split, and the purchases that reach the
// target. Text tables for the PDF and HTML writers and one JSON object for the JSON report, all
// read from the plan outcome's fleet answers (ReportModel::outcome.fleet: capacity, powerBudget, inventory).
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

// Whether the report has a fleet section at all.
bool hasFleetSection(const ReportModel& m);
// Sentences under the section title: the target, the lowest-energy / cheapest / fewest-GPU fleet,
// the budget (its basis, the best fleet within it or the shortfall), the inventory's capacity and
// what to buy. Translated, figures in `locale`.
QStringList fleetSummaryLines(const ReportModel& m, const QLocale& locale);
// "fleet" (feasible fleets, budget columns when there is a budget), "power_cap" (the chosen
// fleet's deployment over power caps), "inventory" (owned types),
// "purchases" (the best ten by USD/day and the ones the summary names); empty ones left out.
std::vector<TextTable> fleetTables(const ReportModel& m, const QLocale& locale);
// The JSON report's "fleet" object: capacity, power_budget, power_cap_sweep, inventory (null when absent), with
// the CLI's key names (plan-capacity --format json), figures rounded as the report rounds them.
nlohmann::ordered_json fleetJson(const ReportModel& m);

} // namespace wattgpu::report
