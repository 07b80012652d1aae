#include "SpecsPage.h"

#include "ChartLook.h"
#include "SpecRows.h"
#include "TableFit.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/catalog/citations.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <algorithm>
#include <map>

namespace sil::ui {

namespace {

// Point sizes the table may take: in the window, on a projector, and in an export's picture.
struct FontBounds {
    int minPt, maxPt;
};
FontBounds fontBounds(bool exported, bool presentation) {
    if (exported) return {presentation ? 11 : 8, 28};
    return presentation ? FontBounds{12, 22} : FontBounds{9, 14};
}

QColor baselineShade() {
    return currentChartLook().dark ? QColor(0x1d3552) : QColor(0xeef5ff);
}
QColor highlightShade() {
    return currentChartLook().dark ? QColor(0x4d4215) : QColor(0xfff3c4);
}

// "Title — Publisher, date": what a reader of the picture needs to find a source.
QString shortReference(const Source& s) {
    QString text = QString::fromStdString(s.title);
    if (!s.publisher.empty()) text += QStringLiteral(" — ") + QString::fromStdString(s.publisher);
    if (!s.date.empty()) text += QStringLiteral(", ") + QString::fromStdString(s.date);
    return text;
}

} // namespace

SpecsPage::SpecsPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    controls()->addWidget(controlLabel(QT_TR_NOOP("Baseline:")));
    baseline_ = new QComboBox(this);
    controls()->addWidget(baseline_);
    controls()->addStretch();
    box_ = new QWidget(this);
    auto* boxLayout = new QVBoxLayout(box_);
    boxLayout->setContentsMargins(0, 0, 0, 0);
    boxLayout->setSpacing(4);
    title_ = new QLabel(box_);
    title_->setWordWrap(true);
    boxLayout->addWidget(title_);
    table_ = new QTableWidget(box_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->installEventFilter(this);
    boxLayout->addWidget(table_, 1);
    // The table replaces the chart view (and the scroll area around it) on this page.
    scroll_->hide();
    static_cast<QVBoxLayout*>(layout())->insertWidget(1, box_, 1);
    connect(baseline_, &QComboBox::currentIndexChanged, this, [this] {
        baselineId_ = baseline_->currentData().toString();
        refresh();
        emit stateChanged();
    });
    addStatePart({[this] {
                      return QVariantMap{{QStringLiteral("baseline"), baselineId_}};
                  },
                  [this](const QVariantMap& state) {
                      if (state.contains(QStringLiteral("baseline")))
                          baselineId_ = state.value(QStringLiteral("baseline")).toString();
                  }});
}

QString SpecsPage::title() const {
    return tr("Specifications side by side, ratio to %1").arg(baseline_->currentText());
}
QWidget* SpecsPage::exportWidget() {
    return box_;
}

QStringList SpecsPage::assumptionCaption() const {
    QStringList lines = ChartPage::assumptionCaption();
    lines.prepend(tr("Unmarked values are the maker's, from its own documents; \"reported\" is "
                     "the maker's figure as a third party states it; \"estimate\", \"derived\" "
                     "and \"measured\" mark the others, with the low–high range kept where "
                     "sources disagree. The baseline is shaded blue; ★ marks a highlighted "
                     "system."));
    lines.prepend(tr("Ratios are system / baseline. Values are per logical GPU, dense FLOP/s; TCO "
                     "row uses the scenario."));
    return lines;
}

bool SpecsPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_ && event->type() == QEvent::Resize) fitTable();
    return ChartPage::eventFilter(watched, event);
}

std::vector<const System*> SpecsPage::systemsInChosenOrder() const {
    auto systems = c_->selectedSystemList();
    const QStringList order = c_->selectedSystems();
    std::stable_sort(systems.begin(), systems.end(), [&](const System* a, const System* b) {
        return order.indexOf(QString::fromStdString(a->id)) <
               order.indexOf(QString::fromStdString(b->id));
    });
    return systems;
}

void SpecsPage::fillBaselineCombo(const std::vector<const System*>& systems) {
    QSignalBlocker block(baseline_);
    baseline_->clear();
    for (const System* s : systems)
        baseline_->addItem(systemLabel(*s), QString::fromStdString(s->id));
    const int i = baseline_->findData(baselineId_);
    baseline_->setCurrentIndex(i >= 0 ? i : 0);
}

