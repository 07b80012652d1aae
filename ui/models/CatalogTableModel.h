#pragma once
// One table of the catalog (chips, systems, prices or sources), columns from the field
// registry. Values edited by the user are marked and carry their edit note; every value
// shows its source on hover. For systems, column 0 is a check box choosing the systems
// compared in the charts.
#include "core/catalog/fields.h"

#include <QAbstractTableModel>

namespace sil::ui {

class ScenarioController;

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Roles { SortRole = Qt::UserRole + 1, IdRole, FieldRole, EditedRole };

    CatalogTableModel(EntityKind kind, ScenarioController* controller, QObject* parent = nullptr);

    EntityKind kind() const { return kind_; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    QString idAt(int row) const;
    QString fieldAt(int column) const; // "" for the check-box column
    QString lastError() const { return lastError_; }
    // A plain-text/HTML description of a row: every field with unit, source and note.
    QString detailsHtml(int row) const;

    // After a language change: headers and cells are shown again in the new language.
    void retranslate();
    static QString valueKindText(ValueKind kind);

signals:
    void editFailed(const QString& message);

private:
    struct Column {
        std::string field;
        std::string label;
        std::string unit;
        FieldType type;
    };
    bool hasCheckColumn() const { return kind_ == EntityKind::System; }
    int fieldColumn(int column) const { return hasCheckColumn() ? column - 1 : column; }
    FieldValue valueAt(int row, const Column& col) const;
    // As shown: a date as precise as its source ("2026-H2", not 1 July), else as stored.
    QString displayText(int row, const Column& col, const FieldValue& v) const;
    const Provenance* provenanceAt(int row, const std::string& field) const;
    void reset();

    EntityKind kind_;
    ScenarioController* c_;
    std::vector<Column> columns_;
    QString lastError_;
};

} // namespace sil::ui
