#include "core/economics/scenario_compare.h"

#include "core/catalog/csv.h"
#include "core/economics/assumptions.h"
#include "core/economics/tco.h"

#include <cstdio>

#include <set>

namespace sil {

Delta compareFigures(const Figure& a, const Figure& b) {
    Delta d{a, b, {}, {}};
    if (!a.ok()) {
        d.delta = d.pct = Figure::na("A: " + a.reason());
    } else if (!b.ok()) {
        d.delta = d.pct = Figure::na("B: " + b.reason());
    } else {
        d.delta = Figure::of(b.value() - a.value());
        d.pct = a.value() == 0.0 ? Figure::na("A is zero")
                                 : Figure::of((b.value() - a.value()) / a.value() * 100.0);
    }
    return d;
}

namespace {

void diffOverrides(const std::string& entity,
                   const std::map<std::string, std::map<std::string, double>>& a,
                   const std::map<std::string, std::map<std::string, double>>& b,
                   std::vector<OverrideDiff>& out) {
    std::set<std::pair<std::string, std::string>> keys;
    for (const auto* m : {&a, &b})
        for (const auto& [id, fields] : *m)
            for (const auto& [field, v] : fields)
                keys.insert({id, field});
    auto lookup = [](const auto& m, const std::string& id,
                     const std::string& field) -> std::optional<double> {
        const auto it = m.find(id);
        if (it == m.end()) return std::nullopt;
        const auto f = it->second.find(field);
        if (f == it->second.end()) return std::nullopt;
        return f->second;
    };
    for (const auto& [id, field] : keys) {
        const auto va = lookup(a, id, field), vb = lookup(b, id, field);
        if (va != vb) out.push_back({entity, id, field, va, vb});
    }
}

} // namespace

ScenarioComparison compareScenarios(const Catalog& base, const Scenario& a, const Scenario& b,
                                    const std::vector<std::string>& systemIds) {
    ScenarioComparison r;
    r.name_a = a.name;
    r.name_b = b.name;
    for (const AssumptionDef& def : assumptionDefs()) {
        const double va = a.assumptions.*def.member, vb = b.assumptions.*def.member;
        if (va != vb) r.assumptions.push_back({def.key, def.label, def.unit, va, vb});
    }
    diffOverrides("system", a.system_overrides, b.system_overrides, r.overrides);
    diffOverrides("chip", a.chip_overrides, b.chip_overrides, r.overrides);

    auto effA = applyScenarioOverrides(base, a);
    if (!effA.error.empty()) {
        r.error = "scenario A (" + a.name + "): " + effA.error;
        return r;
    }
    auto effB = applyScenarioOverrides(base, b);
    if (!effB.error.empty()) {
        r.error = "scenario B (" + b.name + "): " + effB.error;
        return r;
    }
    std::vector<std::string> ids = systemIds;
    if (ids.empty())
        for (const System& s : base.systems)
            ids.push_back(s.id);
    for (const std::string& id : ids) {
        const System* sa = effA.catalog.system(id);
        const System* sb = effB.catalog.system(id);
        if (!sa || !sb) {
            r.error = "unknown system \"" + id + "\"";
            return r;
        }
        const SystemResult ra = evaluateSystem(effA.catalog, *sa, a.assumptions);
        const SystemResult rb = evaluateSystem(effB.catalog, *sb, b.assumptions);
        SystemComparison sc;
        sc.system_id = id;
        sc.system_name = sa->name;
        sc.tco_usd_per_gpu_hour = compareFigures(ra.tco.total, rb.tco.total);
        sc.tco_usd_per_pflop_hour_bf16 =
            compareFigures(ra.per_dtype[index(Dtype::BF16)].tco_per_pflop_hour,
                           rb.per_dtype[index(Dtype::BF16)].tco_per_pflop_hour);
        sc.tco_usd_per_pflop_hour_fp8 =
            compareFigures(ra.per_dtype[index(Dtype::FP8)].tco_per_pflop_hour,
                           rb.per_dtype[index(Dtype::FP8)].tco_per_pflop_hour);
        if (!ra.tco.total.ok())
            sc.na_reason = "A: " + ra.tco.total.reason();
        else if (!rb.tco.total.ok())
            sc.na_reason = "B: " + rb.tco.total.reason();
        r.systems.push_back(std::move(sc));
    }
    return r;
}

namespace {
std::string num(double v) {
    return csvNumber(v);
}
std::string cell(const Figure& f) {
    return f.ok() ? num(f.value()) : std::string();
}
std::string cell(const std::optional<double>& v) {
    return v ? num(*v) : std::string("(catalog value)");
}
} // namespace

std::string comparisonCsv(const ScenarioComparison& r) {
    std::string out =
        csvLine({"difference", "key", "label", "unit", "a: " + r.name_a, "b: " + r.name_b});
    for (const AssumptionDiff& d : r.assumptions)
        out += csvLine({"assumption", d.key, d.label, d.unit, num(d.a), num(d.b)});
    for (const OverrideDiff& d : r.overrides)
        out += csvLine(
            {d.entity + " override", d.id + "." + d.field, d.field, "", cell(d.a), cell(d.b)});
    out += "\r\n";
    out +=
        csvLine({"system_id", "system", "tco_usd_per_gpu_hour_a", "tco_usd_per_gpu_hour_b",
                 "delta_usd_per_gpu_hour", "delta_pct", "tco_usd_per_pflop_hour_bf16_a",
                 "tco_usd_per_pflop_hour_bf16_b", "delta_pct_bf16", "tco_usd_per_pflop_hour_fp8_a",
                 "tco_usd_per_pflop_hour_fp8_b", "delta_pct_fp8", "na_reason"});
    for (const SystemComparison& s : r.systems)
        out +=
            csvLine({s.system_id, s.system_name, cell(s.tco_usd_per_gpu_hour.a),
                     cell(s.tco_usd_per_gpu_hour.b), cell(s.tco_usd_per_gpu_hour.delta),
                     cell(s.tco_usd_per_gpu_hour.pct), cell(s.tco_usd_per_pflop_hour_bf16.a),
                     cell(s.tco_usd_per_pflop_hour_bf16.b), cell(s.tco_usd_per_pflop_hour_bf16.pct),
                     cell(s.tco_usd_per_pflop_hour_fp8.a), cell(s.tco_usd_per_pflop_hour_fp8.b),
                     cell(s.tco_usd_per_pflop_hour_fp8.pct), s.na_reason});
    return out;
}

} // namespace sil
