#include "ui/widgets/model_picker.h"

#include "ui/models/llm_list_model.h"
#include "ui/models/roles.h"
#include "ui/widgets/model_facts_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace wattgpu::ui {

namespace {

// Two lines per model: the id, and its badges in a smaller, quieter font. The open plan's model
// is marked apart from the highlighted row (the keyboard's, the search's first hit): its id in
// bold with a "current" tag, an accent bar on its left and a tinted background of its own.
class LlmItemDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const override
    {
        const QFontMetrics fm(option.font);
        return QSize(200, fm.height() * 2 + 8);
    }

    // The tag beside the current model's id.
    static QString currentTag() { return ModelPicker::tr("current"); }
    // The current model's background when it is not the highlighted row: the highlight colour
    // faded into the base, so it reads as "marked", never as "selected".
    static QColor currentBackground(const QPalette& palette)
    {
        const QColor base = palette.color(QPalette::Base), hl = palette.color(QPalette::Highlight);
        auto mix = [](int a, int b) { return (a * 4 + b) / 5; };
        return QColor(mix(base.red(), hl.red()), mix(base.green(), hl.green()), mix(base.blue(), hl.blue()));
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString title = opt.text;
        opt.text.clear();
        const bool current = index.data(CurrentModelRole).toBool();
        const bool selected = opt.state & QStyle::State_Selected;
        QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
        if (current && !selected)
            opt.backgroundBrush = currentBackground(opt.palette);
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
        const QPalette::ColorGroup cg = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        const QColor text = opt.palette.color(cg, selected ? QPalette::HighlightedText : QPalette::Text);
        QRect r = opt.rect.adjusted(6, 3, -4, -3);
        painter->save();
        if (current) {
            painter->fillRect(QRect(opt.rect.left(), opt.rect.top(), 4, opt.rect.height()),
                              selected ? text : opt.palette.color(cg, QPalette::Highlight));
            r.setLeft(r.left() + 4);
        }
        QFont titleFont = opt.font;
        titleFont.setBold(current);
        const QFontMetrics fm(titleFont);
        QFont small = opt.font;
        small.setPointSizeF(opt.font.pointSizeF() * 0.88);
        const QFontMetrics sfm(small);
        int titleWidth = r.width();
        if (current) {
            const QString tag = currentTag();
            const int tagWidth = sfm.horizontalAdvance(tag);
            painter->setFont(small);
            painter->setPen(text);
            painter->drawText(QRect(r.right() - tagWidth, r.top(), tagWidth, fm.height()),
                              Qt::AlignRight | Qt::AlignVCenter, tag);
            titleWidth -= tagWidth + 6;
        }
        painter->setPen(text);
        painter->setFont(titleFont);
        painter->drawText(QRect(r.left(), r.top(), titleWidth, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(title, Qt::ElideMiddle, titleWidth));
        painter->setFont(small);
        painter->setPen(opt.palette.color(cg, selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter->drawText(QRect(r.left(), r.top() + fm.height() + 1, r.width(), sfm.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          sfm.elidedText(index.data(SecondaryTextRole).toString(), Qt::ElideRight, r.width()));
        painter->restore();
    }
};

struct SizeBucket {
    double lo, hi;
};
const SizeBucket kSizes[] = {{0, 0}, {0, 3}, {3, 10}, {10, 40}, {40, 100}, {100, 1e6}};

} // namespace

ModelPicker::ModelPicker(const LlmCatalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(&catalog), m_model(new LlmListModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    m_searchLabel = new QLabel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("modelSearch"));
    m_search->setClearButtonEnabled(true);
    m_searchLabel->setBuddy(m_search);
    layout->addWidget(m_searchLabel);
    layout->addWidget(m_search);

    auto* filters = new QGridLayout;
    m_familyLabel = new QLabel(this);
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("familyFilter"));
    m_sizeLabel = new QLabel(this);
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("sizeFilter"));
    m_typeLabel = new QLabel(this);
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("typeFilter"));
    m_familyLabel->setBuddy(m_family);
    m_sizeLabel->setBuddy(m_size);
    m_typeLabel->setBuddy(m_type);
    // A row per filter, the size and type combos as wide as their longest item in the current
    // language (side by side, "Qualquer tamanho" was cut to "Qualquer" in a narrow dock). The
    // family names can be long ("Pythia (GPT-NeoX) fine-tune"): that combo takes the dock's
    // width and its list shows them whole.
    int filterRow = 0;
    for (auto [label, combo] :
         {std::pair(m_familyLabel, m_family), std::pair(m_sizeLabel, m_size), std::pair(m_typeLabel, m_type)}) {
        combo->setSizeAdjustPolicy(combo == m_family ? QComboBox::AdjustToMinimumContentsLengthWithIcon
                                                     : QComboBox::AdjustToContents);
        filters->addWidget(label, filterRow, 0);
        filters->addWidget(combo, filterRow++, 1);
    }
    filters->setColumnStretch(1, 1);
    layout->addLayout(filters);

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("modelList"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new LlmItemDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_list, 1);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("modelCount"));
    m_count->setWordWrap(true);
    layout->addWidget(m_count);
    // No model found: the way to one that is not in the catalog, the Hub fetch of the Data menu
    // with the typed id filled in.
    m_fetchHub = new QPushButton(this);
    m_fetchHub->setObjectName(QStringLiteral("fetchFromHub"));
    m_fetchHub->setVisible(false);
    layout->addWidget(m_fetchHub);
    connect(m_fetchHub, &QPushButton::clicked, this, [this]() { emit hubFetchRequested(m_search->text().trimmed()); });

    m_openConfig = new QPushButton(this);
    m_openConfig->setObjectName(QStringLiteral("openConfig"));
    layout->addWidget(m_openConfig);

    m_facts = new ModelFactsPanel(this);
    layout->addWidget(m_facts);

    m_model->setCatalog(m_catalog);
    m_search->installEventFilter(this);

    // Typing filters after a short pause so each keystroke does not rebuild the list.
    auto* debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(80);
    connect(m_search, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, &ModelPicker::applyFilter);
    connect(m_search, &QLineEdit::returnPressed, this, [this, debounce]() {
        if (debounce->isActive()) { // typed faster than the debounce: filter first
            debounce->stop();
            applyFilter();
        }
        chooseRow(m_list->currentIndex().isValid() ? m_list->currentIndex().row() : 0);
    });
    for (QComboBox* c : {m_family, m_size, m_type})
        connect(c, &QComboBox::currentIndexChanged, this, &ModelPicker::applyFilter);
    connect(m_list, &QListView::activated, this, [this](const QModelIndex& i) { chooseRow(i.row()); });
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex& i) { chooseRow(i.row()); });
    connect(m_openConfig, &QPushButton::clicked, this, &ModelPicker::openConfigRequested);

    setTabOrder(m_search, m_family);
    setTabOrder(m_family, m_size);
    setTabOrder(m_size, m_type);
    setTabOrder(m_type, m_list);
    setTabOrder(m_list, m_fetchHub);
    setTabOrder(m_fetchHub, m_openConfig);
    retranslateUi();
}

