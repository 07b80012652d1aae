// measurements import|list|delete and accuracy: the user's own benchmark files (GitHub issue
// 32, items 3 and 5), stored in the user database and compared point by point with the model.
#include "app/cli/CliContext.h"
#include "core/collective.h"
#include "core/measurements/measurements.h"
#include "core/serving/planner.h"
#include "core/workload.h"
#include "database/SaveFile.h"

#include <QFileInfo>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <map>

namespace sil::cli {

using nlohmann::json;

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return s;
}

// The catalog model a file's model name means: its id or name (any case), or the last part
// of a Hugging Face path ("meta-llama/Llama-3.1-70B-Instruct" -> "llama-3.1-70b-instruct").
const LlmModel* modelNamedInFile(const Catalog& c, const std::string& name) {
    if (name.empty()) return nullptr;
    const std::string n = lower(name);
    const std::string tail = n.substr(n.rfind('/') == std::string::npos ? 0 : n.rfind('/') + 1);
    // A fine-tuned variant is served with the base model's shape.
    std::string base = tail;
    for (const char* suffix : {"-instruct", "-chat", "-hf", "-base"})
        if (base.size() > std::strlen(suffix) &&
            base.compare(base.size() - std::strlen(suffix), std::string::npos, suffix) == 0)
            base.resize(base.size() - std::strlen(suffix));
    for (const auto& m : c.models) {
        const std::string id = lower(m.id), mn = lower(m.name);
        if (id == n || mn == n || id == tail || mn == tail || id == base) return &m;
    }
    return nullptr;
}

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
    QList<db::NewMeasurement> rows;
    for (const MeasuredPoint& p : parsed.points) {
        db::NewMeasurement m;
        m.point = p;
        m.systemId = qs(sys.id);
        const std::string where = p.file + ":" + std::to_string(p.line) + ": ";
        // Model: what the file names wins (when it is a catalog model), with a warning.
        const LlmModel* fileModel = modelNamedInFile(cat, p.model);
        if (typedModel && fileModel && fileModel != typedModel)
            c.err << "warning: " << where << "the file names model \"" << p.model << "\" ("
                  << fileModel->id << "), not --model " << typedModel->id << "; using "
                  << fileModel->id << "\n";
        const LlmModel* model = fileModel ? fileModel : typedModel;
        if (!model && p.kind != MeasurementKind::Collective)
            c.err << "warning: " << where << "no catalog model"
                  << (p.model.empty() ? std::string() : " matches \"" + p.model + "\"")
                  << "; pass --model ID to compare this point with the model\n";
        if (model) m.modelId = qs(model->id);
        // Engine and GPU count: the file's word wins, with a warning.
        std::string engine = p.engine.empty() ? c.opt.engine : p.engine;
        if (!p.engine.empty() && !c.opt.engine.empty() && lower(p.engine) != lower(c.opt.engine))
            c.err << "warning: " << where << "the file says engine \"" << p.engine
                  << "\", not --engine " << c.opt.engine << "; using the file's\n";
        m.engine = qs(engine);
        if (c.opt.gpus > 0 && p.gpus && *p.gpus != c.opt.gpus)
            c.err << "warning: " << where << "the file says " << *p.gpus << " GPUs, not --gpus "
                  << c.opt.gpus << "; using the file's\n";
        if (p.gpus)
            m.gpus = *p.gpus;
        else if (c.opt.gpus > 0)
            m.gpus = c.opt.gpus;
        if (p.kind == MeasurementKind::Collective) {
            if (c.opt.ranks > 0 && p.ranks && *p.ranks != c.opt.ranks)
                c.err << "warning: " << where << "the file says " << *p.ranks
                      << " ranks, not --ranks " << c.opt.ranks << "; using the file's\n";
            if (!m.point.ranks && c.opt.ranks > 0) m.point.ranks = c.opt.ranks;
            if (c.opt.op.empty() == false && !p.op.empty() && p.op != c.opt.op)
                c.err << "warning: " << where << "the file says " << p.op << ", not --op "
                      << c.opt.op << "; using the file's\n";
            if (m.point.op.empty()) m.point.op = c.opt.op;
        }
        rows << m;
    }
    if (!c.store.importMeasurements(rows, qs(fileName), qs(c.opt.from)))
        throw CliError{1, c.store.errorString().toStdString()};
    c.err << "imported " << rows.size() << " measured point" << (rows.size() == 1 ? "" : "s")
          << " from " << fileName << " (" << c.opt.from << ") for " << sys.id << "\n";
    return 0;
}

