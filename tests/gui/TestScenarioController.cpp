// Undo/redo of assumption edits, merging of slider drags, and frame-coalesced recompute.
#include "ControllerFixture.h"
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/ScenarioController.h"

#include "core/economics/tco.h"

#include <QApplication>
#include <QSignalSpy>

using namespace sil;

class TestScenarioController : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void editRecomputesAndUndoRestores();
    void dragMergesIntoOneUndoStep();
    void manyEditsOneResultsChangedPerFrame();
    void invalidValueIsRejected();
    void catalogEditIsUndoable();
    void resultsCompletedOnReadEqualFullEvaluation();
    void scenarioOverridesApplyAndClear();
    void shippingOnlyLeavesOutWhatCannotBeBought();

private:
    std::unique_ptr<test::ControllerFixture> f_;
    db::CatalogStore* store_ = nullptr;
    ui::ScenarioController* c_ = nullptr;
};

void TestScenarioController::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    store_ = &f_->store;
    c_ = f_->controller.get();
    c_->loadScenario(*store_->scenario(QStringLiteral("semianalysis-2025")));
}

void TestScenarioController::cleanup() {
    f_.reset();
}

// Systems carry their chip's status once loaded; the shipping-only toggle leaves the others out
// of every chart's systems, and the chart labels mark them while they are shown.
void TestScenarioController::shippingOnlyLeavesOutWhatCannotBeBought() {
    c_->setSelectedSystems({QStringLiteral("hgx-h200"), QStringLiteral("vr200-nvl144")});
    const System* rubin = c_->catalog().system("vr200-nvl144");
    QVERIFY(rubin);
    const Chip* chip = c_->catalog().chip(rubin->chip_id);
    QCOMPARE(rubin->availability.status, chip->availability.status);
    QVERIFY(rubin->availability.status != "shipping");
    QCOMPARE(c_->selectedSystemList().size(), std::size_t(2));
    QSignalSpy spy(c_, &ui::ScenarioController::selectionChanged);
    c_->setShippingOnly(true);
    QCOMPARE(spy.count(), 1);
    const auto shown = c_->selectedSystemList();
    QCOMPARE(shown.size(), std::size_t(1));
    QCOMPARE(shown[0]->id, std::string("hgx-h200"));
    c_->setShippingOnly(false);
    QCOMPARE(c_->selectedSystemList().size(), std::size_t(2));
}

void TestScenarioController::editRecomputesAndUndoRestores() {
    const double before = c_->resultFor("hgx-b200")->tco.total.value();
    QSignalSpy spy(c_, &ui::ScenarioController::resultsChanged);
    c_->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.20);
    QVERIFY(spy.wait(1000));
    const double after = c_->resultFor("hgx-b200")->tco.total.value();
    QVERIFY(after > before);
    QVERIFY(c_->isModified());
    c_->undoStack()->undo();
    QVERIFY(spy.wait(1000));
    QCOMPARE(c_->resultFor("hgx-b200")->tco.total.value(), before);
    QVERIFY(!c_->isModified());
    c_->undoStack()->redo();
    QVERIFY(spy.wait(1000));
    QCOMPARE(c_->resultFor("hgx-b200")->tco.total.value(), after);
}

void TestScenarioController::dragMergesIntoOneUndoStep() {
    for (double v = 1.2; v <= 1.6; v += 0.01)
        c_->setAssumption(QStringLiteral("pue"), v);
    QCOMPARE(c_->undoStack()->count(), 1);
    c_->setAssumption(QStringLiteral("utilization_pct"), 60.0);
    QCOMPARE(c_->undoStack()->count(), 2);
    c_->undoStack()->undo();
    c_->undoStack()->undo();
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.35);
    QCOMPARE(c_->assumption(QStringLiteral("utilization_pct")), 80.0);
}

void TestScenarioController::manyEditsOneResultsChangedPerFrame() {
    QSignalSpy spy(c_, &ui::ScenarioController::resultsChanged);
    QTest::qWait(20);
    spy.clear();
    for (int i = 0; i < 50; ++i)
        c_->setAssumption(QStringLiteral("colocation_usd_per_kw_month"), 100.0 + i);
    QCOMPARE(spy.count(), 0); // nothing recomputed synchronously
    QVERIFY(spy.wait(1000));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(c_->scenario().assumptions.colocation_usd_per_kw_month, 149.0);
}

void TestScenarioController::invalidValueIsRejected() {
    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    c_->setAssumption(QStringLiteral("pue"), 0.2);
    QCOMPARE(errors.count(), 1);
    QCOMPARE(c_->assumption(QStringLiteral("pue")), 1.35);
    QCOMPARE(c_->undoStack()->count(), 0);
}

void TestScenarioController::catalogEditIsUndoable() {
    QString error;
    QVERIFY(c_->editCatalogValue(EntityKind::System, QStringLiteral("hgx-b200"),
                                 QStringLiteral("capex_per_gpu_usd"), QStringLiteral("30000"),
                                 &error));
    QCOMPARE(*c_->baseCatalog().system("hgx-b200")->capex_per_gpu_usd, 30000.0);
    c_->undoStack()->undo();
    QCOMPARE(*c_->baseCatalog().system("hgx-b200")->capex_per_gpu_usd, 44954.0);
    QVERIFY(store_->overrides().isEmpty());
    c_->undoStack()->redo();
    QCOMPARE(*c_->baseCatalog().system("hgx-b200")->capex_per_gpu_usd, 30000.0);
    QVERIFY(c_->revertCatalogValue(EntityKind::System, QStringLiteral("hgx-b200"),
                                   QStringLiteral("capex_per_gpu_usd")));
    QCOMPARE(*c_->baseCatalog().system("hgx-b200")->capex_per_gpu_usd, 44954.0);
    QVERIFY(!c_->editCatalogValue(EntityKind::System, QStringLiteral("hgx-b200"),
                                  QStringLiteral("capex_per_gpu_usd"), QStringLiteral("-5"),
                                  &error));
    QVERIFY(error.contains(QStringLiteral("capex_per_gpu_usd")));
}

