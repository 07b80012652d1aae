// The Accuracy tab: every imported point beside the model's
// prediction. Its rows are core's accuracyTable for the shipped calibration files and a vLLM
// result written by hand from vLLM's documented keys, imported as the GUI imports them; its
// model passes QAbstractItemModelTester; it draws predicted against measured (log-log, y = x,
// ±15 %) or every point's error by system, markers filled where a profile was fitted on the
// point and hollow where it was held out; its CSV (page button and export-chart) holds every
// row; and the report includes it when there are measurements.
#include "ChartCli.h"
#include "ControllerFixture.h"
#include "ScriptedDialogs.h"

#include "ui/MainWindow.h"
#include "ui/charts/AccuracyPage.h"
#include "ui/charts/ChartFactory.h"
#include "ui/export/ChartExport.h"
#include "ui/models/AccuracyTableModel.h"
#include "ui/widgets/ImportMeasurementsDialog.h"
#include "ui/widgets/WorkProgress.h"

#include "core/catalog/csv.h"
#include "core/measurements/validation.h"
#include "database/ValidationSet.h"

#include <QAbstractItemModelTester>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QComboBox>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QTableView>
#include <QToolButton>
#include <QtTest>
#include <nlohmann/json.hpp>
#include <set>

using namespace sil;
using test::ScriptedDialogs;

class TestAccuracyPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rowsAreCoresAccuracyTable();
    void modelPassesTheTester();
    void errorViewDrawsEveryPredictedPoint();
    void scatterViewIsLogLogWithBandAndDiagonal();
    void fittedPointsAreFilledHeldOutHollow();
    void emptyDatabaseSaysHowToImport();
    void csvFromThePageButtonAndTheCli();
    void reportIncludesAccuracyWithMeasurements();
    void manyPointsAreComparedOnAWorker(); // last: it adds thousands of points

private:
    test::ControllerFixture f_;
    std::unique_ptr<ui::AccuracyPage> page() {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QStringLiteral("accuracy"), f_.controller.get()));
        auto* a = qobject_cast<ui::AccuracyPage*>(p.get());
        if (!a) return nullptr;
        p.release();
        return std::unique_ptr<ui::AccuracyPage>(a);
    }
    static std::vector<QScatterSeries*> points(const QChart* chart) {
        std::vector<QScatterSeries*> out;
        for (QAbstractSeries* s : chart->series())
            if (auto* sc = qobject_cast<QScatterSeries*>(s)) out.push_back(sc);
        return out;
    }
};

void TestAccuracyPage::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    auto import = [&](const QString& path, const QString& format, const QString& system,
                      const QString& model, int gpus) {
        ui::MeasurementImportRequest r;
        r.path = path;
        r.format = format;
        r.systemId = system;
        r.modelId = model;
        r.gpus = gpus;
        const auto out = ui::importMeasurementFile(f_.controller.get(), r);
        QVERIFY2(out.ok, qPrintable(out.error));
    };
    const QString cal = QStringLiteral(SIL_SOURCE_DIR "/database/calibration/");
    // The calibration files name their models by shape ("llama-3-8b-shape") and were run on
    // one GPU, which they do not state: the user picks the catalog model and the GPU count.
    import(cal + QStringLiteral("nccl_h200_n2.json"), QStringLiteral("calibration"),
           QStringLiteral("hgx-h200"), {}, 0);
    import(cal + QStringLiteral("llm_h200_cal.json"), QStringLiteral("calibration"),
           QStringLiteral("hgx-h200"), QStringLiteral("llama-3.1-8b"), 1);
    import(cal + QStringLiteral("moe_h200_cal.json"), QStringLiteral("calibration"),
           QStringLiteral("hgx-h200"), QStringLiteral("qwen3-30b-a3b"), 1);
    import(cal + QStringLiteral("serving_power_h100_cal.json"), QStringLiteral("calibration"),
           QStringLiteral("hgx-h100"), QStringLiteral("llama-3.1-8b"), 1);
    import(test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")),
           QStringLiteral("vllm"), QStringLiteral("hgx-h200"), {}, 8);
}

