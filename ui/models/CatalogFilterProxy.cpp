#include "CatalogFilterProxy.h"

#include "CatalogTableModel.h"

#include "core/catalog/form_factor.h"

namespace sil::ui {

CatalogFilterProxy::CatalogFilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(CatalogTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CatalogFilterProxy::setSearchText(const QString& text) {
    search_ = text.trimmed();
    invalidateFilter();
}
void CatalogFilterProxy::setVendor(const QString& vendor) {
    vendor_ = vendor;
    invalidateFilter();
}
void CatalogFilterProxy::setYear(const QString& year) {
    year_ = year;
    invalidateFilter();
}
void CatalogFilterProxy::setCooling(const QString& cooling) {
    cooling_ = cooling;
    invalidateFilter();
}

void CatalogFilterProxy::setShippingOnly(bool on) {
    shippingOnly_ = on;
    invalidateFilter();
}

void CatalogFilterProxy::setMemoryType(const QString& type) {
    memoryType_ = type;
    invalidateFilter();
}

void CatalogFilterProxy::setStatus(const QString& status) {
    status_ = status;
    invalidateFilter();
}

void CatalogFilterProxy::setFormFactor(const QString& key) {
    formFactor_ = key;
    invalidateFilter();
}

bool CatalogFilterProxy::hasColumn(const QString& field) const {
    const auto* m = qobject_cast<const CatalogTableModel*>(sourceModel());
    for (int c = 0; m && c < m->columnCount(); ++c)
        if (m->fieldAt(c) == field) return true;
    return false;
}

bool CatalogFilterProxy::formFactorMatches(int sourceRow) const {
    if (!hasColumn(QStringLiteral("scaleup_domain_gpus"))) return true;
    // The stored form factor (sourced, or derived and marked so); a system without one has it
    // derived from its counts.
    if (const QString stored = columnValue(sourceRow, QStringLiteral("form_factor"));
        parseFormFactor(stored.toStdString()))
        return stored == formFactor_;
    auto number = [&](const char* field) -> std::optional<double> {
        bool ok = false;
        const double v = columnValue(sourceRow, QString::fromLatin1(field)).toDouble(&ok);
        return ok ? std::optional<double>(v) : std::nullopt;
    };
    const auto form = formFactorOf(number("scaleup_domain_gpus"), number("gpus_per_node"),
                                   number("gpus_per_rack"));
    return form && QString::fromUtf8(formFactorKey(*form).data()) == formFactor_;
}

QString CatalogFilterProxy::columnValue(int sourceRow, const QString& field) const {
    const auto* m = qobject_cast<const CatalogTableModel*>(sourceModel());
    if (!m) return {};
    for (int c = 0; c < m->columnCount(); ++c)
        if (m->fieldAt(c) == field) return m->index(sourceRow, c).data(Qt::EditRole).toString();
    return {};
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto* m = sourceModel();
    if (!vendor_.isEmpty()) {
        const QString v = columnValue(sourceRow, QStringLiteral("vendor"));
        if (!v.isEmpty() && v.compare(vendor_, Qt::CaseInsensitive) != 0) return false;
    }
    if (!year_.isEmpty()) {
        const QString d = columnValue(sourceRow, QStringLiteral("release_date")) +
                          columnValue(sourceRow, QStringLiteral("date"));
        if (!d.startsWith(year_)) return false;
    }
    const bool hasStatus = hasColumn(QStringLiteral("status"));
    if (shippingOnly_ && hasStatus &&
        columnValue(sourceRow, QStringLiteral("status")) != QLatin1String("shipping"))
        return false;
    if (!status_.isEmpty() && hasStatus &&
        columnValue(sourceRow, QStringLiteral("status")) != status_)
        return false;
    if (!formFactor_.isEmpty() && !formFactorMatches(sourceRow)) return false;
    if (!memoryType_.isEmpty()) {
        const QStringList kinds = columnValue(sourceRow, QStringLiteral("memory_type"))
                                      .split(QLatin1Char('+'), Qt::SkipEmptyParts);
        if (!kinds.contains(memoryType_)) return false;
    }
    if (!cooling_.isEmpty()) {
        const QString c = columnValue(sourceRow, QStringLiteral("cooling"));
        if (!c.contains(cooling_, Qt::CaseInsensitive)) return false;
    }
    if (search_.isEmpty()) return true;
    // What is shown (localised numbers and dates) and what is stored ("2024-03-18").
    for (int c = 0; c < m->columnCount(sourceParent); ++c) {
        const QModelIndex i = m->index(sourceRow, c, sourceParent);
        if (i.data(Qt::DisplayRole).toString().contains(search_, Qt::CaseInsensitive) ||
            i.data(Qt::EditRole).toString().contains(search_, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace sil::ui
