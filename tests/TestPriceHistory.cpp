// Price history: quote dates, the least-squares trend against hand-computed lines, skipped
// quotes with reasons, and imports that add to the history without rewriting it.
#include "TestSupport.h"

#include "core/catalog/catalog_io.h"
#include "core/economics/price_history.h"
#include "database/CatalogStore.h"

#include <QObject>
#include <optional>

using namespace sil;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

std::vector<PricePoint> pointsOf(const std::vector<double>& days,
                                 const std::vector<double>& prices) {
    std::vector<PricePoint> p;
    for (std::size_t i = 0; i < days.size(); ++i)
        p.push_back({"q" + std::to_string(i), "P", "", long(days[i]), prices[i]});
    return p;
}

RentalQuote quote(const std::string& id, const std::string& date, std::optional<double> price,
                  RentalTerm term = RentalTerm::OnDemand, const std::string& chip = "x") {
    RentalQuote q;
    q.id = id;
    q.chip_id = chip;
    q.provider = "Prov " + id;
    q.date = date;
    q.term = term;
    q.usd_per_gpu_hour = price;
    return q;
}

} // namespace

class TestPriceHistory : public QObject {
    Q_OBJECT
private slots:
    void parsesDates_data();
    void parsesDates();
    void trend_data();
    void trend();
    void noTrendSaysWhy_data();
    void noTrendSaysWhy();
    void seriesSortedAndSkippedListed();
    void resolvesChipPrefix();
    void termNames();
    void reDatedQuoteIsRefused();
    void importKeepsHistory();
    void tierFromProviderName_data();
    void tierFromProviderName();
    void byTierIsOneTermPerTier();
};

void TestPriceHistory::parsesDates_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("days");
    // Days since 1970-01-01, counted by hand: 2024-01-01 = 54 x 365 + 13 leap days = 19723.
    QTest::newRow("epoch") << "1970-01-01" << true << 0;
    QTest::newRow("month only = the 1st") << "1970-02" << true << 31;
    QTest::newRow("2024-01-01") << "2024-01-01" << true << 19723;
    QTest::newRow("leap day") << "2024-02-29" << true << 19723 + 31 + 28;
    QTest::newRow("after a leap February") << "2024-03" << true << 19723 + 31 + 29;
    QTest::newRow("year only") << "2025" << false << 0;
    QTest::newRow("quarter") << "2025-Q2" << false << 0;
    QTest::newRow("no such day") << "2025-02-29" << false << 0;
    QTest::newRow("month 13") << "2025-13" << false << 0;
    QTest::newRow("empty") << "" << false << 0;
    QTest::newRow("trailing text") << "2025-01-01x" << false << 0;
}

void TestPriceHistory::parsesDates() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, days);
    const auto d = parseQuoteDate(text.toStdString());
    QCOMPARE(d.has_value(), ok);
    if (ok) {
        QCOMPARE(*d, long(days));
        QCOMPARE(QString::fromStdString(formatQuoteDay(*d)).left(text.size()), text);
    }
}

void TestPriceHistory::trend_data() {
    QTest::addColumn<std::vector<double>>("days");
    QTest::addColumn<std::vector<double>>("prices");
    QTest::addColumn<double>("slope");  // USD/GPU-hour per year
    QTest::addColumn<double>("latest"); // fitted USD/GPU-hour at the latest quote
    QTest::addColumn<double>("pct");    // % per year
    // 1461 days = 4 years of 365.25 days.
    // On a line: 4, 3, 2 USD at 0, 4, 8 years: -0.25 USD/year, 2.00 at the end, -12.5 %/year.
    QTest::newRow("falling line") << std::vector<double>{0, 1461, 2922}
                                  << std::vector<double>{4, 3, 2} << -0.25 << 2.0 << -12.5;
    // 4, 2, 3 at x = -8, -4, 0 years: mean x -4, mean y 3, Sxx 32, Sxy -4 -> slope -0.125,
    // fitted at the latest 3 - 0.125 x 4 = 2.5, -0.125 / 2.5 = -5 %/year.
    QTest::newRow("scattered") << std::vector<double>{0, 1461, 2922} << std::vector<double>{4, 2, 3}
                               << -0.125 << 2.5 << -5.0;
    // Order does not matter; a rising price: 1, 2 at 0 and 1461 days, 3 at 2922 -> +0.25/year,
    // 3 at the latest, +8.33 %/year.
    QTest::newRow("rising, unsorted")
        << std::vector<double>{2922, 0, 1461} << std::vector<double>{3, 1, 2} << 0.25 << 3.0
        << 0.25 / 3.0 * 100.0;
    // Exactly 60 days, flat: a trend of zero.
    QTest::newRow("flat over 60 days")
        << std::vector<double>{0, 30, 60} << std::vector<double>{2, 2, 2} << 0.0 << 2.0 << 0.0;
}

