// The Plan tab: it shows what core's planner answers for its inputs, replans on an
// edit (demand, SLO, an assumption), keeps its inputs as page state, and its export draws and
// captions the planned systems.
#include "ChartCli.h"
#include "ControllerFixture.h"
#include "TableColumns.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/PlanPage.h"

#include "core/measurements/validation.h"
#include "database/ValidationSet.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>
#include <cmath>
#include <set>

using namespace sil;

class TestPlanPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shippedCatalogBandsNeedNoComputing(); // first: nothing validated in this process yet
    void showsWhatCorePlans();
    void moreDemandReplansWithMoreGpus();
    void stateRoundTripsAndRestoresTheNumbers();
    void exportChartTakesTheWholeTraffic();
    void costBarsCarryTheirPredictionBand();
    void rackOfUnknownPowerIsNotZeroKw();
    void rentedOnlySystemIsPricedInTheTable();
    void rentedOverTheLargestClusterSaysSo();
    void powerBudgetSaysWhatItShows();
    void changedCatalogValidatesOnAWorker();
    void analyticAnswerIsThenCheckedBySimulation();

private:
    test::ControllerFixture f_;
    std::unique_ptr<ui::PlanPage> page() {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QStringLiteral("plan"), f_.controller.get()));
        return std::unique_ptr<ui::PlanPage>(static_cast<ui::PlanPage*>(p.release()));
    }
};

void TestPlanPage::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
}

void TestPlanPage::shippedCatalogBandsNeedNoComputing() {
    // A first start: no cached report, the shipped catalog. Its report is the one installed
    // beside the catalog, read at once: the bands are drawn and nothing was validated.
    QDir cache(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    for (const QString& f : cache.entryList({QStringLiteral("validation-*.json")}, QDir::Files))
        QVERIFY(cache.remove(f));
    auto p = page();
    p->refresh();
    QCOMPARE(db::validationReportsComputed(), std::size_t(0));
    QVERIFY(!ui::predictionBandsComputing());
    QVERIFY(!p->drawnPredictions().empty());
    QVERIFY(!p->notes().join('\n').contains(QStringLiteral("computing")));
}

void TestPlanPage::showsWhatCorePlans() {
    auto p = page();
    p->refresh();
    const PlanQuery q = p->query();
    QCOMPARE(q.traffic.requests_per_s, 50000.0 / 60.0);
    QCOMPARE(q.kv, NumberFormat::FP8);
    const auto want = planAll(f_.controller->catalog(), f_.controller->selectedSystemList(),
                              *f_.controller->catalog().model("llama-3.1-70b"), q,
                              f_.controller->scenario().assumptions);
    QCOMPARE(p->results().size(), want.size());
    int fitted = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(p->results()[i].system, want[i].system);
        QCOMPARE(p->results()[i].gpus, want[i].gpus);
        fitted += want[i].fits ? 1 : 0;
    }
    QVERIFY(fitted >= 5);
    auto* table = p->findChild<QTableWidget*>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), fitted);
    QCOMPARE(table->item(0, 0)->text().isEmpty(), false);
    // Goodput, as the CLI prints it, with what it counts: the per-user floor is a median.
    const int goodput = test::columnNamed(*table, QStringLiteral("Goodput (%)"));
    int row = 0;
    for (const PlanResult& r : want) {
        if (!r.fits) continue;
        QCOMPARE(table->item(row++, goodput)->text(), QLocale().toString(r.goodput * 100, 'f', 1));
    }
    const QString help = table->horizontalHeaderItem(goodput)->toolTip();
    QVERIFY2(help.contains(QStringLiteral("within %L1 s")
                               .arg(q.traffic.ttft_p90_s > 0 ? q.traffic.ttft_p90_s
                                                             : q.traffic.ttft_p50_s)) &&
                 help.contains(QStringLiteral("held at the median")),
             qPrintable(help));
}

