// CSV/JSON import and export: round trips and every rejection path, each naming the
// file, row and field.
#include "TestSupport.h"

#include "core/catalog/catalog_io.h"
#include "core/catalog/evidence_csv.h"

#include <QObject>
#include <algorithm>

using namespace sil;

class TestCatalogIo : public QObject {
    Q_OBJECT
private slots:
    void csvRoundTripsEveryKind_data();
    void csvRoundTripsEveryKind();
    void jsonRoundTripKeepsProvenance();
    void csvRejections_data();
    void csvRejections();
    void jsonRejections_data();
    void jsonRejections();
    void references();
    void apiPricesRoundTripAndRejections();
    void formerMemoryNamesStillImport();
    void quoteLargestClusterRoundTrips();
    void scaleupLinkOutsideTheVocabularyIsRefused();
};

void TestCatalogIo::csvRoundTripsEveryKind_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("chips") << int(EntityKind::Chip);
    QTest::newRow("systems") << int(EntityKind::System);
    QTest::newRow("prices") << int(EntityKind::Quote);
    QTest::newRow("sources") << int(EntityKind::Source);
    QTest::newRow("models") << int(EntityKind::Model);
    QTest::newRow("api_prices") << int(EntityKind::ApiPrice);
}

void TestCatalogIo::csvRoundTripsEveryKind() {
    QFETCH(int, kind);
    const Catalog& c = test::shippedCatalog();
    const std::string csv = exportCsv(c, EntityKind(kind));
    const auto r = importCsv(csv, "export.csv"); // kind inferred from the header
    QVERIFY2(r.ok, r.error.c_str());
    const Catalog back = r.batch.toCatalog();
    QCOMPARE(exportCsv(back, EntityKind(kind)), csv);
}

void TestCatalogIo::jsonRoundTripKeepsProvenance() {
    const Catalog& c = test::shippedCatalog();
    const std::string json = exportJson(c);
    const auto r = importJson(json, "export.json");
    QVERIFY2(r.ok, r.error.c_str());
    const Catalog back = r.batch.toCatalog();
    QCOMPARE(exportJson(back), json);
    QCOMPARE(back.system("hgx-h200")->provenanceOf("scaleup_efficiency").source_id,
             std::string("calib-h200"));
}

// A quote's largest cluster and its own source survive a CSV and a JSON export and import;
// a quote whose source does not say stays unknown.
void TestCatalogIo::quoteLargestClusterRoundTrips() {
    const Catalog& c = test::shippedCatalog();
    auto quoteIn = [](const std::vector<RentalQuote>& quotes, const std::string& id) {
        const auto it = std::find_if(quotes.begin(), quotes.end(),
                                     [&](const RentalQuote& q) { return q.id == id; });
        return it == quotes.end() ? nullptr : &*it;
    };
    // The CSV that keeps each value's evidence (what `catalog export` writes).
    const std::string csv = exportEvidenceCsv(c, EntityKind::Quote);
    QVERIFY(csv.find("max_cluster_gpus (GPUs)") != std::string::npos);
    const auto fromCsv = importCsv(csv, "export.csv");
    QVERIFY2(fromCsv.ok, fromCsv.error.c_str());
    const auto fromJson = importJson(exportJson(c), "export.json");
    QVERIFY2(fromJson.ok, fromJson.error.c_str());
    for (const auto* quotes : {&fromCsv.batch.quotes, &fromJson.batch.quotes}) {
        const RentalQuote* vast = quoteIn(*quotes, "h200-vast-median-ondemand-2026-07");
        QVERIFY(vast);
        QCOMPARE(vast->max_cluster_gpus, std::optional<double>(8.0));
        QCOMPARE(vast->provenanceOf("max_cluster_gpus").source_id,
                 std::string("vast-docs-concepts"));
        QCOMPARE(vast->provenanceOf("max_cluster_gpus").kind, ValueKind::Derived);
        QCOMPARE(vast->provenanceOf("usd_per_gpu_hour").source_id,
                 std::string("vast-gpu-pricing-json-2026-07"));
        const RentalQuote* nebius = quoteIn(*quotes, "h200-nebius-ondemand-2026-09");
        QVERIFY(nebius);
        QVERIFY(!nebius->max_cluster_gpus);
    }
}

