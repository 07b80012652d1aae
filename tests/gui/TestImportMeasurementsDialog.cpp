// File > Import measurements…: a good file lands whole
// and the controller announces it; a bad one is refused whole, naming the file, the line and
// the key; what the file states wins over what the user chose, with a warning; the dialog
// never blocks a test (its file chooser and message boxes are the window's DialogProvider).
#include "ControllerFixture.h"
#include "ScriptedDialogs.h"

#include "ui/MainWindow.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/ImportMeasurementsDialog.h"
#include "ui/widgets/WorkProgress.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>
#include <QToolButton>
#include <QtTest>
#include <nlohmann/json.hpp>

using namespace sil;
using test::ScriptedDialogs;

class TestImportMeasurementsDialog : public QObject {
    Q_OBJECT
private slots:
    void init();
    void goodFileLandsAndIsAnnounced();
    void badFileIsRefusedWholeNamingTheLine();
    void fileWinsOverTheUserWithAWarning();
    void weightsChosenWhereTheFileIsSilent();
    void collectiveNamedByTheUserWhenTheOutputIsSilent();
    void menuOpensTheDialogAndImportShowsAccuracy();
    void aLongImportKeepsTheWindowAnswering();
    void cancelStopsAnImportBeforeItStores();

private:
    // A vLLM file of `points` runs: a real run's row repeated with distinct dates.
    QString bigVllmFile(int points);
    // The window's import dialog set up for bigVllmFile(points).
    ui::ImportMeasurementsDialog* bigImport(ui::MainWindow& window, int points);
    std::unique_ptr<test::ControllerFixture> f_;
    std::unique_ptr<ScriptedDialogs> dialogs_;
    std::unique_ptr<ui::ImportMeasurementsDialog> dialog() {
        return std::make_unique<ui::ImportMeasurementsDialog>(f_->controller.get(), dialogs_.get());
    }
    qsizetype stored() {
        return f_->store.measurements().value_or(QList<db::StoredMeasurement>{}).size();
    }
};

void TestImportMeasurementsDialog::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    dialogs_ = std::make_unique<ScriptedDialogs>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
}

void TestImportMeasurementsDialog::goodFileLandsAndIsAnnounced() {
    auto d = dialog();
    // Six formats, in core's order.
    QCOMPARE(d->formatCombo()->count(), 6);
    QCOMPARE(d->formatCombo()->itemData(0).toString(), QStringLiteral("vllm"));
    QCOMPARE(d->formatCombo()->itemData(5).toString(), QStringLiteral("calibration"));
    QSignalSpy changed(f_->controller.get(), &ui::ScenarioController::measurementsChanged);
    QSignalSpy imported(d.get(), &ui::ImportMeasurementsDialog::imported);
    d->setPath(QStringLiteral(SIL_CALIBRATION_FILE));
    d->setFormat(QStringLiteral("calibration"));
    d->setSystem(QStringLiteral("hgx-h200"));
    QVERIFY(d->importFile());
    QVERIFY2(dialogs_->errors.isEmpty(), qPrintable(dialogs_->errors.join('\n')));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(imported.size(), 1);
    const auto all = f_->store.measurements();
    QVERIFY(all && !all->isEmpty());
    QCOMPARE(imported.front().at(0).toInt(), int(all->size()));
    QCOMPARE(imported.front().at(1).toString(), QStringLiteral("nccl_h200_n2.json"));
    QCOMPARE(all->front().fileName, QStringLiteral("nccl_h200_n2.json"));
    QCOMPARE(all->front().sourceFormat, QStringLiteral("calibration"));
    QCOMPARE(all->front().systemId, QStringLiteral("hgx-h200"));
    // The controller holds what the store holds, as core's points.
    QCOMPARE(f_->controller->measurements().size(), std::size_t(all->size()));
    QCOMPARE(f_->controller->measurements().front().system_id, std::string("hgx-h200"));
    QCOMPARE(f_->controller->measurements().front().point.kind, MeasurementKind::Collective);
    // No file chosen: said in the dialog, nothing stored.
    auto empty = dialog();
    QVERIFY(!empty->importFile());
    QVERIFY(!empty->statusLabel()->text().isEmpty());
    QCOMPARE(stored(), all->size());
}

