#include "core/workload/workload_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <nlohmann/json.hpp>

namespace sil {

using nlohmann::json;

namespace {

struct Parsed {
    json j;
    std::string error;
};

Parsed parse(const std::string& text, const std::string& origin) {
    Parsed p;
    try {
        p.j = json::parse(text);
    } catch (const json::exception& e) {
        p.error = origin + ": unreadable JSON (" + e.what() + ")";
        return p;
    }
    if (!p.j.is_object() || !p.j.contains("model") || !p.j["model"].is_object() ||
        !p.j.contains("decode") || !p.j["decode"].is_array())
        p.error = origin +
                  ": expected an object with \"model\" and \"decode\" (see calibration/README.md)";
    return p;
}

double num(const json& obj, const char* key, const std::string& where, std::string& error) {
    if (!obj.contains(key) || !obj[key].is_number()) {
        if (error.empty()) error = where + "." + key + ": expected a number";
        return 0.0;
    }
    const double v = obj[key].get<double>();
    if (!std::isfinite(v) || v < 0.0) {
        if (error.empty()) error = where + "." + key + ": expected a finite number >= 0";
        return 0.0;
    }
    return v;
}

// The measured transformer shape as a catalog model.
LlmModel modelFrom(const json& m, const std::string& origin, std::string& error) {
    LlmModel model;
    model.id = m.value("name", origin);
    const std::string w = origin + ": model";
    const bool moe = m.contains("experts");
    model.layers = num(m, moe ? "layers" : "layers_full", w, error);
    model.hidden_size = num(m, "hidden", w, error);
    model.attention_heads = num(m, "heads", w, error);
    model.kv_heads = num(m, "kv_heads", w, error);
    model.head_dim = num(m, "head_dim", w, error);
    model.vocab_size = num(m, "vocab", w, error);
    if (moe) {
        model.experts_total = num(m, "experts", w, error);
        model.experts_active = num(m, "experts_active", w, error);
        model.expert_ffn_size = num(m, "expert_ffn", w, error);
        model.experts_shared = 0.0;
        model.dense_layers_before_moe = 0.0;
    } else {
        model.ffn_size = num(m, "ffn", w, error);
        model.experts_total = 0.0;
    }
    return model;
}

ModelShape layersOnly(ModelShape s, double layers) {
    // Prefill and training measurements time a slice of layers without embedding or LM head.
    const double keepMoeShare = s.layers > 0 ? s.moe_layers / s.layers : 0.0;
    s.layers = layers;
    s.moe_layers = layers * keepMoeShare;
    s.dense_layers = layers - s.moe_layers;
    s.embedding_params = 0.0;
    s.lm_head_params = 0.0;
    return s;
}

// Least squares for y = A x with two unknowns.
bool solve2(const std::vector<std::array<double, 2>>& a, const std::vector<double>& y, double& x0,
            double& x1) {
    double s00 = 0, s01 = 0, s11 = 0, t0 = 0, t1 = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        s00 += a[i][0] * a[i][0];
        s01 += a[i][0] * a[i][1];
        s11 += a[i][1] * a[i][1];
        t0 += a[i][0] * y[i];
        t1 += a[i][1] * y[i];
    }
    const double det = s00 * s11 - s01 * s01;
    if (std::abs(det) < 1e-300) return false;
    x0 = (t0 * s11 - t1 * s01) / det;
    x1 = (s00 * t1 - s01 * t0) / det;
    return true;
}

// The two measurement files read and their models shaped, with the chip's spec figures the
// fit scales against.
struct FitInputs {
    Parsed dense, moe;
    ModelShape denseShape, moeShape;
    double bw = 0.0;   // spec memory bandwidth, bytes/s
    double peak = 0.0; // dense BF16 peak, FLOP/s
};

// Reads both files and the chip's figures; "" or the first problem found.
std::string readInputs(const Chip& chip, const std::string& denseJson,
                       const std::string& denseOrigin, const std::string& moeJson,
                       const std::string& moeOrigin, double copyTbps, FitInputs& in) {
    in.dense = parse(denseJson, denseOrigin);
    in.moe = parse(moeJson, moeOrigin);
    if (!in.dense.error.empty() || !in.moe.error.empty())
        return !in.dense.error.empty() ? in.dense.error : in.moe.error;
    in.bw = chip.memory_bandwidth_gbps.value_or(0.0) * 1e9;
    in.peak = chip.dense_tflops[index(Dtype::BF16)].value_or(0.0) * 1e12;
    if (in.bw <= 0.0 || in.peak <= 0.0 || copyTbps <= 0.0)
        return chip.id + ": needs HBM bandwidth, dense BF16 and a copy bandwidth to fit";
    std::string error;
    const LlmModel denseModel = modelFrom(in.dense.j["model"], denseOrigin, error);
    const LlmModel moeModel = modelFrom(in.moe.j["model"], moeOrigin, error);
    if (!error.empty()) return error;
    const auto denseShape = modelShape(denseModel), moeShape = modelShape(moeModel);
    if (!denseShape.ok || !moeShape.ok) return denseShape.ok ? moeShape.error : denseShape.error;
    in.denseShape = denseShape.shape;
    in.moeShape = moeShape.shape;
    return {};
}

// Calls visit(batch, context, step in ms) for each decode row, stopping at the first row whose
// batch or step is not positive (a field's problem is left in `error`).
template <class Visit>
void forEachDecodeRow(const json& rows, const std::string& origin, std::string& error,
                      Visit&& visit) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string w = origin + ": decode[" + std::to_string(i) + "]";
        const double batch = num(rows[i], "batch", w, error);
        const double context = num(rows[i], "context", w, error);
        const double step = num(rows[i], "step_s", w, error);
        if (batch < 1.0 || step <= 0.0) {
            if (error.empty()) error = w + ": batch and step_s must be positive";
            return;
        }
        visit(batch, context, step * 1e3);
    }
}