int runMeasurementsList(CliContext& c) {
    const auto stored = c.store.measurements();
    if (!stored) throw CliError{1, c.store.errorString().toStdString()};
    Table t;
    t.headers = {"id",   "imported_at", "imported_by", "file",   "format", "line",
                 "kind", "system",      "model",       "engine", "gpus"};
    auto orNull = [](const QString& s) {
        return s.isEmpty() ? json(nullptr) : json(s.toStdString());
    };
    for (const auto& m : *stored)
        t.rows.push_back({m.id, m.importedAt.toStdString(), m.importedBy.toStdString(),
                          m.fileName.toStdString(), m.sourceFormat.toStdString(), m.point.line,
                          std::string(measurementKindKey(m.point.kind)), m.systemId.toStdString(),
                          orNull(m.modelId), orNull(m.engine),
                          m.gpus ? json(*m.gpus) : json(nullptr)});
    writeTable(t, c.opt.format, c.out);
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

struct Comparison {
    std::string quantity, unit;
    std::optional<double> measured, predicted;
    std::string reason; // why there is no prediction
};

Comparison compareCollective(const System& sys, const MeasuredPoint& p) {
    Comparison r{"time", "us", p.time_us, std::nullopt, {}};
    const auto op = parseCollectiveOp(p.op);
    if (!p.time_us)
        r.reason = "the file gives no time";
    else if (!op)
        r.reason =
            p.op.empty() ? "the collective is not named (--op)" : "unknown collective " + p.op;
    else if (!p.ranks)
        r.reason = "the rank count is not stated (--ranks)";
    else if (!p.bytes)
        r.reason = "the message size is not stated";
    if (!r.reason.empty()) return r;
    const auto est = estimateCollective(sys, *op, *p.ranks, *p.bytes, Placement::Packed);
    if (!est.ok)
        r.reason = est.error;
    else
        r.predicted = est.estimate.time_us;
    return r;
}

Comparison compareModelRun(const Catalog& cat, const System& sys, const db::StoredMeasurement& m,
                           const Assumptions& assumptions) {
    const MeasuredPoint& p = m.point;
    Comparison r;
    // What was measured, per GPU when the file allows it, else per user.
    std::optional<int> gpus = p.gpus ? p.gpus : m.gpus;
    if (p.kind == MeasurementKind::Prefill) {
        r = {"prefill throughput", "tokens/s", p.prefill_tokens_per_s, std::nullopt, {}};
    } else if (p.output_tokens_per_s_per_gpu || (p.output_tokens_per_s && gpus)) {
        r = {"output throughput per GPU",
             "tokens/s/GPU",
             p.output_tokens_per_s_per_gpu ? p.output_tokens_per_s_per_gpu
                                           : std::optional<double>(*p.output_tokens_per_s / *gpus),
             std::nullopt,
             {}};
    } else {
        r = {"output speed per user", "tokens/s/user", p.tokens_per_s_per_user, std::nullopt, {}};
    }
    const LlmModel* model = m.modelId.isEmpty() ? nullptr : cat.model(m.modelId.toStdString());
    const int tp = p.tp ? *p.tp : gpus ? *gpus : 0;
    const double batch = p.kind == MeasurementKind::Prefill ? 1.0 : p.concurrency.value_or(0.0);
    const double prompt = p.prompt_tokens.value_or(
        p.kind == MeasurementKind::Decode ? p.context_tokens.value_or(-1) : -1);
    const double output = p.output_tokens.value_or(p.kind == MeasurementKind::Serving ? -1 : 1);
    if (!r.measured)
        r.reason = "the file gives no " + r.quantity;
    else if (!model)
        r.reason = m.modelId.isEmpty() ? "no catalog model (import with --model)"
                                       : "unknown model " + m.modelId.toStdString();
    else if (tp < 1)
        r.reason = "the GPU count / tensor parallelism is not stated (--gpus)";
    else if (batch < 1)
        r.reason = "the concurrency (batch) is not stated";
    else if (prompt < 0)
        r.reason = "the prompt length is not stated";
    else if (output < 0)
        r.reason = "the output length is not stated";
    if (!r.reason.empty()) return r;
    NumberFormat weights = NumberFormat::BF16;
    if (auto f = parseNumberFormat(lower(p.precision))) weights = *f;
    const NumberFormat kv = defaultKvFormat(weights);
    const int ibatch = static_cast<int>(std::lround(batch));
    if (p.kind == MeasurementKind::Serving && p.source_format == "calibration") {
        // The project's serving benchmark runs static batches.
        const auto sb = staticBatch(cat, sys, *model, tp, ibatch, prompt, output, weights, kv);
        if (!sb.ok)
            r.reason = sb.error;
        else
            r.predicted =
                r.unit == "tokens/s/GPU" ? sb.tokens_per_s_per_gpu : sb.tokens_per_s_per_user;
        return r;
    }
    InferenceQuery q;
    q.gpus = tp;
    q.tp = tp;
    q.batch = ibatch;
    q.prompt_tokens = prompt;
    q.output_tokens = output;
    if (p.context_tokens) q.context = *p.context_tokens;
    q.weights = weights;
    q.kv = kv;
    q.with_rentals = false;
    const auto inf = estimateInference(cat, sys, *model, q, assumptions);
    if (!inf.ok)
        r.reason = inf.error;
    else if (!inf.fits)
        r.reason = "does not fit: " + inf.why_not;
    else if (p.kind == MeasurementKind::Prefill)
        r.predicted = inf.prefill_tokens_per_s_per_gpu * tp;
    else if (r.unit == "tokens/s/user")
        r.predicted = inf.tokens_per_s_per_user;
    else if (p.kind == MeasurementKind::Decode)
        r.predicted = inf.decode_tokens_per_s_per_gpu;
    else
        r.predicted = inf.served_output_tokens_per_s_per_gpu;
    return r;
}

} // namespace

