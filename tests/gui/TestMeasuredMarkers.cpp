// Measured beside predicted on the charts: after an import, the
// Inference chart draws the serving points of its model on the drawn systems over the
// predicted curves, the Collective chart the runs of its collective over as many ranks, each
// as a hollow black marker in the legend as "measured (file)"; a paper caption says how many
// are drawn and from which files; the Plan chart, which has no view for them, says how many
// there are. Points of another model, collective or rank count are not drawn.
#include "ControllerFixture.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/ImportMeasurementsDialog.h"

#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QtTest>

using namespace sil;

class TestMeasuredMarkers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void inferenceDrawsTheModelsServingPoints();
    void collectiveDrawsTheRunsOfItsOpAndRanks();
    void planSaysHowManyPointsItCannotDraw();
    void noMeasurementsNoMarkers();

private:
    test::ControllerFixture f_;
    std::unique_ptr<ui::ChartPage> page(const char* key, const QVariantMap& state = {}) {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QString::fromLatin1(key), f_.controller.get()));
        p->restoreState(state);
        p->refresh();
        return p;
    }
    // The chart's measured series: hollow, black outline, named "measured (file)".
    static std::vector<QScatterSeries*> measured(const ui::ChartPage& p) {
        std::vector<QScatterSeries*> out;
        for (QAbstractSeries* s : p.chart()->series())
            if (auto* sc = qobject_cast<QScatterSeries*>(s);
                sc && sc->name().startsWith(QStringLiteral("measured (")))
                out.push_back(sc);
        return out;
    }
    static bool looksMeasured(QScatterSeries* s, const QChart* chart) {
        // In the legend under its own name (the page is not shown: markers are not "visible").
        bool inLegend = false;
        for (QLegendMarker* m : chart->legend()->markers(s))
            inLegend = inLegend || m->label() == s->name();
        return s->brush().color().alpha() == 0 && s->pen().color() == QColor(Qt::black) && inLegend;
    }
};

void TestMeasuredMarkers::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    auto import = [&](const QString& path, const QString& format, int gpus) {
        ui::MeasurementImportRequest r;
        r.path = path;
        r.format = format;
        r.systemId = QStringLiteral("hgx-h200");
        r.gpus = gpus;
        const auto out = ui::importMeasurementFile(f_.controller.get(), r);
        QVERIFY2(out.ok, qPrintable(out.error));
    };
    import(QStringLiteral(SIL_CALIBRATION_FILE), QStringLiteral("calibration"), 0);
    import(test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")),
           QStringLiteral("vllm"), 8);
    QVERIFY(f_.controller->selectedSystems().contains(QStringLiteral("hgx-h200")));
}

void TestMeasuredMarkers::inferenceDrawsTheModelsServingPoints() {
    auto p = page("inference", {{QStringLiteral("model"), QStringLiteral("llama-3.1-70b")}});
    const auto series = measured(*p);
    QCOMPARE(series.size(), std::size_t(1));
    QScatterSeries* s = series.front();
    QCOMPARE(s->name(), QStringLiteral("measured (vllm_h200_llama70b_hand.json)"));
    QVERIFY(looksMeasured(s, p->chart()));
    // As the file measured it: 1 / median TPOT per user, output tokens/s over the 8 GPUs.
    QCOMPARE(s->count(), 1);
    QCOMPARE(s->at(0).x(), 1000.0 / 20.5);
    QCOMPARE(s->at(0).y(), 1359.7 / 8);
    QCOMPARE(s->attachedAxes().size(), 2);
    const QString notes = p->notes().join('\n');
    QVERIFY2(notes.contains(QStringLiteral("one imported point from "
                                           "vllm_h200_llama70b_hand.json")),
             qPrintable(notes));
    // On paper, the caption says it.
    p->setForPaper(true);
    p->refresh();
    QVERIFY(p->captionLines().join('\n').contains(QStringLiteral("vllm_h200_llama70b_hand.json")));
    // Another model: its own points only (none).
    auto other = page("inference", {{QStringLiteral("model"), QStringLiteral("llama-3.1-8b")}});
    QVERIFY(measured(*other).empty());
    // The cost views draw bars, not markers.
    auto cost = page("inference", {{QStringLiteral("model"), QStringLiteral("llama-3.1-70b")},
                                   {QStringLiteral("view"), QStringLiteral("cost")}});
    QVERIFY(measured(*cost).empty());
}