void TestPlanPage::moreDemandReplansWithMoreGpus() {
    auto p = page();
    p->refresh();
    QSignalSpy changed(p.get(), &ui::ChartPage::stateChanged);
    auto* demand = p->findChild<QDoubleSpinBox*>();
    QVERIFY(demand);
    std::map<std::string, int> before;
    for (const auto& r : p->results())
        if (r.fits) before[r.system] = r.gpus;
    demand->setValue(demand->value() * 4);
    QCOMPARE(changed.count(), 1);
    for (const auto& r : p->results())
        if (r.fits && before.count(r.system)) QVERIFY(r.gpus >= before[r.system]);
}

void TestPlanPage::stateRoundTripsAndRestoresTheNumbers() {
    auto p = page();
    QVariantMap s = p->saveState();
    s.insert(QStringLiteral("prompt"), 4096);
    s.insert(QStringLiteral("min_tokens_per_user"), 50);
    s.insert(QStringLiteral("demand"), QStringLiteral("mw"));
    s.insert(QStringLiteral("demand_value"), 20.0);
    p->restoreState(s);
    p->refresh();
    const PlanQuery q = p->query();
    QCOMPARE(q.traffic.prompt_tokens, 4096.0);
    QCOMPARE(q.traffic.min_tokens_per_user, 50.0);
    QCOMPARE(q.facility_mw, 20.0);
    for (const auto& r : p->results())
        if (r.fits && r.power_na.empty()) QVERIFY(r.facility_mw <= 20.0 * (1 + 1e-9));
    QCOMPARE(p->saveState().value(QStringLiteral("prompt")).toInt(), 4096);
}

void TestPlanPage::exportChartTakesTheWholeTraffic() {
    // export-chart --chart plan draws what the tab would with the same traffic: the prefix
    // cache share, the P90 target, the peak factor and the layout reach the page, and say so.
    const test::ChartCli cli;
    const QString svg = cli.path(QStringLiteral("plan.svg"));
    std::string err;
    const int code = cli.run({"export-chart",
                              "--chart",
                              "plan",
                              "--model",
                              "llama-3.1-70b",
                              "--requests-per-minute",
                              "50000",
                              "--prompt",
                              "1000",
                              "--output",
                              "500",
                              "--ttft-s",
                              "2",
                              "--ttft-p90-s",
                              "4",
                              "--cached-prompt-share",
                              "0.3",
                              "--peak-factor",
                              "1.5",
                              "--layout",
                              "aggregated",
                              "--out",
                              svg.toStdString()},
                             err);
    QVERIFY2(code == 0, err.c_str());
    const QString text = QString::fromUtf8(test::readFile(svg));
    QVERIFY(text.contains(QStringLiteral("30 % of each prompt served from a prefix cache")));
    QVERIFY(text.contains(QStringLiteral("First token within 4 s at P90")));
    QVERIFY(text.contains(QStringLiteral("peak of 1.5")));
    QVERIFY(!text.contains(QStringLiteral(" + D "))); // aggregated: no prefill/decode split
    QVERIFY(text.contains(QStringLiteral("Serving engine:")));
    // A flag the plan chart does not take is refused, naming it.
    QCOMPARE(cli.run({"export-chart", "--chart", "tco", "--layout", "aggregated", "--out",
                      svg.toStdString()},
                     err),
             2);
    QVERIFY2(err.find("--layout") != std::string::npos, err.c_str());
}

