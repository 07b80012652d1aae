// Browsing the spec database in core: availability (status, dates with their precision, the
// chip's status inherited by its systems, shipping-only rankings), conditions and sorting,
// search and closest ids, chips compared with their evidence, and CSV that keeps the evidence.
#include "TestSupport.h"

#include "core/catalog/availability.h"
#include "core/catalog/catalog_io.h"
#include "core/catalog/catalog_query.h"
#include "core/catalog/chip_compare.h"
#include "core/catalog/chip_ranking.h"
#include "core/catalog/evidence_csv.h"

#include <QObject>
#include <algorithm>
#include <set>

using namespace sil;

class TestCatalogBrowse : public QObject {
    Q_OBJECT
private slots:
    void datesKeepTheirPrecision_data();
    void datesKeepTheirPrecision();
    void datesOffTheirPeriodAreRefused();
    void systemsInheritTheirChipsAvailability();
    void shippingOnlyLeavesOutWhatCannotBeBought();
    void conditionsFilterAndSortAsNumbersTextAndDates();
    void conditionsNameUnknownFields();
    void formerMemoryNameStillFilters();
    void searchFindsIdsNamesNotesAndSources();
    void closestIdsForAMistypedId();
    void compareKeepsKindsRangesSourcesAndRatios();
    void evidenceCsvKeepsEveryValuesProvenance();
    void evidenceCsvReadsBack();
    void numbersArePlainDecimals();
    void rankingListsEveryChipBestFirst();
    void rankingPerWattUsesTheChosenFormatAndRanges();
    void rankingPerDollarPricesAtTheCheapestSystem();
};

// A ranking ranks all: every chip appears once, ranked ones best first and numbered 1..n, the
// others last with the reason they cannot be ranked.
void TestCatalogBrowse::rankingListsEveryChipBestFirst() {
    const Catalog& c = test::shippedCatalog();
    for (RankMetric m : allRankMetrics()) {
        QCOMPARE(parseRankMetric(rankMetricKey(m)), std::optional<RankMetric>(m));
        const ChipRanking r = rankChips(c, m);
        QCOMPARE(r.rows.size(), c.chips.size());
        std::set<std::string> seen;
        int ranked = 0;
        bool unrankedSeen = false;
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            const RankedChip& row = r.rows[i];
            QVERIFY(seen.insert(row.chip->id).second);
            if (row.value) {
                QVERIFY2(!unrankedSeen, row.chip->id.c_str());
                QCOMPARE(row.rank, ++ranked);
                if (i > 0) QVERIFY(*r.rows[i - 1].value >= *row.value);
                QVERIFY(row.low <= *row.value * (1 + 1e-12) &&
                        *row.value <= row.high * (1 + 1e-12));
                QCOMPARE(row.inputs.size(), std::size_t(2));
            } else {
                unrankedSeen = true;
                QCOMPARE(row.rank, 0);
                QVERIFY2(!row.not_ranked.empty(), row.chip->id.c_str());
            }
        }
        QVERIFY2(ranked >= 5, std::string(rankMetricKey(m)).c_str());
    }
    QVERIFY(!parseRankMetric("flops"));
}

