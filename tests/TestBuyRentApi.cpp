// API prices (pay per token), the cost basis of every system (owned, rented or none)
// and buy-rent-api, in core and through siliconomics-cli as a user types it.
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "core/economics/break_even.h"
#include "core/economics/buy_rent_api.h"
#include "core/economics/rental_term.h"
#include "core/economics/scenario.h"
#include "core/economics/tco.h"
#include "core/serving/planner.h"

#include <QObject>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

using namespace sil;
using nlohmann::json;

namespace {

struct Run {
    int code;
    std::string out;
    std::string err;
};

std::vector<const System*> allSystems(const Catalog& c) {
    std::vector<const System*> out;
    for (const auto& s : c.systems)
        out.push_back(&s);
    return out;
}

} // namespace

class TestBuyRentApi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shippedApiPricesAreCitedAndNameModels();
    void catalogListApiPrices();
    void costBasisOfEveryShippedSystem();
    void tcoJsonGivesTheCostBasis();
    void rentedFiguresUseTheTermABuyerSigns();
    void termFlagAndScenarioTerm();
    void blendedPriceAndNewestPerProvider();
    void breakevensAreConsistent();
    void cachedPromptShareAtEachProvidersCachedPrice();
    void stepBelowLineIsWhereOwningStaysCheaper();
    void breakEvenLinesCrossoversAndPayback();
    void breakEvenAgainstContractLength();
    void rentedOnlySystemIsServedAtItsQuote();
    void buyRentApiJsonContract();
    void buyRentApiTableAndErrors();

private:
    Run cli(std::vector<std::string> args);
    QTemporaryDir dir_;
    std::string db_;
};

Run TestBuyRentApi::cli(std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db_});
    std::ostringstream out, err;
    const int code = cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

void TestBuyRentApi::initTestCase() {
    db_ = dir_.filePath(QStringLiteral("user.sqlite")).toStdString();
}

void TestBuyRentApi::shippedApiPricesAreCitedAndNameModels() {
    const Catalog& c = test::shippedCatalog();
    QCOMPARE(c.api_prices.size(), std::size_t(53));
    std::set<std::string> ids;
    for (const auto& p : c.api_prices) {
        QVERIFY2(ids.insert(p.id).second, p.id.c_str());
        QVERIFY2(c.model(p.model_id), p.id.c_str());
        const Source* s = c.source(p.row.source_id);
        QVERIFY2(s, p.id.c_str());
        QVERIFY2(s->location.starts_with("https://"), p.id.c_str());
        QVERIFY(*p.usd_per_million_input_tokens > 0.0);
        QVERIFY(*p.usd_per_million_output_tokens > 0.0);
        QCOMPARE(p.date.size(), std::size_t(10));
    }
    QVERIFY(!apiOffersFor(c, "llama-3.1-70b", 1024, 1024).empty());
}