void TestAccuracyPage::rowsAreCoresAccuracyTable() {
    auto p = page();
    QVERIFY(p);
    p->refresh();
    const auto stored = f_.store.measurements();
    QVERIFY(stored);
    const std::vector<StoredPoint> points = db::toStoredPoints(*stored);
    const AccuracyTable want =
        accuracyTable(f_.controller->catalog(), points, f_.controller->scenario().assumptions);
    const auto& rows = p->model()->rows();
    QCOMPARE(rows.size(), want.rows.size());
    QCOMPARE(int(rows.size()), p->model()->rowCount());
    QVERIFY(rows.size() > 100);
    int predicted = 0, byKind[4] = {};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& got = rows[i];
        const AccuracyRow& w = want.rows[i];
        QCOMPARE(got.stored.id, w.stored->id);
        QCOMPARE(got.stored.file, w.stored->file);
        QCOMPARE(got.comparison.quantity, w.comparison.quantity);
        QCOMPARE(got.comparison.unit, w.comparison.unit);
        QCOMPARE(got.comparison.measured, w.comparison.measured);
        QCOMPARE(got.comparison.predicted, w.comparison.predicted);
        QCOMPARE(got.comparison.error, w.comparison.error);
        QCOMPARE(got.comparison.reason, w.comparison.reason);
        QCOMPARE(got.fitted, w.fitted);
        // The cells show the same numbers.
        const auto cell = [&](int col, int role) {
            return p->model()->data(p->model()->index(int(i), col), role);
        };
        if (w.comparison.error) {
            ++predicted;
            QCOMPARE(
                cell(ui::AccuracyTableModel::Error, ui::AccuracyTableModel::ValueRole).toDouble(),
                *w.comparison.error);
            QCOMPARE(cell(ui::AccuracyTableModel::Error, Qt::DisplayRole).toString(),
                     ui::AccuracyTableModel::errorCellText(*w.comparison.error, w.fitted));
        } else {
            QVERIFY(
                !cell(ui::AccuracyTableModel::Error, ui::AccuracyTableModel::ValueRole).isValid());
            QVERIFY(!cell(ui::AccuracyTableModel::Note, Qt::DisplayRole).toString().isEmpty());
        }
        QCOMPARE(cell(ui::AccuracyTableModel::Point, Qt::DisplayRole).toString(),
                 QStringLiteral("%1:%2")
                     .arg(QString::fromStdString(w.stored->file))
                     .arg(w.stored->point.line));
        ++byKind[int(w.stored->point.kind)];
    }
    // Every kind the files hold is there, and most points are predicted.
    for (int k : byKind)
        QVERIFY(k > 0);
    QVERIFY2(predicted > int(rows.size()) * 3 / 4, qPrintable(QString::number(predicted)));
    // The vLLM point: 1,359.7 output tokens/s over the 8 GPUs typed at import.
    const auto& vllm = rows.back();
    QCOMPARE(vllm.stored.file, std::string("vllm_h200_llama70b_hand.json"));
    QCOMPARE(*vllm.comparison.measured, 1359.7 / 8);
    QCOMPARE(vllm.comparison.unit, std::string("tokens/s/GPU"));
    QVERIFY(vllm.comparison.predicted);
    // The notes give the median and worst |error| of every group core summarised.
    for (const AccuracyGroup& g : want.groups) {
        if (g.errors.points == 0) { // only fitted points: no median, said so
            QVERIFY(p->notes().join('\n').contains(QStringLiteral("no held-out median")));
            continue;
        }
        const QString median = QLocale().toString(g.errors.median_abs_error * 100.0, 'f', 1);
        QVERIFY2(p->notes().join('\n').contains(QStringLiteral("median |error| %1 %").arg(median)),
                 qPrintable(p->notes().join('\n')));
    }
}

void TestAccuracyPage::modelPassesTheTester() {
    ui::AccuracyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const std::vector<StoredPoint> points = f_.controller->measurements();
    model.setTable(
        accuracyTable(f_.controller->catalog(), points, f_.controller->scenario().assumptions),
        f_.controller->catalog());
    QCOMPARE(model.rowCount(), int(points.size()));
    QCOMPARE(model.columnCount(), int(ui::AccuracyTableModel::ColumnCount));
    for (int c = 0; c < model.columnCount(); ++c)
        QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    model.retranslate();
    model.setTable({}, f_.controller->catalog());
    QCOMPARE(model.rowCount(), 0);
}

