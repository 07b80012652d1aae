#pragma once
// What the inference and training estimates share: the system's chip and the model's shape, the
// GPUs a system has by default, the chip figure a number format needs, the TCO per useful
// GPU-hour, the rental quotes for the system; and two helpers the engine resolution defines
// (workload.cpp): a number in three significant digits and whether the catalog has an engine.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

#include <string>
#include <vector>

namespace sil {

// The system's chip and the model's shape, or why either cannot be had.
struct EstimateInputs {
    const Chip* chip = nullptr;
    ModelShape shape;
    std::string error;
};
EstimateInputs estimateInputsFor(const Catalog& catalog, const System& system,
                                 const LlmModel& model);

// The GPUs an estimate uses when the query names none: a node's, else a scale-up domain's, else 8.
int defaultGpus(const System& s);
// Why the chip cannot run weights in format `f` (a figure it lacks), or "".
std::string chipFigureMissing(const Chip& chip, NumberFormat f);
Figure tcoPerUsefulHour(const System& s, const Chip& chip, const Assumptions& a);
// Every rental quote that applies to the system, in CatalogIndex::quotesFor's order: the
// chip's quotes that name no system, then those naming this system. One pass over the
// quotes, not an index of the whole catalog per estimate.
std::vector<const RentalQuote*> quotesOf(const Catalog& catalog, const System& system);

std::string formatShort(double v); // "%.3g"
bool hasEngine(const Catalog& catalog, const std::string& id);

} // namespace sil
