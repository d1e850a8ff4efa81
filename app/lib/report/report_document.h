#pragma once
// The human-readable content of a report, shared by the PDF and HTML writers: text tables
// (cells already formatted from the rounded GpuTable) and translated section texts. Keeping
// both formats on these builders is what makes their numbers and words identical.
#include "app/lib/report/report_table.h"
#include "core/report/report_model.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace wattgpu::report {

struct TextCell {
    enum class Tone { Normal, Muted, Good, Bad, Strong };
    TextCell(QString t = {}, QString s = {}, Tone tn = Tone::Normal) : text(std::move(t)), sub(std::move(s)), tone(tn)
    {}
    QString text;
    QString sub; // second, smaller line (an interval); may be empty
    Tone tone = Tone::Normal;
};

struct TextColumn {
    QString header;
    QString unit;        // second header line; may be empty
    bool numeric = true; // right-aligned
    bool flex = false;   // takes the width left over and wraps
    std::string key;     // machine key (HTML data-col), e.g. "power_w"
};

struct TextRow {
    std::vector<TextCell> cells;
    std::string key;        // GPU id for GPU rows (HTML data-gpu)
    bool highlight = false; // the winner
};

struct TextTable {
    std::string id; // "gpus", "excluded", "evaluation", "inputs"
    QString title;  // a heading above the table where the section holds several (the fleet's); may be empty
    std::vector<TextColumn> columns;
    std::vector<TextRow> rows;
    QString footnote; // printed under the table; may be empty
};

// The deployments that do not fit in memory and have no proven fix: no figures, no bar and no
// table row, but one entry each in a compact list after the tables (a 70B model leaves dozens).
struct DeploymentList {
    std::string id;                // "does_not_fit"
    QString intro;                 // one sentence: what they share
    QStringList entries;           // one deployment each: "1 × A30 PCIe 24GB"
    std::vector<std::string> keys; // their deployment keys, as `entries`
};
bool inDoesNotFitList(const ReportGpuRow& r);
DeploymentList doesNotFitList(const ReportModel& m, const QLocale& locale); // entries empty when none

// Restricts a model's rows (and its recommendation lists) to `gpuIds`, in that order; the
// compare view and `--compare` exports use it. Unknown ids are ignored.
ReportModel restrictedTo(const ReportModel& m, const std::vector<std::string>& gpuIds);

TextTable inputsTable(const ReportModel& m, const QLocale& locale);
TextTable gpuTextTable(const ReportModel& m, const GpuTable& t, const QLocale& locale);
// One row per deployment that lost for a reason (misses the SLA, overloaded, unpriced, does not fit
// but has a fix); the ones in doesNotFitList() are not in it.
TextTable excludedTable(const ReportModel& m, const QLocale& locale);
TextTable evaluationTable(const ReportModel& m, const QLocale& locale); // rows empty when no evaluation

QString reportTitle(const ReportModel& m);
QString subtitleText(const ReportModel& m, const QLocale& locale); // date, version, "predicted"
QString winnerFiguresText(const ReportModel& m, const GpuTable& t, const QLocale& locale);
QStringList warningLines(const ReportModel& m); // OOD and known limits
QStringList knownLimitLines();                  // always printed
QString evaluationNote(const ReportModel& m);   // missing/broken file, or source
QStringList provenanceLines(const ReportModel& m);
QString footerText(const ReportModel& m);

} // namespace wattgpu::report
