#include "CrowdedLines.h"

#include "ChartFonts.h"

#include <QAbstractAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QPen>
#include <cmath>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};
} // namespace

QStringList overlapNotes(const std::vector<QLineSeries*>& lines) {
    auto same = [](const QLineSeries* l, const QLineSeries* r) {
        const auto a = l->points(), b = r->points();
        if (a.size() != b.size() || a.isEmpty()) return false;
        for (int k = 0; k < a.size(); ++k)
            if (std::abs(a[k].y() - b[k].y()) > 1e-6 * std::abs(a[k].y())) return false;
        return true;
    };
    QStringList groups;
    std::vector<bool> used(lines.size(), false);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (used[i]) continue;
        QStringList group{lines[i]->name()};
        for (std::size_t j = i + 1; j < lines.size(); ++j)
            if (!used[j] && same(lines[i], lines[j])) {
                used[j] = true;
                group << lines[j]->name();
            }
        if (group.size() > 1) groups << group.join(QStringLiteral(" = "));
    }
    if (groups.isEmpty()) return {};
    return {ChartText::tr("Identical curves (same fabric model, drawn on top of each other): %1.")
                .arg(groups.join(QStringLiteral("; ")))};
}

QStringList highlightCrowdedLines(QChart* chart, const std::vector<QLineSeries*>& lines,
                                  const std::vector<std::string>& ids, const QStringList& pinned,
                                  bool presentation) {
    if (int(lines.size()) <= kMaxColouredLines) return {};
    int highlighted = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i < ids.size() && pinned.contains(QString::fromStdString(ids[i]))) {
            QPen pen = lines[i]->pen();
            pen.setWidthF(presentation ? 4.0 : 3.0);
            lines[i]->setPen(pen);
            // Over the grey ones: Qt Charts draws series in the order they were added.
            const QList<QAbstractAxis*> axes = lines[i]->attachedAxes();
            chart->removeSeries(lines[i]);
            chart->addSeries(lines[i]);
            for (QAbstractAxis* axis : axes)
                lines[i]->attachAxis(axis);
            ++highlighted;
            continue;
        }
        QPen grey(QColor(0xc8c8c8));
        grey.setWidthF(1.0);
        lines[i]->setPen(grey);
        lines[i]->setPointsVisible(false);
        lines[i]->setProperty("grey", true);
    }
    for (QLineSeries* line : lines)
        if (line->property("grey").toBool()) hideFromLegend(chart, line);
    return {highlighted == 0
                ? ChartText::tr("%1 curves in grey; highlighted systems are drawn in colour (in "
                                "the catalog: right-click, Highlight in charts; siliconomics-cli: "
                                "--highlight id,...).")
                      .arg(lines.size())
                : ChartText::tr("%1 highlighted systems in colour over %2 others in grey.")
                      .arg(highlighted)
                      .arg(int(lines.size()) - highlighted)};
}

} // namespace sil::ui
