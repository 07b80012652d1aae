// The workload model: model shapes from configs, the calibration fit, the inference and
// training estimates, their physics (properties) and the seed documents' on-paper figures.
#include "TestSupport.h"

#include "core/network/collective.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"
#include "core/workload/workload_fit.h"

#include <QObject>
#include <random>

using namespace sil;

class TestWorkload : public QObject {
    Q_OBJECT
private slots:
    void shapesReproduceStatedParameters_data();
    void shapesReproduceStatedParameters();
    void expertsTouchedGrowsToAll();
    void fitReproducesTheCatalogValues();
    void fitErrorsAreSmall();
    void seed004OnPaperRoofline();
    void everySystemAndModelAnswersOrSaysWhy();
    void doesNotFitSaysByHowMuch();
    void moreBandwidthNeverSlowsDecode();
    void moreGpusNeverLengthenTraining();
    void moeDecodeBytesNeverExceedDenseEquivalent();
    void tensorParallelUsesTheCollectiveModel();
    void usageErrors();
    void trainingChoosesAFittingLayout();
    void fp4NeedsAChipFigure();
    void pipelineStagesTradeReadsForCollectives();
    void sweepShortcutsKeepEveryNumber();

private:
    const LlmModel& model(const char* id) const {
        const LlmModel* m = test::shippedCatalog().model(id);
        if (!m) qFatal("model %s missing", id);
        return *m;
    }
    const System& system(const char* id) const {
        const System* s = test::shippedCatalog().system(id);
        if (!s) qFatal("system %s missing", id);
        return *s;
    }
};

void TestWorkload::shapesReproduceStatedParameters_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("tolerance");
    // Stated totals are rounded ("70B", "671B"); the configs give the exact shapes.
    for (const auto& m : test::shippedCatalog().models)
        QTest::newRow(m.id.c_str()) << QString::fromStdString(m.id) << 0.03;
}

void TestWorkload::shapesReproduceStatedParameters() {
    QFETCH(QString, id);
    QFETCH(double, tolerance);
    const LlmModel& m = model(id.toUtf8().constData());
    const auto s = modelShape(m);
    QVERIFY2(s.ok, s.error.c_str());
    SIL_FUZZY_COMPARE(s.shape.totalParams() / 1e9, *m.params_total_b, tolerance);
    // Active parameters: the matrix parameters a token touches, with the embedding counted
    // (Qwen, DeepSeek, Llama cards) or not (gpt-oss card): one of the two conventions holds.
    const double matmul = s.shape.activeMatmulParams() / 1e9;
    const double withEmbedding = matmul + s.shape.embedding_params / 1e9;
    QVERIFY2(test::fuzzyEqual(matmul, *m.params_active_b, 0.1) ||
                 test::fuzzyEqual(withEmbedding, *m.params_active_b, 0.1),
             qPrintable(QStringLiteral("active %1 or %2 vs stated %3")
                            .arg(matmul)
                            .arg(withEmbedding)
                            .arg(*m.params_active_b)));
}

void TestWorkload::expertsTouchedGrowsToAll() {
    QCOMPARE(expectedExpertsTouched(128, 8, 1), 8.0);
    double last = 0;
    for (double b = 1; b <= 1024; b *= 2) {
        const double e = expectedExpertsTouched(128, 8, b);
        QVERIFY(e >= last && e <= 128.0);
        last = e;
    }
    QVERIFY(last > 127.99);
}

