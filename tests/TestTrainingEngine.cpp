// The Megatron-LM class training engine profile: its GEMM rates fitted on published runs, the
// rows held out, the pipeline chunking of NVIDIA's recipes, and the default batch a model's
// own report gives.
#include "TestSupport.h"

#include "core/workload/training/deadline.h"
#include "core/workload/training/published_recipe.h"
#include "core/workload/training/published_training_runs.h"
#include "core/workload/training/training_engine.h"
#include "core/workload/workload.h"

#include <QObject>
#include <QtTest>
#include <cmath>
#include <map>

using namespace sil;

class TestTrainingEngine : public QObject {
    Q_OBJECT
private slots:
    void shippedProfileIsTheFit();
    void publishedRunsWithinTheirDocumentedErrors();
    void deepSeekV3HoursWithInterruptions();
    void everyParameterHasAFittedAndAHeldOutRow();
    void megatronInterleavesTwoLayersAChunk();
    void pytorchEngineKeepsTheCalibration();
    void servingEnginesHaveNoTrainingProfile();
    void defaultBatchIsTheModelsOwn();
    void issuesCommandWithinTwentyPercentOfMeta();
    void fp8KeepsAttentionInBf16();
    void deepSeekTrainsItsRecipesRoutingAndPredictionModule();
    void haiLlmHidesTheAllToAllOnFewerSms();
};

namespace {

const TrainingEngine& megatron() {
    return *trainingEngine(kMegatronEngine);
}

TrainingResult train405b(const TrainingQuery& base) {
    const Catalog& c = test::shippedCatalog();
    return estimateTraining(c, *c.system("hgx-h100"), *c.model("llama-3.1-405b"), base, {});
}

} // namespace

// The shipped GEMM scales are what the fit on the rows marked fitted gives.
void TestTrainingEngine::shippedProfileIsTheFit() {
    TrainingEngine start = megatron();
    start.gemm_scale_bf16 = start.gemm_scale_fp8 = 1.0;
    start.ep_overlap = 0.0;
    start.moe_token_layer_us = 0.0;
    const TrainingEngine fit = fitTrainingEngine(test::shippedCatalog(), start);
    qInfo("fitted GEMM scales: bf16 %.4f, fp8 %.4f; all-to-all overlap %.4f; MoE token cost "
          "%.4f us",
          fit.gemm_scale_bf16, fit.gemm_scale_fp8, fit.ep_overlap, fit.moe_token_layer_us);
    QVERIFY2(std::abs(fit.gemm_scale_bf16 / megatron().gemm_scale_bf16 - 1.0) < 2e-3,
             std::to_string(fit.gemm_scale_bf16).c_str());
    QVERIFY2(std::abs(fit.gemm_scale_fp8 / megatron().gemm_scale_fp8 - 1.0) < 2e-3,
             std::to_string(fit.gemm_scale_fp8).c_str());
    QVERIFY2(std::abs(fit.ep_overlap - megatron().ep_overlap) < 2e-3,
             std::to_string(fit.ep_overlap).c_str());
    QVERIFY2(std::abs(fit.moe_token_layer_us / megatron().moe_token_layer_us - 1.0) < 2e-3,
             std::to_string(fit.moe_token_layer_us).c_str());
}

// docs/training-model.md's table: every published run's GPU-hours (its tokens at the predicted
// throughput) within the accuracy goal, 20 %, held-out rows included.
void TestTrainingEngine::publishedRunsWithinTheirDocumentedErrors() {
    const double goalPct = 20.0;
    const Catalog& c = test::shippedCatalog();
    std::string outside;
    for (const auto& run : publishedTrainingRuns()) {
        const auto p = predictPublishedRun(c, run, megatron());
        QVERIFY2(p.ok, p.error.c_str());
        const TrainingBreakdown& t = p.training.step;
        qInfo("%s: predicted %.1f, error %+.1f %%, GPU-hours %+.1f %% (%s); step %.0f ms: compute "
              "%.0f, tp %.0f, ep %.0f, routing %.0f, bubble %.0f, dp %.0f; %.1f GB",
              run.id.c_str(), p.predicted, p.error_pct, p.gpu_hours_error_pct,
              run.fitted ? "fitted" : "held out", t.step_ms, t.compute_ms, t.tp_comm_ms,
              t.ep_comm_ms, t.moe_token_ms, t.pp_bubble_ms, t.dp_comm_ms,
              p.training.memory_gb_per_gpu);
        if (std::abs(p.gpu_hours_error_pct) > goalPct)
            outside += run.id + " " + std::to_string(p.gpu_hours_error_pct) + "; ";
    }
    QVERIFY2(outside.empty(), outside.c_str());
}

