// Edits done by their commands: a command's redo() does the write and its
// undo() writes the old value back, through the controller's one write function per kind of
// value; a refused write leaves no command on the undo stack and reports why; repeated edits of
// one assumption (a slider drag) merge, and a drag back to the start leaves no step at all.
//
// Writes are counted where they land: a trigger on the user database's user_overrides table
// (SQLite) and the server's value_history (a team catalog, run as TestEditCommands_pg), and for
// assumptions and ranges the one signal their write emits.
#include "ControllerFixture.h"
#include "PgTestServer.h"
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/ScenarioController.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUndoStack>

using namespace sil;

namespace {

const QString kSystem = QStringLiteral("hgx-b200");
const QString kField = QStringLiteral("capex_per_gpu_usd");

// A second connection to the SQLite user database that counts every row written to
// user_overrides (set: insert, revert: delete) with triggers into a table of its own.
class WriteCounter {
public:
    explicit WriteCounter(const QString& path)
        : name_(QStringLiteral("write-counter-%1").arg(quintptr(this))) {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        ok_ = db.open();
        for (const char* sql :
             {"CREATE TABLE IF NOT EXISTS test_writes (kind TEXT)",
              "CREATE TRIGGER test_count_insert AFTER INSERT ON user_overrides BEGIN "
              "INSERT INTO test_writes VALUES ('set'); END",
              "CREATE TRIGGER test_count_update AFTER UPDATE ON user_overrides BEGIN "
              "INSERT INTO test_writes VALUES ('set'); END",
              "CREATE TRIGGER test_count_delete AFTER DELETE ON user_overrides BEGIN "
              "INSERT INTO test_writes VALUES ('revert'); END"}) {
            QSqlQuery q(db);
            if (!q.exec(QString::fromLatin1(sql))) {
                ok_ = false;
                error_ = q.lastError().text();
            }
        }
    }
    ~WriteCounter() {
        { QSqlDatabase::database(name_).close(); }
        QSqlDatabase::removeDatabase(name_);
    }
    bool ok() const { return ok_; }
    QString error() const { return error_; }
    int count() const {
        QSqlQuery q(QSqlDatabase::database(name_));
        if (!q.exec(QStringLiteral("SELECT count(*) FROM test_writes")) || !q.next()) return -1;
        return q.value(0).toInt();
    }

private:
    QString name_;
    bool ok_ = false;
    QString error_;
};

} // namespace

class TestEditCommands : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void catalogValueDoUndoRedoWriteOnceEach();
    void assumptionDoUndoRedoWriteOnceEach();
    void rangeDoUndoRedoWriteOnceEach();
    void refusedCatalogValueLeavesNoCommand();
    void closedStoreLeavesNoCommand();
    void failedUndoIsReported();
    void refusedAssumptionLeavesNoCommand();
    void refusedRangeLeavesNoCommand();
    void sliderDragMergesIntoOneCommand();
    void dragBackToTheStartLeavesNoCommand();
    void rangeEditsMerge();
    void resetAllIsOneStep();
    // Team catalogs (TestEditCommands_pg runs these against the PgServer fixture).
    void teamViewerEditLeavesNoCommand();
    void teamEditIsOneAuditedWritePerStep();

private:
    std::optional<QString> stored() {
        const auto o = store_->overrideOf(EntityKind::System, kSystem, kField);
        return o ? std::optional<QString>(o->value) : std::nullopt;
    }
    QUndoStack* stack() { return c_->undoStack(); }
    std::unique_ptr<test::ControllerFixture> f_;
    db::CatalogStore* store_ = nullptr;
    ui::ScenarioController* c_ = nullptr;
};

void TestEditCommands::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    store_ = &f_->store;
    c_ = f_->controller.get();
    c_->loadScenario(*store_->scenario(QStringLiteral("semianalysis-2025")));
}

void TestEditCommands::cleanup() {
    f_.reset();
}

