// The build / rent / buy-tokens chart as a presenter exports it: each
// system's break-even utilizations as core computes them, one above 100 % said as "never"
// (not "above 286 %"), and system names that do not fit their column on two lines, not
// elided to "HGX B200 ...".
#include "ControllerFixture.h"

#include "ui/charts/BreakEvenPage.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/ChartSystems.h"

#include "core/economics/break_even.h"
#include "core/economics/buy_rent_api.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QtTest>

using namespace sil;

class TestBuyRentApiPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void breakEvensAgreeWithCoreAndSayNever();
    void narrowColumnsWrapNames();
    void weightsFormatIsAControl();
    void exportedAtTheMixAsked();
    void breakEvenDrawsCoresLinesAndMarks();
    void breakEvenAgainstContractLength();

private:
    std::unique_ptr<ui::ChartPage> page(QSize size) {
        std::unique_ptr<ui::ChartPage> p(
            ui::createChartPage(QStringLiteral("buy-rent-api"), f_.controller.get()));
        p->setAttribute(Qt::WA_DontShowOnScreen);
        p->resize(size);
        p->showChartOnly();
        p->show();
        QVariantMap state = p->saveState();
        state.insert(QStringLiteral("model"), QStringLiteral("deepseek-v3"));
        p->restoreState(state);
        p->refresh();
        return p;
    }
    test::ControllerFixture f_;
};

void TestBuyRentApiPage::initTestCase() {
    QString error;
    QVERIFY2(f_.open(&error), qPrintable(error));
}

void TestBuyRentApiPage::breakEvensAgreeWithCoreAndSayNever() {
    auto p = page(QSize(1600, 1000));
    const Catalog& cat = f_.controller->catalog();
    BuyRentApiQuery q; // the page's default mix: 1,024 in, 1,024 out
    const auto r = buyRentApi(cat, *cat.model("deepseek-v3"), f_.controller->selectedSystemList(),
                              q, f_.controller->scenario().assumptions);
    const QString notes = p->notes().join(QLatin1Char('\n'));
    int never = 0, checked = 0;
    for (const SystemBuyRentApi& s : r.systems) {
        if (!s.served || !s.breakeven_utilization_vs_api_pct.ok()) continue;
        const double pct = s.breakeven_utilization_vs_api_pct.value();
        const QString label = ui::systemLabel(*cat.system(s.system_id));
        const QString said =
            pct <= 100.0 ? QStringLiteral("beats the cheapest API above %1 %").arg(pct, 0, 'f', 0)
                         : QStringLiteral("never beats the cheapest API (it would take %1 %)")
                               .arg(pct, 0, 'f', 0);
        QVERIFY2(notes.contains(label + QStringLiteral(": ")) && notes.contains(said),
                 qPrintable(label + QStringLiteral(" / ") + said + QStringLiteral("\n") + notes));
        never += pct > 100.0;
        ++checked;
    }
    QVERIFY(checked >= 3);
    QVERIFY2(never >= 1, "DeepSeek-V3 at BF16 should not beat the cheapest API on some system");
    QVERIFY(!notes.contains(QRegularExpression(QStringLiteral("above [1-9][0-9]{2,} %"))));
}

void TestBuyRentApiPage::narrowColumnsWrapNames() {
    auto p = page(QSize(1000, 700));
    QBarCategoryAxis* axis = nullptr;
    for (QAbstractAxis* a : p->chart()->axes())
        if (auto* c = qobject_cast<QBarCategoryAxis*>(a)) axis = c;
    QVERIFY(axis);
    bool wrapped = false;
    for (const QString& c : axis->categories()) {
        QVERIFY2(!c.contains(QStringLiteral("...")) && !c.contains(QChar(0x2026)), qPrintable(c));
        wrapped = wrapped || c.contains(QStringLiteral("<br>"));
    }
    QVERIFY2(wrapped, qPrintable(axis->categories().join(QStringLiteral(" | "))));
}

