#include "core/network/calibration.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace sil {

using nlohmann::json;

CalibrationParseResult parseCalibrationJson(const std::string& text, const std::string& origin) {
    CalibrationParseResult r;
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        r.error = origin + ": malformed JSON (" + e.what() + ")";
        return r;
    }
    if (!j.is_object() || !j.contains("rows") || !j["rows"].is_array()) {
        r.error = origin + ": expected an object with a \"rows\" array";
        return r;
    }
    r.data.device = j.value("device", std::string());
    if (j.contains("env") && j["env"].is_object()) {
        const auto& env = j["env"];
        r.data.nvls_disabled = env.contains("NCCL_NVLS_ENABLE") &&
                               env["NCCL_NVLS_ENABLE"].is_string() &&
                               env["NCCL_NVLS_ENABLE"].get<std::string>() == "0";
    }
    std::size_t i = 0;
    for (const auto& row : j["rows"]) {
        const std::string where = origin + ": rows[" + std::to_string(i++) + "]";
        if (!row.is_object()) {
            r.error = where + ": expected an object";
            return r;
        }
        CalibrationRow c;
        const auto op = row.contains("collective") && row["collective"].is_string()
                            ? parseCollectiveOp(row["collective"].get<std::string>())
                            : std::nullopt;
        if (!op) {
            r.error = where + ".collective: expected all_reduce, all_gather, reduce_scatter or "
                              "all_to_all";
            return r;
        }
        c.op = *op;
        for (const char* key : {"n", "bytes", "time_us"}) {
            if (!row.contains(key) || !row[key].is_number() || !(row[key].get<double>() > 0.0) ||
                !std::isfinite(row[key].get<double>())) {
                r.error = where + "." + key + ": expected a positive number";
                return r;
            }
        }
        const double ranks = row["n"].get<double>();
        if (ranks < 2 || ranks > 1048576 || ranks != std::floor(ranks)) {
            r.error = where + ".n: expected a whole number of ranks from 2 to 1048576";
            return r;
        }
        c.ranks = static_cast<int>(ranks);
        c.bytes = row["bytes"].get<double>();
        c.time_us = row["time_us"].get<double>();
        r.data.rows.push_back(c);
    }
    if (r.data.rows.empty()) {
        r.error = origin + ": no measurement rows";
        return r;
    }
    r.ok = true;
    return r;
}

System withFit(const System& system, const CalibrationFit& fit) {
    System s = system;
    s.scaleup_efficiency = fit.scaleup_efficiency;
    s.launch_overhead_us = fit.launch_overhead_us;
    s.scaleup_latency_us = fit.scaleup_latency_us;
    return s;
}

CalibrationFit fitScaleup(const System& system, const CalibrationData& data, double latency_us) {
    CalibrationFit fit;
    fit.scaleup_latency_us = latency_us;
    System probe = system;
    if (data.nvls_disabled) probe.in_network_reduction = false;
    probe.launch_overhead_us = 0.0;
    probe.scaleup_efficiency = 1.0;

    // t = t0 + L + X / η, with L the latency part and X the transfer time at η = 1,
    // both taken from the model itself so the fit and the predictions cannot drift.
    double sw = 0, swx = 0, swxx = 0, swy = 0, swxy = 0;
    std::vector<std::pair<double, double>> features; // (L, X)
    for (const auto& row : data.rows) {
        System bandwidthOnly = probe;
        bandwidthOnly.scaleup_latency_us = 0.0;
        System withLatency = probe;
        withLatency.scaleup_latency_us = latency_us;
        const auto x =
            estimateCollective(bandwidthOnly, row.op, row.ranks, row.bytes, Placement::Packed);
        const auto t =
            estimateCollective(withLatency, row.op, row.ranks, row.bytes, Placement::Packed);
        if (!x.ok || !t.ok) {
            fit.error = x.ok ? t.error : x.error;
            return fit;
        }
        const double X = x.estimate.time_us;
        const double L = t.estimate.time_us - X;
        features.emplace_back(L, X);
        const double y = row.time_us - L;
        const double w = 1.0 / (row.time_us * row.time_us);
        sw += w;
        swx += w * X;
        swxx += w * X * X;
        swy += w * y;
        swxy += w * X * y;
    }
    const double det = sw * swxx - swx * swx;
    if (std::abs(det) < 1e-30) {
        fit.error = "calibration data cannot separate overhead from bandwidth";
        return fit;
    }
    const double t0 = (swy * swxx - swx * swxy) / det;
    const double invEta = (sw * swxy - swx * swy) / det;
    if (!(invEta > 0.0)) {
        fit.error = "calibration fit gave a non-positive bandwidth term";
        return fit;
    }
    fit.scaleup_efficiency = std::min(1.0, 1.0 / invEta);
    fit.launch_overhead_us = std::max(0.0, t0);

    const System fitted = withFit(probe, fit);
    std::vector<double> abs;
    for (const auto& row : data.rows) {
        const auto p = estimateCollective(fitted, row.op, row.ranks, row.bytes, Placement::Packed);
        FitPoint fp{row, p.estimate.time_us, (p.estimate.time_us - row.time_us) / row.time_us};
        abs.push_back(std::abs(fp.relative_error));
        fit.points.push_back(fp);
    }
    std::sort(abs.begin(), abs.end());
    if (!abs.empty()) {
        fit.median_abs_error = abs[abs.size() / 2];
        fit.max_abs_error = abs.back();
    }
    fit.ok = true;
    return fit;
}

} // namespace sil
