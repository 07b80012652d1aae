#include "ChartFonts.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <algorithm>

namespace sil::ui {

namespace {

// Set on a series drawn without a legend entry (hideFromLegend).
constexpr const char* kNoLegendEntry = "siliconomicsNoLegendEntry";

// The width of the legend's entries in one row in `f`. A legend's markers are not laid out
// until it next updates (QLegendMarker::isVisible reads false meanwhile, as it does for a
// marker hidden on purpose), so hidden entries are known by their series (hideFromLegend); a
// marker not yet labelled takes its series' name.
int legendRowWidth(const QChart* chart, const QFont& f) {
    const QFontMetrics fm(f);
    int width = 0;
    for (QLegendMarker* m : chart->legend()->markers()) {
        const QAbstractSeries* s = m->series();
        if (s && s->property(kNoLegendEntry).toBool()) continue;
        const QString label = !m->label().isEmpty() || !s ? m->label() : s->name();
        if (label.isEmpty()) continue;
        width += fm.horizontalAdvance(label) + fm.height() + 24;
    }
    return width;
}

int legendRoom(int viewWidth) {
    return std::max(viewWidth, 400) - 40;
}

} // namespace

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
    const QFont legend = fittedLegendFont(chart, labels, viewWidth);
    if (chart->legend()->font() != legend) chart->legend()->setFont(legend);
    // Entries that do not fit one row even in the smallest font go into a column at the side,
    // whole, rather than each cut to its first letters ("HGX ...").
    if (chart->legend()->alignment() == Qt::AlignBottom &&
        legendRowWidth(chart, legend) > legendRoom(viewWidth))
        chart->legend()->setAlignment(Qt::AlignRight);
    QFont axisTitle = labels;
    axisTitle.setBold(true);
    for (QAbstractAxis* axis : chart->axes()) {
        // A page may draw an axis's labels smaller so that they fit whole (kLabelPointSize).
        QFont axisLabels = labels;
        if (const int size = axis->property(kLabelPointSize).toInt(); size > 0)
            axisLabels.setPointSize(size);
        if (axis->labelsFont() != axisLabels) axis->setLabelsFont(axisLabels);
        if (axis->titleFont() != axisTitle) axis->setTitleFont(axisTitle);
    }
}

QFont fittedLegendFont(const QChart* chart, const QFont& font, int viewWidth) {
    // A legend is one row and elides entries that do not fit ("Rental quotes: low-hi..."); a
    // column at the side would take the width the system names need. When the entries are
    // wider than the chart, the legend's font shrinks until they fit whole.
    if (chart->legend()->alignment() != Qt::AlignBottom) return font; // a column at the side
    const int room = legendRoom(viewWidth);
    QFont fitted = font;
    while (legendRowWidth(chart, fitted) > room && fitted.pointSize() > 7)
        fitted.setPointSize(fitted.pointSize() - 1);
    return fitted;
}

void hideFromLegend(QChart* chart, QAbstractSeries* series) {
    series->setProperty(kNoLegendEntry, true);
    for (QLegendMarker* m : chart->legend()->markers(series))
        m->setVisible(false);
}

QFont systemLabelFont(const QFont& font, bool presentation) {
    QFont labelFont = font;
    labelFont.setPointSize(presentation ? 18 : 10);
    return labelFont;
}

} // namespace sil::ui
