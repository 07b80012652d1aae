// The scenario chooses the serving engine, the user can switch: the
// assumptions panel's engine picker is one undoable edit (repeated picks merge), the Inference
// chart's caption names the engine in force, its numbers move with the engine's rows, and an
// engine the catalog does not hold is refused without an undo step.
#include "ControllerFixture.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/AssumptionsPanel.h"

#include "core/economics/tco.h"
#include "core/workload/workload.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace sil;

class TestEngineChoice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pickerListsTheDefaultThenEveryEngine();
    void pickingIsOneUndoableEdit();
    void captionNamesTheEngineInForce();
    void unknownEngineIsRefused();
    void rentalTermIsOneUndoableEdit();

private:
    test::ControllerFixture f_;
    static void pick(QComboBox* box, const QString& engineId) {
        const int at = box->findData(engineId);
        QVERIFY2(at >= 0, qPrintable(engineId));
        box->setCurrentIndex(at);
        emit box->activated(at);
    }
    QString captionOfInference() {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QStringLiteral("inference"), f_.controller.get()));
        p->restoreState({{QStringLiteral("model"), QStringLiteral("llama-3.1-70b")}});
        p->refresh();
        return p->notes().join(QLatin1Char('\n'));
    }
};

void TestEngineChoice::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
    f_.controller->setSelectedSystems({QStringLiteral("hgx-h200"), QStringLiteral("mi300x-ubb8")});
}

void TestEngineChoice::pickerListsTheDefaultThenEveryEngine() {
    ui::AssumptionsPanel panel(f_.controller.get());
    QComboBox* box = panel.enginePicker();
    QCOMPARE(box->itemData(0).toString(), QString()); // each vendor's default first
    QStringList ids;
    for (int i = 1; i < box->count(); ++i)
        ids << box->itemData(i).toString();
    for (const auto& e : f_.controller->catalog().engines)
        if (e.system_id.empty())
            QVERIFY2(ids.contains(QString::fromStdString(e.engine_id)), e.engine_id.c_str());
    QCOMPARE(ids.removeDuplicates(), qsizetype(0)); // one entry per engine, not per row
    QCOMPARE(box->currentIndex(), 0);
}

void TestEngineChoice::pickingIsOneUndoableEdit() {
    ui::AssumptionsPanel panel(f_.controller.get());
    QComboBox* box = panel.enginePicker();
    QUndoStack* undo = f_.controller->undoStack();
    const int before = undo->count();
    QSignalSpy changed(f_.controller.get(), &ui::ScenarioController::engineChanged);
    pick(box, QStringLiteral("tensorrt-llm"));
    pick(box, QStringLiteral("sglang")); // merges with the pick before
    QCOMPARE(f_.controller->engine(), QStringLiteral("sglang"));
    QCOMPARE(undo->count(), before + 1);
    QCOMPARE(changed.count(), 2);
    undo->undo();
    QCOMPARE(f_.controller->engine(), QString());
    QCOMPARE(box->currentIndex(), 0); // the picker follows the undo
    undo->redo();
    QCOMPARE(f_.controller->engine(), QStringLiteral("sglang"));
    QCOMPARE(box->currentData().toString(), QStringLiteral("sglang"));
    undo->undo();
}

void TestEngineChoice::captionNamesTheEngineInForce() {
    const Catalog& cat = f_.controller->catalog();
    auto expectedLabels = [&](const std::string& engine) {
        QStringList labels;
        for (const auto& e :
             enginesInForce(cat, {cat.system("hgx-h200"), cat.system("mi300x-ubb8")}, engine))
            labels << QString::fromStdString(e.label);
        return labels;
    };
    f_.controller->setEngine(QString());
    f_.controller->recomputeNow();
    QString caption = captionOfInference();
    QVERIFY(caption.contains(QStringLiteral("Serving engine:")));
    for (const QString& label : expectedLabels({}))
        QVERIFY2(caption.contains(label), qPrintable(caption));
    f_.controller->setEngine(QStringLiteral("tensorrt-llm"));
    f_.controller->recomputeNow();
    caption = captionOfInference();
    for (const QString& label : expectedLabels("tensorrt-llm"))
        QVERIFY2(caption.contains(label), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("TensorRT-LLM")));
    f_.controller->undoStack()->undo();
    QCOMPARE(f_.controller->engine(), QString());
}

void TestEngineChoice::unknownEngineIsRefused() {
    QUndoStack* undo = f_.controller->undoStack();
    const int before = undo->count();
    QSignalSpy errors(f_.controller.get(), &ui::ScenarioController::errorOccurred);
    f_.controller->setEngine(QStringLiteral("no-such-engine"));
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.at(0).at(0).toString().contains(QStringLiteral("no-such-engine")));
    QCOMPARE(undo->count(), before);
    QCOMPARE(f_.controller->engine(), QString());
}

// The rental term is the scenario's: picked in the panel as one undoable edit, it reprices
// the rented figures (the cheapest option a system shows is of that term, spot only when
// picked), and the analysts' rates box lets reference rows in.
void TestEngineChoice::rentalTermIsOneUndoableEdit() {
    ui::AssumptionsPanel panel(f_.controller.get());
    QComboBox* box = panel.rentalTermPicker();
    QCOMPARE(box->currentData().toInt(), int(RentalTerm::OnDemand));
    QUndoStack* undo = f_.controller->undoStack();
    const int before = undo->index(); // a redo left by an earlier test is dropped by the push
    QSignalSpy changed(f_.controller.get(), &ui::ScenarioController::rentalChoiceChanged);
    const int spot = box->findData(int(RentalTerm::Spot));
    QVERIFY(spot >= 0);
    box->setCurrentIndex(spot);
    emit box->activated(spot);
    QCOMPARE(f_.controller->rentalChoice().term, RentalTerm::Spot);
    QCOMPARE(undo->index(), before + 1);
    QCOMPARE(changed.count(), 1);
    // B200's cheapest option is now a spot quote (before: an on-demand offer).
    const auto b200 = [&] {
        return costBasisOf(f_.controller->catalog(), *f_.controller->catalog().system("hgx-b200"),
                           f_.controller->scenario().assumptions);
    };
    QCOMPARE(b200().quote_term, RentalTerm::Spot);
    undo->undo();
    QCOMPARE(f_.controller->rentalChoice().term, RentalTerm::OnDemand);
    QCOMPARE(box->currentData().toInt(), int(RentalTerm::OnDemand)); // follows the undo
    QCOMPARE(b200().quote_term, RentalTerm::OnDemand);
    panel.referenceQuotesBox()->click();
    QVERIFY(f_.controller->rentalChoice().reference_quotes);
    undo->undo();
    QVERIFY(!f_.controller->rentalChoice().reference_quotes);
    QVERIFY(!panel.referenceQuotesBox()->isChecked());
}

QTEST_MAIN(TestEngineChoice)
#include "TestEngineChoice.moc"
