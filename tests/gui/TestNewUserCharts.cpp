// Chart fixes, as a new user met them: the rent-vs-buy utilization line and the
// quote behind each bar, captions for paper (no "hover"), one outlier quote that must not
// squash the TCO bars, and charts that say why they draw no whiskers.
#include "ControllerFixture.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"

#include "ui/charts/ChartSystems.h"
#include <QBarSeries>
#include <QBarSet>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

using namespace sil;

class TestNewUserCharts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rentVsBuyDrawsTheUtilizationLineAndNamesQuotes_data();
    void rentVsBuyDrawsTheUtilizationLineAndNamesQuotes();
    void paperCaptionsNeverSayHover_data();
    void paperCaptionsNeverSayHover();
    void anOutlierQuoteIsCutAtTheAxisEdge();
    void chartsSayWhyTheyDrawNoWhiskers();
    void rentedSystemsJoinTheTcoChartAtTheirQuote();
    void rentedSystemsJoinCostPerPflopAtTheirQuote();
    void rentedSystemsJoinTrainingCostAtTheirQuote();

private:
    std::unique_ptr<ui::ChartPage> page(const char* key, QSize size, bool paper) {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QString::fromLatin1(key), f_.controller.get()));
        p->setAttribute(Qt::WA_DontShowOnScreen);
        p->resize(size);
        if (paper) p->showChartOnly();
        p->show();
        p->refresh();
        return p;
    }
    test::ControllerFixture f_;
};

void TestNewUserCharts::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
}

void TestNewUserCharts::rentVsBuyDrawsTheUtilizationLineAndNamesQuotes_data() {
    QTest::addColumn<QSize>("size");
    // Narrow: the default nine systems as ranked horizontal bars (where the line was missing);
    // wide: every term side by side.
    QTest::newRow("ranked") << QSize(700, 700);
    QTest::newRow("by term") << QSize(2400, 900);
}

void TestNewUserCharts::rentVsBuyDrawsTheUtilizationLineAndNamesQuotes() {
    QFETCH(QSize, size);
    auto p = page("rent-vs-buy", size, false);
    bool line = false;
    for (QAbstractSeries* s : p->chart()->series())
        if (auto* l = qobject_cast<QLineSeries*>(s); l && l->name().contains(QLatin1String("80")))
            line = l->count() == 2;
    QVERIFY2(line, "no dashed line at the scenario's utilization");
    const QString notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("Vultr")) || notes.contains(QLatin1String("InferenceX")),
             qPrintable(notes));
}

void TestNewUserCharts::paperCaptionsNeverSayHover_data() {
    QTest::addColumn<QString>("key");
    for (const QString& k : ui::chartKeys())
        QTest::newRow(qPrintable(k)) << k;
}

void TestNewUserCharts::paperCaptionsNeverSayHover() {
    QFETCH(QString, key);
    auto p = page(qPrintable(key), QSize(1600, 1000), true);
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(!caption.contains(QLatin1String("hover"), Qt::CaseInsensitive), qPrintable(caption));
    if (key == QLatin1String("tco"))
        QVERIFY2(caption.contains(QLatin1String("(median $")), qPrintable(caption));
}

void TestNewUserCharts::anOutlierQuoteIsCutAtTheAxisEdge() {
    // The shipped catalog already holds one: an H100 quote of $12.29/GPU-hour.
    auto p = page("tco", QSize(1600, 1000), true);
    double axisMax = 0;
    for (QAbstractAxis* a : p->chart()->axes())
        if (auto* v = qobject_cast<QValueAxis*>(a); v && v->isVisible())
            axisMax = std::max(axisMax, v->max());
    double tcoTop = 0;
    for (const System* s : f_.controller->selectedSystemList())
        if (const SystemResult* r = f_.controller->tcoResultFor(s->id); r && r->tco.total.ok())
            tcoTop = std::max(tcoTop, r->tco.total.value());
    QVERIFY(axisMax > tcoTop);
    QVERIFY2(axisMax < 12.29, qPrintable(QString::number(axisMax)));
    QVERIFY2(axisMax < 2.5 * tcoTop, qPrintable(QString::number(axisMax)));
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(QStringLiteral("→ $12.29")), qPrintable(caption));
}

void TestNewUserCharts::rentedSystemsJoinTheTcoChartAtTheirQuote() {
    // TPU and Trainium are sold only as a cloud service. The TCO chart draws them at
    // their cheapest quote of the scenario's term, says "rented: no ownership TCO", and keeps
    // the one-line reason for a system with neither a TCO nor a quote.
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems({QStringLiteral("hgx-h100"), QStringLiteral("tpu-v6e-pod256"),
                                       QStringLiteral("trn2-16"), QStringLiteral("cs-3")});
    f_.controller->recomputeNow();
    auto p = page("tco", QSize(1600, 1000), true);
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    const Catalog& cat = f_.controller->catalog();
    for (const char* id : {"tpu-v6e-pod256", "trn2-16"}) {
        const CostBasis basis =
            costBasisOf(cat, *cat.system(id), f_.controller->scenario().assumptions);
        QCOMPARE(basis.kind, CostBasisKind::Rented);
        const QString price = QStringLiteral("$%1").arg(basis.usd_per_gpu_hour_rented, 0, 'f', 2);
        const QString name = ui::systemLabel(*cat.system(id));
        QVERIFY2(caption.contains(name + QLatin1Char(' ') + price), qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("Not shown: ") + name), qPrintable(caption));
    }
    QVERIFY(caption.contains(QStringLiteral("Rented: no ownership TCO")));
    // One line: the catalog reason's first clause, not its sources and side remarks.
    const std::string why = "no price: " + statedNoCostBasis(*cat.system("cs-3"));
    const QString brief = QString::fromStdString(firstClause(why));
    QVERIFY(brief.size() < int(why.size()));
    QVERIFY2(caption.contains(QStringLiteral("Not shown: Cerebras CS-3 — ") + brief +
                              QLatin1Char('\n')) ||
                 caption.endsWith(QStringLiteral("Not shown: Cerebras CS-3 — ") + brief),
             qPrintable(caption));
    QVERIFY2(!caption.contains(QString::fromStdString(why)), qPrintable(caption));
    bool legend = false;
    for (QLegendMarker* m : p->chart()->legend()->markers())
        legend = legend || m->label().startsWith(QStringLiteral("Rented: no ownership TCO"));
    QVERIFY(legend);
    // Capital alone: a rented system has none, and the chart says why in one line.
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("scope"), QStringLiteral("capital"));
    p->restoreState(state);
    p->refresh();
    const QString capital = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(capital.contains(QStringLiteral("rented: no ownership TCO, so no capital")),
             qPrintable(capital));
    f_.controller->setSelectedSystems(before);
}

