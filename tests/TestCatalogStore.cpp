// The user overlay, imports as one transaction, and scenarios in the user database.
// Runs twice under ctest: on a SQLite file (TestCatalogStore) and on a team catalog on
// PostgreSQL (TestCatalogStore_pg, SILICONOMICS_TEST_BACKEND=postgresql).
#include "PgTestServer.h"
#include "TestSupport.h"

#include "core/catalog/catalog_io.h"
#include "database/CatalogStore.h"

#include <QObject>
#include <pwd.h>
#include <unistd.h>

using namespace sil;

class TestCatalogStore : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void shippedCatalogIsNeverWritten();
    void overrideAndRevert();
    void overrideIsValidated();
    void importIsAllOrNothing();
    void importReplacesById();
    void importRejectsDanglingReferences();
    void scenariosSaveAndLoad();
    void availabilityAndMemoryTypeAreStored();
    void dieDetailsAndScaleupLinkRoundTrip();
    void importedByIsTheOsUserWithoutLoginVariables();

private:
    QTemporaryDir* dir_ = nullptr;
    db::CatalogStore* store_ = nullptr;
};

void TestCatalogStore::init() {
    dir_ = new QTemporaryDir;
    store_ = new db::CatalogStore;
    QVERIFY(store_->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    if (test::testBackend() == QLatin1String("postgresql")) {
        SIL_REQUIRE_PG();
        auto& pg = test::PgTestServer::instance();
        const QString name = pg.createTeamCatalog(QStringLiteral("store"));
        store_->setTeamSnapshotPath(dir_->filePath(QStringLiteral("team-snapshot.sqlite")));
        QVERIFY2(store_->openUser(pg.url(QStringLiteral("sil_editor"), name)),
                 qPrintable(store_->errorString()));
        QVERIFY(store_->isTeam());
        QCOMPARE(store_->teamRole(), QStringLiteral("editor"));
        return;
    }
    QVERIFY(store_->openUser(dir_->filePath(QStringLiteral("user.sqlite"))));
}

void TestCatalogStore::cleanup() {
    delete store_;
    delete dir_;
}

void TestCatalogStore::shippedCatalogIsNeverWritten() {
    const QByteArray before = test::sha256Of(QStringLiteral(SIL_SHIPPED_CATALOG));
    QVERIFY(store_->setOverride(EntityKind::System, QStringLiteral("hgx-h200"),
                                QStringLiteral("capex_per_gpu_usd"), QStringLiteral("40000")));
    QVERIFY(store_->load());
    QCOMPARE(test::sha256Of(QStringLiteral(SIL_SHIPPED_CATALOG)), before);
}

void TestCatalogStore::overrideAndRevert() {
    auto c0 = store_->load();
    const double original = *c0->system("hgx-h200")->capex_per_gpu_usd;
    QVERIFY(store_->setOverride(EntityKind::System, QStringLiteral("hgx-h200"),
                                QStringLiteral("capex_per_gpu_usd"), QStringLiteral("40000"),
                                QStringLiteral("our quote")));
    QVERIFY(store_->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                QStringLiteral("650")));
    auto c1 = store_->load();
    QCOMPARE(*c1->system("hgx-h200")->capex_per_gpu_usd, 40000.0);
    const Provenance& p = c1->system("hgx-h200")->provenanceOf("capex_per_gpu_usd");
    QCOMPARE(p.kind, ValueKind::User);
    QVERIFY(QString::fromStdString(p.note).contains(QStringLiteral("our quote")));
    QCOMPARE(store_->overrides().size(), 2);
    // Revert one value; the other edit stays.
    QVERIFY(store_->revertOverride(EntityKind::System, QStringLiteral("hgx-h200"),
                                   QStringLiteral("capex_per_gpu_usd")));
    auto c2 = store_->load();
    QCOMPARE(*c2->system("hgx-h200")->capex_per_gpu_usd, original);
    QCOMPARE(*c2->chip("h200")->tdp_w, 650.0);
    // Setting unknown clears a value (shown as n/a).
    QVERIFY(store_->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                QString()));
    QVERIFY(!store_->load()->chip("h200")->tdp_w);
}

void TestCatalogStore::overrideIsValidated() {
    QVERIFY(!store_->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                 QStringLiteral("-1")));
    QVERIFY(store_->errorString().contains(QStringLiteral("tdp_w")));
    QVERIFY(!store_->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("watts"),
                                 QStringLiteral("1")));
    QVERIFY(store_->errorString().contains(QStringLiteral("unknown field")));
    QVERIFY(!store_->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("id"),
                                 QStringLiteral("z")));
    QCOMPARE(store_->overrides().size(), 0);
}