// BF16 and FP8 per watt are each chip's own dense figure over its TDP; a TDP kept with a range
// widens the ranked value's range the other way.
void TestCatalogBrowse::rankingPerWattUsesTheChosenFormatAndRanges() {
    const Catalog& c = test::shippedCatalog();
    const ChipRanking bf16 = rankChips(c, RankMetric::Bf16PerWatt);
    const ChipRanking fp8 = rankChips(c, RankMetric::Fp8PerWatt);
    auto rowOf = [](const ChipRanking& r, const std::string& id) {
        return *std::find_if(r.rows.begin(), r.rows.end(),
                             [&](const RankedChip& row) { return row.chip->id == id; });
    };
    for (const Chip& chip : c.chips) {
        const RankedChip b = rowOf(bf16, chip.id);
        const auto flops = chip.dense_tflops[index(Dtype::BF16)];
        QCOMPARE(b.value.has_value(), bool(flops && chip.tdp_w));
        if (!b.value) continue;
        QCOMPARE(*b.value, *flops / *chip.tdp_w);
        const Provenance& tdp = chip.provenanceOf("tdp_w");
        const Provenance& f = chip.provenanceOf("dense_bf16_tflops");
        QCOMPARE(b.low, f.low.value_or(*flops) / tdp.high.value_or(*chip.tdp_w));
        QCOMPARE(b.high, f.high.value_or(*flops) / tdp.low.value_or(*chip.tdp_w));
        QCOMPARE(b.inputs[1].kind, tdp.kind);
    }
    // A chip whose TDP is a range: its per-watt figure is a range too.
    const Chip* b300 = c.chip("b300");
    QVERIFY(b300 && b300->provenanceOf("tdp_w").high);
    const RankedChip r = rowOf(bf16, "b300");
    QVERIFY(r.low < *r.value);
    // FP8 is its own ranking: a chip with no FP8 figure is ranked in BF16 but not in FP8.
    const auto noFp8 = std::find_if(c.chips.begin(), c.chips.end(), [](const Chip& ch) {
        return ch.tdp_w && ch.dense_tflops[index(Dtype::BF16)] &&
               !ch.dense_tflops[index(Dtype::FP8)];
    });
    QVERIFY(noFp8 != c.chips.end());
    QVERIFY(rowOf(bf16, noFp8->id).value);
    QVERIFY(!rowOf(fp8, noFp8->id).value);
    QVERIFY(rowOf(fp8, noFp8->id).not_ranked.find("FP8") != std::string::npos);
}

// Per dollar, a chip is priced at the cheapest capex per GPU among the systems built on it,
// and that system is named.
void TestCatalogBrowse::rankingPerDollarPricesAtTheCheapestSystem() {
    const Catalog& c = test::shippedCatalog();
    const ChipRanking gb = rankChips(c, RankMetric::MemoryGbPerKusd);
    const ChipRanking tbps = rankChips(c, RankMetric::MemoryTbpsPerKusd);
    int priced = 0;
    for (const RankedChip& row : gb.rows) {
        std::optional<double> cheapest;
        std::string basis;
        for (const System& s : c.systems)
            if (s.chip_id == row.chip->id && s.capex_per_gpu_usd &&
                (!cheapest || *s.capex_per_gpu_usd < *cheapest)) {
                cheapest = s.capex_per_gpu_usd;
                basis = s.id;
            }
        QCOMPARE(row.value.has_value(), bool(cheapest && row.chip->memory_gb));
        if (!row.value) continue;
        ++priced;
        QCOMPARE(row.basis, basis);
        QCOMPARE(*row.value, *row.chip->memory_gb / (*cheapest / 1000.0));
        const auto t = std::find_if(tbps.rows.begin(), tbps.rows.end(),
                                    [&](const RankedChip& x) { return x.chip == row.chip; });
        QVERIFY(t->value);
        QCOMPARE(*t->value, *row.chip->memory_bandwidth_gbps / 1000.0 / (*cheapest / 1000.0));
    }
    QVERIFY(priced > 10);
}

void TestCatalogBrowse::datesKeepTheirPrecision_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("precision");
    QTest::newRow("day") << "2025-03-18"
                         << "2025-03-18"
                         << "day";
    QTest::newRow("month") << "2022-10"
                           << "2022-10-01"
                           << "month";
    QTest::newRow("quarter") << "2024-Q2"
                             << "2024-04-01"
                             << "quarter";
    QTest::newRow("half") << "2026-H2"
                          << "2026-07-01"
                          << "half";
    QTest::newRow("year") << "2024"
                          << "2024-01-01"
                          << "year";
}

