#pragma once
// The open plan: its state, its file and its undo history. Every edit a person makes goes
// through here as an undo command; drags on one control merge into a single step.
#include "ui/models/plan.h"

#include "core/plan/recommendation.h"

#include <QObject>
#include <QUndoStack>

#include <functional>

namespace wattgpu::ui {

class PlanDocument : public QObject {
    Q_OBJECT
public:
    // Also the QUndoCommand::id() of mergeable edits.
    enum class Field {
        Model = 1,
        Batch,
        PromptLen,
        OutputLen,
        Precision,
        NumGpus,
        Sla,
        Objective,
        GpuIncluded,
        Rate,
        Economics,
        Stack,
        ItlMetric,
        SlaConfidence,
        Fix,
        FleetTarget,
        PowerBudget,
        Inventory,
        SlaTtft,
        KvCacheDtype,
        PrefixCache,
        Disaggregated,
        Deployment
    };

    explicit PlanDocument(QObject* parent = nullptr);

    const PlanState& state() const { return m_state; }
    QUndoStack* undoStack() const { return m_undo; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undo->isClean(); }

    void setModel(const QString& id, const QString& configPath = {});
    void setBatch(int batch);
    void setPromptLen(int tokens);
    void setOutputLen(int tokens);
    void setPrecision(Precision p);
    void setNativePrecision(); // the model's own precision (core's nativePrecision), as the CLI's default
    void setNumGpus(int n);    // a fixed count for every GPU type
    void setAutoGpuCount();    // per GPU type the best of 1, 2, 4, 8
    void setAllGpuCounts();    // every supported count a deployment (a row, a point) of its own
    void setStack(const ServingStack& stack);
    void setItlMetric(ItlKind metric);
    void setSlaItlMs(double ms);
    // The optional TTFT limit, ms (nullopt = none); moving its value merges like other spin boxes.
    void setSlaTtftMs(std::optional<double> ms);
    // The KV cache's precision (auto: 16-bit, as engines default; fp8).
    void setKvCacheDtype(KvCacheDtype dtype);
    // The share of prompt tokens served from the engine's prefix cache, 0-1 (0: none); moving it
    // merges like other spin boxes.
    void setPrefixCacheShare(double share);
    void setSlaConfidence(SlaConfidence confidence);
    // A proven fix from the recommendation (more GPUs, a smaller batch, a lower rate per replica,
    // another precision), applied as one undo step.
    void applyFix(const ProvenFix& fix);
    void setObjective(Objective o);
    // Server scenario at `rateRps` requests/s per replica; nullopt = offline batch.
    void setRateRps(std::optional<double> rateRps);
    // Server mode: the whole fleet's target rate, req/s, that Capacity sizes; nullopt = none.
    void setFleetTargetRps(std::optional<double> rps);
    // Server mode's fleet inputs beside the target (issue 27): a power budget (nullopt = none) and
    // the GPUs owned (empty = none). Moving the budget's value merges like other spin boxes.
    void setPowerBudget(std::optional<PlanPowerBudget> budget);
    void setInventory(const wattgpu::Inventory& inventory);
    // Server mode: also compare disaggregated prefill/decode pools with aggregated serving.
    void setCompareDisaggregated(bool on);
    // Speculative decoding and the network link per GPU between nodes (nullopt: the GPU class's).
    void setDeploymentOptions(const wattgpu::Speculation& speculation, std::optional<double> interNodeGbS);
    void setEconomics(const wattgpu::Economics& economics);
    void setGpuIncluded(const QString& gpuId, bool included);
    void setGpusIncluded(const QStringList& gpuIds, bool included);

    // View state saved with the plan but not undoable and not a modification.
    void setSweepGpus(const QStringList& gpuIds);
    void setChartTab(const QString& tabId);

    // Replaces the whole plan (new / open): clears the undo history.
    void reset(const PlanState& state, const QString& filePath);
    void markSaved(const QString& filePath);

    // Edits of the same control within this window merge into one undo step.
    static constexpr int kMergeWindowMs = 1500;

signals:
    void changed(const wattgpu::ui::PlanState& state);          // anything that needs a recompute
    void viewStateChanged(const wattgpu::ui::PlanState& state); // sweep GPUs, chart tab
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    friend class PlanEditCommand;
    void edit(Field field, bool mergeable, const QString& text, const std::function<void(PlanState&)>& change);
    void apply(const PlanState& state);

    PlanState m_state;
    QString m_filePath;
    QUndoStack* m_undo;
};

} // namespace wattgpu::ui
