// Charts stay legible whatever the selection: the shipped set, 15, 40, 200 and 1,000 systems,
// in the scrolling GUI and in a fixed-size export. Checked on the drawn label geometry: no
// system label elided, no two labels overlapping, every drawn row labelled. A PNG export,
// painted in strips while the strips before are encoded, is the picture painted whole.
#include "ChartCli.h"
#include "ControllerFixture.h"

#include "TestSupport.h"
#include "bench/CatalogGenerator.h"
#include "core/catalog/chip_ranking.h"
#include "core/economics/stats.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/StackedBarsItem.h"
#include "ui/export/ChartExport.h"

#include <QBarCategoryAxis>
#include <QGraphicsScene>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLineSeries>
#include <QObject>
#include <QSet>
#include <QTemporaryDir>
#include <QToolTip>
#include <algorithm>
#include <map>
#include <memory>

using namespace sil;

class TestChartsAtScale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void labelsAreWholeAndApart_data();
    void labelsAreWholeAndApart();
    void barsItemDrawsEveryPartWhereTheAxesSay();
    void summaryRowIsABoxOfTheRest();
    void highlightedSystemsAreDrawnAndInColour();
    void perWattRankingExportRanksEverySystem();
    void perWattRankingFromTheCommandLine();
    void exportInStripsIsThePicturePaintedWhole_data();
    void exportInStripsIsThePicturePaintedWhole();

private:
    // Systems with a TCO, in catalog order: the shipped ones first, then the generated ones.
    std::vector<const System*> systemsWithTco() const;
    static QStringList ids(const std::vector<const System*>& systems);
    // The TCO page of the selection laid out as an export holds it: 20 rows, the rest summarised.
    std::unique_ptr<ui::ChartPage> exportedTcoPage() const;
    static QStringList categoriesOf(const ui::ChartPage& page);
    // Every shipped system, selected.
    QStringList selectEveryShippedSystem() const;
    test::ControllerFixture f_;
};

std::vector<const System*> TestChartsAtScale::systemsWithTco() const {
    std::vector<const System*> out;
    for (const auto& s : f_.controller->catalog().systems)
        if (const SystemResult* r = f_.controller->resultFor(s.id); r && r->tco.total.ok())
            out.push_back(&s);
    return out;
}

QStringList TestChartsAtScale::ids(const std::vector<const System*>& systems) {
    QStringList out;
    for (const System* s : systems)
        out << QString::fromStdString(s->id);
    return out;
}

std::unique_ptr<ui::ChartPage> TestChartsAtScale::exportedTcoPage() const {
    std::unique_ptr<ui::ChartPage> page(
        ui::createChartPage(QStringLiteral("tco"), f_.controller.get()));
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->resize(1600, 1000);
    page->setRowBudget(20);
    page->show();
    page->refresh();
    QApplication::processEvents();
    return page;
}

QStringList TestChartsAtScale::categoriesOf(const ui::ChartPage& page) {
    QStringList categories;
    for (auto* a : page.chart()->axes())
        if (auto* c = qobject_cast<QBarCategoryAxis*>(a)) categories += c->categories();
    return categories;
}

void TestChartsAtScale::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    QVERIFY2(f_.store.importBatch(bench::generateCatalog(1000)),
             qPrintable(f_.store.errorString()));
    QVERIFY2(f_.controller->reloadCatalog(&error), qPrintable(error));
}

void TestChartsAtScale::labelsAreWholeAndApart_data() {
    QTest::addColumn<QString>("chart");
    QTest::addColumn<int>("systems");
    QTest::addColumn<bool>("exported");
    const QStringList charts = {QStringLiteral("tco"), QStringLiteral("cost-per-pflop"),
                                QStringLiteral("flops-per-watt"), QStringLiteral("rent-vs-buy"),
                                QStringLiteral("training")};
    for (const QString& chart : charts)
        for (int n : {10, 15, 40, 200, 1000})
            for (bool exported : {false, true}) {
                if (chart == QLatin1String("training") && n > 40)
                    continue; // layout search per system
                const QString row =
                    QStringLiteral("%1 %2 %3")
                        .arg(chart)
                        .arg(n)
                        .arg(exported ? QStringLiteral("export") : QStringLiteral("gui"));
                QTest::newRow(qPrintable(row)) << chart << n << exported;
            }
}

