#include "core/measurements/calibration_measurements.h"

#include "core/measurements/nccl_tests.h"
#include "core/measurements/parse_support.h"

namespace sil {

using namespace measurements_detail;
using nlohmann::json;

namespace {

// Each element of root[key] as an object, with its key name "decode[3]".
template <typename F> void eachRow(const JsonObject& root, const char* key, F&& f) {
    const auto& a = root.raw(key);
    if (!a.is_array()) fail(root.lineOf(key), key, "expected an array of rows");
    const std::string ptr = pointerChild(root.pointer(), key);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string rowPtr = pointerChild(ptr, i);
        const std::string name = std::string(key) + "[" + std::to_string(i) + "]";
        if (!a[i].is_object()) fail(root.positions().lineOf(rowPtr), name, "expected an object");
        f(JsonObject(a[i], root.positions(), rowPtr, name));
    }
}

void collectives(const JsonObject& root, std::vector<MeasuredPoint>& points) {
    const std::string device = root.string("device").value_or("");
    const auto nccl = root.string("nccl");
    eachRow(root, "rows", [&](const JsonObject& r) {
        MeasuredPoint p;
        p.kind = MeasurementKind::Collective;
        p.line = r.line();
        p.system = device;
        p.engine = nccl ? "NCCL " + *nccl : std::string();
        const std::string op = r.requireString("collective");
        p.op = ncclTestsOpKey(op);
        if (p.op.empty())
            fail(r.lineOf("collective"), r.keyName("collective"),
                 "unknown collective \"" + op + "\"");
        if (!r.has("n")) fail(r.line(), r.keyName("n"), "missing required key");
        p.ranks = r.count("n");
        p.bytes = r.requirePositive("bytes");
        p.time_us = r.requirePositive("time_us");
        p.algbw_gbps = r.nonNegative("algbw_GBps");
        p.busbw_gbps = r.nonNegative("busbw_GBps");
        points.push_back(std::move(p));
    });
}

void decodePrefill(const JsonObject& root, std::vector<MeasuredPoint>& points,
                   std::vector<std::string>& warnings) {
    const std::string device = root.string("device").value_or("");
    std::string model;
    if (const auto m = root.object("model")) model = m->string("name").value_or("");
    if (root.has("decode"))
        eachRow(root, "decode", [&](const JsonObject& r) {
            MeasuredPoint p;
            p.kind = MeasurementKind::Decode;
            p.line = r.line();
            p.system = device;
            p.model = model;
            p.concurrency = r.requirePositive("batch");
            p.context_tokens = r.nonNegative("context");
            p.step_ms = r.requirePositive("step_s") * 1000.0;
            p.output_tokens_per_s = r.requireNonNegative("tokens_per_s");
            p.tokens_per_s_per_user = 1000.0 / *p.step_ms;
            points.push_back(std::move(p));
        });
    if (root.has("prefill"))
        eachRow(root, "prefill", [&](const JsonObject& r) {
            MeasuredPoint p;
            p.kind = MeasurementKind::Prefill;
            p.line = r.line();
            p.system = device;
            p.model = model;
            p.prompt_tokens = r.requirePositive("tokens");
            // "tokens_per_s_32_layers": the measured layers scaled to the whole model.
            std::string key;
            for (const auto& [k, v] : r.value().items())
                if (k.rfind("tokens_per_s_", 0) == 0 && k.size() > 20 &&
                    k.compare(k.size() - 7, 7, "_layers") == 0 && k != "tokens_per_s_per_layer")
                    key = k;
            if (key.empty())
                fail(r.line(), r.keyName("tokens_per_s_<layers>_layers"), "missing required key");
            p.prefill_tokens_per_s = r.requireNonNegative(key);
            points.push_back(std::move(p));
        });
    if (root.has("train"))
        warnings.push_back("train rows skipped: training throughput is not a measured point here");
}

void serving(const JsonObject& root, std::vector<MeasuredPoint>& points,
             std::vector<std::string>& warnings) {
    std::string device, model, precision, engine;
    std::optional<int> tp;
    if (const auto meta = root.object("meta")) {
        device = meta->string("device").value_or("");
        // What a published run states beside its points (the project's own runs are BF16 on
        // the PyTorch path and say nothing): weights, engine and tensor parallelism.
        precision = meta->string("precision").value_or("");
        engine = meta->string("engine").value_or("");
        if (const auto t = meta->positive("tp")) tp = static_cast<int>(*t);
        if (const auto m = meta->object("model")) model = m->string("name").value_or("");
    }
    eachRow(root, "points", [&](const JsonObject& r) {
        // A batch the run skipped (it did not fit) carries only the reason: nothing measured.
        if (r.has("skipped")) {
            warnings.push_back("line " + std::to_string(r.line()) + ": batch skipped by the run (" +
                               r.string("skipped").value_or("") + ")");
            return;
        }
        MeasuredPoint p;
        p.kind = MeasurementKind::Serving;
        p.line = r.line();
        p.system = device;
        p.model = model;
        p.precision = precision;
        p.engine = engine;
        if (tp) {
            p.tp = tp;
            p.gpus = tp;
        }
        p.concurrency = r.requirePositive("batch");
        p.prompt_tokens = r.nonNegative("isl");
        p.output_tokens = r.nonNegative("osl");
        // A published static-batch run may give only its throughput: no TTFT then.
        const std::optional<double> ttftS = r.nonNegative("ttft_s");
        const double ttft = ttftS.value_or(0.0) * 1000.0;
        if (ttftS) p.ttft_ms.mean = p.ttft_ms.median = ttft; // a static batch: requests alike
        p.output_tokens_per_s_per_gpu = r.requireNonNegative("output_tokens_per_s_per_gpu");
        p.tokens_per_s_per_user = r.nonNegative("tokens_per_s_per_user");
        if (const auto tpot = r.nonNegative("tpot_ms")) p.tpot_ms.mean = p.tpot_ms.median = tpot;
        if (const auto e2e = r.positive("e2e_s")) {
            p.e2el_ms.mean = p.e2el_ms.median = *e2e * 1000.0;
            const auto prefillW = r.nonNegative("prefill_W");
            const auto dec = r.object("decode");
            const auto decodeJ = dec ? dec->nonNegative("decode_J") : std::nullopt;
            if (prefillW && decodeJ && ttftS)
                p.power_w = (*prefillW * ttft / 1000.0 + *decodeJ) / *e2e;
        }
        points.push_back(std::move(p));
    });
}

} // namespace

MeasurementParseResult parseCalibrationMeasurements(const std::string& text,
                                                    const std::string& fileName) {
    return runParser("calibration", fileName, text, [&](auto& points, auto& warnings) {
        const json doc = parseJsonAt(text, 1);
        const JsonPositions pos(text, 1);
        if (!doc.is_object()) fail(1, "(json)", "expected a calibration object");
        const JsonObject root(doc, pos, "");
        if (root.has("rows"))
            collectives(root, points);
        else if (root.has("points"))
            serving(root, points, warnings);
        else if (root.has("decode") || root.has("prefill"))
            decodePrefill(root, points, warnings);
        else
            fail(1, "rows", "missing required key (expected rows, decode/prefill or points)");
    });
}

} // namespace sil