// Files written before memory was named for what it holds (hbm_gb, hbm_bandwidth_gbps) still
// import, into memory_gb and memory_bandwidth_gbps, with their provenance; exports use the
// new names.
void TestCatalogIo::formerMemoryNamesStillImport() {
    const auto j = importJson(R"({"sources": [{"id": "s", "title": "T"}], "chips": [
        {"id": "x", "name": "X", "vendor": "V", "hbm_gb": 44, "hbm_bandwidth_gbps": 21000000,
         "provenance": {"hbm_gb": {"source_id": "s", "value_kind": "reported"}}}]})",
                              "old.json");
    QVERIFY2(j.ok, j.error.c_str());
    QCOMPARE(j.batch.chips.at(0).memory_gb, std::optional<double>(44.0));
    QCOMPARE(j.batch.chips.at(0).memory_bandwidth_gbps, std::optional<double>(21000000.0));
    QCOMPARE(j.batch.chips.at(0).provenanceOf("memory_gb").kind, ValueKind::Reported);
    QCOMPARE(j.batch.chips.at(0).provenanceOf("memory_gb").source_id, std::string("s"));
    const auto csv = importCsv("id,name,vendor,hbm_gb (GB),hbm_bandwidth_gbps\r\nx,X,V,80,3350\r\n",
                               "old.csv", EntityKind::Chip);
    QVERIFY2(csv.ok, csv.error.c_str());
    QCOMPARE(csv.batch.chips.at(0).memory_gb, std::optional<double>(80.0));
    QCOMPARE(csv.batch.chips.at(0).memory_bandwidth_gbps, std::optional<double>(3350.0));
    Catalog c;
    c.chips = csv.batch.chips;
    const std::string out = exportJson(c);
    QVERIFY(out.find("\"memory_gb\"") != std::string::npos);
    QVERIFY(out.find("hbm_") == std::string::npos);
}

void TestCatalogIo::csvRejections_data() {
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("expected");
    const QByteArray header = "id,name,vendor,tdp_w\n";
    QTest::newRow("empty file") << QByteArray("") << "chips.csv: the file is empty";
    QTest::newRow("unknown column") << QByteArray("id,name,vendor,watts\nx,X,V,1\n")
                                    << "chips.csv: line 1, column 4: unknown column \"watts\"";
    QTest::newRow("duplicate column")
        << QByteArray("id,name,vendor,tdp_w,tdp_w\n") << "column \"tdp_w\" appears twice";
    QTest::newRow("missing required column")
        << QByteArray("id,tdp_w\nx,1\n") << "required column \"name\" is missing";
    QTest::newRow("negative power")
        << header + "x,X,V,-700\n"
        << "chips.csv: line 2 (row 1), field tdp_w: expected a number > 0";
    QTest::newRow("NaN") << header + "x,X,V,NaN\n"
                         << "line 2 (row 1), field tdp_w";
    QTest::newRow("absurd") << header + "x,X,V,5e12\n"
                            << "field tdp_w: expected a number > 0 and <= 100000";
    QTest::newRow("missing name") << header + "x,,V,700\n"
                                  << "field name: a value is required";
    QTest::newRow("short row") << header + "x,X\n"
                               << "line 2 (row 1): has 2 fields, the header has 4";
    QTest::newRow("duplicate id") << header + "x,X,V,1\ny,Y,V,2\nx,Z,V,3\n"
                                  << "line 4 (row 3), field id: duplicate id \"x\"";
    QTest::newRow("bad encoding") << header + "x,M\xE9ga,V,1\n"
                                  << "chips.csv: line 2: not valid UTF-8";
    QTest::newRow("malformed quote") << header + "x,\"X,V,1\n"
                                     << "unterminated quoted field";
}

void TestCatalogIo::csvRejections() {
    QFETCH(QByteArray, csv);
    QFETCH(QString, expected);
    const auto r = importCsv(csv.toStdString(), "chips.csv", EntityKind::Chip);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
    QCOMPARE(r.batch.size(), std::size_t(0));
}

