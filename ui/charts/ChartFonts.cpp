#include "ChartFonts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <algorithm>

namespace sil::ui {

void applyChartFonts(QChart* chart, const QFont& font, bool presentation, int viewWidth) {
    // Each setter re-lays the whole chart out even when the font is the same (with 1,000
    // category labels that is most of an edit's frame): set only what differs.
    const int base = presentation ? 18 : 10;
    // Room on the right for half of the last value label, which Qt Charts centres on the plot's
    // edge ("1 GiB" under a log axis was cut by the chart's frame).
    if (const QMargins margins(20, 20, 20 + base * 3 / 2, 20); chart->margins() != margins)
        chart->setMargins(margins);
    QFont title = font;
    title.setPointSize(base + (presentation ? 6 : 3));
    title.setBold(true);
    if (chart->titleFont() != title) chart->setTitleFont(title);
    QFont labels = font;
    labels.setPointSize(base);
    if (const QFont legend = fittedLegendFont(chart, labels, viewWidth);
        chart->legend()->font() != legend)
        chart->legend()->setFont(legend);
    QFont axisTitle = labels;
    axisTitle.setBold(true);
    for (QAbstractAxis* axis : chart->axes()) {
        if (axis->labelsFont() != labels) axis->setLabelsFont(labels);
        if (axis->titleFont() != axisTitle) axis->setTitleFont(axisTitle);
    }
}

QFont fittedLegendFont(const QChart* chart, const QFont& font, int viewWidth) {
    // A legend is one row and elides entries that do not fit ("Rental quotes: low-hi..."); a
    // column at the side would take the width the system names need. When the entries are
    // wider than the chart, the legend's font shrinks until they fit whole.
    if (chart->legend()->alignment() != Qt::AlignBottom) return font; // a column at the side
    auto widthAt = [chart](const QFont& f) {
        const QFontMetrics fm(f);
        int width = 0;
        for (QLegendMarker* m : chart->legend()->markers())
            if (m->isVisible() && !m->label().isEmpty()) // not the grey curves' hidden ones
                width += fm.horizontalAdvance(m->label()) + fm.height() + 24;
        return width;
    };
    const int room = std::max(viewWidth, 400) - 40;
    QFont fitted = font;
    while (widthAt(fitted) > room && fitted.pointSize() > 7)
        fitted.setPointSize(fitted.pointSize() - 1);
    return fitted;
}

QFont systemLabelFont(const QFont& font, bool presentation) {
    QFont labelFont = font;
    labelFont.setPointSize(presentation ? 18 : 10);
    return labelFont;
}

} // namespace sil::ui
