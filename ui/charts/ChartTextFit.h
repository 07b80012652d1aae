#pragma once
// Chart titles and axis titles that fit: Qt Charts cuts a title wider than its room to "...",
// which loses the units at the end ("USD per million tokens (owne..."). A text too wide is
// wrapped onto more lines at its line-break opportunities (between words, or between any two
// Chinese or Korean characters) instead. And the check the picture tests use: which texts Qt
// Charts still had to cut, and which carry a placeholder nothing filled ("%1", "{1 ?}").
#include <QFont>
#include <QString>
#include <QStringList>

class QChart;
class QGraphicsItem;

namespace sil::ui {

// `text` (plain) as Qt Charts' rich text (lines joined by <br>), on as many lines as it needs for
// each to be at most `width` pixels wide in `font`. The text itself when it fits on one line.
QString wrappedChartText(const QString& text, const QFont& font, qreal width);
// The plain text of a chart title or axis title set with wrappedChartText.
QString unwrappedChartText(const QString& html);

// Every text drawn under `root` (titles, axis titles and labels, legend entries, the page's own
// labels) that ends cut short, as drawn.
QStringList elidedChartTexts(const QGraphicsItem* root);
// The texts drawn under `root`, as plain text.
QStringList drawnChartTexts(const QGraphicsItem* root);
// Of `texts`, those holding a placeholder no argument filled: "%1", "%L2", "{1 ?}".
QStringList unfilledPlaceholders(const QStringList& texts);

} // namespace sil::ui