void TestCatalogBrowse::datesKeepTheirPrecision() {
    QFETCH(QString, text);
    QFETCH(QString, date);
    QFETCH(QString, precision);
    const auto e = parseDatedEvent(text.toStdString());
    QVERIFY(e);
    QCOMPARE(QString::fromStdString(e->date), date);
    QCOMPARE(QString::fromStdString(e->precision), precision);
    QCOMPARE(QString::fromStdString(formatDatedEvent(*e)), text);
    QVERIFY(checkDatedEvent(*e).empty());
}

void TestCatalogBrowse::datesOffTheirPeriodAreRefused() {
    QVERIFY(!checkIsoDay("2025-02-30").empty());
    QVERIFY(!checkIsoDay("2025-2-3").empty());
    QVERIFY(checkIsoDay("2024-02-29").empty());
    QVERIFY(!checkDatedEvent({"2026-08-01", "half"}).empty());
    QVERIFY(!checkDatedEvent({"2026-02-01", "quarter"}).empty());
    QVERIFY(!checkDatedEvent({"2026-07-15", "month"}).empty());
    QVERIFY(!checkDatedEvent({"2026-07-01", ""}).empty());
    QVERIFY(!parseDatedEvent("2026-H3"));
    QVERIFY(!parseDatedEvent("soon"));
    // Through the importer: the row and field are named.
    const auto r = importJson(R"({"chips": [{"id": "x", "name": "X", "vendor": "V",
        "available_date": "2026-08-01", "available_precision": "half"}]})",
                              "bad.json");
    QVERIFY(!r.ok);
    QVERIFY2(r.error.find("chips[0].available_date") != std::string::npos, r.error.c_str());
    const auto mem = importJson(R"({"chips": [{"id": "x", "name": "X", "vendor": "V",
        "memory_type": "HBM9"}]})",
                                "bad.json");
    QVERIFY(!mem.ok);
    QVERIFY2(mem.error.find("memory_type") != std::string::npos, mem.error.c_str());
    const auto status = importJson(R"({"systems": [{"id": "s", "name": "S", "vendor": "V",
        "chip_id": "x", "status": "soon"}]})",
                                   "bad.json");
    QVERIFY(!status.ok);
    QVERIFY2(status.error.find("status") != std::string::npos, status.error.c_str());
    QVERIFY(importJson(R"({"chips": [{"id": "x", "name": "X", "vendor": "V",
        "memory_type": "SRAM+HBM3E", "status": "sampling"}]})",
                       "ok.json")
                .ok);
}

namespace {
Catalog twoChips() {
    Catalog c;
    c.sources.push_back({"src-a", "Launch", "Vendor A", "2025-03-18", "https://a.example", "", ""});
    Chip a;
    a.id = "chip-a";
    a.name = "Chip A";
    a.vendor = "Vendor A";
    a.memory_type = "HBM4";
    a.availability = {"announced", {"2025-03-18", "day"}, {"2026-07-01", "half"}};
    a.fields["status"] = {"src-a", "said on stage", ValueKind::VendorSpec, {}, {}};
    a.tdp_w = 2000;
    a.fields["tdp_w"] = {"src-a", "", ValueKind::AnalystEstimate, 1800.0, 2300.0};
    Chip b = a;
    b.id = "chip-b";
    b.name = "Chip B";
    b.availability = {"shipping", {"2023-01-01", "quarter"}, {"2023-10-01", "month"}};
    b.tdp_w = 1000;
    b.fields.clear();
    b.row.source_id = "src-a";
    c.chips = {a, b};
    System sa;
    sa.id = "box-a";
    sa.name = "Box A";
    sa.vendor = "Vendor A";
    sa.chip_id = "chip-a";
    System sb = sa;
    sb.id = "box-b";
    sb.name = "Box B";
    sb.chip_id = "chip-b";
    System own = sb;
    own.id = "box-b-preview";
    own.availability.status = "sampling"; // its own, over the chip's
    c.systems = {sa, sb, own};
    return c;
}
} // namespace

