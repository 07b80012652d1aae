// The user overlay, imports as one transaction, and scenarios in the user database.
// Runs twice under ctest: on a SQLite file (TestCatalogStore) and on a team catalog on
// PostgreSQL (TestCatalogStore_pg, SILICONOMICS_TEST_BACKEND=postgresql).
#include "PgTestServer.h"
#include "TestSupport.h"

#include "core/catalog/catalog_io.h"
#include "database/CatalogStore.h"

#include <QObject>

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

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "TestCatalogStore.moc"
