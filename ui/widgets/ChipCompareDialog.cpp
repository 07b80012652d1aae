#include "ChipCompareDialog.h"

#include "ui/CoreText.h"
#include "ui/DisplayFormat.h"
#include "ui/ScenarioController.h"

#include "core/catalog/citations.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace sil::ui {

ChipCompareDialog::ChipCompareDialog(ScenarioController* controller, QWidget* parent)
    : QDialog(parent), c_(controller) {
    setObjectName(QStringLiteral("chipCompare"));
    auto* layout = new QVBoxLayout(this);
    auto* pick = new QHBoxLayout;
    for (int i = 0; i < 4; ++i) {
        auto* combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("chip%1").arg(i + 1));
        pick->addWidget(combo, 2);
        pickers_.push_back(combo);
        connect(combo, &QComboBox::currentIndexChanged, this, &ChipCompareDialog::recompute);
    }
    baseline_ = new QComboBox(this);
    baseline_->setObjectName(QStringLiteral("baseline"));
    baseline_->setMinimumContentsLength(18);
    pick->addWidget(baseline_, 2);
    connect(baseline_, &QComboBox::currentIndexChanged, this, &ChipCompareDialog::recompute);
    layout->addLayout(pick);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(table_, 3);
    sources_ = new QTextBrowser(this);
    sources_->setOpenExternalLinks(true);
    layout->addWidget(sources_, 1);
    resize(1100, 700);
    connect(c_, &ScenarioController::catalogChanged, this, [this] { fillPickers(); });
    fillPickers();
    retranslateUi();
}

void ChipCompareDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void ChipCompareDialog::retranslateUi() {
    setWindowTitle(tr("Compare chips"));
    for (QComboBox* combo : pickers_)
        if (combo->count() > 0) combo->setItemText(0, tr("(none)"));
    recompute();
}

void ChipCompareDialog::fillPickers() {
    QStringList chosen;
    for (QComboBox* combo : pickers_)
        chosen << combo->currentData().toString();
    for (std::size_t i = 0; i < pickers_.size(); ++i) {
        QComboBox* combo = pickers_[i];
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(tr("(none)"), QString());
        for (const Chip& chip : c_->catalog().chips)
            combo->addItem(QString::fromStdString(chip.name), QString::fromStdString(chip.id));
        combo->setCurrentIndex(std::max(0, combo->findData(chosen.value(int(i)))));
    }
    recompute();
}

void ChipCompareDialog::setChips(const QStringList& ids, const QString& baseline) {
    for (std::size_t i = 0; i < pickers_.size(); ++i) {
        const QSignalBlocker block(pickers_[i]);
        pickers_[i]->setCurrentIndex(std::max(0, pickers_[i]->findData(ids.value(int(i)))));
    }
    recompute();
    if (!baseline.isEmpty()) baseline_->setCurrentIndex(std::max(0, baseline_->findData(baseline)));
}

QString ChipCompareDialog::cellText(const CompareCell& cell) const {
    if (!cell.known) return QStringLiteral("—");
    QString s = cell.number ? formatNumber(*cell.number) : QString::fromStdString(cell.text);
    switch (cell.kind) {
    case ValueKind::VendorSpec:
        break;
    case ValueKind::AnalystEstimate:
        s += QLatin1Char(' ') + tr("estimate");
        break;
    case ValueKind::Derived:
        s += QLatin1Char(' ') + tr("derived");
        break;
    case ValueKind::Measured:
        s += QLatin1Char(' ') + tr("measured");
        break;
    case ValueKind::User:
        s += QLatin1Char(' ') + tr("your edit");
        break;
    case ValueKind::Reported:
        s += QLatin1Char(' ') + tr("reported");
        break;
    }
    if (cell.low || cell.high)
        s += QStringLiteral(" (%1–%2)")
                 .arg(cell.low ? formatNumber(*cell.low) : QStringLiteral("?"),
                      cell.high ? formatNumber(*cell.high) : QStringLiteral("?"));
    if (cell.footnote) s += QStringLiteral(" [%1]").arg(cell.footnote);
    return s;
}

void ChipCompareDialog::recompute() {
    std::vector<const Chip*> chips;
    for (QComboBox* combo : pickers_)
        if (const Chip* chip = c_->catalog().chip(combo->currentData().toString().toStdString()))
            chips.push_back(chip);
    {
        // The baseline is one of the chosen chips.
        const QString current = baseline_->currentData().toString();
        const QSignalBlocker block(baseline_);
        baseline_->clear();
        for (const Chip* chip : chips)
            baseline_->addItem(tr("Baseline: %1").arg(QString::fromStdString(chip->name)),
                               QString::fromStdString(chip->id));
        baseline_->setCurrentIndex(std::max(0, baseline_->findData(current)));
    }
    comparison_ = compareChips(chips, std::size_t(std::max(0, baseline_->currentIndex())));
    table_->clear();
    table_->setRowCount(0);
    table_->setColumnCount(0);
    sources_->clear();
    if (chips.size() < 2) {
        sources_->setPlainText(tr("Choose two to four chips."));
        return;
    }
    QStringList headers;
    for (std::size_t i = 0; i < chips.size(); ++i) {
        headers << QString::fromStdString(chips[i]->name);
        if (i != comparison_.baseline) headers << tr("× baseline");
    }
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(int(comparison_.rows.size()));
    QStringList rowLabels;
    for (std::size_t r = 0; r < comparison_.rows.size(); ++r) {
        const CompareRow& row = comparison_.rows[r];
        rowLabels << (row.unit.empty()
                          ? coreText(row.label)
                          : QStringLiteral("%1 (%2)").arg(coreText(row.label), coreText(row.unit)));
        int col = 0;
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            table_->setItem(int(r), col++, new QTableWidgetItem(cellText(row.cells[i])));
            if (i == comparison_.baseline) continue;
            const auto& ratio = row.cells[i].ratio;
            table_->setItem(
                int(r), col++,
                new QTableWidgetItem(ratio ? QStringLiteral("×%1").arg(formatNumber(*ratio, 2))
                                           : QString()));
        }
    }
    table_->setVerticalHeaderLabels(rowLabels);
    QString html = QStringLiteral("<p>%1</p><ol>")
                       .arg(tr("Unmarked values are the maker's, from its own documents; "
                               "\"reported\" marks the maker's figure as a third party states "
                               "it; (low–high) is the range kept where sources disagree. "
                               "Sources:"));
    for (const auto& id : comparison_.footnotes) {
        const Source* s = c_->catalog().source(id);
        html += QStringLiteral("<li>%1</li>")
                    .arg(s ? QString::fromStdString(sourceReference(*s)).toHtmlEscaped()
                           : QString::fromStdString(id).toHtmlEscaped());
    }
    sources_->setHtml(html + QStringLiteral("</ol>"));
}

} // namespace sil::ui
