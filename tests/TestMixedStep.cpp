// The mixed step of a continuous-batching engine reduces to the workload model's own steps: a
// step of decodes alone is decodeStep, one prompt's whole prefill is prefillMs, over dense and
// mixture-of-experts models, tensor parallelism and chips. Mixing adds the prefill's maths to
// the decodes' reads in one step: it never takes less than either part alone, nor more than the
// two run one after the other.
#include "TestSupport.h"

#include "core/workload/mixed_step.h"
#include "core/workload/workload.h"

#include <QObject>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

using namespace sil;

class TestMixedStep : public QObject {
    Q_OBJECT
private slots:
    void reducesToDecodeAndPrefill_data();
    void reducesToDecodeAndPrefill();
    void mixingCostsBetweenTheMaxAndTheSum();
    void attentionGroupsSharingExperts();
    void largeBatchStepsMeasuredOnH100();
};

namespace {

struct Setup {
    const Chip* chip = nullptr;
    const System* system = nullptr;
    ModelShape shape;
    WorkloadEfficiencies eff;
};

Setup setupFor(const char* systemId, const char* modelId, NumberFormat weights) {
    const Catalog& cat = test::shippedCatalog();
    Setup s;
    s.system = cat.system(systemId);
    if (!s.system) qFatal("no system %s", systemId);
    s.chip = cat.chip(s.system->chip_id);
    const LlmModel* m = cat.model(modelId);
    if (!m) qFatal("no model %s", modelId);
    s.shape = modelShape(*m).shape;
    s.eff = resolveEfficiencies(*s.chip, cat, computeDtype(weights), "", s.system);
    return s;
}

} // namespace

void TestMixedStep::reducesToDecodeAndPrefill_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("fp8");
    QTest::newRow("h100 8b tp1") << "hgx-h100"
                                 << "llama-3.1-8b" << 1 << false;
    QTest::newRow("h100 70b tp4 fp8") << "hgx-h100"
                                      << "llama-3.1-70b" << 4 << true;
    QTest::newRow("b200 70b tp8") << "hgx-b200"
                                  << "llama-3.1-70b" << 8 << false;
    QTest::newRow("h200 moe tp1") << "hgx-h200"
                                  << "qwen3-30b-a3b" << 1 << false;
    QTest::newRow("mi300x moe tp8") << "mi300x-ubb8"
                                    << "qwen3-30b-a3b" << 8 << false;
}

void TestMixedStep::reducesToDecodeAndPrefill() {
    QFETCH(QString, system);
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(bool, fp8);
    const NumberFormat w = fp8 ? NumberFormat::FP8 : NumberFormat::BF16;
    const Setup s = setupFor(qPrintable(system), qPrintable(model), w);
    for (double batch : {1.0, 17.0, 256.0}) {
        DecodeStepInput d;
        d.batch = batch;
        d.context = 1500;
        d.tp = tp;
        d.ep = tp;
        d.weights = w;
        d.kv = defaultKvFormat(w);
        const DecodeBreakdown want = decodeStep(s.shape, *s.chip, s.system, s.eff, d, false);
        MixedStepInput m;
        m.decode_batch = batch;
        m.decode_context = 1500;
        m.tp = tp;
        m.ep = tp;
        m.weights = w;
        m.kv = d.kv;
        const MixedStepBreakdown got = mixedStep(s.shape, *s.chip, s.system, s.eff, m);
        SIL_FUZZY_COMPARE(got.step_ms, want.step_ms, 1e-12);
        SIL_FUZZY_COMPARE(got.kv_bytes, want.kv_bytes, 1e-12);
        SIL_FUZZY_COMPARE(got.flops, want.flops, 1e-12);
    }
    for (double tokens : {128.0, 1024.0, 8192.0}) {
        const double want = prefillMs(s.shape, *s.chip, s.system, s.eff, tokens, tp, w, false);
        MixedStepInput m;
        m.tp = tp;
        m.ep = tp;
        m.weights = w;
        m.addChunk(s.shape, tokens, 0);
        SIL_FUZZY_COMPARE(mixedStep(s.shape, *s.chip, s.system, s.eff, m).step_ms, want, 1e-12);
    }
}

// Attention groups sharing experts over more GPUs than their tensor parallelism (DeepSeek-R1
// FP8 as TP 8 groups over 16 H100s): a step of decodes is decodeStep's with the same expert
// parallelism, and a prefill reads a GPU's share of the experts the groups' tokens reach and
// pays the all-to-all too.
void TestMixedStep::attentionGroupsSharingExperts() {
    const Setup s = setupFor("hgx-h100", "deepseek-r1", NumberFormat::FP8);
    for (double batch : {1.0, 32.0, 256.0}) {
        DecodeStepInput d;
        d.batch = batch;
        d.context = 1500;
        d.tp = 8;
        d.ep = 16;
        d.replicas_in_ep_group = 2;
        d.weights = NumberFormat::FP8;
        d.kv = NumberFormat::FP8;
        const DecodeBreakdown want = decodeStep(s.shape, *s.chip, s.system, s.eff, d, false);
        MixedStepInput m;
        m.decode_batch = batch;
        m.decode_context = 1500;
        m.tp = 8;
        m.ep = 16;
        m.replicas_in_ep_group = 2;
        m.weights = m.kv = NumberFormat::FP8;
        const MixedStepBreakdown got = mixedStep(s.shape, *s.chip, s.system, s.eff, m);
        SIL_FUZZY_COMPARE(got.step_ms, want.step_ms, 1e-12);
        SIL_FUZZY_COMPARE(got.expert_bytes, want.expert_bytes, 1e-12);
        SIL_FUZZY_COMPARE(got.ep_comm_ms, want.ep_comm_ms, 1e-12);
        QVERIFY(got.ep_comm_ms > 0);
    }
    MixedStepInput alone, groups;
    alone.tp = alone.ep = 8;
    groups.tp = 8;
    groups.ep = 16;
    groups.replicas_in_ep_group = 2;
    for (MixedStepInput* m : {&alone, &groups}) {
        m->weights = m->kv = NumberFormat::FP8;
        m->addChunk(s.shape, 2048, 0);
    }
    const MixedStepBreakdown a = mixedStep(s.shape, *s.chip, s.system, s.eff, alone);
    const MixedStepBreakdown g = mixedStep(s.shape, *s.chip, s.system, s.eff, groups);
    QCOMPARE(a.ep_comm_ms, 0.0);
    QVERIFY(g.ep_comm_ms > 0);
    // 2,048 tokens reach every one of R1's 256 experts: each GPU reads its sixteenth, not its
    // eighth, and does the same maths (the two groups' tokens over twice the GPUs).
    SIL_FUZZY_COMPARE(g.expert_bytes, a.expert_bytes / 2, 1e-6);
    SIL_FUZZY_COMPARE(g.flops, a.flops, 1e-12);
}