// DeepSeek-V3's 2.664M H800 hours of pre-training (the report's Table 1) are the cluster's
// hours, interruptions included. On DeepSeek's own framework (hai-llm: DualPipe, its all-to-all
// sent once a server, fp8 dispatch) the report's layout and the layout the search picks are both
// within the 20 % goal. On Megatron-LM's fitted profile the searched layout is too; the report's
// layout is not (its all-to-all sent a copy per expert across InfiniBand):
// docs/training-model.md gives these figures.
void TestTrainingEngine::deepSeekV3HoursWithInterruptions() {
    const Catalog& c = test::shippedCatalog();
    auto hoursError = [&](const char* engine, bool reportLayout) {
        TrainingQuery q;
        q.gpus = 2048;
        q.tokens = 14.8e12;
        q.weights = NumberFormat::FP8;
        q.engine = engine;
        if (reportLayout) {
            q.tp = 1;
            q.pp = 16;
            q.ep = 64;
        }
        const auto run =
            trainThroughFailures(c, *c.system("hgx-h800"), *c.model("deepseek-v3"), q, {});
        if (!run.training.ok || !run.failures.ok) return 1e9;
        return 100.0 * (run.failures.effective_days * 24.0 * 2048 / 2.664e6 - 1.0);
    };
    const double ownSearched = hoursError(kHaiLlmEngine, false);
    const double ownReport = hoursError(kHaiLlmEngine, true);
    const double megatronSearched = hoursError(kMegatronEngine, false);
    const double megatronReport = hoursError(kMegatronEngine, true);
    qInfo("DeepSeek-V3 GPU-hours with interruptions: hai-llm searched %+.1f %%, report's layout "
          "%+.1f %%; megatron-lm searched %+.1f %%, report's layout %+.1f %%",
          ownSearched, ownReport, megatronSearched, megatronReport);
    QVERIFY2(std::abs(ownSearched) <= 20.0, std::to_string(ownSearched).c_str());
    QVERIFY2(std::abs(ownReport) <= 20.0, std::to_string(ownReport).c_str());
    QVERIFY2(std::abs(megatronSearched) <= 20.0, std::to_string(megatronSearched).c_str());
    QVERIFY2(megatronReport > 20.0 && megatronReport <= 30.0,
             std::to_string(megatronReport).c_str());
}

// One fitted row for each parameter (dense bf16 and fp8 GEMM scales, the MoE token cost on
// experts in one server, the all-to-all overlap on experts across servers), and held-out rows
// of each kind.
void TestTrainingEngine::everyParameterHasAFittedAndAHeldOutRow() {
    std::map<TrainingFit, int> fitted, held;
    for (const auto& run : publishedTrainingRuns()) {
        (run.fitted ? fitted : held)[trainingFitOf(run)] += 1;
        QVERIFY2((run.mfu_pct > 0) != (run.tokens_per_s_per_gpu > 0), run.id.c_str());
        QVERIFY2(!run.source.empty(), run.id.c_str());
    }
    for (TrainingFit kind : {TrainingFit::GemmBf16, TrainingFit::GemmFp8, TrainingFit::MoeTokenCost,
                             TrainingFit::EpOverlap}) {
        QCOMPARE(fitted[kind], 1);
        QVERIFY(held[kind] >= 1);
    }
}

// NVIDIA's H100 recipes: Llama 3 70B at PP 8 runs VP 5, Llama 3.1 405B at PP 8 VP 8,
// DeepSeek-V3 at PP 8 VP 4; a given count wins; never more chunks than layers.
void TestTrainingEngine::megatronInterleavesTwoLayersAChunk() {
    QCOMPARE(virtualStagesFor(megatron(), 80.0 / 8, 0), 5);
    QCOMPARE(virtualStagesFor(megatron(), 126.0 / 8, 0), 8);
    QCOMPARE(virtualStagesFor(megatron(), 61.0 / 8, 0), 4);
    QCOMPARE(virtualStagesFor(megatron(), 126.0 / 8, 3), 3);
    QCOMPARE(virtualStagesFor(megatron(), 1.0, 0), 1);
    QCOMPARE(virtualStagesFor(*trainingEngine(kPytorchTrainingEngine), 126.0 / 8, 0), 2);
}

