// The collective model: hand-computed cases, the seed documents' claims, and error paths.
#include "TestSupport.h"

#include "core/network/collective.h"
#include "core/network/sizes.h"

#include <QObject>
#include <random>

using namespace sil;

namespace {

System switched(double gbps, int domain, bool nvls = false) {
    System s;
    s.id = s.name = "sw";
    s.scaleup_domain_gpus = domain;
    s.gpus_per_node = domain;
    s.scaleup_topology = Topology::Switched;
    s.scaleup_gbps = gbps;
    s.in_network_reduction = nvls;
    s.scaleout_gbit = 400;
    return s;
}

constexpr auto shipped = &test::shippedSystem;

double timeOf(const System& s, CollectiveOp op, int n, double bytes, Placement p, bool onPaper) {
    const auto r = estimateCollective(s, op, n, bytes, p, {onPaper});
    if (!r.ok) qFatal("%s", r.error.c_str());
    return r.estimate.time_us;
}

constexpr double GiB = 1073741824.0;
constexpr double MiB = 1048576.0;

} // namespace

class TestCollective : public QObject {
    Q_OBJECT
private slots:
    void torusLatencyGrowsWithDimensionsNotRanks();
    void handComputed_data();
    void handComputed();
    void busbwFactors();
    void meshUsesOnlyLinksToMembers();
    void switchedKeepsFullBandwidthAtAnySubset();
    void nvlsChosenForLargeAllReduce();
    void hierarchicalAllReduce();
    void seedClaims_data();
    void seedClaims();
    void slowdownByRankCountIsFinite();
    void errors_data();
    void errors();
    void sizeRanges_data();
    void sizeRanges();
    void randomValidSystemsGiveFiniteResults();
    void scaleupPerGpu();
};

void TestCollective::scaleupPerGpu() {
    QCOMPARE(scaleupPerGpuGbps(shipped("mi355x-ubb8")).value(), 7 * 76.8);
    QCOMPARE(scaleupPerGpuGbps(shipped("mi300x-ubb8")).value(), 448.0);
    QCOMPARE(scaleupPerGpuGbps(shipped("gb200-nvl72")).value(), 900.0);
    System s = switched(100, 8);
    s.scaleup_gbps.reset();
    QVERIFY(!scaleupPerGpuGbps(s).ok());
}

void TestCollective::randomValidSystemsGiveFiniteResults() {
    std::mt19937 rng(7);
    auto uni = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    for (int trial = 0; trial < 3000; ++trial) {
        System s;
        s.id = s.name = "r";
        const int domain = 1 << int(uni(0, 8));
        s.scaleup_domain_gpus = domain;
        s.gpus_per_node = std::max(1, domain >> int(uni(0, 3)));
        s.scaleup_topology = uni(0, 1) < 0.5 ? Topology::Switched : Topology::FullMesh;
        s.scaleup_gbps = uni(1, 5000);
        s.mesh_links = std::floor(uni(1, 16));
        s.mesh_link_gbps = uni(1, 500);
        s.in_network_reduction = uni(0, 1) < 0.5;
        s.scaleout_sharp = uni(0, 1) < 0.5;
        s.scaleout_gbit = uni(1, 3200);
        s.scaleup_efficiency = uni(0.01, 1);
        s.scaleout_efficiency = uni(0.01, 1);
        s.scaleup_latency_us = uni(0, 50);
        s.scaleout_latency_us = uni(0, 50);
        s.launch_overhead_us = uni(0, 100);
        const int ranks = int(uni(2, 20000));
        const double bytes = std::pow(2.0, uni(0, 40));
        for (CollectiveOp op : kAllCollectiveOps)
            for (Placement p : {Placement::Packed, Placement::Spread}) {
                const auto r = estimateCollective(s, op, ranks, bytes, p, {uni(0, 1) < 0.5});
                if (!r.ok) continue;
                QVERIFY(std::isfinite(r.estimate.time_us) && r.estimate.time_us > 0);
                QVERIFY(std::isfinite(r.estimate.busbw_gbps) && r.estimate.busbw_gbps > 0);
            }
    }
}