void TestMeasuredMarkers::collectiveDrawsTheRunsOfItsOpAndRanks() {
    int allReduce = 0;
    for (const StoredPoint& m : f_.controller->measurements())
        allReduce += m.point.op == "all_reduce" && m.point.ranks == 2 ? 1 : 0;
    QVERIFY(allReduce > 10);
    for (const char* metric : {"busbw", "time"}) {
        auto p = page("collective", {{QStringLiteral("op"), QStringLiteral("all_reduce")},
                                     {QStringLiteral("ranks"), 2},
                                     {QStringLiteral("metric"), QString::fromLatin1(metric)}});
        const auto series = measured(*p);
        QCOMPARE(series.size(), std::size_t(1));
        QScatterSeries* s = series.front();
        QCOMPARE(s->name(), QStringLiteral("measured (nccl_h200_n2.json)"));
        QVERIFY(looksMeasured(s, p->chart()));
        QCOMPARE(int(s->count()), allReduce);
        // At log2(bytes), in the chart's unit.
        for (const StoredPoint& m : f_.controller->measurements())
            if (m.point.op == "all_reduce" && m.point.bytes && *m.point.bytes == 1048576.0) {
                bool found = false;
                const double want =
                    std::string(metric) == "time" ? *m.point.time_us : *m.point.busbw_gbps;
                for (const QPointF& pt : s->points())
                    found = found || (pt.x() == 20.0 && pt.y() == want);
                QVERIFY2(found, metric);
            }
        QVERIFY(p->notes().join('\n').contains(QStringLiteral("nccl_h200_n2.json")));
    }
    // Another rank count or collective: nothing measured to draw.
    QVERIFY(measured(*page("collective", {{QStringLiteral("op"), QStringLiteral("all_reduce")},
                                          {QStringLiteral("ranks"), 8}}))
                .empty());
    QVERIFY(measured(*page("collective", {{QStringLiteral("op"), QStringLiteral("broadcast")},
                                          {QStringLiteral("ranks"), 2}}))
                .empty());
}

void TestMeasuredMarkers::planSaysHowManyPointsItCannotDraw() {
    auto p = page("plan", {{QStringLiteral("model"), QStringLiteral("llama-3.1-70b")}});
    QVERIFY(measured(*p).empty());
    const QString notes = p->notes().join('\n');
    QVERIFY2(notes.contains(QStringLiteral("one imported point of Llama 3.1 70B on HGX H200 NVL8 "
                                           "(from vllm_h200_llama70b_hand.json)")),
             qPrintable(notes));
    auto other = page("plan", {{QStringLiteral("model"), QStringLiteral("llama-3.1-8b")}});
    QVERIFY(!other->notes().join('\n').contains(QStringLiteral("imported point")));
}

void TestMeasuredMarkers::noMeasurementsNoMarkers() {
    test::ControllerFixture empty;
    QString error;
    QVERIFY2(empty.open(&error), qPrintable(error));
    for (const char* key : {"inference", "collective", "plan"}) {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QString::fromLatin1(key), empty.controller.get()));
        p->refresh();
        QVERIFY2(measured(*p).empty(), key);
        QVERIFY2(!p->notes().join('\n').contains(QStringLiteral("imported point")), key);
    }
}

QTEST_MAIN(TestMeasuredMarkers)
#include "TestMeasuredMarkers.moc"
