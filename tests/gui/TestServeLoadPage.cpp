// The "Serve at a load" tab: it sweeps on worker threads (a refresh returns at once and the
// answer arrives later, the same as core computes it), an export sweeps at once and draws the
// P50 and P99 curves, the targets and the points within them, and export-chart serve-load
// writes the chart or refuses a view it does not have.
#include "ChartCli.h"
#include "ControllerFixture.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartSystems.h"
#include "ui/charts/ServeLoadPage.h"

#include <QFile>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QValueAxis>
#include <QtTest>

using namespace sil;

class TestServeLoadPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sweepsOffTheGuiThread();
    void paperDrawsCurvesTargetsAndTheServiceLevelPoint();
    void exportChartWritesOrRefuses();
    void manySystemsDrawTheTenThatServeTheMost();

private:
    static void starLabelsDoNotOverlap(ui::ServeLoadPage& p);
    static void targetNamesCoverNoStar(ui::ServeLoadPage& p);
    test::ControllerFixture f_;
    std::unique_ptr<ui::ServeLoadPage> page() {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QStringLiteral("serve-load"), f_.controller.get()));
        auto* serve = static_cast<ui::ServeLoadPage*>(p.release());
        serve->restoreState({{QStringLiteral("model"), QStringLiteral("llama-3.1-8b")}});
        return std::unique_ptr<ui::ServeLoadPage>(serve);
    }
};

void TestServeLoadPage::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    f_.controller->setSelectedSystems(
        {QStringLiteral("hgx-h100"), QStringLiteral("hgx-b200"), QStringLiteral("mi300x-ubb8")});
}

void TestServeLoadPage::sweepsOffTheGuiThread() {
    auto p = page();
    p->resize(1280, 720);
    p->show();
    QVERIFY(QTest::qWaitForWindowExposed(p.get()));
    QSignalSpy simulated(p.get(), &ui::ServeLoadPage::simulated);
    if (p->busy()) QVERIFY(simulated.wait(120000)); // the sweep the showing started
    simulated.clear();
    // Another load axis: a new sweep, begun on the workers. The change returned before any
    // system was swept: the window keeps its event loop.
    p->restoreState({{QStringLiteral("axis"), QStringLiteral("concurrency")}});
    QVERIFY(p->busy());
    QVERIFY(simulated.wait(120000));
    QVERIFY(!p->busy());
    QCOMPARE(p->ask().request.axis, sim::SweepAxis::Concurrency);
    // Nothing the simulation reads changed: a refresh redraws the answer it has.
    p->refresh();
    QVERIFY(!p->busy());
    const auto want =
        ui::sweepSystems(f_.controller->catalog(), f_.controller->selectedSystemList(),
                         *f_.controller->catalog().model("llama-3.1-8b"), p->ask());
    QCOMPARE(p->results().size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(p->results()[i].system_id, want[i].system_id);
        QCOMPARE(p->results()[i].sweep.tp, want[i].sweep.tp);
        QCOMPARE(p->results()[i].sweep.capacity_rps, want[i].sweep.capacity_rps);
        QCOMPARE(p->results()[i].sweep.slo_max.load, want[i].sweep.slo_max.load);
    }
}

namespace {

double shareAlong(const QAbstractAxis* axis, double v) {
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis))
        return std::log(v / log->min()) / std::log(log->max() / log->min());
    const auto* linear = qobject_cast<const QValueAxis*>(axis);
    return (v - linear->min()) / (linear->max() - linear->min());
}

} // namespace

// Stars whose labels would print over each other's are drawn unlabelled, and the notes say so:
// no two labelled stars lie within a label's size (14 % of the plot's width, 6 % of its height)
// of each other.
void TestServeLoadPage::starLabelsDoNotOverlap(ui::ServeLoadPage& p) {
    std::vector<QPointF> labelled;
    int unlabelled = 0;
    for (QAbstractSeries* s : p.chart()->series()) {
        auto* mark = qobject_cast<QScatterSeries*>(s);
        if (!mark || mark->markerShape() != QScatterSeries::MarkerShapeStar) continue;
        if (!mark->pointLabelsVisible()) {
            ++unlabelled;
            continue;
        }
        QAbstractAxis* x = mark->attachedAxes().at(0);
        QAbstractAxis* y = mark->attachedAxes().at(1);
        if (x->orientation() != Qt::Horizontal) std::swap(x, y);
        const QPointF v = mark->at(0);
        labelled.emplace_back(shareAlong(x, v.x()), shareAlong(y, v.y()));
    }
    QVERIFY(!labelled.empty());
    for (std::size_t i = 0; i < labelled.size(); ++i)
        for (std::size_t j = i + 1; j < labelled.size(); ++j)
            QVERIFY2(std::abs(labelled[i].x() - labelled[j].x()) >= 0.14 ||
                         std::abs(labelled[i].y() - labelled[j].y()) >= 0.06,
                     "two labelled stars print over each other");
    const QString notes = p.captionLines().join(QLatin1Char('\n'));
    QCOMPARE(notes.contains(QLatin1String("without a label")), unlabelled > 0);
    qInfo("%zu stars labelled, %d too crowded to label", labelled.size(), unlabelled);
}

