#include "core/economics/cost_workbook.h"

#include "core/economics/rental_term.h"
#include "core/economics/tco.h"

namespace sil {

namespace {

using Cell = WorkbookCell;

// A figure core could not compute: its reason, as text in the cell.
Cell naCell(const Figure& f) {
    return Cell::textOf("n/a: " + f.reason());
}

void headerRow(WorkbookSheet& s, const std::vector<std::string>& names) {
    for (std::size_t c = 0; c < names.size(); ++c)
        s.at(0, c) = Cell::textOf(names[c]);
}

// One labelled row of the Assumptions sheet; returns the value's cell.
std::string putRow(WorkbookSheet& s, std::size_t r, const std::string& key, Cell value,
                   const std::string& unit, const std::string& what) {
    s.at(r, 0) = Cell::textOf(key);
    s.at(r, 1) = std::move(value);
    s.at(r, 2) = Cell::textOf(unit);
    s.at(r, 3) = Cell::textOf(what);
    return sheetCell(kAssumptionsSheet, r, 1, true);
}

// Capital cost per USD of capex and owned hour: the loan payment on capex less the residual
// value's present value, over the useful life at the cost of capital (tco.cpp, capitalFactors),
// per hour of a 730-hour month.
std::string capitalFactorFormula(const AssumptionCells& in) {
    const std::string& life = in["useful_life_years"];
    const std::string& rate = in["cost_of_capital_pct"];
    const std::string& residual = in["residual_value_pct"];
    const std::string monthly = rate + "/100/12";
    const std::string months = life + "*12";
    return "(1-" + residual + "/100/(1+" + monthly + ")^(" + months + "))*IF(" + rate + "=0,1/(" +
           months + "),(" + monthly + ")/(1-(1+" + monthly + ")^(-" + months + ")))/" +
           formulaNumber(kHoursPerMonth);
}

} // namespace

AssumptionCells addAssumptionsSheet(Workbook& wb, const std::string& scenarioName,
                                    const Assumptions& a,
                                    const std::vector<WorkbookInput>& request) {
    WorkbookSheet& s = wb.add(kAssumptionsSheet);
    s.column_widths = {34, 14, 20, 90};
    headerRow(s, {"key", "value", "unit", "what it is (inputs: edit the values in column B)"});
    AssumptionCells cells;
    std::size_t r = 1;
    putRow(s, r++, "scenario", Cell::textOf(scenarioName), "", "the scenario these values are");
    for (const AssumptionDef& d : assumptionDefs())
        cells.set(d.key, putRow(s, r++, d.key, Cell::inputOf(a.*(d.member)), d.unit,
                                d.label + ": " + d.help));
    putRow(s, r++, "rental_term", Cell::textOf(termName(a.rental_term)), "",
           "the rental term rented figures are priced at (the quotes were chosen by the program)");
    ++r;
    s.at(r++, 0) = Cell::textOf("derived (formulas over the inputs above)");
    const CapitalFactors k = capitalFactors(a);
    cells.set("capital_usd_per_capex_hour",
              putRow(s, r++, "capital_usd_per_capex_hour",
                     Cell::formulaOf(capitalFactorFormula(cells), k.capital_per_capex_hour),
                     "USD per USD of capex per hour",
                     "loan payment on capex less the residual value's present value, over the "
                     "useful life at the cost of capital, per hour of a 730-hour month"));
    cells.set("maintenance_usd_per_capex_hour",
              putRow(s, r++, "maintenance_usd_per_capex_hour",
                     Cell::formulaOf(cells["maintenance_pct_per_year"] + "/100/" +
                                         formulaNumber(kHoursPerYear),
                                     k.maintenance_per_capex_hour),
                     "USD per USD of capex per hour", "maintenance per year over 8,760 hours"));
    if (request.empty()) return cells;
    ++r;
    s.at(r++, 0) = Cell::textOf("request (what the table was computed for)");
    for (const WorkbookInput& in : request) {
        if (!in.text.empty()) {
            putRow(s, r++, in.key, Cell::textOf(in.text), in.unit, in.what);
            continue;
        }
        cells.set(in.key, putRow(s, r++, in.key, Cell::inputOf(in.value), in.unit, in.what));
    }
    return cells;
}

namespace {

void optionalInput(WorkbookSheet& s, std::size_t r, std::size_t c, const std::optional<double>& v) {
    if (v) s.at(r, c) = Cell::inputOf(*v);
}

std::string at(std::size_t r, std::size_t c) {
    return cellAddress(r, c);
}

// The system's TCO cells of row r: catalog inputs, then each cost as a formula.
void putTcoRow(WorkbookSheet& s, std::size_t r, const AssumptionCells& in, const System& sys,
               const Chip* chip, const TcoBreakdown& t) {
    const TcoInputs inputs = tcoInputsOf(sys, chip);
    s.at(r, kTcoId) = Cell::textOf(sys.id);
    s.at(r, kTcoName) = Cell::textOf(sys.name);
    optionalInput(s, r, kTcoCapex, inputs.capex_per_gpu_usd);
    optionalInput(s, r, kTcoItPowerW, inputs.it_power_per_gpu_w);
    optionalInput(s, r, kTcoChipTdpW, inputs.chip_tdp_w);
    optionalInput(s, r, kTcoGpusPerServer, inputs.gpus_per_node);
    auto put = [&](std::size_t c, const Figure& f, const std::string& formula) {
        s.at(r, c) = f.ok() ? Cell::formulaOf(formula, f.value()) : naCell(f);
    };
    put(kTcoItKw, t.it_kw,
        inputs.it_power_per_gpu_w ? at(r, kTcoItPowerW) + "/1000"
                                  : at(r, kTcoChipTdpW) + "*" + in["it_overhead_factor"] + "/1000");
    const std::string capex = at(r, kTcoCapex), kw = at(r, kTcoItKw);
    put(kTcoCapital, t.capital, capex + "*" + in["capital_usd_per_capex_hour"]);
    put(kTcoPower, t.power,
        kw + "*" + in["pue"] + "*" + in["electricity_usd_per_kwh"] + "*" + in["avg_load_pct"] +
            "/100");
    put(kTcoColocation, t.colocation,
        kw + "*" + in["colocation_usd_per_kw_month"] + "/" + formulaNumber(kHoursPerMonth));
    // Support is per server: without a GPUs-per-server figure it is only known while it is 0.
    const std::string& support = in["support_usd_per_server_month"];
    const bool perServer = inputs.gpus_per_node && *inputs.gpus_per_node > 0.0;
    put(kTcoSupport, t.support,
        "IF(" + support + "=0,0," +
            (perServer
                 ? support + "/" + at(r, kTcoGpusPerServer) + "/" + formulaNumber(kHoursPerMonth)
                 : std::string("NA()")) +
            ")");
    put(kTcoMaintenance, t.maintenance, capex + "*" + in["maintenance_usd_per_capex_hour"]);
    put(kTcoSoftware, t.software, in["software_usd_per_gpu_hour"]);
    put(kTcoTotal, t.total,
        at(r, kTcoCapital) + "+" + at(r, kTcoPower) + "+" + at(r, kTcoColocation) + "+" +
            at(r, kTcoSupport) + "+" + at(r, kTcoMaintenance) + "+" + at(r, kTcoSoftware));
    put(kTcoPerUsefulHour, t.per_useful_hour,
        at(r, kTcoTotal) + "/(" + in["utilization_pct"] + "/100)");
}

} // namespace

TcoRowOf addTcoSheet(Workbook& wb, const AssumptionCells& cells, const Catalog& catalog,
                     const std::vector<const System*>& systems, const Assumptions& a) {
    WorkbookSheet& s = wb.add(kTcoSheet);
    headerRow(s, {"id", "name", "capex_usd_per_gpu", "it_power_w_per_gpu", "chip_tdp_w",
                  "gpus_per_server", "it_kw_per_gpu", "capital_usd_per_hour", "power_usd_per_hour",
                  "colocation_usd_per_hour", "support_usd_per_hour", "maintenance_usd_per_hour",
                  "software_usd_per_hour", "tco_usd_per_hour", "tco_usd_per_useful_hour"});
    s.column_widths = {22, 30};
    s.column_widths.resize(kTcoColumns, 14);
    TcoRowOf rowOf;
    std::size_t r = 1;
    for (const System* sys : systems) {
        const Chip* chip = catalog.chip(sys->chip_id);
        putTcoRow(s, r, cells, *sys, chip, computeTco(*sys, chip, a));
        rowOf[sys->id] = r++;
    }
    return rowOf;
}

Workbook tcoWorkbook(const Catalog& catalog, const std::vector<const System*>& systems,
                     const Assumptions& a, const std::string& scenarioName) {
    Workbook wb;
    const AssumptionCells cells = addAssumptionsSheet(wb, scenarioName, a);
    addTcoSheet(wb, cells, catalog, systems, a);
    return wb;
}

} // namespace sil