void TestWorkload::fitReproducesTheCatalogValues() {
    const Catalog& c = test::shippedCatalog();
    const Chip& h200 = *c.chip("h200");
    const QString dir = QStringLiteral(SIL_SOURCE_DIR "/database/calibration/");
    const auto dense = test::readFile(dir + QStringLiteral("llm_h200_cal.json")).toStdString();
    const auto moe = test::readFile(dir + QStringLiteral("moe_h200_cal.json")).toStdString();
    const auto fit = fitWorkload(h200, dense, "llm", moe, "moe", 4.29);
    QVERIFY2(fit.ok, fit.error.c_str());
    // The shipped catalog stores this fit (rounded to 4 significant digits).
    SIL_FUZZY_COMPARE(fit.efficiencies.weight_read, *h200.weight_read_efficiency, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.kv_read, *h200.kv_read_efficiency, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.expert_read, *h200.expert_read_efficiency, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.layer_overhead_us, *h200.layer_overhead_us, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.moe_layer_overhead_us, *h200.moe_layer_overhead_us, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.prefill_compute, *h200.prefill_compute_efficiency, 1e-3);
    SIL_FUZZY_COMPARE(fit.efficiencies.train_compute, *h200.train_compute_efficiency, 1e-3);
    QCOMPARE(h200.provenanceOf("kv_read_efficiency").kind, ValueKind::Measured);
    QCOMPARE(h200.provenanceOf("kv_read_efficiency").source_id, std::string("calib-llm-h200"));
    QVERIFY(workloadReferenceChip(c) == &h200);
}

void TestWorkload::fitErrorsAreSmall() {
    const Chip& h200 = *test::shippedCatalog().chip("h200");
    const QString dir = QStringLiteral(SIL_SOURCE_DIR "/database/calibration/");
    const auto fit = fitWorkload(
        h200, test::readFile(dir + QStringLiteral("llm_h200_cal.json")).toStdString(), "llm",
        test::readFile(dir + QStringLiteral("moe_h200_cal.json")).toStdString(), "moe", 4.29);
    QVERIFY(fit.ok);
    QCOMPARE(fit.points.size(), std::size_t(22));
    for (const auto& p : fit.points) {
        // Fitted points within 7 %, but the dense decode at batch 256: its GEMMs' maths, added
        // to its KV reads as the engines' kernels run, reads it 18 % slow (this benchmark's SDPA
        // decode hid it: docs/workload-model.md); the one predicted-only point (MoE prefill)
        // within 30 %.
        const bool denseBatch256 = p.phase == "decode" && p.label == "batch 256, context 1024" &&
                                   p.file.find("moe") == std::string::npos;
        const double bound = !p.fitted ? 0.30 : denseBatch256 ? 0.20 : 0.07;
        QVERIFY2(std::abs(p.relative_error) < bound,
                 qPrintable(QString::fromStdString(p.phase + " " + p.label) +
                            QStringLiteral(": %1 %").arg(p.relative_error * 100)));
    }
    // Broken input names the file and field.
    const auto bad =
        fitWorkload(h200, "{\"model\": {}, \"decode\": []}", "x.json", "{}", "y.json", 4.29);
    QVERIFY(!bad.ok);
    QVERIFY2(bad.error.find("y.json") != std::string::npos ||
                 bad.error.find("x.json") != std::string::npos,
             bad.error.c_str());
}

void TestWorkload::seed004OnPaperRoofline() {
    // Seed 004: 70B in bf16 at batch 1 — MI300X about 38 tokens/s, H100 about 24; fits on
    // one MI300X (192 GB), not on one H100 (80 GB).
    InferenceQuery q;
    q.gpus = 1;
    q.on_paper = true;
    q.prompt_tokens = 128;
    q.output_tokens = 128;
    const Assumptions a;
    const auto mi = estimateInference(test::shippedCatalog(), system("mi300x-ubb8"),
                                      model("llama-3.1-70b"), q, a);
    const auto h =
        estimateInference(test::shippedCatalog(), system("hgx-h100"), model("llama-3.1-70b"), q, a);
    QVERIFY2(mi.ok && h.ok, (mi.error + h.error).c_str());
    SIL_FUZZY_COMPARE(mi.decode_tokens_per_s_per_gpu, 38.0, 0.03);
    SIL_FUZZY_COMPARE(h.decode_tokens_per_s_per_gpu, 24.0, 0.03);
    QVERIFY(mi.fits);
    QVERIFY(!h.fits);
    QVERIFY(!h.usd_per_million_output_tokens.ok());
}