void TestPriceHistory::trend() {
    QFETCH(std::vector<double>, days);
    QFETCH(std::vector<double>, prices);
    QFETCH(double, slope);
    QFETCH(double, latest);
    QFETCH(double, pct);
    const PriceTrend t = fitPriceTrend(pointsOf(days, prices));
    QVERIFY2(t.ok, t.reason.c_str());
    QVERIFY(std::abs(t.usd_per_gpu_hour_per_year - slope) < 1e-12);
    QVERIFY(std::abs(t.fitted_usd_per_gpu_hour_at_latest - latest) < 1e-12);
    QVERIFY(std::abs(t.pct_per_year - pct) < 1e-9);
    QVERIFY(std::abs(t.fittedAt(t.last_day) - latest) < 1e-12);
}

void TestPriceHistory::noTrendSaysWhy_data() {
    QTest::addColumn<std::vector<double>>("days");
    QTest::addColumn<std::vector<double>>("prices");
    QTest::addColumn<QString>("reason");
    QTest::newRow("two quotes") << std::vector<double>{0, 400} << std::vector<double>{3, 2}
                                << "2 dated quotes, at least 3 needed";
    QTest::newRow("one quote") << std::vector<double>{0} << std::vector<double>{3}
                               << "1 dated quote, at least 3 needed";
    QTest::newRow("59 days") << std::vector<double>{0, 20, 59} << std::vector<double>{3, 2, 1}
                             << "span 59 days, at least 60 needed";
    QTest::newRow("fitted price below zero")
        << std::vector<double>{0, 100, 200} << std::vector<double>{10, 2, 1} << "not positive";
}

void TestPriceHistory::noTrendSaysWhy() {
    QFETCH(std::vector<double>, days);
    QFETCH(std::vector<double>, prices);
    QFETCH(QString, reason);
    const PriceTrend t = fitPriceTrend(pointsOf(days, prices));
    QVERIFY(!t.ok);
    QVERIFY2(QString::fromStdString(t.reason).contains(reason), t.reason.c_str());
}

void TestPriceHistory::seriesSortedAndSkippedListed() {
    Catalog c;
    Chip x;
    x.id = "x";
    c.chips.push_back(x);
    c.quotes = {quote("late", "2026-03-01", 2.0),
                quote("early", "2024-01", 4.0),
                quote("mid", "2025-02-15", 3.0),
                quote("year", "2025", 3.5),
                quote("quarter", "2025-Q2", 3.2),
                quote("noprice", "2025-05", std::nullopt),
                quote("zero", "2025-05", 0.0),
                quote("oneyear", "2025-01", 2.5, RentalTerm::OneYear),
                quote("other-chip", "2025-01", 9.0, RentalTerm::OnDemand, "y")};
    const PriceHistory h = priceHistory(c, "x");
    QCOMPARE(h.series.size(), std::size_t(2));
    QCOMPARE(h.series[0].term, RentalTerm::OnDemand); // term order
    QCOMPARE(h.series[1].term, RentalTerm::OneYear);
    const auto& od = h.series[0].points;
    QCOMPARE(od.size(), std::size_t(3));
    QCOMPARE(od[0].quote_id, std::string("early"));
    QCOMPARE(od[1].quote_id, std::string("mid"));
    QCOMPARE(od[2].quote_id, std::string("late"));
    QCOMPARE(od[2].provider, std::string("Prov late"));
    QCOMPARE(h.quoteCount(), std::size_t(4));
    QVERIFY(h.series[0].trend.ok); // 3 quotes over 2 years
    QVERIFY(!h.series[1].trend.ok);
    QCOMPARE(h.skipped.size(), std::size_t(4));
    QCOMPARE(h.skipped[0].quote_id, std::string("year"));
    QVERIFY(QString::fromStdString(h.skipped[0].reason).contains(QStringLiteral("not YYYY-MM")));
    QCOMPARE(h.skipped[2].quote_id, std::string("noprice"));
    QCOMPARE(h.skipped[2].reason, std::string("no positive price"));
    // One term only.
    const PriceHistory one = priceHistory(c, "x", RentalTerm::OneYear);
    QCOMPARE(one.series.size(), std::size_t(1));
    QCOMPARE(one.quoteCount(), std::size_t(1));
    QVERIFY(one.seriesFor(RentalTerm::OneYear));
    QVERIFY(!one.seriesFor(RentalTerm::OnDemand));
}

