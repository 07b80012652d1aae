// Scenario JSON: round trip and rejections that name the key.
#include "TestSupport.h"

#include "core/scenario.h"

#include <QObject>

using namespace sil;

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void rejections_data();
    void rejections();
    void overridesApply();
    void setAssumptionMessages();
};

void TestScenario::roundTrip() {
    Scenario s;
    s.name = "mine";
    s.description = "test";
    s.assumptions.pue = 1.2;
    s.system_overrides["hgx-h200"]["capex_per_gpu_usd"] = 40000.0;
    s.chip_overrides["h200"]["realized_bf16_efficiency"] = 0.7;
    const auto back = parseScenarioJson(scenarioToJson(s), "s.json");
    QVERIFY2(back.ok, back.error.c_str());
    QVERIFY(back.scenario == s);
}

void TestScenario::rejections_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray("") << "s.json: the file is empty";
    QTest::newRow("malformed") << QByteArray("{\n\"name\": \"x\",\n  oops\n}") << "s.json: line 3";
    QTest::newRow("number beyond double (fuzz)")
        << QByteArray("999999e99999999999999999999") << "s.json: unreadable JSON";
    QTest::newRow("no version") << QByteArray(R"({"name":"x"})") << "schema_version: required";
    QTest::newRow("newer") << QByteArray(R"({"schema_version":7,"name":"x"})")
                           << "newer than this program";
    QTest::newRow("no name") << QByteArray(R"({"schema_version":1})") << "name: required";
    QTest::newRow("unknown top key")
        << QByteArray(R"({"schema_version":1,"name":"x","colour":1})") << "colour: unknown key";
    QTest::newRow("unknown assumption")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue2":1}})")
        << "assumptions.pue2: unknown assumption";
    QTest::newRow("string value")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue":"1.3"}})")
        << "assumptions.pue: expected a number";
    QTest::newRow("out of range")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue":0.5}})")
        << "assumptions.pue: expected a number from 1 to 3";
    QTest::newRow("negative life")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"useful_life_years":-4}})")
        << "useful_life_years";
    QTest::newRow("override unknown field")
        << QByteArray(R"({"schema_version":1,"name":"x","system_overrides":{"a":{"capex":1}}})")
        << "system_overrides.a.capex: unknown field";
    QTest::newRow("override text field")
        << QByteArray(R"({"schema_version":1,"name":"x","system_overrides":{"a":{"name":1}}})")
        << "only numeric fields";
    QTest::newRow("override negative")
        << QByteArray(
               R"({"schema_version":1,"name":"x","system_overrides":{"a":{"capex_per_gpu_usd":-1}}})")
        << "system_overrides.a.capex_per_gpu_usd: expected a number > 0";
}

void TestScenario::rejections() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto r = parseScenarioJson(json.toStdString(), "s.json");
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
}

void TestScenario::overridesApply() {
    Scenario s;
    s.name = "o";
    s.system_overrides["hgx-h200"]["capex_per_gpu_usd"] = 1234.0;
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    QVERIFY(eff.error.empty());
    QCOMPARE(*eff.catalog.system("hgx-h200")->capex_per_gpu_usd, 1234.0);
    QCOMPARE(eff.catalog.system("hgx-h200")->provenanceOf("capex_per_gpu_usd").kind,
             ValueKind::User);
    s.system_overrides["ghost"]["capex_per_gpu_usd"] = 1.0;
    QVERIFY(QString::fromStdString(applyScenarioOverrides(test::shippedCatalog(), s).error)
                .contains(QStringLiteral("ghost")));
}

void TestScenario::setAssumptionMessages() {
    Assumptions a;
    QVERIFY(setAssumption(a, "pue", "1.5").empty());
    QCOMPARE(a.pue, 1.5);
    QVERIFY(QString::fromStdString(setAssumption(a, "pue", "abc"))
                .contains(QStringLiteral("expected a number")));
    QVERIFY(QString::fromStdString(setAssumption(a, "pue", "nan")).contains(QStringLiteral("pue")));
    QVERIFY(QString::fromStdString(setAssumption(a, "bogus", "1"))
                .contains(QStringLiteral("known keys")));
    QCOMPARE(a.pue, 1.5);
}

QTEST_GUILESS_MAIN(TestScenario)
#include "TestScenario.moc"