void TestPlanPage::costBarsCarryTheirPredictionBand() {
    // Each planned system's cost bar carries the band core gives its answer (latency-bound
    // serving, its engine, its chip family): a hatched box of the cost x (1 -+ P90), and the
    // caption names the group and N, or says there are no comparable runs.
    auto p = page();
    p->refresh();
    const Catalog& catalog = f_.controller->catalog();
    const auto report = db::validationReport(catalog, f_.controller->measurements());
    std::set<long> p90s; // per mille, as drawn
    int banded = 0, bare = 0;
    for (const PlanResult& r : p->results()) {
        if (!r.fits || (!r.owned_cost && r.rentals.empty())) continue; // not drawn
        const ErrorBand b = answerBand(*report, catalog, *catalog.system(r.system), r.engine_id,
                                       Regime::LatencyServing);
        if (b.empty()) {
            ++bare;
            const QString notes = p->notes().join('\n');
            QVERIFY(notes.contains(QStringLiteral("No comparable runs, so no prediction band")));
            QVERIFY2(notes.contains(QString::fromStdString(b.group).replace(" x ", " × ")),
                     b.group.c_str());
            continue;
        }
        ++banded;
        p90s.insert(std::lround(b.p90_pct * 10.0));
        QVERIFY(p->notes().join('\n').contains(QStringLiteral("N = %1 held-out runs").arg(b.n)));
    }
    QVERIFY(banded > 0 && bare > 0); // MI300X has MLPerf Server runs; H100 has none
    // The table's last column says the same per system.
    auto* table = p->findChild<QTableWidget*>();
    QVERIFY(table);
    const int last = table->columnCount() - 1;
    QCOMPARE(table->horizontalHeaderItem(last)->text(), QStringLiteral("±"));
    int saidNone = 0, saidBand = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString cell = table->item(row, last)->text();
        saidNone += cell == QStringLiteral("no comparable runs") ? 1 : 0;
        saidBand += cell.contains(QStringLiteral("(P90, n ")) ? 1 : 0;
    }
    QCOMPARE(saidNone + saidBand, table->rowCount());
    QVERIFY(saidBand >= banded && saidNone > 0);
    QCOMPARE(int(p->drawnPredictions().size()), banded);
    for (const auto& box : p->drawnPredictions()) {
        // low = c (1 - x), high = c (1 + x): x = (high - low) / (high + low).
        const double x = (box.high - box.low) / (box.high + box.low);
        QVERIFY2(p90s.count(std::lround(x * 1000.0)), qPrintable(QString::number(x)));
    }
}

void TestPlanPage::changedCatalogValidatesOnAWorker() {
    // An edited catalog has no installed or cached report: the page draws at once with its
    // bands pending, a worker validates, and the next draw has them.
    const Catalog shipped = f_.controller->catalog();
    Catalog edited = shipped;
    edited.engines.front().name += " (edited)";
    f_.controller->setCatalog(edited);
    QTRY_VERIFY_WITH_TIMEOUT(!ui::predictionBandsComputing(), 280000); // none still running
    QSignalSpy ready(f_.controller.get(), &ui::ScenarioController::validationReady);
    const std::size_t before = db::validationReportsComputed();
    auto p = page();
    p->refresh();
    // refresh() returned with the report not yet computed: it is on a worker.
    QVERIFY(ui::predictionBandsComputing());
    QVERIFY(!db::readyValidationReport(f_.controller->catalog(), f_.controller->measurements()));
    QVERIFY(p->drawnPredictions().empty());
    QVERIFY(p->notes().join('\n').contains(QStringLiteral("Prediction bands: computing…")));
    auto* table = p->findChild<QTableWidget*>();
    QVERIFY(table && table->rowCount() > 0);
    QCOMPARE(table->item(0, table->columnCount() - 1)->text(), QStringLiteral("computing…"));

    QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1, 280000);
    QVERIFY(!ui::predictionBandsComputing());
    QCOMPARE(db::validationReportsComputed(), before + 1);
    p->refresh();
    QVERIFY(!p->drawnPredictions().empty());
    QVERIFY(!p->notes().join('\n').contains(QStringLiteral("computing")));
    f_.controller->setCatalog(shipped);
}

// A system whose rack power the catalog does not give says so: "racks (kW per rack n/a)", not
// "88 racks of 0 kW".
void TestPlanPage::rackOfUnknownPowerIsNotZeroKw() {
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems({QStringLiteral("tpu-v6e-pod256")});
    auto p = page();
    p->refresh();
    f_.controller->setSelectedSystems(before);
    QCOMPARE(p->results().size(), std::size_t(1));
    const PlanResult& r = p->results().front();
    QVERIFY2(r.fits && r.racks > 0 && r.rack_it_kw <= 0, "the case this test is about");
    const QString notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(!notes.contains(QStringLiteral(" of 0 kW")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("racks (kW per rack n/a)")), qPrintable(notes));
}

