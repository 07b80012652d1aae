#include "ChartTextFit.h"

#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QTextDocumentFragment>

namespace sil::ui {

namespace {

// Qt Charts draws titles in a text item with a margin of this many pixels on each side.
constexpr qreal kTextItemMarginPx = 4.0;
// Qt Charts' own mark of a cut text (ChartPresenter::truncatedText).
const QString kQtEllipsis = QStringLiteral("...");

// The places `text` may break: after each returned index (Unicode line-break rules, so between
// words and between any two CJK characters).
QList<qsizetype> breakOpportunities(const QString& text) {
    QList<qsizetype> at;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    for (qsizetype i = finder.toNextBoundary(); i > 0 && i < text.size();
         i = finder.toNextBoundary())
        at << i;
    at << text.size();
    return at;
}

// The lines of `text`, greedily filled to `width`; a piece with no break inside that is wider
// than `width` stays whole on its own line (cutting a word would lose it all the same).
QStringList wrappedLines(const QString& text, const QFontMetricsF& fm, qreal width) {
    QStringList lines;
    QString line;
    qsizetype from = 0;
    for (qsizetype to : breakOpportunities(text)) {
        const QString piece = text.mid(from, to - from);
        from = to;
        if (!line.isEmpty() && fm.horizontalAdvance((line + piece).trimmed()) > width) {
            lines << line.trimmed();
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty()) lines << line.trimmed();
    return lines;
}

void collectTextItems(const QGraphicsItem* item, QStringList& texts) {
    for (const QGraphicsItem* child : item->childItems()) {
        if (!child->isVisible()) continue;
        if (const auto* t = dynamic_cast<const QGraphicsTextItem*>(child))
            texts << t->toPlainText();
        else if (const auto* s = dynamic_cast<const QGraphicsSimpleTextItem*>(child))
            texts << s->text();
        collectTextItems(child, texts);
    }
}

} // namespace

QString wrappedChartText(const QString& text, const QFont& font, qreal width) {
    const QFontMetricsF fm(font);
    // Room for the text: the item's margins, and a pixel of rounding on each side.
    const qreal room = width - 2 * kTextItemMarginPx - 2;
    if (text.isEmpty() || room <= 0 || fm.horizontalAdvance(text) <= room) return text;
    QStringList lines = wrappedLines(text, fm, room);
    for (QString& line : lines)
        line = line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

QString unwrappedChartText(const QString& html) {
    if (!html.contains(QLatin1Char('<')) && !html.contains(QLatin1Char('&'))) return html;
    QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
    plain.replace(QChar::LineSeparator, QLatin1Char(' '));
    return plain.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QStringList drawnChartTexts(const QGraphicsItem* root) {
    QStringList texts;
    if (root) collectTextItems(root, texts);
    texts.removeAll(QString());
    return texts;
}

QStringList elidedChartTexts(const QGraphicsItem* root) {
    QStringList cut;
    for (const QString& t : drawnChartTexts(root))
        if (t.endsWith(kQtEllipsis) || t.endsWith(QChar(0x2026))) cut << t;
    return cut;
}

QStringList unfilledPlaceholders(const QStringList& texts) {
    static const QRegularExpression placeholder(QStringLiteral(R"(%L?[1-9]|\{\s*\d+\s*\?\s*\})"));
    QStringList found;
    for (const QString& t : texts)
        if (placeholder.match(t).hasMatch()) found << t;
    return found;
}

} // namespace sil::ui