void TestWorkload::everySystemAndModelAnswersOrSaysWhy() {
    const Catalog& c = test::shippedCatalog();
    const Assumptions a;
    int answered = 0;
    for (const auto& s : c.systems)
        for (const auto& m : c.models) {
            InferenceQuery q;
            q.batch = 8;
            const auto r = estimateInference(c, s, m, q, a);
            if (!r.ok) {
                QVERIFY2(!r.error.empty(), (s.id + " x " + m.id).c_str());
                continue;
            }
            QVERIFY2(r.decode.step_ms > 0 && std::isfinite(r.decode.step_ms),
                     (s.id + " x " + m.id).c_str());
            QVERIFY(r.fits || !r.why_not.empty());
            QVERIFY(r.usd_per_million_output_tokens.ok() ||
                    !r.usd_per_million_output_tokens.reason().empty());
            ++answered;
            TrainingQuery t;
            t.gpus = 512;
            t.tokens = 1e12;
            const auto tr = estimateTraining(c, s, m, t, a);
            QVERIFY2(tr.ok || !tr.error.empty(), (s.id + " x " + m.id).c_str());
            if (tr.ok) QVERIFY(tr.days > 0 && std::isfinite(tr.days));
        }
    QVERIFY(answered >= 100);
}

void TestWorkload::doesNotFitSaysByHowMuch() {
    InferenceQuery q;
    q.gpus = 1;
    const auto r = estimateInference(test::shippedCatalog(), system("hgx-h200"),
                                     model("llama-3.1-405b"), q, {});
    QVERIFY(r.ok);
    QVERIFY(!r.fits);
    QVERIFY2(r.why_not.find("over by") != std::string::npos &&
                 r.why_not.find("h200") != std::string::npos,
             r.why_not.c_str());
    q.gpus = 8;
    q.tp = 8;
    q.weights = NumberFormat::FP8;
    QVERIFY(estimateInference(test::shippedCatalog(), system("hgx-h200"), model("llama-3.1-405b"),
                              q, {})
                .fits);
}

void TestWorkload::moreBandwidthNeverSlowsDecode() {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> scale(1.0, 4.0);
    std::uniform_int_distribution<int> pick(0, 8);
    const Catalog& base = test::shippedCatalog();
    for (int i = 0; i < 300; ++i) {
        Catalog c = base;
        Chip& chip = *c.chip("h200");
        const LlmModel& m = c.models[static_cast<std::size_t>(pick(rng)) % c.models.size()];
        InferenceQuery q;
        q.gpus = 8;
        q.tp = 8;
        q.batch = 1 << pick(rng);
        const auto before = estimateInference(c, *c.system("hgx-h200"), m, q, {});
        chip.memory_bandwidth_gbps = *chip.memory_bandwidth_gbps * scale(rng);
        const auto after = estimateInference(c, *c.system("hgx-h200"), m, q, {});
        QVERIFY(before.ok && after.ok);
        QVERIFY2(after.decode.step_ms <= before.decode.step_ms * (1 + 1e-12), m.id.c_str());
    }
}

void TestWorkload::moreGpusNeverLengthenTraining() {
    const Catalog& c = test::shippedCatalog();
    for (const char* m : {"llama-3.1-8b", "llama-3.1-70b", "qwen3-30b-a3b"}) {
        double lastDays = 1e300;
        for (int gpus = 64; gpus <= 8192; gpus *= 2) {
            TrainingQuery q;
            q.gpus = gpus;
            q.tokens = 1e12;
            q.tp = 8;
            q.pp = 1;
            q.ep = 1;
            q.global_batch = 8192; // fixed work per step, so efficiency is comparable
            q.dp_overlap = 1.0;
            const auto r = estimateTraining(c, system("hgx-h200"), model(m), q, {});
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY2(r.days <= lastDays * (1 + 1e-9),
                     qPrintable(QStringLiteral("%1 at %2 GPUs").arg(m).arg(gpus)));
            lastDays = r.days;
        }
    }
}

void TestWorkload::moeDecodeBytesNeverExceedDenseEquivalent() {
    const Catalog& c = test::shippedCatalog();
    const Chip& chip = *c.chip("h200");
    const auto eff = resolveEfficiencies(chip, c, Dtype::BF16);
    for (const auto& m : c.models) {
        const auto s = modelShape(m);
        if (!s.ok || !s.shape.isMoe()) continue;
        for (double b = 1; b <= 4096; b *= 4) {
            DecodeStepInput in;
            in.batch = b;
            const auto d = decodeStep(s.shape, chip, nullptr, eff, in, false);
            // The dense equivalent reads every expert every step.
            const double dense = (s.shape.alwaysReadParams() + s.shape.allExpertParams()) * 2.0;
            QVERIFY2(d.weight_bytes + d.expert_bytes <= dense * (1 + 1e-12), m.id.c_str());
        }
    }
}

