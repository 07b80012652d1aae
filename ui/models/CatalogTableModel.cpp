#include "CatalogTableModel.h"

#include "core/catalog/availability.h"

#include "ui/CoreText.h"
#include "ui/DisplayFormat.h"

#include "ui/ScenarioController.h"

#include "core/catalog/citations.h"
#include "core/catalog/entity_types.h"

#include <QBrush>
#include <QFont>
#include <QLocale>

namespace sil::ui {

namespace {

bool isProvenanceColumn(const std::string& f) {
    return f == kSourceNoteColumn || f == kValueKindColumn;
}

} // namespace

CatalogTableModel::CatalogTableModel(EntityKind kind, ScenarioController* controller,
                                     QObject* parent)
    : QAbstractTableModel(parent), kind_(kind), c_(controller) {
    withEntityType(kind_, [this](auto tag) {
        using T = decltype(tag);
        for (const auto& f : fieldsOf<T>())
            if (!isProvenanceColumn(f.name)) columns_.push_back({f.name, f.label, f.unit, f.type});
        return 0;
    });
    connect(c_, &ScenarioController::catalogChanged, this, &CatalogTableModel::reset);
    connect(c_, &ScenarioController::selectionChanged, this, [this] {
        if (hasCheckColumn() && rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, 0), {Qt::CheckStateRole});
    });
}

void CatalogTableModel::reset() {
    beginResetModel();
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return withEntityType(kind_, [this](auto tag) {
        using T = decltype(tag);
        return int(entitiesOf<T>(c_->baseCatalog()).size());
    });
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return int(columns_.size()) + (hasCheckColumn() ? 1 : 0);
}

QString CatalogTableModel::idAt(int row) const {
    return withEntityType(kind_, [&](auto tag) {
        using T = decltype(tag);
        const auto& rows = entitiesOf<T>(c_->baseCatalog());
        return row >= 0 && row < int(rows.size()) ? QString::fromStdString(rows[row].id)
                                                  : QString();
    });
}

QString CatalogTableModel::fieldAt(int column) const {
    const int f = fieldColumn(column);
    return f >= 0 && f < int(columns_.size()) ? QString::fromStdString(columns_[f].field)
                                              : QString();
}

FieldValue CatalogTableModel::valueAt(int row, const Column& col) const {
    return withEntityType(kind_, [&](auto tag) -> FieldValue {
        using T = decltype(tag);
        const auto& rows = entitiesOf<T>(c_->baseCatalog());
        if (row < 0 || row >= int(rows.size())) return std::monostate{};
        return findField<T>(col.field)->get(rows[row]);
    });
}

const Provenance* CatalogTableModel::provenanceAt(int row, const std::string& field) const {
    switch (kind_) {
    case EntityKind::Chip:
        return &c_->baseCatalog().chips.at(row).provenanceOf(field);
    case EntityKind::System:
        return &c_->baseCatalog().systems.at(row).provenanceOf(field);
    case EntityKind::Quote:
        return &c_->baseCatalog().quotes.at(row).provenanceOf(field);
    case EntityKind::Model:
        return &c_->baseCatalog().models.at(row).provenanceOf(field);
    case EntityKind::ApiPrice:
        return &c_->baseCatalog().api_prices.at(row).provenanceOf(field);
    case EntityKind::Engine:
        return &c_->baseCatalog().engines.at(row).provenanceOf(field);
    case EntityKind::Source:
        return nullptr;
    }
    return nullptr;
}

QString CatalogTableModel::valueKindText(ValueKind kind) {
    switch (kind) {
    case ValueKind::VendorSpec:
        return tr("vendor spec");
    case ValueKind::AnalystEstimate:
        return tr("analyst estimate");
    case ValueKind::Measured:
        return tr("measured");
    case ValueKind::User:
        return tr("entered by you");
    case ValueKind::Derived:
        return tr("derived");
    case ValueKind::Reported:
        return tr("reported by a third party");
    }
    return QString::fromUtf8(valueKindKey(kind).data());
}