void TestCatalogStore::importIsAllOrNothing() {
    ImportBatch batch;
    Chip good;
    good.id = "x1";
    good.name = "X1";
    good.vendor = "V";
    batch.chips.push_back(good);
    System bad;
    bad.id = "sx";
    bad.name = "SX";
    bad.vendor = "V";
    bad.chip_id = "does-not-exist";
    batch.systems.push_back(bad);
    QVERIFY(!store_->importBatch(batch));
    QVERIFY(store_->errorString().contains(QStringLiteral("nothing was changed")));
    QVERIFY(!store_->load()->chip("x1"));
}

void TestCatalogStore::importReplacesById() {
    const auto r =
        importCsv("id,name,vendor,tdp_w\nh200,H200 (our spec),NVIDIA,650\nnew-chip,New,ACME,300\n",
                  "mine.csv");
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY2(store_->importBatch(r.batch), qPrintable(store_->errorString()));
    auto c = store_->load();
    QCOMPARE(c->chip("h200")->name, std::string("H200 (our spec)"));
    QVERIFY(c->chip("new-chip"));
    QCOMPARE(c->chips.size(), test::shippedCatalog().chips.size() + 1);
}

void TestCatalogStore::importRejectsDanglingReferences() {
    const auto r = importCsv(
        "id,chip_id,provider,term,usd_per_gpu_hour,date\nq1,ghost,P,on_demand,2,2026\n", "p.csv");
    QVERIFY(r.ok);
    QVERIFY(!store_->importBatch(r.batch));
    QVERIFY(store_->errorString().contains(QStringLiteral("ghost")));
}

// The columns of migration 8 (9 on PostgreSQL): a chip's memory type and availability with
// their own sources, a system's own status, a source's access date and quoted words.
void TestCatalogStore::availabilityAndMemoryTypeAreStored() {
    const auto r = importJson(R"({"sources": [{"id": "acme-launch", "title": "ACME X9 launch",
        "publisher": "ACME", "date": "2026-03-02", "location": "https://acme.example/x9",
        "accessed_date": "2026-11-26", "quote": "X9 ships in the second half of 2026"}],
      "chips": [{"id": "acme-x9", "name": "X9", "vendor": "ACME", "memory_type": "HBM4",
        "status": "announced", "announced_date": "2026-03-02", "announced_precision": "day",
        "available_date": "2026-07-01", "available_precision": "half",
        "provenance": {"available_date": {"source_id": "acme-launch", "value_kind": "vendor_spec",
                                          "source_note": "second half of 2026"}}}],
      "systems": [{"id": "acme-x9-8", "name": "X9 x8", "vendor": "ACME", "chip_id": "acme-x9",
        "status": "sampling"}]})",
                              "acme.json");
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY2(store_->importBatch(r.batch), qPrintable(store_->errorString()));
    const auto c = store_->load();
    QVERIFY(c);
    const Chip* chip = c->chip("acme-x9");
    QVERIFY(chip);
    QCOMPARE(chip->memory_type, std::string("HBM4"));
    QCOMPARE(chip->availability.status, std::string("announced"));
    QCOMPARE(chip->availability.announced.date, std::string("2026-03-02"));
    QCOMPARE(chip->availability.available.precision, std::string("half"));
    QCOMPARE(chip->provenanceOf("available_date").source_id, std::string("acme-launch"));
    QCOMPARE(c->system("acme-x9-8")->availability.status, std::string("sampling"));
    QVERIFY(c->system("acme-x9-8")->availability.available.date.empty()); // the chip's: not stored
    const Source* src = c->source("acme-launch");
    QCOMPARE(src->accessed_date, std::string("2026-11-26"));
    QCOMPARE(src->quote, std::string("X9 ships in the second half of 2026"));
    // An edit goes through the same field checks.
    QVERIFY(!store_->setOverride(EntityKind::Chip, QStringLiteral("acme-x9"),
                                 QStringLiteral("available_date"), QStringLiteral("2026-13-01")));
    QVERIFY(store_->setOverride(EntityKind::Chip, QStringLiteral("acme-x9"),
                                QStringLiteral("status"), QStringLiteral("sampling")));
    QCOMPARE(store_->load()->chip("acme-x9")->availability.status, std::string("sampling"));
}

void TestCatalogStore::scenariosSaveAndLoad() {
    QVERIFY(store_->scenarioNames().contains(QStringLiteral("semianalysis-2025")));
    auto s = store_->scenario(QStringLiteral("semianalysis-2025"));
    QVERIFY(s);
    s->name = "my-plan";
    s->assumptions.electricity_usd_per_kwh = 0.12;
    QVERIFY(store_->saveScenario(*s));
    auto back = store_->scenario(QStringLiteral("my-plan"));
    QVERIFY(back);
    QVERIFY(*back == *s);
    QVERIFY(!store_->scenario(QStringLiteral("nope")));
    QVERIFY(store_->errorString().contains(QStringLiteral("known:")));
}

