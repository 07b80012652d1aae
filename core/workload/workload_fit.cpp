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

} // namespace

WorkloadFit fitWorkload(const Chip& chip, const std::string& denseJson,
                        const std::string& denseOrigin, const std::string& moeJson,
                        const std::string& moeOrigin, double copyTbps) {
    WorkloadFit fit;
    const Parsed dense = parse(denseJson, denseOrigin);
    const Parsed moe = parse(moeJson, moeOrigin);
    if (!dense.error.empty() || !moe.error.empty()) {
        fit.error = !dense.error.empty() ? dense.error : moe.error;
        return fit;
    }
    const double bw = chip.memory_bandwidth_gbps.value_or(0.0) * 1e9;
    const double peak = chip.dense_tflops[index(Dtype::BF16)].value_or(0.0) * 1e12;
    if (bw <= 0.0 || peak <= 0.0 || copyTbps <= 0.0) {
        fit.error = chip.id + ": needs HBM bandwidth, dense BF16 and a copy bandwidth to fit";
        return fit;
    }
    std::string error;
    const LlmModel denseModel = modelFrom(dense.j["model"], denseOrigin, error);
    const LlmModel moeModel = modelFrom(moe.j["model"], moeOrigin, error);
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    const auto denseShape = modelShape(denseModel), moeShape = modelShape(moeModel);
    if (!denseShape.ok || !moeShape.ok) {
        fit.error = denseShape.ok ? moeShape.error : denseShape.error;
        return fit;
    }
    fit.device = dense.j.value("device", "");
    WorkloadEfficiencies& e = fit.efficiencies;
    e.weight_read = std::min(1.0, copyTbps * 1e12 / bw);
    e.expert_read = e.kv_read = e.prefill_compute = e.train_compute = 1.0;

    // Dense decode: step - weights/bw_w = L * overhead + KV bytes / bw_kv.
    auto decodeRows = [&](const json& rows, const std::string& origin, auto&& visit) {
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
    };
    DecodeStepInput in;
    std::vector<std::array<double, 2>> a;
    std::vector<double> y;
    e.layer_overhead_us = e.moe_layer_overhead_us = 0.0;
    decodeRows(dense.j["decode"], denseOrigin, [&](double batch, double context, double ms) {
        in.batch = batch;
        in.context = context;
        const auto d = decodeStep(denseShape.shape, chip, nullptr, e, in, true);
        a.push_back({denseShape.shape.layers / 1000.0, d.kv_bytes * 1e3 / bw});
        y.push_back(ms - 1e3 * d.weight_bytes / (e.weight_read * bw));
    });
    double overheadUs = 0, invKv = 0;
    if (error.empty() && !solve2(a, y, overheadUs, invKv))
        error = denseOrigin + ": decode rows do not determine a fit";
    if (error.empty() && (overheadUs < 0 || invKv < 1.0))
        error = denseOrigin + ": the decode rows give a negative overhead or a KV read above spec";
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    e.layer_overhead_us = overheadUs;
    e.kv_read = 1.0 / invKv;

    // MoE decode: the rest = MoE layers * extra overhead + expert bytes / bw_e.
    a.clear();
    y.clear();
    decodeRows(moe.j["decode"], moeOrigin, [&](double batch, double context, double ms) {
        in.batch = batch;
        in.context = context;
        WorkloadEfficiencies known = e;
        known.expert_read = 1e30; // exclude experts from the known part
        const auto d = decodeStep(moeShape.shape, chip, nullptr, known, in, false);
        a.push_back({moeShape.shape.moe_layers / 1000.0, d.expert_bytes * 1e3 / bw});
        y.push_back(ms - d.step_ms);
    });
    double moeUs = 0, invExpert = 0;
    if (error.empty() && !solve2(a, y, moeUs, invExpert))
        error = moeOrigin + ": decode rows do not determine a fit";
    if (error.empty() && (moeUs < 0 || invExpert < 1.0))
        error =
            moeOrigin + ": the decode rows give a negative overhead or an expert read above spec";
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    e.moe_layer_overhead_us = moeUs;
    e.expert_read = 1.0 / invExpert;

    // Prefill (dense slices): time - overheads = FLOPs / (peak * eta).
    double sfx = 0, sff = 0;
    const json& prefill = dense.j.contains("prefill") ? dense.j["prefill"] : json::array();
    std::vector<std::pair<double, double>> prefillRows; // layers, tokens
    for (std::size_t i = 0; i < prefill.size(); ++i) {
        const std::string w = denseOrigin + ": prefill[" + std::to_string(i) + "]";
        const double tokens = num(prefill[i], "tokens", w, error),
                     layers = num(prefill[i], "layers", w, error);
        const double s = num(prefill[i], "s", w, error);
        if (!error.empty()) break;
        WorkloadEfficiencies unit = e;
        unit.prefill_compute = 1.0;
        const ModelShape slice = layersOnly(denseShape.shape, layers);
        const double overheadMs = layers * e.layer_overhead_us / 1000.0;
        // With eta = 1 the compute part is FLOPs/peak: scale it.
        const double computeAtPeak =
            prefillMs(slice, chip, nullptr, unit, tokens, 1, NumberFormat::BF16, false) -
            overheadMs;
        sfx += computeAtPeak * (s * 1e3 - overheadMs);
        sff += computeAtPeak * computeAtPeak;
    }
    if (error.empty() && sfx <= 0.0)
        error = denseOrigin + ": no prefill rows to fit the prefill efficiency";
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    e.prefill_compute = std::min(1.0, sff / sfx);

    // Training (dense slices): step = 6 N + attention FLOPs / (peak * eta).
    double tfx = 0, tff = 0;
    const json& train = dense.j.contains("train") ? dense.j["train"] : json::array();
    for (std::size_t i = 0; i < train.size(); ++i) {
        const std::string w = denseOrigin + ": train[" + std::to_string(i) + "]";
        const double seq = num(train[i], "seq", w, error),
                     mb = num(train[i], "micro_batch", w, error);
        const double layers = num(train[i], "layers", w, error), s = num(train[i], "s", w, error);
        if (!error.empty()) break;
        const ModelShape slice = layersOnly(denseShape.shape, layers);
        const double flops =
            seq * mb *
            (6.0 * slice.activeMatmulParams() +
             3.0 * slice.attendedPositions(seq / 2.0) * slice.attention_flops_per_pair);
        const double atPeakMs = 1e3 * flops / peak;
        tfx += atPeakMs * s * 1e3;
        tff += atPeakMs * atPeakMs;
    }
    if (error.empty() && tfx <= 0.0)
        error = denseOrigin + ": no train rows to fit the training efficiency";
    if (!error.empty()) {
        fit.error = error;
        return fit;
    }
    e.train_compute = std::min(1.0, tff / tfx);

    // Every point, predicted with the fitted values.
    auto addPoint = [&](const std::string& file, const char* phase, std::string label,
                        double measured, double predicted, bool fitted) {
        fit.points.push_back({file, phase, std::move(label), measured, predicted,
                              (predicted - measured) / measured, fitted});
    };
    auto addDecode = [&](const json& rows, const std::string& origin, const ModelShape& shape) {
        decodeRows(rows, origin, [&](double batch, double context, double ms) {
            in.batch = batch;
            in.context = context;
            const auto d = decodeStep(shape, chip, nullptr, e, in, false);
            addPoint(origin, "decode",
                     "batch " + std::to_string(static_cast<int>(batch)) + ", context " +
                         std::to_string(static_cast<int>(context)),
                     ms, d.step_ms, true);
        });
    };
    addDecode(dense.j["decode"], denseOrigin, denseShape.shape);
    addDecode(moe.j["decode"], moeOrigin, moeShape.shape);
    auto addPrefill = [&](const json& rows, const std::string& origin, const ModelShape& shape,
                          bool fitted) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double tokens = rows[i].value("tokens", 0.0),
                         layers = rows[i].value("layers", 0.0);
            const double s = rows[i].value("s", 0.0);
            if (tokens <= 0 || layers <= 0 || s <= 0) continue;
            const double p = prefillMs(layersOnly(shape, layers), chip, nullptr, e, tokens, 1,
                                       NumberFormat::BF16, false);
            addPoint(origin, "prefill",
                     std::to_string(static_cast<int>(tokens)) + " tokens, " +
                         std::to_string(static_cast<int>(layers)) + " layers",
                     s * 1e3, p, fitted);
        }
    };
    addPrefill(prefill, denseOrigin, denseShape.shape, true);
    addPrefill(moe.j.contains("prefill") ? moe.j["prefill"] : json::array(), moeOrigin,
               moeShape.shape, false);
    for (std::size_t i = 0; i < train.size(); ++i) {
        const double seq = train[i].value("seq", 0.0), mb = train[i].value("micro_batch", 0.0);
        const double layers = train[i].value("layers", 0.0), s = train[i].value("s", 0.0);
        const ModelShape slice = layersOnly(denseShape.shape, layers);
        const double flops =
            seq * mb *
            (6.0 * slice.activeMatmulParams() +
             3.0 * slice.attendedPositions(seq / 2.0) * slice.attention_flops_per_pair);
        addPoint(denseOrigin, "train",
                 "seq " + std::to_string(static_cast<int>(seq)) + ", micro-batch " +
                     std::to_string(static_cast<int>(mb)),
                 s * 1e3, 1e3 * flops / (peak * e.train_compute), true);
    }
    std::vector<double> errs;
    for (const auto& p : fit.points)
        errs.push_back(std::abs(p.relative_error));
    std::sort(errs.begin(), errs.end());
    if (!errs.empty()) {
        fit.median_abs_error = errs[errs.size() / 2];
        fit.max_abs_error = errs.back();
    }
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
