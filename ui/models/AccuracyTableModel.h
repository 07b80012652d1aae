#pragma once
// The Accuracy tab's table: every imported point beside what the model predicts for it (core's
// accuracyTable), one row each: file and line, system, engine, kind, quantity, unit, measured,
// predicted, error, its held-out error (a fitted point's with the profile refitted without it),
// whether a profile was fitted on it, and how it was predicted or why not.
#include "core/catalog/catalog.h"
#include "core/measurements/accuracy.h"

#include <QAbstractTableModel>
#include <optional>
#include <string>
#include <vector>

namespace sil::ui {

class AccuracyTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Point,
        System,
        Engine,
        Kind,
        Quantity,
        Unit,
        Measured,
        Predicted,
        Error,
        HeldOut,
        Fitted,
        Note,
        ColumnCount
    };
    // The number behind a numeric cell (measured, predicted, error as a fraction); invalid
    // when there is none.
    static constexpr int ValueRole = Qt::UserRole + 1;

    struct Row {
        StoredPoint stored;
        PointComparison comparison;
        bool fitted = false;
        std::optional<PointComparison> held_out; // a fitted point's (AccuracyRow::held_out)
        // The error the point was validated at: a fitted point's held-out one, else its own.
        std::optional<double> heldOutError() const;
    };

    explicit AccuracyTableModel(QObject* parent = nullptr);

    // The rows of `table` (whose rows point into points the caller keeps), copied; `catalog`
    // names the systems.
    void setTable(const AccuracyTable& table, const Catalog& catalog);
    const std::vector<Row>& rows() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // After a language change: headers and cells in the new language.
    void retranslate();

    // The table as CSV (RFC 4180, '.' decimals, English keys as `siliconomics-cli accuracy
    // --format csv` writes them): id, file, line, system, engine, kind, quantity, unit,
    // measured, predicted, error_pct, fitted, note, validation_error_pct.
    std::string toCsv() const;

    // Shown units: "µs" for core's "us"; the others as core writes them, translated.
    static QString unitText(const std::string& unit);
    static QString kindText(MeasurementKind kind);
    // "predicted / measured - 1" as "+12.3 %".
    static QString errorText(double error);
    // The error cell: a point a profile was fitted on says "in sample", so its fit's small
    // error never reads as a validation.
    static QString errorCellText(double error, bool fitted);
    // A measured or predicted value to four significant digits, in the current locale.
    static QString valueText(double value);
    // How the point was predicted, or why it was not (core's words, translated).
    static QString noteText(const Row& row);
    static QString engineText(const PointComparison& c);

private:
    std::vector<Row> rows_;
    std::vector<QString> systemLabels_;
};

} // namespace sil::ui
