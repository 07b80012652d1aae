// collective, slowdown, calibrate: the collective-communication model and its fit.
#include "app/cli/CliContext.h"
#include "core/network/calibration.h"
#include "core/network/collective.h"
#include "core/network/sizes.h"
#include "database/SaveFile.h"

namespace sil::cli {

using nlohmann::json;

namespace {} // namespace

int runCollective(CliContext& c) {
    const System& s = c.requireSystem(c.catalog, c.opt.system, "--system");
    const CollectiveOp op = c.requireOp();
    if (c.opt.ranks == 0) throw CliError{2, "--ranks N is required"};
    const auto range = parseSizeRange(c.opt.sizes);
    if (!range.ok) throw CliError{2, range.error};
    const auto curve = collectiveCurve(s, op, c.opt.ranks, range.sizes,
                                       *parsePlacement(c.opt.placement), {c.opt.on_paper});
    if (!curve.ok) throw CliError{1, curve.error};
    Table t;
    t.headers = {"bytes", "time_us", "algbw_gbps", "busbw_gbps", "algorithm"};
    for (const auto& p : curve.points)
        t.rows.push_back(
            {static_cast<long long>(p.bytes), p.time_us, p.algbw_gbps, p.busbw_gbps, p.algorithm});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runSlowdown(CliContext& c) {
    const System& s = c.requireSystem(c.catalog, c.opt.system, "--system");
    const System& ref = c.requireSystem(c.catalog, c.opt.reference, "--reference");
    const CollectiveOp op = c.requireOp();
    const Placement placement = *parsePlacement(c.opt.placement);
    Table t;
    if (c.opt.by == "ranks") {
        const auto size = parseByteSize(c.opt.size.empty() ? "256MiB" : c.opt.size);
        if (!size) throw CliError{2, "--size: expected a size such as 256MiB"};
        t.headers = {"ranks", "slowdown", "time_us", "reference_time_us"};
        for (int n = 8; n <= 16384; n *= 2) {
            const auto a = estimateCollective(s, op, n, *size, placement, {c.opt.on_paper});
            const auto b = estimateCollective(ref, op, n, *size, placement, {c.opt.on_paper});
            if (!a.ok || !b.ok) {
                t.rows.push_back({n, nullptr, a.ok ? json(a.estimate.time_us) : json(nullptr),
                                  b.ok ? json(b.estimate.time_us) : json(nullptr)});
                continue;
            }
            t.rows.push_back({n, a.estimate.time_us / b.estimate.time_us, a.estimate.time_us,
                              b.estimate.time_us});
        }
    } else {
        if (c.opt.ranks == 0) throw CliError{2, "--ranks N is required"};
        const auto range = parseSizeRange(c.opt.sizes);
        if (!range.ok) throw CliError{2, range.error};
        const auto sd =
            slowdownCurve(s, ref, op, c.opt.ranks, range.sizes, placement, {c.opt.on_paper});
        if (!sd.ok) throw CliError{1, sd.error};
        t.headers = {"bytes", "slowdown", "time_us", "reference_time_us"};
        for (const auto& p : sd.points)
            t.rows.push_back(
                {static_cast<long long>(p.bytes), p.slowdown, p.time_us, p.reference_time_us});
    }
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runCalibrate(CliContext& c) {
    if (c.opt.file.empty()) throw CliError{2, "calibrate needs --file MEASUREMENTS.json"};
    const System& s =
        c.requireSystem(c.catalog, c.opt.system.empty() ? "hgx-h200" : c.opt.system, "--system");
    QByteArray text;
    QString e;
    if (!db::readTextFile(qs(c.opt.file), text, &e)) throw CliError{1, e.toStdString()};
    const auto data = parseCalibrationJson(text.toStdString(), c.opt.file);
    if (!data.ok) throw CliError{1, data.error};
    const auto fit = fitScaleup(s, data.data, s.scaleup_latency_us.value_or(0.0));
    if (!fit.ok) throw CliError{1, fit.error};
    if (c.opt.format == OutputFormat::Json) {
        json pts = json::array();
        for (const auto& p : fit.points)
            pts.push_back({{"op", std::string(collectiveOpKey(p.row.op))},
                           {"ranks", p.row.ranks},
                           {"bytes", p.row.bytes},
                           {"measured_us", p.row.time_us},
                           {"predicted_us", p.predicted_us},
                           {"relative_error", p.relative_error}});
        c.out << json{{"system", s.id},
                      {"device", data.data.device},
                      {"scaleup_efficiency", fit.scaleup_efficiency},
                      {"launch_overhead_us", fit.launch_overhead_us},
                      {"scaleup_latency_us", fit.scaleup_latency_us},
                      {"median_abs_relative_error", fit.median_abs_error},
                      {"max_abs_relative_error", fit.max_abs_error},
                      {"points", pts}}
                     .dump(2)
              << "\n";
        return 0;
    }
    Table t;
    t.headers = {"op", "bytes", "measured_us", "predicted_us", "error_pct"};
    for (const auto& p : fit.points)
        t.rows.push_back({std::string(collectiveOpKey(p.row.op)),
                          static_cast<long long>(p.row.bytes), p.row.time_us, p.predicted_us,
                          p.relative_error * 100.0});
    writeTable(t, c.opt.format, c.out);
    c.err << s.id << ": scale-up efficiency " << formatNumber(fit.scaleup_efficiency)
          << ", per-call overhead " << formatNumber(fit.launch_overhead_us)
          << " us (alpha fixed at " << fit.scaleup_latency_us << " us); median |error| "
          << formatNumber(fit.median_abs_error * 100, 3) << " %, max "
          << formatNumber(fit.max_abs_error * 100, 3) << " %\n";
    return 0;
}

} // namespace sil::cli
