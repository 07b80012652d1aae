#pragma once
// The catalog browser: Chips, Systems, Rental prices and Sources tables with search,
// vendor/year/cooling, memory type, status and form factor filters, sortable columns and a
// details pane citing every value.
#include "core/catalog/fields.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPoint;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QVBoxLayout;

namespace sil::ui {

class CatalogFilterProxy;
class CatalogTableModel;
class ScenarioController;

class CatalogBrowser : public QWidget {
    Q_OBJECT
public:
    explicit CatalogBrowser(ScenarioController* controller, QWidget* parent = nullptr);
    CatalogTableModel* model(EntityKind kind) const;
    QTableView* view(EntityKind kind) const;
    QLineEdit* searchBox() const { return search_; }
    void showKind(EntityKind kind);
    // Reverts the edited value under the current cell, if any.
    bool revertCurrentValue();

signals:
    void editFailed(const QString& message);
    // The context menu's "Open chip page" on a chip or a system (its chip).
    void chipPageRequested(const QString& chipId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addFilterRows(QVBoxLayout* layout);
    void addTable(EntityKind kind);
    void showContextMenu(QTableView* view, const QPoint& pos);
    void connectFilters();
    void retranslateUi();
    void refillFilters();
    void showDetails();
    void fitColumns();
    ScenarioController* c_;
    QLineEdit* search_;
    QComboBox* vendor_;
    QComboBox* year_;
    QComboBox* cooling_;
    QComboBox* memory_;
    QComboBox* status_;
    QComboBox* formFactor_;
    QCheckBox* shippingOnly_;
    QTabWidget* tabs_;
    QTextBrowser* details_;
    std::vector<CatalogTableModel*> models_;
    std::vector<CatalogFilterProxy*> proxies_;
    std::vector<QTableView*> views_;
};

} // namespace sil::ui