void TestWorkload::tensorParallelUsesTheCollectiveModel() {
    InferenceQuery q;
    q.gpus = 8;
    q.tp = 8;
    q.batch = 16;
    const auto r = estimateInference(test::shippedCatalog(), system("hgx-h200"),
                                     model("llama-3.1-70b"), q, {});
    QVERIFY(r.ok);
    const auto one = estimateCollective(system("hgx-h200"), CollectiveOp::AllReduce, 8,
                                        16 * 8192 * 2.0, Placement::Packed);
    QVERIFY(one.ok);
    SIL_FUZZY_COMPARE(r.decode.tp_comm_ms, 2 * 80 * one.estimate.time_us / 1000.0, 1e-9);
}

void TestWorkload::usageErrors() {
    InferenceQuery q;
    q.gpus = 8;
    q.tp = 3;
    auto r =
        estimateInference(test::shippedCatalog(), system("hgx-h200"), model("llama-3.1-8b"), q, {});
    QVERIFY(!r.ok);
    QVERIFY2(r.error.find("--tp 3 must divide") != std::string::npos, r.error.c_str());
    q.gpus = 16;
    q.tp = 16;
    r = estimateInference(test::shippedCatalog(), system("hgx-h200"), model("llama-3.1-8b"), q, {});
    QVERIFY2(r.error.find("scale-up domain") != std::string::npos, r.error.c_str());
}

void TestWorkload::trainingChoosesAFittingLayout() {
    TrainingQuery q;
    q.gpus = 1024;
    q.tokens = 15e12;
    const auto r = estimateTraining(test::shippedCatalog(), system("hgx-h200"),
                                    model("llama-3.1-405b"), q, {});
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY(r.layout_chosen);
    QVERIFY(r.fits);
    QCOMPARE(r.tp * r.pp * r.dp, 1024);
    QVERIFY(r.mfu_pct > 10 &&
            r.mfu_pct <
                100 * *test::shippedCatalog().chip("h200")->train_compute_efficiency + 1e-9);
    SIL_FUZZY_COMPARE(r.step.step_ms,
                      r.step.compute_ms + r.step.tp_comm_ms + r.step.ep_comm_ms +
                          r.step.moe_token_ms + r.step.pp_bubble_ms + r.step.dp_comm_ms,
                      1e-12);
    QVERIFY(r.usd_owned.ok() && r.usd_owned.value() > 0);
}

void TestWorkload::fp4NeedsAChipFigure() {
    InferenceQuery q;
    q.weights = NumberFormat::FP4;
    const auto r =
        estimateInference(test::shippedCatalog(), system("hgx-h200"), model("llama-3.1-8b"), q, {});
    QVERIFY(!r.ok);
    QVERIFY2(r.error.find("FP4") != std::string::npos, r.error.c_str());
    QVERIFY(
        estimateInference(test::shippedCatalog(), system("hgx-b200"), model("llama-3.1-8b"), q, {})
            .ok);
}

