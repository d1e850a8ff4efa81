#include "ui/widgets/data_imports.h"

#include "core/data/import_file.h"
#include "core/predict/training.h"
#include "core/util/fileio.h"

#include <QDir>
#include <QFileInfo>

namespace wattgpu::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
std::filesystem::path fsPath(const QString& p) { return std::filesystem::path(p.toStdString()); }

} // namespace

ImportOutcome MeasurementImports::importFile(const QString& path, const Engine& engine, const BenchSetup& setup) const
{
    ImportOutcome out;
    ImportOptions opts;
    opts.gpus = &engine.gpus();
    opts.llms = &engine.llms();
    opts.bench = setup;
    Result<ImportReport> r = importMeasurementFile(fsPath(path), opts);
    if (!r) {
        out.error = q(r.error().message());
        return out;
    }
    out.ok = true;
    out.report = std::move(r).value();
    if (out.report.accepted.empty())
        return out;
    // One stored file per distinct input: re-importing the same bytes replaces it.
    const QString name = QFileInfo(path).completeBaseName() + QLatin1Char('-') + q(out.report.sha256.substr(0, 12))
        + QStringLiteral(".csv");
    QDir().mkpath(m_dir);
    const QString stored = m_dir + QLatin1Char('/') + name;
    const Status st = writeFileAtomic(fsPath(stored), toPlannerCsv(out.report.accepted));
    if (!st) {
        out.ok = false;
        out.error = tr("The accepted rows could not be saved: %1").arg(q(st.error().message()));
        return out;
    }
    out.storedFile = stored;
    return out;
}

QStringList MeasurementImports::stored() const
{
    QStringList out;
    const QDir dir(m_dir);
    for (const QString& f : dir.entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name))
        out << dir.filePath(f);
    return out;
}

std::vector<ImportReport> MeasurementImports::storedReports(QStringList* problems) const
{
    std::vector<ImportReport> out;
    for (const QString& f : stored()) {
        auto r = loadStoredImport(fsPath(f));
        if (!r) {
            if (problems)
                *problems << q(r.error().message());
            continue;
        }
        out.push_back(std::move(r).value());
    }
    return out;
}

} // namespace wattgpu::ui
