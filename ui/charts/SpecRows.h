#pragma once
// The rows of the Specs table: what each shows of a system and its chip, and how one value is
// written with its evidence (kind, range, source footnote) and its ratio to the baseline.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/tco.h"

#include <QString>
#include <functional>
#include <string>
#include <vector>

namespace sil::ui {

struct SpecRow {
    QString label;
    std::function<Figure(const System&, const Chip*, const SystemResult*)> value;
    int decimals;
    // The catalog field behind the value, on the chip or the system ("" for computed rows):
    // its kind, range and source are shown with it.
    std::string chipField = {};
    std::string systemField = {};
    // False where a ratio means nothing (a 9,216-chip pod is not "1152x" an 8-GPU box): the
    // value is written with its unit instead.
    bool ratio = true;
    // A row whose value is a word, not a number (the form factor): the word; the row's value is
    // only known or not.
    std::function<QString(const System&)> text = {};
};

std::vector<SpecRow> specRows();

// The catalog's evidence for one row of one system: nullptr for computed rows, n/a values and
// a system field the system does not store (a form factor derived from its counts).
const Provenance* specProvenance(const SpecRow& row, const System& s, const Chip* chip);

// One cell: the value, its ratio and its source's footnote ("[3]", when given) on the first
// line; the evidence on a second when the value is not a plain vendor figure ("estimate,
// 1,100–1,200").
QString specCellText(const SpecRow& row, const Figure& value, const Figure& baseline,
                     bool isBaseline, const Provenance* p, int footnote,
                     const System* system = nullptr);

} // namespace sil::ui