// Dense decode: step - weights/bw_w = L * overhead + KV bytes / bw_kv.
void fitDenseDecode(const FitInputs& in, const Chip& chip, const std::string& origin,
                    WorkloadEfficiencies& e, std::string& error) {
    DecodeStepInput step;
    std::vector<std::array<double, 2>> a;
    std::vector<double> y;
    forEachDecodeRow(in.dense.j["decode"], origin, error,
                     [&](double batch, double context, double ms) {
                         step.batch = batch;
                         step.context = context;
                         const auto d = decodeStep(in.denseShape, chip, nullptr, e, step, true);
                         a.push_back({in.denseShape.layers / 1000.0, d.kv_bytes * 1e3 / in.bw});
                         y.push_back(ms - 1e3 * d.weight_bytes / (e.weight_read * in.bw));
                     });
    double overheadUs = 0, invKv = 0;
    if (error.empty() && !solve2(a, y, overheadUs, invKv))
        error = origin + ": decode rows do not determine a fit";
    if (error.empty() && (overheadUs < 0 || invKv < 1.0))
        error = origin + ": the decode rows give a negative overhead or a KV read above spec";
    if (!error.empty()) return;
    e.layer_overhead_us = overheadUs;
    e.kv_read = 1.0 / invKv;
}

// MoE decode: the rest = MoE layers * extra overhead + expert bytes / bw_e.
void fitMoeDecode(const FitInputs& in, const Chip& chip, const std::string& origin,
                  WorkloadEfficiencies& e, std::string& error) {
    DecodeStepInput step;
    std::vector<std::array<double, 2>> a;
    std::vector<double> y;
    forEachDecodeRow(
        in.moe.j["decode"], origin, error, [&](double batch, double context, double ms) {
            step.batch = batch;
            step.context = context;
            WorkloadEfficiencies known = e;
            known.expert_read = 1e30; // exclude experts from the known part
            const auto d = decodeStep(in.moeShape, chip, nullptr, known, step, false);
            a.push_back({in.moeShape.moe_layers / 1000.0, d.expert_bytes * 1e3 / in.bw});
            y.push_back(ms - d.step_ms);
        });
    double moeUs = 0, invExpert = 0;
    if (error.empty() && !solve2(a, y, moeUs, invExpert))
        error = origin + ": decode rows do not determine a fit";
    if (error.empty() && (moeUs < 0 || invExpert < 1.0))
        error = origin + ": the decode rows give a negative overhead or an expert read above spec";
    if (!error.empty()) return;
    e.moe_layer_overhead_us = moeUs;
    e.expert_read = 1.0 / invExpert;
}