void TestPriceHistory::resolvesChipPrefix() {
    const Catalog& c = test::shippedCatalog();
    const ChipChoice exact = resolvePriceChip(c, "h100-pcie");
    QCOMPARE(exact.chip_id, std::string("h100-pcie"));
    QVERIFY(exact.note.empty());
    const ChipChoice prefix = resolvePriceChip(c, "h100");
    QCOMPARE(prefix.chip_id, std::string("h100-sxm")); // the H100 with the most dated quotes
    QVERIFY(QString::fromStdString(prefix.note).contains(QStringLiteral("h100-pcie")));
    QVERIFY(!resolvePriceChip(c, "nonesuch").error.empty());
    QCOMPARE(chipWithMostQuotes(c), std::string("h100-sxm"));
}

void TestPriceHistory::termNames() {
    QCOMPARE(parseTermName("on-demand"), std::optional(RentalTerm::OnDemand));
    QCOMPARE(parseTermName("on_demand"), std::optional(RentalTerm::OnDemand));
    QCOMPARE(parseTermName("3-year"), std::optional(RentalTerm::ThreeYear));
    QVERIFY(!parseTermName("2-year"));
    QCOMPARE(termName(RentalTerm::OneMonth), std::string("1-month"));
}

void TestPriceHistory::reDatedQuoteIsRefused() {
    Catalog c;
    c.quotes = {quote("a", "2025-01", 3.0)};
    // Same id, same date (a corrected price): allowed. New id: allowed.
    QVERIFY(checkQuoteHistory(c, {quote("a", "2025-01", 2.9), quote("b", "2025-06", 2.5)}, "f.csv")
                .empty());
    const std::string e =
        checkQuoteHistory(c, {quote("b", "2025-06", 2.5), quote("a", "2026-01", 2.0)}, "f.csv");
    const QString msg = QString::fromStdString(e);
    QVERIFY2(msg.startsWith(QStringLiteral("f.csv: row 2, field date:")), e.c_str());
    QVERIFY(msg.contains(QStringLiteral("2025-01")));
    QVERIFY(msg.contains(QStringLiteral("new id")));
}

void TestPriceHistory::importKeepsHistory() {
    QTemporaryDir dir;
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(dir.filePath(QStringLiteral("u.sqlite"))));
    const Catalog before = *store.load();
    const std::size_t quotesBefore = before.quotes.size();
    const PriceHistory historyBefore = priceHistory(before, "h100-sxm");
    const PriceSeries* odBefore = historyBefore.seriesFor(RentalTerm::OnDemand);
    QVERIFY(odBefore);
    const std::size_t pointsBefore = odBefore->points.size();

    const std::string csv = "id,chip_id,provider,term,usd_per_gpu_hour,date\n"
                            "h100-new-1,h100-sxm,NewCloud,on_demand,1.85,2026-11-01\n"
                            "h100-new-2,h100-sxm,OtherCloud,on_demand,1.79,2026-11-15\n";
    const ImportResult r = importCsv(csv, "new-quotes.csv");
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY2(store.importBatch(r.batch), qPrintable(store.errorString()));
    const Catalog after = *store.load();
    QCOMPARE(after.quotes.size(), quotesBefore + 2);
    for (const RentalQuote& q : before.quotes) // every old quote kept, unchanged
        QVERIFY2(std::any_of(after.quotes.begin(), after.quotes.end(),
                             [&](const RentalQuote& a) {
                                 return a.id == q.id && a.date == q.date &&
                                        a.usd_per_gpu_hour == q.usd_per_gpu_hour;
                             }),
                 q.id.c_str());
    const PriceHistory historyAfter = priceHistory(after, "h100-sxm");
    const PriceSeries* od = historyAfter.seriesFor(RentalTerm::OnDemand);
    QVERIFY(od);
    QCOMPARE(od->points.size(), pointsBefore + 2);
    QCOMPARE(od->points.back().quote_id, std::string("h100-new-2"));

    // The same id again, re-dated: refused with the file, row and field; nothing changes.
    const std::string redated = "id,chip_id,provider,term,usd_per_gpu_hour,date\n"
                                "h100-new-3,h100-sxm,NewCloud,on_demand,1.70,2026-12-01\n"
                                "h100-new-1,h100-sxm,NewCloud,on_demand,1.60,2026-12-01\n";
    const ImportResult r2 = importCsv(redated, "redated.csv");
    QVERIFY(r2.ok);
    QVERIFY(!store.importBatch(r2.batch));
    QVERIFY2(store.errorString().startsWith(QStringLiteral("redated.csv: row 2, field date:")),
             qPrintable(store.errorString()));
    const Catalog still = *store.load();
    QCOMPARE(still.quotes.size(), quotesBefore + 2);
    QVERIFY(std::none_of(still.quotes.begin(), still.quotes.end(),
                         [](const RentalQuote& q) { return q.id == "h100-new-3"; }));
    for (const RentalQuote& q : still.quotes)
        if (q.id == "h100-new-1") QCOMPARE(q.date, std::string("2026-11-01"));
}