void TestCatalogBrowse::systemsInheritTheirChipsAvailability() {
    Catalog c = twoChips();
    QCOMPARE(effectiveAvailability(c, c.systems[0]).status, std::string("announced"));
    inheritChipAvailability(c);
    QCOMPARE(c.systems[0].availability.status, std::string("announced"));
    QCOMPARE(c.systems[0].availability.available.precision, std::string("half"));
    // The inherited value cites the chip's source and says whose it is.
    const Provenance& p = c.systems[0].provenanceOf("status");
    QCOMPARE(p.source_id, std::string("src-a"));
    QVERIFY2(p.note.find("chip-a") != std::string::npos, p.note.c_str());
    QCOMPARE(c.systems[2].availability.status, std::string("sampling"));
    QCOMPARE(c.systems[2].availability.available.date, std::string("2023-10-01"));
    QCOMPARE(availabilityMark(c.systems[0].availability), std::string("announced"));
    QCOMPARE(availabilityMark(c.systems[1].availability), std::string());
    QCOMPARE(availabilityMark(Availability{}), std::string("status unknown"));
}

void TestCatalogBrowse::shippingOnlyLeavesOutWhatCannotBeBought() {
    Catalog c = twoChips();
    RentalQuote q;
    q.id = "q-a";
    q.chip_id = "chip-a";
    c.quotes = {q};
    std::vector<std::string> hidden;
    const Catalog out = shippingOnly(c, &hidden);
    QCOMPARE(out.systems.size(), std::size_t(1));
    QCOMPARE(out.systems[0].id, std::string("box-b"));
    QCOMPARE(hidden.size(), std::size_t(2));
    QCOMPARE(hidden[0], std::string("box-a (announced)"));
    QVERIFY(!out.chip("chip-a"));
    QVERIFY(out.quotes.empty());
    QVERIFY(checkReferences(out).empty());
}

void TestCatalogBrowse::conditionsFilterAndSortAsNumbersTextAndDates() {
    Catalog c = test::shippedCatalog();
    std::vector<FieldCondition> where;
    for (const char* text : {"memory_gb>=192", "vendor=amd"}) {
        const auto p = parseCondition(text);
        QVERIFY2(p.ok, p.error.c_str());
        where.push_back(p.condition);
    }
    QCOMPARE(where[0].op, std::string(">="));
    QVERIFY(checkListQuery(EntityKind::Chip, where, "-dense_bf16_tflops").empty());
    applyListQuery(c, EntityKind::Chip, where, "-dense_bf16_tflops");
    QVERIFY(c.chips.size() >= 3);
    const Catalog& all = test::shippedCatalog();
    std::size_t expected = 0;
    for (const auto& chip : all.chips)
        expected += chip.vendor == "AMD" && chip.memory_gb.value_or(0) >= 192;
    QCOMPARE(c.chips.size(), expected);
    for (std::size_t i = 0; i < c.chips.size(); ++i) {
        QCOMPARE(c.chips[i].vendor, std::string("AMD"));
        QVERIFY(*c.chips[i].memory_gb >= 192);
        // Descending, unknown values last.
        if (i == 0) continue;
        const auto prev = c.chips[i - 1].dense_tflops[index(Dtype::BF16)];
        const auto cur = c.chips[i].dense_tflops[index(Dtype::BF16)];
        QVERIFY(!cur || (prev && *prev >= *cur));
    }
    // Dates compare as dates: everything available before 2024 sorts before the rest.
    Catalog dated = test::shippedCatalog();
    applyListQuery(dated, EntityKind::Chip, {{"available_date", "<", "2024-01-01"}},
                   "available_date");
    QVERIFY(!dated.chips.empty());
    for (std::size_t i = 1; i < dated.chips.size(); ++i)
        QVERIFY(dated.chips[i - 1].availability.available.date <=
                dated.chips[i].availability.available.date);
    QVERIFY(dated.chips.back().availability.available.date < "2024-01-01");
    // "~" contains, ignoring case.
    Catalog sram = test::shippedCatalog();
    applyListQuery(sram, EntityKind::Chip, {{"memory_type", "~", "sram"}}, "");
    QVERIFY(std::any_of(sram.chips.begin(), sram.chips.end(),
                        [](const Chip& chip) { return chip.id == "wse-3"; }));
}