void TestChartsAtScale::labelsAreWholeAndApart() {
    QFETCH(QString, chart);
    QFETCH(int, systems);
    QFETCH(bool, exported);
    // The shipped systems with a TCO first (the 10 of the default view), then generated ones.
    const QStringList chosen = ids(systemsWithTco()).mid(0, systems);
    QCOMPARE(chosen.size(), systems);
    f_.controller->setSelectedSystems(chosen);
    f_.controller->recomputeNow();

    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(chart, f_.controller.get()));
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->resize(1600, 1000);
    if (exported) page->setRowBudget(20);
    page->show();
    page->setPresentationStyle(exported);
    QApplication::processEvents();
    page->chartView()->resize(1600, std::max(1000, page->chartView()->minimumHeight()));
    QApplication::processEvents();
    (void)page->chartView()->grab(); // lays the scene out as drawn

    const QStringList categories = categoriesOf(*page);
    QList<QRectF> boxes;
    QSet<QString> drawn;
    for (QGraphicsItem* item : page->chartView()->scene()->items()) {
        auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
        if (!text || !text->isVisible()) continue;
        const QString s = text->toPlainText();
        if (s.isEmpty()) continue;
        QVERIFY2(!s.endsWith(QStringLiteral("...")) && !s.endsWith(QChar(0x2026)),
                 qPrintable(QStringLiteral("elided label: ") + s));
        drawn.insert(s);
        boxes << text->sceneBoundingRect().adjusted(1, 1, -1, -1);
    }
    for (int i = 0; i < boxes.size(); ++i)
        for (int j = i + 1; j < boxes.size(); ++j)
            QVERIFY2(!boxes[i].intersects(boxes[j]),
                     qPrintable(QStringLiteral("labels overlap at (%1, %2)")
                                    .arg(boxes[i].x())
                                    .arg(boxes[i].y())));
    // Every bar has its whole name drawn (system charts label their bars by category).
    for (const QString& name : categories)
        if (!name.isEmpty() && !QStringList({QStringLiteral("FP4"), QStringLiteral("FP6"),
                                             QStringLiteral("FP8"), QStringLiteral("BF16")})
                                    .contains(name))
            QVERIFY2(drawn.contains(name), qPrintable(QStringLiteral("no label for ") + name));
    // The export holds the rows it can and summarises the rest in one row.
    if (exported && categories.size() > 1 && systems > 20)
        QVERIFY(std::any_of(categories.begin(), categories.end(),
                            [](const QString& c) { return c.startsWith(QLatin1Char('+')); }));
}

