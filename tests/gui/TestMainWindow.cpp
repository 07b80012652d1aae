// The real main window, offscreen, driven the way a user drives it.
#include "ScriptedDialogs.h"
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "database/CatalogStore.h"
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/charts/BuyRentApiPage.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/SpecsPage.h"
#include "ui/charts/TcoChartPage.h"
#include "ui/export/ChartExport.h"
#include "ui/widgets/AssumptionsPanel.h"
#include "ui/widgets/DialogProvider.h"

#include "core/economics/cost_workbook.h"
#include "core/economics/tco.h"
#include "core/workload/training/deadline.h"
#include "core/workload/workload.h"

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLineSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QXYSeries>
#include <sstream>
#include <tuple>

using namespace sil;
using test::ScriptedDialogs;

namespace {

// The value of one stacked part for the system labelled `system`, wherever the page drew its
// row (vertical bars in catalog order, or horizontal bars sorted by total).
double barPart(ui::ChartPage* page, const QString& part, const QString& system) {
    return page->drawnBarValue(part, system);
}

double capitalBar(ui::ChartPage* tco) {
    return barPart(tco, QStringLiteral("Capital"), QStringLiteral("HGX H100 NVL8"));
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void editAssumptionChangesChartAndUndoRestores();
    void sliderDragIsOneUndoStep();
    void everyTabRendersWithoutNaN();
    void specsShowEachValuesEvidence();
    void saveAndReopenScenario();
    void newScenarioStartsFromDefaults();
    void badScenarioFileKeepsState();
    void exportEachFormat_data();
    void exportEachFormat();
    void cliExportChart();
    void exportTableAsXlsx();
    void workloadTabsDrawCoreNumbers();
    void trainingTabByDeadline();
    void captionWarnsWhenCapexYearsDiffer();
    void pageStateRoundTrips();
    void importRejectsBadFileWithDialog();

private:
    QTemporaryDir* dir_ = nullptr;
    db::CatalogStore* store_ = nullptr;
    ui::MainWindow* window_ = nullptr;
    ScriptedDialogs* dialogs_ = nullptr;
};

void TestMainWindow::init() {
    // Each test starts from default preferences, whatever an earlier run persisted.
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    dir_ = new QTemporaryDir;
    store_ = new db::CatalogStore;
    QVERIFY(store_->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store_->openUser(dir_->filePath(QStringLiteral("u.sqlite"))));
    window_ = new ui::MainWindow(store_);
    auto d = std::make_unique<ScriptedDialogs>();
    dialogs_ = d.get();
    window_->setDialogProvider(std::move(d));
    window_->controller()->loadScenario(*store_->scenario(QStringLiteral("semianalysis-2025")));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    QVERIFY(window_->showTab(QStringLiteral("tco")));
}

void TestMainWindow::cleanup() {
    delete window_;
    delete store_;
    delete dir_;
}

void TestMainWindow::editAssumptionChangesChartAndUndoRestores() {
    ui::ChartPage* tco = window_->page(QStringLiteral("tco"));
    const double before = capitalBar(tco);
    QVERIFY(before > 0);
    QDoubleSpinBox* life =
        window_->assumptionsPanel()->spinBox(QStringLiteral("useful_life_years"));
    QVERIFY(life);
    QSignalSpy spy(window_->controller(), &ui::ScenarioController::resultsChanged);
    life->setValue(3.0); // as if typed
    QVERIFY(spy.wait(1000));
    const double after = capitalBar(tco);
    QVERIFY2(after > before * 1.2, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QVERIFY(window_->windowTitle().contains(QLatin1Char('*')));
    window_->controller()->undoStack()->undo();
    QVERIFY(spy.wait(1000));
    QCOMPARE(capitalBar(tco), before);
    QCOMPARE(life->value(), 4.0);
}

void TestMainWindow::sliderDragIsOneUndoStep() {
    QSlider* slider = window_->assumptionsPanel()->slider(QStringLiteral("pue"));
    for (int pos = slider->value(); pos < slider->value() + 200; pos += 10)
        slider->setValue(pos);
    QCOMPARE(window_->controller()->undoStack()->count(), 1);
}

// The Specs table marks what is not a vendor's figure and shows the range kept; the tooltip
// names the source.
void TestMainWindow::specsShowEachValuesEvidence() {
    window_->controller()->setSelectedSystems(
        {QStringLiteral("hgx-b300"), QStringLiteral("mi355x-ubb8")});
    QVERIFY(window_->showTab(QStringLiteral("specs")));
    auto* specs = qobject_cast<ui::SpecsPage*>(window_->currentPage());
    QVERIFY(specs);
    QTableWidget* table = specs->table();
    const Catalog& c = window_->controller()->catalog();
    const Provenance& tdp = c.chip("b300")->provenanceOf("tdp_w");
    QVERIFY(tdp.low && tdp.high);
    const QTableWidgetItem* cell = table->item(0, 0); // chip TDP of hgx-b300
    QVERIFY(cell);
    QVERIFY2(cell->text().contains(QLocale().toString(*tdp.high, 'f', 0)),
             qPrintable(cell->text()));
    QVERIFY2(cell->toolTip().contains(QString::fromStdString(c.source(tdp.source_id)->title)),
             qPrintable(cell->toolTip()));
    const Provenance& bf16 = c.chip("mi355x")->provenanceOf("dense_bf16_tflops");
    if (bf16.kind == ValueKind::AnalystEstimate)
        QVERIFY(table->item(3, 1)->text().contains(QStringLiteral("estimate")));
}

void TestMainWindow::everyTabRendersWithoutNaN() {
    for (const QString key : {"tco", "cost-per-pflop", "flops-per-watt", "collective", "slowdown",
                              "rent-vs-buy", "inference", "training", "specs"}) {
        QVERIFY(window_->showTab(key));
        ui::ChartPage* p = window_->currentPage();
        QCOMPARE(p->key(), key);
        QVERIFY(!p->chart()->title().isEmpty() || key == QLatin1String("specs"));
        for (auto* s : p->chart()->series())
            if (auto* xy = qobject_cast<QXYSeries*>(s))
                for (const QPointF& pt : xy->points())
                    QVERIFY(std::isfinite(pt.y()) && std::isfinite(pt.x()));
        const QImage shot = p->grab().toImage();
        QVERIFY(!shot.isNull());
    }
}

void TestMainWindow::saveAndReopenScenario() {
    window_->controller()->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.15);
    const QString path = dir_->filePath(QStringLiteral("plan.json"));
    QVERIFY(window_->saveScenarioFile(path));
    QVERIFY(QFile::exists(path));
    window_->controller()->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.05);
    QVERIFY(window_->openScenarioFile(path));
    QCOMPARE(window_->controller()->assumption(QStringLiteral("electricity_usd_per_kwh")), 0.15);
    QCOMPARE(
        window_->assumptionsPanel()->spinBox(QStringLiteral("electricity_usd_per_kwh"))->value(),
        0.15);
    QVERIFY(dialogs_->errors.isEmpty());
}

