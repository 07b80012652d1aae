// The Plan tab's inputs are undoable: each control's edit is one
// SetPlanInputCommand on the controller's undo stack, repeated steps of one control merge, and
// undo puts the controls, the inputs and the planned numbers back. Many systems are planned on a
// worker : two quick edits draw only the last edit's answer, and a page closed while
// its worker runs is no crash.
#include "ControllerFixture.h"
#include "TableColumns.h"

#include "bench/CatalogGenerator.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/PlanPage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLayout>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QThreadPool>
#include <QUndoStack>
#include <QtTest>

using namespace sil;

namespace {

std::unique_ptr<ui::PlanPage> planPage(ui::ScenarioController* c) {
    std::unique_ptr<ui::ChartPage> p(ui::createChartPage(QStringLiteral("plan"), c));
    return std::unique_ptr<ui::PlanPage>(static_cast<ui::PlanPage*>(p.release()));
}

// The spin box right after the label with this (English) text.
template <typename Spin> Spin* spinAfter(QWidget* page, const QString& label) {
    for (auto* l : page->findChildren<QLabel*>()) {
        if (l->text() != label) continue;
        for (auto* layout : page->findChildren<QLayout*>())
            if (const int i = layout->indexOf(l); i >= 0 && i + 1 < layout->count())
                return qobject_cast<Spin*>(layout->itemAt(i + 1)->widget());
    }
    return nullptr;
}

// What core's planner answers for the page's inputs, over the controller's chosen systems.
std::vector<PlanResult> corePlan(const ui::ScenarioController& c, const ui::PlanPage& p) {
    return planAll(c.catalog(), c.selectedSystemList(), *c.catalog().model(p.inputs().model_id),
                   p.query(), c.scenario().assumptions);
}

// The page shows `want`: its results, and the table's system, GPU and blended-cost cells.
void checkShows(const ui::PlanPage& p, const std::vector<PlanResult>& want) {
    QCOMPARE(p.results().size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(p.results()[i].system, want[i].system);
        QCOMPARE(p.results()[i].gpus, want[i].gpus);
        QCOMPARE(p.results()[i].usd_per_million_tokens_blended.value,
                 want[i].usd_per_million_tokens_blended.value);
    }
    const auto* table = p.findChild<QTableWidget*>();
    QVERIFY(table);
    const QLocale locale;
    int row = 0;
    for (const PlanResult& r : want) {
        if (!r.fits) continue;
        QCOMPARE(table->item(row, 2)->text(), locale.toString(double(r.gpus), 'f', 0));
        if (r.owned_cost)
            QCOMPARE(table->item(row, test::columnNamed(*table, QStringLiteral("USD/M blended")))
                         ->text(),
                     locale.toString(r.usd_per_million_tokens_blended.value, 'f', 3));
        ++row;
    }
    QCOMPARE(table->rowCount(), row);
}

} // namespace

class TestPlanInputsUndo : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void undoTwoEditsRestoresBothAndTheNumbers();
    void spinStepsMergeIntoOneStep();
    void comboEditsAreUndoable();
    void stateRestoreIsNoUndoStep();
    void theScenarioCarriesThePlan();
    void fewSystemsPlanAtOnce();
    void quickEditsDrawOnlyTheLast();
    void undoWhilePlanningDrawsTheRestoredInputs();
    void pageClosedWhilePlanning();

private:
    test::ControllerFixture f_;   // the shipped catalog
    test::ControllerFixture big_; // plus 1,000 generated systems, all chosen
};

void TestPlanInputsUndo::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    QVERIFY2(big_.open(&error), qPrintable(error));
    QVERIFY2(big_.store.importBatch(bench::generateCatalog(1000)),
             qPrintable(big_.store.errorString()));
    QVERIFY2(big_.controller->reloadCatalog(&error), qPrintable(error));
    QStringList all;
    for (const System& s : big_.controller->catalog().systems)
        all << QString::fromStdString(s.id);
    big_.controller->setSelectedSystems(all);
    QVERIFY(big_.controller->selectedSystemList().size() >= 1000);
    QVERIFY(f_.controller->selectedSystemList().size() < ui::PlanPage::kWorkerPlanSystems);
}

void TestPlanInputsUndo::init() {
    Scenario plain = f_.controller->loadedScenario();
    plain.plan.reset();
    f_.controller->loadScenario(plain); // clears the undo history too
    f_.controller->undoStack()->clear();
    big_.controller->undoStack()->clear();
}