// DeepSeek-V3 is released in FP8: in BF16 an 8-GPU H200 cannot hold it, in FP8 it can, and
// the page's Weights control (and its title) says which the chart assumes.
void TestBuyRentApiPage::weightsFormatIsAControl() {
    auto p = page(QSize(1600, 1000));
    const Catalog& cat = f_.controller->catalog();
    const QString h200 = ui::systemLabel(*cat.system("hgx-h200"));
    auto bf16Notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(p->title().contains(QStringLiteral("BF16")), qPrintable(p->title()));
    QVERIFY2(bf16Notes.contains(QStringLiteral("Not shown: %1").arg(h200)), qPrintable(bf16Notes));
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("weights"), QStringLiteral("fp8"));
    p->restoreState(state);
    p->refresh();
    QVERIFY2(p->title().contains(QStringLiteral("FP8")), qPrintable(p->title()));
    const QString fp8Notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(!fp8Notes.contains(QStringLiteral("Not shown: %1").arg(h200)), qPrintable(fp8Notes));
    QVERIFY(fp8Notes.contains(h200 + QStringLiteral(": ")));
    BuyRentApiQuery q;
    q.weights = NumberFormat::FP8;
    const auto r = buyRentApi(cat, *cat.model("deepseek-v3"), f_.controller->selectedSystemList(),
                              q, f_.controller->scenario().assumptions);
    const auto it = std::find_if(r.systems.begin(), r.systems.end(), [](const SystemBuyRentApi& s) {
        return s.system_id == "hgx-h200";
    });
    QVERIFY(it != r.systems.end() && it->served);
}

// export-chart --chart buy-rent-api --prompt 3000 --output 1000: the slide is drawn at that mix
// (a mix the page's combo does not list), its API lines are core's blend for it, and the
// caption says it.
void TestBuyRentApiPage::exportedAtTheMixAsked() {
    std::unique_ptr<ui::ChartPage> p(
        ui::createChartPage(QStringLiteral("buy-rent-api"), f_.controller.get()));
    p->setAttribute(Qt::WA_DontShowOnScreen);
    p->resize(QSize(1280, 720));
    p->showChartOnly();
    p->show();
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("model"), QStringLiteral("deepseek-r1"));
    state.insert(QStringLiteral("requests"), QStringLiteral("3000/1000"));
    p->restoreState(state);
    p->refresh();
    QCOMPARE(p->saveState().value(QStringLiteral("requests")).toString(),
             QStringLiteral("3000/1000"));
    const auto offers = apiOffersFor(f_.controller->catalog(), "deepseek-r1", 3000, 1000);
    QVERIFY(!offers.empty());
    const QString cheapest =
        QStringLiteral("$%1").arg(offers.front().blended_usd_per_million_tokens, 0, 'f', 2);
    bool drawn = false;
    for (QAbstractSeries* s : p->chart()->series())
        drawn = drawn ||
                (s->name().startsWith(QStringLiteral("API: ")) && s->name().endsWith(cheapest));
    QVERIFY2(drawn, qPrintable(cheapest));
    const QString caption = p->captionLines().join(QLatin1Char('\n'));
    QVERIFY2(
        caption.contains(QRegularExpression(QStringLiteral("3,?000 tokens in and 1,?000 out"))),
        qPrintable(caption));
}