// The PyTorch path keeps the calibration's GEMM rate; Megatron's is its fitted multiple.
void TestTrainingEngine::pytorchEngineKeepsTheCalibration() {
    TrainingQuery q;
    q.gpus = 8192;
    q.tokens = 1e12;
    q.tp = 8;
    q.pp = 16;
    q.ep = 1;
    q.virtual_stages = 2;
    q.engine = kPytorchTrainingEngine;
    const auto plain = train405b(q);
    q.engine = "";
    const auto fitted = train405b(q);
    QVERIFY2(plain.ok && fitted.ok, (plain.error + fitted.error).c_str());
    QCOMPARE(QString::fromStdString(fitted.engine_id), QString(kMegatronEngine));
    const double ratio = plain.step.compute_ms / fitted.step.compute_ms;
    QVERIFY2(std::abs(ratio / megatron().gemm_scale_bf16 - 1.0) < 1e-9,
             std::to_string(ratio).c_str());
}

void TestTrainingEngine::servingEnginesHaveNoTrainingProfile() {
    TrainingQuery q;
    q.gpus = 1024;
    q.tokens = 1e12;
    q.engine = "vllm";
    const auto r = train405b(q);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.find("no training profile") != std::string::npos, r.error.c_str());
}

// Llama 3.1 405B trained most of its tokens at 2,048 sequences of 8,192 (the Llama 3 report,
// section 3.4.1); a model with no published batch keeps 4M tokens of 4,096; a sequence given
// keeps 4M tokens.
void TestTrainingEngine::defaultBatchIsTheModelsOwn() {
    TrainingQuery q;
    q.gpus = 16384;
    q.tokens = 15.6e12;
    const auto r = train405b(q);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.seq, 8192.0);
    QVERIFY(r.global_batch >= 2048 && r.global_batch < 2048 + r.dp);
    QVERIFY(r.batch_source.find("3.4.1") != std::string::npos);
    const Catalog& c = test::shippedCatalog();
    const auto seventy =
        estimateTraining(c, *c.system("hgx-h100"), *c.model("llama-3.1-70b"), q, {});
    QVERIFY2(seventy.ok, seventy.error.c_str());
    QCOMPARE(seventy.seq, kDefaultTrainingSeq);
    QVERIFY(seventy.global_batch * seventy.seq >= kDefaultTrainingBatchTokens);
    QVERIFY(seventy.batch_source.empty());
    q.seq = 2048;
    const auto given = train405b(q);
    QVERIFY2(given.ok, given.error.c_str());
    QCOMPARE(given.seq, 2048.0);
    QVERIFY(given.batch_source.empty());
    QVERIFY(given.global_batch * 2048.0 >= kDefaultTrainingBatchTokens);
}

// Llama 3.1 405B's pre-training: 16,384 H100 for 15.6T tokens, everything else chosen. Meta
// reports 30.84M H100 hours for the run (the Llama 3.1 model card); within 20 %, with the
// expected interruptions counted.
void TestTrainingEngine::issuesCommandWithinTwentyPercentOfMeta() {
    const Catalog& c = test::shippedCatalog();
    TrainingQuery q;
    q.gpus = 16384;
    q.tokens = 15.6e12;
    const auto run =
        trainThroughFailures(c, *c.system("hgx-h100"), *c.model("llama-3.1-405b"), q, {});
    QVERIFY2(run.training.ok && run.failures.ok, run.training.error.c_str());
    const double gpuHours = run.failures.effective_days * 24.0 * 16384;
    QVERIFY2(std::abs(gpuHours / 30.84e6 - 1.0) <= 0.20, std::to_string(gpuHours).c_str());
}

// Attention runs in bf16 in an fp8 run (the DeepSeek-V3 report, section 3.3.1): the time a
// longer sequence adds to each token's maths is the same in fp8 as in bf16, where fp8 GEMMs
// would have halved it.
void TestTrainingEngine::fp8KeepsAttentionInBf16() {
    const Catalog& c = test::shippedCatalog();
    auto computeMsPerToken = [&](double seq, NumberFormat weights) {
        TrainingQuery q;
        q.gpus = 8;
        q.tokens = 1e12;
        q.seq = seq;
        q.global_batch = 64;
        q.tp = q.pp = q.ep = 1;
        q.weights = weights;
        const auto r = estimateTraining(c, *c.system("hgx-h100"), *c.model("llama-3.1-8b"), q, {});
        return r.ok ? r.step.compute_ms / (r.global_batch * seq) : -1.0;
    };
    const double bf16Added =
        computeMsPerToken(8192, NumberFormat::BF16) - computeMsPerToken(4096, NumberFormat::BF16);
    const double fp8Added =
        computeMsPerToken(8192, NumberFormat::FP8) - computeMsPerToken(4096, NumberFormat::FP8);
    QVERIFY(bf16Added > 0.0);
    QVERIFY2(std::abs(fp8Added / bf16Added - 1.0) < 1e-9,
             std::to_string(fp8Added / bf16Added).c_str());
    // The GEMMs themselves still run faster in fp8.
    QVERIFY(computeMsPerToken(4096, NumberFormat::FP8) <
            computeMsPerToken(4096, NumberFormat::BF16));
}