void TestCollective::handComputed_data() {
    QTest::addColumn<QString>("op");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("expectedUs");
    // 100 GB/s switched, η = 0.5, α = 2 µs, call overhead 10 µs.
    // ring AR: 10 + 2(n-1)α + 2(n-1)/n S/(ηB)
    QTest::newRow("AR n=4 1e9") << "all_reduce" << 4 << 1e9 << 10 + 12.0 + 1.5e9 / 50e9 * 1e6;
    QTest::newRow("AG n=4 1e9") << "all_gather" << 4 << 1e9 << 10 + 6.0 + 0.75e9 / 50e9 * 1e6;
    QTest::newRow("RS n=8 1e6") << "reduce_scatter" << 8 << 1e6 << 10 + 14.0 + 0.875e6 / 50e9 * 1e6;
    QTest::newRow("A2A n=2 1e8") << "all_to_all" << 2 << 1e8 << 10 + 2.0 + 0.5e8 / 50e9 * 1e6;
    QTest::newRow("bcast n=4 1e9") << "broadcast" << 4 << 1e9 << 10 + 6.0 + 1e9 / 50e9 * 1e6;
    // Tree wins at small sizes for n = 8: 2*log2(8)*α + 2S/(ηB) = 12 + tiny < 28 + tiny
    QTest::newRow("AR n=8 tiny -> tree")
        << "all_reduce" << 8 << 1024.0 << 10 + 12.0 + 2048.0 / 50e9 * 1e6;
}

void TestCollective::handComputed() {
    QFETCH(QString, op);
    QFETCH(int, ranks);
    QFETCH(double, bytes);
    QFETCH(double, expectedUs);
    System s = switched(100.0, 8);
    s.scaleup_efficiency = 0.5;
    s.scaleup_latency_us = 2.0;
    s.launch_overhead_us = 10.0;
    const auto r = estimateCollective(s, *parseCollectiveOp(op.toStdString()), ranks, bytes,
                                      Placement::Packed);
    QVERIFY2(r.ok, r.error.c_str());
    SIL_FUZZY_COMPARE(r.estimate.time_us, expectedUs, 1e-12);
    SIL_FUZZY_COMPARE(r.estimate.algbw_gbps, bytes / (expectedUs * 1e-6) / 1e9, 1e-12);
}

void TestCollective::busbwFactors() {
    QCOMPARE(busbwFactor(CollectiveOp::AllReduce, 8), 2.0 * 7 / 8);
    QCOMPARE(busbwFactor(CollectiveOp::AllGather, 8), 7.0 / 8);
    QCOMPARE(busbwFactor(CollectiveOp::ReduceScatter, 2), 0.5);
    QCOMPARE(busbwFactor(CollectiveOp::AllToAll, 4), 0.75);
    QCOMPARE(busbwFactor(CollectiveOp::Broadcast, 4), 1.0);
    // On paper a switched fabric's busbw equals its link bandwidth.
    const auto r = estimateCollective(switched(450, 8), CollectiveOp::AllReduce, 8, GiB,
                                      Placement::Packed, {true});
    SIL_FUZZY_COMPARE(r.estimate.busbw_gbps, 450.0, 1e-12);
}

void TestCollective::meshUsesOnlyLinksToMembers() {
    // S3 §12: MI300X peer bandwidth 64 GB/s at TP=2, ~189 GB/s at TP=4 (raw 3 x 64 = 192).
    const System& mi300x = shipped("mi300x-ubb8");
    for (auto [n, raw] : {std::pair{2, 64.0}, {4, 192.0}, {8, 448.0}}) {
        const auto paper =
            estimateCollective(mi300x, CollectiveOp::AllGather, n, GiB, Placement::Packed, {true});
        SIL_FUZZY_COMPARE(paper.estimate.busbw_gbps, raw, 1e-12);
        const auto real =
            estimateCollective(mi300x, CollectiveOp::AllGather, n, GiB, Placement::Packed);
        QVERIFY(real.estimate.busbw_gbps < raw);
        QVERIFY(real.estimate.busbw_gbps > 0.5 * raw);
    }
    SIL_FUZZY_COMPARE(192.0, 189.0, 0.02); // "about 189"
}