void SpecsPage::fillTable(const std::vector<const System*>& systems, QStringList& sources) {
    const auto rows = specRows();
    const QStringList pinned = c_->pinnedSystems();
    table_->clear();
    table_->setRowCount(int(rows.size()));
    table_->setColumnCount(int(systems.size()));
    for (int ci = 0; ci < int(systems.size()); ++ci) {
        const bool highlighted = pinned.contains(QString::fromStdString(systems[ci]->id));
        // No font of its own: the header follows the table's fitted font.
        table_->setHorizontalHeaderItem(
            ci, new QTableWidgetItem((highlighted ? QStringLiteral("★ ") : QString()) +
                                     systemLabel(*systems[ci])));
    }
    QStringList rowLabels;
    for (const auto& r : rows)
        rowLabels << r.label;
    table_->setVerticalHeaderLabels(rowLabels);
    const System* base = c_->catalog().system(baseline_->currentData().toString().toStdString());
    std::map<std::string, int> footnotes;
    for (int ri = 0; ri < int(rows.size()); ++ri) {
        const Figure baseValue =
            base ? rows[ri].value(*base, c_->catalog().chip(base->chip_id), c_->resultFor(base->id))
                 : Figure::na("");
        for (int ci = 0; ci < int(systems.size()); ++ci) {
            const System* s = systems[ci];
            const Chip* chip = c_->catalog().chip(s->chip_id);
            const Figure v = rows[ri].value(*s, chip, c_->resultFor(s->id));
            const Provenance* p = v.ok() ? specProvenance(rows[ri], *s, chip) : nullptr;
            const Source* src = p ? c_->catalog().source(p->source_id) : nullptr;
            int footnote = 0;
            if (src && forPaper()) {
                auto [it, added] = footnotes.emplace(src->id, int(footnotes.size()) + 1);
                if (added)
                    sources << QStringLiteral("[%1] %2").arg(it->second).arg(shortReference(*src));
                footnote = it->second;
            }
            auto* item = new QTableWidgetItem(
                specCellText(rows[ri], v, baseValue, s == base, p, footnote, s));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!v.ok()) item->setToolTip(coreText(v.reason()));
            if (p)
                item->setToolTip(src ? QString::fromStdString(sourceReference(*src))
                                     : QString::fromStdString(p->source_id));
            if (s == base)
                item->setBackground(baselineShade());
            else if (pinned.contains(QString::fromStdString(s->id)))
                item->setBackground(highlightShade());
            table_->setItem(ri, ci, item);
        }
    }
}

std::vector<bool> SpecsPage::columnsThatFit(const std::vector<const System*>& systems) {
    const FontBounds bounds = fontBounds(true, presentation_);
    const QMargins margins = box_->layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    if (fitTableToRoom(*table_, QSize(room, 1 << 20), bounds.minPt, bounds.minPt))
        return std::vector<bool>(systems.size(), true);
    // Too wide at the smallest legible size: the baseline and the highlighted systems first,
    // then the others in the order chosen, while they fit.
    const QStringList pinned = c_->pinnedSystems();
    const QString base = baseline_->currentData().toString();
    auto mustShow = [&](int ci) {
        const QString id = QString::fromStdString(systems[ci]->id);
        return id == base || pinned.contains(id);
    };
    int used = tableContentSize(*table_).width();
    for (int ci = 0; ci < table_->columnCount(); ++ci)
        used -= table_->columnWidth(ci);
    std::vector<bool> keep(systems.size(), false);
    for (int pass = 0; pass < 2; ++pass)
        for (int ci = 0; ci < int(systems.size()); ++ci)
            if (!keep[ci] && (pass == 1 || mustShow(ci)) &&
                (pass == 0 || used + table_->columnWidth(ci) <= room)) {
                keep[ci] = true;
                used += table_->columnWidth(ci);
            }
    return keep;
}

void SpecsPage::fitTable() {
    const FontBounds bounds = fontBounds(chartOnly_, presentation_);
    table_->setHorizontalScrollBarPolicy(chartOnly_ ? Qt::ScrollBarAlwaysOff
                                                    : Qt::ScrollBarAsNeeded);
    table_->setVerticalScrollBarPolicy(chartOnly_ ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    fitTableToRoom(*table_, table_->size(), bounds.minPt, bounds.maxPt);
}

void SpecsPage::refresh() {
    auto systems = systemsInChosenOrder();
    fillBaselineCombo(systems);
    title_->setText(title());
    // On paper the title and the table keep the caption's margin from the picture's edges.
    box_->layout()->setContentsMargins(chartOnly_ ? QMargins(20, 12, 20, 0) : QMargins());
    QFont titleFont = title_->font();
    titleFont.setPointSize(presentation_ ? 18 : 12);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    QStringList sources;
    fillTable(systems, sources);
    QStringList notes;
    if (chartOnly_) {
        const std::vector<bool> keep = columnsThatFit(systems);
        std::vector<const System*> shown;
        QStringList left;
        for (std::size_t i = 0; i < systems.size(); ++i)
            if (keep[i])
                shown.push_back(systems[i]);
            else
                left << systemLabel(*systems[i]);
        if (!left.isEmpty()) {
            notes << tr("Not shown, too many columns for one picture (choose fewer systems): %1.")
                         .arg(left.join(QStringLiteral(", ")));
            // Drawn again without them: the footnotes number only the sources shown.
            systems = std::move(shown);
            sources.clear();
            fillTable(systems, sources);
        }
    }
    shown_.clear();
    for (const System* s : systems)
        shown_ << QString::fromStdString(s->id);
    if (!sources.isEmpty()) notes << tr("Sources: %1").arg(sources.join(QStringLiteral("; ")));
    fitTable();
    setNotes(notes);
}

} // namespace sil::ui