void TestPlanInputsUndo::undoTwoEditsRestoresBothAndTheNumbers() {
    auto p = planPage(f_.controller.get());
    p->refresh();
    const PlanInputs original = p->inputs();
    const std::vector<PlanResult> before = corePlan(*f_.controller, *p);
    checkShows(*p, before);
    auto* prompt = spinAfter<QSpinBox>(p.get(), QStringLiteral("Tokens in:"));
    auto* ttft = spinAfter<QDoubleSpinBox>(p.get(), QStringLiteral("First token within:"));
    QVERIFY(prompt && ttft);
    QUndoStack* stack = f_.controller->undoStack();
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);

    prompt->setValue(8000);
    ttft->setValue(0.5);
    QCOMPARE(stack->count(), 2);
    QCOMPARE(planned.count(), 2);
    QCOMPARE(p->inputs().traffic.prompt_tokens, 8000.0);
    QCOMPARE(p->inputs().traffic.ttft_p50_s, 0.5);
    const std::vector<PlanResult> edited = corePlan(*f_.controller, *p);
    checkShows(*p, edited);
    bool moved = false;
    for (std::size_t i = 0; i < edited.size(); ++i)
        moved = moved || edited[i].system != before[i].system || edited[i].gpus != before[i].gpus;
    QVERIFY2(moved, "8,000-token prompts within 0.5 s should change the plan");

    stack->undo();
    QCOMPARE(ttft->value(), 2.0);
    QCOMPARE(prompt->value(), 8000);
    stack->undo();
    QCOMPARE(prompt->value(), 1000);
    QCOMPARE(planned.count(), 4);
    QVERIFY(p->inputs() == original);
    checkShows(*p, before);
    checkShows(*p, corePlan(*f_.controller, *p));

    stack->redo();
    stack->redo();
    QCOMPARE(prompt->value(), 8000);
    QCOMPARE(ttft->value(), 0.5);
    checkShows(*p, edited);
}

void TestPlanInputsUndo::spinStepsMergeIntoOneStep() {
    auto p = planPage(f_.controller.get());
    p->refresh();
    auto* output = spinAfter<QSpinBox>(p.get(), QStringLiteral("out:"));
    auto* perUser = spinAfter<QSpinBox>(p.get(), QStringLiteral("Tokens/s per user ≥"));
    QVERIFY(output && perUser);
    QUndoStack* stack = f_.controller->undoStack();
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    for (int i = 0; i < 5; ++i)
        output->stepBy(10);
    QCOMPARE(output->value(), 550);
    QCOMPARE(planned.count(), 5); // each step replans
    QCOMPARE(stack->count(), 1);  // one undo step
    perUser->stepBy(5);           // another field: its own step
    perUser->stepBy(5);
    QCOMPARE(stack->count(), 2);
    stack->undo();
    QCOMPARE(perUser->value(), 30);
    stack->undo();
    QCOMPARE(output->value(), 500);
    QCOMPARE(p->query().traffic.output_tokens, 500.0);
    // Steps that end where they started leave no step.
    stack->clear();
    output->stepBy(1);
    output->stepBy(-1);
    QCOMPARE(stack->count(), 0);
}

void TestPlanInputsUndo::comboEditsAreUndoable() {
    auto p = planPage(f_.controller.get());
    p->refresh();
    const PlanInputs original = p->inputs();
    QUndoStack* stack = f_.controller->undoStack();
    QComboBox* demandKind = nullptr;
    QComboBox* layout = nullptr;
    for (auto* combo : p->findChildren<QComboBox*>()) {
        if (combo->findData(QStringLiteral("mw")) >= 0 &&
            combo->findData(QStringLiteral("rpm")) >= 0)
            demandKind = combo;
        if (combo->findData(QStringLiteral("disaggregated")) >= 0) layout = combo;
    }
    QVERIFY(demandKind && layout);
    // What the demand is, and its number reset to a power budget's: one step.
    demandKind->setCurrentIndex(demandKind->findData(QStringLiteral("mw")));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(p->query().facility_mw, 20.0);
    layout->setCurrentIndex(layout->findData(QStringLiteral("aggregated")));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(p->query().layout, LayoutChoiceKind::Aggregated);
    for (const PlanResult& r : p->results())
        if (r.fits) QCOMPARE(r.layout.kind, LayoutChoiceKind::Aggregated);
    stack->undo();
    stack->undo();
    QVERIFY(p->inputs() == original);
    QCOMPARE(demandKind->currentData().toString(), QStringLiteral("rpm"));
    QCOMPARE(p->query().traffic.requests_per_s, 50000.0 / 60.0);
    QCOMPARE(p->query().layout, LayoutChoiceKind::Best);
    checkShows(*p, corePlan(*f_.controller, *p));
}