void TestBuyRentApi::catalogListApiPrices() {
    const Catalog& c = test::shippedCatalog();
    Run r = cli({"catalog", "list", "--kind", "api_prices", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j.size(), c.api_prices.size());
    for (const auto& p : j) {
        for (const char* key : {"id", "provider", "model_id", "usd_per_million_input_tokens",
                                "usd_per_million_output_tokens",
                                "usd_per_million_cached_input_tokens", "date", "source_id"})
            QVERIFY2(p.contains(key), key);
        QVERIFY(!p["sources"].empty());
        QVERIFY(p["sources"][0]["url"].is_string());
    }
    QCOMPARE(j[0]["id"].get<std::string>(), c.api_prices[0].id);

    r = cli({"catalog", "list", "--kind", "api_prices"});
    QCOMPARE(r.code, 0);
    for (const char* header : {"provider", "model", "input (USD/M tokens)", "output (USD/M tokens)",
                               "cached input (USD/M tokens)", "date", "source"})
        QVERIFY2(r.out.find(header) != std::string::npos, header);
    for (const auto& p : c.api_prices)
        QVERIFY2(r.out.find(p.id) != std::string::npos, p.id.c_str());

    r = cli({"catalog", "list", "--kind", "api_prices", "--format", "csv"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.starts_with("id,provider,model_id,usd_per_million_input_tokens,"));
    QCOMPARE(std::size_t(std::count(r.out.begin(), r.out.end(), '\n')), c.api_prices.size() + 1);

    r = cli({"catalog", "show", c.api_prices[0].id, "--format", "json"});
    QCOMPARE(r.code, 0);
    QCOMPARE(json::parse(r.out)["kind"].get<std::string>(), std::string("api_price"));
}

void TestBuyRentApi::costBasisOfEveryShippedSystem() {
    const Catalog& c = test::shippedCatalog();
    const Assumptions a;
    const CatalogIndex index(c);
    for (const auto& s : c.systems) {
        const CostBasis b = costBasisOf(c, s, a);
        const CostBasis fromIndex = costBasisOf(index, s, a);
        QCOMPARE(fromIndex.kind, b.kind);
        QCOMPARE(fromIndex.quote_id, b.quote_id);
        const bool hasTco = computeTco(s, c.chip(s.chip_id), a).total.ok();
        QCOMPARE(b.kind == CostBasisKind::Owned, hasTco);
        if (b.kind == CostBasisKind::Rented) {
            // The cheapest on-demand offer for its chip or for it (no spot, no reference row).
            QVERIFY(b.has_quote && !b.quote_id.empty());
            QVERIFY2(b.reason.starts_with("no TCO"), b.reason.c_str());
            SystemResult r = evaluateSystem(c, s, a);
            const RentVsBuy* cheapest = cheapestRental(r, RentalTerm::OnDemand);
            if (cheapest) {
                QCOMPARE(b.quote_id, cheapest->quote_id);
                QCOMPARE(b.usd_per_gpu_hour_rented, cheapest->rental_usd_per_gpu_hour);
                QVERIFY(!b.term_fallback);
            }
        }
        // No price at all: the catalog's sourced line on why (the system's note after "No cost
        // basis:"), else the mechanical one; never empty.
        if (b.kind == CostBasisKind::None) {
            const std::string why = statedNoCostBasis(s);
            if (!why.empty()) {
                QCOMPARE(b.reason, "no price: " + why);
            } else {
                QVERIFY2(b.reason.find("no rental quote") != std::string::npos, b.reason.c_str());
            }
        }
    }
    const CostBasis tpu = costBasisOf(c, *c.system("tpu-v6e-pod256"), a);
    QCOMPARE(tpu.kind, CostBasisKind::Rented);
    QVERIFY(c.system("tpu-v6e-pod256") && !c.system("tpu-v6e-pod256")->capex_per_gpu_usd);
    QCOMPARE(tpu.term, RentalTerm::OnDemand);
    double cheapest = 1e9;
    std::string cheapestId;
    for (const auto& q : c.quotes)
        if (q.chip_id == "tpu-v6e" && q.term == RentalTerm::OnDemand && !isReferenceQuote(q) &&
            *q.usd_per_gpu_hour < cheapest)
            cheapest = *q.usd_per_gpu_hour, cheapestId = q.id;
    QCOMPARE(tpu.quote_id, cheapestId);
    QCOMPARE(tpu.usd_per_gpu_hour_rented, cheapest);
    QCOMPARE(costBasisOf(c, *c.system("hgx-h200"), a).kind, CostBasisKind::Owned);

    // No on-demand quote: the next longer term's cheapest, said so.
    Catalog only1y = c;
    std::erase_if(only1y.quotes, [](const RentalQuote& q) {
        return q.chip_id == "tpu-v6e" && q.term != RentalTerm::OneYear;
    });
    const CostBasis fallback = costBasisOf(only1y, *only1y.system("tpu-v6e-pod256"), a);
    QCOMPARE(fallback.kind, CostBasisKind::Rented);
    QVERIFY(fallback.term_fallback);
    QCOMPARE(fallback.term, RentalTerm::OneYear);
    QCOMPARE(fallback.quote_id, std::string("tpu-v6e-gcp-1y-2025-03-03"));
    // No quote at all: none, with the reason.
    std::erase_if(only1y.quotes, [](const RentalQuote& q) { return q.chip_id == "tpu-v6e"; });
    const CostBasis none = costBasisOf(only1y, *only1y.system("tpu-v6e-pod256"), a);
    QCOMPARE(none.kind, CostBasisKind::None);
    QVERIFY2(none.reason.find("no capex") != std::string::npos &&
                 none.reason.find("no rental quote for its chip tpu-v6e") != std::string::npos,
             none.reason.c_str());
}

void TestBuyRentApi::tcoJsonGivesTheCostBasis() {
    const Catalog& c = test::shippedCatalog();
    const Run r = cli({"tco", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j.size(), c.systems.size());
    int owned = 0, rented = 0;
    for (const auto& s : j) {
        QVERIFY2(s.contains("cost_basis"), s["id"].get<std::string>().c_str());
        const std::string basis = s["cost_basis"].get<std::string>();
        QVERIFY(basis == "owned" || basis == "rented" || basis == "none");
        QCOMPARE(basis == "owned", !s["tco_usd_per_hour"].is_null());
        if (basis == "owned") ++owned;
        if (basis == "rented") {
            ++rented;
            QVERIFY(s["usd_per_gpu_hour_rented"].get<double>() > 0.0);
            QVERIFY(c.system(s["id"].get<std::string>()) != nullptr);
            QVERIFY(s["rented_quote"].is_string());
            QCOMPARE(s["rented_term"].get<std::string>(), std::string("on-demand"));
            QVERIFY(s["rented_term_note"].is_string());
            QVERIFY(s["cost_basis_reason"].is_string());
        }
        if (basis == "none") QVERIFY(!s["cost_basis_reason"].get<std::string>().empty());
    }
    QVERIFY(owned > 0 && rented > 0);
    const auto tpu =
        std::find_if(j.begin(), j.end(), [](const json& s) { return s["id"] == "tpu-v6e-pod256"; });
    QVERIFY(tpu != j.end());
    QCOMPARE((*tpu)["cost_basis"].get<std::string>(), std::string("rented"));
    const std::string quote = (*tpu)["rented_quote"].get<std::string>();
    QVERIFY(!quote.empty());
    const auto q = std::find_if(c.quotes.begin(), c.quotes.end(),
                                [&](const RentalQuote& x) { return x.id == quote; });
    QVERIFY(q != c.quotes.end());
    QCOMPARE((*tpu)["usd_per_gpu_hour_rented"].get<double>(), *q->usd_per_gpu_hour);

    const Run table = cli({"tco", "--systems", "tpu-v6e-pod256,hgx-h200"});
    QCOMPARE(table.code, 0);
    QVERIFY2(table.out.find("cost_basis") != std::string::npos, table.out.c_str());
    QVERIFY2(table.out.find("rented ") != std::string::npos &&
                 table.out.find(quote) != std::string::npos,
             table.out.c_str());
    QVERIFY(table.out.find("owned") != std::string::npos);
}

void TestBuyRentApi::blendedPriceAndNewestPerProvider() {
    QCOMPARE(blendedUsdPerMillion(0.2, 0.6, 3000, 1000), (0.2 * 3000 + 0.6 * 1000) / 4000);
    QCOMPARE(blendedUsdPerMillion(1.0, 1.0, 10, 990), 1.0);
    Catalog c = test::shippedCatalog();
    ApiPrice older;
    older.id = "old";
    // A provider that has a price for the model, with an older, cheaper one.
    older.provider = std::find_if(c.api_prices.begin(), c.api_prices.end(), [](const ApiPrice& p) {
                         return p.model_id == "llama-3.1-70b";
                     })->provider;
    older.model_id = "llama-3.1-70b";
    older.usd_per_million_input_tokens = 0.01;
    older.usd_per_million_output_tokens = 0.01;
    older.date = "2020-01-01";
    c.api_prices.push_back(older);
    const auto offers = apiOffersFor(c, "llama-3.1-70b", 1000, 500);
    std::set<std::string> providers;
    for (std::size_t i = 0; i < offers.size(); ++i) {
        QVERIFY2(providers.insert(offers[i].provider).second, offers[i].provider.c_str());
        QVERIFY(offers[i].price_id != "old"); // the newest price of each provider
        if (i)
            QVERIFY(offers[i - 1].blended_usd_per_million_tokens <=
                    offers[i].blended_usd_per_million_tokens);
        QCOMPARE(offers[i].blended_usd_per_million_tokens,
                 (offers[i].usd_per_million_input_tokens * 1000 +
                  offers[i].usd_per_million_output_tokens * 500) /
                     1500);
    }
    QVERIFY(apiOffersFor(c, "no-such-model", 1, 1).empty());
}

// A prefix-cache share prices that share of the prompt at each provider's cached-input price
// where the catalog has one (DeepSeek's own API: $0.14 cached against $0.55 for R1), the list
// input price elsewhere, and every row says which it used.
void TestBuyRentApi::cachedPromptShareAtEachProvidersCachedPrice() {
    const Catalog& c = test::shippedCatalog();
    const auto plain = apiOffersFor(c, "deepseek-r1", 3000, 1000);
    const auto cached = apiOffersFor(c, "deepseek-r1", 3000, 1000, 0.5);
    QCOMPARE(cached.size(), plain.size());
    int withCachedPrice = 0, without = 0;
    for (const ApiOffer& o : cached) {
        const auto before = std::find_if(plain.begin(), plain.end(), [&](const ApiOffer& p) {
            return p.provider == o.provider;
        });
        QVERIFY(before != plain.end());
        QVERIFY(!before->cached_price_used);
        QCOMPARE(before->effective_usd_per_million_input_tokens,
                 before->usd_per_million_input_tokens);
        if (o.usd_per_million_cached_input_tokens) {
            ++withCachedPrice;
            QVERIFY(o.cached_price_used);
            const double input =
                0.5 * *o.usd_per_million_cached_input_tokens + 0.5 * o.usd_per_million_input_tokens;
            QCOMPARE(o.effective_usd_per_million_input_tokens, input);
            SIL_FUZZY_COMPARE(o.blended_usd_per_million_tokens,
                              (input * 3000 + o.usd_per_million_output_tokens * 1000) / 4000,
                              1e-12);
            QVERIFY(o.blended_usd_per_million_tokens < before->blended_usd_per_million_tokens);
            QVERIFY2(o.input_price_used.starts_with("cached $") &&
                         o.input_price_used.find("50 % of prompt tokens") != std::string::npos,
                     o.input_price_used.c_str());
        } else {
            ++without;
            QVERIFY(!o.cached_price_used);
            QCOMPARE(o.blended_usd_per_million_tokens, before->blended_usd_per_million_tokens);
            QVERIFY2(o.input_price_used.find("no cached price") != std::string::npos,
                     o.input_price_used.c_str());
        }
    }
    QVERIFY(withCachedPrice >= 1);
    // DeepSeek's own price, from its pricing page: 0.5 x 0.14 + 0.5 x 0.55 per million input.
    const auto deepseek = std::find_if(cached.begin(), cached.end(), [](const ApiOffer& o) {
        return o.source_id == "deepseek-api-pricing";
    });
    QVERIFY(deepseek != cached.end());
    QCOMPARE(deepseek->usd_per_million_cached_input_tokens, std::optional<double>(0.14));
    SIL_FUZZY_COMPARE(deepseek->effective_usd_per_million_input_tokens, 0.345, 1e-12);

    // Through the CLI: the share asked, the price each row used, the breakeven against the
    // cheapest API at the cached blend.
    const Run r =
        cli({"buy-rent-api", "--model", "deepseek-r1", "--systems", "hgx-b200", "--prompt", "3000",
             "--output", "1000", "--cached-prompt-share", "0.5", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json j = json::parse(r.out);
    QCOMPARE(j["cached_prompt_share"].get<double>(), 0.5);
    for (const json& a : j["api"]) {
        QVERIFY(a.contains("input_price_used") && a.contains("cached_price_used"));
        QCOMPARE(a["cached_price_used"].get<bool>(),
                 !a["usd_per_million_cached_input_tokens"].is_null());
    }
    QCOMPARE(j["api"].front()["usd_per_million_tokens_blended"].get<double>(),
             cached.front().blended_usd_per_million_tokens);
    const Run table = cli({"buy-rent-api", "--model", "deepseek-r1", "--systems", "hgx-b200",
                           "--cached-prompt-share", "0.5"});
    QVERIFY2(table.code == 0, table.err.c_str());
    QVERIFY2(table.out.find("input_price_used") != std::string::npos &&
                 table.out.find("50 % of prompt tokens at the provider's cached-input price") !=
                     std::string::npos,
             table.out.c_str());
}

// k x ceil(V / c) against p x V, checked against a fine scan of the two.
void TestBuyRentApi::stepBelowLineIsWhereOwningStaysCheaper() {
    QVERIFY(!stepBelowLineFrom(10.0, 1.0, 9.0)); // a unit costs more than its tokens' price
    QVERIFY(!stepBelowLineFrom(10.0, 1.0, 10.0));
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> uni(0.1, 10.0);
    for (int trial = 0; trial < 200; ++trial) {
        const double k = uni(rng), c = uni(rng), p = k / c * (1.0 + uni(rng) / 5.0);
        const auto from = stepBelowLineFrom(k, c, p);
        QVERIFY(from);
        auto owned = [&](double v) { return k * std::ceil(v / c - 1e-12); };
        // At or below the line from there on (scanned over 60 units), and not just before it.
        for (int i = 0; i <= 6000; ++i) {
            const double v = *from + i * c / 100.0;
            QVERIFY2(owned(v) <= p * v * (1 + 1e-9), qPrintable(QString::number(trial)));
        }
        if (*from > 1e-9) {
            bool aboveBefore = false;
            for (int i = 1; i <= 1000 && !aboveBefore; ++i) {
                const double v = *from * (1.0 - i / 1000.0);
                aboveBefore = owned(v) > p * v * (1 + 1e-9);
            }
            QVERIFY2(aboveBefore, qPrintable(QString::number(trial)));
        }
    }
}

// The picture's lines are buy-rent-api's own numbers per month: the API line is its blended
// price per million tokens, on-demand its rented price per million, the owned fleet whole
// units paid every hour; owning is cheaper than each line from its crossover on, and the
// payback month is capex over the monthly saving.
void TestBuyRentApi::breakEvenLinesCrossoversAndPayback() {
    const Catalog& c = test::shippedCatalog();
    const System& sys = *c.system("hgx-b200");
    const LlmModel& model = *c.model("llama-3.1-70b");
    Assumptions a;
    BreakEvenQuery q;
    q.million_tokens_per_month = 200000; // about two HGX B200 servers busy 80 % of hours
    const BreakEvenChart chart = breakEvenChart(c, sys, model, q, a);
    QVERIFY2(chart.ok, chart.why_not.c_str());
    const BuyRentApiResult r = buyRentApi(c, model, {&sys}, q.workload, a);
    const SystemBuyRentApi& s = r.systems.front();
    QCOMPARE(chart.served.tokens_per_gpu_hour, s.tokens_per_gpu_hour);
    QCOMPARE(chart.unit_gpus, 8);
    QCOMPARE(chart.lines.front().key, std::string("owned"));
    const double unitCapacity =
        8 * s.tokens_per_gpu_hour / 1e6 * kHoursPerMonth * a.utilization_pct / 100.0;
    bool sawApi = false, sawOnDemand = false;
    for (const BreakEvenLine& l : chart.lines) {
        QVERIFY(!l.points.empty());
        QCOMPARE(l.points.front().first, 0.0);
        QVERIFY(std::abs(l.points.back().first - chart.max_million_tokens_per_month) < 1e-9);
        for (std::size_t i = 1; i < l.points.size(); ++i) {
            QVERIFY(l.points[i].first >= l.points[i - 1].first);
            QVERIFY(l.points[i].second >= l.points[i - 1].second);
        }
        const auto [v, usd] = l.points.back();
        if (l.key == "api") {
            sawApi = true;
            SIL_FUZZY_COMPARE(usd / v, r.api.front().blended_usd_per_million_tokens, 1e-12);
        } else if (l.key == "rent-on-demand") {
            sawOnDemand = true;
            QVERIFY(!l.whole_units);
            SIL_FUZZY_COMPARE(usd / v, s.usd_per_million_tokens_rented.value(), 1e-9);
        } else {
            QVERIFY(l.whole_units);
            const double units = std::ceil(v / unitCapacity - 1e-9);
            SIL_FUZZY_COMPARE(usd, units * 8 * l.usd_per_gpu_hour * kHoursPerMonth, 1e-9);
        }
    }
    QVERIFY(sawApi && sawOnDemand);
    // Owned per million tokens at full units is buy-rent-api's owned price.
    const BreakEvenLine& owned = chart.lines.front();
    SIL_FUZZY_COMPARE(8 * owned.usd_per_gpu_hour * kHoursPerMonth / unitCapacity,
                      s.usd_per_million_tokens_owned.value(), 1e-9);
    QVERIFY(!chart.crossovers.empty());
    for (const BreakEvenCrossover& x : chart.crossovers) {
        const auto line = std::find_if(chart.lines.begin(), chart.lines.end(),
                                       [&](const BreakEvenLine& l) { return l.key == x.against; });
        QVERIFY(line != chart.lines.end());
        if (!line->whole_units) {
            // Per token the owned price is lower, and just past the crossover owning is cheaper.
            QVERIFY(s.usd_per_million_tokens_owned.value() < line->usd_per_million_tokens);
            const double v = x.million_tokens_per_month * 1.001;
            QVERIFY(owned.usd_per_gpu_hour * 8 * kHoursPerMonth * std::ceil(v / unitCapacity) <
                    line->usd_per_million_tokens * v);
        }
    }
    // Payback at 200,000 M tokens a month: capex of the units that volume needs over the monthly
    // saving against the cheapest other line there (none when the running cost alone is more).
    const TcoBreakdown tco = computeTco(sys, c.chip(sys.chip_id), a);
    auto checkPayback = [&](const BreakEvenChart& ch) {
        QCOMPARE(ch.payback_million_tokens_per_month, 200000.0);
        const double units = std::ceil(200000 / unitCapacity - 1e-12);
        SIL_FUZZY_COMPARE(ch.capex_usd, units * 8 * tco.capex_usd.value(), 1e-12);
        const auto against = std::find_if(ch.lines.begin(), ch.lines.end(), [&](const auto& l) {
            return l.key == ch.payback_against;
        });
        QVERIFY(against != ch.lines.end());
        const double alt = against->whole_units
                               ? units * 8 * against->usd_per_gpu_hour * kHoursPerMonth
                               : against->usd_per_million_tokens * 200000;
        const double running =
            units * 8 * (tco.total.value() - tco.capital.value()) * kHoursPerMonth;
        if (alt <= running) {
            QVERIFY(!ch.payback_month);
            QVERIFY2(ch.payback_note.find("never pays back") != std::string::npos,
                     ch.payback_note.c_str());
        } else {
            QVERIFY(ch.payback_month);
            QCOMPARE(*ch.payback_month, int(std::ceil(ch.capex_usd / (alt - running) - 1e-9)));
        }
    };
    checkPayback(chart);
    // Without API prices the cheapest other line is renting, which owning undercuts here.
    Catalog noApi = c;
    noApi.api_prices.clear();
    const BreakEvenChart vsRent = breakEvenChart(noApi, sys, model, q, a);
    QVERIFY(vsRent.ok);
    QVERIFY(vsRent.payback_against.starts_with("rent-"));
    QVERIFY2(vsRent.payback_month.has_value(), vsRent.payback_note.c_str());
    checkPayback(vsRent);
    // A system with no owned price has no payback, and says why.
    BreakEvenQuery none;
    const BreakEvenChart rented = breakEvenChart(c, *c.system("tpu-v6e-pod256"), model, none, a);
    if (rented.ok && rented.lines.front().kind != BreakEvenLine::Kind::Owned)
        QVERIFY(!rented.payback_month && !rented.payback_note.empty());
}

void TestBuyRentApi::breakevensAreConsistent() {
    const Catalog& c = test::shippedCatalog();
    const LlmModel& model = *c.model("llama-3.1-70b");
    Assumptions a;
    BuyRentApiQuery q;
    const BuyRentApiResult r = buyRentApi(c, model, allSystems(c), q, a);
    QVERIFY(!r.api.empty());
    int checkedRent = 0, checkedApi = 0;
    for (const auto& s : r.systems) {
        if (!s.served) {
            QVERIFY(!s.why_not.empty());
            QVERIFY(!s.usd_per_million_tokens_owned.ok());
            continue;
        }
        QVERIFY(s.tokens_per_gpu_hour > 0.0);
        QVERIFY(s.tokens_per_s_per_user >= q.min_tokens_per_user);
        if (s.usd_per_million_tokens_owned.ok()) {
            // Owned = TCO per useful GPU-hour over millions of tokens per GPU-hour.
            SIL_FUZZY_COMPARE(s.usd_per_million_tokens_owned.value(),
                              s.usd_per_gpu_hour_owned.value() / (s.tokens_per_gpu_hour / 1e6),
                              1e-12);
        }
        if (s.usd_per_million_tokens_rented.ok()) {
            // On-demand is paid for the hours used; a contract (no on-demand quote) for all.
            const double perUsefulHour =
                paidOnlyWhenUsed(s.basis.quote_term)
                    ? s.basis.usd_per_gpu_hour_rented
                    : s.basis.usd_per_gpu_hour_rented / (a.utilization_pct / 100.0);
            SIL_FUZZY_COMPARE(s.usd_per_million_tokens_rented.value(),
                              perUsefulHour / (s.tokens_per_gpu_hour / 1e6), 1e-12);
        }
        const System& sys = *c.system(s.system_id);
        if (s.breakeven_utilization_vs_rent_pct.ok()) {
            const double u = s.breakeven_utilization_vs_rent_pct.value();
            // Owned per token scales as 1 / utilization: at the breakeven it is the rented one.
            QVERIFY(std::abs(s.usd_per_million_tokens_owned.value() * a.utilization_pct / u -
                             s.usd_per_million_tokens_rented.value()) <=
                    1e-9 * s.usd_per_million_tokens_rented.value());
            if (u >= 1.0 && u <= 100.0) {
                // And recomputed at that utilization, the model says the same.
                Assumptions at = a;
                at.utilization_pct = u;
                const SystemBuyRentApi again = buyRentApiFor(c, sys, model, q, at, r.api);
                QVERIFY(again.served);
                QCOMPARE(again.tp, s.tp);
                QCOMPARE(again.batch, s.batch);
                QVERIFY2(std::abs(again.usd_per_million_tokens_owned.value() -
                                  again.usd_per_million_tokens_rented.value()) <=
                             1e-9 * again.usd_per_million_tokens_rented.value(),
                         s.system_id.c_str());
                SIL_FUZZY_COMPARE(again.breakeven_utilization_vs_rent_pct.value(), u, 1e-12);
                ++checkedRent;
            }
        }
        if (s.breakeven_utilization_vs_api_pct.ok()) {
            const double u = s.breakeven_utilization_vs_api_pct.value();
            const double api = r.api.front().blended_usd_per_million_tokens;
            QVERIFY(std::abs(s.usd_per_million_tokens_owned.value() * a.utilization_pct / u -
                             api) <= 1e-9 * api);
            if (u >= 1.0 && u <= 100.0) {
                Assumptions at = a;
                at.utilization_pct = u;
                const SystemBuyRentApi again = buyRentApiFor(c, sys, model, q, at, r.api);
                QVERIFY(std::abs(again.usd_per_million_tokens_owned.value() - api) <= 1e-9 * api);
                ++checkedApi;
            }
        }
    }
    QVERIFY2(checkedRent > 0, "no system breaks even with renting within 1-100 %");
    QVERIFY(checkedApi >= 0);
}

// Against contract length at the payback volume: buying starts at its capex and adds its running
// cost each month, every other line its monthly cost from zero; buying first costs no more than
// the cheapest other line in the payback month, and still more the month before.
void TestBuyRentApi::breakEvenAgainstContractLength() {
    const Catalog& c = test::shippedCatalog();
    const System& sys = *c.system("hgx-b200");
    const LlmModel& model = *c.model("llama-3.1-70b");
    Assumptions a;
    Catalog noApi = c; // against renting, which owning undercuts here
    noApi.api_prices.clear();
    BreakEvenQuery q;
    q.million_tokens_per_month = 200000;
    const BreakEvenChart chart = breakEvenChart(noApi, sys, model, q, a);
    QVERIFY2(chart.ok && chart.payback_month, chart.payback_note.c_str());
    QCOMPARE(chart.by_month.size(), chart.lines.size());
    QCOMPARE(chart.months_drawn, 60); // the 5-year useful life, past the payback month
    QVERIFY(*chart.payback_month < 60);
    const TcoBreakdown tco = computeTco(sys, c.chip(sys.chip_id), a);
    const BreakEvenMonthLine& buy = chart.by_month.front();
    QCOMPARE(buy.key, std::string("owned"));
    QCOMPARE(buy.start_usd, chart.capex_usd);
    const double gpus = chart.capex_usd / tco.capex_usd.value();
    SIL_FUZZY_COMPARE(buy.usd_per_month,
                      gpus * (tco.total.value() - tco.capital.value()) * kHoursPerMonth, 1e-12);
    auto at = [](const BreakEvenMonthLine& l, double month) {
        return l.start_usd + l.usd_per_month * month;
    };
    const BreakEvenMonthLine* cheapest = nullptr;
    for (std::size_t i = 1; i < chart.by_month.size(); ++i) {
        const BreakEvenMonthLine& l = chart.by_month[i];
        QCOMPARE(l.key, chart.lines[i].key);
        QCOMPARE(l.start_usd, 0.0);
        QCOMPARE(l.points.front(), std::make_pair(0.0, 0.0));
        QCOMPARE(l.points.back().first, 60.0);
        SIL_FUZZY_COMPARE(l.points.back().second, l.usd_per_month * 60, 1e-12);
        if (l.key == chart.payback_against) cheapest = &l;
    }
    QVERIFY(cheapest);
    const double m = *chart.payback_month;
    QVERIFY(at(buy, m) <= at(*cheapest, m));
    QVERIFY(at(buy, m - 1) > at(*cheapest, m - 1));
    // A payback later than the useful life stretches the months drawn past it.
    Assumptions shortLife = a;
    shortLife.useful_life_years = 1;
    const BreakEvenChart longer = breakEvenChart(noApi, sys, model, q, shortLife);
    if (longer.payback_month && *longer.payback_month > 12)
        QVERIFY(longer.months_drawn >= *longer.payback_month);
}

void TestBuyRentApi::rentedOnlySystemIsServedAtItsQuote() {
    // A system without a TCO still serves the model; its rented cost is the cheapest
    // on-demand quote over the same tokens per GPU-hour, and the owned figures say why not.
    const Catalog& c = test::shippedCatalog();
    const Assumptions a;
    const LlmModel& model = *c.model("llama-3.1-8b");
    const System& tpu = *c.system("tpu-v6e-pod256");
    const BuyRentApiQuery q;
    const SystemBuyRentApi s = buyRentApiFor(
        c, tpu, model, q, a, apiOffersFor(c, model.id, q.prompt_tokens, q.output_tokens));
    QCOMPARE(s.basis.kind, CostBasisKind::Rented);
    QVERIFY2(s.served, s.why_not.c_str());
    QVERIFY(!s.usd_per_million_tokens_owned.ok());
    QVERIFY(s.usd_per_million_tokens_rented.ok());
    QVERIFY(!s.breakeven_utilization_vs_rent_pct.ok());
    QVERIFY(!s.breakeven_utilization_vs_api_pct.ok());
}

void TestBuyRentApi::buyRentApiJsonContract() {
    const Catalog& c = test::shippedCatalog();
    const Run r =
        cli({"buy-rent-api", "--model", "llama-3.1-70b", "--systems", "hgx-h200,tpu-v6e-pod256",
             "--prompt", "3000", "--output", "1000", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json j = json::parse(r.out);
    QCOMPARE(j["model"].get<std::string>(), std::string("llama-3.1-70b"));
    QCOMPARE(j["prompt_tokens"].get<double>(), 3000.0);
    QCOMPARE(j["output_tokens"].get<double>(), 1000.0);
    QCOMPARE(j["min_tokens_per_user"].get<double>(), 20.0);
    QCOMPARE(j["rented_term"].get<std::string>(), std::string("on-demand"));
    QCOMPARE(j["systems"].size(), std::size_t(2));
    const json& api = j["api"];
    QVERIFY(!api.empty());
    for (const auto& a : api) {
        for (const char* key : {"provider", "date", "source", "usd_per_million_input_tokens",
                                "usd_per_million_output_tokens", "usd_per_million_tokens_blended"})
            QVERIFY2(a.contains(key), key);
        const double blended = (a["usd_per_million_input_tokens"].get<double>() * 3000 +
                                a["usd_per_million_output_tokens"].get<double>() * 1000) /
                               4000;
        QVERIFY(std::abs(a["usd_per_million_tokens_blended"].get<double>() - blended) <= 1e-12);
        QVERIFY(c.source(a["source"].get<std::string>()));
    }
    const json& h200 = j["systems"][0];
    QCOMPARE(h200["system"].get<std::string>(), std::string("hgx-h200"));
    QCOMPARE(h200["cost_basis"].get<std::string>(), std::string("owned"));
    QVERIFY(h200["served"].get<bool>());
    QVERIFY(h200["tokens_per_s_per_user"].get<double>() >= 20.0);
    QVERIFY(h200["usd_per_million_tokens_owned"].get<double>() > 0.0);
    QVERIFY(h200["usd_per_million_tokens_rented"].get<double>() > 0.0);
    QVERIFY(h200["rented_quote"].is_string());
    QVERIFY(h200["breakeven_utilization_vs_rent"].is_number());
    QVERIFY(h200["breakeven_utilization_vs_api"].is_number());
    QVERIFY(h200["api"] == api);
    const double owned = h200["usd_per_million_tokens_owned"].get<double>();
    const double rented = h200["usd_per_million_tokens_rented"].get<double>();
    const double cheapestApi = api[0]["usd_per_million_tokens_blended"].get<double>();
    const double util = j["utilization_pct"].get<double>();
    SIL_FUZZY_COMPARE(h200["breakeven_utilization_vs_rent"].get<double>(), util * owned / rented,
                      1e-12);
    SIL_FUZZY_COMPARE(h200["breakeven_utilization_vs_api"].get<double>(),
                      util * owned / cheapestApi, 1e-12);
    // Rented only: no owned cost, and why; the rented cost and its quote are there.
    const json& tpu = j["systems"][1];
    QCOMPARE(tpu["cost_basis"].get<std::string>(), std::string("rented"));
    QVERIFY(tpu["usd_per_million_tokens_owned"].is_null());
    QVERIFY(tpu["usd_per_million_tokens_owned_na"].is_string());
    QVERIFY(tpu["usd_per_million_tokens_rented"].get<double>() > 0.0);
    QVERIFY(tpu["rented_quote"].is_string());
    QVERIFY(tpu["breakeven_utilization_vs_rent"].is_null());
}

void TestBuyRentApi::buyRentApiTableAndErrors() {
    Run r = cli({"buy-rent-api", "--model", "llama-3.1-70b", "--systems", "hgx-h200"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY(r.out.find("usd_per_million_tokens_owned") != std::string::npos);
    QVERIFY(r.out.find("hgx-h200") != std::string::npos);
    QVERIFY(r.out.find("API prices for llama-3.1-70b") != std::string::npos);
    r = cli(
        {"buy-rent-api", "--model", "llama-3.1-70b", "--systems", "hgx-h200", "--format", "csv"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.starts_with("system,basis,layout,"));
    // A higher interactivity target can only cost more per owned token.
    const Run slow = cli(
        {"buy-rent-api", "--model", "llama-3.1-8b", "--systems", "hgx-h200", "--format", "json"});
    const Run fast = cli({"buy-rent-api", "--model", "llama-3.1-8b", "--systems", "hgx-h200",
                          "--min-tokens-per-user", "80", "--format", "json"});
    QCOMPARE(slow.code, 0);
    QCOMPARE(fast.code, 0);
    const json a = json::parse(slow.out)["systems"][0], b = json::parse(fast.out)["systems"][0];
    QVERIFY(b["tokens_per_s_per_user"].get<double>() >= 80.0);
    QVERIFY(b["usd_per_million_tokens_owned"].get<double>() >=
            a["usd_per_million_tokens_owned"].get<double>());
    r = cli({"buy-rent-api"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.find("--model") != std::string::npos);
    r = cli({"buy-rent-api", "--model", "gpt-17"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.find("unknown model") != std::string::npos);
    r = cli({"buy-rent-api", "--model", "llama-3.1-8b", "--weights", "fp2"});
    QCOMPARE(r.code, 2);
}

QTEST_GUILESS_MAIN(TestBuyRentApi)
// A fleet is rented on the term a buyer signs: the Nebius B200 spot price ($3.95) is not the
// on-demand rent (the cheapest on-demand offer is $4.23), spot prices only when asked, and an
// analyst's reference rate only when asked — each named as what it is.
void TestBuyRentApi::rentedFiguresUseTheTermABuyerSigns() {
    const Catalog& c = test::shippedCatalog();
    const System& b200 = *c.system("hgx-b200");
    Assumptions a;
    double cheapestOnDemand = 1e9, cheapestSpot = 1e9, cheapest3yOffer = 1e9, reference3y = 1e9;
    for (const auto& q : c.quotes) {
        if (q.chip_id != "b200" || !q.usd_per_gpu_hour) continue;
        const double p = *q.usd_per_gpu_hour;
        if (q.term == RentalTerm::OnDemand && !isReferenceQuote(q))
            cheapestOnDemand = std::min(cheapestOnDemand, p);
        if (q.term == RentalTerm::Spot) cheapestSpot = std::min(cheapestSpot, p);
        if (q.term == RentalTerm::ThreeYear)
            (isReferenceQuote(q) ? reference3y : cheapest3yOffer) =
                std::min(isReferenceQuote(q) ? reference3y : cheapest3yOffer, p);
    }
    QVERIFY(cheapestSpot < cheapestOnDemand); // what made spot leak into "rent" before
    QVERIFY(reference3y < cheapest3yOffer);

    const CostBasis onDemand = costBasisOf(c, b200, a);
    QCOMPARE(onDemand.quote_term, RentalTerm::OnDemand);
    QCOMPARE(onDemand.usd_per_gpu_hour_rented, cheapestOnDemand);
    QVERIFY(!onDemand.quote_reference);
    const std::string note = rentedQuoteNote(onDemand, a.rental_term);
    QVERIFY2(note.find("on-demand") != std::string::npos &&
                 note.find(onDemand.quote_id) != std::string::npos &&
                 note.find(onDemand.quote_date) != std::string::npos,
             note.c_str());

    a.rental_term = RentalTerm::Spot;
    const CostBasis spot = costBasisOf(c, b200, a);
    QCOMPARE(spot.quote_term, RentalTerm::Spot);
    QCOMPARE(spot.usd_per_gpu_hour_rented, cheapestSpot);

    a.rental_term = RentalTerm::ThreeYear;
    QCOMPARE(costBasisOf(c, b200, a).usd_per_gpu_hour_rented, cheapest3yOffer);
    a.reference_quotes = true;
    const CostBasis reference = costBasisOf(c, b200, a);
    QCOMPARE(reference.usd_per_gpu_hour_rented, reference3y);
    QVERIFY(reference.quote_reference);
    QVERIFY(rentedQuoteNote(reference, a.rental_term).find("analyst's reference") !=
            std::string::npos);

    // The plan's rented rows: quotes of the term asked for, never spot or a reference row
    // unless asked.
    const LlmModel& model = *c.model("llama-3.1-70b");
    PlanQuery q;
    q.traffic.requests_per_s = 10;
    Assumptions plain;
    const PlanResult planned = planSystem(c, b200, model, q, plain);
    QVERIFY(planned.fits && !planned.rentals.empty());
    for (const auto& r : planned.rentals) {
        QCOMPARE(r.term, RentalTerm::OnDemand);
        QVERIFY(!r.reference);
    }
    QCOMPARE(planned.rentals.front().usd_per_gpu_hour, cheapestOnDemand);
    Assumptions threeYear;
    threeYear.rental_term = RentalTerm::ThreeYear;
    for (const auto& r : planSystem(c, b200, model, q, threeYear).rentals)
        QVERIFY(r.term == RentalTerm::ThreeYear && !r.reference);
}

void TestBuyRentApi::termFlagAndScenarioTerm() {
    const Run od = cli(
        {"buy-rent-api", "--model", "llama-3.1-70b", "--systems", "hgx-b200", "--format", "json"});
    QCOMPARE(od.code, 0);
    const json j = json::parse(od.out);
    QCOMPARE(j["rented_term"].get<std::string>(), std::string("on-demand"));
    QCOMPARE(j["systems"][0]["rented_term"].get<std::string>(), std::string("on-demand"));
    QVERIFY(j["systems"][0]["rented_quote_note"].get<std::string>().find("on-demand") !=
            std::string::npos);
    const Run spot = cli({"buy-rent-api", "--model", "llama-3.1-70b", "--systems", "hgx-b200",
                          "--term", "spot", "--format", "json"});
    QCOMPARE(spot.code, 0);
    const json s = json::parse(spot.out);
    QCOMPARE(s["systems"][0]["rented_term"].get<std::string>(), std::string("spot"));
    QVERIFY(s["systems"][0]["usd_per_gpu_hour_rented"].get<double>() <
            j["systems"][0]["usd_per_gpu_hour_rented"].get<double>());
    // plan and buy-rent-api state the one rule for idle hours in owned token costs.
    QCOMPARE(j["owned_cost_rule"].get<std::string>(), std::string(kOwnedTokenCostRule));
    const Run planned = cli({"plan", "--model", "llama-3.1-70b", "--systems", "hgx-b200", "--rate",
                             "10", "--no-simulate", "--format", "json"});
    QCOMPARE(planned.code, 0);
    QCOMPARE(json::parse(planned.out).front()["owned_cost_rule"].get<std::string>(),
             std::string(kOwnedTokenCostRule));
    const Run bad = cli({"buy-rent-api", "--model", "llama-3.1-70b", "--term", "weekly"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.find("--term") != std::string::npos, bad.err.c_str());

    // The term is part of a scenario: saved (schema 6) and read back; the default writes
    // nothing, so older programs still read it.
    Scenario sc;
    sc.name = "term";
    QVERIFY(scenarioToJson(sc).find("rental_term") == std::string::npos);
    sc.assumptions.rental_term = RentalTerm::OneYear;
    const std::string text = scenarioToJson(sc);
    QVERIFY(text.find("\"schema_version\": 6") != std::string::npos);
    const auto back = parseScenarioJson(text, "term.json");
    QVERIFY2(back.ok, back.error.c_str());
    QCOMPARE(back.scenario.assumptions.rental_term, RentalTerm::OneYear);
    QVERIFY(
        !parseScenarioJson(R"({"schema_version":6,"name":"x","rental_term":"weekly"})", "x.json")
             .ok);
}

#include "TestBuyRentApi.moc"
