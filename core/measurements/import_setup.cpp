#include "core/measurements/import_setup.h"

#include "core/measurements/measured_point_json.h"
#include "core/workload/model_shape.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace sil {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return s;
}

} // namespace

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
    // MLPerf names its benchmarks by model and accuracy target: llama2-70b-99, llama2-70b-99.9.
    for (const char* suffix : {"-99.9", "-99"})
        if (base.size() > std::strlen(suffix) &&
            base.compare(base.size() - std::strlen(suffix), std::string::npos, suffix) == 0)
            base.resize(base.size() - std::strlen(suffix));
    if (base.rfind("llama2-", 0) == 0) base.insert(5, "-");
    for (const auto& m : c.models) {
        const std::string id = lower(m.id), mn = lower(m.name);
        if (id == n || mn == n || id == tail || mn == tail || id == base) return &m;
    }
    return nullptr;
}

std::string importWarningText(const ImportWarning& w) {
    const std::string where = w.file + ":" + std::to_string(w.line) + ": ";
    using What = ImportWarning::What;
    switch (w.what) {
    case What::ModelOverridden:
        return where + "the file names model \"" + w.in_file + "\" (" + w.used + "), not --model " +
               w.given + "; using " + w.used;
    case What::NoModel:
        return where + "no catalog model" +
               (w.in_file.empty() ? std::string() : " matches \"" + w.in_file + "\"") +
               "; pass --model ID to compare this point with the model";
    case What::EngineOverridden:
        return where + "the file says engine \"" + w.in_file + "\", not --engine " + w.given +
               "; using the file's";
    case What::GpusOverridden:
        return where + "the file says " + w.in_file + " GPUs, not --gpus " + w.given +
               "; using the file's";
    case What::RanksOverridden:
        return where + "the file says " + w.in_file + " ranks, not --ranks " + w.given +
               "; using the file's";
    case What::OpOverridden:
        return where + "the file says " + w.in_file + ", not --op " + w.given +
               "; using the file's";
    case What::WeightsOverridden:
        return where + "the file says " + w.in_file + " weights, not --weights " + w.given +
               "; using the file's";
    case What::UnknownPrecision:
        return where + "the file says precision \"" + w.in_file +
               "\", which is not bf16, fp8 or fp4; predicted with " + w.used + " weights" +
               (w.given.empty() ? " (pass --weights to say which)" : " (--weights)");
    }
    return where;
}

std::string normalisedPointsText(const std::vector<MeasuredPoint>& parsed) {
    std::string text;
    for (MeasuredPoint p : parsed) {
        p.file.clear();
        text += measuredPointToJson(p);
        text += '\n';
    }
    return text;
}

namespace {

// A point the model can predict says how many GPUs (or the tensor parallelism) it ran on;
// collectives say their ranks instead.
bool gpuCountKnown(const MeasuredPoint& p, const ImportChoices& choices) {
    return p.kind == MeasurementKind::Collective || p.gpus || p.tp || choices.gpus;
}

// The weight format a model point is predicted at: the file's own precision field wins over
// --weights (with a warning); a precision that is no format the model knows is said so.
template <typename Warn>
void resolveWeights(MeasuredPoint& p, const ImportChoices& choices, Warn&& warn) {
    using What = ImportWarning::What;
    if (p.precision.empty()) {
        p.precision = choices.weights;
        return;
    }
    const auto inFile = parseNumberFormat(lower(p.precision));
    if (!inFile) {
        const std::string used = choices.weights.empty() ? "bf16" : choices.weights;
        warn(What::UnknownPrecision, p.precision, choices.weights, used);
        if (!choices.weights.empty()) p.precision = choices.weights;
        return;
    }
    if (!choices.weights.empty() && parseNumberFormat(choices.weights) != inFile)
        warn(What::WeightsOverridden, p.precision, choices.weights);
}

MeasurementError noGpuCount(const MeasuredPoint& p) {
    return {p.file, p.line, "gpus",
            "the file does not say how many GPUs the run used, and no GPU count was given "
            "(--gpus N); such a point can never be predicted"};
}

} // namespace

ImportResolution resolveImport(const Catalog& cat, const std::vector<MeasuredPoint>& parsed,
                               const ImportChoices& choices) {
    ImportResolution out;
    out.content = normalisedPointsText(parsed);
    const LlmModel* typedModel = choices.model_id.empty() ? nullptr : cat.model(choices.model_id);
    using What = ImportWarning::What;
    for (const MeasuredPoint& p : parsed) {
        ImportedPoint m;
        m.point = p;
        auto warn = [&](What what, std::string inFile, std::string given, std::string used = {}) {
            out.warnings.push_back(
                {what, p.file, p.line, std::move(inFile), std::move(given), std::move(used)});
        };
        // Model: what the file names wins (when it is a catalog model), with a warning.
        const LlmModel* fileModel = modelNamedInFile(cat, p.model);
        if (typedModel && fileModel && fileModel != typedModel)
            warn(What::ModelOverridden, p.model, typedModel->id, fileModel->id);
        const LlmModel* model = fileModel ? fileModel : typedModel;
        if (!model && p.kind != MeasurementKind::Collective) warn(What::NoModel, p.model, {});
        if (model) m.setup.model_id = model->id;
        // Engine and GPU count: the file's word wins, with a warning.
        m.setup.engine = p.engine.empty() ? choices.engine : p.engine;
        if (!p.engine.empty() && !choices.engine.empty() &&
            lower(p.engine) != lower(choices.engine))
            warn(What::EngineOverridden, p.engine, choices.engine);
        if (choices.gpus && p.gpus && *p.gpus != *choices.gpus)
            warn(What::GpusOverridden, std::to_string(*p.gpus), std::to_string(*choices.gpus));
        m.setup.gpus = p.gpus ? p.gpus : choices.gpus;
        if (p.kind == MeasurementKind::Collective) {
            if (choices.ranks && p.ranks && *p.ranks != *choices.ranks)
                warn(What::RanksOverridden, std::to_string(*p.ranks),
                     std::to_string(*choices.ranks));
            if (!m.point.ranks && choices.ranks) m.point.ranks = choices.ranks;
            if (!choices.op.empty() && !p.op.empty() && p.op != choices.op)
                warn(What::OpOverridden, p.op, choices.op);
            if (m.point.op.empty()) m.point.op = choices.op;
        } else {
            resolveWeights(m.point, choices, warn);
        }
        if (!out.refusal && !gpuCountKnown(p, choices)) out.refusal = noGpuCount(p);
        out.points.push_back(std::move(m));
    }
    return out;
}

} // namespace sil