void TestCollective::switchedKeepsFullBandwidthAtAnySubset() {
    for (const char* id : {"hgx-h100", "hgx-h200"}) {
        for (int n : {2, 4, 8}) {
            const auto r = estimateCollective(shipped(id), CollectiveOp::AllGather, n, GiB,
                                              Placement::Packed, {true});
            SIL_FUZZY_COMPARE(r.estimate.busbw_gbps, 450.0, 1e-12);
        }
    }
}

void TestCollective::nvlsChosenForLargeAllReduce() {
    const auto r = estimateCollective(shipped("gb200-nvl72"), CollectiveOp::AllReduce, 8, GiB,
                                      Placement::Packed);
    QCOMPARE(QString::fromStdString(r.estimate.algorithm), QStringLiteral("nvls"));
    const auto small = estimateCollective(shipped("hgx-b200"), CollectiveOp::AllReduce, 8, 1024.0,
                                          Placement::Packed);
    QVERIFY(small.ok);
}

void TestCollective::hierarchicalAllReduce() {
    // 16 ranks packed on 8-GPU servers: RS + AG inside, ring AR of S/8 across 2 servers.
    System s = switched(100.0, 8);
    s.scaleout_gbit = 80.0; // 10 GB/s
    const auto r =
        estimateCollective(s, CollectiveOp::AllReduce, 16, 8e9, Placement::Packed, {true});
    QVERIFY2(r.ok, r.error.c_str());
    const double intra = 2.0 * (7.0 / 8.0 * 8e9 / 100e9);
    const double inter = 2.0 * (1.0 / 2.0) * (1e9) / 10e9;
    SIL_FUZZY_COMPARE(r.estimate.time_us, (intra + inter) * 1e6, 1e-12);
    QCOMPARE(r.estimate.domains, 2);
    QCOMPARE(r.estimate.ranks_per_domain, 8);
}