// The break-even tab at 1280x720: one line per core line (buy, each rented term, the API) with
// core's monthly costs, a mark on the buy line where it crosses below each per-token line and
// one for the payback month, each labelled; the notes name every crossover.
void TestBuyRentApiPage::breakEvenDrawsCoresLinesAndMarks() {
    std::unique_ptr<ui::ChartPage> p(
        ui::createChartPage(QStringLiteral("break-even"), f_.controller.get()));
    QVERIFY(p);
    p->setAttribute(Qt::WA_DontShowOnScreen);
    p->resize(QSize(1280, 720));
    p->showChartOnly();
    p->show();
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("system"), QStringLiteral("hgx-b200"));
    state.insert(QStringLiteral("model"), QStringLiteral("llama-3.1-70b"));
    p->restoreState(state);
    p->refresh();
    const auto* page = qobject_cast<ui::BreakEvenPage*>(p.get());
    QVERIFY(page);
    const Catalog& cat = f_.controller->catalog();
    const BreakEvenChart core =
        breakEvenChart(cat, *cat.system("hgx-b200"), *cat.model("llama-3.1-70b"), {},
                       f_.controller->scenario().assumptions);
    QVERIFY(core.ok && page->drawn().ok);
    QCOMPARE(page->drawn().lines.size(), core.lines.size());
    int lines = 0, marks = 0;
    for (QAbstractSeries* s : p->chart()->series()) {
        if (auto* l = qobject_cast<QLineSeries*>(s);
            l && s->type() == QAbstractSeries::SeriesTypeLine) {
            const BreakEvenLine& c = core.lines.at(std::size_t(lines++));
            // The right end in the axis' unit (thousands of USD and billions of tokens here).
            QVERIFY(std::abs(l->points().back().y() * 1e3 - c.points.back().second) <=
                    1e-6 * c.points.back().second);
        } else if (auto* m = qobject_cast<QScatterSeries*>(s)) {
            ++marks;
            QVERIFY(m->pointLabelsVisible());
            QVERIFY(!m->pointLabelsFormat().isEmpty());
        }
    }
    QCOMPARE(lines, int(core.lines.size()));
    QVERIFY(core.payback_month.has_value());
    QVERIFY(marks >= 2); // a crossover below a per-token line, and the payback
    const QString notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("month %1").arg(*core.payback_month)),
             qPrintable(notes));
    QCOMPARE(int(notes.count(QStringLiteral("Buying costs less than"))),
             int(core.crossovers.size()));
    // Every placeholder filled.
    QVERIFY(!p->captionLines()
                 .join(QLatin1Char(' '))
                 .contains(QRegularExpression(QStringLiteral("%L?\\d"))));
    QVERIFY(!notes.contains(QRegularExpression(QStringLiteral("%L?\\d"))));
}

// Against contract length (--view months): one cumulative line per core line over the months
// core draws, the payback month marked on the buy line and said in the notes.
void TestBuyRentApiPage::breakEvenAgainstContractLength() {
    std::unique_ptr<ui::ChartPage> p(
        ui::createChartPage(QStringLiteral("break-even"), f_.controller.get()));
    QVERIFY(p);
    p->setAttribute(Qt::WA_DontShowOnScreen);
    p->resize(QSize(1280, 720));
    p->showChartOnly();
    p->show();
    QVariantMap state = p->saveState();
    state.insert(QStringLiteral("system"), QStringLiteral("hgx-b200"));
    state.insert(QStringLiteral("model"), QStringLiteral("llama-3.1-70b"));
    state.insert(QStringLiteral("against"), QStringLiteral("months"));
    p->restoreState(state);
    p->refresh();
    const auto* page = qobject_cast<ui::BreakEvenPage*>(p.get());
    QVERIFY(page && page->drawn().ok);
    const BreakEvenChart& core = page->drawn();
    QVERIFY(core.payback_month.has_value());
    QVERIFY2(p->title().contains(QLatin1String("contract length")), qPrintable(p->title()));
    int lines = 0, marks = 0;
    for (QAbstractSeries* s : p->chart()->series()) {
        if (auto* l = qobject_cast<QLineSeries*>(s);
            l && s->type() == QAbstractSeries::SeriesTypeLine) {
            const BreakEvenMonthLine& c = core.by_month.at(std::size_t(lines++));
            QCOMPARE(l->points().back().x(), double(core.months_drawn));
            QVERIFY(std::abs(l->points().back().y() * 1e3 - c.points.back().second) <=
                    1e-6 * c.points.back().second);
        } else if (auto* m = qobject_cast<QScatterSeries*>(s)) {
            ++marks;
            QCOMPARE(m->points().front().x(), double(*core.payback_month));
            QVERIFY(m->pointLabelsFormat().contains(QString::number(*core.payback_month)));
        }
    }
    QCOMPARE(lines, int(core.by_month.size()));
    QCOMPARE(marks, 1);
    const QString notes = p->notes().join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QStringLiteral("month %1").arg(*core.payback_month)),
             qPrintable(notes));
    QVERIFY(!notes.contains(QRegularExpression(QStringLiteral("%L?\\d"))));
}

QTEST_MAIN(TestBuyRentApiPage)
#include "TestBuyRentApiPage.moc"
