// Refit in the GUI: the Accuracy tab's "Refit engine…" fits the
// profile in force on one system's imported points off the GUI thread, stores it as one undo
// step (the catalog gains the ENGINE-fit-SYSTEM row, the accuracy table marks the points
// fitted and its errors move), undo deletes the row and redo stores it again; with nothing
// imported it says so and starts nothing.
#include "ControllerFixture.h"
#include "ScriptedDialogs.h"

#include "ui/MainWindow.h"
#include "ui/charts/AccuracyPage.h"
#include "ui/models/AccuracyTableModel.h"
#include "ui/widgets/ImportMeasurementsDialog.h"
#include "ui/widgets/WorkProgress.h"

#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>
#include <cmath>

using namespace sil;
using test::ScriptedDialogs;

class TestRefitEngine : public QObject {
    Q_OBJECT
private slots:
    void init();
    void nothingImportedNothingStarted();
    void refitIsOneUndoableStep();
    void refitShowsProgressAndCancelStoresNothing();

private:
    std::unique_ptr<test::ControllerFixture> f_;
    // An nccl-tests table of hgx-h200, imported as File > Import measurements… does.
    static auto importNccl(ui::ScenarioController* c) {
        ui::MeasurementImportRequest r;
        r.path = test::dataPath(QStringLiteral("measurements/nccl_all_reduce_h200x8.txt"));
        r.format = QStringLiteral("nccl-tests");
        r.systemId = QStringLiteral("hgx-h200");
        return ui::importMeasurementFile(c, r);
    }
    static const EngineProfile* fittedRow(const Catalog& c) {
        for (const auto& e : c.engines)
            if (e.system_id == "hgx-h200") return &e;
        return nullptr;
    }
};

void TestRefitEngine::init() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
}

void TestRefitEngine::nothingImportedNothingStarted() {
    ui::MainWindow window(&f_->store);
    auto scripted = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* dialogs = scripted.get();
    window.setDialogProvider(std::move(scripted));
    QVERIFY(!window.refitEngine());
    QCOMPARE(dialogs->errors.size(), 1);
    QVERIFY(dialogs->errors.front().contains(QStringLiteral("Import measurements")));
    QVERIFY(!window.refitRunning());
}

void TestRefitEngine::refitIsOneUndoableStep() {
    ui::MainWindow window(&f_->store);
    auto scripted = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* dialogs = scripted.get();
    window.setDialogProvider(std::move(scripted));
    ui::ScenarioController* c = window.controller();
    const auto imported = importNccl(c);
    QVERIFY2(imported.ok, qPrintable(imported.error));
    QVERIFY(!fittedRow(c->catalog()));
    const double before = accuracyTable(c->catalog(), c->measurements(), c->scenario().assumptions)
                              .groups.front()
                              .errors.median_abs_error;

    QVERIFY(window.showTab(QStringLiteral("accuracy")));
    auto* page = qobject_cast<ui::AccuracyPage*>(window.currentPage());
    QVERIFY(page);
    QSignalSpy finished(&window, &ui::MainWindow::refitFinished);
    QUndoStack* undo = c->undoStack();
    const int steps = undo->count();
    page->refitButton()->click(); // one system with points: no question asked
    QVERIFY(window.refitRunning());
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.front().at(0).toBool(), true);
    QVERIFY2(dialogs->errors.isEmpty(), qPrintable(dialogs->errors.join('\n')));
    QCOMPARE(dialogs->warnings.size(), 1);
    QVERIFY(dialogs->warnings.front().contains(QStringLiteral("leave-one-out")));
    QCOMPARE(undo->count(), steps + 1);

    // The catalog holds the fitted row; the accuracy table marks the points fitted.
    const EngineProfile* row = fittedRow(c->catalog());
    QVERIFY(row);
    QVERIFY(QString::fromStdString(row->id).endsWith(QStringLiteral("-fit-hgx-h200")));
    QVERIFY(row->collective_overhead_us || row->scaleup_efficiency);
    // The fit's own points, in sample (the medians leave them out by default).
    const AccuracyTable after =
        accuracyTable(c->catalog(), c->measurements(), c->scenario().assumptions, true);
    QVERIFY(after.any_fitted);
    QVERIFY(std::isfinite(after.groups.front().errors.median_abs_error));
    QVERIFY(after.groups.front().errors.median_abs_error != before);
    // The view says a fitted point's error is in sample, and its medians leave such points out.
    // (Holding the fitted points out refits the row: the page compares on a worker.)
    QSignalSpy compared(page, &ui::AccuracyPage::compared);
    page->refresh();
    if (page->busy()) QVERIFY(compared.wait(240000));
    int fittedRows = 0;
    for (int i = 0; i < page->model()->rowCount(); ++i) {
        if (!page->model()->rows()[std::size_t(i)].fitted) continue;
        ++fittedRows;
        const QString cell =
            page->model()->index(i, ui::AccuracyTableModel::Error).data().toString();
        QVERIFY2(cell.contains(QStringLiteral("in sample")), qPrintable(cell));
    }
    QVERIFY(fittedRows > 0);
    QVERIFY2(page->notes().join('\n').contains(QStringLiteral("no held-out median")),
             qPrintable(page->notes().join('\n')));

    undo->undo();
    QVERIFY(!fittedRow(c->catalog()));
    QVERIFY(!accuracyTable(c->catalog(), c->measurements(), c->scenario().assumptions).any_fitted);
    undo->redo();
    QVERIFY(fittedRow(c->catalog()));
    // And it survives a reload: it is in the user's database, not only in memory.
    QVERIFY(c->reloadCatalog());
    QVERIFY(fittedRow(c->catalog()));
}

// While the fit runs, the status bar shows a bar and a Cancel button; Cancel stops the fit,
// nothing is stored, no undo step is added, and the bar goes away.
void TestRefitEngine::refitShowsProgressAndCancelStoresNothing() {
    ui::MainWindow window(&f_->store);
    window.show();
    auto scripted = std::make_unique<ScriptedDialogs>();
    ScriptedDialogs* dialogs = scripted.get();
    window.setDialogProvider(std::move(scripted));
    ui::ScenarioController* c = window.controller();
    QVERIFY(importNccl(c).ok);
    ui::WorkProgress* work = window.workProgress();
    QVERIFY(work && !work->isVisible());
    QSignalSpy finished(&window, &ui::MainWindow::refitFinished);
    const int steps = c->undoStack()->count();
    QVERIFY(window.refitEngine());
    QVERIFY(work->isVisible());
    QVERIFY(work->cancelButton()->isEnabled());
    work->cancelButton()->click();
    QVERIFY(work->cancelled());
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.front().at(0).toBool(), false);
    QVERIFY(!work->isVisible());
    QVERIFY2(dialogs->errors.isEmpty(), qPrintable(dialogs->errors.join('\n')));
    QVERIFY(!fittedRow(c->catalog()));
    QCOMPARE(c->undoStack()->count(), steps);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("cancelled")),
             qPrintable(window.statusBar()->currentMessage()));
    // The next refit starts with a fresh bar and runs to the end.
    QVERIFY(window.refitEngine());
    QVERIFY(!work->cancelled() && work->bar()->value() == 0);
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.back().at(0).toBool(), true);
    QVERIFY(fittedRow(c->catalog()));
}

QTEST_MAIN(TestRefitEngine)
#include "TestRefitEngine.moc"