void TestCatalogIo::jsonRejections_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray("  ") << "c.json: the file is empty";
    QTest::newRow("malformed") << QByteArray("{\"chips\": [") << "c.json: malformed JSON";
    QTest::newRow("not object") << QByteArray("[]") << "expected a JSON object";
    QTest::newRow("unknown key") << QByteArray("{\"gpus\": []}") << "gpus: unknown key";
    QTest::newRow("unknown field")
        << QByteArray(R"({"chips":[{"id":"x","name":"X","vendor":"V","watts":1}]})")
        << "chips[0].watts: unknown field";
    QTest::newRow("missing required") << QByteArray(R"({"chips":[{"id":"x","vendor":"V"}]})")
                                      << "chips[0].name: required field is missing";
    QTest::newRow("negative") << QByteArray(
                                     R"({"chips":[{"id":"x","name":"X","vendor":"V","tdp_w":-1}]})")
                              << "chips[0].tdp_w: expected a number > 0";
    QTest::newRow("string for number")
        << QByteArray(R"({"chips":[{"id":"x","name":"X","vendor":"V","tdp_w":"lots"}]})")
        << "chips[0].tdp_w: expected a number";
    QTest::newRow("wrong type")
        << QByteArray(R"({"chips":[{"id":"x","name":"X","vendor":"V","tdp_w":[1]}]})")
        << "chips[0].tdp_w: unexpected array";
    QTest::newRow("duplicate id")
        << QByteArray(
               R"({"chips":[{"id":"x","name":"X","vendor":"V"},{"id":"x","name":"Y","vendor":"V"}]})")
        << "chips[1].id: duplicate id";
    QTest::newRow("bad topology")
        << QByteArray(
               R"({"systems":[{"id":"s","name":"S","vendor":"V","chip_id":"c","scaleup_topology":"ring"}]})")
        << "systems[0].scaleup_topology: expected one of: switched, full_mesh";
    QTest::newRow("unknown scale-up link")
        << QByteArray(
               R"({"systems":[{"id":"s","name":"S","vendor":"V","chip_id":"c","scaleup_link":"nvlink-9"}]})")
        << "c.json: systems[0].scaleup_link: expected one of: nvlink-3, nvlink-4";
    QTest::newRow("no compute dies")
        << QByteArray(R"({"chips":[{"id":"x","name":"X","vendor":"V","compute_dies":0}]})")
        << "c.json: chips[0].compute_dies: expected a number > 0";
    QTest::newRow("number beyond double")
        << QByteArray(R"({"chips":[{"id":"x","name":"X","vendor":"V","tdp_w":1e999}]})")
        << "c.json: unreadable JSON";
    QTest::newRow("newer schema") << QByteArray(R"({"schema_version":2})") << "schema_version";
}

void TestCatalogIo::jsonRejections() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto r = importJson(json.toStdString(), "c.json");
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
}

// The scale-up link is a key of a fixed vocabulary: a CSV row with another names its line, row,
// field and value; keys of the vocabulary, and an empty cell, import.
void TestCatalogIo::scaleupLinkOutsideTheVocabularyIsRefused() {
    const std::string header = "id,name,vendor,chip_id,scaleup_link\n";
    const auto bad = importCsv(header + "a,A,V,c,nvlink-5\nb,B,V,c,NVLink 5\n", "systems.csv",
                               EntityKind::System);
    QVERIFY(!bad.ok);
    QVERIFY2(bad.error.find("systems.csv: line 3 (row 2), field scaleup_link: expected one of: ") !=
                 std::string::npos,
             bad.error.c_str());
    QVERIFY2(bad.error.find("got \"NVLink 5\"") != std::string::npos, bad.error.c_str());
    QCOMPARE(bad.batch.size(), std::size_t(0));
    const auto good = importCsv(header + "a,A,V,c,nvlink-5\nb,B,V,c,ici-v5p\nd,D,V,c,\n",
                                "systems.csv", EntityKind::System);
    QVERIFY2(good.ok, good.error.c_str());
    QCOMPARE(good.batch.systems.at(0).scaleup_link, std::string("nvlink-5"));
    QCOMPARE(good.batch.systems.at(1).scaleup_link, std::string("ici-v5p"));
    QVERIFY(good.batch.systems.at(2).scaleup_link.empty());
}

void TestCatalogIo::references() {
    Catalog c = test::shippedCatalog();
    QCOMPARE(checkReferences(c), std::string());
    c.systems[0].chip_id = "nope";
    QVERIFY(
        QString::fromStdString(checkReferences(c)).contains(QStringLiteral("no chip \"nope\"")));
}