void TestMainWindow::newScenarioStartsFromDefaults() {
    window_->controller()->setAssumption(QStringLiteral("pue"), 1.9);
    QAction* action = nullptr;
    for (QAction* a : window_->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::New)) action = a;
    QVERIFY(action);
    action->trigger();
    QCOMPARE(QString::fromStdString(window_->controller()->scenario().name),
             QStringLiteral("untitled"));
    QCOMPARE(window_->controller()->assumption(QStringLiteral("pue")), Assumptions{}.pue);
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("untitled")));
}

void TestMainWindow::badScenarioFileKeepsState() {
    window_->controller()->setAssumption(QStringLiteral("pue"), 1.5);
    const QString path = dir_->filePath(QStringLiteral("bad.json"));
    QVERIFY(
        test::writeFile(path, R"({"schema_version":1,"name":"x","assumptions":{"pue":"high"}})"));
    QVERIFY(!window_->openScenarioFile(path));
    QCOMPARE(dialogs_->errors.size(), 1);
    QVERIFY(dialogs_->errors.first().contains(QStringLiteral("assumptions.pue")));
    QVERIFY(dialogs_->errors.first().contains(path));
    QCOMPARE(window_->controller()->assumption(QStringLiteral("pue")), 1.5);
    // An unwritable target: clear error, previous file untouched.
    QVERIFY(!window_->saveScenarioFile(QStringLiteral("/proc/nope/plan.json")));
    QCOMPARE(dialogs_->errors.size(), 2);
}

