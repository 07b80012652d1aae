#pragma once
// The cost tables as a workbook finance can audit and edit (docs/xlsx-export.md): an
// "Assumptions" sheet holds the scenario's values (and the request a table was computed for), and
// every cost cell of the other sheets is a formula over those cells and the catalog figures
// beside it, saved with core's value as its result. Editing an assumption in a spreadsheet moves
// the costs as the program would; figures the program derived from its performance models (a
// system's tokens per GPU-hour, a plan's fleet) are inputs to the formulas, not recomputed.
#include "core/economics/assumptions.h"
#include "core/economics/buy_rent_api.h"
#include "core/economics/workbook.h"

#include <map>
#include <string>
#include <vector>

namespace sil {

inline const std::string kAssumptionsSheet = "Assumptions";
inline const std::string kTcoSheet = "TCO";
inline const std::string kBuyRentApiSheet = "Buy rent API";
inline const std::string kApiPricesSheet = "API prices";

// One more row of the Assumptions sheet: what a table was computed for (tokens per request, an
// input), or with `text` a fact for reading only (the model).
struct WorkbookInput {
    std::string key;
    double value = 0.0;
    std::string unit;
    std::string what;
    std::string text;
};

// Where each input and derived factor of the Assumptions sheet is: "Assumptions!$B$6".
class AssumptionCells {
public:
    void set(const std::string& key, std::string ref) { refs_[key] = std::move(ref); }
    // The cell of `key`; throws std::out_of_range for a key the sheet does not hold.
    const std::string& operator[](const std::string& key) const { return refs_.at(key); }

private:
    std::map<std::string, std::string> refs_;
};

// The Assumptions sheet: every assumption of the scenario (an input), the capital and
// maintenance cost per USD of capex and hour derived from them (formulas), and `request`.
AssumptionCells addAssumptionsSheet(Workbook& wb, const std::string& scenarioName,
                                    const Assumptions& a,
                                    const std::vector<WorkbookInput>& request = {});

// The TCO sheet's columns (0-based), for sheets that read it.
enum TcoColumn : std::size_t {
    kTcoId,
    kTcoName,
    kTcoCapex,
    kTcoItPowerW,
    kTcoChipTdpW,
    kTcoGpusPerServer,
    kTcoItKw,
    kTcoCapital,
    kTcoPower,
    kTcoColocation,
    kTcoSupport,
    kTcoMaintenance,
    kTcoSoftware,
    kTcoTotal,
    kTcoPerUsefulHour,
    kTcoColumns
};

// The row of each system in the TCO sheet.
using TcoRowOf = std::map<std::string, std::size_t>;

// The TCO sheet: per system its catalog inputs and the TCO per GPU-hour of computeTco as
// formulas (a figure core cannot give says why, as text).
TcoRowOf addTcoSheet(Workbook& wb, const AssumptionCells& cells, const Catalog& catalog,
                     const std::vector<const System*>& systems, const Assumptions& a);

// `tco`: Assumptions and TCO.
Workbook tcoWorkbook(const Catalog& catalog, const std::vector<const System*>& systems,
                     const Assumptions& a, const std::string& scenarioName);

// `buy-rent-api`: Assumptions (with the request), TCO (the systems of `result`), the API prices
// and per system USD per million tokens owned and rented and the breakeven utilizations.
Workbook buyRentApiWorkbook(const Catalog& catalog, const BuyRentApiResult& result,
                            const Assumptions& a, const std::string& scenarioName);

} // namespace sil
