#pragma once
// Search text plus vendor, year, cooling, memory type and shipping-only filters over a
// CatalogTableModel.
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

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString columnValue(int sourceRow, const QString& field) const;
    QString search_, vendor_, year_, cooling_, memoryType_;
    bool shippingOnly_ = false;
};

} // namespace sil::ui
