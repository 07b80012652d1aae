#pragma once
// The controls the collective and slowdown pages share: operation, rank count,
// placement, and on-paper vs calibrated fabrics.
#include "core/network/collective.h"

#include <QObject>
#include <QVariantMap>

class QComboBox;
class QSpinBox;
class QCheckBox;
class QHBoxLayout;
class QLabel;
class QWidget;

namespace sil::ui {

class CollectiveControls : public QObject {
    Q_OBJECT
public:
    CollectiveControls(QHBoxLayout* row, QWidget* parent, bool withRanks = true);
    CollectiveOp op() const;
    int ranks() const;
    Placement placement() const;
    CollectiveOptions options() const;
    QString describe() const; // "all_reduce, 8 ranks, packed, calibrated"
    QVariantMap saveState() const;
    void restoreState(const QVariantMap& s);

    // The labels, in the current language (also run on the parent's LanguageChange).
    void retranslateUi();

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLabel* opLabel_;
    QComboBox* op_;
    QSpinBox* ranks_ = nullptr;
    QComboBox* placement_;
    QCheckBox* onPaper_;
};

// Size axis helpers: log2(bytes) with "1 KiB", "1 MiB" labels.
std::vector<double> defaultSizes(); // 1 KiB .. 1 GiB
QString sizeLabel(double bytes);

} // namespace sil::ui
