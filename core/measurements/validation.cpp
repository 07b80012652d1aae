#include "core/measurements/validation.h"

#include "core/catalog/catalog_io.h"
#include "core/measurements/measured_point_json.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

namespace sil {

namespace {

using nlohmann::json;

// Bumped whenever the protocol changes what it computes, so old disk caches are not read.
constexpr const char* kProtocolVersion = "validation-3";

bool inBands(const ValidationPoint& v) {
    return v.published ? v.release == "current" : true;
}

// The points of one fold, held out together.
void validateFold(const Catalog& catalog, const std::vector<ValidationPoint>& all,
                  const std::vector<std::size_t>& fold, std::vector<ValidatedPoint>& into) {
    const auto predictions = predictHeldOut(catalog, all, fold);
    ShapePredictions inSample;
    for (std::size_t j = 0; j < fold.size(); ++j) {
        const ValidationPoint& v = all[fold[j]];
        ValidatedPoint& out = into[fold[j]];
        out.label = v.label();
        out.system_id = v.stored.system_id;
        out.published = v.published;
        out.release = v.release;
        out.in_bands = inBands(v);
        out.fitted_into = v.fitted_into;
        out.held_out = predictions[j].comparison;
        out.how = predictions[j].how;
        out.group.engine_family = out.held_out.engine_id;
        const System* sys = catalog.system(v.stored.system_id);
        if (sys) out.group.chip_family = chipFamilyOf(catalog, *sys);
        out.group.regime = regimeOf(v.stored.point);
        if (!v.fitted_into.empty()) out.in_sample_error = predictWith(catalog, v, inSample).error;
    }
}

GroupSummary summarise(const ValidationGroup& g, const std::vector<double>& errors) {
    GroupSummary s;
    s.group = g;
    s.band = errorBandOf(g.text(), errors);
    for (std::size_t i = 0; i < errors.size(); ++i) {
        if (std::abs(errors[i]) * 100.0 <= s.band.p90_pct + 1e-9) ++s.covered;
        std::vector<double> others = errors;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        if (others.empty()) continue;
        ++s.with_others;
        if (std::abs(errors[i]) * 100.0 <= errorBandOf(g.text(), others).p90_pct + 1e-9)
            ++s.covered_by_others;
    }
    return s;
}

std::string hex64(std::uint64_t h) {
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

json optionalJson(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

std::optional<double> optionalFrom(const json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? std::optional<double>(it->get<double>())
                                            : std::nullopt;
}

} // namespace

std::optional<ValidationReport> validateModel(const Catalog& catalog,
                                              const std::vector<ValidationPoint>& points,
                                              const ValidationProgress& progress) {
    ValidationReport r;
    // Each fold is independent (its refit works on its own copy of the catalog): one thread
    // per core takes the next fold.
    r.points.resize(points.size());
    const auto folds = heldOutFolds(points);
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stopped{false};
    std::mutex reporting; // the caller's callback sees one report at a time
    auto work = [&] {
        for (std::size_t i = next++; i < folds.size() && !stopped; i = next++) {
            validateFold(catalog, points, folds[i], r.points);
            const double share = double(++done) / double(folds.size());
            std::lock_guard<std::mutex> lock(reporting);
            if (progress && !progress(share)) stopped = true;
        }
    };
    if (progress && !progress(0.0)) return std::nullopt;
    const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 16u);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads && t < folds.size(); ++t)
        pool.emplace_back(work);
    work();
    for (auto& t : pool)
        t.join();
    if (stopped) return std::nullopt;
    std::map<ValidationGroup, std::vector<double>> errors;
    for (const auto& p : r.points)
        if (p.in_bands && p.published && p.held_out.error)
            errors[p.group].push_back(*p.held_out.error);
    for (const auto& [g, errs] : errors)
        r.groups.push_back(summarise(g, errs));
    return r;
}

ValidationReport validateModel(const Catalog& catalog, const std::vector<ValidationPoint>& points) {
    return *validateModel(catalog, points, ValidationProgress{});
}

void attachHeldOut(AccuracyTable& table, const ValidationReport& report) {
    std::map<std::string, const ValidatedPoint*> heldOut;
    for (const auto& v : report.points)
        if (!v.published && !v.fitted_into.empty()) heldOut[v.label] = &v;
    for (AccuracyRow& row : table.rows) {
        row.held_out.reset();
        row.held_out_how.clear();
        if (!row.fitted || !row.stored) continue;
        const auto it = heldOut.find(storedPointLabel(*row.stored));
        if (it == heldOut.end()) continue;
        row.held_out = it->second->held_out;
        row.held_out_how = it->second->how;
    }
}

ErrorBand ValidationReport::bandFor(const ValidationGroup& group,
                                    const std::string& systemId) const {
    std::vector<double> errors;
    for (const auto& p : points)
        if (p.in_bands && p.group == group && p.held_out.error &&
            (p.published || p.system_id == systemId))
            errors.push_back(*p.held_out.error);
    return errorBandOf(group.text(), errors);
}

ErrorBand answerBand(const ValidationReport& report, const Catalog& catalog, const System& system,
                     const std::string& engineId, Regime regime) {
    return report.bandFor({engineId, chipFamilyOf(catalog, system), regime}, system.id);
}

std::vector<RowCheck> rowChecks(const ValidationReport& report) {
    std::map<std::string, RowCheck> rows;
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> families;
    for (const auto& p : report.points) {
        if (!p.published || p.fitted_into.empty()) continue;
        RowCheck& r = rows[p.fitted_into];
        r.row = p.fitted_into;
        r.fitted_on.push_back(p.label);
        const std::pair family{p.group.engine_family, p.group.chip_family};
        auto& known = families[p.fitted_into];
        if (std::find(known.begin(), known.end(), family) == known.end()) known.push_back(family);
    }
    for (auto& [id, r] : rows)
        for (const auto& p : report.points) {
            const std::pair family{p.group.engine_family, p.group.chip_family};
            const auto& known = families[id];
            if (p.published && p.in_bands && p.fitted_into.empty() &&
                std::find(known.begin(), known.end(), family) != known.end())
                r.checked_by.push_back(p.label);
        }
    std::vector<RowCheck> out;
    for (auto& [id, r] : rows)
        out.push_back(std::move(r));
    return out;
}

std::string validationKey(const Catalog& catalog, const std::vector<ValidationPoint>& points) {
    // What predictions depend on: chips, systems, models and engine rows (not prices).
    Catalog performance;
    performance.chips = catalog.chips;
    performance.systems = catalog.systems;
    performance.models = catalog.models;
    performance.engines = catalog.engines;
    std::string text = std::string(kProtocolVersion) + "\n" + exportJson(performance);
    for (const auto& v : points)
        text += "\n" + v.label() + "|" + v.stored.system_id + "|" + v.fitted_into + "|" +
                v.release + "|" + v.stored.setup.model_id + "|" + v.stored.setup.engine + "|" +
                (v.stored.setup.gpus ? std::to_string(*v.stored.setup.gpus) : "") + "|" +
                measuredPointToJson(v.stored.point);
    // FNV-1a, 64 bits: a cache key, not a signature.
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return hex64(h);
}

std::shared_ptr<const ValidationReport>
cachedValidation(const Catalog& catalog, const std::vector<ValidationPoint>& points) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const ValidationReport>> cache;
    const std::string key = validationKey(catalog, points);
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (auto it = cache.find(key); it != cache.end()) return it->second;
    }
    auto report = std::make_shared<const ValidationReport>(validateModel(catalog, points));
    std::lock_guard<std::mutex> lock(mutex);
    if (cache.size() > 8) cache.clear(); // catalog states come and go: keep the latest few
    cache.emplace(key, report);
    return report;
}