void TestCatalogBrowse::formerMemoryNameStillFilters() {
    Catalog byOld = test::shippedCatalog();
    Catalog byNew = test::shippedCatalog();
    QVERIFY(
        checkListQuery(EntityKind::Chip, {{"hbm_gb", ">=", "192"}}, "-hbm_bandwidth_gbps").empty());
    applyListQuery(byOld, EntityKind::Chip, {{"hbm_gb", ">=", "192"}}, "-hbm_bandwidth_gbps");
    applyListQuery(byNew, EntityKind::Chip, {{"memory_gb", ">=", "192"}}, "-memory_bandwidth_gbps");
    QVERIFY(byNew.chips.size() >= 5);
    QCOMPARE(byOld.chips.size(), byNew.chips.size());
    // Systems have no memory field: the message says which kind has it.
    const auto err = checkListQuery(EntityKind::System, {{"memory_gb", ">=", "192"}}, "");
    QVERIFY2(err.find("memory_gb is a field of chips: add --kind chips") != std::string::npos,
             err.c_str());
    for (std::size_t i = 0; i < byNew.chips.size(); ++i)
        QCOMPARE(byOld.chips[i].id, byNew.chips[i].id);
}

void TestCatalogBrowse::conditionsNameUnknownFields() {
    QVERIFY(!parseCondition("hbm_gb").ok);
    QVERIFY(!parseCondition(">=3").ok);
    const auto err = checkListQuery(EntityKind::Chip, {{"hbm", ">=", "1"}}, "");
    QVERIFY2(err.find("no field \"hbm\"") != std::string::npos, err.c_str());
    QVERIFY(!checkListQuery(EntityKind::Chip, {{"hbm_gb", ">=", "lots"}}, "").empty());
    QVERIFY(!checkListQuery(EntityKind::Chip, {}, "-bf16").empty());
}

void TestCatalogBrowse::searchFindsIdsNamesNotesAndSources() {
    const Catalog& c = test::shippedCatalog();
    const auto hits = searchCatalog(c, "RUBIN");
    auto has = [&](const std::string& kind, const std::string& id) {
        return std::any_of(hits.begin(), hits.end(),
                           [&](const SearchHit& h) { return h.kind == kind && h.id == id; });
    };
    QVERIFY(has("chip", "vr200"));
    QVERIFY(has("system", "vr200-nvl144"));
    QVERIFY(std::any_of(hits.begin(), hits.end(),
                        [](const SearchHit& h) { return h.kind == "source"; }));
    for (const auto& h : hits)
        QVERIFY2(lowercase(h.excerpt).find("rubin") != std::string::npos, h.excerpt.c_str());
    QVERIFY(searchCatalog(c, "zzzz-no-such-thing").empty());
}

void TestCatalogBrowse::closestIdsForAMistypedId() {
    const Catalog& c = test::shippedCatalog();
    QCOMPARE(idIgnoringCase(c, "MI355X"), std::string("mi355x"));
    QVERIFY(idIgnoringCase(c, "mi355").empty());
    const auto near = closestIds(c, "mi355");
    QVERIFY(!near.empty());
    QVERIFY(std::find(near.begin(), near.end(), "mi355x") != near.end());
    const auto typo = closestIds(c, "h20O");
    QVERIFY(std::find(typo.begin(), typo.end(), "h200") != typo.end());
}