QTEST_GUILESS_MAIN(TestPriceHistory)
void TestPriceHistory::tierFromProviderName_data() {
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("tier");
    // Providers as the shipped catalog names them.
    QTest::newRow("AWS instance") << "AWS p5.48xlarge"
                                  << "hyperscaler";
    QTest::newRow("AWS capacity block") << "AWS Capacity Blocks (p5e)"
                                        << "hyperscaler";
    QTest::newRow("Azure") << "Azure ND96isr H100 v5"
                           << "hyperscaler";
    QTest::newRow("Azure or Oracle") << "Azure/Oracle"
                                     << "hyperscaler";
    QTest::newRow("Google Cloud") << "Google Cloud a3-highgpu-8g"
                                  << "hyperscaler";
    QTest::newRow("Oracle") << "Oracle OCI BM.GPU.H100.8"
                            << "hyperscaler";
    QTest::newRow("CoreWeave") << "CoreWeave"
                               << "neocloud";
    QTest::newRow("RunPod secure") << "RunPod secure"
                                   << "neocloud";
    QTest::newRow("RunPod community") << "RunPod community"
                                      << "marketplace";
    QTest::newRow("Vast median") << "Vast.ai median"
                                 << "marketplace";
    QTest::newRow("Spheron") << "Spheron"
                             << "marketplace";
    QTest::newRow("SemiAnalysis index") << "SemiAnalysis index"
                                        << "analyst";
    QTest::newRow("SemiAnalysis market") << "Market (SemiAnalysis)"
                                         << "analyst";
    QTest::newRow("a name the rule does not know") << "Acme GPU Cloud"
                                                   << "neocloud";
    QTest::newRow("case does not matter") << "aws g6e (1x L40S)"
                                          << "hyperscaler";
}

void TestPriceHistory::tierFromProviderName() {
    QFETCH(QString, provider);
    QFETCH(QString, tier);
    const ProviderTier t = providerTier(provider.toStdString());
    QCOMPARE(QString::fromUtf8(providerTierKey(t).data()), tier);
    QCOMPARE(parseProviderTier(tier.toStdString()), std::optional<ProviderTier>(t));
}

void TestPriceHistory::byTierIsOneTermPerTier() {
    Catalog c;
    Chip x;
    x.id = "x";
    c.chips.push_back(x);
    auto add = [&](const std::string& id, const std::string& provider, const std::string& date,
                   double price, RentalTerm term = RentalTerm::OnDemand) {
        RentalQuote q = quote(id, date, price, term);
        q.provider = provider;
        c.quotes.push_back(q);
    };
    add("aws-1", "AWS p5.48xlarge", "2025-01-01", 10.0);
    add("aws-2", "AWS p5.48xlarge", "2026-01-01", 8.0);
    add("cw-1", "CoreWeave", "2025-06-01", 4.0);
    add("vast-1", "Vast.ai median", "2026-02-01", 2.0);
    add("aws-3y", "AWS p5.48xlarge", "2025-03-01", 5.0, RentalTerm::ThreeYear);
    add("undated", "Lambda", "2026", 3.0);

    const PriceHistory h = priceHistoryByTier(c, "x");
    QVERIFY(h.grouping == PriceGrouping::ByTier);
    QCOMPARE(h.series.size(), std::size_t(3)); // no analyst quote: no such series
    QVERIFY(h.series[0].tier == ProviderTier::Hyperscaler);
    QVERIFY(h.series[1].tier == ProviderTier::Neocloud);
    QVERIFY(h.series[2].tier == ProviderTier::Marketplace);
    // On-demand only when no term is given: the 3-year commitment is not mixed in.
    QCOMPARE(h.series[0].points.size(), std::size_t(2));
    for (const auto& s : h.series)
        QVERIFY(s.term == RentalTerm::OnDemand);
    QCOMPARE(QString::fromStdString(h.series[0].points[0].quote_id), QString("aws-1"));
    // Two hyperscaler quotes a year apart: the trend needs three.
    QVERIFY(!h.series[0].trend.ok);
    QCOMPARE(h.skipped.size(), std::size_t(1)); // the undated on-demand quote, with its reason
    QCOMPARE(QString::fromStdString(h.skipped[0].quote_id), QString("undated"));
    // One term asked for: that term's tiers.
    const PriceHistory committed = priceHistoryByTier(c, "x", RentalTerm::ThreeYear);
    QCOMPARE(committed.series.size(), std::size_t(1));
    QVERIFY(committed.series[0].term == RentalTerm::ThreeYear);
    QCOMPARE(committed.quoteCount(), std::size_t(1));
    // The same quotes by term carry their tier too.
    const PriceHistory byTerm = priceHistory(c, "x");
    QVERIFY(byTerm.grouping == PriceGrouping::ByTerm);
    QVERIFY(!byTerm.series[0].tier);
}

#include "TestPriceHistory.moc"
