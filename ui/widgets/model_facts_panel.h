#pragma once
// The chosen LLM's facts: parameters, shape, weights at the chosen precision, KV-cache size; and
// the warnings of one GPU (the one selected in the table, else the recommended one).
#include "core/catalog/llm.h"
#include "core/features/workload.h"

#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;

namespace wattgpu::ui {

class ModelFactsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelFactsPanel(QWidget* parent = nullptr);
    void setModel(const LlmSpec& llm, const Workload& workload);
    QString factText(const QString& key) const; // for tests: "weights", "kvPerToken", ...
    // The warnings (translated texts) of the GPU named `gpuName`; `recommended`: it is the winner
    // rather than the table's selection. An empty name hides the list.
    void setGpuWarnings(const QString& gpuName, bool recommended, const QStringList& warnings);
    QString warningsTitle() const;
    QString warningsText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    std::optional<LlmSpec> m_llm;
    Workload m_workload;
    QFormLayout* m_form;
    QLabel* m_title;
    struct Row {
        QString key;
        QLabel* label;
        QLabel* value;
    };
    std::vector<Row> m_rows;
    QLabel* m_warningsTitle;
    QLabel* m_warnings;
    QString m_warnGpu;
    bool m_warnRecommended = false;
    QStringList m_warningTexts;
};

} // namespace wattgpu::ui