void TestPlanInputsUndo::stateRestoreIsNoUndoStep() {
    auto p = planPage(f_.controller.get());
    QVariantMap s = p->saveState();
    s.insert(QStringLiteral("prompt"), 3000);
    s.insert(QStringLiteral("cached_share"), 0.5);
    s.insert(QStringLiteral("ttft_p90_s"), 4.0);
    s.insert(QStringLiteral("peak_to_average"), 2.0);
    s.insert(QStringLiteral("layout"), QStringLiteral("disaggregated"));
    s.insert(QStringLiteral("tpot_p99_ms"), 80.0);
    p->restoreState(s);
    QCOMPARE(f_.controller->undoStack()->count(), 0);
    const PlanQuery q = p->query();
    QCOMPARE(q.traffic.prompt_tokens, 3000.0);
    QCOMPARE(q.traffic.cached_prompt_share, 0.5);
    QCOMPARE(q.traffic.ttft_p90_s, 4.0);
    QCOMPARE(q.traffic.peak_to_average, 2.0);
    QCOMPARE(q.layout, LayoutChoiceKind::Disaggregated);
    QCOMPARE(q.tpot_p99_ms, 80.0);
    const QVariantMap back = p->saveState();
    for (auto it = s.cbegin(); it != s.cend(); ++it)
        QCOMPARE(back.value(it.key()), it.value());
    // A P90 target below the median: one note, no plan.
    s.insert(QStringLiteral("ttft_p90_s"), 1.0);
    p->restoreState(s);
    p->refresh();
    QVERIFY(p->results().empty());
    QCOMPARE(p->notes().size(), 1);
    QVERIFY2(p->notes().front().contains(QStringLiteral("ttft_p90_s")),
             qPrintable(p->notes().front()));
}

// A plan edit is a scenario edit (saved with it, the scenario marked
// modified), undone with it; a scenario opened with a plan shows that plan and plans for it.
void TestPlanInputsUndo::theScenarioCarriesThePlan() {
    ui::ScenarioController& c = *f_.controller;
    auto p = planPage(&c);
    p->refresh();
    QVERIFY(!c.scenario().plan);
    QVERIFY(!c.isModified());
    auto* prompt = spinAfter<QSpinBox>(p.get(), QStringLiteral("Tokens in:"));
    QVERIFY(prompt);
    QSignalSpy planChanged(&c, &ui::ScenarioController::planChanged);
    prompt->setValue(4000);
    QVERIFY(c.scenario().plan);
    QCOMPARE(c.scenario().plan->traffic.prompt_tokens, 4000.0);
    QVERIFY(*c.scenario().plan == p->inputs());
    QVERIFY(c.isModified());
    QCOMPARE(planChanged.count(), 1);
    // Saved and read back: the plan is in the file.
    Scenario saved = c.scenario();
    saved.name = "fleet";
    const auto back = parseScenarioJson(scenarioToJson(saved), "s.json");
    QVERIFY2(back.ok, back.error.c_str());
    QVERIFY(back.scenario.plan && *back.scenario.plan == p->inputs());
    // The P99 time-per-output-token target: an edit like the others, asked of the planner, said
    // in the caption, and saved (at the scenario version that reads it).
    auto* tpotP99 = spinAfter<QDoubleSpinBox>(p.get(), QStringLiteral("TPOT P99 ≤"));
    QVERIFY(tpotP99);
    QCOMPARE(tpotP99->value(), 0.0);
    tpotP99->setValue(60);
    QCOMPARE(c.scenario().plan->tpot_p99_ms, 60.0);
    QCOMPARE(p->query().tpot_p99_ms, 60.0);
    QVERIFY2(
        p->captionLines().join(QLatin1Char(' ')).contains(QStringLiteral("within 60 ms at P99")),
        qPrintable(p->captionLines().join(QLatin1Char(' '))));
    saved = c.scenario();
    saved.name = "fleet";
    QVERIFY(scenarioToJson(saved).find("\"schema_version\": 8") != std::string::npos);
    c.undoStack()->undo();
    QCOMPARE(c.scenario().plan->tpot_p99_ms, 0.0);
    QCOMPARE(tpotP99->value(), 0.0);
    c.undoStack()->undo();
    QVERIFY(!c.scenario().plan); // the scenario had none
    QVERIFY(!c.isModified());
    // Steps that come back to where they started leave neither a step nor a plan.
    prompt->stepBy(1);
    prompt->stepBy(-1);
    QCOMPARE(c.undoStack()->count(), 0);
    QVERIFY(!c.scenario().plan);
    QVERIFY(!c.isModified());

    // Opening a scenario with a plan (a 20 MW budget of DeepSeek-style lengths, a measured
    // distribution): the controls show it and the answer is core's for it.
    Scenario withPlan = c.loadedScenario();
    PlanInputs plan;
    plan.model_id = "llama-3.1-8b";
    plan.weights = NumberFormat::FP8;
    plan.demand_kind = DemandKind::FacilityMw;
    plan.demand = 20;
    plan.traffic.ttft_p50_s = 1;
    setLengths(plan.traffic, {500, 1500, 2500}, {100, 300, 500});
    withPlan.plan = plan;
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    c.loadScenario(withPlan);
    QCOMPARE(planned.count(), 1);
    QVERIFY(p->inputs() == plan);
    QCOMPARE(prompt->value(), 1500);
    QCOMPARE(p->query().facility_mw, 20.0);
    QVERIFY(!c.isModified());
    checkShows(*p, corePlan(c, *p));
    QVERIFY(
        p->captionLines().join(QLatin1Char(' ')).contains(QStringLiteral("3 measured requests")));
    // Another control's edit keeps the distribution; editing a length replaces it.
    auto* ttft = spinAfter<QDoubleSpinBox>(p.get(), QStringLiteral("First token within:"));
    QVERIFY(ttft);
    ttft->setValue(3);
    QCOMPARE(c.scenario().plan->traffic.prompt_samples.size(), std::size_t(3));
    prompt->setValue(1000);
    QVERIFY(c.scenario().plan->traffic.prompt_samples.empty());
    QCOMPARE(c.scenario().plan->traffic.output_tokens, 300.0);
    // A page made after the scenario was opened (an export, a report page) starts from its plan.
    auto later = planPage(&c);
    QVERIFY(later->inputs() == *c.scenario().plan);
    QCOMPARE(later->query().facility_mw, 20.0);
}