void ModelPicker::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void ModelPicker::setCurrentModel(const LlmSpec& llm, const Workload& workload)
{
    m_currentId = QString::fromStdString(llm.hfId);
    m_model->setCurrentId(m_currentId);
    m_facts->setModel(llm, workload);
    const int row = m_model->rowOf(m_currentId);
    if (row >= 0 && m_list->currentIndex().row() != row)
        m_list->setCurrentIndex(m_model->index(row));
}

void ModelPicker::applyFilter()
{
    LlmSearchFilter f;
    f.text = m_search->text().trimmed().toStdString();
    if (m_family->currentIndex() > 0)
        f.family = m_family->currentData().toString().toStdString();
    const int s = m_size->currentIndex();
    if (s > 0) {
        f.minBParams = kSizes[s].lo;
        f.maxBParams = kSizes[s].hi;
    }
    if (m_type->currentIndex() == 1)
        f.moe = false;
    else if (m_type->currentIndex() == 2)
        f.moe = true;
    m_model->setFilter(f);
    const int row = m_model->rowOf(m_currentId);
    m_list->setCurrentIndex(m_model->index(row >= 0 ? row : 0));
    const QString typed = m_search->text().trimmed();
    const bool none = m_model->rowCount() == 0 && !typed.isEmpty();
    m_count->setText(
        none
            //: no catalog model matches the search; the button below fetches it from the Hub
            ? tr("Models found: 0. Not in the catalog: fetch “%1” from the Hugging Face Hub.").arg(typed.left(96))
            : tr("Models found: %1").arg(m_model->rowCount()));
    m_fetchHub->setVisible(none);
}

