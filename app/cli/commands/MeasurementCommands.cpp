// measurements import|list|delete and accuracy: the user's own benchmark files, stored in the
// user database and compared point by point with the model.
#include "app/cli/CliContext.h"
#include "app/cli/ErrorBands.h"
#include "core/measurements/accuracy.h"
#include "core/measurements/import_setup.h"
#include "core/measurements/measurements.h"
#include "core/network/collective.h"
#include "core/serving/planner.h"
#include "core/workload/engine_fit.h"
#include "core/workload/workload.h"
#include "database/SaveFile.h"
#include "database/ValidationSet.h"

#include <QFileInfo>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <tuple>

namespace sil::cli {

using nlohmann::json;

namespace {

std::string knownModels(const Catalog& c) {
    std::string known;
    for (const auto& x : c.models)
        known += (known.empty() ? "" : ", ") + x.id;
    return known;
}

std::string formatsList() {
    std::string s;
    for (auto f : kMeasurementFormats)
        s += (s.empty() ? "" : "|") + std::string(f);
    return s;
}

} // namespace

int runMeasurementsImport(CliContext& c) {
    const std::string usage =
        "measurements import needs --file FILE --from " + formatsList() + " --system ID";
    if (c.opt.file.empty() || c.opt.from.empty() || c.opt.system.empty()) throw CliError{2, usage};
    if (std::find(std::begin(kMeasurementFormats), std::end(kMeasurementFormats), c.opt.from) ==
        std::end(kMeasurementFormats))
        throw CliError{2,
                       "--from: unknown format \"" + c.opt.from + "\"; expected " + formatsList()};
    const Catalog& cat = c.catalog;
    const System& sys = c.requireSystem(cat, c.opt.system, "--system");
    const LlmModel* typedModel = nullptr;
    if (!c.opt.model.empty()) {
        typedModel = cat.model(c.opt.model);
        if (!typedModel)
            throw CliError{1, "unknown model \"" + c.opt.model +
                                  "\"; known models: " + knownModels(cat)};
    }
    if (!c.opt.op.empty() && !parseCollectiveOp(c.opt.op))
        throw CliError{2, "--op: unknown collective \"" + c.opt.op + "\""};
    QByteArray text;
    QString e;
    if (!db::readTextFile(qs(c.opt.file), text, &e)) throw CliError{1, e.toStdString()};
    const std::string fileName = QFileInfo(qs(c.opt.file)).fileName().toStdString();
    const auto parsed = parseMeasurements(c.opt.from, text.toStdString(), c.opt.file, c.opt.op);
    if (!parsed.ok) throw CliError{1, parsed.error.text() + " (nothing was imported)"};
    for (const auto& w : parsed.warnings)
        c.err << "warning: " << w << "\n";
    ImportChoices choices;
    if (typedModel) choices.model_id = typedModel->id;
    choices.engine = c.opt.engine;
    if (c.opt.gpus > 0) choices.gpus = c.opt.gpus;
    if (c.opt.ranks > 0) choices.ranks = c.opt.ranks;
    choices.op = c.opt.op;
    choices.weights = c.opt.weights;
    const ImportResolution resolved = resolveImport(cat, parsed.points, choices);
    if (resolved.refusal) throw CliError{1, resolved.refusal->text() + " (nothing was imported)"};
    for (const auto& w : resolved.warnings)
        c.err << "warning: " << importWarningText(w) << "\n";
    const QList<db::NewMeasurement> rows = db::newMeasurements(resolved, qs(sys.id));
    if (!c.store.importMeasurements(rows, qs(fileName), qs(c.opt.from)))
        throw CliError{1, c.store.errorString().toStdString()};
    c.err << "imported " << rows.size() << " measured point" << (rows.size() == 1 ? "" : "s")
          << " from " << fileName << " (" << c.opt.from << ") for " << sys.id << "\n";
    return 0;
}

namespace {

// measurements list shows this many rows unless --limit says otherwise: a table of 100,000
// rows is read by nobody, and printing it took seconds.
constexpr int kDefaultListLimit = 1000;

} // namespace

int runMeasurementsList(CliContext& c) {
    const int limit = c.opt.limit < 0 ? kDefaultListLimit : c.opt.limit;
    if (!c.opt.system.empty()) c.requireSystem(c.catalog, c.opt.system, "--system");
    // The database reads the page and counts the rest: a large set is never read whole.
    const auto page = c.store.measurementPage(limit, qs(c.opt.system));
    if (!page) throw CliError{1, c.store.errorString().toStdString()};
    for (const QString& w : c.store.measurementWarnings())
        c.err << "warning: " << w.toStdString() << "\n";
    Table t;
    t.headers = {"id",   "imported_at", "imported_by", "file",   "format", "line",
                 "kind", "system",      "model",       "engine", "gpus"};
    auto orNull = [](const QString& s) {
        return s.isEmpty() ? json(nullptr) : json(s.toStdString());
    };
    for (const auto& m : page->rows)
        t.rows.push_back({m.id, m.importedAt.toStdString(), m.importedBy.toStdString(),
                          m.fileName.toStdString(), m.sourceFormat.toStdString(), m.point.line,
                          std::string(measurementKindKey(m.point.kind)), m.systemId.toStdString(),
                          orNull(m.modelId), orNull(m.engine),
                          m.gpus ? json(*m.gpus) : json(nullptr)});
    writeTable(t, c.opt.format, c.out);
    if (limit > 0 && limit < page->total)
        c.err << "showing the first " << page->rows.size() << " of " << page->total
              << " stored points (--limit N shows N, --limit 0 all)\n";
    return 0;
}

int runMeasurementsDelete(CliContext& c) {
    if (c.positional.size() != 1) throw CliError{2, "measurements delete needs one ID"};
    qint64 id = 0;
    try {
        std::size_t used = 0;
        id = std::stoll(c.positional[0], &used);
        if (used != c.positional[0].size() || id < 1) throw std::invalid_argument("id");
    } catch (const std::exception&) {
        throw CliError{2, "measurements delete: \"" + c.positional[0] +
                              "\" is not an id (see measurements list)"};
    }
    if (!c.store.deleteMeasurement(id)) throw CliError{1, c.store.errorString().toStdString()};
    c.err << "deleted measurement " << id << "\n";
    return 0;
}

namespace {

std::optional<MeasurementKind> kindOption(const std::string& text) {
    for (auto k : {MeasurementKind::Decode, MeasurementKind::Prefill, MeasurementKind::Serving,
                   MeasurementKind::Collective})
        if (text == measurementKindKey(k)) return k;
    return std::nullopt;
}

std::string todayIso() {
    const auto now = std::chrono::system_clock::now();
    const std::chrono::year_month_day ymd{std::chrono::floor<std::chrono::days>(now)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return buf;
}

json optionalNumber(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

// The error bands of the validation report, by group and system: a band reads every validated
// point, so each is made once per group and system, not once per point.
class BandCells {
public:
    explicit BandCells(const ValidationReport& report) : report_(report) {}
    json of(const ValidationGroup& group, const std::string& systemId) {
        auto [it, fresh] = cells_.try_emplace({group, systemId});
        if (fresh) it->second = errorBandJson(report_.bandFor(group, systemId));
        return it->second;
    }

private:
    const ValidationReport& report_;
    std::map<std::pair<ValidationGroup, std::string>, json> cells_;
};

// One compared point as JSON, with its held-out validation where it has one.
json accuracyPointJson(const AccuracyRow& row,
                       const std::map<std::string, const ValidatedPoint*>& heldOut,
                       BandCells& bands) {
    const StoredPoint& m = *row.stored;
    const MeasuredPoint& p = m.point;
    const PointComparison& r = row.comparison;
    const auto n = optionalNumber;
    json o{{"id", m.id},
           {"file", m.file},
           {"line", p.line},
           {"kind", std::string(measurementKindKey(p.kind))},
           {"system", m.system_id},
           {"model", m.setup.model_id.empty() ? json(nullptr) : json(m.setup.model_id)},
           {"engine", r.engine_id.empty() ? json(nullptr) : json(r.engine_id)},
           {"engine_label", r.engine_label},
           {"engine_in_file", m.setup.engine.empty() ? json(nullptr) : json(m.setup.engine)},
           {"quantity", r.quantity},
           {"unit", r.unit},
           {"measured", n(r.measured)},
           {"predicted", n(r.predicted)},
           {"error", n(r.error)},
           {"fitted", row.fitted},
           {"how", r.how}};
    // The validation: predicted without any row having seen the point.
    const auto v = heldOut.find(storedPointLabel(m));
    o["validation_error"] = nullptr;
    if (v != heldOut.end()) {
        o["validation_error"] = n(v->second->held_out.error);
        o["validation_how"] = v->second->how;
        o["error_band"] = bands.of(v->second->group, m.system_id);
    }
    if (p.kind == MeasurementKind::Collective) {
        o["op"] = p.op;
        o["ranks"] = p.ranks ? json(*p.ranks) : json(nullptr);
        o["bytes"] = n(p.bytes);
    }
    if (!r.reason.empty()) o["reason"] = r.reason;
    return o;
}

// The table row of one compared point, `o` its JSON.
std::vector<json> accuracyPointRow(const AccuracyRow& row, const json& o) {
    const StoredPoint& m = *row.stored;
    const MeasuredPoint& p = m.point;
    const PointComparison& r = row.comparison;
    return {m.id,
            std::string(measurementKindKey(p.kind)),
            m.system_id,
            o["engine"],
            r.quantity,
            r.unit,
            o["measured"],
            o["predicted"],
            r.error ? json(*r.error * 100.0) : json(nullptr),
            row.fitted,
            o["validation_error"].is_number() ? json(o["validation_error"].get<double>() * 100.0)
                                              : json(nullptr),
            o.contains("error_band") ? json(errorBandCellOf(o)) : json(nullptr),
            r.reason.empty() ? (p.kind == MeasurementKind::Collective && p.bytes
                                    ? json(p.op + " " + formatNumber(*p.bytes) + " B")
                                    : json(r.how))
                             : json(r.reason)};
}

// The median and worst error of each system, engine and kind, as JSON and as a table.
void accuracySummary(const AccuracyTable& table, json& summary, Table& s) {
    s.headers = {"system",
                 "engine",
                 "kind",
                 "points",
                 "fitted_excluded",
                 "median_abs_error_pct",
                 "worst_abs_error_pct"};
    for (const AccuracyGroup& g : table.groups) {
        // No point left once the fitted ones are out: no median, not a zero.
        const bool any = g.errors.points > 0;
        const json median = any ? json(g.errors.median_abs_error) : json(nullptr);
        const json worst = any ? json(g.errors.worst_abs_error) : json(nullptr);
        summary.push_back({{"system", g.system_id},
                           {"engine", g.engine_id},
                           {"kind", g.kind},
                           {"points", g.errors.points},
                           {"fitted_excluded", g.fitted_excluded},
                           {"median_abs_error", median},
                           {"worst_abs_error", worst}});
        s.rows.push_back({g.system_id, g.engine_id, g.kind, g.errors.points, g.fitted_excluded,
                          any ? json(g.errors.median_abs_error * 100.0) : json(nullptr),
                          any ? json(g.errors.worst_abs_error * 100.0) : json(nullptr)});
    }
}

std::string accuracyNote(bool anyFitted) {
    return std::string("each point is predicted with the engine profile in force for its system: "
                       "one fitted on it (siliconomics-cli fit) first, else the engine the file or "
                       "the import named, else the vendor's default. ") +
           (anyFitted ? "fitted: true marks the points a profile was fitted on; the "
                        "medians leave them out. "
                      : "fitted: false - no profile is fitted on these points yet. ") +
           "error = predicted / measured - 1; validation_error: the same point predicted with "
           "every row fitted on it refitted without it (docs/accuracy.md).";
}

} // namespace

int runAccuracy(CliContext& c) {
    const auto stored = c.storedMeasurements();
    const std::vector<StoredPoint> points = toStoredPoints(stored);
    const AccuracyTable table = accuracyTable(c.effective(), points, c.scenario.assumptions);
    // Each point held out (a row fitted on it refitted without it) and its group's band.
    const auto validation = db::validationReport(c.effective(), points);
    std::map<std::string, const ValidatedPoint*> heldOut;
    for (const auto& v : validation->points)
        if (!v.published) heldOut[v.label] = &v;
    BandCells bandCells(*validation);
    json out = json::array();
    Table t;
    t.headers = {"id",
                 "kind",
                 "system",
                 "engine",
                 "quantity",
                 "unit",
                 "measured",
                 "predicted",
                 "error_pct",
                 "fitted",
                 "validation_error_pct",
                 "±",
                 "note"};
    for (const AccuracyRow& row : table.rows) {
        out.push_back(accuracyPointJson(row, heldOut, bandCells));
        t.rows.push_back(accuracyPointRow(row, out.back()));
    }
    json summary = json::array();
    Table s;
    accuracySummary(table, summary, s);
    // The bands of the validation protocol (the published runs; docs/accuracy.md).
    json bands = json::array();
    for (const GroupSummary& g : validation->groups)
        bands.push_back(errorBandJson(g.band));
    const std::string note = accuracyNote(table.any_fitted);
    if (c.opt.format == OutputFormat::Json) {
        c.out << json{{"points", out},
                      {"summary", summary},
                      {"fitted", table.any_fitted},
                      {"bands", bands},
                      {"note", note}}
                     .dump(2)
              << "\n";
        return 0;
    }
    writeTable(t, c.opt.format, c.out);
    c.out << "\n";
    writeTable(s, c.opt.format, c.out);
    c.err << note << "\n";
    return 0;
}

static FitOptions onlyThese(const std::vector<std::string>& only) {
    FitOptions options;
    options.only = only;
    return options;
}

int runFit(CliContext& c) {
    const Catalog& cat = c.effective();
    const System& sys = c.requireSystem(cat, c.opt.system, "--system");
    std::optional<MeasurementKind> kind;
    if (!c.opt.kind.empty()) {
        kind = kindOption(c.opt.kind);
        if (!kind)
            throw CliError{2, "--kind: expected collective, decode, prefill or serving, got \"" +
                                  c.opt.kind + "\""};
    }
    const auto stored = c.storedMeasurements();
    const std::vector<FitInput> inputs =
        fitInputsFor(cat, toStoredPoints(stored), sys.id, c.opt.engine);
    if (inputs.empty())
        throw CliError{1, "no imported measurements of " + sys.id +
                              " (siliconomics-cli measurements import --system " + sys.id + ")"};
    const EngineFit fit = fitEngineProfile(cat, sys, inputs, c.scenario.assumptions, c.opt.engine,
                                           c.opt.name, kind, todayIso(), onlyThese(c.opt.only));
    if (!fit.ok) throw CliError{1, fit.error};
    if (!c.opt.dry_run) {
        ImportBatch batch;
        batch.origin = "fit";
        batch.engines.push_back(fit.profile);
        if (!c.store.importBatch(batch)) throw CliError{1, c.store.errorString().toStdString()};
    }

    json params = json::object();
    for (const auto& p : fit.parameters)
        params[p.key] = {{"before", p.before}, {"after", p.after}, {"unit", p.unit}};
    json pts = json::array();
    auto n = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
    for (const auto& p : fit.points)
        pts.push_back({{"point", p.label},
                       {"kind", p.kind},
                       {"measured", p.measured},
                       {"predicted_before", n(p.before)},
                       {"predicted_after", n(p.after)},
                       {"predicted_held_out", n(p.held_out)}});
    json o{{"system", sys.id},
           {"engine", fit.profile.engine_id},
           {"profile_id", fit.profile.id},
           {"fitted_parameters", params},
           {"points", pts},
           {"skipped", fit.skipped},
           {"median_abs_error_before", fit.median_abs_error_before},
           {"median_abs_error_after", fit.median_abs_error_after},
           {"loo_median_abs_error", n(fit.loo_median_abs_error)},
           {"independent_points", fit.independent_points},
           {"held_out_rule", fit.held_out_rule},
           {"sampling", fit.sampling.empty() ? json(nullptr) : json(fit.sampling)},
           {"stored", !c.opt.dry_run}};
    if (c.opt.format == OutputFormat::Json) {
        c.out << o.dump(2) << "\n";
    } else {
        Table t;
        t.headers = {"parameter", "before", "after", "unit"};
        for (const auto& p : fit.parameters)
            t.rows.push_back({p.key, p.before, p.after, p.unit});
        writeTable(t, c.opt.format, c.out);
        c.out << "\n";
        Table pt;
        pt.headers = {"point", "kind", "measured", "before", "after", "held_out"};
        for (const auto& p : fit.points)
            pt.rows.push_back(
                {p.label, p.kind, p.measured, n(p.before), n(p.after), n(p.held_out)});
        writeTable(pt, c.opt.format, c.out);
    }
    c.err << (c.opt.dry_run ? "dry run, nothing stored: engine profile " : "stored engine profile ")
          << fit.profile.id << " (engine " << fit.profile.engine_id << ", for " << sys.id
          << "): median |error| " << fit.median_abs_error_before * 100.0 << " % -> "
          << fit.median_abs_error_after * 100.0 << " %";
    if (!fit.loo_median_abs_error)
        c.err << "; one point: no leave-one-out error";
    else if (fit.held_out_rule == "leave-one-out")
        c.err << ", leave-one-out " << *fit.loo_median_abs_error * 100.0 << " %";
    else
        c.err << ", held out " << *fit.loo_median_abs_error * 100.0 << " % (" << fit.held_out_rule
              << ")";
    c.err << "\n";
    if (!fit.sampling.empty()) c.err << fit.sampling << "\n";
    for (const auto& why : fit.skipped)
        c.err << "skipped " << why << "\n";
    return 0;
}

} // namespace sil::cli