void TestMainWindow::exportEachFormat_data() {
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("tco png") << "tco"
                             << "png" << QByteArray("\x89PNG");
    QTest::newRow("tco svg") << "tco"
                             << "svg" << QByteArray("<?xml");
    QTest::newRow("tco pdf") << "tco"
                             << "pdf" << QByteArray("%PDF");
    QTest::newRow("slowdown png") << "slowdown"
                                  << "png" << QByteArray("\x89PNG");
    QTest::newRow("specs pdf") << "specs"
                               << "pdf" << QByteArray("%PDF");
}

// File > Export table as .xlsx: the current tab's table under the window's own assumptions.
void TestMainWindow::exportTableAsXlsx() {
    QDoubleSpinBox* elec =
        window_->assumptionsPanel()->spinBox(QStringLiteral("electricity_usd_per_kwh"));
    QVERIFY(elec);
    elec->setValue(0.15); // as if typed
    const auto* tco = qobject_cast<ui::TcoChartPage*>(window_->page(QStringLiteral("tco")));
    QVERIFY(tco);
    const std::optional<Workbook> wb = tco->tableWorkbook();
    QVERIFY(wb && wb->sheet(kAssumptionsSheet) && wb->sheet(kTcoSheet));
    const WorkbookSheet& as = *wb->sheet(kAssumptionsSheet);
    bool found = false;
    for (const auto& row : as.cells)
        if (row.size() > 1 && row[0].text == "electricity_usd_per_kwh") {
            found = true;
            QCOMPARE(row[1].value, 0.15);
            QVERIFY(row[1].input);
        }
    QVERIFY(found);
    // The H100 row's TCO per hour: a formula carrying core's number under the edited scenario.
    const Catalog& catalog = window_->controller()->catalog();
    const System* h100 = catalog.system("hgx-h100");
    QVERIFY(h100);
    const TcoBreakdown t = computeTco(*h100, catalog.chip(h100->chip_id),
                                      window_->controller()->scenario().assumptions);
    found = false;
    for (const auto& row : wb->sheet(kTcoSheet)->cells)
        if (row.size() > kTcoTotal && row[kTcoId].text == "hgx-h100") {
            found = true;
            QVERIFY(row[kTcoTotal].kind == WorkbookCell::Kind::Formula);
            QCOMPARE(row[kTcoTotal].value, t.total.value());
        }
    QVERIFY(found);
    const QString path = dir_->filePath(QStringLiteral("tco.xlsx"));
    QVERIFY2(window_->exportCurrentTable(path),
             qPrintable(dialogs_->errors.join(QLatin1Char('\n'))));
    QVERIFY(test::readFile(path).startsWith("PK")); // a zip, as every .xlsx is
    QVERIFY(window_->showTab(QStringLiteral("buy-rent-api")));
    const auto* bra = qobject_cast<ui::BuyRentApiPage*>(window_->currentPage());
    QVERIFY(bra && bra->tableWorkbook() && bra->tableWorkbook()->sheet(kBuyRentApiSheet));
    const QString braPath = dir_->filePath(QStringLiteral("buy-rent-api.xlsx"));
    QVERIFY2(window_->exportCurrentTable(braPath),
             qPrintable(dialogs_->errors.join(QLatin1Char('\n'))));
    // A tab without a table says so and writes nothing.
    QVERIFY(window_->showTab(QStringLiteral("specs")));
    const QString none = dir_->filePath(QStringLiteral("specs.xlsx"));
    QVERIFY(!window_->exportCurrentTable(none));
    QVERIFY(!QFile::exists(none));
    QVERIFY(!dialogs_->errors.isEmpty() &&
            dialogs_->errors.last().contains(QLatin1String("no table")));
}

