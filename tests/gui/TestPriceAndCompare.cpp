// The Price history page and the scenario comparison dialog against core, offscreen.
#include "ChartCli.h"
#include "ControllerFixture.h"
#include "ScriptedDialogs.h"

#include "app/cli/Cli.h"
#include "ui/export/ChartExport.h"

#include "core/economics/price_history.h"
#include "core/economics/scenario_compare.h"
#include "ui/MainWindow.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/PriceHistoryPage.h"
#include "ui/widgets/ChipCompareDialog.h"
#include "ui/widgets/ChipRankingDialog.h"
#include "ui/widgets/DialogProvider.h"
#include "ui/widgets/ScenarioCompareDialog.h"

#include <QAction>
#include <QBarSet>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QLineSeries>
#include <QMenuBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <memory>
#include <sstream>

using namespace sil;
using test::ScriptedDialogs;

namespace {

std::vector<QScatterSeries*> scatters(QChart* chart) {
    std::vector<QScatterSeries*> out;
    for (auto* s : chart->series())
        if (auto* sc = qobject_cast<QScatterSeries*>(s)) out.push_back(sc);
    return out;
}

std::vector<QLineSeries*> lines(QChart* chart) {
    std::vector<QLineSeries*> out;
    for (auto* s : chart->series())
        if (s->type() == QAbstractSeries::SeriesTypeLine)
            out.push_back(static_cast<QLineSeries*>(s));
    return out;
}

} // namespace

class TestPriceAndCompare : public QObject {
    Q_OBJECT
private slots:
    void init();
    void priceHistoryOneTermMatchesCore();
    void priceHistoryEveryTerm();
    void priceHistoryByProviderTier();
    void compareDialogListsTheEditedAssumption();
    void chipCompareShowsKindsRangesSourcesAndRatios();
    void chipRankingRanksEveryChipWithRangesAndExports();
    void compareActionOpensANonModalDialog();
    void cliExportsBothCharts();

private:
    std::unique_ptr<test::ControllerFixture> f_;
};

void TestPriceAndCompare::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    f_->controller->recomputeNow();
}

void TestPriceAndCompare::priceHistoryOneTermMatchesCore() {
    std::unique_ptr<ui::ChartPage> base(
        ui::createChartPage(QStringLiteral("price-history"), f_->controller.get()));
    auto* page = qobject_cast<ui::PriceHistoryPage*>(base.get());
    QVERIFY(page);
    const Catalog& cat = f_->controller->catalog();
    QCOMPARE(page->chipId().toStdString(), chipWithMostQuotes(cat)); // the default: H100 SXM
    page->restoreState({{QStringLiteral("term"), QStringLiteral("on_demand")}});
    const PriceHistory core = priceHistory(cat, page->chipId().toStdString(), RentalTerm::OnDemand);
    QCOMPARE(core.series.size(), std::size_t(1));
    const PriceSeries& s = core.series[0];
    QVERIFY(s.trend.ok);

    const auto sc = scatters(page->chart());
    QCOMPARE(sc.size(), std::size_t(1));
    QCOMPARE(std::size_t(sc[0]->count()), s.points.size());
    for (int i = 0; i < sc[0]->count(); ++i)
        QCOMPARE(sc[0]->at(i).y(), s.points[std::size_t(i)].usd_per_gpu_hour);
    // The dashed trend: its slope per year of 365.25 days is core's.
    const auto ls = lines(page->chart());
    QCOMPARE(ls.size(), std::size_t(1));
    const QPointF a = ls[0]->at(0), b = ls[0]->at(1);
    const double years = (b.x() - a.x()) / 86400000.0 / 365.25;
    QVERIFY(std::abs((b.y() - a.y()) / years - s.trend.usd_per_gpu_hour_per_year) < 1e-9);
    QCOMPARE(b.y(), s.trend.fitted_usd_per_gpu_hour_at_latest);
    QVERIFY2(ls[0]->name().contains(QStringLiteral("%/year")), qPrintable(ls[0]->name()));
    QVERIFY(ls[0]->pen().style() == Qt::DashLine);
    // Hover text: provider, date, term, price and quote id of that point.
    const PricePoint& p0 = s.points.front();
    const QString tip = page->tooltipFor(sc[0], 0);
    QVERIFY2(tip.contains(QString::fromStdString(p0.provider)), qPrintable(tip));
    QVERIFY(tip.contains(QString::fromStdString(p0.date)));
    QVERIFY(tip.contains(QString::fromStdString(p0.quote_id)));
    QVERIFY(tip.contains(QStringLiteral("on-demand")));
    // The caption counts the quotes and says they are list prices.
    const QString caption = page->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(QStringLiteral("%1 dated quotes").arg(s.points.size())),
             qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("list prices")));
}