// Many systems are drawn as horizontal bars by one item (not an item per bar): every part of
// every row has the value the core computed, stacked in legend order from zero, in its row, at
// the length the value axis gives it, and an edit moves them.
void TestChartsAtScale::barsItemDrawsEveryPartWhereTheAxesSay() {
    QStringList ids;
    std::map<QString, std::string> idOfLabel;
    for (const auto& s : f_.controller->catalog().systems)
        if (const SystemResult* r = f_.controller->resultFor(s.id); r && r->tco.total.ok()) {
            ids << QString::fromStdString(s.id);
            idOfLabel[ui::systemLabel(s)] = s.id;
        }
    ids = ids.mid(0, 200);
    f_.controller->setSelectedSystems(ids);
    f_.controller->recomputeNow();
    std::unique_ptr<ui::ChartPage> page(
        ui::createChartPage(QStringLiteral("tco"), f_.controller.get()));
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->resize(1600, 1000);
    page->show();
    page->refresh();
    QApplication::processEvents();
    QVERIFY(page->horizontalBars());

    const auto check = [&] {
        ui::StackedBarsItem* bars = nullptr;
        for (QGraphicsItem* item : page->chartView()->scene()->items())
            if (auto* b = dynamic_cast<ui::StackedBarsItem*>(item)) bars = b;
        QVERIFY(bars);
        QAbstractSeries* series = page->chart()->series().value(0);
        QVERIFY(series);
        QStringList categories;
        for (auto* a : page->chart()->axes())
            if (auto* c = qobject_cast<QBarCategoryAxis*>(a)) categories = c->categories();
        QCOMPARE(categories.size(), 200);
        const QPointF origin = page->chart()->mapToPosition(QPointF(0, 0), series);
        const double pxPerUsd =
            page->chart()->mapToPosition(QPointF(1, 0), series).x() - origin.x();
        QVERIFY(pxPerUsd > 0);
        const char* names[] = {"Capital", "Power",       "Colocation",
                               "Support", "Maintenance", "Software"};
        Figure TcoBreakdown::*members[] = {&TcoBreakdown::capital,     &TcoBreakdown::power,
                                           &TcoBreakdown::colocation,  &TcoBreakdown::support,
                                           &TcoBreakdown::maintenance, &TcoBreakdown::software};
        int parts = 0;
        for (int row = 0; row < categories.size(); ++row) {
            const auto id = idOfLabel.find(categories[row]);
            QVERIFY2(id != idOfLabel.end(), qPrintable(categories[row]));
            const SystemResult* r = f_.controller->tcoResultFor(id->second);
            QVERIFY(r);
            // The row's parts, left to right, as the item holds them.
            std::vector<ui::StackedBarsItem::Part> drawn;
            for (const auto& p : bars->parts())
                if (p.row == row) drawn.push_back(p);
            std::sort(drawn.begin(), drawn.end(),
                      [](const auto& a, const auto& b) { return a.rect.left() < b.rect.left(); });
            QVERIFY(!drawn.empty());
            double stacked = 0.0;
            for (const auto& p : drawn) {
                SIL_FUZZY_COMPARE(p.rect.left(), origin.x() + stacked * pxPerUsd, 1e-9);
                SIL_FUZZY_COMPARE(p.rect.width(), p.value * pxPerUsd, 1e-9);
                const QPointF centre = page->chart()->mapToPosition(QPointF(0, row), series);
                SIL_FUZZY_COMPARE(p.rect.center().y(), centre.y(), 1e-9);
                stacked += p.value;
                ++parts;
            }
            SIL_FUZZY_COMPARE(stacked, r->tco.total.value(), 1e-12);
            for (std::size_t k = 0; k < std::size(names); ++k) {
                const double v = ((r->tco).*(members[k])).valueOr(0.0);
                const double shown =
                    page->drawnBarValue(QString::fromLatin1(names[k]), categories[row]);
                if (v > 0.0) SIL_FUZZY_COMPARE(shown, v, 1e-12);
            }
        }
        QVERIFY(parts >= 3 * 200);
        // Hovering a part names its system, its layer and its value.
        const ui::StackedBarsItem::Part& first = bars->parts().front();
        QGraphicsSceneHoverEvent hover(QEvent::GraphicsSceneHoverMove);
        hover.setPos(first.rect.center()); // the item draws in its own coordinates
        page->chartView()->scene()->sendEvent(bars, &hover);
        QVERIFY2(QToolTip::text().startsWith(categories[first.row] + QStringLiteral(" — Capital")),
                 qPrintable(QToolTip::text()));
    };
    check();
    if (QTest::currentTestFailed()) return;
    // An edit moves the bars in place (the power part of every row), still exact.
    f_.controller->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.31);
    f_.controller->recomputeNow();
    page->refresh(); // what the window does on resultsChanged
    QApplication::processEvents();
    check();
}