void TestNewUserCharts::rentedSystemsJoinCostPerPflopAtTheirQuote() {
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems(
        {QStringLiteral("hgx-h100"), QStringLiteral("tpu-v6e-pod256")});
    f_.controller->recomputeNow();
    auto p = page("cost-per-pflop", QSize(1600, 1000), true);
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("cost"), QStringLiteral("full"));
    p->restoreState(state);
    p->refresh();
    const Catalog& cat = f_.controller->catalog();
    const System& tpu = *cat.system("tpu-v6e-pod256");
    const CostBasis basis = costBasisOf(cat, tpu, f_.controller->scenario().assumptions);
    QCOMPARE(basis.kind, CostBasisKind::Rented);
    // The BF16 bar of the TPU: its quote over its dense BF16 PFLOP/s, from core.
    const Figure expected = rentedPerPflopHour(cat.chip(tpu.chip_id), Dtype::BF16,
                                               basis.usd_per_gpu_hour_rented, false);
    QVERIFY(expected.ok());
    SIL_FUZZY_COMPARE(expected.value(),
                      basis.usd_per_gpu_hour_rented /
                          (*cat.chip(tpu.chip_id)->dense_tflops[index(Dtype::BF16)] / 1000.0),
                      1e-12);
    bool drawn = false;
    for (QAbstractSeries* s : p->chart()->series())
        if (auto* bars = qobject_cast<QBarSeries*>(s))
            for (QBarSet* set : bars->barSets())
                if (set->label() == ui::systemLabel(tpu) + QStringLiteral(" (rented)"))
                    drawn = std::abs(set->at(3) - expected.value()) < 1e-9; // BF16 column
    QVERIFY(drawn);
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(QStringLiteral("Rented: no ownership TCO")), qPrintable(caption));
    f_.controller->setSelectedSystems(before);
}

void TestNewUserCharts::rentedSystemsJoinTrainingCostAtTheirQuote() {
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems(
        {QStringLiteral("hgx-h100"), QStringLiteral("tpu-v6e-pod256")});
    f_.controller->recomputeNow();
    auto p = page("training", QSize(1600, 1000), true);
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("metric"), QStringLiteral("usd"));
    state.insert(QStringLiteral("model"), QStringLiteral("llama-3.1-70b"));
    p->restoreState(state);
    p->refresh();
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    // The note's billed hours and price are core's: the rental of the TPU's cost-basis quote.
    const Catalog& cat = f_.controller->catalog();
    const System& tpu = *cat.system("tpu-v6e-pod256");
    const CostBasis basis = costBasisOf(cat, tpu, f_.controller->scenario().assumptions);
    QVERIFY2(caption.contains(QStringLiteral("TPU v6e: rented, no ownership TCO")),
             qPrintable(caption));
    QVERIFY2(
        caption.contains(QStringLiteral("at $%1").arg(basis.usd_per_gpu_hour_rented, 0, 'f', 2)),
        qPrintable(caption));
    QVERIFY2(!caption.contains(QStringLiteral("Not shown: TPU v6e")), qPrintable(caption));
    f_.controller->setSelectedSystems(before);
}

void TestNewUserCharts::chartsSayWhyTheyDrawNoWhiskers() {
    auto cost = page("cost-per-pflop", QSize(1600, 1000), false);
    QVERIFY(cost->notes().join(QLatin1Char(' ')).contains(QStringLiteral("No P10–P90 whiskers")));
    QVERIFY2(cost->title().startsWith(QLatin1String("Capital cost")), qPrintable(cost->title()));
    QVariantMap full = cost->saveState();
    full.insert(QStringLiteral("cost"), QStringLiteral("full"));
    cost->restoreState(full);
    cost->refresh();
    QVERIFY(!cost->notes().join(QLatin1Char(' ')).contains(QStringLiteral("No P10–P90 whiskers")));
    QVERIFY2(cost->title().startsWith(QLatin1String("Total cost")), qPrintable(cost->title()));
    auto days = page("training", QSize(1600, 1000), false);
    QVERIFY(days->notes().join(QLatin1Char(' ')).contains(QLatin1String("not speeds")));
}

QTEST_MAIN(TestNewUserCharts)
#include "TestNewUserCharts.moc"