void TestAccuracyPage::errorViewDrawsEveryPredictedPoint() {
    auto p = page();
    p->refresh();
    // Time and throughputs: more than one quantity, so every point's error by system.
    QCOMPARE(p->shown(), QStringLiteral("error"));
    int predicted = 0;
    for (const AccuracyRow& r : p->accuracy().rows)
        predicted += r.comparison.error ? 1 : 0;
    int drawn = 0;
    for (QScatterSeries* s : points(p->chart())) {
        drawn += int(s->count());
        // Nothing is fitted: every marker hollow.
        QCOMPARE(s->brush().color().alpha(), 0);
    }
    QCOMPARE(drawn, predicted);
    // Grouped by system, then by collective or kind: the x axis names each run of points.
    auto* x = qobject_cast<QCategoryAxis*>(p->chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    const QStringList labels = x->categoriesLabels();
    QCOMPARE(labels.front(), QStringLiteral("HGX H100 NVL8 · serving"));
    for (const char* run : {"all_gather", "all_reduce", "all_to_all", "reduce_scatter", "decode",
                            "prefill", "serving"})
        QVERIFY2(labels.contains(QStringLiteral("HGX H200 NVL8 · ") + QString::fromLatin1(run)),
                 qPrintable(labels.join(QStringLiteral(", "))));
    // The ±15 % band and the zero line.
    bool band = false, zero = false;
    for (QAbstractSeries* s : p->chart()->series()) {
        if (auto* a = qobject_cast<QAreaSeries*>(s))
            band = a->upperSeries()->at(0).y() == 15.0 && a->lowerSeries()->at(0).y() == -15.0;
        if (auto* l = qobject_cast<QLineSeries*>(s); l && l->count() == 2 && l->at(0).y() == 0.0)
            zero = true;
    }
    QVERIFY(band && zero);
}

void TestAccuracyPage::scatterViewIsLogLogWithBandAndDiagonal() {
    auto p = page();
    p->refresh();
    const int i = p->showCombo()->findData(QStringLiteral("scatter:time|us"));
    QVERIFY(i > 0);
    p->showCombo()->setCurrentIndex(i);
    QCOMPARE(p->shown(), QStringLiteral("scatter:time|us"));
    QVERIFY(p->chart()->title().contains(QStringLiteral("µs")));
    auto* x = qobject_cast<QLogValueAxis*>(p->chart()->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QLogValueAxis*>(p->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(x && y);
    QVERIFY(x->titleText().contains(QStringLiteral("µs")));
    int collectives = 0;
    for (const AccuracyRow& r : p->accuracy().rows)
        collectives += r.comparison.unit == "us" && r.comparison.error ? 1 : 0;
    int drawn = 0;
    for (QScatterSeries* s : points(p->chart()))
        for (const QPointF& pt : s->points()) {
            ++drawn;
            QVERIFY(pt.x() >= x->min() && pt.x() <= x->max());
            QVERIFY(pt.y() >= y->min() && pt.y() <= y->max());
        }
    QCOMPARE(drawn, collectives);
    bool diagonal = false, band = false;
    for (QAbstractSeries* s : p->chart()->series()) {
        if (auto* l = qobject_cast<QLineSeries*>(s); l && l->count() == 2)
            diagonal = diagonal || (l->at(0).x() == l->at(0).y() && l->at(1).x() == l->at(1).y());
        if (auto* a = qobject_cast<QAreaSeries*>(s))
            band =
                std::abs(a->upperSeries()->at(1).y() / a->upperSeries()->at(1).x() - 1.15) <
                    1e-12 &&
                std::abs(a->lowerSeries()->at(1).y() / a->lowerSeries()->at(1).x() - 0.85) < 1e-12;
    }
    QVERIFY(diagonal && band);
    // Points of other quantities are said to be in the table.
    QVERIFY(p->notes().join('\n').contains(QStringLiteral("other quantities")));
    // The choice is page state.
    const QVariantMap state = p->saveState();
    auto again = page();
    again->restoreState(state);
    again->refresh();
    QCOMPARE(again->shown(), QStringLiteral("scatter:time|us"));
}

void TestAccuracyPage::fittedPointsAreFilledHeldOutHollow() {
    // A profile fitted on the first three collective points (its note cites them, as the fit
    // writes it): those are drawn filled, the rest hollow.
    const std::vector<StoredPoint>& pts = f_.controller->measurements();
    Catalog c = f_.controller->baseCatalog();
    EngineProfile fit;
    fit.id = "vllm@hgx-h200";
    fit.engine_id = "vllm";
    fit.name = "vLLM";
    fit.version = "0.9.1";
    fit.system_id = "hgx-h200";
    fit.collective_overhead_us = 20.0;
    fit.row.note = "fitted on " + storedPointLabel(pts[0]) + ", " + storedPointLabel(pts[1]) +
                   ", " + storedPointLabel(pts[2]);
    c.engines.push_back(fit);
    const Catalog before = f_.controller->baseCatalog();
    f_.controller->setCatalog(c);
    auto p = page();
    // Holding the fitted points out refits the profile: on a worker, with the bar.
    QSignalSpy compared(p.get(), &ui::AccuracyPage::compared);
    p->refresh();
    if (compared.isEmpty()) QVERIFY(compared.wait(240000));
    int filled = 0, hollow = 0;
    for (QScatterSeries* s : points(p->chart())) {
        const bool isFilled = s->brush().color().alpha() == 255;
        QVERIFY2(isFilled || s->brush().color().alpha() == 0, qPrintable(s->name()));
        (isFilled ? filled : hollow) += int(s->count());
        QVERIFY2(
            s->name().contains(isFilled ? QStringLiteral("fitted") : QStringLiteral("held out")),
            qPrintable(s->name()));
    }
    QCOMPARE(filled, 3);
    QVERIFY(hollow > 3);
    int fittedRows = 0;
    for (const auto& r : p->model()->rows())
        fittedRows += r.fitted ? 1 : 0;
    QCOMPARE(fittedRows, 3);
    QVERIFY(p->accuracy().any_fitted);

    // The filled markers are validations: each fitted point at its prediction by the profile
    // refitted on the other two (core's held-out report), never at the fit. In the error view
    // their y values are exactly the held-out errors, none of them the in-sample one.
    const auto report = db::validationReport(c, pts);
    std::multiset<long> heldOut, inSample;
    for (const auto& v : report->points)
        if (!v.published && v.fitted_into == fit.id) {
            QVERIFY2(v.held_out.error, v.label.c_str());
            QVERIFY2(v.how.find(fit.id) == 0, v.how.c_str()); // the row, refitted or bare
            heldOut.insert(std::lround(*v.held_out.error * 1e6));
            QVERIFY(v.in_sample_error);
            inSample.insert(std::lround(*v.in_sample_error * 1e6));
        }
    QCOMPARE(heldOut.size(), std::size_t(3));
    QVERIFY(heldOut != inSample);
    p->showCombo()->setCurrentIndex(p->showCombo()->findData(QStringLiteral("error")));
    std::multiset<long> drawn;
    for (QScatterSeries* s : points(p->chart()))
        if (s->brush().color().alpha() == 255)
            for (const QPointF& pt : s->points())
                drawn.insert(std::lround(pt.y() * 1e4)); // percent: error x 100
    QCOMPARE(drawn, heldOut);
    // The table says both: the fit's error "in sample" and the held-out one beside it.
    int heldOutCells = 0;
    for (int row = 0; row < p->model()->rowCount(); ++row) {
        if (!p->model()->rows()[std::size_t(row)].fitted) continue;
        const QVariant v = p->model()->data(p->model()->index(row, ui::AccuracyTableModel::HeldOut),
                                            ui::AccuracyTableModel::ValueRole);
        QVERIFY(v.isValid());
        QVERIFY(heldOut.count(std::lround(v.toDouble() * 1e6)) == 1);
        ++heldOutCells;
    }
    QCOMPARE(heldOutCells, 3);
    f_.controller->setCatalog(before);
}

void TestAccuracyPage::emptyDatabaseSaysHowToImport() {
    test::ControllerFixture empty;
    QString error;
    QVERIFY2(empty.open(&error), qPrintable(error));
    std::unique_ptr<ui::ChartPage> p(
        ui::createChartPage(QStringLiteral("accuracy"), empty.controller.get()));
    p->refresh();
    QVERIFY(points(p->chart()).empty());
    QVERIFY2(p->notes().join('\n').contains(QStringLiteral("Import measurements")),
             qPrintable(p->notes().join('\n')));
}

void TestAccuracyPage::csvFromThePageButtonAndTheCli() {
    // The page's button, through the window's dialogs.
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_.store);
    auto scripted = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* dialogs = scripted.get();
    window.setDialogProvider(std::move(scripted));
    QTemporaryDir dir;
    dialogs->nextPath = dir.filePath(QStringLiteral("accuracy.csv"));
    window.show();
    window.showTab(QStringLiteral("accuracy"));
    auto* page = qobject_cast<ui::AccuracyPage*>(window.currentPage());
    QVERIFY(page);
    page->findChild<QPushButton*>(QStringLiteral("exportCsv"))->click();
    QVERIFY2(dialogs->errors.isEmpty(), qPrintable(dialogs->errors.join('\n')));
    const QByteArray bytes = test::readFile(dialogs->nextPath);
    const CsvParseResult csv = parseCsv(bytes.toStdString());
    QVERIFY2(csv.ok, csv.error.c_str());
    const auto& rows = page->model()->rows();
    QCOMPARE(csv.records.size(), rows.size() + 1);
    QCOMPARE(csv.records[0].cells,
             std::vector<std::string>({"id", "file", "line", "system", "engine", "kind", "quantity",
                                       "unit", "measured", "predicted", "error_pct", "fitted",
                                       "note", "validation_error_pct"}));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& cells = csv.records[i + 1].cells;
        const auto& r = rows[i];
        QCOMPARE(cells.size(), std::size_t(14));
        QCOMPARE(cells[0], std::to_string(r.stored.id));
        QCOMPARE(cells[1], r.stored.file);
        QCOMPARE(cells[3], r.stored.system_id);
        QCOMPARE(cells[6], r.comparison.quantity);
        if (r.comparison.error)
            SIL_FUZZY_COMPARE(std::stod(cells[10]), *r.comparison.error * 100.0, 1e-9);
        else
            QVERIFY(cells[10].empty() && !cells[12].empty());
        if (r.comparison.measured)
            SIL_FUZZY_COMPARE(std::stod(cells[8]), *r.comparison.measured, 1e-9);
    }
    // export-chart --chart accuracy --out F.csv: the same table from the same database.
    const test::ChartCli cli; // installs the chart exporter
    const QString out = dir.filePath(QStringLiteral("cli.csv"));
    std::ostringstream o, e;
    const int code = cli::run({"--db", f_.dir.filePath(QStringLiteral("u.sqlite")).toStdString(),
                               "export-chart", "--chart", "accuracy", "--out", out.toStdString()},
                              o, e);
    QVERIFY2(code == 0, e.str().c_str());
    QCOMPARE(test::readFile(out), bytes);
    // And a picture of it.
    const QString png = dir.filePath(QStringLiteral("accuracy.png"));
    QCOMPARE(cli::run({"--db", f_.dir.filePath(QStringLiteral("u.sqlite")).toStdString(),
                       "export-chart", "--chart", "accuracy", "--out", png.toStdString()},
                      o, e),
             0);
    QVERIFY(test::readFile(png).startsWith("\x89PNG"));
}

void TestAccuracyPage::reportIncludesAccuracyWithMeasurements() {
    QVERIFY(ui::reportChartKeys({}, false) ==
            std::vector<std::string>({"tco", "cost-per-pflop", "tornado", "rent-vs-buy"}));
    QCOMPARE(ui::reportChartKeys({}, true).back(), std::string("accuracy"));
    QVERIFY(ui::reportChartKeys({"tco"}, true) == std::vector<std::string>({"tco"}));
    const auto planned = ui::reportChartKeys({}, true, true);
    QVERIFY(std::find(planned.begin(), planned.end(), "plan") != planned.end());
    QCOMPARE(planned.back(), std::string("accuracy"));
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_.store);
    window.setDialogProvider(std::make_unique<ScriptedDialogs>());
    window.show();
    window.showTab(QStringLiteral("tco"));
    QCOMPARE(window.reportCharts(),
             QStringList({QStringLiteral("tco"), QStringLiteral("accuracy")}));
    // Without measurements, only what was opened.
    test::ControllerFixture empty;
    QString error;
    QVERIFY2(empty.open(&error), qPrintable(error));
    ui::MainWindow other(&empty.store);
    other.setDialogProvider(std::make_unique<ScriptedDialogs>());
    other.show();
    other.showTab(QStringLiteral("tco"));
    QCOMPARE(other.reportCharts(), QStringList({QStringLiteral("tco")}));
    // The CLI's report from a database with measurements is written.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    std::ostringstream o, e;
    const test::ChartCli cli;
    QCOMPARE(cli::run({"--db", f_.dir.filePath(QStringLiteral("u.sqlite")).toStdString(), "report",
                       "--out", pdf.toStdString(), "--systems", "hgx-h200"},
                      o, e),
             0);
    QVERIFY(test::readFile(pdf).startsWith("%PDF-"));
}