// Measurements imported by a process with no $USER (a service, a container) still record who
// imported them: the account the process runs as, not "unknown".
// The columns of migration 13 (15 on PostgreSQL): a chip's transistors and compute dies and a
// system's scale-up link, each with its own source, kind and range, go from a JSON file into the
// store and out again as JSON unchanged.
void TestCatalogStore::dieDetailsAndScaleupLinkRoundTrip() {
    const std::string json =
        R"({"sources": [{"id": "acme-hot-chips", "title": "ACME X9 at Hot Chips",
        "publisher": "ACME", "date": "2026-08-24", "location": "https://acme.example/x9-hc",
        "accessed_date": "2026-11-27", "quote": "two compute dies, 210 billion transistors"}],
      "chips": [{"id": "acme-x9", "name": "X9", "vendor": "ACME", "source_id": "acme-hot-chips",
        "transistors_billion": 210, "compute_dies": 2,
        "provenance": {"transistors_billion": {"source_id": "acme-hot-chips",
                                               "value_kind": "vendor_spec",
                                               "source_note": "'210 billion transistors'",
                                               "low": 205, "high": 215}}}],
      "systems": [{"id": "acme-x9-8", "name": "X9 x8", "vendor": "ACME", "chip_id": "acme-x9",
        "scaleup_fabric": "X-Link 2 through two switches", "scaleup_link": "ualink-1",
        "provenance": {"scaleup_link": {"source_id": "acme-hot-chips", "value_kind": "reported",
                                        "source_note": "'UALink 1.0 ports'"}}}]})";
    const auto in = importJson(json, "acme.json");
    QVERIFY2(in.ok, in.error.c_str());
    QVERIFY2(store_->importBatch(in.batch), qPrintable(store_->errorString()));
    const auto c = store_->load();
    QVERIFY(c);
    const Chip* chip = c->chip("acme-x9");
    const System* system = c->system("acme-x9-8");
    QVERIFY(chip && system);
    QCOMPARE(chip->transistors_billion, std::optional<double>(210));
    QCOMPARE(chip->compute_dies, std::optional<double>(2));
    QCOMPARE(chip->provenanceOf("transistors_billion").low, std::optional<double>(205));
    QCOMPARE(chip->provenanceOf("compute_dies").source_id, std::string("acme-hot-chips"));
    QCOMPARE(system->scaleup_link, std::string("ualink-1"));
    QCOMPARE(system->provenanceOf("scaleup_link").kind, ValueKind::Reported);
    // Out of the store as JSON: the same file as the one read in.
    Catalog stored;
    stored.sources = {*c->source("acme-hot-chips")};
    stored.chips = {*chip};
    stored.systems = {*system};
    QCOMPARE(exportJson(stored), exportJson(in.batch.toCatalog()));
    // An edit outside the vocabulary is refused by name.
    QVERIFY(!store_->setOverride(EntityKind::System, QStringLiteral("acme-x9-8"),
                                 QStringLiteral("scaleup_link"), QStringLiteral("x-link-2")));
    QVERIFY2(store_->errorString().contains(QStringLiteral("scaleup_link")),
             qPrintable(store_->errorString()));
}

void TestCatalogStore::importedByIsTheOsUserWithoutLoginVariables() {
    if (store_->isTeam()) QSKIP("a team catalog records the server's session user");
    const passwd* account = getpwuid(geteuid());
    QVERIFY(account && account->pw_name);
    static const char* const kVariables[] = {"USER", "LOGNAME", "USERNAME"};
    std::vector<std::pair<const char*, QByteArray>> saved;
    for (const char* v : kVariables)
        if (qEnvironmentVariableIsSet(v)) saved.emplace_back(v, qgetenv(v));
    for (const char* v : kVariables)
        qunsetenv(v);
    db::NewMeasurement m;
    m.point.kind = MeasurementKind::Collective;
    m.point.source_format = "nccl-tests";
    m.point.line = 3;
    m.point.op = "all_reduce";
    m.point.ranks = 8;
    m.point.bytes = 1048576;
    m.point.time_us = 42.5;
    m.systemId = QStringLiteral("hgx-h200");
    const bool imported = store_->importMeasurements({m}, QStringLiteral("nccl.txt"),
                                                     QStringLiteral("nccl-tests"), QString());
    for (const auto& [v, value] : saved)
        qputenv(v, value);
    QVERIFY2(imported, qPrintable(store_->errorString()));
    const auto stored = store_->measurements();
    QVERIFY2(stored && stored->size() == 1, qPrintable(store_->errorString()));
    QCOMPARE(stored->front().importedBy, QString::fromLocal8Bit(account->pw_name));
}

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "TestCatalogStore.moc"