// A TP 1 x PP 2 replica holds what a TP 2 one does per GPU, but its sequences pass as two
// micro-batches: each GPU reads its weights twice a step and runs no all-reduce. So at a
// large, compute-bound batch it serves more per GPU (NVIDIA's choice for Llama 2 70B on
// H100 in MLPerf), and at batch 1 each user sees fewer tokens/s than under TP 2.
void TestWorkload::pipelineStagesTradeReadsForCollectives() {
    const Catalog& cat = test::shippedCatalog();
    InferenceQuery q;
    q.gpus = 2;
    q.prompt_tokens = 222;
    q.output_tokens = 294;
    q.weights = NumberFormat::FP8;
    q.kv = NumberFormat::FP8;
    q.with_rentals = false;
    q.engine = "tensorrt-llm";
    auto run = [&](int tp, int pp, int batch) {
        q.tp = tp;
        q.pp = pp;
        q.batch = batch;
        const auto r =
            estimateInference(cat, system("hgx-h100"), model("llama-2-70b"), q, Assumptions{});
        if (!r.ok) qFatal("%s", r.error.c_str());
        return r;
    };
    const auto tp2 = run(2, 1, 1024), pp2 = run(1, 2, 1024);
    QVERIFY(tp2.fits && pp2.fits);
    QCOMPARE(pp2.replicas, 1);
    SIL_FUZZY_COMPARE(pp2.weights_gb_per_gpu, tp2.weights_gb_per_gpu, 1e-9);
    QVERIFY(tp2.decode.tp_comm_ms > 0.0);
    QCOMPARE(pp2.decode.tp_comm_ms, 0.0);
    QVERIFY(pp2.served_output_tokens_per_s_per_gpu > tp2.served_output_tokens_per_s_per_gpu);
    QVERIFY(pp2.decode.weight_bytes == 2.0 * tp2.decode.weight_bytes);
    const auto tp2one = run(2, 1, 1), pp2one = run(1, 2, 1);
    QVERIFY(pp2one.tokens_per_s_per_user < tp2one.tokens_per_s_per_user);
    // More stages than a MoE model's layout allows, or GPUs that do not divide: refused.
    q.gpus = 3;
    q.tp = 1;
    q.pp = 2;
    const auto bad = estimateInference(cat, system("hgx-h100"), model("llama-2-70b"), q, {});
    QVERIFY(!bad.ok && bad.error.find("--tp x --pp 2 must divide --gpus 3") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestWorkload)
// What a sweep skips (assumption list, why-not text, algorithm names) changes no number: every
// layout of the sweep is the same estimate a single query gives.
void TestWorkload::sweepShortcutsKeepEveryNumber() {
    const Catalog& c = test::shippedCatalog();
    const Assumptions a;
    for (const char* sysId : {"hgx-h200", "mi300x-ubb8", "tpu-v5p-pod"}) {
        const System* s = c.system(sysId);
        if (!s) continue; // a renamed system: the others still check
        for (const char* modelId : {"llama-3.1-70b", "qwen3-30b-a3b"}) {
            const LlmModel* m = c.model(modelId);
            QVERIFY(m);
            InferenceQuery base;
            base.gpus = 8;
            const auto points = inferenceSweep(c, *s, *m, base, a);
            for (const ParetoPoint& p : points) {
                InferenceQuery q = base;
                q.tp = p.tp;
                q.batch = p.batch;
                q.with_rentals = false;
                const auto full = estimateInference(c, *s, *m, q, a);
                QVERIFY2(full.ok, full.error.c_str());
                QCOMPARE(p.tokens_per_s_per_user, full.tokens_per_s_per_user);
                QCOMPARE(p.tokens_per_s_per_gpu, full.decode_tokens_per_s_per_gpu);
                QCOMPARE(p.usd_per_million_output_tokens,
                         full.usd_per_million_output_tokens.valueOr(0.0));
                QVERIFY(!full.assumptions.empty());
                q.explain = false;
                const auto lean = estimateInference(c, *s, *m, q, a);
                QCOMPARE(lean.decode.step_ms, full.decode.step_ms);
                QCOMPARE(lean.prefill_ms, full.prefill_ms);
                QVERIFY(lean.assumptions.empty());
            }
        }
    }
    // The collective's time does not depend on whether the algorithm is named.
    for (const char* sysId : {"hgx-h200", "mi300x-ubb8"}) {
        const System& sys = *c.system(sysId);
        CollectiveOptions named, unnamed;
        unnamed.name_algorithm = false;
        for (int ranks : {2, 8, 64}) {
            const auto x = estimateCollective(sys, CollectiveOp::AllReduce, ranks, 1e6,
                                              Placement::Packed, named);
            const auto y = estimateCollective(sys, CollectiveOp::AllReduce, ranks, 1e6,
                                              Placement::Packed, unnamed);
            QCOMPARE(x.ok, y.ok);
            if (x.ok) QCOMPARE(x.estimate.time_us, y.estimate.time_us);
        }
    }
}

#include "TestWorkload.moc"
