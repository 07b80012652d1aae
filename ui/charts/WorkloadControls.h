#pragma once
// The controls the Inference and Training pages share: which model, in which number format.
#include <QComboBox>
#include <QString>

namespace sil {
struct Catalog;
}

namespace sil::ui {

// Fills `combo` with the catalog's models (data: id), keeping the current choice if it remains.
void fillModelCombo(QComboBox* combo, const Catalog& catalog, const QString& preferred);
// bf16 / fp8 / fp4 (data: the format key).
void fillFormatCombo(QComboBox* combo, bool withFp4);

} // namespace sil::ui