void TestCatalogIo::apiPricesRoundTripAndRejections() {
    const Catalog& c = test::shippedCatalog();
    QVERIFY(c.api_prices.size() >= 50);
    // JSON: every field, the optional cached-input price (present and absent) and provenance.
    const auto j = importJson(exportJson(c), "export.json");
    QVERIFY2(j.ok, j.error.c_str());
    QCOMPARE(j.batch.api_prices.size(), c.api_prices.size());
    bool sawCached = false, sawUncached = false;
    for (std::size_t i = 0; i < c.api_prices.size(); ++i) {
        const ApiPrice &a = c.api_prices[i], &b = j.batch.api_prices[i];
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.provider, a.provider);
        QCOMPARE(b.model_id, a.model_id);
        QCOMPARE(b.usd_per_million_input_tokens, a.usd_per_million_input_tokens);
        QCOMPARE(b.usd_per_million_output_tokens, a.usd_per_million_output_tokens);
        QCOMPARE(b.usd_per_million_cached_input_tokens, a.usd_per_million_cached_input_tokens);
        QCOMPARE(b.date, a.date);
        QCOMPARE(b.row.source_id, a.row.source_id);
        QCOMPARE(b.row.note, a.row.note);
        QCOMPARE(b.row.kind, a.row.kind);
        sawCached = sawCached || a.usd_per_million_cached_input_tokens.has_value();
        sawUncached = sawUncached || !a.usd_per_million_cached_input_tokens;
    }
    QVERIFY(sawCached && sawUncached);
    // CSV: the kind is read from the header; the export of the import is the export.
    const std::string csv = exportCsv(c, EntityKind::ApiPrice);
    QVERIFY(csv.starts_with("id,provider,model_id,usd_per_million_input_tokens,"));
    const auto r = importCsv(csv, "api.csv");
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.batch.api_prices.size(), c.api_prices.size());
    QVERIFY(r.batch.chips.empty() && r.batch.quotes.empty());
    Catalog back;
    back.api_prices = r.batch.api_prices;
    back.engines = r.batch.engines;
    QCOMPARE(exportCsv(back, EntityKind::ApiPrice), csv);

    // A bad row names the file, its line and the field; nothing is imported.
    const std::string header = "id,provider,model_id,usd_per_million_input_tokens,"
                               "usd_per_million_output_tokens,date\n";
    auto rejected = [&](const std::string& rows, const QString& expected) {
        const auto bad = importCsv(header + rows, "api.csv");
        QVERIFY(!bad.ok);
        QVERIFY2(QString::fromStdString(bad.error).contains(expected), bad.error.c_str());
        QCOMPARE(bad.batch.size(), std::size_t(0));
    };
    rejected(
        "a,Groq,llama-3.1-8b,0.05,0.08,2025-08-12\nb,Groq,llama-3.1-8b,0.05,-0.08,2025-08-12\n",
        QStringLiteral("api.csv: line 3 (row 2), field usd_per_million_output_tokens: "
                       "expected a number > 0"));
    rejected("a,Groq,llama-3.1-8b,,0.08,2025-08-12\n",
             QStringLiteral("line 2 (row 1), field usd_per_million_input_tokens: a value is "
                            "required"));
    rejected("a,Groq,llama 3,0.05,0.08,2025-08-12\n",
             QStringLiteral("line 2 (row 1), field model_id: expected an id"));
    rejected("a,Groq,llama-3.1-8b,cheap,0.08,2025-08-12\n",
             QStringLiteral("line 2 (row 1), field usd_per_million_input_tokens: expected a "
                            "number"));
    const auto missing = importCsv("id,provider,model_id,usd_per_million_input_tokens,date\n",
                                   "api.csv", EntityKind::ApiPrice);
    QVERIFY(!missing.ok);
    QVERIFY2(QString::fromStdString(missing.error)
                 .contains("required column \"usd_per_million_output_tokens\" is missing"),
             missing.error.c_str());
    // JSON names the array, the index and the field.
    const auto badJson = importJson(
        R"({"api_prices":[{"id":"a","provider":"P","model_id":"m","usd_per_million_input_tokens":1,"usd_per_million_output_tokens":0,"date":"2025"}]})",
        "c.json");
    QVERIFY(!badJson.ok);
    QVERIFY2(QString::fromStdString(badJson.error)
                 .contains("c.json: api_prices[0].usd_per_million_output_tokens: expected a "
                           "number > 0"),
             badJson.error.c_str());
    // An API price names a catalog model.
    Catalog refs = c;
    refs.api_prices[0].model_id = "gpt-17";
    QVERIFY2(QString::fromStdString(checkReferences(refs))
                 .contains(QStringLiteral(".model_id: no model \"gpt-17\"")),
             checkReferences(refs).c_str());
    refs = c;
    refs.api_prices[0].row.source_id = "nowhere";
    QVERIFY(QString::fromStdString(checkReferences(refs)).contains("no source \"nowhere\""));
}

QTEST_GUILESS_MAIN(TestCatalogIo)
#include "TestCatalogIo.moc"