// A target's name is printed on its line where the curves cross it, which is where the stars
// sit: it must be placed beside them, not over them. No star near the line (from a star-label
// height below it to two above) lies under the name's width plus half a star label.
void TestServeLoadPage::targetNamesCoverNoStar(ui::ServeLoadPage& p) {
    std::vector<QPointF> stars;
    std::vector<std::pair<QPointF, QString>> names;
    for (QAbstractSeries* s : p.chart()->series()) {
        auto* mark = qobject_cast<QScatterSeries*>(s);
        if (!mark || mark->count() != 1 || !mark->pointLabelsVisible()) continue;
        QAbstractAxis* x = mark->attachedAxes().at(0);
        QAbstractAxis* y = mark->attachedAxes().at(1);
        if (x->orientation() != Qt::Horizontal) std::swap(x, y);
        const QPointF at(shareAlong(x, mark->at(0).x()), shareAlong(y, mark->at(0).y()));
        if (mark->markerShape() == QScatterSeries::MarkerShapeStar)
            stars.push_back(at);
        else if (y == p.chart()->axes(Qt::Vertical).at(0)) // the stars' axis (TTFT)
            names.emplace_back(at, mark->pointLabelsFormat());
    }
    QVERIFY(!names.empty());
    const double plotWidth = p.chart()->plotArea().width(); // 0 until the chart is laid out
    for (const auto& [at, name] : names) {
        QVERIFY2(name.contains(QLatin1String("target")), qPrintable(name));
        const double half =
            plotWidth > 50
                ? 0.5 * QFontMetricsF(p.chart()->font()).horizontalAdvance(name) / plotWidth
                : 0.2; // the page's own guess for a chart not laid out yet
        QVERIFY(at.x() - half >= -1e-9 && at.x() + half <= 1 + 1e-9); // whole inside the plot
        for (const QPointF& star : stars)
            if (star.y() > at.y() - 0.06 && star.y() < at.y() + 0.12)
                QVERIFY2(std::abs(star.x() - at.x()) >= half + 0.07,
                         qPrintable(name + QLatin1String(" is printed over a star")));
    }
}

void TestServeLoadPage::paperDrawsCurvesTargetsAndTheServiceLevelPoint() {
    auto p = page();
    p->setForPaper(true);
    p->refresh();
    QVERIFY(!p->busy());
    int curves = 0, stars = 0, targets = 0;
    auto count = [&] {
        curves = stars = targets = 0;
        for (QAbstractSeries* s : p->chart()->series()) {
            if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() > 2) ++curves;
            if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() == 2) ++targets;
            if (auto* mark = qobject_cast<QScatterSeries*>(s);
                mark && mark->markerShape() == QScatterSeries::MarkerShapeStar)
                ++stars;
        }
    };
    count();
    int found = 0;
    for (const auto& r : p->results())
        found += r.sweep.ok && r.sweep.slo_found ? 1 : 0;
    QVERIFY(found > 0);
    QCOMPARE(curves, 4 * int(p->results().size())); // TTFT and TPOT, P50 and P99, each system
    QCOMPARE(targets, 2);
    QCOMPARE(stars, found);
    starLabelsDoNotOverlap(*p);
    targetNamesCoverNoStar(*p);
    // A first-token bound that binds (here TTFT, not TPOT, stops each system), so every star sits
    // on the TTFT target's line, where its name is printed.
    p->restoreState({{QStringLiteral("slo"), QStringLiteral("0.12/200")}});
    p->refresh();
    QVERIFY(!p->busy());
    targetNamesCoverNoStar(*p);
    // TTFT alone: half the curves, its target, the same answer redrawn.
    const double capacity = p->results().front().sweep.capacity_rps;
    p->restoreState({{QStringLiteral("latency"), QStringLiteral("ttft")}});
    count();
    QCOMPARE(curves, 2 * int(p->results().size()));
    QCOMPARE(targets, 1);
    QCOMPARE(stars, found);
    QCOMPARE(p->results().front().sweep.capacity_rps, capacity);
    QCOMPARE(p->saveState().value(QStringLiteral("latency")).toString(), QStringLiteral("ttft"));
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(QLatin1String("Simulated, one replica")), qPrintable(caption));
    QVERIFY2(caption.contains(QLatin1String("seed 0")), qPrintable(caption));
    QVERIFY2(caption.contains(QLatin1String("within the service level")), qPrintable(caption));
}