json validationReportJson(const ValidationReport& r) {
    json pts = json::array();
    for (const auto& p : r.points) {
        const PointComparison& c = p.held_out;
        pts.push_back({{"label", p.label},
                       {"system", p.system_id},
                       {"published", p.published},
                       {"release", p.release},
                       {"in_bands", p.in_bands},
                       {"engine_family", p.group.engine_family},
                       {"chip_family", p.group.chip_family},
                       {"regime", std::string(regimeKey(p.group.regime))},
                       {"fitted_into", p.fitted_into},
                       {"how", p.how},
                       {"quantity", c.quantity},
                       {"unit", c.unit},
                       {"measured", optionalJson(c.measured)},
                       {"predicted", optionalJson(c.predicted)},
                       {"error", optionalJson(c.error)},
                       {"reason", c.reason},
                       {"engine_label", c.engine_label},
                       {"prediction_how", c.how},
                       {"in_sample_error", optionalJson(p.in_sample_error)}});
    }
    return {{"protocol", kProtocolVersion}, {"points", pts}};
}

std::optional<ValidationReport> validationReportFromJson(const json& j) {
    if (!j.is_object() || j.value("protocol", "") != kProtocolVersion || !j.contains("points") ||
        !j["points"].is_array())
        return std::nullopt;
    ValidationReport r;
    std::map<ValidationGroup, std::vector<double>> errors;
    for (const json& o : j["points"]) {
        if (!o.is_object()) return std::nullopt;
        ValidatedPoint p;
        p.label = o.value("label", "");
        p.system_id = o.value("system", "");
        p.published = o.value("published", false);
        p.release = o.value("release", "");
        p.in_bands = o.value("in_bands", false);
        p.group.engine_family = o.value("engine_family", "");
        p.group.chip_family = o.value("chip_family", "");
        const auto regime = regimeFromKey(o.value("regime", ""));
        if (!regime) return std::nullopt;
        p.group.regime = *regime;
        p.fitted_into = o.value("fitted_into", "");
        p.how = o.value("how", "");
        p.held_out.quantity = o.value("quantity", "");
        p.held_out.unit = o.value("unit", "");
        p.held_out.measured = optionalFrom(o, "measured");
        p.held_out.predicted = optionalFrom(o, "predicted");
        p.held_out.error = optionalFrom(o, "error");
        p.held_out.reason = o.value("reason", "");
        p.held_out.engine_id = p.group.engine_family;
        p.held_out.engine_label = o.value("engine_label", "");
        p.held_out.how = o.value("prediction_how", "");
        p.in_sample_error = optionalFrom(o, "in_sample_error");
        if (p.in_bands && p.published && p.held_out.error)
            errors[p.group].push_back(*p.held_out.error);
        r.points.push_back(std::move(p));
    }
    for (const auto& [g, errs] : errors)
        r.groups.push_back(summarise(g, errs));
    return r;
}

} // namespace sil
