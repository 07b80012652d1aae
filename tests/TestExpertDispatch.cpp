// The expert all-to-all of a model whose routing keeps a token's experts on a few servers: one
// copy a server over the scale-out network, forwarded inside the server (DeepSeek-V3 report,
// section 3.2.2), against the collective model's copy per expert.
#include "TestSupport.h"

#include "core/network/collective.h"
#include "core/workload/training/expert_dispatch.h"

#include <QObject>
#include <QtTest>
#include <cmath>

using namespace sil;

class TestExpertDispatch : public QObject {
    Q_OBJECT
private slots:
    void deepSeeksLayoutReachesAtMostFourServers();
    void unlimitedRoutingReachesMoreServers();
    void oneServerSendsNothingAcross();
    void aGroupWiderThanAServerWidensTheLimit();
    void fewerThanHalfTheCollectivesBytesAcross();
    void timeGrowsWithTheBytesSent();
    void aSystemWithoutScaleOutSaysSo();
};

namespace {

// DeepSeek-V3's routing (section 4.2): 8 groups of experts, a token's from at most 4.
const ExpertRouting kDeepSeek{8, 4};

} // namespace

// EP 64 on 8-GPU servers: 8 servers; 8 experts a token from at most 4 of them.
void TestExpertDispatch::deepSeeksLayoutReachesAtMostFourServers() {
    const auto t = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    QCOMPARE(t.servers, 8.0);
    QVERIFY2(t.destination_servers <= 4.0 && t.destination_servers > 3.0,
             std::to_string(t.destination_servers).c_str());
    // The token's own server is one of them now and then: fewer copies cross than servers.
    QVERIFY(t.scaleout_copies < t.destination_servers);
    QVERIFY(t.scaleout_copies > 0.0);
    // Every expert not on the GPU itself moves inside a server.
    QCOMPARE(t.scaleup_copies, 8.0 * 7.0 / 8.0);
}

void TestExpertDispatch::unlimitedRoutingReachesMoreServers() {
    const auto limited = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    const auto free = expertDispatchTraffic(8, 64, 8, {});
    QVERIFY(free.destination_servers > limited.destination_servers);
    QVERIFY(free.destination_servers <= 8.0);
    QVERIFY(free.scaleout_copies > limited.scaleout_copies);
}

void TestExpertDispatch::oneServerSendsNothingAcross() {
    const auto t = expertDispatchTraffic(8, 8, 8, kDeepSeek);
    QCOMPARE(t.servers, 1.0);
    QCOMPARE(t.scaleout_copies, 0.0);
    QVERIFY(t.scaleup_copies > 0.0);
}

// EP 128: 16 servers, each group of experts on two of them; 4 groups reach up to 8 servers.
void TestExpertDispatch::aGroupWiderThanAServerWidensTheLimit() {
    const auto wide = expertDispatchTraffic(8, 128, 8, kDeepSeek);
    const auto narrow = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    QCOMPARE(wide.servers, 16.0);
    QVERIFY(wide.destination_servers > narrow.destination_servers);
    QVERIFY(wide.destination_servers <= 8.0);
}

// At DeepSeek's layout on its H800 servers, the copies crossing InfiniBand are fewer than half
// the ones the collective model's all-to-all sends (one per expert): its all-to-all takes less
// than half the time for the same tokens.
void TestExpertDispatch::fewerThanHalfTheCollectivesBytesAcross() {
    const System& h800 = *test::shippedCatalog().system("hgx-h800");
    const double tokens = 4096, tokenBytes = 7168 * 2.0;
    const auto traffic = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    const double limitedMs = serverAwareAllToAllMs(h800, traffic, tokenBytes, tokens, 1.0, nullptr);
    const auto collective = estimateCollective(h800, CollectiveOp::AllToAll, 64,
                                               8 * tokens * tokenBytes, Placement::Packed, {});
    QVERIFY2(collective.ok, collective.error.c_str());
    const double collectiveMs = collective.estimate.time_us / 1000.0;
    qInfo("one dispatch of 4,096 tokens at EP 64 on H800: %.2f ms sent once a server, %.2f ms a "
          "copy per expert",
          limitedMs, collectiveMs);
    QVERIFY2(limitedMs > 0.0 && limitedMs < 0.5 * collectiveMs, std::to_string(limitedMs).c_str());
}

void TestExpertDispatch::timeGrowsWithTheBytesSent() {
    const System& h800 = *test::shippedCatalog().system("hgx-h800");
    const auto traffic = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    const double one = serverAwareAllToAllMs(h800, traffic, 7168, 4096, 1.0, nullptr);
    const double two = serverAwareAllToAllMs(h800, traffic, 2 * 7168, 4096, 1.0, nullptr);
    const double twice = serverAwareAllToAllMs(h800, traffic, 7168, 4096, 2.0, nullptr);
    QVERIFY(two > one && two < 2.0 * one); // the latency and per-call overhead stay
    QCOMPARE(twice, 2.0 * one);
}

void TestExpertDispatch::aSystemWithoutScaleOutSaysSo() {
    System s = *test::shippedCatalog().system("hgx-h800");
    s.scaleout_gbit.reset();
    std::string error;
    const auto traffic = expertDispatchTraffic(8, 64, 8, kDeepSeek);
    QCOMPARE(serverAwareAllToAllMs(s, traffic, 7168, 4096, 1.0, &error), 0.0);
    QVERIFY2(error.find("scale-out") != std::string::npos, error.c_str());
}

QTEST_GUILESS_MAIN(TestExpertDispatch)
#include "TestExpertDispatch.moc"