void TestMainWindow::exportEachFormat() {
    QFETCH(QString, tab);
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    QVERIFY(window_->showTab(tab));
    const QString path = dir_->filePath(tab + QStringLiteral(".") + suffix);
    QVERIFY2(window_->exportCurrentChart(path),
             qPrintable(dialogs_->errors.join(QLatin1Char('\n'))));
    const QByteArray bytes = test::readFile(path);
    QVERIFY(bytes.startsWith(magic));
    QVERIFY(bytes.size() > 5000);
    if (suffix == QLatin1String("png")) {
        const QImage img(path);
        QCOMPARE(img.size(), QSize(1600, 1000));
        // The caption names the scenario: the bottom strip is not blank.
        bool ink = false;
        for (int x = 0; x < img.width() && !ink; x += 3)
            for (int y = img.height() - 60; y < img.height() && !ink; ++y)
                ink = img.pixelColor(x, y).lightness() < 128;
        QVERIFY(ink);
    }
    if (suffix == QLatin1String("svg")) QVERIFY(bytes.contains("semianalysis-2025"));
}

void TestMainWindow::cliExportChart() {
    cli::setChartExporter(&ui::exportChartRequest);
    const std::string out = dir_->filePath(QStringLiteral("cli.svg")).toStdString();
    std::ostringstream o, e;
    const int code =
        cli::run({"--db", dir_->filePath(QStringLiteral("u.sqlite")).toStdString(), "export-chart",
                  "--chart", "collective", "--op", "all_to_all", "--ranks", "16", "--out", out},
                 o, e);
    QVERIFY2(code == 0, e.str().c_str());
    QVERIFY(test::readFile(QString::fromStdString(out)).contains("all to all"));
    std::ostringstream o2, e2;
    QCOMPARE(cli::run({"export-chart", "--chart", "pie", "--out", out}, o2, e2), 1);
    QVERIFY(QString::fromStdString(e2.str()).contains(QStringLiteral("known: tco")));

    // A slide in Chinese or Korean, headless; the application keeps its own language after.
    const ui::Language before = ui::currentLanguage();
    const std::string zh = dir_->filePath(QStringLiteral("break-even-zh.svg")).toStdString();
    for (const auto& [lang, file, words] :
         {std::tuple{"zh", zh, QStringLiteral("每月成本")},
          std::tuple{"ko", dir_->filePath(QStringLiteral("break-even-ko.svg")).toStdString(),
                     QStringLiteral("월 비용")},
          std::tuple{"en", dir_->filePath(QStringLiteral("break-even-en.svg")).toStdString(),
                     QStringLiteral("monthly cost")}}) {
        std::ostringstream o3, e3;
        QCOMPARE(cli::run({"--db", dir_->filePath(QStringLiteral("u.sqlite")).toStdString(),
                           "export-chart", "--chart", "break-even", "--systems", "hgx-b200",
                           "--model", "llama-3.1-70b", "--lang", lang, "--out", file},
                          o3, e3),
                 0);
        const QString svg = QString::fromUtf8(test::readFile(QString::fromStdString(file)));
        QVERIFY2(svg.contains(words), lang);
        QCOMPARE(ui::currentLanguage(), before);
    }
    std::ostringstream o4, e4;
    QCOMPARE(cli::run({"export-chart", "--chart", "tco", "--lang", "fr", "--out", zh}, o4, e4), 2);
    QVERIFY(QString::fromStdString(e4.str()).contains(QStringLiteral("en, ko or zh")));
}