int runAccuracy(CliContext& c) {
    const auto stored = c.store.measurements();
    if (!stored) throw CliError{1, c.store.errorString().toStdString()};
    const Catalog& cat = c.effective();
    json points = json::array();
    std::map<std::pair<std::string, std::string>, std::vector<double>> errors;
    Table t;
    t.headers = {"id",   "kind",     "system",    "engine",    "quantity",
                 "unit", "measured", "predicted", "error_pct", "note"};
    for (const auto& m : *stored) {
        const MeasuredPoint& p = m.point;
        const System* sys = cat.system(m.systemId.toStdString());
        Comparison r;
        if (!sys)
            r.reason = "system " + m.systemId.toStdString() + " is no longer in the catalog";
        else if (p.kind == MeasurementKind::Collective)
            r = compareCollective(*sys, p);
        else
            r = compareModelRun(cat, *sys, m, c.scenario.assumptions);
        if (!sys) r.measured = std::nullopt;
        std::optional<double> error;
        if (r.predicted && r.measured && *r.measured > 0 && std::isfinite(*r.predicted))
            error = *r.predicted / *r.measured - 1.0;
        else if (r.predicted && r.reason.empty())
            r.reason = "the measured value is zero", r.predicted.reset();
        const std::string kind(measurementKindKey(p.kind));
        if (error) errors[{m.systemId.toStdString(), kind}].push_back(std::abs(*error));
        auto n = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
        json o{{"id", m.id},
               {"file", m.fileName.toStdString()},
               {"line", p.line},
               {"kind", kind},
               {"system", m.systemId.toStdString()},
               {"model", m.modelId.isEmpty() ? json(nullptr) : json(m.modelId.toStdString())},
               {"engine", m.engine.isEmpty() ? json(nullptr) : json(m.engine.toStdString())},
               {"quantity", r.quantity},
               {"unit", r.unit},
               {"measured", n(r.measured)},
               {"predicted", n(r.predicted)},
               {"error", n(error)},
               {"fitted", false}};
        if (p.kind == MeasurementKind::Collective) {
            o["op"] = p.op;
            o["ranks"] = p.ranks ? json(*p.ranks) : json(nullptr);
            o["bytes"] = n(p.bytes);
        }
        if (!r.reason.empty()) o["reason"] = r.reason;
        points.push_back(o);
        t.rows.push_back({m.id, kind, m.systemId.toStdString(), o["engine"], r.quantity, r.unit,
                          o["measured"], o["predicted"],
                          error ? json(*error * 100.0) : json(nullptr),
                          r.reason.empty() ? (p.kind == MeasurementKind::Collective
                                                  ? json(p.op + " " + formatNumber(*p.bytes) + " B")
                                                  : json(""))
                                           : json(r.reason)});
    }
    json summary = json::array();
    Table s;
    s.headers = {"system", "kind", "points", "median_abs_error_pct", "worst_abs_error_pct"};
    for (auto& [key, errs] : errors) {
        std::sort(errs.begin(), errs.end());
        const std::size_t k = errs.size();
        const double median = k % 2 ? errs[k / 2] : (errs[k / 2 - 1] + errs[k / 2]) / 2.0;
        summary.push_back({{"system", key.first},
                           {"kind", key.second},
                           {"points", k},
                           {"median_abs_error", median},
                           {"worst_abs_error", errs.back()}});
        s.rows.push_back({key.first, key.second, k, median * 100.0, errs.back() * 100.0});
    }
    const std::string note =
        "fitted: false - nothing is fitted to these measurements yet; predictions use the "
        "catalog and the model's default efficiencies. error = predicted / measured - 1.";
    if (c.opt.format == OutputFormat::Json) {
        c.out << json{{"points", points}, {"summary", summary}, {"fitted", false}, {"note", note}}
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

} // namespace sil::cli