// From kWorkerPoints points the comparison runs on a worker: refresh() returns before it is
// done, the answer lands through the event loop, equals core's table computed at once, and a
// refresh superseded by a later one is never drawn.
void TestAccuracyPage::manyPointsAreComparedOnAWorker() {
    // A real vLLM run's row repeated with distinct dates, imported as the GUI imports it.
    QFile run(test::dataPath(QStringLiteral("measurements/vllm_append.jsonl")));
    QVERIFY(run.open(QIODevice::ReadOnly));
    nlohmann::json row = nlohmann::json::parse(run.readLine().toStdString());
    const QString path = f_.dir.filePath(QStringLiteral("many.jsonl"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (std::size_t i = 0; i < ui::AccuracyPage::kWorkerPoints; ++i) {
            row["date"] = "20260101-" + std::to_string(100000 + i);
            out.write(QByteArray::fromStdString(row.dump() + "\n"));
        }
    }
    ui::MeasurementImportRequest r;
    r.path = path;
    r.format = QStringLiteral("vllm");
    r.systemId = QStringLiteral("hgx-h200");
    r.gpus = 8;
    const auto imported = ui::importMeasurementFile(f_.controller.get(), r);
    QVERIFY2(imported.ok, qPrintable(imported.error));
    const std::size_t n = f_.controller->measurements().size();
    QVERIFY(n > ui::AccuracyPage::kWorkerPoints);

    auto p = page();
    QVERIFY(p);
    QSignalSpy compared(p.get(), &ui::AccuracyPage::compared);
    p->refresh();
    QVERIFY(p->busy());
    QCOMPARE(compared.size(), 0);
    QVERIFY(compared.wait(120000));
    QVERIFY(!p->busy());
    const AccuracyTable direct =
        accuracyTable(f_.controller->catalog(), f_.controller->measurements(),
                      f_.controller->scenario().assumptions);
    QCOMPARE(p->accuracy().rows.size(), n);
    QCOMPARE(direct.rows.size(), n);
    for (std::size_t i = 0; i < n; ++i) {
        QCOMPARE(p->accuracy().rows[i].stored->id, direct.rows[i].stored->id);
        QVERIFY(p->accuracy().rows[i].comparison.error == direct.rows[i].comparison.error);
    }
    QCOMPARE(p->model()->rowCount(), int(n));
    // Two refreshes: only the second's answer is drawn.
    p->refresh();
    p->refresh();
    QVERIFY(compared.wait(120000));
    QTest::qWait(300);
    QCOMPARE(compared.size(), 2);
    // refreshNow compares at once (the table's CSV export reads it).
    p->refreshNow();
    QVERIFY(!p->busy());
    QCOMPARE(compared.size(), 3);

    // The worker shows a bar and Cancel; Cancel stops it and the last drawing stays.
    const QStringList notesBefore = p->notes();
    const auto seriesBefore = p->chart()->series().size();
    const std::size_t rowsBefore = p->accuracy().rows.size();
    f_.controller->setMeasurements(
        std::vector<StoredPoint>(f_.controller->measurements().begin(),
                                 f_.controller->measurements().end() - 1)); // a deletion
    p->refresh();
    QVERIFY(p->busy());
    QVERIFY(!p->progress()->isHidden());
    p->progress()->cancelButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!p->busy(), 120000);
    QVERIFY(p->progress()->isHidden());
    QTest::qWait(300);
    QCOMPARE(compared.size(), 3); // nothing drawn
    QCOMPARE(p->accuracy().rows.size(), rowsBefore);
    QCOMPARE(p->model()->rowCount(), int(rowsBefore));
    QCOMPARE(p->notes(), notesBefore);
    QCOMPARE(p->chart()->series().size(), seriesBefore);
}

QTEST_MAIN(TestAccuracyPage)
#include "TestAccuracyPage.moc"