void ModelPicker::chooseRow(int row)
{
    if (const LlmSpec* l = m_model->llmAt(row)) {
        m_list->setCurrentIndex(m_model->index(row));
        emit modelChosen(QString::fromStdString(l->hfId));
    }
}

bool ModelPicker::eventFilter(QObject* watched, QEvent* event)
{
    // Arrow and page keys in the search box move through the list, so typing and choosing
    // never need the mouse.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
        case Qt::Key_PageDown:
        case Qt::Key_PageUp: {
            if (m_model->rowCount() == 0)
                return true;
            if (!m_list->currentIndex().isValid()) {
                m_list->setCurrentIndex(m_model->index(0));
                return true;
            }
            QKeyEvent copy(key->type(), key->key(), key->modifiers(), key->text());
            QApplication::sendEvent(m_list, &copy);
            return true;
        }
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ModelPicker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ModelPicker::setCatalog(const LlmCatalog& catalog)
{
    m_catalog = &catalog;
    m_model->setCatalog(m_catalog);
    const QVariant family = m_family->currentData();
    retranslateUi(); // refills the family filter from the new catalog
    if (const int i = m_family->findData(family); family.isValid() && i >= 0)
        m_family->setCurrentIndex(i);
}

void ModelPicker::retranslateUi()
{
    m_searchLabel->setText(tr("Find &model:"));
    m_search->setPlaceholderText(tr("name, family or type, e.g. llama 8b"));
    m_familyLabel->setText(tr("Famil&y:"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_typeLabel->setText(tr("&Type:"));
    m_openConfig->setText(tr("Open &config.json…"));
    m_openConfig->setToolTip(tr("Use a model that is not in the catalog: read its Hugging Face config.json"));
    m_fetchHub->setText(tr("Fetch from the Hu&b…"));
    m_fetchHub->setToolTip(tr("Read the model's config.json from the Hugging Face Hub and add it for this session"));

    const QSignalBlocker b1(m_family), b2(m_size), b3(m_type);
    const int fam = m_family->currentIndex(), size = m_size->currentIndex(), type = m_type->currentIndex();
    m_family->clear();
    m_family->addItem(tr("All families"));
    m_family->setMinimumContentsLength(int(m_family->itemText(0).size()) + 2);
    for (const std::string& f : m_catalog->families())
        m_family->addItem(QString::fromStdString(f), QString::fromStdString(f));
    m_size->clear();
    m_size->addItems({tr("Any size"), tr("< 3 B"), tr("3–10 B"), tr("10–40 B"), tr("40–100 B"), tr("> 100 B")});
    m_type->clear();
    m_type->addItems({tr("Dense and MoE"), tr("Dense only"), tr("MoE only")});
    m_family->setCurrentIndex(std::max(fam, 0));
    m_size->setCurrentIndex(std::max(size, 0));
    m_type->setCurrentIndex(std::max(type, 0));
    applyFilter();
}

} // namespace wattgpu::ui
