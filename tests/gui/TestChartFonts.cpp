// A chart's legend measured as it is drawn: entries that do not fit one row under the chart
// go into a column at the side, whole, even when the fonts are applied right after the series
// were added (before the legend has laid its markers out, as a page drawing a worker's results
// does); series drawn without a legend entry take no room in it.
#include "ui/charts/ChartFonts.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QtTest>

using namespace sil;

class TestChartFonts : public QObject {
    Q_OBJECT
private slots:
    void entriesTooWideForARowGoToTheSide();
    void hiddenEntriesTakeNoRoom();
    void fewEntriesStayUnderTheChart();
};

namespace {

// A chart holding `n` curves named like systems, legend under the chart; `hidden` of them
// drawn without a legend entry. The fonts are applied at once, as a page does after drawing.
void addCurves(QChart& chart, int n, int hidden) {
    chart.legend()->setAlignment(Qt::AlignBottom);
    for (int i = 0; i < n; ++i) {
        auto* line = new QLineSeries;
        line->setName(QStringLiteral("HGX H100 NVL8 system %1").arg(i));
        line->append(0, i);
        line->append(1, i + 1);
        chart.addSeries(line);
        if (i < hidden) ui::hideFromLegend(&chart, line);
    }
}

} // namespace

void TestChartFonts::entriesTooWideForARowGoToTheSide() {
    QChart chart;
    addCurves(chart, 10, 0);
    ui::applyChartFonts(&chart, QFont(), false, 550);
    QCOMPARE(chart.legend()->alignment(), Qt::AlignRight);
}

void TestChartFonts::hiddenEntriesTakeNoRoom() {
    QChart chart;
    addCurves(chart, 12, 10); // two named entries fit one row
    ui::applyChartFonts(&chart, QFont(), false, 550);
    QCOMPARE(chart.legend()->alignment(), Qt::AlignBottom);
}

void TestChartFonts::fewEntriesStayUnderTheChart() {
    QChart chart;
    addCurves(chart, 2, 0);
    ui::applyChartFonts(&chart, QFont(), false, 550);
    QCOMPARE(chart.legend()->alignment(), Qt::AlignBottom);
    QCOMPARE(chart.legend()->font().pointSize(), 10); // the window's size, nothing shrunk
}

QTEST_MAIN(TestChartFonts)
#include "TestChartFonts.moc"
