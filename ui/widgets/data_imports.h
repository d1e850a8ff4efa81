#pragma once
// The measurement imports of the Data menu (ui/widgets/data_controller.h): a file read by the
// importer that recognises its format, its accepted rows stored as planner CSV under
// imports/<name>-<sha256 prefix>.csv (re-importing the same bytes replaces it), and the stored
// imports read back for retraining. A benchmark result file (vLLM, SGLang, GuideLLM, GenAI-Perf)
// takes the GPU, count and stack it does not name from `setup` and may be joined with a power log.
#include "core/data/import_report.h"
#include "core/plan/engine.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace wattgpu::ui {

// Outcome of one import: the importer's report, or why the file failed as a whole.
struct ImportOutcome {
    bool ok = false; // the file parsed (rows may still be rejected)
    QString error;   // whole-file failure (names file, line, field)
    ImportReport report;
    QString storedFile; // imports/<name>.csv when rows were accepted and saved
};

class MeasurementImports {
    Q_DECLARE_TR_FUNCTIONS(wattgpu::ui::DataController) // the Data menu's messages
public:
    explicit MeasurementImports(QString dir) : m_dir(std::move(dir)) {}

    QString dir() const { return m_dir; }
    // Imports `path` against the GPUs and models of `engine`; stores accepted rows. `setup` is read
    // for benchmark result files only (core/data/import_bench.h).
    ImportOutcome importFile(const QString& path, const Engine& engine, const BenchSetup& setup = {}) const;
    QStringList stored() const; // imports/*.csv, sorted
    // The stored imports as reports; the ones that cannot be read are named in `problems`.
    std::vector<ImportReport> storedReports(QStringList* problems) const;

private:
    QString m_dir;
};

} // namespace wattgpu::ui
