#pragma once
// Search text plus vendor, year, cooling, memory type, status, form factor and shipping-only
// filters over a CatalogTableModel.
#include <QSortFilterProxyModel>

namespace sil::ui {

class CatalogFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CatalogFilterProxy(QObject* parent = nullptr);
    void setSearchText(const QString& text);
    void setVendor(const QString& vendor);   // "" = any
    void setYear(const QString& year);       // "" = any; matches release_date prefix
    void setCooling(const QString& cooling); // "" = any; substring ("DLC" matches "Air/DLC")
    // Only rows whose status is "shipping" (chips and systems; kinds without one are kept).
    void setShippingOnly(bool on);
    // "" = any; else chips whose memory is of that type ("HBM3E" also matches "SRAM+HBM3E").
    void setMemoryType(const QString& type);
    // "" = any; else rows whose status is this one (kinds without a status are kept).
    void setStatus(const QString& status);
    // "" = any; else systems of this form factor ("server", "rack-scale", "pod": core's keys,
    // from the scale-up domain, GPUs per node and per rack); other kinds are kept.
    void setFormFactor(const QString& key);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString columnValue(int sourceRow, const QString& field) const;
    bool hasColumn(const QString& field) const;
    bool formFactorMatches(int sourceRow) const;
    QString search_, vendor_, year_, cooling_, memoryType_, status_, formFactor_;
    bool shippingOnly_ = false;
};

} // namespace sil::ui