// A system that is only rented is priced at its cheapest quote in every USD column of the
// table, as its bar is, and marked rented.
void TestPlanPage::rentedOnlySystemIsPricedInTheTable() {
    // TPU v6e is only rented (Google does not sell TPUs), beside one that is owned.
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems(
        {QStringLiteral("hgx-h100"), QStringLiteral("tpu-v6e-pod256")});
    auto p = page();
    p->refresh();
    f_.controller->setSelectedSystems(before);
    auto* table = p->findChild<QTableWidget*>();
    QVERIFY(table);
    int row = 0, checked = 0;
    for (const PlanResult& r : p->results()) {
        if (!r.fits) continue;
        if (!r.owned_cost && !r.rentals.empty()) {
            const PlanRental& cheapest = r.rentals.front();
            const double want[] = {cheapest.usd_per_million_input_tokens,
                                   cheapest.usd_per_million_output_tokens,
                                   cheapest.usd_per_million_tokens_blended};
            const int first = test::columnNamed(*table, QStringLiteral("USD/M input"));
            for (int i = 0; i < 3; ++i) {
                const QString cell = table->item(row, first + i)->text();
                QVERIFY2(cell.startsWith(QLocale().toString(want[i], 'f', 3)), qPrintable(cell));
                QVERIFY2(cell.contains(QStringLiteral("rented")), qPrintable(cell));
            }
            ++checked;
        }
        ++row;
    }
    QVERIFY2(checked > 0, "no rented-only system among the planned");
}

// A rented figure whose quote is offered for fewer GPUs than the plan rents says so in the
// chart's caption; a quote whose source does not say is "largest cluster not stated".
void TestPlanPage::rentedOverTheLargestClusterSaysSo() {
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems({QStringLiteral("tpu-v6e-pod256")});
    auto p = page();
    p->refresh();
    QCOMPARE(p->results().size(), std::size_t(1));
    const PlanResult unstated = p->results().front();
    QVERIFY(unstated.fits && !unstated.owned_cost && !unstated.rentals.empty());
    QVERIFY2(
        p->notes().join(QLatin1Char(' ')).contains(QStringLiteral("largest cluster not stated")),
        qPrintable(p->notes().join(QLatin1Char('\n'))));
    // The cheapest quote offered for 8 GPUs at most: the plan rents more, and says so.
    const QString quote = QString::fromStdString(unstated.rentals.front().quote_id);
    QVERIFY(unstated.gpus > 8);
    QVERIFY2(f_.store.setOverride(EntityKind::Quote, quote, QStringLiteral("max_cluster_gpus"),
                                  QStringLiteral("8")),
             qPrintable(f_.store.errorString()));
    QVERIFY(f_.controller->reloadCatalog());
    p->refresh();
    const PlanResult& over = p->results().front();
    QCOMPARE(over.rentals.front().quote_id, unstated.rentals.front().quote_id);
    QVERIFY(over.rentals.front().cluster.exceeds);
    // Core writes the count with English thousands separators; the English UI shows it so.
    const QString want = QStringLiteral("offered for up to 8 GPUs; %1 rented exceed it")
                             .arg(QLocale(QLocale::English).toString(over.gpus));
    QVERIFY2(p->notes().join(QLatin1Char(' ')).contains(want),
             qPrintable(p->notes().join(QLatin1Char('\n'))));
    QVERIFY(f_.store.revertOverride(EntityKind::Quote, quote, QStringLiteral("max_cluster_gpus")));
    QVERIFY(f_.controller->reloadCatalog());
    f_.controller->setSelectedSystems(before);
}