void TestCatalogBrowse::compareKeepsKindsRangesSourcesAndRatios() {
    const Catalog c = twoChips();
    const ChipComparison cmp = compareChips({&c.chips[0], &c.chips[1]}, 1);
    const auto row = std::find_if(cmp.rows.begin(), cmp.rows.end(),
                                  [](const CompareRow& r) { return r.field == "tdp_w"; });
    QVERIFY(row != cmp.rows.end());
    QCOMPARE(row->unit, std::string("W"));
    const CompareCell& a = row->cells[0];
    QCOMPARE(a.kind, ValueKind::AnalystEstimate);
    QCOMPARE(*a.low, 1800.0);
    QCOMPARE(*a.high, 2300.0);
    QCOMPARE(*a.ratio, 2.0);
    QCOMPARE(*row->cells[1].ratio, 1.0);
    QCOMPARE(cmp.footnotes.at(std::size_t(a.footnote - 1)), std::string("src-a"));
    QCOMPARE(std::string(kindMark(a.kind)), std::string("estimate"));
    // Dates as their sources name them, the precision folded in.
    const auto available = std::find_if(cmp.rows.begin(), cmp.rows.end(), [](const CompareRow& r) {
        return r.field == "available_date";
    });
    QVERIFY(available != cmp.rows.end());
    QCOMPARE(available->cells[0].text, std::string("2026-H2"));
    QVERIFY(std::none_of(cmp.rows.begin(), cmp.rows.end(),
                         [](const CompareRow& r) { return r.field.ends_with("_precision"); }));
    // A field neither chip has is not a row.
    QVERIFY(std::none_of(cmp.rows.begin(), cmp.rows.end(),
                         [](const CompareRow& r) { return r.field == "dense_fp64_tflops"; }));
}

void TestCatalogBrowse::evidenceCsvKeepsEveryValuesProvenance() {
    const Catalog c = twoChips();
    const std::string csv = exportEvidenceCsv(c, EntityKind::Chip);
    const std::string header = csv.substr(0, csv.find('\n'));
    for (const char* col : {"tdp_w (W)", "tdp_w_kind", "tdp_w_low (W)", "tdp_w_high (W)",
                            "tdp_w_source", "memory_type", "available_date"})
        QVERIFY2(header.find(col) != std::string::npos, col);
    QVERIFY(header.find("source_id") == std::string::npos); // per field instead
    QVERIFY2(csv.find("2000,analyst_estimate,1800,2300,src-a") != std::string::npos, csv.c_str());
    const std::string longCsv = exportEvidenceCsvLong(c, EntityKind::Chip);
    QVERIFY2(longCsv.find("chip-a,tdp_w,2000,W,analyst_estimate,1800,2300,src-a,") !=
                 std::string::npos,
             longCsv.c_str());
    QVERIFY(longCsv.find("chip-a,status,announced,,vendor_spec,,,src-a,said on stage") !=
            std::string::npos);
}

void TestCatalogBrowse::evidenceCsvReadsBack() {
    const Catalog& c = test::shippedCatalog();
    const std::string csv = exportEvidenceCsv(c, EntityKind::Chip);
    const auto r = importCsv(csv, "evidence.csv");
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.batch.chips.size(), c.chips.size());
    Catalog back;
    back.chips = r.batch.chips;
    QCOMPARE(exportEvidenceCsv(back, EntityKind::Chip), csv);
    const Chip* b300 = back.chip("b300");
    QVERIFY(b300);
    const Provenance& p = b300->provenanceOf("tdp_w");
    QCOMPARE(p.source_id, c.chip("b300")->provenanceOf("tdp_w").source_id);
    QVERIFY(p.low && p.high && *p.high > *p.low);
}

void TestCatalogBrowse::numbersArePlainDecimals() {
    QCOMPARE(formatFieldValue(FieldValue{21000000.0}), std::string("21000000"));
    QCOMPARE(formatFieldValue(FieldValue{0.5757}), std::string("0.5757"));
    QCOMPARE(formatFieldValue(FieldValue{1e-7}), std::string("0.0000001"));
    for (auto kind : {EntityKind::Chip, EntityKind::System, EntityKind::Quote})
        QVERIFY(exportEvidenceCsv(test::shippedCatalog(), kind).find("e+") == std::string::npos);
}

QTEST_GUILESS_MAIN(TestCatalogBrowse)
#include "TestCatalogBrowse.moc"
