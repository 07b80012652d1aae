#include "AccuracyTableModel.h"

#include "ui/CoreText.h"
#include "ui/charts/ChartSystems.h"
#include "ui/charts/CollectiveControls.h"

#include "core/catalog/csv.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

// Within this the prediction is drawn inside the band: the accuracy the model aims at.
constexpr double kBand = 0.15;

std::string number(const std::optional<double>& v, double scale = 1.0) {
    if (!v) return {};
    return csvNumber(*v * scale);
}

} // namespace

AccuracyTableModel::AccuracyTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void AccuracyTableModel::setTable(const AccuracyTable& table, const Catalog& catalog) {
    beginResetModel();
    rows_.clear();
    systemLabels_.clear();
    for (const AccuracyRow& r : table.rows) {
        rows_.push_back({*r.stored, r.comparison, r.fitted, r.held_out});
        const sil::System* s = catalog.system(r.stored->system_id);
        systemLabels_.push_back(s ? systemLabel(*s) : QString::fromStdString(r.stored->system_id));
    }
    endResetModel();
}

std::optional<double> AccuracyTableModel::Row::heldOutError() const {
    if (!fitted) return comparison.error;
    return held_out ? held_out->error : std::nullopt;
}

int AccuracyTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int AccuracyTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString AccuracyTableModel::unitText(const std::string& unit) {
    if (unit == "us") return QStringLiteral("µs");
    return coreText(unit);
}

QString AccuracyTableModel::kindText(MeasurementKind kind) {
    switch (kind) {
    case MeasurementKind::Decode:
        return tr("decode");
    case MeasurementKind::Prefill:
        return tr("prefill");
    case MeasurementKind::Serving:
        return tr("serving");
    case MeasurementKind::Collective:
        return tr("collective");
    }
    return {};
}

QString AccuracyTableModel::errorCellText(double error, bool fitted) {
    return fitted ? tr("%1 (in sample)").arg(errorText(error)) : errorText(error);
}

QString AccuracyTableModel::errorText(double error) {
    const QString pct = QLocale().toString(std::abs(error) * 100.0, 'f', 1);
    return (error >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + pct + QStringLiteral(" %");
}

QString AccuracyTableModel::valueText(double value) {
    if (!std::isfinite(value)) return QString::number(value);
    const int magnitude = value == 0.0 ? 0 : int(std::floor(std::log10(std::abs(value))));
    return QLocale().toString(value, 'f', std::clamp(3 - magnitude, 0, 8));
}

QString AccuracyTableModel::engineText(const PointComparison& c) {
    if (!c.engine_label.empty()) return coreText(c.engine_label);
    return QString::fromStdString(c.engine_id);
}

QString AccuracyTableModel::noteText(const Row& row) {
    const PointComparison& c = row.comparison;
    if (!c.reason.empty()) return coreText(c.reason);
    QString how = coreText(c.how);
    const MeasuredPoint& p = row.stored.point;
    if (p.kind == MeasurementKind::Collective && p.bytes)
        how += QStringLiteral(", ") + sizeLabel(*p.bytes);
    return how;
}

QVariant AccuracyTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) return {};
    const Row& row = rows_[std::size_t(index.row())];
    const PointComparison& c = row.comparison;
    const int col = index.column();
    if (role == ValueRole) {
        if (col == Measured && c.measured) return *c.measured;
        if (col == Predicted && c.predicted) return *c.predicted;
        if (col == Error && c.error) return *c.error;
        if (col == HeldOut && row.heldOutError()) return *row.heldOutError();
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        if (col == Measured || col == Predicted || col == Error || col == HeldOut)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ForegroundRole && col == Error && c.error)
        return std::abs(*c.error) > kBand ? QBrush(QColor(0xb00020)) : QBrush(QColor(0x1b7f3b));
    if (role == Qt::ToolTipRole && col == Note) return noteText(row);
    if (role == Qt::ToolTipRole && col == HeldOut && row.fitted)
        return tr("Predicted by the profile refitted without this point");
    if (role != Qt::DisplayRole) return {};
    switch (col) {
    case Point:
        return QStringLiteral("%1:%2")
            .arg(QString::fromStdString(row.stored.file))
            .arg(row.stored.point.line);
    case System:
        return systemLabels_[std::size_t(index.row())];
    case Engine:
        return engineText(c);
    case Kind:
        return kindText(row.stored.point.kind);
    case Quantity:
        return coreText(c.quantity);
    case Unit:
        return unitText(c.unit);
    case Measured:
        return c.measured ? valueText(*c.measured) : tr("n/a");
    case Predicted:
        return c.predicted ? valueText(*c.predicted) : tr("n/a");
    case Error:
        return c.error ? errorCellText(*c.error, row.fitted) : tr("n/a");
    case HeldOut:
        return row.heldOutError() ? errorText(*row.heldOutError()) : tr("n/a");
    case Fitted:
        return row.fitted ? tr("fitted") : tr("held out");
    case Note:
        return noteText(row);
    default:
        return {};
    }
}

QVariant AccuracyTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical) return section + 1;
    switch (section) {
    case Point:
        return tr("File and line");
    case System:
        return tr("System");
    case Engine:
        return tr("Engine");
    case Kind:
        return tr("Kind");
    case Quantity:
        return tr("Quantity");
    case Unit:
        return tr("Unit");
    case Measured:
        return tr("Measured");
    case Predicted:
        return tr("Predicted");
    case Error:
        return tr("Error");
    case HeldOut:
        return tr("Held-out error");
    case Fitted:
        return tr("Fitted");
    case Note:
        return tr("How predicted, or why not");
    default:
        return {};
    }
}

void AccuracyTableModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!rows_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

std::string AccuracyTableModel::toCsv() const {
    std::string out =
        csvLine({"id", "file", "line", "system", "engine", "kind", "quantity", "unit", "measured",
                 "predicted", "error_pct", "fitted", "note", "validation_error_pct"});
    for (const Row& row : rows_) {
        const PointComparison& c = row.comparison;
        const MeasuredPoint& p = row.stored.point;
        std::string note = c.reason.empty() ? c.how : c.reason;
        if (c.reason.empty() && p.kind == MeasurementKind::Collective && p.bytes)
            note += ", " + number(p.bytes) + " B";
        out += csvLine({std::to_string(row.stored.id), row.stored.file, std::to_string(p.line),
                        row.stored.system_id, c.engine_id, std::string(measurementKindKey(p.kind)),
                        c.quantity, c.unit, number(c.measured), number(c.predicted),
                        number(c.error, 100.0), row.fitted ? "true" : "false", note,
                        number(row.heldOutError(), 100.0)});
    }
    return out;
}

} // namespace sil::ui