// A scenario's catalog overrides change what the charts read (the stored catalog stays); a
// scenario without any reads the stored catalog again; an unknown id is reported and ignored.
void TestScenarioController::scenarioOverridesApplyAndClear() {
    const double stored = *c_->baseCatalog().system("hgx-h100")->capex_per_gpu_usd;
    const double storedTdp = *c_->baseCatalog().chip("h100-sxm")->tdp_w;
    const double storedTco = c_->tcoResultFor("hgx-h100")->tco.total.value();
    Scenario s = c_->scenario();
    s.system_overrides["hgx-h100"]["capex_per_gpu_usd"] = 2 * stored;
    s.chip_overrides["h100-sxm"]["tdp_w"] = storedTdp + 100;
    c_->loadScenario(s);
    QCOMPARE(*c_->catalog().system("hgx-h100")->capex_per_gpu_usd, 2 * stored);
    QCOMPARE(*c_->catalog().chip("h100-sxm")->tdp_w, storedTdp + 100);
    QCOMPARE(*c_->baseCatalog().system("hgx-h100")->capex_per_gpu_usd, stored);
    QVERIFY(c_->tcoResultFor("hgx-h100")->tco.total.value() > storedTco);
    // An edit after the override recomputes from the overridden catalog.
    c_->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.21);
    c_->recomputeNow();
    const SystemResult* edited = c_->resultFor("hgx-h100");
    const SystemResult expected = evaluateSystem(c_->catalog(), *c_->catalog().system("hgx-h100"),
                                                 c_->scenario().assumptions);
    QCOMPARE(edited->tco.total.value(), expected.tco.total.value());

    s.system_overrides.clear();
    s.chip_overrides.clear();
    c_->loadScenario(s);
    QCOMPARE(*c_->catalog().system("hgx-h100")->capex_per_gpu_usd, stored);
    QCOMPARE(*c_->catalog().chip("h100-sxm")->tdp_w, storedTdp);
    QCOMPARE(c_->catalog().systems.size(), c_->baseCatalog().systems.size());
    QCOMPARE(c_->tcoResultFor("hgx-h100")->tco.total.value(), storedTco);

    QSignalSpy errors(c_, &ui::ScenarioController::errorOccurred);
    s.system_overrides["no-such-system"]["capex_per_gpu_usd"] = 1.0;
    c_->loadScenario(s);
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.first().first().toString().contains(QStringLiteral("no-such-system")));
    QCOMPARE(c_->catalog().systems.size(), c_->baseCatalog().systems.size());
    QCOMPARE(c_->tcoResultFor("hgx-h100")->tco.total.value(), storedTco);
}

void TestScenarioController::resultsCompletedOnReadEqualFullEvaluation() {
    // The window recomputes the TCO of every system on an edit and completes per-dtype and
    // rent-vs-buy figures when a view reads them: whenever read, they are those of the
    // assumptions the TCO was computed with, as a full evaluation gives them.
    auto same = [](const Figure& a, const Figure& b) {
        return a.ok() == b.ok() && (!a.ok() ? a.reason() == b.reason() : a.value() == b.value());
    };
    for (const double pue : {1.5, 1.2}) {
        c_->setAssumption(QStringLiteral("pue"), pue);
        c_->recomputeNow();
        // Only the TCO read first (as the TCO chart does), then an edit not yet recomputed:
        // completion must still use the recomputed assumptions.
        QVERIFY(c_->tcoResultFor("hgx-h200"));
        c_->setAssumption(QStringLiteral("utilization_pct"), pue > 1.3 ? 55.0 : 90.0);
        const Assumptions used = [&] {
            Assumptions a = c_->scenario().assumptions;
            a.utilization_pct = pue > 1.3 ? 80.0 : 55.0; // the value before the pending edit
            return a;
        }();
        const std::vector<SystemResult> full = evaluateAll(c_->catalog(), used);
        for (const SystemResult& want : full) {
            const SystemResult* got = c_->resultFor(want.system_id);
            QVERIFY(got);
            QVERIFY(same(got->tco.total, want.tco.total));
            for (std::size_t d = 0; d < want.per_dtype.size(); ++d) {
                QVERIFY(same(got->per_dtype[d].tco_per_pflop_hour,
                             want.per_dtype[d].tco_per_pflop_hour));
                QVERIFY(same(got->per_dtype[d].realized_tco_per_pflop_hour,
                             want.per_dtype[d].realized_tco_per_pflop_hour));
                QVERIFY(same(got->per_dtype[d].tflops_per_facility_watt,
                             want.per_dtype[d].tflops_per_facility_watt));
            }
            QCOMPARE(got->rentals.size(), want.rentals.size());
            for (std::size_t q = 0; q < want.rentals.size(); ++q)
                QVERIFY(same(got->rentals[q].rent_per_useful_hour,
                             want.rentals[q].rent_per_useful_hour));
            QCOMPARE(got->cheapest_option, want.cheapest_option);
        }
        c_->recomputeNow();
    }
}

QTEST_MAIN(TestScenarioController)
#include "TestScenarioController.moc"