const json& rowsOf(const json& file, const char* phase) {
    static const json none = json::array();
    return file.contains(phase) ? file[phase] : none;
}

// Prefill (dense slices): time - overheads = FLOPs / (peak * eta).
void fitPrefill(const FitInputs& in, const Chip& chip, const std::string& origin,
                WorkloadEfficiencies& e, std::string& error) {
    double sfx = 0, sff = 0;
    const json& prefill = rowsOf(in.dense.j, "prefill");
    for (std::size_t i = 0; i < prefill.size(); ++i) {
        const std::string w = origin + ": prefill[" + std::to_string(i) + "]";
        const double tokens = num(prefill[i], "tokens", w, error),
                     layers = num(prefill[i], "layers", w, error);
        const double s = num(prefill[i], "s", w, error);
        if (!error.empty()) break;
        WorkloadEfficiencies unit = e;
        unit.prefill_compute = 1.0;
        const ModelShape slice = layersOnly(in.denseShape, layers);
        const double overheadMs = layers * e.layer_overhead_us / 1000.0;
        // With eta = 1 the compute part is FLOPs/peak: scale it.
        const double computeAtPeak =
            prefillMs(slice, chip, nullptr, unit, tokens, 1, NumberFormat::BF16, false) -
            overheadMs;
        sfx += computeAtPeak * (s * 1e3 - overheadMs);
        sff += computeAtPeak * computeAtPeak;
    }
    if (error.empty() && sfx <= 0.0)
        error = origin + ": no prefill rows to fit the prefill efficiency";
    if (!error.empty()) return;
    e.prefill_compute = std::min(1.0, sff / sfx);
}

// One training step's FLOPs on a slice of layers: 6 N per token plus attention.
double trainingFlops(const ModelShape& slice, double seq, double microBatch) {
    return seq * microBatch *
           (6.0 * slice.activeMatmulParams() +
            3.0 * slice.attendedPositions(seq / 2.0) * slice.attention_flops_per_pair);
}

// Training (dense slices): step = 6 N + attention FLOPs / (peak * eta).
void fitTraining(const FitInputs& in, const std::string& origin, WorkloadEfficiencies& e,
                 std::string& error) {
    double tfx = 0, tff = 0;
    const json& train = rowsOf(in.dense.j, "train");
    for (std::size_t i = 0; i < train.size(); ++i) {
        const std::string w = origin + ": train[" + std::to_string(i) + "]";
        const double seq = num(train[i], "seq", w, error),
                     mb = num(train[i], "micro_batch", w, error);
        const double layers = num(train[i], "layers", w, error), s = num(train[i], "s", w, error);
        if (!error.empty()) break;
        const double atPeakMs =
            1e3 * trainingFlops(layersOnly(in.denseShape, layers), seq, mb) / in.peak;
        tfx += atPeakMs * s * 1e3;
        tff += atPeakMs * atPeakMs;
    }
    if (error.empty() && tfx <= 0.0)
        error = origin + ": no train rows to fit the training efficiency";
    if (!error.empty()) return;
    e.train_compute = std::min(1.0, tff / tfx);
}

void addPoint(WorkloadFit& fit, const std::string& file, const char* phase, std::string label,
              double measured, double predicted, bool fitted) {
    fit.points.push_back({file, phase, std::move(label), measured, predicted,
                          (predicted - measured) / measured, fitted});
}

void predictDecode(WorkloadFit& fit, const Chip& chip, const json& rows, const std::string& origin,
                   const ModelShape& shape, std::string& error) {
    DecodeStepInput step;
    forEachDecodeRow(rows, origin, error, [&](double batch, double context, double ms) {
        step.batch = batch;
        step.context = context;
        const auto d = decodeStep(shape, chip, nullptr, fit.efficiencies, step, false);
        addPoint(fit, origin, "decode",
                 "batch " + std::to_string(static_cast<int>(batch)) + ", context " +
                     std::to_string(static_cast<int>(context)),
                 ms, d.step_ms, true);
    });
}