void TestPlanInputsUndo::fewSystemsPlanAtOnce() {
    auto p = planPage(f_.controller.get());
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    p->refresh();
    QCOMPARE(planned.count(), 1); // drawn before refresh() returned
    QVERIFY(!p->planning());
}

void TestPlanInputsUndo::quickEditsDrawOnlyTheLast() {
    auto p = planPage(big_.controller.get());
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    p->refresh();
    QVERIFY(p->planning()); // on a worker: refresh() returned before the answer
    QVERIFY(planned.wait(120000));
    QCOMPARE(planned.count(), 1);
    QVERIFY(!p->planning());
    const std::uint64_t first = p->generation();

    auto* prompt = spinAfter<QSpinBox>(p.get(), QStringLiteral("Tokens in:"));
    auto* output = spinAfter<QSpinBox>(p.get(), QStringLiteral("out:"));
    QVERIFY(prompt && output);
    planned.clear();
    prompt->setValue(3000);
    output->setValue(900);
    QVERIFY(p->planning());
    QTRY_VERIFY_WITH_TIMEOUT(!p->planning(), 120000);
    // Both workers done and whatever they posted delivered: the first edit's answer was dropped.
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(planned.count(), 1);
    QCOMPARE(p->generation(), first + 2);
    QCOMPARE(p->query().traffic.prompt_tokens, 3000.0);
    QCOMPARE(p->query().traffic.output_tokens, 900.0);
    checkShows(*p, corePlan(*big_.controller, *p));
}

void TestPlanInputsUndo::undoWhilePlanningDrawsTheRestoredInputs() {
    auto p = planPage(big_.controller.get());
    QSignalSpy planned(p.get(), &ui::PlanPage::planned);
    p->refresh();
    QVERIFY(planned.wait(120000));
    const std::vector<PlanResult> before = p->results();
    auto* perUser = spinAfter<QSpinBox>(p.get(), QStringLiteral("Tokens/s per user ≥"));
    QVERIFY(perUser);
    planned.clear();
    perUser->setValue(80);
    big_.controller->undoStack()->undo(); // before the edit's answer came
    QCOMPARE(perUser->value(), 30);
    QTRY_VERIFY_WITH_TIMEOUT(!p->planning(), 120000);
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(planned.count(), 1);
    checkShows(*p, before);
}

void TestPlanInputsUndo::pageClosedWhilePlanning() {
    auto p = planPage(big_.controller.get());
    p->refresh();
    QVERIFY(p->planning());
    p.reset();
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents(); // a posted answer for a page that is gone: dropped
    // The controller's edits still work.
    big_.controller->setAssumption(QStringLiteral("electricity_usd_per_kwh"), 0.2);
    big_.controller->undoStack()->undo();
}

QTEST_MAIN(TestPlanInputsUndo)
#include "TestPlanInputsUndo.moc"
