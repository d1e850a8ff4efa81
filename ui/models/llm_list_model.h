#pragma once
// The model picker's list: catalog LLMs that match the current search and filters.
#include "core/catalog/catalog.h"

#include <QAbstractListModel>

#include <vector>

namespace wattgpu::ui {

class LlmListModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit LlmListModel(QObject* parent = nullptr);

    // `catalog` must outlive the model (the engine's catalog does).
    void setCatalog(const LlmCatalog* catalog);
    // The catalog's search for `filter`, with what was typed exactly first: the model whose id is
    // the text ("deepseek-ai/DeepSeek-V3"), then those whose repo name is ("deepseek-v3" before
    // DeepSeek-V3.1), then those whose family is ("deepseek v3"), then the rest in the catalog's order.
    void setFilter(const LlmSearchFilter& filter);
    // The open plan's model: CurrentModelRole is true on its row.
    void setCurrentId(const QString& hfId);
    QString currentId() const { return m_currentId; }
    const LlmSearchFilter& filter() const { return m_filter; }
    const LlmSpec* llmAt(int row) const;
    int rowOf(const QString& hfId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    static QString badges(const LlmSpec& llm); // "Llama 3.1 · 8.03 B · 128k ctx · gated"

private:
    const LlmCatalog* m_catalog = nullptr;
    LlmSearchFilter m_filter;
    std::vector<const LlmSpec*> m_rows;
    QString m_currentId;
};

} // namespace wattgpu::ui
