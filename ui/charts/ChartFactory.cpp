#include "ChartFactory.h"

#include "AccuracyPage.h"
#include "BreakEvenPage.h"
#include "BuyRentApiPage.h"
#include "CollectivePage.h"
#include "CostPerPflopPage.h"
#include "FlopsPerWattPage.h"
#include "InferencePage.h"
#include "PlanPage.h"
#include "PriceHistoryPage.h"
#include "RentVsBuyPage.h"
#include "ServeLoadPage.h"
#include "SlowdownPage.h"
#include "SpecsPage.h"
#include "TcoChartPage.h"
#include "TornadoPage.h"
#include "TrainingPage.h"

namespace sil::ui {

QStringList chartKeys() {
    return {QStringLiteral("tco"),
            QStringLiteral("cost-per-pflop"),
            QStringLiteral("flops-per-watt"),
            QStringLiteral("collective"),
            QStringLiteral("slowdown"),
            QStringLiteral("rent-vs-buy"),
            QStringLiteral("tornado"),
            QStringLiteral("price-history"),
            QStringLiteral("inference"),
            QStringLiteral("serve-load"),
            QStringLiteral("training"),
            QStringLiteral("plan"),
            QStringLiteral("accuracy"),
            QStringLiteral("buy-rent-api"),
            QStringLiteral("break-even"),
            QStringLiteral("specs")};
}

QString chartTabLabel(const QString& key) {
    if (key == QLatin1String("tco")) return QObject::tr("TCO");
    if (key == QLatin1String("cost-per-pflop")) return QObject::tr("Cost per PFLOP");
    if (key == QLatin1String("flops-per-watt")) return QObject::tr("FLOP/s per watt");
    if (key == QLatin1String("collective")) return QObject::tr("Collectives");
    if (key == QLatin1String("slowdown")) return QObject::tr("Slowdown");
    if (key == QLatin1String("rent-vs-buy")) return QObject::tr("Rent vs buy");
    if (key == QLatin1String("tornado")) return QObject::tr("Sensitivity");
    if (key == QLatin1String("price-history")) return QObject::tr("Price history");
    if (key == QLatin1String("inference")) return QObject::tr("Inference");
    if (key == QLatin1String("serve-load")) return QObject::tr("Serve at a load");
    if (key == QLatin1String("training")) return QObject::tr("Training");
    if (key == QLatin1String("plan")) return QObject::tr("Plan");
    if (key == QLatin1String("accuracy")) return QObject::tr("Accuracy");
    if (key == QLatin1String("buy-rent-api")) return QObject::tr("Build, rent or API");
    if (key == QLatin1String("break-even")) return QObject::tr("Break-even");
    if (key == QLatin1String("specs")) return QObject::tr("Specs");
    return key;
}

ChartPage* createChartPage(const QString& key, ScenarioController* c, QWidget* parent) {
    if (key == QLatin1String("tco")) return new TcoChartPage(c, parent);
    if (key == QLatin1String("cost-per-pflop")) return new CostPerPflopPage(c, parent);
    if (key == QLatin1String("flops-per-watt")) return new FlopsPerWattPage(c, parent);
    if (key == QLatin1String("collective")) return new CollectivePage(c, parent);
    if (key == QLatin1String("slowdown")) return new SlowdownPage(c, parent);
    if (key == QLatin1String("rent-vs-buy")) return new RentVsBuyPage(c, parent);
    if (key == QLatin1String("tornado")) return new TornadoPage(c, parent);
    if (key == QLatin1String("price-history")) return new PriceHistoryPage(c, parent);
    if (key == QLatin1String("inference")) return new InferencePage(c, parent);
    if (key == QLatin1String("serve-load")) return new ServeLoadPage(c, parent);
    if (key == QLatin1String("training")) return new TrainingPage(c, parent);
    if (key == QLatin1String("plan")) return new PlanPage(c, parent);
    if (key == QLatin1String("accuracy")) return new AccuracyPage(c, parent);
    if (key == QLatin1String("buy-rent-api")) return new BuyRentApiPage(c, parent);
    if (key == QLatin1String("break-even")) return new BreakEvenPage(c, parent);
    if (key == QLatin1String("specs")) return new SpecsPage(c, parent);
    return nullptr;
}

} // namespace sil::ui
