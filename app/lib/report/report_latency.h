#pragma once
// The report's latency and SLA texts (issue 24): which latency columns the deployment table adds
// beside the SLA's own ITL definition (p90 / p99 ITL, TTFT), the SLA with its limits, the ITL and
// TTFT definitions, the KV-cache precision and, in server mode, the idle power the energy at low
// rates rests on. Translated ("Report" context); every figure read from the rounded GpuTable or
// the plan's inputs.
#include "app/lib/report/report_table.h"
#include "core/report/report_model.h"

#include <QLocale>
#include <QString>

#include <string>
#include <vector>

namespace wattgpu::report {

// A latency column of the deployment table: its value and interval columns and its header.
struct LatencyColumn {
    Col value, low, high;
    QString header; // "p90 ITL", "p99 ITL", "TTFT"
};
// p90 ITL, p99 ITL and TTFT, less the tail the SLA is written in (that one is the ITL column).
std::vector<LatencyColumn> latencyColumns(ItlKind slaMetric);

// "median ITL at most 50 ms; TTFT at most 500 ms" or "median ITL at most 50 ms; no TTFT limit".
QString slaLimitsText(const Scenario& s, const QLocale& locale);
// The same and the SLA's ITL definition: "median ITL at most 50 ms; no TTFT limit. Median ITL: Median gap ...".
QString slaInputText(const Scenario& s, const QLocale& locale);
// What the table's other latency columns are: the tail(s) the SLA is not written in, and what the
// predicted TTFT includes (prefill, admission and, under a request rate, queueing).
QString latencyDefinitionsText(const Scenario& s, const QLocale& locale);
// "16-bit KV cache (auto)" or "FP8 KV cache".
QString kvCacheText(KvCacheDtype d);
// The prefix cache's share of prompt tokens after the workload ("50 % of prompt tokens from the
// prefix cache"); empty without a prefix cache.
QString prefixCacheText(double share, const QLocale& locale);
// Server mode: the best (else the first) deployment's idle power with its range and the basis of
// every idle prior among the compared deployments; empty offline or without server figures.
QString idlePowerText(const ReportModel& m, const GpuTable& t, const QLocale& locale);
// The basis core gives an idle figure (ServerDetail::idleBasis) in the report's language; a basis
// this file does not know is shown as core wrote it.
QString idleBasisText(const std::string& basis);
bool isKnownIdleBasis(const std::string& basis);
// The deployment table's note on the latency columns.
QString latencyFootnote();

// Verdicts against an SLA of more than one limit, from core's missed and at-risk limits
// (DeploymentRow::missedLimits, riskLimits). A plan without a TTFT limit reads as before ("Misses
// SLA", "Meets SLA, at risk"); with one, the limit is named ("Misses TTFT SLA", "Best, TTFT at risk").
QString slaVerdictText(GpuVerdict v, bool atRisk, const SlaLimits& missed, const SlaLimits& risk, const Scenario& s);
inline QString slaVerdictText(const TableRow& r, const Scenario& s)
{
    return slaVerdictText(r.verdict, r.atRisk, r.missedLimits, r.riskLimits, s);
}
inline QString slaVerdictText(const ReportGpuRow& r, const Scenario& s)
{
    return slaVerdictText(r.verdict, r.atRisk, r.missedLimits, r.riskLimits, s);
}
// Why a deployment misses the SLA, one clause per limit missed, with the figure the SLA tested:
// "ITL 62.1 ms > SLA 50 ms; TTFT 812 ms > SLA 500 ms" ("ITL up to ..." under the upper-bound rule).
QString slaMissText(const ReportGpuRow& r, const Scenario& s, const QLocale& locale);
// The headline's clause for a winner at risk: "at risk: the TTFT interval reaches 900 ms, above the
// 500 ms limit"; empty when it is not at risk.
QString atRiskText(const ReportGpuRow& r, const Scenario& s, const QLocale& locale);
// A proven fix in the report's language (fixText), with the TTFT it reaches when the plan has a
// TTFT limit: "batch 1 meets the SLA (ITL 15.9 ms); TTFT 120 ms".
QString fixText(const ProvenFix& f, const Scenario& s, const QLocale& locale);
// The deployment table's note on "at risk".
QString atRiskFootnote(const Scenario& s);

} // namespace wattgpu::report