void TestEditCommands::catalogValueDoUndoRedoWriteOnceEach() {
    WriteCounter writes(store_->userPath());
    QVERIFY2(writes.ok(), qPrintable(writes.error()));
    QSignalSpy reloads(c_, &ui::ScenarioController::catalogChanged);
    QString error;
    QVERIFY2(
        c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("30000"), &error),
        qPrintable(error));
    QCOMPARE(writes.count(), 1); // the first redo, before the push; push() did not write again
    QCOMPARE(reloads.count(), 1);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));
    QCOMPARE(*c_->baseCatalog().system(kSystem.toStdString())->capex_per_gpu_usd, 30000.0);

    stack()->undo();
    QCOMPARE(writes.count(), 2);
    QCOMPARE(reloads.count(), 2);
    QCOMPARE(stored(), std::nullopt);
    QCOMPARE(*c_->baseCatalog().system(kSystem.toStdString())->capex_per_gpu_usd, 44954.0);

    stack()->redo();
    QCOMPARE(writes.count(), 3);
    QCOMPARE(reloads.count(), 3);
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));

    // A second edit of the value is its own step; its undo restores the first edit exactly.
    QVERIFY(
        c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("31000"), &error));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(writes.count(), 4);
    stack()->undo();
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));

    // A revert is a command too: one write, undone by writing the edit back.
    QVERIFY(c_->revertCatalogValue(EntityKind::System, kSystem, kField));
    QCOMPARE(writes.count(), 6);
    QCOMPARE(stored(), std::nullopt);
    stack()->undo();
    QCOMPARE(writes.count(), 7);
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));
}

void TestEditCommands::assumptionDoUndoRedoWriteOnceEach() {
    const QString key = QStringLiteral("electricity_usd_per_kwh");
    const double before = c_->assumption(key);
    QSignalSpy written(c_, &ui::ScenarioController::assumptionChanged);
    c_->setAssumption(key, 0.2);
    QCOMPARE(written.count(), 1);
    QCOMPARE(written.last().at(1).toDouble(), 0.2);
    QCOMPARE(c_->scenario().assumptions.electricity_usd_per_kwh, 0.2);
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    QCOMPARE(written.count(), 2);
    QCOMPARE(written.last().at(1).toDouble(), before);
    QCOMPARE(c_->assumption(key), before);
    stack()->redo();
    QCOMPARE(written.count(), 3);
    QCOMPARE(written.last().at(1).toDouble(), 0.2);
    QCOMPARE(c_->assumption(key), 0.2);
    // Setting the value it has is no edit.
    c_->setAssumption(key, 0.2);
    QCOMPARE(written.count(), 3);
    QCOMPARE(stack()->count(), 1);
}

void TestEditCommands::rangeDoUndoRedoWriteOnceEach() {
    const QString key = QStringLiteral("pue");
    const auto before = c_->assumptionRange(key);
    const AssumptionRange wanted{1.2, 1.6};
    QVERIFY(before != std::optional<AssumptionRange>(wanted));
    QSignalSpy written(c_, &ui::ScenarioController::assumptionRangeChanged);
    c_->setAssumptionRange(key, wanted);
    QCOMPARE(written.count(), 1);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(c_->assumptionRange(key), std::optional<AssumptionRange>(wanted));
    stack()->undo();
    QCOMPARE(written.count(), 2);
    QCOMPARE(c_->assumptionRange(key), before);
    stack()->redo();
    QCOMPARE(written.count(), 3);
    QCOMPARE(c_->assumptionRange(key), std::optional<AssumptionRange>(wanted));
    // Clearing is an edit of the same kind.
    c_->setAssumptionRange(QStringLiteral("utilization_pct"), AssumptionRange{60, 90});
    c_->setAssumptionRange(QStringLiteral("utilization_pct"), std::nullopt);
    QCOMPARE(c_->assumptionRange(QStringLiteral("utilization_pct")), std::nullopt);
}

void TestEditCommands::refusedCatalogValueLeavesNoCommand() {
    QVERIFY(c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("30000"),
                                 nullptr));
    WriteCounter writes(store_->userPath());
    QVERIFY2(writes.ok(), qPrintable(writes.error()));
    const int count = stack()->count();
    QSignalSpy reloads(c_, &ui::ScenarioController::catalogChanged);
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    QString error;
    // The field registry refuses a negative price, and unknown fields.
    QVERIFY(
        !c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("-5"), &error));
    QVERIFY2(error.contains(kField), qPrintable(error));
    QVERIFY(!c_->editCatalogValue(EntityKind::System, kSystem, QStringLiteral("no_such_field"),
                                  QStringLiteral("1"), &error));
    QVERIFY2(error.contains(QStringLiteral("no_such_field")), qPrintable(error));
    QCOMPARE(stack()->count(), count);
    QCOMPARE(stack()->index(), count);
    QCOMPARE(writes.count(), 0);
    QCOMPARE(reloads.count(), 0);
    QCOMPARE(errors.count(), 0); // the caller shows it (the table, at the cell)
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));
    // The step before is still the one undo undoes.
    stack()->undo();
    QCOMPARE(stored(), std::nullopt);
}