void TestPriceAndCompare::priceHistoryEveryTerm() {
    std::unique_ptr<ui::ChartPage> page(
        ui::createChartPage(QStringLiteral("price-history"), f_->controller.get()));
    page->restoreState({{QStringLiteral("chip"), QStringLiteral("h200")},
                        {QStringLiteral("term"), QStringLiteral("all")}});
    const PriceHistory core = priceHistory(f_->controller->catalog(), "h200");
    const auto sc = scatters(page->chart());
    QCOMPARE(sc.size(), core.series.size());
    std::size_t points = 0;
    for (auto* s : sc)
        points += std::size_t(s->count());
    QCOMPARE(points, core.quoteCount());
    std::size_t trends = 0;
    for (const auto& s : core.series)
        trends += s.trend.ok ? 1 : 0;
    QCOMPARE(lines(page->chart()).size(), trends);
    // Quotes with a year or quarter only are listed as not shown, with the reason.
    for (const auto& q : core.skipped)
        QVERIFY(page->notes().join(QLatin1Char('\n')).contains(QString::fromStdString(q.quote_id)));
}

void TestPriceAndCompare::priceHistoryByProviderTier() {
    std::unique_ptr<ui::ChartPage> base(
        ui::createChartPage(QStringLiteral("price-history"), f_->controller.get()));
    auto* page = qobject_cast<ui::PriceHistoryPage*>(base.get());
    QVERIFY(page);
    page->restoreState({{QStringLiteral("chip"), QStringLiteral("h100-sxm")},
                        {QStringLiteral("term"), QStringLiteral("all")},
                        {QStringLiteral("group"), QStringLiteral("tier")}});
    // "All terms" compares the tiers on on-demand quotes, and the title says so.
    const PriceHistory core = priceHistoryByTier(f_->controller->catalog(), "h100-sxm");
    QVERIFY(core.series.size() >= 3);
    QVERIFY2(page->title().contains(QStringLiteral("provider tier")), qPrintable(page->title()));
    QVERIFY(page->title().contains(QStringLiteral("on-demand")));
    const auto sc = scatters(page->chart());
    QCOMPARE(sc.size(), core.series.size());
    for (std::size_t i = 0; i < sc.size(); ++i) {
        QCOMPARE(sc[i]->name(), ui::tierLabel(*core.series[i].tier));
        QCOMPARE(std::size_t(sc[i]->count()), core.series[i].points.size());
        QCOMPARE(sc[i]->color(), ui::tierColor(*core.series[i].tier));
    }
    // Each point's hover names its tier; the notes say the tiers are ours and how they are made.
    QVERIFY(page->tooltipFor(sc[0], 0).contains(ui::tierLabel(*core.series[0].tier)));
    const QString notes = page->notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("tiers are ours")), qPrintable(notes));
    QVERIFY(notes.contains(QStringLiteral("Vast.ai")));
}