// An export of a thousand systems draws the rows it has room for; the rest are one grey box
// from the P10 to the P90 of their TCOs, ticked at their median, as the core computes them.
void TestChartsAtScale::summaryRowIsABoxOfTheRest() {
    const std::vector<const System*> all = systemsWithTco();
    std::map<QString, double> totalOfLabel;
    for (const System* s : all)
        totalOfLabel[ui::systemLabel(*s)] = f_.controller->resultFor(s->id)->tco.total.value();
    f_.controller->setSelectedSystems(ids(all));
    f_.controller->recomputeNow();
    const std::unique_ptr<ui::ChartPage> page = exportedTcoPage();
    const QStringList categories = categoriesOf(*page);
    int summaryRow = -1;
    std::map<QString, double> rest = totalOfLabel;
    for (int row = 0; row < categories.size(); ++row) {
        if (categories[row].startsWith(QLatin1Char('+')))
            summaryRow = row;
        else
            QVERIFY2(rest.erase(categories[row]) == 1, qPrintable(categories[row]));
    }
    QVERIFY(summaryRow >= 0);
    QVERIFY2(categories[summaryRow].startsWith(QStringLiteral("+%L1 more").arg(rest.size())),
             qPrintable(categories[summaryRow]));
    std::vector<double> values;
    for (const auto& [label, total] : rest)
        values.push_back(total);
    std::sort(values.begin(), values.end());

    ui::StackedBarsItem* bars = nullptr;
    for (QGraphicsItem* item : page->chartView()->scene()->items())
        if (auto* b = dynamic_cast<ui::StackedBarsItem*>(item)) bars = b;
    QVERIFY(bars);
    const ui::StackedBarsItem::Part* box = nullptr;
    for (const auto& p : bars->parts())
        if (p.row == summaryRow) box = &p;
    QVERIFY(box);
    QAbstractSeries* series = page->chart()->series().value(0);
    const auto x = [&](double v) {
        return page->chart()->mapToPosition(QPointF(v, 0), series).x();
    };
    SIL_FUZZY_COMPARE(box->rect.left(), x(quantileOfSorted(values, 0.1)), 1e-9);
    SIL_FUZZY_COMPARE(box->rect.right(), x(quantileOfSorted(values, 0.9)), 1e-9);
    SIL_FUZZY_COMPARE(box->tickX, x(quantileOfSorted(values, 0.5)), 1e-9);
    QVERIFY(box->rect.width() > 10.0); // a spread, not a line
    // The caption says what the box is, with the extremes.
    const QString note = page->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(note.contains(QStringLiteral("Grey box: the %L1 systems not drawn").arg(rest.size())),
             qPrintable(note));
}

// A highlighted system (pinned) is drawn even when its rank would summarise it away, and on a
// crowded line chart it is in colour over the others in grey, in a legend of its own size;
// the caption says so.
void TestChartsAtScale::highlightedSystemsAreDrawnAndInColour() {
    const std::vector<const System*> all = systemsWithTco();
    const QStringList allIds = ids(all);
    QString costliest;
    double highest = 0.0;
    std::map<QString, QString> labelOf;
    for (const System* s : all) {
        const QString id = QString::fromStdString(s->id);
        labelOf[id] = ui::systemLabel(*s);
        if (const double tco = f_.controller->resultFor(s->id)->tco.total.value(); tco > highest) {
            highest = tco;
            costliest = id;
        }
    }
    f_.controller->setSelectedSystems(allIds);
    f_.controller->recomputeNow();
    const auto drawnRows = [&] { return categoriesOf(*exportedTcoPage()); };
    QVERIFY(!drawnRows().contains(labelOf[costliest])); // the cheapest rows are drawn
    f_.controller->setPinned(costliest, true);
    QVERIFY(drawnRows().contains(labelOf[costliest]));

    // Slowdown against the default reference: 200 curves, two highlighted.
    f_.controller->setSelectedSystems(allIds.mid(0, 200));
    f_.controller->setPinned(costliest, false);
    const QStringList pinned = {allIds[0], allIds[150]};
    for (const QString& id : pinned)
        f_.controller->setPinned(id, true);
    f_.controller->recomputeNow();
    std::unique_ptr<ui::ChartPage> page(
        ui::createChartPage(QStringLiteral("slowdown"), f_.controller.get()));
    page->refresh();
    int coloured = 0, grey = 0;
    for (QAbstractSeries* s : page->chart()->series()) {
        auto* line = qobject_cast<QLineSeries*>(s);
        if (!line || line->points().size() < 2) continue;
        if (line->property("grey").toBool()) {
            ++grey;
            QCOMPARE(line->pen().color(), QColor(0xc8c8c8));
        } else if (line->pen().color() != QColor(0xc8c8c8) && line->pen().widthF() > 2.0) {
            ++coloured;
            QVERIFY2(line->name() == labelOf[pinned[0]] || line->name() == labelOf[pinned[1]] ||
                         line->name().contains(labelOf[pinned[0]]) ||
                         line->name().contains(labelOf[pinned[1]]),
                     qPrintable(line->name()));
        }
    }
    // Drawn over the grey curves (Qt Charts draws series in order), and the legend, which lists
    // the coloured ones only, keeps its size.
    const QList<QAbstractSeries*> series = page->chart()->series();
    for (qsizetype i = series.size() - 2; i < series.size(); ++i)
        QVERIFY2(!series[i]->property("grey").toBool(), qPrintable(series[i]->name()));
    QCOMPARE(page->chart()->legend()->font().pointSize(), 10);
    for (const QString& id : pinned)
        f_.controller->setPinned(id, false);
    QCOMPARE(coloured, 2);
    QVERIFY2(grey > 100, qPrintable(QString::number(grey)));
    QVERIFY2(page->captionLines()
                 .join(QLatin1Char('\n'))
                 .contains(QStringLiteral("2 highlighted systems in colour over")),
             qPrintable(page->captionLines().join(QLatin1Char('\n'))));
}