void TestEditCommands::closedStoreLeavesNoCommand() {
    QVERIFY(c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("30000"),
                                 nullptr));
    QCOMPARE(stack()->count(), 1);
    store_->closeUser(); // no user database: nothing can be saved
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    QString error;
    QVERIFY(!c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("31000"),
                                  &error));
    QVERIFY2(error.contains(QStringLiteral("no user database")), qPrintable(error));
    QCOMPARE(stack()->count(), 1);
    // A revert from the Edit menu has no caller to show the error: the controller reports it.
    QVERIFY(!c_->revertCatalogValue(EntityKind::System, kSystem, kField));
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.first().first().toString().contains(QStringLiteral("no user database")));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->index(), 1);
}

void TestEditCommands::failedUndoIsReported() {
    QVERIFY(c_->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("30000"),
                                 nullptr));
    const QString path = store_->userPath();
    store_->closeUser();
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    stack()->undo();
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.first().first().toString().contains(QStringLiteral("no user database")));
    // The store kept the value; once it can be written again, redo and undo work.
    QVERIFY(store_->openUser(path));
    QCOMPARE(stored(), std::optional<QString>(QStringLiteral("30000")));
    stack()->redo();
    QCOMPARE(errors.count(), 1);
    stack()->undo();
    QCOMPARE(errors.count(), 1);
    QCOMPARE(stored(), std::nullopt);
}

void TestEditCommands::refusedAssumptionLeavesNoCommand() {
    c_->setAssumption(QStringLiteral("utilization_pct"), 60.0);
    QCOMPARE(stack()->count(), 1);
    QSignalSpy written(c_, &ui::ScenarioController::assumptionChanged);
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    c_->setAssumption(QStringLiteral("pue"), 0.2); // PUE is 1 to 3
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.first().first().toString().contains(QStringLiteral("pue")));
    QCOMPARE(written.count(), 0);
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.35);
    QCOMPARE(stack()->count(), 1);
    // Nor did it merge into (or end) the step before of another key.
    stack()->undo();
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 80.0);
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.35);
}

void TestEditCommands::refusedRangeLeavesNoCommand() {
    const QString key = QStringLiteral("pue");
    const auto before = c_->assumptionRange(key);
    QSignalSpy written(c_, &ui::ScenarioController::assumptionRangeChanged);
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    c_->setAssumptionRange(key, AssumptionRange{0.5, 1.5}); // low below PUE's minimum
    c_->setAssumptionRange(key, AssumptionRange{1.8, 1.4}); // low above high
    QCOMPARE(errors.count(), 2);
    QVERIFY(errors.at(0).first().toString().contains(QStringLiteral("range low")));
    QVERIFY(errors.at(1).first().toString().contains(QStringLiteral("above range high")));
    QCOMPARE(written.count(), 0);
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(c_->assumptionRange(key), before);
}

void TestEditCommands::sliderDragMergesIntoOneCommand() {
    const QString key = QStringLiteral("pue");
    QSignalSpy written(c_, &ui::ScenarioController::assumptionChanged);
    int steps = 0;
    for (double v = 1.40; v <= 1.601; v += 0.01, ++steps)
        c_->setAssumption(key, v);
    QCOMPARE(written.count(), steps); // each position written once, by its command
    QCOMPARE(stack()->count(), 1);
    QVERIFY(qAbs(c_->assumption(key) - 1.60) < 1e-9);
    // Another key is another step; the same key again after it is a new step.
    c_->setAssumption(QStringLiteral("utilization_pct"), 60.0);
    c_->setAssumption(key, 1.7);
    QCOMPARE(stack()->count(), 3);
    stack()->undo();
    QVERIFY(qAbs(c_->assumption(key) - 1.60) < 1e-9);
    stack()->undo();
    stack()->undo(); // the whole drag in one undo
    QCOMPARE(c_->assumption(key), 1.35);
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 80.0);
    QCOMPARE(written.count(), steps + 5);
    stack()->redo(); // and in one redo
    QVERIFY(qAbs(c_->assumption(key) - 1.60) < 1e-9);
}

void TestEditCommands::dragBackToTheStartLeavesNoCommand() {
    const QString key = QStringLiteral("pue");
    c_->setAssumption(QStringLiteral("utilization_pct"), 60.0);
    QCOMPARE(stack()->count(), 1);
    c_->setAssumption(key, 1.5);
    c_->setAssumption(key, 1.6);
    QCOMPARE(stack()->count(), 2);
    c_->setAssumption(key, 1.35); // where the drag started: the merged step is obsolete
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->index(), 1);
    QCOMPARE(c_->assumption(key), 1.35);
    stack()->undo(); // undoes the step before, not a drag that changed nothing
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 80.0);
    QVERIFY(!c_->isModified());
}