// Under a power budget the fleet is what the MW can power: the title says so, and the MW view
// says why its bars are all near the budget.
void TestPlanPage::powerBudgetSaysWhatItShows() {
    auto p = page();
    QVariantMap s = p->saveState();
    s.insert(QStringLiteral("demand"), QStringLiteral("mw"));
    s.insert(QStringLiteral("demand_value"), 30.0);
    s.insert(QStringLiteral("view"), QStringLiteral("gpus"));
    p->restoreState(s);
    p->refresh();
    QVERIFY2(p->title().contains(QStringLiteral("GPUs it can power")), qPrintable(p->title()));
    s.insert(QStringLiteral("view"), QStringLiteral("mw"));
    p->restoreState(s);
    p->refresh();
    const QString notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("sized to fill the 30.0 MW budget")), qPrintable(notes));
    s.insert(QStringLiteral("demand"), QStringLiteral("rpm"));
    s.insert(QStringLiteral("demand_value"), 5000.0);
    p->restoreState(s);
    p->refresh();
    QVERIFY(!p->notes().join(QLatin1Char('\n')).contains(QStringLiteral("MW budget")));
}

// The analytic answer is drawn at once; the same request is then simulated on a worker and
// drawn again: the fleets core re-sizes by simulation, their P99s in the table, the analytic
// count in each GPUs cell's tooltip, and a note saying so. An edit meanwhile drops the check.
void TestPlanPage::analyticAnswerIsThenCheckedBySimulation() {
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems({QStringLiteral("hgx-h100"), QStringLiteral("hgx-h200")});
    auto p = page();
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    p->refresh();
    QCOMPARE(planned.count(), 1);
    QVERIFY(p->simulating() && !p->simulated());
    QVERIFY(p->notes().join('\n').contains(QStringLiteral("checking each fleet by simulation")));
    QTRY_VERIFY_WITH_TIMEOUT(p->simulated(), 280000);
    QCOMPARE(planned.count(), 2);
    QVERIFY(!p->simulating());

    PlanQuery q = p->query();
    q.simulate = true;
    const Catalog& catalog = f_.controller->catalog();
    const auto want =
        planAll(catalog, {catalog.system("hgx-h100"), catalog.system("hgx-h200")},
                *catalog.model("llama-3.1-70b"), q, f_.controller->scenario().assumptions);
    QCOMPARE(p->results().size(), want.size());
    auto* table = p->findChild<QTableWidget*>();
    QVERIFY(table);
    // The tails sit beside the GPU count, where a narrow window still shows them.
    const int ttftP99 = test::columnNamed(*table, QStringLiteral("TTFT P99 (s)"));
    const int tpotP99 = test::columnNamed(*table, QStringLiteral("TPOT P99 (ms)"));
    QCOMPARE(ttftP99, test::columnNamed(*table, QStringLiteral("GPUs")) + 1);
    QCOMPARE(tpotP99, ttftP99 + 1);
    int row = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
        const PlanResult& r = p->results()[i];
        QCOMPARE(r.system, want[i].system);
        QCOMPARE(r.gpus, want[i].gpus);
        if (!r.fits) continue;
        QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
        const SimulatedLatency& tail =
            r.simulated.sized_done ? r.simulated.at_sized : r.simulated.at_plan;
        QCOMPARE(table->item(row, ttftP99)->text(),
                 QLocale().toString(tail.ttft_ms_p99 / 1e3, 'f', 2));
        QCOMPARE(table->item(row, tpotP99)->text(), QLocale().toString(tail.tpot_ms_p99, 'f', 1));
        QVERIFY2(table->item(row, 2)->toolTip().contains(QLocale().toString(r.analytic_gpus)),
                 qPrintable(table->item(row, 2)->toolTip()));
        ++row;
    }
    QVERIFY(row > 0);
    QVERIFY(p->notes().join('\n').contains(QStringLiteral("Checked by simulation")));

    // An edit while a check runs: the check is dropped, the new analytic answer drawn at once.
    auto* demand = p->findChild<QDoubleSpinBox*>();
    QVERIFY(demand);
    demand->setValue(demand->value() * 2);
    QVERIFY(p->simulating() && !p->simulated());
    demand->setValue(demand->value() / 2);
    QTRY_VERIFY_WITH_TIMEOUT(p->simulated(), 280000);
    f_.controller->setSelectedSystems(before);
    QCOMPARE(p->results().front().system, want.front().system);
    QCOMPARE(p->results().front().gpus, want.front().gpus);
}

QTEST_MAIN(TestPlanPage)
#include "TestPlanPage.moc"
