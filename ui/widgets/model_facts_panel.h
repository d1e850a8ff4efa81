#pragma once
// The chosen LLM's facts: parameters, shape, weights at the chosen precision, KV-cache size.
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
};

} // namespace wattgpu::ui