void TestServeLoadPage::exportChartWritesOrRefuses() {
    const test::ChartCli cli;
    const QString png = cli.path(QStringLiteral("serve.png"));
    std::string err;
    QCOMPARE(cli.run({"export-chart", "--chart", "serve-load", "--systems", "hgx-h100", "--model",
                      "llama-3.1-8b", "--concurrency-sweep", "--ttft-p99-s", "2", "--tpot-p99-ms",
                      "50", "--out", png.toStdString()},
                     err),
             0);
    QVERIFY2(QFile(png).size() > 10000, err.c_str());
    QCOMPARE(cli.run({"export-chart", "--chart", "serve-load", "--view", "e2e", "--out",
                      png.toStdString()},
                     err),
             1);
    QVERIFY2(err.find("--view: serve-load takes both, ttft or tpot") != std::string::npos,
             err.c_str());
}

// Twelve systems chosen: the chart draws the ten that serve the most output tokens/s per GPU
// within the service level (four curves and a star each, no more), says so, and still lists
// every system's highest load in the notes.
void TestServeLoadPage::manySystemsDrawTheTenThatServeTheMost() {
    const QStringList chosen = {QStringLiteral("hgx-h100"),      QStringLiteral("hgx-h200"),
                                QStringLiteral("hgx-b200"),      QStringLiteral("hgx-b300"),
                                QStringLiteral("gb200-nvl72"),   QStringLiteral("gb300-nvl72"),
                                QStringLiteral("mi300x-ubb8"),   QStringLiteral("mi325x-ubb8"),
                                QStringLiteral("mi350x-ubb8"),   QStringLiteral("mi355x-ubb8"),
                                QStringLiteral("hgx-a100-80gb"), QStringLiteral("h100-pcie-8x")};
    const QStringList before = f_.controller->selectedSystems();
    f_.controller->setSelectedSystems(chosen);
    auto p = page();
    p->setForPaper(true);
    p->refresh();
    QVERIFY(!p->busy());
    std::vector<std::pair<double, std::string>> served; // tokens/s per GPU within the SLO
    int swept = 0;
    for (const auto& r : p->results()) {
        swept += r.sweep.ok ? 1 : 0;
        if (r.sweep.ok && r.sweep.slo_found)
            served.emplace_back(r.sweep.slo_max.output_tokens_per_s_per_gpu, r.system_id);
    }
    QVERIFY2(swept > 10, "the test needs more systems swept than a chart draws");
    QVERIFY2(served.size() >= 10, "the test needs ten systems within the service level");
    std::sort(served.rbegin(), served.rend());
    QSet<QString> want, stars;
    for (std::size_t i = 0; i < 10; ++i)
        want << QString::fromStdString(served[i].second);
    int curves = 0;
    for (QAbstractSeries* s : p->chart()->series()) {
        if (auto* line = qobject_cast<QLineSeries*>(s); line && line->count() > 2) ++curves;
        if (auto* mark = qobject_cast<QScatterSeries*>(s);
            mark && mark->markerShape() == QScatterSeries::MarkerShapeStar)
            stars << mark->name();
    }
    QCOMPARE(curves, 4 * 10);
    QCOMPARE(stars.size(), 10);
    for (const auto& r : p->results()) // each star is named by its system's label
        if (const System* s = f_.controller->catalog().system(r.system_id))
            QCOMPARE(stars.contains(ui::systemLabel(*s)),
                     want.contains(QString::fromStdString(r.system_id)));
    const QString notes = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("10 of %1 systems drawn").arg(swept)),
             qPrintable(notes));
    f_.controller->setSelectedSystems(before);
}

QTEST_MAIN(TestServeLoadPage)
#include "TestServeLoadPage.moc"