// DeepSeek-V3 trains one multi-token prediction module and routes each token to at most 4 of 8
// groups of experts (its report, section 4.2): the answer says both, and on DeepSeek's own
// framework at the report's EP 64 a dispatch sends fewer than 4 copies of a token to other
// servers where one per expert would send 7. A model without a recipe says neither.
void TestTrainingEngine::deepSeekTrainsItsRecipesRoutingAndPredictionModule() {
    const Catalog& c = test::shippedCatalog();
    TrainingQuery q;
    q.gpus = 2048;
    q.tokens = 14.8e12;
    q.tp = 1;
    q.pp = 16;
    q.ep = 64;
    q.weights = NumberFormat::FP8;
    q.engine = kHaiLlmEngine;
    const auto r = estimateTraining(c, *c.system("hgx-h800"), *c.model("deepseek-v3"), q, {});
    QVERIFY2(r.ok, r.error.c_str());
    std::map<std::string, double> used;
    for (const auto& a : r.assumptions)
        used[a.key] = a.value;
    QCOMPARE(used["mtp_modules"], 1.0);
    QCOMPARE(used["expert_groups_per_token"], 4.0);
    QVERIFY2(used["expert_dispatch_scaleout_copies"] > 0.0 &&
                 used["expert_dispatch_scaleout_copies"] < 4.0,
             std::to_string(used["expert_dispatch_scaleout_copies"]).c_str());
    TrainingQuery dense;
    dense.gpus = 64;
    dense.tokens = 1e12;
    const auto llama =
        estimateTraining(c, *c.system("hgx-h100"), *c.model("llama-3.1-70b"), dense, {});
    QVERIFY2(llama.ok, llama.error.c_str());
    for (const auto& a : llama.assumptions)
        QVERIFY2(a.key != "mtp_modules" && a.key != "expert_groups_per_token", a.key.c_str());
}

// DeepSeek's framework at its own layout (EP 64 across 8 servers): the all-to-all hides fully
// (section 3.2.1) while 20 of 132 SMs run it (section 3.5.1), so the maths takes 132/112 of
// Megatron-LM's time at the same GEMM rates; DualPipe's bubble, (PP/2 - 1)(F&B + B - 3W), is
// smaller than interleaved 1F1B's at two chunks a stage.
void TestTrainingEngine::haiLlmHidesTheAllToAllOnFewerSms() {
    const Catalog& c = test::shippedCatalog();
    auto run = [&](const char* engine) {
        TrainingQuery q;
        q.gpus = 2048;
        q.tokens = 14.8e12;
        q.tp = 1;
        q.pp = 16;
        q.ep = 64;
        q.weights = NumberFormat::FP8;
        q.engine = engine;
        return estimateTraining(c, *c.system("hgx-h800"), *c.model("deepseek-v3"), q, {});
    };
    const auto own = run(kHaiLlmEngine), megatronRun = run(kMegatronEngine);
    QVERIFY2(own.ok && megatronRun.ok, (own.error + megatronRun.error).c_str());
    QCOMPARE(own.step.ep_comm_ms, 0.0);
    QVERIFY(megatronRun.step.ep_comm_ms > 0.0);
    QVERIFY2(std::abs(own.step.compute_ms / megatronRun.step.compute_ms - 132.0 / 112.0) < 1e-9,
             std::to_string(own.step.compute_ms / megatronRun.step.compute_ms).c_str());
    const double ownWork = own.step.compute_ms + own.step.moe_token_ms;
    const double megatronWork = megatronRun.step.compute_ms + megatronRun.step.tp_comm_ms +
                                megatronRun.step.ep_comm_ms + megatronRun.step.moe_token_ms;
    QVERIFY(own.step.pp_bubble_ms / ownWork < megatronRun.step.pp_bubble_ms / megatronWork);
}

QTEST_GUILESS_MAIN(TestTrainingEngine)
#include "TestTrainingEngine.moc"