// Edit > Compare chips: what core compares, each value with its kind, range and footnote, and
// its ratio to the chosen baseline.
// Edit > Rank chips…: one row per chip of the catalog (not the top dozen), in core's order,
// each ranked row's range in its bar cell, per-dollar rows naming their system, and the CSV
// export core's own.
void TestPriceAndCompare::chipRankingRanksEveryChipWithRangesAndExports() {
    ui::MainWindow window(&f_->store);
    auto dialogs = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* scripted = dialogs.get();
    window.setDialogProvider(std::move(dialogs));
    ui::ChipRankingDialog* dialog = window.openChipRankingDialog();
    QVERIFY(dialog);
    const Catalog& c = window.controller()->catalog();
    for (RankMetric m :
         {RankMetric::Bf16PerWatt, RankMetric::Fp8PerWatt, RankMetric::MemoryGbPerKusd}) {
        dialog->setMetric(m);
        const ChipRanking expected = rankChips(c, m);
        QTableWidget* t = dialog->table();
        QCOMPARE(t->rowCount(), int(c.chips.size()));
        for (int r = 0; r < t->rowCount(); ++r) {
            const RankedChip& row = expected.rows[std::size_t(r)];
            QCOMPARE(t->item(r, 1)->text(), QString::fromStdString(row.chip->name));
            QTableWidgetItem* bar = t->item(r, ui::ChipRankingDialog::kRangeColumn);
            QCOMPARE(bar->data(Qt::UserRole + 1).isValid(), row.value.has_value());
            if (row.value) {
                QCOMPARE(bar->data(Qt::UserRole + 2).toDouble(), row.low);
                QCOMPARE(bar->data(Qt::UserRole + 3).toDouble(), row.high);
            }
            if (row.value && m == RankMetric::MemoryGbPerKusd)
                QCOMPARE(t->item(r, 6)->text(), QString::fromStdString(row.basis));
        }
    }
    QTemporaryDir dir;
    scripted->nextPath = dir.filePath(QStringLiteral("ranking.csv"));
    dialog->findChild<QPushButton*>(QStringLiteral("exportCsv"))->click();
    QVERIFY2(scripted->errors.isEmpty(), qPrintable(scripted->errors.join(QLatin1Char('\n'))));
    QFile f(scripted->nextPath);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().toStdString(), rankingCsv(rankChips(c, RankMetric::MemoryGbPerKusd)));
}

void TestPriceAndCompare::chipCompareShowsKindsRangesSourcesAndRatios() {
    ui::MainWindow window(&f_->store);
    auto* menuAction = [&]() -> QAction* {
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>{})
                if (a->text().contains(QStringLiteral("c&hips"))) return a;
        return nullptr;
    }();
    QVERIFY(menuAction);
    menuAction->trigger();
    auto* dialog = window.findChild<ui::ChipCompareDialog*>();
    QVERIFY(dialog);
    dialog->setChips({QStringLiteral("mi355x"), QStringLiteral("b300")}, QStringLiteral("b300"));
    const ChipComparison& cmp = dialog->comparison();
    QCOMPARE(cmp.chips.size(), std::size_t(2));
    QCOMPARE(cmp.chips[cmp.baseline]->id, std::string("b300"));
    QTableWidget* t = dialog->table();
    QCOMPARE(t->rowCount(), int(cmp.rows.size()));
    QCOMPARE(t->columnCount(), 3); // mi355x, its ratio, b300
    const Catalog& c = window.controller()->catalog();
    for (int r = 0; r < t->rowCount(); ++r) {
        const CompareRow& row = cmp.rows[std::size_t(r)];
        if (row.field == "tdp_w") {
            // B300's TDP carries a range and its source's footnote.
            const Provenance& p = c.chip("b300")->provenanceOf("tdp_w");
            QVERIFY(p.high);
            const QString cell = t->item(r, 2)->text();
            QVERIFY2(cell.contains(QStringLiteral("–")) && cell.contains(QLatin1Char('[')),
                     qPrintable(cell));
        }
        if (row.field == "dense_bf16_tflops") {
            const double ratio = *c.chip("mi355x")->dense_tflops[index(Dtype::BF16)] /
                                 *c.chip("b300")->dense_tflops[index(Dtype::BF16)];
            QCOMPARE(*row.cells[0].ratio, ratio);
            QVERIFY(t->item(r, 1)->text().startsWith(QStringLiteral("×")));
            if (row.cells[0].kind == ValueKind::AnalystEstimate)
                QVERIFY2(t->item(r, 0)->text().contains(QStringLiteral("estimate")),
                         qPrintable(t->item(r, 0)->text()));
        }
    }
    QVERIFY(dialog->sources()->toPlainText().contains(
        QString::fromStdString(c.source(cmp.footnotes.front())->title)));
}

