#include "CatalogBrowser.h"

#include "ui/ScenarioController.h"
#include "ui/models/CatalogFilterProxy.h"
#include "ui/models/CatalogTableModel.h"

#include "core/catalog/form_factor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSet>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>

namespace sil::ui {

namespace {
const EntityKind kKinds[] = {EntityKind::Chip,  EntityKind::System,   EntityKind::Quote,
                             EntityKind::Model, EntityKind::ApiPrice, EntityKind::Engine,
                             EntityKind::Source};

// The tab of a kind: tabs follow kKinds, not the enum's order (models and API prices were
// added to the enum after sources).
std::size_t tabOf(EntityKind kind) {
    return std::size_t(std::find(std::begin(kKinds), std::end(kKinds), kind) - std::begin(kKinds));
}
} // namespace

CatalogBrowser::CatalogBrowser(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), c_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    search_ = new QLineEdit(this);
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);
    addFilterRows(layout);

    auto* split = new QSplitter(Qt::Vertical, this);
    tabs_ = new QTabWidget(split);
    for (EntityKind kind : kKinds)
        addTable(kind);
    details_ = new QTextBrowser(split);
    split->addWidget(tabs_);
    split->addWidget(details_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connectFilters();
    connect(c_, &ScenarioController::catalogChanged, this, &CatalogBrowser::refillFilters);
    connect(c_, &ScenarioController::catalogChanged, this, &CatalogBrowser::fitColumns);
    retranslateUi();
    tabs_->setCurrentIndex(1);
}

void CatalogBrowser::addFilterRows(QVBoxLayout* layout) {
    auto* filters = new QHBoxLayout;
    vendor_ = new QComboBox(this);
    year_ = new QComboBox(this);
    cooling_ = new QComboBox(this);
    for (QComboBox* b : {vendor_, year_, cooling_})
        filters->addWidget(b, 1);
    layout->addLayout(filters);
    // What a chip is made of and whether it can be bought: a second row, so the first keeps
    // room for the vendor's name.
    auto* chipFilters = new QHBoxLayout;
    memory_ = new QComboBox(this);
    memory_->setObjectName(QStringLiteral("memoryType"));
    chipFilters->addWidget(memory_, 1);
    status_ = new QComboBox(this);
    status_->setObjectName(QStringLiteral("status"));
    chipFilters->addWidget(status_, 1);
    layout->addLayout(chipFilters);
    auto* systemFilters = new QHBoxLayout;
    formFactor_ = new QComboBox(this);
    formFactor_->setObjectName(QStringLiteral("formFactor"));
    systemFilters->addWidget(formFactor_, 1);
    shippingOnly_ = new QCheckBox(this);
    shippingOnly_->setObjectName(QStringLiteral("shippingOnly"));
    systemFilters->addWidget(shippingOnly_, 1);
    layout->addLayout(systemFilters);
}

void CatalogBrowser::addTable(EntityKind kind) {
    auto* model = new CatalogTableModel(kind, c_, this);
    auto* proxy = new CatalogFilterProxy(this);
    proxy->setSourceModel(model);
    auto* view = new QTableView(tabs_);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setDefaultSectionSize(90);
    view->verticalHeader()->hide();
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->setObjectName(QString::fromUtf8(entityKey(kind).data()));
    connect(view, &QTableView::customContextMenuRequested, this,
            [this, view](const QPoint& pos) { showContextMenu(view, pos); });
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogBrowser::showDetails);
    connect(model, &CatalogTableModel::editFailed, this, &CatalogBrowser::editFailed);
    tabs_->addTab(view, QString());
    models_.push_back(model);
    proxies_.push_back(proxy);
    views_.push_back(view);
}

