#pragma once
// The model picker dock's content: search-as-you-type over the catalog with filters for size,
// MoE and family, full keyboard navigation, "Open config.json…" and the chosen model's facts.
#include "core/catalog/catalog.h"
#include "core/features/workload.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace wattgpu::ui {

class LlmListModel;
class ModelFactsPanel;

class ModelPicker : public QWidget {
    Q_OBJECT
public:
    // `catalog` must outlive the picker or the next setCatalog() (the window's engine holds it).
    explicit ModelPicker(const LlmCatalog& catalog, QWidget* parent = nullptr);
    // Another engine's catalog (custom models, a Hub fetch): the list and the family filter follow.
    void setCatalog(const LlmCatalog& catalog);

    void setCurrentModel(const LlmSpec& llm, const Workload& workload);
    QLineEdit* searchEdit() const { return m_search; }
    QListView* listView() const { return m_list; }
    LlmListModel* listModel() const { return m_model; }
    ModelFactsPanel* facts() const { return m_facts; }
    QPushButton* fetchHubButton() const { return m_fetchHub; }
    QLabel* countLabel() const { return m_count; }
    void focusSearch();

signals:
    void modelChosen(const QString& hfId);
    void openConfigRequested();
    // "Fetch from the Hub" when the search finds nothing: the text typed, as the model id to fetch.
    void hubFetchRequested(const QString& hfId);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void applyFilter();
    void chooseRow(int row);

    const LlmCatalog* m_catalog;
    QLineEdit* m_search;
    QLabel* m_searchLabel;
    QLabel* m_familyLabel;
    QComboBox* m_family;
    QLabel* m_sizeLabel;
    QComboBox* m_size;
    QLabel* m_typeLabel;
    QComboBox* m_type;
    QListView* m_list;
    QLabel* m_count;
    QPushButton* m_openConfig;
    QPushButton* m_fetchHub;
    ModelFactsPanel* m_facts;
    LlmListModel* m_model;
    QString m_currentId;
};

} // namespace wattgpu::ui
