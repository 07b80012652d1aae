#include "HoverTooltips.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCursor>
#include <QScatterSeries>
#include <QToolTip>
#include <QXYSeries>
#include <cmath>

namespace sil::ui {

void attachHoverTooltips(QObject* context, QAbstractSeries* series, const QString& unit) {
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
        const QStringList categories = bars->property("categories").toStringList();
        QObject::connect(bars, &QAbstractBarSeries::hovered, context,
                         [categories, unit](bool status, int index, QBarSet* set) {
                             if (!status) {
                                 QToolTip::hideText();
                                 return;
                             }
                             const QString cat =
                                 index < categories.size() ? categories.at(index) : QString();
                             QToolTip::showText(QCursor::pos(), QStringLiteral("%1 — %2\n%3 %4")
                                                                    .arg(cat, set->label())
                                                                    .arg(set->at(index), 0, 'g', 5)
                                                                    .arg(unit));
                         });
    } else if (auto* xy = qobject_cast<QXYSeries*>(series)) {
        const QString name = xy->name();
        const QStringList xLabels = xy->property("xLabels").toStringList();
        QObject::connect(xy, &QXYSeries::hovered, context,
                         [name, unit, xLabels, xy](const QPointF& p, bool state) {
                             if (!state) {
                                 QToolTip::hideText();
                                 return;
                             }
                             // Snap to the nearest data point so the tooltip shows an exact
                             // value.
                             QPointF best = p;
                             double bestDist = 1e300;
                             int bestIndex = -1;
                             const auto pts = xy->points();
                             for (int i = 0; i < pts.size(); ++i) {
                                 const double d = std::abs(pts[i].x() - p.x());
                                 if (d < bestDist) {
                                     bestDist = d;
                                     best = pts[i];
                                     bestIndex = i;
                                 }
                             }
                             const QString x = bestIndex >= 0 && bestIndex < xLabels.size()
                                                   ? xLabels.at(bestIndex)
                                                   : QString::number(best.x());
                             QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3 %4")
                                                                    .arg(name, x)
                                                                    .arg(best.y(), 0, 'g', 5)
                                                                    .arg(unit));
                         });
    }
}

void attachRowTooltips(QObject* context, QScatterSeries* ticks, const QStringList& tips,
                       bool horizontal) {
    const bool h = horizontal;
    QObject::connect(
        ticks, &QScatterSeries::hovered, context, [tips, h](const QPointF& p, bool state) {
            const int index = int(std::lround(h ? p.y() : p.x()));
            if (!state || index < 0 || index >= tips.size() || tips.at(index).isEmpty()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), tips.at(index));
        });
}

} // namespace sil::ui