void predictPrefill(WorkloadFit& fit, const Chip& chip, const json& rows, const std::string& origin,
                    const ModelShape& shape, bool fitted) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double tokens = rows[i].value("tokens", 0.0), layers = rows[i].value("layers", 0.0);
        const double s = rows[i].value("s", 0.0);
        if (tokens <= 0 || layers <= 0 || s <= 0) continue;
        const double p = prefillMs(layersOnly(shape, layers), chip, nullptr, fit.efficiencies,
                                   tokens, 1, NumberFormat::BF16, false);
        addPoint(fit, origin, "prefill",
                 std::to_string(static_cast<int>(tokens)) + " tokens, " +
                     std::to_string(static_cast<int>(layers)) + " layers",
                 s * 1e3, p, fitted);
    }
}

void predictTraining(WorkloadFit& fit, const FitInputs& in, const std::string& origin) {
    const json& train = rowsOf(in.dense.j, "train");
    for (std::size_t i = 0; i < train.size(); ++i) {
        const double seq = train[i].value("seq", 0.0), mb = train[i].value("micro_batch", 0.0);
        const double layers = train[i].value("layers", 0.0), s = train[i].value("s", 0.0);
        const double flops = trainingFlops(layersOnly(in.denseShape, layers), seq, mb);
        addPoint(fit, origin, "train",
                 "seq " + std::to_string(static_cast<int>(seq)) + ", micro-batch " +
                     std::to_string(static_cast<int>(mb)),
                 s * 1e3, 1e3 * flops / (in.peak * fit.efficiencies.train_compute), true);
    }
}

// Every point predicted with the fitted values, and their median and largest |error|.
void predictEveryPoint(WorkloadFit& fit, const FitInputs& in, const Chip& chip,
                       const std::string& denseOrigin, const std::string& moeOrigin,
                       std::string& error) {
    predictDecode(fit, chip, in.dense.j["decode"], denseOrigin, in.denseShape, error);
    predictDecode(fit, chip, in.moe.j["decode"], moeOrigin, in.moeShape, error);
    predictPrefill(fit, chip, rowsOf(in.dense.j, "prefill"), denseOrigin, in.denseShape, true);
    predictPrefill(fit, chip, rowsOf(in.moe.j, "prefill"), moeOrigin, in.moeShape, false);
    predictTraining(fit, in, denseOrigin);
    std::vector<double> errs;
    for (const auto& p : fit.points)
        errs.push_back(std::abs(p.relative_error));
    std::sort(errs.begin(), errs.end());
    if (!errs.empty()) {
        fit.median_abs_error = errs[errs.size() / 2];
        fit.max_abs_error = errs.back();
    }
}

} // namespace

WorkloadFit fitWorkload(const Chip& chip, const std::string& denseJson,
                        const std::string& denseOrigin, const std::string& moeJson,
                        const std::string& moeOrigin, double copyTbps) {
    WorkloadFit fit;
    FitInputs in;
    std::string error = readInputs(chip, denseJson, denseOrigin, moeJson, moeOrigin, copyTbps, in);
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    fit.device = in.dense.j.value("device", "");
    WorkloadEfficiencies& e = fit.efficiencies;
    e.weight_read = std::min(1.0, copyTbps * 1e12 / in.bw);
    e.expert_read = e.kv_read = e.prefill_compute = e.train_compute = 1.0;
    e.layer_overhead_us = e.moe_layer_overhead_us = 0.0;
    // Each step fits the free parameters the ones before it leave.
    fitDenseDecode(in, chip, denseOrigin, e, error);
    if (error.empty()) fitMoeDecode(in, chip, moeOrigin, e, error);
    if (error.empty()) fitPrefill(in, chip, denseOrigin, e, error);
    if (error.empty()) fitTraining(in, denseOrigin, e, error);
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    predictEveryPoint(fit, in, chip, denseOrigin, moeOrigin, error);
    fit.ok = true;
    return fit;
}

Chip withWorkloadFit(const Chip& chip, const WorkloadFit& fit) {
    Chip c = chip;
    const auto& e = fit.efficiencies;
    c.weight_read_efficiency = e.weight_read;
    c.kv_read_efficiency = e.kv_read;
    c.expert_read_efficiency = e.expert_read;
    c.layer_overhead_us = e.layer_overhead_us;
    c.moe_layer_overhead_us = e.moe_layer_overhead_us;
    c.prefill_compute_efficiency = e.prefill_compute;
    c.train_compute_efficiency = e.train_compute;
    return c;
}

} // namespace sil