void TestEditCommands::rangeEditsMerge() {
    const QString key = QStringLiteral("pue");
    const auto before = c_->assumptionRange(key);
    c_->setAssumptionRange(key, AssumptionRange{1.2, 1.5});
    c_->setAssumptionRange(key, AssumptionRange{1.2, 1.6});
    c_->setAssumptionRange(key, AssumptionRange{1.1, 1.6});
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    QCOMPARE(c_->assumptionRange(key), before);
    stack()->redo();
    QCOMPARE(c_->assumptionRange(key), std::optional<AssumptionRange>(AssumptionRange{1.1, 1.6}));
    c_->setAssumptionRange(key, before); // back where it started
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(c_->assumptionRange(key), before);
}

void TestEditCommands::resetAllIsOneStep() {
    c_->setAssumption(QStringLiteral("pue"), 1.5);
    c_->setAssumption(QStringLiteral("utilization_pct"), 60.0);
    QCOMPARE(stack()->count(), 2);
    c_->resetAllAssumptions();
    QCOMPARE(stack()->count(), 3);
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.35);
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 80.0);
    stack()->undo();
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.5);
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 60.0);
}

namespace {
// A controller over a fresh team catalog opened as `user` (TestEditCommands_pg only).
struct TeamFixture {
    QTemporaryDir dir;
    db::CatalogStore store;
    std::unique_ptr<ui::ScenarioController> controller;
    bool open(const QString& database, const QString& user, QString* error) {
        store.setTeamSnapshotPath(dir.filePath(QStringLiteral("snapshot.sqlite")));
        store.setWritesTeamSnapshot(false);
        if (!store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)) ||
            !store.openUser(test::PgTestServer::instance().url(user, database))) {
            *error = store.errorString();
            return false;
        }
        controller = std::make_unique<ui::ScenarioController>(&store);
        return controller->reloadCatalog(error);
    }
};

bool teamRun() {
    return !qEnvironmentVariableIsEmpty("SILICONOMICS_TEST_PG");
}
} // namespace

void TestEditCommands::teamViewerEditLeavesNoCommand() {
    if (!teamRun()) QSKIP("team catalogs: run by TestEditCommands_pg");
    SIL_REQUIRE_PG();
    auto& pg = test::PgTestServer::instance();
    QString error;
    const QString database = pg.createTeamCatalog(QStringLiteral("editcmd")); // + test logins
    QVERIFY(!database.isEmpty());
    TeamFixture viewer;
    QVERIFY2(viewer.open(database, QStringLiteral("sil_viewer"), &error), qPrintable(error));
    QCOMPARE(viewer.store.teamRole(), QStringLiteral("viewer"));
    QVERIFY(!viewer.controller->editCatalogValue(EntityKind::System, kSystem, kField,
                                                 QStringLiteral("30000"), &error));
    QVERIFY2(error.contains(QStringLiteral("viewer role")), qPrintable(error));
    QCOMPARE(viewer.controller->undoStack()->count(), 0);
    QVERIFY(!viewer.store.overrideOf(EntityKind::System, kSystem, kField));
}

void TestEditCommands::teamEditIsOneAuditedWritePerStep() {
    if (!teamRun()) QSKIP("team catalogs: run by TestEditCommands_pg");
    SIL_REQUIRE_PG();
    auto& pg = test::PgTestServer::instance();
    QString error;
    const QString database = pg.createTeamCatalog(QStringLiteral("editcmd")); // + test logins
    QVERIFY(!database.isEmpty());
    TeamFixture editor;
    QVERIFY2(editor.open(database, QStringLiteral("sil_editor"), &error), qPrintable(error));
    auto* c = editor.controller.get();
    auto history = [&] { return editor.store.valueHistory(EntityKind::System, kSystem, kField); };
    QVERIFY2(
        c->editCatalogValue(EntityKind::System, kSystem, kField, QStringLiteral("30000"), &error),
        qPrintable(error));
    // One audited write per step (the edit used to be written twice: two history entries).
    QCOMPARE(history().size(), 1);
    QCOMPARE(history().first().action, QStringLiteral("set"));
    c->undoStack()->undo();
    QCOMPARE(history().size(), 2);
    QCOMPARE(history().first().action, QStringLiteral("revert"));
    c->undoStack()->redo();
    QCOMPARE(history().size(), 3);
    QCOMPARE(history().first().newValue, QStringLiteral("30000"));
    QCOMPARE(c->undoStack()->count(), 1);
}

QTEST_MAIN(TestEditCommands)
#include "TestEditCommands.moc"
