// Rendering a chart page to a file: laid out offscreen at the export size with its caption,
// then painted to PNG (in strips, encoded as they are painted), SVG or PDF and written through
// SaveFile. What the CLI's requests ask of a page is in ChartRequestExport.cpp.
#include "ChartExport.h"

#include "PngEncoder.h"

#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartLook.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/ChartTextFit.h"

#include "database/SaveFile.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <thread>

namespace sil::ui {

namespace {

// The height of one legible system row in an export: a label line plus spacing.
int rowPixels(const ChartPage& page, const ExportStyle& style) {
    return QFontMetrics(QFont(page.font().family(), style.presentation ? 18 : 10)).height() + 10;
}

// Below the title, legend and value axis.
constexpr int kChartChromePx = 230;

int rowBudgetFor(const ChartPage& page, const ExportStyle& style, int captionHeight) {
    // As many system rows as the page holds legibly; a ranking, every row it ranks.
    return std::max(
        {5, page.rowsToRank(),
         (style.size.height() - captionHeight - kChartChromePx) / rowPixels(page, style)});
}

int captionHeightFor(const QStringList& lines, int width, const QFont& font) {
    const QFontMetrics fm(font);
    const QRect r = fm.boundingRect(QRect(0, 0, width - 40, 10000), Qt::TextWordWrap,
                                    lines.join(QLatin1Char('\n')));
    return r.height() + 30;
}

QFont captionFont(bool presentation) {
    QFont f = QApplication::font();
    f.setPointSize(presentation ? 12 : 9);
    return f;
}

// The caption an export first allows for: the assumptions and a list of notes, a line each.
int fullCaptionHeight(const ExportStyle& style) {
    return captionHeightFor(QStringList(15, QStringLiteral("0")), style.size.width(),
                            captionFont(style.presentation));
}

// A page that ranks every system is exported on a picture tall enough for a legible row each.
ExportStyle grownToRank(const ChartPage& page, ExportStyle style) {
    if (const int rows = page.rowsToRank(); rows > 0)
        style.size.setHeight(
            std::max(style.size.height(),
                     fullCaptionHeight(style) + kChartChromePx + rows * rowPixels(page, style)));
    return style;
}

// Paints the part `area` of the picture (all of it for SVG and PDF, a strip for PNG): the
// widget's rows there only, at their place in the picture.
void paint(QPainter& p, QWidget* w, const QStringList& caption, const QSize& size,
           int captionHeight, const QFont& captionFont, const QRect& area) {
    const bool dark = currentChartLook().dark;
    p.fillRect(area, dark ? QColor(0x262626) : QColor(Qt::white));
    const int chartHeight = size.height() - captionHeight;
    w->resize(size.width(), chartHeight);
    // An empty region would render the whole widget: a strip under it renders nothing.
    if (const QRect chart = area & QRect(0, 0, size.width(), chartHeight); !chart.isEmpty())
        w->render(&p, chart.topLeft(), QRegion(chart), QWidget::DrawChildren);
    const QRect captionRect(20, chartHeight + 10, size.width() - 40, captionHeight - 20);
    if (!captionRect.intersects(area)) return;
    p.setPen(dark ? QColor(0xe0e0e0) : QColor(0x333333));
    p.setFont(captionFont);
    p.drawText(captionRect, Qt::TextWordWrap, caption.join(QLatin1Char('\n')));
}

struct Prepared {
    std::unique_ptr<ChartPage> page;
    QStringList caption;
    int captionHeight = 0;
    QFont captionFont;
};

// Lays a new page out offscreen for export: its rows fitted to the picture less the caption,
// which depends on the notes, which depend on the rows shown -- so the rows are fitted once
// more if the caption turns out to take more or less room than guessed.
Prepared prepareOffscreen(std::unique_ptr<ChartPage> page, const ExportStyle& style) {
    page->setAttribute(Qt::WA_DontShowOnScreen);
    page->showChartOnly();
    page->resize(style.size);
    page->show();
    // First guess: a full caption (the assumptions and a capped list of notes, a line each),
    // which is what a chart of many systems has; right, it saves a second refresh.
    QFont font = captionFont(style.presentation);
    int budget = rowBudgetFor(*page, style, fullCaptionHeight(style));
    page->setRowBudget(budget);
    page->setPresentationStyle(style.presentation); // refreshes
    QStringList caption = page->captionLines();
    int h = captionHeightFor(caption, style.size.width(), font);
    // A caption that would take more than 45 % of a small picture is set smaller (down to
    // 8 pt), so the chart keeps the room its rows and labels need.
    while (h > style.size.height() * 0.45 && font.pointSize() > 8) {
        font.setPointSize(font.pointSize() - 1);
        h = captionHeightFor(caption, style.size.width(), font);
    }
    // Refitted when the caption takes rows away, or leaves room for rows that were summarised.
    if (const int fitted = rowBudgetFor(*page, style, h);
        fitted < budget || (fitted > budget && page->summarisesRows())) {
        budget = fitted;
        page->setRowBudget(budget);
        page->refresh();
        caption = page->captionLines();
        h = std::max(h, captionHeightFor(caption, style.size.width(), font));
    }
    page->resize(style.size.width(), style.size.height() - h);
    // Each refresh above replaced the chart's axes, and Qt Charts deletes the old axis items
    // later: outside an event loop (the CLI) they would be drawn over the new ones.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return {std::move(page), caption, h, font};
}

// A page identical to the live one (same controls): what is exported never depends on the
// window's size.
Prepared prepare(ChartPage* live, ScenarioController* controller, const ExportStyle& style) {
    std::unique_ptr<ChartPage> page(createChartPage(live->key(), controller));
    page->restoreState(live->saveState());
    return prepareOffscreen(std::move(page), style);
}

} // namespace

QImage renderPageImage(ChartPage* live, ScenarioController* controller, const ExportStyle& asked) {
    const ExportStyle style = grownToRank(*live, asked);
    Prepared p = prepare(live, controller, style);
    // Opaque (white background): no alpha channel to compress.
    QImage image(style.size, QImage::Format_RGB32);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paint(painter, p.page->exportWidget(), p.caption, style.size, p.captionHeight, p.captionFont,
          image.rect());
    return image;
}

namespace {

// Encodes what `draw` paints at `size` into the format of the path's suffix and writes it
// through SaveFile. `prepare` runs once before drawing (the offscreen page is built there).
// `prepare` returns the title and the description (the caption) for SVG and PDF metadata.
bool encodeAndWrite(const QString& path, const QSize& size,
                    const std::function<std::pair<QString, QString>()>& prepare,
                    const std::function<void(QPainter&, const QRect& area)>& draw, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRect whole(QPoint(0, 0), size);
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        // Opaque (white background): no alpha channel to compress.
        QImage image(size, QImage::Format_RGB32);
        {
            // Its 6 MB are paged in on the other core while the page is laid out, instead of
            // by the painter's first fill (page faults, about 2 ms).
            std::jthread pageIn;
            if (uchar* bits = image.bits())
                pageIn = std::jthread(
                    [bits, n = std::size_t(image.sizeInBytes())] { std::memset(bits, 0xff, n); });
            prepare();
        }
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        QString why;
        const bool encoded = paintAndEncodeOpaquePng(
            image,
            [&](const QRect& strip) {
                painter.save();
                painter.setClipRect(strip);
                draw(painter, strip);
                painter.restore();
            },
            bytes, &why);
        painter.end();
        if (!encoded) {
            if (error) *error = path + QStringLiteral(": ") + why;
            return false;
        }
    } else if (suffix == QLatin1String("svg")) {
        const auto [title, description] = prepare();
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(description);
        QPainter painter(&svg);
        draw(painter, whole);
        painter.end();
    } else if (suffix == QLatin1String("pdf")) {
        const QString title = prepare().first;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96);
        pdf.setPageSize(
            QPageSize(QSizeF(size.width() * 0.75, size.height() * 0.75), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Siliconomics"));
        QPainter painter(&pdf);
        draw(painter, whole);
        painter.end();
    } else {
        if (error)
            *error =
                QCoreApplication::translate("sil::ui::ChartExport",
                                            "%1: unknown format \"%2\"; use .png, .svg or .pdf")
                    .arg(path, suffix);
        return false;
    }
    return db::SaveFile::write(path, bytes, error);
}

} // namespace

namespace {

bool exportPrepared(const std::function<Prepared()>& make, const QString& path, QString* error,
                    const ExportStyle& style) {
    Prepared p;
    return encodeAndWrite(
        path, style.size,
        [&] {
            p = make();
            return std::pair(p.page->title(), p.caption.join(QLatin1Char('\n')));
        },
        [&](QPainter& painter, const QRect& area) {
            paint(painter, p.page->exportWidget(), p.caption, style.size, p.captionHeight,
                  p.captionFont, area);
        },
        error);
}

} // namespace

bool exportPage(ChartPage* live, ScenarioController* controller, const QString& path,
                QString* error, const ExportStyle& style) {
    const ExportStyle grown = grownToRank(*live, style);
    return exportPrepared([&] { return prepare(live, controller, grown); }, path, error, grown);
}

std::unique_ptr<ChartPage> exportedPage(ChartPage* live, ScenarioController* controller,
                                        const ExportStyle& style) {
    return prepare(live, controller, grownToRank(*live, style)).page;
}

bool exportWidget(QWidget* widget, const QString& title, const QStringList& caption,
                  const QString& path, QString* error, const ExportStyle& style) {
    const int h = captionHeightFor(caption, style.size.width(), captionFont(style.presentation));
    return encodeAndWrite(
        path, style.size, [&] { return std::pair(title, caption.join(QLatin1Char('\n'))); },
        [&](QPainter& painter, const QRect& area) {
            paint(painter, widget, caption, style.size, h, captionFont(style.presentation), area);
        },
        error);
}

void copyPageToClipboard(ChartPage* live, ScenarioController* controller) {
    QApplication::clipboard()->setImage(renderPageImage(live, controller));
}

ExportedTextProblems exportedTextProblems(ChartPage* live, ScenarioController* controller,
                                          const ExportStyle& style) {
    Prepared p = prepare(live, controller, style);
    // Painted as the export paints it: the chart is laid out at its final size.
    QImage image(style.size, QImage::Format_RGB32);
    QPainter painter(&image);
    paint(painter, p.page->exportWidget(), p.caption, style.size, p.captionHeight, p.captionFont,
          image.rect());
    painter.end();
    return {p.page->elidedTexts(), unfilledPlaceholders(p.page->drawnTexts() + p.caption),
            p.caption};
}

bool exportOffscreenPage(std::unique_ptr<ChartPage> page, const QString& path, QString* error,
                         const ExportStyle& asked) {
    const ExportStyle style = grownToRank(*page, asked);
    return exportPrepared([&] { return prepareOffscreen(std::move(page), style); }, path, error,
                          style);
}

} // namespace sil::ui