void CatalogBrowser::showContextMenu(QTableView* view, const QPoint& pos) {
    QMenu menu(view);
    QAction* revert = menu.addAction(tr("Revert to catalog value"));
    revert->setEnabled(view->indexAt(pos).data(CatalogTableModel::EditedRole).toBool());
    // Systems can be highlighted: drawn on every chart however many are compared.
    QAction* pin = nullptr;
    const QString id = view->indexAt(pos).data(CatalogTableModel::IdRole).toString();
    if (view->objectName() == QLatin1String("systems") && !id.isEmpty()) {
        pin = menu.addAction(tr("Highlight in charts"));
        pin->setCheckable(true);
        pin->setChecked(c_->pinnedSystems().contains(id));
    }
    // A chip, or a system's chip: its page, every field with its evidence.
    const System* system = c_->catalog().system(id.toStdString());
    const QString chipId = view->objectName() == QLatin1String("chips") ? id
                           : system ? QString::fromStdString(system->chip_id)
                                    : QString();
    QAction* chipPage = nullptr;
    if (!chipId.isEmpty() && c_->catalog().chip(chipId.toStdString()))
        chipPage = menu.addAction(tr("Open chip page"));
    QAction* chosen = menu.exec(view->viewport()->mapToGlobal(pos));
    if (chosen == revert) revertCurrentValue();
    if (pin && chosen == pin) c_->setPinned(id, pin->isChecked());
    if (chipPage && chosen == chipPage) emit chipPageRequested(chipId);
}

// Each filter narrows every table that has the field; memory type only chips, form factor
// only systems.
void CatalogBrowser::connectFilters() {
    connect(search_, &QLineEdit::textChanged, this, [this](const QString& t) {
        for (auto* p : proxies_)
            p->setSearchText(t);
    });
    connect(vendor_, &QComboBox::currentIndexChanged, this, [this] {
        for (auto* p : proxies_)
            p->setVendor(vendor_->currentData().toString());
    });
    connect(year_, &QComboBox::currentIndexChanged, this, [this] {
        for (auto* p : proxies_)
            p->setYear(year_->currentData().toString());
    });
    connect(cooling_, &QComboBox::currentIndexChanged, this, [this] {
        for (auto* p : proxies_)
            p->setCooling(cooling_->currentData().toString());
    });
    connect(memory_, &QComboBox::currentIndexChanged, this, [this] {
        // Chips only: the other tabs have no memory type and stay whole.
        proxies_[tabOf(EntityKind::Chip)]->setMemoryType(memory_->currentData().toString());
    });
    connect(status_, &QComboBox::currentIndexChanged, this, [this] {
        for (auto* p : proxies_)
            p->setStatus(status_->currentData().toString());
    });
    connect(formFactor_, &QComboBox::currentIndexChanged, this, [this] {
        // Systems only: a chip is not built one way or another.
        proxies_[tabOf(EntityKind::System)]->setFormFactor(formFactor_->currentData().toString());
    });
    connect(shippingOnly_, &QCheckBox::toggled, this, [this](bool on) {
        for (auto* p : proxies_)
            p->setShippingOnly(on);
        c_->setShippingOnly(on);
    });
}

void CatalogBrowser::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void CatalogBrowser::retranslateUi() {
    search_->setPlaceholderText(tr("Search the catalog (name, id, vendor, source…)"));
    shippingOnly_->setText(tr("Shipping only"));
    shippingOnly_->setToolTip(tr("Leave out of the tables and charts the chips and systems that "
                                 "cannot be bought yet (announced or sampling)"));
    const QStringList names = {tr("Chips"),      tr("Systems"), tr("Rental prices"), tr("Models"),
                               tr("API prices"), tr("Engines"), tr("Sources")};
    for (int i = 0; i < tabs_->count() && i < names.size(); ++i)
        tabs_->setTabText(i, names.at(i));
    details_->setPlaceholderText(tr("Select a value to see every field with its source."));
    refillFilters();
    for (CatalogTableModel* m : models_)
        m->retranslate();
    fitColumns();
    showDetails();
}