void TestCollective::seedClaims_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("op");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QString>("placement");
    QTest::addColumn<bool>("onPaper");
    QTest::addColumn<double>("minRatio");
    QTest::addColumn<double>("maxRatio");
    // S0 §1, §5: MI355X across servers >= 18x slower than GB200 NVL72 (400 Gbit/s vs 900 GB/s).
    QTest::newRow("A2A MI355X/GB200 on paper")
        << "mi355x-ubb8"
        << "gb200-nvl72"
        << "all_to_all" << 8 << "spread" << true << 18.0 - 1e-9 << 18.0 + 1e-9;
    QTest::newRow("A2A MI355X/GB200 calibrated")
        << "mi355x-ubb8"
        << "gb200-nvl72"
        << "all_to_all" << 8 << "spread" << false << 18.0 << 60.0;
    QTest::newRow("AR split 0x7 MI355X/GB200 on paper")
        << "mi355x-ubb8"
        << "gb200-nvl72"
        << "all_reduce" << 8 << "spread" << true << 18.0 << 40.0;
    QTest::newRow("AR split 0x7 MI355X/GB200 calibrated")
        << "mi355x-ubb8"
        << "gb200-nvl72"
        << "all_reduce" << 8 << "spread" << false << 18.0 << 80.0;
    QTest::newRow("128-GPU rack A2A vs GB200")
        << "mi355x-rack128"
        << "gb200-nvl72"
        << "all_to_all" << 8 << "spread" << false << 18.0 << 60.0;
    // S0 §5: MI355X all-to-all 2x slower than HGX B300 (400 vs 800 Gbit/s). Calibrated it is
    // ~4x because S3 §14 measured AMD's RoCEv2 stack at about half InfiniBand's speed.
    QTest::newRow("A2A MI355X/B300 on paper")
        << "mi355x-ubb8"
        << "hgx-b300"
        << "all_to_all" << 8 << "spread" << true << 2.0 - 1e-9 << 2.0 + 1e-9;
    QTest::newRow("A2A MI355X/B300 calibrated")
        << "mi355x-ubb8"
        << "hgx-b300"
        << "all_to_all" << 8 << "spread" << false << 2.0 << 4.5;
    // S0 §2: inside a server HGX B200's switched NVLink ~1.6x MI355X's 7 x 76.8 GB/s mesh.
    QTest::newRow("AG in server B200/MI355X on paper")
        << "mi355x-ubb8"
        << "hgx-b200"
        << "all_gather" << 8 << "packed" << true << 1.6 << 1.7;
    // Calibrated, the shared per-call overhead narrows the gap at 64 MiB (1.53x) and it
    // approaches the bandwidth ratio, 1.67x, as messages grow.
    QTest::newRow("AG in server calibrated")
        << "mi355x-ubb8"
        << "hgx-b200"
        << "all_gather" << 8 << "packed" << false << 1.5 << 1.7;
    // With NVLS the all-reduce gap widens (in-switch reduction halves NVLink traffic).
    QTest::newRow("AR in server calibrated (NVLS)")
        << "mi355x-ubb8"
        << "hgx-b200"
        << "all_reduce" << 8 << "packed" << false << 2.3 << 2.8;
}

void TestCollective::seedClaims() {
    QFETCH(QString, system);
    QFETCH(QString, reference);
    QFETCH(QString, op);
    QFETCH(int, ranks);
    QFETCH(QString, placement);
    QFETCH(bool, onPaper);
    QFETCH(double, minRatio);
    QFETCH(double, maxRatio);
    std::vector<double> large;
    for (double s = 64 * MiB; s <= GiB; s *= 2)
        large.push_back(s);
    const auto sd = slowdownCurve(shipped(system.toLatin1().constData()),
                                  shipped(reference.toLatin1().constData()),
                                  *parseCollectiveOp(op.toStdString()), ranks, large,
                                  *parsePlacement(placement.toStdString()), {onPaper});
    QVERIFY2(sd.ok, sd.error.c_str());
    for (const auto& p : sd.points) {
        QVERIFY2(p.slowdown >= minRatio && p.slowdown <= maxRatio,
                 qPrintable(QStringLiteral("%1 MiB: slowdown %2 outside [%3, %4]")
                                .arg(p.bytes / MiB)
                                .arg(p.slowdown)
                                .arg(minRatio)
                                .arg(maxRatio)));
    }
}

void TestCollective::slowdownByRankCountIsFinite() {
    const System& mi = shipped("mi355x-rack128");
    const System& gb = shipped("gb200-nvl72");
    double last = 0.0;
    for (int n = 8; n <= 16384; n *= 2) {
        const double a =
            timeOf(mi, CollectiveOp::AllReduce, n, 256 * MiB, Placement::Packed, false);
        const double b =
            timeOf(gb, CollectiveOp::AllReduce, n, 256 * MiB, Placement::Packed, false);
        QVERIFY(std::isfinite(a / b) && a / b >= 1.0);
        // Without SHARP, all-reduce time never falls as ranks double (S3 §15).
        QVERIFY(a >= last * (1.0 - 1e-9));
        last = a;
    }
}

void TestCollective::errors_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one rank") << "hgx-h200" << 1 << "at least 2 ranks";
    QTest::newRow("no scale-out") << "noscaleout" << 16 << "no scale-out figure";
    QTest::newRow("no domain") << "nodomain" << 4 << "no scale-up domain";
}