void CatalogTableModel::retranslate() {
    if (columns_.empty() && rowCount() == 0) return;
    emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columnCount() - 1));
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, std::max(0, columnCount() - 1)));
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const QString id = idAt(index.row());
    if (hasCheckColumn() && index.column() == 0) {
        if (role == Qt::CheckStateRole)
            return c_->selectedSystems().contains(id) ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole) return tr("Compare this system in the charts");
        if (role == IdRole) return id;
        return {};
    }
    const int f = fieldColumn(index.column());
    if (f < 0 || f >= int(columns_.size())) return {};
    const Column& col = columns_[f];
    const FieldValue v = valueAt(index.row(), col);
    const bool edited = c_->overrideOf(kind_, id, QString::fromStdString(col.field)).has_value();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(index.row(), col, v);
    case Qt::EditRole:
        return QString::fromStdString(formatFieldValue(v));
    case SortRole:
        if (auto d = std::get_if<double>(&v)) return *d;
        if (isUnknown(v)) return QVariant();
        return QString::fromStdString(formatFieldValue(v));
    case Qt::TextAlignmentRole:
        return col.type == FieldType::Number ? int(Qt::AlignRight | Qt::AlignVCenter)
                                             : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (isUnknown(v)) return QBrush(Qt::gray);
        return {};
    case Qt::BackgroundRole:
        if (edited) return QBrush(QColor(0xfff3c4));
        return {};
    case Qt::FontRole:
        if (edited) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        const Provenance* p = provenanceAt(index.row(), col.field);
        if (!p) return {};
        // An empty cell cites nothing: a source beside no value reads as a claim.
        if (isUnknown(v)) return tr("No figure in the catalog.");
        const Source* s = c_->baseCatalog().source(p->source_id);
        QString tip = QStringLiteral("<b>%1</b>%2<br>")
                          .arg(coreText(col.label).toHtmlEscaped(),
                               col.unit.empty() ? QString()
                                                : QStringLiteral(" (%1)").arg(coreText(col.unit)));
        tip += tr("Kind: %1").arg(valueKindText(p->kind));
        if (p->low || p->high)
            tip += tr("<br>Range: %1 to %2")
                       .arg(p->low ? formatNumber(*p->low) : QStringLiteral("?"),
                            p->high ? formatNumber(*p->high) : QStringLiteral("?"));
        if (s)
            tip += tr("<br>Source: %1 — %2")
                       .arg(QString::fromStdString(s->id),
                            QString::fromStdString(sourceReference(*s)).toHtmlEscaped());
        if (!p->note.empty())
            tip += QStringLiteral("<br>%1").arg(QString::fromStdString(p->note).toHtmlEscaped());
        if (edited) tip += tr("<br><i>Edited by you; right-click to revert.</i>");
        return tip;
    }
    case IdRole:
        return id;
    case FieldRole:
        return QString::fromStdString(col.field);
    case EditedRole:
        return edited;
    default:
        return {};
    }
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid()) return false;
    const QString id = idAt(index.row());
    if (hasCheckColumn() && index.column() == 0 && role == Qt::CheckStateRole) {
        QStringList sel = c_->selectedSystems();
        const bool on = value.toInt() == Qt::Checked;
        if (on && !sel.contains(id)) sel << id;
        if (!on) sel.removeAll(id);
        c_->setSelectedSystems(sel);
        emit dataChanged(index, index, {Qt::CheckStateRole});
        return true;
    }
    if (role != Qt::EditRole) return false;
    const QString field = fieldAt(index.column());
    QString error;
    if (!c_->editCatalogValue(kind_, id, field, value.toString(), &error)) {
        lastError_ = error;
        emit editFailed(error);
        return false;
    }
    return true;
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (hasCheckColumn() && section == 0) {
        if (role == Qt::DisplayRole) return tr("Compare");
        return {};
    }
    const int f = fieldColumn(section);
    if (f < 0 || f >= int(columns_.size())) return {};
    const Column& col = columns_[f];
    if (role == Qt::DisplayRole)
        return col.unit.empty()
                   ? coreText(col.label)
                   : QStringLiteral("%1 (%2)").arg(coreText(col.label), coreText(col.unit));
    if (role == Qt::ToolTipRole) return QString::fromStdString(col.field);
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (hasCheckColumn() && index.column() == 0) return f | Qt::ItemIsUserCheckable;
    const QString field = fieldAt(index.column());
    if (kind_ != EntityKind::Source && field != QLatin1String("id") &&
        field != QLatin1String(kSourceIdColumn))
        f |= Qt::ItemIsEditable;
    return f;
}

QString CatalogTableModel::displayText(int row, const Column& col, const FieldValue& v) const {
    if (!col.field.ends_with("_date") || isUnknown(v)) return formatFieldForDisplay(v);
    const std::string precisionField = col.field.substr(0, col.field.size() - 5) + "_precision";
    for (const Column& other : columns_)
        if (other.field == precisionField) {
            const std::string precision = formatFieldValue(valueAt(row, other));
            if (precision.empty() || precision == "day") break;
            return QString::fromStdString(formatDatedEvent({formatFieldValue(v), precision}));
        }
    return formatFieldForDisplay(v);
}

QString CatalogTableModel::detailsHtml(int row) const {
    if (row < 0 || row >= rowCount()) return {};
    QString html =
        QStringLiteral("<h3>%1</h3><table cellspacing=2>").arg(idAt(row).toHtmlEscaped());
    for (const Column& col : columns_) {
        const FieldValue v = valueAt(row, col);
        QString value = isUnknown(v) ? tr("<span style='color:gray'>n/a</span>")
                                     : displayText(row, col, v).toHtmlEscaped();
        if (!col.unit.empty() && !isUnknown(v)) value += QStringLiteral(" ") + coreText(col.unit);
        QString source;
        if (const Provenance* p = provenanceAt(row, col.field); p && !isUnknown(v)) {
            source = QString::fromStdString(p->source_id);
            if (!p->note.empty())
                source += QStringLiteral(": ") + QString::fromStdString(p->note).toHtmlEscaped();
        }
        html +=
            QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td style='color:#666'>%3</td></tr>")
                .arg(coreText(col.label).toHtmlEscaped(), value, source);
    }
    return html + QStringLiteral("</table>");
}

} // namespace sil::ui