void CatalogBrowser::refillFilters() {
    QSet<QString> vendors, years, coolings, memories;
    for (const auto& s : c_->baseCatalog().systems) {
        vendors << QString::fromStdString(s.vendor);
        if (s.release_date.size() >= 4)
            years << QString::fromStdString(s.release_date.substr(0, 4));
        for (const QString& part :
             QString::fromStdString(s.cooling).split(QLatin1Char('/'), Qt::SkipEmptyParts))
            coolings << part.trimmed();
    }
    for (const auto& c : c_->baseCatalog().chips) {
        vendors << QString::fromStdString(c.vendor);
        for (const QString& part :
             QString::fromStdString(c.memory_type).split(QLatin1Char('+'), Qt::SkipEmptyParts))
            memories << part;
        if (c.release_date.size() >= 4)
            years << QString::fromStdString(c.release_date.substr(0, 4));
    }
    auto fill = [](QComboBox* box, const QString& any, QStringList values) {
        const QString current = box->currentData().toString();
        QSignalBlocker block(box);
        box->clear();
        box->addItem(any, QString());
        values.sort();
        for (const auto& v : values)
            box->addItem(v, v);
        box->setCurrentIndex(std::max(0, box->findData(current)));
    };
    fill(vendor_, tr("Any vendor"), vendors.values());
    fill(year_, tr("Any year"), years.values());
    fill(cooling_, tr("Any cooling"), coolings.values());
    fill(memory_, tr("Any memory type"), memories.values());
    // Status and form factor: fixed lists, shown in the reader's language.
    auto fillLabelled = [](QComboBox* box, const QList<std::pair<QString, QString>>& items) {
        const QString current = box->currentData().toString();
        QSignalBlocker block(box);
        box->clear();
        for (const auto& [label, key] : items)
            box->addItem(label, key);
        box->setCurrentIndex(std::max(0, box->findData(current)));
    };
    fillLabelled(status_, {{tr("Any status"), QString()},
                           {tr("Announced"), QStringLiteral("announced")},
                           {tr("Sampling"), QStringLiteral("sampling")},
                           {tr("Shipping"), QStringLiteral("shipping")}});
    fillLabelled(
        formFactor_,
        {{tr("Any form factor"), QString()},
         {tr("One server"), QString::fromUtf8(formFactorKey(FormFactor::Server).data())},
         {tr("Rack-scale"), QString::fromUtf8(formFactorKey(FormFactor::RackScale).data())},
         {tr("Pod (beyond one rack or server)"),
          QString::fromUtf8(formFactorKey(FormFactor::Pod).data())}});
    formFactor_->setToolTip(tr("Systems by what holds their scale-up domain: one server, one rack, "
                               "or more than a rack. Each system's form factor has its source and "
                               "kind (the Form factor column): stated by a source, or derived from "
                               "its GPUs per node, per rack and per scale-up domain"));
}

// The dock is narrow: each column as wide as its widest text, header included, up to a cap (a
// longer name is elided, not cut mid-word), and the vendor beside the id, so "NVIDIA" and a
// Korean header read whole without scrolling.
void CatalogBrowser::fitColumns() {
    for (std::size_t i = 0; i < views_.size(); ++i) {
        QTableView* view = views_[i];
        QHeaderView* header = view->horizontalHeader();
        const int cap = view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 11;
        view->resizeColumnsToContents();
        for (int c = 0; c < header->count(); ++c)
            if (header->sectionSize(c) > cap) header->resizeSection(c, cap);
        int id = -1, vendor = -1;
        for (int c = 0; c < models_[i]->columnCount(); ++c) {
            if (models_[i]->fieldAt(c) == QLatin1String("id")) id = c;
            if (models_[i]->fieldAt(c) == QLatin1String("vendor")) vendor = c;
        }
        if (id >= 0 && vendor >= 0)
            header->moveSection(header->visualIndex(vendor), header->visualIndex(id) + 1);
    }
}

CatalogTableModel* CatalogBrowser::model(EntityKind kind) const {
    return models_.at(tabOf(kind));
}
QTableView* CatalogBrowser::view(EntityKind kind) const {
    return views_.at(tabOf(kind));
}
void CatalogBrowser::showKind(EntityKind kind) {
    tabs_->setCurrentIndex(int(tabOf(kind)));
}

void CatalogBrowser::showDetails() {
    auto* view = qobject_cast<QTableView*>(tabs_->currentWidget());
    if (!view) return;
    const QModelIndex proxyIndex = view->currentIndex();
    const auto* proxy = static_cast<QSortFilterProxyModel*>(view->model());
    const QModelIndex src = proxy->mapToSource(proxyIndex);
    details_->setHtml(models_.at(std::size_t(tabs_->currentIndex()))->detailsHtml(src.row()));
}

bool CatalogBrowser::revertCurrentValue() {
    auto* view = qobject_cast<QTableView*>(tabs_->currentWidget());
    if (!view || !view->currentIndex().isValid()) return false;
    const QModelIndex idx = view->currentIndex();
    CatalogTableModel* m = models_.at(std::size_t(tabs_->currentIndex()));
    return c_->revertCatalogValue(m->kind(), idx.data(CatalogTableModel::IdRole).toString(),
                                  idx.data(CatalogTableModel::FieldRole).toString());
}

} // namespace sil::ui
