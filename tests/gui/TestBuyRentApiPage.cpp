// The build / rent / buy-tokens chart as a presenter exports it: each
// system's break-even utilizations as core computes them, one above 100 % said as "never"
// (not "above 286 %"), and system names that do not fit their column on two lines, not
// elided to "HGX B200 ...".
#include "ControllerFixture.h"

#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/ChartSystems.h"

#include "core/economics/buy_rent_api.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QtTest>

using namespace sil;

class TestBuyRentApiPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void breakEvensAgreeWithCoreAndSayNever();
    void narrowColumnsWrapNames();
    void weightsFormatIsAControl();

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

QTEST_MAIN(TestBuyRentApiPage)
#include "TestBuyRentApiPage.moc"