void TestPriceAndCompare::compareDialogListsTheEditedAssumption() {
    ui::ScenarioController* c = f_->controller.get();
    const double before = c->assumption(QStringLiteral("electricity_usd_per_kwh"));
    c->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.12);
    c->recomputeNow();
    ScriptedDialogs dialogs;
    ui::ScenarioCompareDialog dialog(c, &f_->store, &dialogs);
    dialog.show();
    // Default: the loaded scenario (A) against its edited copy (B).
    QCOMPARE(dialog.comboA()->currentData().toString(), ui::ScenarioCompareDialog::loadedKey());
    QCOMPARE(dialog.comboB()->currentData().toString(), ui::ScenarioCompareDialog::currentKey());
    QTableWidget* diffs = dialog.differencesTable();
    QCOMPARE(diffs->rowCount(), 1);
    QCOMPARE(diffs->item(0, 0)->text(), QStringLiteral("Electricity price"));
    QCOMPARE(diffs->item(0, 1)->text(), QStringLiteral("USD/kWh"));
    QCOMPARE(diffs->item(0, 2)->text().toDouble(), before);
    QCOMPARE(diffs->item(0, 3)->text(), QStringLiteral("0.12"));

    std::vector<std::string> ids;
    for (const System* s : c->selectedSystemList())
        ids.push_back(s->id);
    const ScenarioComparison core =
        compareScenarios(c->baseCatalog(), c->loadedScenario(), c->scenario(), ids);
    QCOMPARE(dialog.comparison().systems.size(), core.systems.size());
    QTableWidget* systems = dialog.systemsTable();
    QCOMPARE(std::size_t(systems->rowCount()), core.systems.size());
    int shown = 0;
    for (std::size_t i = 0; i < core.systems.size(); ++i) {
        const Delta& d = core.systems[i].tco_usd_per_gpu_hour;
        if (!d.delta.ok()) {
            QCOMPARE(systems->item(int(i), 3)->text(), QStringLiteral("n/a"));
            continue;
        }
        ++shown;
        QVERIFY(d.delta.value() > 0.0); // dearer power costs more everywhere
        QCOMPARE(systems->item(int(i), 1)->text(), QString::number(d.a.value(), 'f', 3));
        QCOMPARE(systems->item(int(i), 3)->text(),
                 QStringLiteral("+") + QString::number(d.delta.value(), 'f', 3));
        QCOMPARE(systems->item(int(i), 4)->text(),
                 QStringLiteral("+%1 %").arg(d.pct.value(), 0, 'f', 1));
    }
    QVERIFY(shown > 0);
    // The chart: two sets (A and B), one bar each per system with a known TCO; the categories
    // carry the change.
    QAbstractBarSeries* bars = nullptr;
    for (auto* s : dialog.chart()->series())
        if (auto* b = qobject_cast<QAbstractBarSeries*>(s)) bars = b;
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 2);
    QCOMPARE(bars->barSets()[0]->count(), shown);
    const QStringList cats = dialog.chartCategories();
    QCOMPARE(cats.size(), shown);
    const bool horizontal = qobject_cast<QHorizontalBarSeries*>(bars) != nullptr;
    const SystemComparison* first = nullptr;
    for (const auto& s : core.systems)
        if (s.na_reason.empty()) {
            first = &s;
            break;
        }
    const QString firstCat = horizontal ? cats.back() : cats.front();
    QVERIFY2(firstCat.contains(
                 QStringLiteral("(+%1 %)").arg(first->tco_usd_per_gpu_hour.pct.value(), 0, 'f', 1)),
             qPrintable(firstCat));

    // SIL_SCREENSHOT_DIR set: the dialog as it looks, for a person to check.
    if (const QString shots = qEnvironmentVariable("SIL_SCREENSHOT_DIR"); !shots.isEmpty())
        dialog.grab().save(shots + QStringLiteral("/scenario-compare-dialog.png"));
    // Exports: the chart as PNG, the tables as CSV.
    QTemporaryDir dir;
    QString e;
    const QString png = dir.filePath(QStringLiteral("cmp.png"));
    QVERIFY2(dialog.exportChart(png, &e), qPrintable(e));
    QCOMPARE(QImage(png).size(), QSize(1600, 1000));
    const QString csv = dir.filePath(QStringLiteral("cmp.csv"));
    dialogs.nextPath = csv;
    QVERIFY2(dialog.exportCsv(csv, &e), qPrintable(e));
    const QString text = QString::fromUtf8(test::readFile(csv));
    QVERIFY(text.contains(QStringLiteral("electricity_usd_per_kwh")));
    QVERIFY(text.contains(QStringLiteral("tco_usd_per_gpu_hour_a")));

    // Comparing a scenario with itself: no differences, every change zero.
    dialog.comboA()->setCurrentIndex(0);
    QCOMPARE(dialog.differencesTable()->rowCount(), 0);
}

