#include "WorkloadControls.h"

#include "core/catalog/catalog.h"

#include <QSignalBlocker>

namespace sil::ui {

void fillModelCombo(QComboBox* combo, const Catalog& catalog, const QString& preferred) {
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    for (const auto& m : catalog.models)
        combo->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    int i = combo->findData(current.isEmpty() ? preferred : current);
    if (i < 0) i = combo->findData(preferred);
    combo->setCurrentIndex(std::max(i, 0));
}

void fillFormatCombo(QComboBox* combo, bool withFp4) {
    combo->addItem(QStringLiteral("BF16"), QStringLiteral("bf16"));
    combo->addItem(QStringLiteral("FP8"), QStringLiteral("fp8"));
    if (withFp4) combo->addItem(QStringLiteral("FP4"), QStringLiteral("fp4"));
}

} // namespace sil::ui