void TestChartsAtScale::exportInStripsIsThePicturePaintedWhole_data() {
    QTest::addColumn<QString>("chart");
    QTest::addColumn<int>("systems");
    QTest::addColumn<bool>("exact");
    // Fills and text come out the same pixel for pixel. Antialiased curves drawn clipped to a
    // strip are stroked from the clipped segment, so a few edge pixels may differ by a shade.
    QTest::newRow("tco 10") << QStringLiteral("tco") << 10 << true;
    QTest::newRow("tco 1000") << QStringLiteral("tco") << 1000 << true;
    QTest::newRow("flops-per-watt 200") << QStringLiteral("flops-per-watt") << 200 << true;
    QTest::newRow("collective 10") << QStringLiteral("collective") << 10 << false;
    QTest::newRow("slowdown 40") << QStringLiteral("slowdown") << 40 << false;
}

void TestChartsAtScale::exportInStripsIsThePicturePaintedWhole() {
    QFETCH(QString, chart);
    QFETCH(int, systems);
    QFETCH(bool, exact);
    f_.controller->setSelectedSystems(ids(systemsWithTco()).mid(0, systems));
    f_.controller->recomputeNow();
    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(chart, f_.controller.get()));
    const QImage whole =
        ui::renderPageImage(page.get(), f_.controller.get()).convertToFormat(QImage::Format_RGB32);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    QString error;
    QVERIFY2(ui::exportPage(page.get(), f_.controller.get(), path, &error), qPrintable(error));
    const QImage strips = QImage(path).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(strips.size(), whole.size());
    int differing = 0;
    int worst = 0;
    for (int y = 0; y < whole.height(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(whole.constScanLine(y));
        const auto* b = reinterpret_cast<const QRgb*>(strips.constScanLine(y));
        for (int x = 0; x < whole.width(); ++x) {
            if (a[x] == b[x]) continue;
            ++differing;
            worst = std::max({worst, std::abs(qRed(a[x]) - qRed(b[x])),
                              std::abs(qGreen(a[x]) - qGreen(b[x])),
                              std::abs(qBlue(a[x]) - qBlue(b[x]))});
        }
    }
    const QString what = QStringLiteral("%1 pixels differ, by up to %2").arg(differing).arg(worst);
    if (exact) QVERIFY2(differing == 0, qPrintable(what));
    // A misplaced or missing strip differs in whole rows; a shade on curve edges does not.
    QVERIFY2(differing <= whole.width() * whole.height() / 500 && worst <= 16, qPrintable(what));
}

QStringList TestChartsAtScale::selectEveryShippedSystem() const {
    QStringList ids;
    for (const System& s : test::shippedCatalog().systems)
        ids << QString::fromStdString(s.id);
    f_.controller->setSelectedSystems(ids);
    f_.controller->recomputeNow();
    return ids;
}

