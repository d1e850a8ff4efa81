#pragma once
// One row per catalog GPU (under all counts, one per deployment of it: "1 × H100", "2 × H100"…): include tick, fit,
// power, ITL, its p90 and p99 tails, time to first token, throughput, energy, cost and carbon per 1M tokens, the
// server-mode figures (busy fraction, mean concurrency, max sustainable rate), SLA verdict, whether the GPU was
// measured, and the out-of-distribution flag and warnings. Raw numbers on RawValueRole for sorting; text is rounded
// for reading; the intervals of the tails and of TTFT are in their tooltips.
#include "ui/models/compute_service.h"

#include <QAbstractTableModel>
#include <QSet>

#include <array>
#include <optional>

namespace wattgpu::ui {

class GpuTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Include,
        Gpu,
        Fits,
        Power,
        Itl,
        ItlTails, // p90 / p99 ITL in one column ("9.1 / 12.4"); sorts on p99
        Ttft,     // time to first token, queueing included
        Throughput,
        Energy,
        Cost,
        Carbon,
        Busy,
        Concurrency,
        MaxRate, // server mode only
        MeetsSla,
        Evidence, // measured in the corpus or predicted from the spec sheet
        Ood,      // out of distribution (⚠) or other warnings (ℹ); the tooltip lists them
        ColumnCount
    };
    static bool isServerColumn(int column) { return column >= Busy && column <= MaxRate; }
    // A stable name per column ("ttft", "itl_tails"): what the table's hidden columns are remembered by.
    static QString columnKey(int column);
    // A row's verdict is the plan outcome's (core/plan/outcome.h); NotCompared also stands for a
    // GPU the person unticked and for rows before the first result.
    using Verdict = GpuVerdict;

    explicit GpuTableModel(QObject* parent = nullptr);

    void setCatalog(const GpuCatalog& gpus);
    void setResult(const ComputeResultPtr& result);
    void setExcluded(const QStringList& gpuIds);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Rows by deployment key (see deploymentKey); a bare GPU id finds that GPU's first row.
    int rowOf(const QString& key) const;
    QString gpuIdAt(int row) const; // the row's deployment key
    Verdict verdict(int row) const;
    // The formatted text of a cell (Qt::DisplayRole) and whether the row is drawn bold (the
    // winner), without a QVariant per call: column sizing reads every cell per result.
    QString shownText(int row, int column) const { return m_rows[row].shown[column].toString(); }
    bool isBoldRow(int row) const { return verdictOf(m_rows[row]) == Verdict::Winner; }
    // Re-emits header and data text after a language change.
    void retranslate();

signals:
    void inclusionToggled(const QString& gpuId, bool included);

private:
    static constexpr std::size_t kFiguresKeySize = 25;
    struct Row {
        QString id;       // GPU id: inclusion is per GPU type
        QString key;      // deployment key: id, or "id@n" under all counts
        QString name;     // the deployment once predicted: "2 × H100 SXM5"
        QString baseName; // the GPU: "H100 SXM5"
        double tdpW = 0;
        double memoryGb = 0;
        bool included = true;
        // The deployment as the plan outcome has it (verdict, risk, figures, cost with its basis,
        // max rate): a row of the result held in m_result, never a copy with figures of its own.
        const DeploymentRow* d = nullptr;
        QString reason; // the verdict in words (translated)
        // Display text of each column, formatted once per result: painting, sorting and column
        // sizing read every cell many times.
        std::array<QVariant, ColumnCount> shown;
        std::array<double, kFiguresKeySize> shownFiguresKey{}; // the values the figure columns' text was made from
        bool hasShownFigures = false;
    };
    static Verdict verdictOf(const Row& r) { return r.included && r.d ? r.d->verdict : Verdict::NotCompared; }
    static const Prediction& predictionOf(const Row& r);
    QVariant display(const Row& r, int column) const;
    QVariant raw(const Row& r, int column) const;
    QString toolTip(const Row& r, int column) const;
    void refreshVerdicts();
    bool syncRows(); // one row per deployment the result holds (a reset only when the rows change)
    void refreshText(Row& r, bool figures = false) const; // figures: format the figure columns even when unchanged
    std::array<double, kFiguresKeySize> figuresKey(const Row& r) const;
    void emitAllChanged();

    bool serverMode() const { return m_result && m_result->request.scenario.rateRps().has_value(); }
    ItlKind itlMetric() const { return m_result ? m_result->request.scenario.workload.itlMetric : ItlKind::MedianItl; }
    // With p90 (p99) ITL as the metric, the tail the tails column still shows: p99 (p90); else none
    // and the column shows both.
    std::optional<ItlKind> otherTail() const
    {
        if (itlMetric() == ItlKind::P90Itl)
            return ItlKind::P99Itl;
        if (itlMetric() == ItlKind::P99Itl)
            return ItlKind::P90Itl;
        return std::nullopt;
    }

    std::vector<Row> m_catalog; // one per catalog GPU, before any result
    std::vector<Row> m_rows;
    ComputeResultPtr m_result;
};

} // namespace wattgpu::ui