void TestImportMeasurementsDialog::badFileIsRefusedWholeNamingTheLine() {
    auto d = dialog();
    QSignalSpy changed(f_->controller.get(), &ui::ScenarioController::measurementsChanged);
    // Two good records, then one cut off at line 3: nothing of it lands.
    d->setPath(test::dataPath(QStringLiteral("measurements/vllm_append_bad_line.jsonl")));
    d->setFormat(QStringLiteral("vllm"));
    d->setSystem(QStringLiteral("hgx-h200"));
    d->setGpus(8);
    QVERIFY(!d->importFile());
    QCOMPARE(stored(), 0);
    QCOMPARE(changed.size(), 0);
    QCOMPARE(dialogs_->errors.size(), 1);
    const QString& e = dialogs_->errors.front();
    QVERIFY2(e.contains(QStringLiteral("vllm_append_bad_line.jsonl")), qPrintable(e));
    QVERIFY2(e.contains(QStringLiteral("Line 3")), qPrintable(e));
    QVERIFY2(e.contains(QStringLiteral("tokenizer_id")), qPrintable(e));
    QVERIFY2(e.contains(QStringLiteral("nothing was imported")), qPrintable(e));
    // The dialog stays open and says it too.
    QCOMPARE(d->statusLabel()->text(), e);
    QVERIFY(d->statusLabel()->isVisibleTo(d.get()));
    // A file that cannot be read: named.
    d->setPath(QStringLiteral("/no/such/dir/result.json"));
    QVERIFY(!d->importFile());
    QVERIFY2(dialogs_->errors.back().contains(QStringLiteral("result.json")),
             qPrintable(dialogs_->errors.back()));
    QCOMPARE(stored(), 0);
}