// A ranking ranks every system: the FLOP/s-per-watt chart of every shipped system, exported at
// the default picture size, draws one row per system it can rank (none summarised into a
// "+N more" row), on a picture grown so each row keeps a legible line, and every row whose
// chip's FLOP/s or TDP the catalog keeps as a range draws that range.
void TestChartsAtScale::perWattRankingExportRanksEverySystem() {
    const QStringList ids = selectEveryShippedSystem();
    QVERIFY(ids.size() > ui::ChartPage::kMaxVerticalBars);
    std::unique_ptr<ui::ChartPage> live(
        ui::createChartPage(QStringLiteral("flops-per-watt"), f_.controller.get()));
    live->restoreState({{QStringLiteral("rank"), QStringLiteral("bf16")}});
    const ui::ExportStyle style;
    const std::unique_ptr<ui::ChartPage> page = ui::exportedPage(live.get(), f_.controller.get());
    QVERIFY(!page->summarisesRows());

    const Catalog& catalog = f_.controller->catalog();
    QStringList rankable;
    int ranged = 0;
    for (const QString& id : ids) {
        const SystemResult* r = f_.controller->resultFor(id.toStdString());
        if (!r || !r->per_dtype[index(Dtype::BF16)].tflops_per_watt.ok()) continue;
        const System* s = catalog.system(id.toStdString());
        rankable << ui::systemLabel(*s);
        const RankedChip chip = chipPerWatt(*catalog.chip(s->chip_id), Dtype::BF16);
        if (chip.low < *chip.value || chip.high > *chip.value) ++ranged;
    }
    QVERIFY(rankable.size() > 30);
    const QStringList categories = categoriesOf(*page);
    QCOMPARE(categories.size(), rankable.size());
    for (const QString& label : rankable)
        QVERIFY2(categories.contains(label), qPrintable(label));
    QVERIFY(ranged > 0);
    QCOMPARE(int(page->drawnRanges().size()), ranged);

    // Every row's name drawn whole and apart from the others, whatever their number.
    (void)page->chartView()->grab(); // lays the scene out as drawn
    QList<QRectF> boxes;
    for (QGraphicsItem* item : page->chartView()->scene()->items())
        if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
            text && text->isVisible() && rankable.contains(text->toPlainText()))
            boxes << text->sceneBoundingRect().adjusted(1, 1, -1, -1);
    QCOMPARE(boxes.size(), rankable.size());
    for (int i = 0; i < boxes.size(); ++i)
        for (int j = i + 1; j < boxes.size(); ++j)
            QVERIFY2(!boxes[i].intersects(boxes[j]),
                     qPrintable(QStringLiteral("labels overlap at y %1").arg(boxes[i].y())));

    // The file is that picture: taller than the asked 1,000 pixels.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rank.png"));
    QString error;
    QVERIFY2(ui::exportPage(live.get(), f_.controller.get(), path, &error, style),
             qPrintable(error));
    const QImage image(path);
    QCOMPARE(image.width(), style.size.width());
    QVERIFY(image.height() > style.size.height());
}

// export-chart --chart flops-per-watt --metric bf16 ranks by BF16; another --metric is refused.
void TestChartsAtScale::perWattRankingFromTheCommandLine() {
    test::ChartCli cli;
    std::string systems;
    for (const System& s : test::shippedCatalog().systems)
        systems += (systems.empty() ? "" : ",") + s.id;
    std::string err;
    const std::string out = cli.path(QStringLiteral("rank.png")).toStdString();
    QCOMPARE(cli.run({"export-chart", "--chart", "flops-per-watt", "--systems", systems, "--metric",
                      "bf16", "--out", out},
                     err),
             0);
    QVERIFY(QImage(QString::fromStdString(out)).height() > ui::ExportStyle{}.size.height());
    QCOMPARE(cli.run({"export-chart", "--chart", "flops-per-watt", "--metric", "tco", "--out", out},
                     err),
             1);
    QVERIFY2(err.find("--metric: flops-per-watt ranks many systems by") != std::string::npos,
             err.c_str());
}

QTEST_MAIN(TestChartsAtScale)
#include "TestChartsAtScale.moc"
