#include "AssumptionRangesDialog.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/economics/assumptions.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sil::ui {

namespace {
enum Column { Ranged, Name, Value, Low, High, ColumnCount };
}

AssumptionRangesDialog::AssumptionRangesDialog(ScenarioController* controller, QWidget* parent)
    : QDialog(parent), c_(controller) {
    setWindowTitle(tr("Assumption ranges"));
    auto* layout = new QVBoxLayout(this);
    auto* help = new QLabel(
        tr("The uncertainty whiskers draw every ranged assumption from low to high, most likely "
           "at its value (triangular); the tornado moves each one alone to both ends. Ranges are "
           "saved with the scenario."),
        this);
    help->setWordWrap(true);
    layout->addWidget(help);
    table_ = new QTableWidget(this);
    table_->setColumnCount(ColumnCount);
    table_->setHorizontalHeaderLabels(
        {tr("Ranged"), tr("Assumption"), tr("Value"), tr("Low"), tr("High")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    const auto& defs = assumptionDefs();
    table_->setRowCount(int(defs.size()));
    for (std::size_t i = 0; i < defs.size(); ++i) {
        const AssumptionDef& d = defs[i];
        const int row = int(i);
        keys_ << QString::fromStdString(d.key);
        auto* ranged = new QCheckBox(table_);
        table_->setCellWidget(row, Ranged, ranged);
        auto* name = new QTableWidgetItem(coreText(d.label) + QStringLiteral(" (") +
                                          coreText(d.unit) + QLatin1Char(')'));
        name->setFlags(Qt::ItemIsEnabled);
        table_->setItem(row, Name, name);
        auto* value = new QTableWidgetItem;
        value->setFlags(Qt::ItemIsEnabled);
        table_->setItem(row, Value, value);
        for (int col : {Low, High}) {
            auto* box = new QDoubleSpinBox(table_);
            box->setRange(d.min, d.max);
            box->setDecimals(d.decimals);
            box->setSingleStep(d.step);
            table_->setCellWidget(row, col, box);
            connect(box, &QDoubleSpinBox::valueChanged, this, [this, row] { commitRow(row); });
        }
        connect(ranged, &QCheckBox::toggled, this, [this, row] { commitRow(row); });
    }
    layout->addWidget(table_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    connect(c_, &ScenarioController::assumptionRangeChanged, this, [this] { reload(); });
    connect(c_, &ScenarioController::assumptionChanged, this, [this] { reload(); });
    connect(c_, &ScenarioController::scenarioChanged, this, [this] { reload(); });
    reload();
    resize(720, 520);
}

int AssumptionRangesDialog::rowOf(const QString& key) const {
    return int(keys_.indexOf(key));
}
QCheckBox* AssumptionRangesDialog::rangedBox(const QString& key) const {
    return qobject_cast<QCheckBox*>(table_->cellWidget(rowOf(key), Ranged));
}
QDoubleSpinBox* AssumptionRangesDialog::lowBox(const QString& key) const {
    return qobject_cast<QDoubleSpinBox*>(table_->cellWidget(rowOf(key), Low));
}
QDoubleSpinBox* AssumptionRangesDialog::highBox(const QString& key) const {
    return qobject_cast<QDoubleSpinBox*>(table_->cellWidget(rowOf(key), High));
}

void AssumptionRangesDialog::reload() {
    loading_ = true;
    const auto& defs = assumptionDefs();
    for (int row = 0; row < keys_.size(); ++row) {
        const QString& key = keys_[row];
        const double value = c_->assumption(key);
        table_->item(row, Value)->setText(QLocale().toString(value, 'f', defs[row].decimals));
        const auto range = c_->assumptionRange(key);
        rangedBox(key)->setChecked(range.has_value());
        // Without a range, the boxes offer the value itself as a starting point.
        lowBox(key)->setValue(range ? range->low : value);
        highBox(key)->setValue(range ? range->high : value);
        lowBox(key)->setEnabled(range.has_value());
        highBox(key)->setEnabled(range.has_value());
    }
    loading_ = false;
}

void AssumptionRangesDialog::commitRow(int row) {
    if (loading_) return;
    const QString& key = keys_[row];
    if (!rangedBox(key)->isChecked()) {
        c_->setAssumptionRange(key, std::nullopt);
        return;
    }
    double low = lowBox(key)->value(), high = highBox(key)->value();
    if (low > high) std::swap(low, high);
    c_->setAssumptionRange(key, AssumptionRange{low, high});
}

} // namespace sil::ui