void TestMixedStep::mixingCostsBetweenTheMaxAndTheSum() {
    const Setup s = setupFor("hgx-h100", "llama-3.1-8b", NumberFormat::BF16);
    for (double batch : {8.0, 64.0, 256.0})
        for (double chunk : {256.0, 2048.0}) {
            MixedStepInput decode;
            decode.decode_batch = batch;
            decode.decode_context = 2048;
            MixedStepInput prefill;
            prefill.addChunk(s.shape, chunk, 2048);
            MixedStepInput both = decode;
            both.addChunk(s.shape, chunk, 2048);
            const double d = mixedStep(s.shape, *s.chip, s.system, s.eff, decode).step_ms;
            const double p = mixedStep(s.shape, *s.chip, s.system, s.eff, prefill).step_ms;
            const double m = mixedStep(s.shape, *s.chip, s.system, s.eff, both).step_ms;
            QVERIFY2(m >= std::max(d, p) * (1 - 1e-12),
                     qPrintable(QStringLiteral("B %1 C %2").arg(batch).arg(chunk)));
            QVERIFY2(m <= d + p, qPrintable(QStringLiteral("B %1 C %2").arg(batch).arg(chunk)));
        }
}

// Every step of the closed-loop engine measured on one H100 at large batch
// (database/calibration/serving/closed_loop_large_h100.json: 256, 512 and 1,024 sequences,
// 8,192 tokens a step; closed_loop_256_h100.json: 256 sequences, 2,048 tokens), timed from its
// logged composition: the decode rows and their summed context, each prefill chunk after its
// cached tokens. Nothing was fitted on these steps (the shipped vLLM-on-Hopper row). Decode-only
// steps at 1,024 sequences are where a single roofline over the whole step fails (29 ms against
// ~50 ms measured): the GEMMs' maths and the KV reads do not overlap. Median |error| of each
// kind of step within 10 %.
void TestMixedStep::largeBatchStepsMeasuredOnH100() {
    const Setup s = setupFor("hgx-h100", "llama-3.1-8b", NumberFormat::BF16);
    std::vector<double> decodeErrors, mixedErrors;
    for (const char* file : {"closed_loop_large_h100.json", "closed_loop_256_h100.json"}) {
        const nlohmann::json doc = nlohmann::json::parse(
            test::readFile(QStringLiteral(SIL_SOURCE_DIR "/database/calibration/serving/") +
                           QString::fromLatin1(file))
                .toStdString());
        for (const nlohmann::json& run : doc["runs"]) {
            const auto& columns = run["step_log"]["columns"];
            auto col = [&columns](const char* name) {
                return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), name) -
                                                columns.begin());
            };
            for (const nlohmann::json& row : run["step_log"]["rows"]) {
                MixedStepInput m;
                m.decode_batch = row[col("n_decode")].get<double>();
                m.decode_attended_sum =
                    s.shape.attendedPositions(row[col("sum_ctx_decode")].get<double>());
                for (const nlohmann::json& chunk : row[col("prefill_chunks_c_p")])
                    m.addChunk(s.shape, chunk[0].get<double>(), chunk[1].get<double>());
                if (m.decode_batch + m.prefill_tokens < 64) continue; // launch-bound steps
                const double measured = row[col("gpu_ms")].get<double>();
                const double err =
                    mixedStep(s.shape, *s.chip, s.system, s.eff, m).step_ms / measured - 1.0;
                (m.prefill_tokens > 0 ? mixedErrors : decodeErrors).push_back(std::abs(err));
            }
        }
    }
    QVERIFY(decodeErrors.size() > 1000);
    QVERIFY(mixedErrors.size() > 1000);
    for (std::vector<double>* errors : {&decodeErrors, &mixedErrors}) {
        std::nth_element(errors->begin(), errors->begin() + errors->size() / 2, errors->end());
        const double median = (*errors)[errors->size() / 2];
        QVERIFY2(median <= 0.10, qPrintable(QStringLiteral("median |error| %1 % over %2 steps")
                                                .arg(100 * median)
                                                .arg(errors->size())));
    }
}

QTEST_GUILESS_MAIN(TestMixedStep)
#include "TestMixedStep.moc"