void TestMainWindow::workloadTabsDrawCoreNumbers() {
    QVERIFY(window_->showTab(QStringLiteral("inference")));
    ui::ChartPage* inf = window_->currentPage();
    const Catalog& c = window_->controller()->catalog();
    const System& h200 = *c.system("hgx-h200");
    const LlmModel& m = *c.model("llama-3.1-70b");
    // The HGX H200 curve is core's Pareto frontier, point for point.
    InferenceQuery q;
    q.gpus = 8;
    const auto frontier = paretoFrontier(
        inferenceSweep(c, h200, m, q, window_->controller()->scenario().assumptions));
    QVERIFY(!frontier.empty());
    QLineSeries* line = nullptr;
    for (auto* s : inf->chart()->series())
        if (s->name() == QLatin1String("HGX H200 NVL8")) line = qobject_cast<QLineSeries*>(s);
    QVERIFY(line);
    QCOMPARE(line->count(), int(frontier.size()));
    for (int i = 0; i < line->count(); ++i) {
        SIL_FUZZY_COMPARE(line->at(i).x(), frontier[std::size_t(i)].tokens_per_s_per_user, 1e-12);
        SIL_FUZZY_COMPARE(line->at(i).y(), frontier[std::size_t(i)].tokens_per_s_per_gpu, 1e-12);
        if (i > 0)
            QVERIFY(line->at(i).y() < line->at(i - 1).y()); // a frontier trades one for the other
    }
    QVERIFY(inf->captionLines().join(QLatin1Char(' ')).contains(QStringLiteral("H200")));

    QVERIFY(window_->showTab(QStringLiteral("training")));
    ui::ChartPage* tr = window_->currentPage();
    TrainingQuery t;
    t.gpus = 1024;
    t.tokens = 15e12;
    const auto r = estimateTraining(c, h200, m, t, window_->controller()->scenario().assumptions);
    QVERIFY(r.ok && r.fits);
    double stacked = 0.0;
    for (const char* part : {"Compute", "Tensor-parallel comm.", "Expert-parallel comm.",
                             "Pipeline bubble", "Data-parallel comm. (exposed)"})
        stacked +=
            std::max(0.0, barPart(tr, QString::fromLatin1(part), QStringLiteral("HGX H200 NVL8")));
    SIL_FUZZY_COMPARE(stacked, r.days, 1e-9);
    QVERIFY(tr->notes().join(QLatin1Char(' ')).contains(QStringLiteral("HGX H200 NVL8: tp")));

    // And the CLI renders both.
    cli::setChartExporter(&ui::exportChartRequest);
    for (const char* chart : {"inference", "training"}) {
        const std::string out = dir_->filePath(QStringLiteral("%1.png").arg(chart)).toStdString();
        std::ostringstream o, e;
        QCOMPARE(cli::run({"--db", dir_->filePath(QStringLiteral("u.sqlite")).toStdString(),
                           "export-chart", "--chart", chart, "--out", out},
                          o, e),
                 0);
        QVERIFY(!QImage(QString::fromStdString(out)).isNull());
    }
}

void TestMainWindow::trainingTabByDeadline() {
    QVERIFY(window_->showTab(QStringLiteral("training")));
    ui::ChartPage* tr = window_->currentPage();
    tr->restoreState({{QStringLiteral("deadline"), 90}});
    tr->refresh();
    const Catalog& c = window_->controller()->catalog();
    DeadlineQuery q;
    q.training.tokens = 15e12;
    q.deadline_days = 90;
    const auto p = planForDeadline(c, *c.system("hgx-h200"), *c.model("llama-3.1-70b"), q,
                                   window_->controller()->scenario().assumptions);
    QVERIFY2(p.found, p.why_not.c_str());
    QCOMPARE(barPart(tr, QStringLiteral("GPUs (whole servers or racks)"),
                     QStringLiteral("HGX H200 NVL8")),
             double(p.gpus));
    QVERIFY(tr->notes().join(QLatin1Char(' ')).contains(QStringLiteral("days with interruptions")));
    // 70B has no published batch: the note says the 4M-token default.
    QVERIFY(tr->notes().join(QLatin1Char(' ')).contains(QStringLiteral("about 4M tokens a step")));
    // In a hall, each system's racks, MW and what is left of the hall, as core plans them.
    window_->controller()->setAssumption(QStringLiteral("hall_mw"), 30.0);
    window_->controller()->recomputeNow();
    tr->refresh();
    const auto inHall = planForDeadline(c, *c.system("hgx-h200"), *c.model("llama-3.1-70b"), q,
                                        window_->controller()->scenario().assumptions);
    QVERIFY2(inHall.found, inHall.why_not.c_str());
    const QString left =
        QStringLiteral("the hall's 30.00 MW leave %1 MW").arg(inHall.hall_mw_left, 0, 'f', 2);
    QVERIFY2(tr->notes().join(QLatin1Char(' ')).contains(left), qPrintable(left));
    window_->controller()->resetAssumption(QStringLiteral("hall_mw"));
    window_->controller()->recomputeNow();
    tr->restoreState({{QStringLiteral("deadline"), 0}});
}

