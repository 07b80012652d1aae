// What the analyst sees of uncertainty: the tornado draws core's swings for the chosen system,
// the range editor sets undoable ranges, and the TCO chart's whiskers are core's P10-P90.
#include "ControllerFixture.h"

#include "ui/charts/ChartLook.h"
#include "ui/charts/TcoChartPage.h"
#include "ui/charts/TornadoPage.h"
#include "ui/widgets/AssumptionRangesDialog.h"

#include "core/economics/tornado.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>

using namespace sil;

class TestUncertaintyViews : public QObject {
    Q_OBJECT
private slots:
    void init();
    void tornadoDrawsCoreSwings();
    void rangeEditorIsUndoable();
    void whiskersAreCoreBands();
    void chartLookRecolours();

private:
    std::unique_ptr<test::ControllerFixture> f_;
};

void TestUncertaintyViews::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    f_->controller->setSelectedSystems({QStringLiteral("hgx-h200"), QStringLiteral("hgx-b200")});
    Scenario s;
    s.name = "ranged";
    s.assumption_ranges["electricity_usd_per_kwh"] = {0.05, 0.20};
    f_->controller->loadScenario(s);
}

void TestUncertaintyViews::tornadoDrawsCoreSwings() {
    ui::TornadoPage page(f_->controller.get());
    page.restoreState({{QStringLiteral("system"), QStringLiteral("hgx-b200")}});
    page.refresh();
    const Catalog& c = f_->controller->catalog();
    const System* s = c.system("hgx-b200");
    const Tornado expected =
        tcoTornado(*s, c.chip(s->chip_id), f_->controller->scenario().assumptions,
                   f_->controller->scenario().assumption_ranges, TornadoMetric::TcoPerOwnedHour);
    QVERIFY(expected.error.empty());
    QCOMPARE(page.tornado().bars.size(), expected.bars.size());
    auto* series = qobject_cast<QAbstractBarSeries*>(page.chart()->series().value(0));
    QVERIFY(series);
    const QList<QBarSet*> sets = series->barSets();
    QCOMPARE(sets.size(), 2);
    const int n = int(expected.bars.size());
    QCOMPARE(sets[0]->count(), n);
    for (int k = 0; k < n; ++k) {
        // Largest swing on top: the last category row is the first bar.
        const TornadoBar& b = expected.bars[std::size_t(n - 1 - k)];
        SIL_FUZZY_COMPARE(sets[0]->at(k), b.metric_at_low - expected.central, 1e-12);
        SIL_FUZZY_COMPARE(sets[1]->at(k), b.metric_at_high - expected.central, 1e-12);
    }
    // The electricity range of the scenario is used, not the default ±10 %.
    const auto it = std::find_if(expected.bars.begin(), expected.bars.end(),
                                 [](const auto& b) { return b.key == "electricity_usd_per_kwh"; });
    QVERIFY(it != expected.bars.end() && it->from_range && it->input_high == 0.20);
}

void TestUncertaintyViews::rangeEditorIsUndoable() {
    ui::AssumptionRangesDialog dialog(f_->controller.get());
    const QString key = QStringLiteral("pue");
    QVERIFY(!dialog.rangedBox(key)->isChecked());
    QSignalSpy changed(f_->controller.get(), &ui::ScenarioController::assumptionRangeChanged);
    dialog.rangedBox(key)->setChecked(true);
    dialog.lowBox(key)->setValue(1.2);
    dialog.highBox(key)->setValue(1.6);
    QVERIFY(changed.count() >= 3);
    auto range = f_->controller->assumptionRange(key);
    QVERIFY(range);
    QCOMPARE(range->low, 1.2);
    QCOMPARE(range->high, 1.6);
    // Edits of one row's range merged: one undo step clears it again.
    f_->controller->undoStack()->undo();
    QVERIFY(!f_->controller->assumptionRange(key));
    QVERIFY(!dialog.rangedBox(key)->isChecked());
    // The scenario's range (loaded) is shown as loaded.
    QVERIFY(dialog.rangedBox(QStringLiteral("electricity_usd_per_kwh"))->isChecked());
    QCOMPARE(dialog.highBox(QStringLiteral("electricity_usd_per_kwh"))->value(), 0.20);
    // Saved with the scenario.
    dialog.rangedBox(key)->setChecked(true);
    QVERIFY(f_->controller->scenario().assumption_ranges.count("pue") == 1);
    QVERIFY(f_->controller->isModified());
}

void TestUncertaintyViews::whiskersAreCoreBands() {
    ui::TcoChartPage page(f_->controller.get());
    page.resize(1200, 700);
    page.show();
    f_->controller->recomputeNow();
    page.refresh();
    QApplication::processEvents();
    const auto* band = f_->controller->tcoBand("hgx-h200");
    QVERIFY(band);
    QVERIFY(band->p10 < band->p90);
    const SystemResult* r = f_->controller->resultFor("hgx-h200");
    QVERIFY(band->p10 < r->tco.total.value() && r->tco.total.value() < band->p90);
    // The caption names the electricity range as a driver, the draws and their seed.
    const QString notes = page.notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("Electricity price")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("P10–P90 of 1,000 Monte Carlo draws (seed 20261123)")),
             qPrintable(notes));
    // Off: no whiskers and no caption.
    page.restoreState({{QStringLiteral("uncertainty"), QStringLiteral("off")}});
    QVERIFY(!page.notes().join(QLatin1Char('\n')).contains(QStringLiteral("Whiskers")));
}

void TestUncertaintyViews::chartLookRecolours() {
    ui::TcoChartPage page(f_->controller.get());
    page.refresh();
    auto firstSetColour = [&page] {
        auto* series = qobject_cast<QAbstractBarSeries*>(page.chart()->series().value(0));
        return series ? series->barSets().value(0)->color() : QColor();
    };
    QCOMPARE(firstSetColour(), QColor(0x1f77b4));
    ui::setCurrentChartLook({true, true});
    page.applyChartLook();
    QCOMPARE(firstSetColour(), QColor(0x0072b2)); // Okabe-Ito blue
    QCOMPARE(page.chart()->theme(), QChart::ChartThemeDark);
    ui::setCurrentChartLook({});
    page.applyChartLook();
    QCOMPARE(firstSetColour(), QColor(0x1f77b4));
    QCOMPARE(page.chart()->theme(), QChart::ChartThemeLight);
}

QTEST_MAIN(TestUncertaintyViews)
#include "TestUncertaintyViews.moc"