void TestPriceAndCompare::compareActionOpensANonModalDialog() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_->store);
    window.setDialogProvider(std::make_unique<ScriptedDialogs>());
    window.show();
    QAction* compare = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Compare scenarios…"))
                compare = a;
    QVERIFY(compare);
    compare->trigger();
    auto* dialog = window.findChild<ui::ScenarioCompareDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal());
    // The library's scenarios are offered next to the current and loaded ones.
    QVERIFY(dialog->comboA()->findData(QStringLiteral("semianalysis-2025")) >= 0);
    // An edit in the window reaches the open dialog.
    window.controller()->setAssumption(QStringLiteral("pue"), 1.5);
    window.controller()->recomputeNow();
    QCOMPARE(dialog->differencesTable()->rowCount(), 1);
    QCOMPARE(dialog->differencesTable()->item(0, 3)->text(), QStringLiteral("1.5"));
    compare->trigger(); // one dialog, raised again
    QCOMPARE(window.findChildren<ui::ScenarioCompareDialog*>().size(), 1);
}

void TestPriceAndCompare::cliExportsBothCharts() {
    const test::ChartCli cli;
    QTemporaryDir dir;
    auto run = [&cli](std::vector<std::string> args, std::string& err) {
        return cli.run(std::move(args), err);
    };
    std::string err;
    const QString svg = dir.filePath(QStringLiteral("ph.svg"));
    QCOMPARE(run({"export-chart", "--chart", "price-history", "--chip", "h100", "--term",
                  "on-demand", "--out", svg.toStdString()},
                 err),
             0);
    const QByteArray text = test::readFile(svg);
    QVERIFY(text.contains("H100 SXM"));
    QVERIFY(text.contains("on-demand trend"));
    QVERIFY(!text.contains("1-year trend")); // one term only
    QCOMPARE(run({"export-chart", "--chart", "price-history", "--chip", "nonesuch", "--out",
                  svg.toStdString()},
                 err),
             1);
    QVERIFY(QString::fromStdString(err).contains(QStringLiteral("unknown chip")));
    QCOMPARE(run({"export-chart", "--chart", "price-history", "--chip", "h100", "--group", "tier",
                  "--out", svg.toStdString()},
                 err),
             0);
    QVERIFY(test::readFile(svg).contains("hyperscalers trend"));
    QCOMPARE(run({"export-chart", "--chart", "price-history", "--chip", "h100", "--group", "vendor",
                  "--out", svg.toStdString()},
                 err),
             1);
    QVERIFY2(QString::fromStdString(err).contains(QStringLiteral("--group")), err.c_str());

    const QString b = dir.filePath(QStringLiteral("b.json"));
    Scenario s = *f_->store.scenario(QStringLiteral("semianalysis-2025"));
    s.name = "dear-power";
    s.assumptions.electricity_usd_per_kwh = 0.2;
    QVERIFY(test::writeFile(b, QByteArray::fromStdString(scenarioToJson(s))));
    const QString png = dir.filePath(QStringLiteral("cmp.png"));
    QCOMPARE(run({"export-chart", "--chart", "scenario-compare", "--a", "semianalysis-2025", "--b",
                  b.toStdString(), "--systems", "hgx-h200,mi355x-ubb8", "--out", png.toStdString()},
                 err),
             0);
    QCOMPARE(QImage(png).size(), QSize(1600, 1000));
    QCOMPARE(run({"export-chart", "--chart", "scenario-compare", "--a", "semianalysis-2025",
                  "--out", png.toStdString()},
                 err),
             2);
}

QTEST_MAIN(TestPriceAndCompare)
#include "TestPriceAndCompare.moc"