// An FP8 run is stored as FP8 (and so predicted at FP8) when the user says so; a file imported
// again for the same system is refused, naming the earlier import.
void TestImportMeasurementsDialog::weightsChosenWhereTheFileIsSilent() {
    auto d = dialog();
    QCOMPARE(d->weightsCombo()->count(), 4);
    d->setPath(test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")));
    d->setFormat(QStringLiteral("vllm"));
    d->setSystem(QStringLiteral("hgx-h200"));
    d->setGpus(8);
    d->weightsCombo()->setCurrentIndex(d->weightsCombo()->findData(QStringLiteral("fp8")));
    QVERIFY2(d->importFile(), qPrintable(dialogs_->errors.join('\n')));
    const auto all = f_->store.measurements();
    QCOMPARE(all->size(), 1);
    QCOMPARE(all->front().point.precision, std::string("fp8"));
    QVERIFY(!d->importFile());
    QVERIFY2(dialogs_->errors.back().contains(QStringLiteral("already imported for hgx-h200")),
             qPrintable(dialogs_->errors.back()));
    QCOMPARE(stored(), 1);
    // Without a GPU count the run could never be predicted: refused, naming the file.
    d->setSystem(QStringLiteral("hgx-h100"));
    d->setGpus(0);
    QVERIFY(!d->importFile());
    QVERIFY2(dialogs_->errors.back().contains(QStringLiteral("vllm_h200_llama70b_hand.json")) &&
                 dialogs_->errors.back().contains(QStringLiteral("gpus")),
             qPrintable(dialogs_->errors.back()));
    QCOMPARE(stored(), 1);
}

void TestImportMeasurementsDialog::fileWinsOverTheUserWithAWarning() {
    auto d = dialog();
    d->setPath(test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")));
    d->setFormat(QStringLiteral("vllm"));
    d->setSystem(QStringLiteral("hgx-h200"));
    d->setGpus(8);
    d->setEngine(QStringLiteral("sglang"));
    d->setModel(QStringLiteral("llama-3.1-8b"));
    QVERIFY(d->importFile());
    QVERIFY2(dialogs_->errors.isEmpty(), qPrintable(dialogs_->errors.join('\n')));
    // One message with every warning, each naming the file and its line.
    QCOMPARE(dialogs_->warnings.size(), 1);
    const QString& w = dialogs_->warnings.front();
    QVERIFY2(w.contains(QStringLiteral("vllm_h200_llama70b_hand.json:1: the file says engine "
                                       "\"vllm\", not \"sglang\"")),
             qPrintable(w));
    QVERIFY2(w.contains(QStringLiteral("(llama-3.1-70b), not llama-3.1-8b")), qPrintable(w));
    const auto all = f_->store.measurements();
    QCOMPARE(all->size(), 1);
    // The file's engine and model are stored; the GPU count, which it does not state, is the
    // user's.
    QCOMPARE(all->front().engine, QStringLiteral("vllm"));
    QCOMPARE(all->front().modelId, QStringLiteral("llama-3.1-70b"));
    QCOMPARE(all->front().gpus, std::optional<int>(8));
    // As the command line stores it: the same core resolution.
    const ImportResolution cli = resolveImport(f_->controller->baseCatalog(), {all->front().point},
                                               {"llama-3.1-8b", "sglang", 8, {}, {}, {}});
    QCOMPARE(cli.warnings.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(cli.points.front().setup.model_id), all->front().modelId);
}

void TestImportMeasurementsDialog::collectiveNamedByTheUserWhenTheOutputIsSilent() {
    auto d = dialog();
    d->setFormat(QStringLiteral("calibration"));
    QVERIFY(!d->opCombo()->isEnabled()); // only nccl-tests output may leave it unnamed
    d->setFormat(QStringLiteral("nccl-tests"));
    QVERIFY(d->opCombo()->isEnabled());
    d->setPath(test::dataPath(QStringLiteral("measurements/nccl_all_gather_no_name.txt")));
    d->setSystem(QStringLiteral("hgx-h100"));
    d->setOp(QStringLiteral("all_gather"));
    QCOMPARE(d->request().op, QStringLiteral("all_gather"));
    QVERIFY2(d->importFile(), qPrintable(dialogs_->errors.join('\n')));
    const auto all = f_->store.measurements();
    QVERIFY(all && !all->isEmpty());
    for (const auto& m : *all) {
        QCOMPARE(m.point.op, std::string("all_gather"));
        QCOMPARE(m.point.kind, MeasurementKind::Collective);
    }
}

void TestImportMeasurementsDialog::menuOpensTheDialogAndImportShowsAccuracy() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_->store);
    auto scripted = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* dialogs = scripted.get();
    window.setDialogProvider(std::move(scripted));
    window.show();
    window.showTab(QStringLiteral("tco"));
    QAction* action = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Import measurements…"))
                action = a;
    QVERIFY(action);
    action->trigger();
    auto* d = window.findChild<ui::ImportMeasurementsDialog*>();
    QVERIFY(d);
    QVERIFY(d->isVisible());
    QCOMPARE(window.openImportMeasurementsDialog(), d); // one at a time
    // Browse goes through the window's dialogs; a .txt file is taken for nccl-tests output.
    dialogs->nextPath = test::dataPath(QStringLiteral("measurements/nccl_all_reduce_h200x8.txt"));
    d->findChild<QPushButton*>(QStringLiteral("browse"))->click();
    QCOMPARE(d->request().path, dialogs->nextPath);
    QCOMPARE(d->request().format, QStringLiteral("nccl-tests"));
    d->setSystem(QStringLiteral("hgx-h200"));
    QPointer<ui::ImportMeasurementsDialog> open(d);
    d->findChild<QPushButton*>(QStringLiteral("import"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!open || !open->isVisible(), 60000);
    QVERIFY2(dialogs->errors.isEmpty(), qPrintable(dialogs->errors.join('\n')));
    QVERIFY(!window.controller()->measurements().empty());
    QCOMPARE(window.currentPage()->key(), QStringLiteral("accuracy"));
}

QString TestImportMeasurementsDialog::bigVllmFile(int points) {
    QFile run(test::dataPath(QStringLiteral("measurements/vllm_append.jsonl")));
    if (!run.open(QIODevice::ReadOnly)) return {};
    nlohmann::json row = nlohmann::json::parse(run.readLine().toStdString());
    const QString path = f_->dir.filePath(QStringLiteral("big-%1.jsonl").arg(points));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly)) return {};
    for (int i = 0; i < points; ++i) {
        row["date"] = QStringLiteral("20260101-%1").arg(i, 6, 10, QLatin1Char('0')).toStdString();
        out.write(QByteArray::fromStdString(row.dump() + "\n"));
    }
    return path;
}