void TestCollective::errors() {
    QFETCH(QString, system);
    QFETCH(int, ranks);
    QFETCH(QString, expected);
    System s = system == "hgx-h200" ? shipped("hgx-h200") : switched(100, 8);
    if (system == "noscaleout") s.scaleout_gbit.reset();
    if (system == "nodomain") s.scaleup_domain_gpus.reset();
    const auto r = estimateCollective(s, CollectiveOp::AllReduce, ranks, 1e6, Placement::Packed);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
    QVERIFY(!estimateCollective(s, CollectiveOp::AllReduce, 2, -1.0, Placement::Packed).ok);
}

void TestCollective::sizeRanges_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::newRow("1KiB:1GiB") << "1KiB:1GiB" << 21;
    QTest::newRow("single") << "64MiB" << 1;
    QTest::newRow("bytes") << "1024:4096" << 3;
    QTest::newRow("backwards") << "1GiB:1KiB" << -1;
    QTest::newRow("not power of two") << "1000:4096" << -1;
    QTest::newRow("garbage") << "lots" << -1;
    QTest::newRow("empty") << "" << -1;
    QTest::newRow("nan") << "nanKiB" << -1;
    QTest::newRow("huge") << "1KiB:1000000TiB" << -1;
}

void TestCollective::sizeRanges() {
    QFETCH(QString, text);
    QFETCH(int, count);
    const auto r = parseSizeRange(text.toStdString());
    if (count < 0) {
        QVERIFY(!r.ok);
        QVERIFY(QString::fromStdString(r.error).startsWith(QStringLiteral("sizes:")));
    } else {
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(static_cast<int>(r.sizes.size()), count);
    }
}

void TestCollective::torusLatencyGrowsWithDimensionsNotRanks() {
    const System* pod = test::shippedCatalog().system("tpu-v5e-pod256");
    QVERIFY(pod);
    QCOMPARE(pod->scaleup_topology, Topology::Torus2D);
    // 256 ranks on a 16x16 torus: 2 x (15 + 15) ring steps, not 2 x 255.
    const auto small =
        estimateCollective(*pod, CollectiveOp::AllReduce, 256, 1024, Placement::Packed);
    QVERIFY2(small.ok, small.error.c_str());
    QVERIFY2(QString::fromStdString(small.estimate.algorithm).contains(QStringLiteral("torus")),
             small.estimate.algorithm.c_str());
    const double alpha = pod->scaleup_latency_us.value_or(0.0);
    const double overhead = pod->launch_overhead_us.value_or(0.0);
    QVERIFY(small.estimate.time_us < overhead + 2.0 * 255 * alpha);
    QVERIFY(small.estimate.time_us >= overhead + 2.0 * 30 * alpha - 1e-9);
    // A 16-rank group uses one dimension: two links; the whole pod both dimensions: four.
    QCOMPARE(scaleupRawGbps(*pod, 16), 2 * *pod->torus_link_gbps);
    QCOMPARE(scaleupRawGbps(*pod, 256), 4 * *pod->torus_link_gbps);
    // Bisection: a big all-to-all over the pod is slower than over a same-size switched fabric.
    System switched = *pod;
    switched.scaleup_topology = Topology::Switched;
    switched.scaleup_gbps = scaleupRawGbps(*pod, 256);
    const double bytes = 1 << 28;
    QVERIFY(estimateCollective(*pod, CollectiveOp::AllToAll, 256, bytes, Placement::Packed)
                .estimate.time_us >
            estimateCollective(switched, CollectiveOp::AllToAll, 256, bytes, Placement::Packed)
                .estimate.time_us);
    // Wafer-scale: no scale-up fabric, so even two wafers talk over the network.
    const System* cs3 = test::shippedCatalog().system("cs-3");
    QVERIFY(cs3);
    QVERIFY(!scaleupPerGpuGbps(*cs3).ok());
}

QTEST_GUILESS_MAIN(TestCollective)
#include "TestCollective.moc"
