#pragma once
// What the importer suites (test_import, test_import_wattcounts, test_import_mlenergy) share: the
// import fixtures' folder, options with the bundled catalogs, a row by its input line, the rejected
// rows as text and a field-by-field comparison of two measurements. Header only.
#include "core/data/import_report.h"
#include "tests/support/fixtures.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <string>

namespace wattgpu::testing {

inline const std::string kImportDir = WATTGPU_TEST_DATA_DIR "/import/";

inline ImportOptions withCatalogs()
{
    ImportOptions o;
    o.gpus = &bundledGpus();
    o.llms = &bundledLlms();
    return o;
}

inline bool near(double a, double b, double rel = 1e-9)
{
    return std::fabs(a - b) <= rel * std::max(1.0, std::fabs(b));
}

inline const Measurement* onLine(const ImportReport& r, int line)
{
    for (const auto& m : r.accepted)
        if (m.line == line)
            return &m;
    return nullptr;
}

inline QString describe(const ImportReport& r)
{
    QString s;
    for (const auto& x : r.rejected)
        s += QStringLiteral("line %1 %2: %3\n")
                 .arg(x.line)
                 .arg(QString::fromStdString(x.field), QString::fromStdString(x.reason));
    return s;
}

// Every field that the planner CSV stores.
inline bool sameMeasurement(const Measurement& a, const Measurement& b, QString& why)
{
#define WG_CMP(f)                                                                                                      \
    if (!(a.f == b.f)) {                                                                                               \
        why = QStringLiteral(#f " differs");                                                                           \
        return false;                                                                                                  \
    }                                                                                                                  \
    static_assert(true)
    WG_CMP(source);
    WG_CMP(engine);
    WG_CMP(engineVersion);
    WG_CMP(powerLimitW);
    WG_CMP(task);
    WG_CMP(model);
    WG_CMP(gpu);
    WG_CMP(numGpus);
    WG_CMP(tensorParallel);
    WG_CMP(precision);
    WG_CMP(batchSize);
    WG_CMP(avgBatchSize);
    WG_CMP(promptLen);
    WG_CMP(outputLen);
    WG_CMP(totalPowerW);
    WG_CMP(powerPerGpuW);
    WG_CMP(itlMs);
    WG_CMP(itlKind);
    WG_CMP(throughputTokS);
    WG_CMP(energyPerTokenJ);
#undef WG_CMP
    return true;
}

} // namespace wattgpu::testing