ui::ImportMeasurementsDialog* TestImportMeasurementsDialog::bigImport(ui::MainWindow& window,
                                                                      int points) {
    window.setDialogProvider(std::make_unique<ScriptedDialogs>());
    window.show();
    auto* d = window.openImportMeasurementsDialog();
    d->setPath(bigVllmFile(points));
    d->setFormat(QStringLiteral("vllm"));
    d->setSystem(QStringLiteral("hgx-h200"));
    d->setGpus(8);
    return d;
}

// A large file is read, parsed and stored on a worker thread: the click returns at once, the
// window's event loop keeps turning (a timer ticks) while the status bar shows the work, and
// the points land in the controller when it is done.
void TestImportMeasurementsDialog::aLongImportKeepsTheWindowAnswering() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_->store);
    constexpr int kPoints = 3000;
    ui::ImportMeasurementsDialog* d = bigImport(window, kPoints);
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    timer.start();
    int ticksAtClick = -1, ticksWhenDone = -1;
    bool landed = false;
    connect(d, &ui::ImportMeasurementsDialog::importFinished, this, [&](bool ok) {
        ticksWhenDone = ticks;
        landed = ok;
    });
    d->findChild<QPushButton*>(QStringLiteral("import"))->click();
    ticksAtClick = ticks;
    QVERIFY(d->importRunning());
    QVERIFY(window.workProgress()->isVisible());
    QCOMPARE(stored(), qsizetype(0));
    QTRY_VERIFY_WITH_TIMEOUT(ticksWhenDone >= 0, 120000);
    QVERIFY(landed);
    QVERIFY2(
        ticksWhenDone - ticksAtClick >= 3,
        qPrintable(
            QStringLiteral("%1 timer ticks during the import").arg(ticksWhenDone - ticksAtClick)));
    QCOMPARE(window.controller()->measurements().size(), std::size_t(kPoints));
    QCOMPARE(stored(), qsizetype(kPoints));
    QVERIFY(!window.workProgress()->isVisible());
}

// Cancel in the status bar stops an import before it stores anything; the dialog stays open
// and says so.
void TestImportMeasurementsDialog::cancelStopsAnImportBeforeItStores() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_->store);
    ui::ImportMeasurementsDialog* d = bigImport(window, 3000);
    QSignalSpy finished(d, &ui::ImportMeasurementsDialog::importFinished);
    d->findChild<QPushButton*>(QStringLiteral("import"))->click();
    QVERIFY(d->importRunning());
    d->reject(); // closing waits for the worker
    QVERIFY(d->isVisible());
    window.workProgress()->cancelButton()->click();
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.front().at(0).toBool(), false);
    QCOMPARE(stored(), qsizetype(0));
    QVERIFY(window.controller()->measurements().empty());
    QVERIFY(d->isVisible());
    QVERIFY2(d->statusLabel()->text().contains(QStringLiteral("cancelled")),
             qPrintable(d->statusLabel()->text()));
}

QTEST_MAIN(TestImportMeasurementsDialog)
#include "TestImportMeasurementsDialog.moc"