void TestMainWindow::captionWarnsWhenCapexYearsDiffer() {
    ui::ChartPage* tco = window_->page(QStringLiteral("tco"));
    window_->controller()->setSelectedSystems(
        {QStringLiteral("hgx-b200"), QStringLiteral("gb200-nvl72")});
    window_->controller()->recomputeNow();
    tco->refresh();
    QVERIFY(
        !tco->captionLines().join(QLatin1Char(' ')).contains(QStringLiteral("different years")));
    QCOMPARE(capexAsOf(window_->controller()->catalog(),
                       *window_->controller()->catalog().system("vr200-nvl144")),
             std::string("2026-05"));
    window_->controller()->setSelectedSystems(
        {QStringLiteral("hgx-b200"), QStringLiteral("vr200-nvl144")});
    window_->controller()->recomputeNow();
    tco->refresh();
    const QString caption = tco->captionLines().join(QLatin1Char(' '));
    QVERIFY2(caption.contains(QStringLiteral("different years")) &&
                 caption.contains(QStringLiteral("2025")) &&
                 caption.contains(QStringLiteral("2026")),
             qPrintable(caption));
}

void TestMainWindow::pageStateRoundTrips() {
    // Export renders a fresh page from saveState(): every control must survive the trip.
    ui::ChartPage* cost = window_->page(QStringLiteral("cost-per-pflop"));
    QVariantMap state = cost->saveState();
    QCOMPARE(state.value(QStringLiteral("cost")).toString(), QStringLiteral("capital"));
    state.insert(QStringLiteral("cost"), QStringLiteral("full"));
    state.insert(QStringLiteral("flops"), QStringLiteral("realized"));
    cost->restoreState(state);
    QCOMPARE(cost->saveState(), state);
    QVERIFY(cost->chart()->title().contains(QStringLiteral("realized")));
    ui::ChartPage* slow = window_->page(QStringLiteral("slowdown"));
    QVariantMap s2 = slow->saveState();
    s2.insert(QStringLiteral("reference"), QStringLiteral("hgx-h200"));
    s2.insert(QStringLiteral("op"), QStringLiteral("all_to_all"));
    s2.insert(QStringLiteral("ranks"), 16);
    slow->restoreState(s2);
    QCOMPARE(slow->saveState(), s2);
    QVERIFY(slow->chart()->title().contains(QStringLiteral("HGX H200")));
}

void TestMainWindow::importRejectsBadFileWithDialog() {
    const QString path = dir_->filePath(QStringLiteral("chips.csv"));
    QVERIFY(test::writeFile(path, "id,name,vendor,tdp_w\nx,X,V,-5\n"));
    const auto chipsBefore = window_->controller()->baseCatalog().chips.size();
    QVERIFY(!window_->importCatalogFile(path));
    QCOMPARE(dialogs_->errors.size(), 1);
    QVERIFY(dialogs_->errors.first().contains(QStringLiteral("line 2 (row 1), field tdp_w")));
    QCOMPARE(window_->controller()->baseCatalog().chips.size(), chipsBefore);
}

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
