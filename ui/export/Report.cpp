#include "Report.h"

#include "ChartExport.h"
#include "TrustSection.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"

#include "core/catalog/citations.h"
#include "core/economics/assumptions.h"
#include "database/CatalogStore.h"
#include "database/SaveFile.h"
#include "database/ValidationSet.h"
#include "siliconomics_version.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDateTime>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>
#include <algorithm>
#include <utility>
#include <vector>

namespace sil::ui {

namespace {

QString esc(const QString& s) {
    return s.toHtmlEscaped();
}
QString esc(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString kindLabel(ValueKind k) {
    switch (k) {
    case ValueKind::VendorSpec:
        return QObject::tr("vendor spec");
    case ValueKind::AnalystEstimate:
        return QObject::tr("estimate");
    case ValueKind::Measured:
        return QObject::tr("measured");
    case ValueKind::User:
        return QObject::tr("user edit");
    case ValueKind::Derived:
        return QObject::tr("derived");
    case ValueKind::Reported:
        return QObject::tr("reported by a third party");
    }
    return {};
}

QString assumptionTable(const ScenarioController* c) {
    const Scenario& now = c->scenario();
    const Scenario& loaded = c->loadedScenario();
    QString html = QStringLiteral("<table border='1' cellspacing='0' cellpadding='3' "
                                  "width='100%'><tr><th>%1</th><th>%2</th><th>%3</th>"
                                  "<th>%4</th><th>%5</th></tr>")
                       .arg(QObject::tr("Assumption"), QObject::tr("Value"), QObject::tr("Unit"),
                            QObject::tr("As loaded"), QObject::tr("Range (uncertainty)"));
    const QLocale loc;
    for (const AssumptionDef& d : assumptionDefs()) {
        const double v = now.assumptions.*(d.member);
        const double was = loaded.assumptions.*(d.member);
        const bool edited = v != was;
        const auto r = now.assumption_ranges.find(d.key);
        const QString range =
            r == now.assumption_ranges.end()
                ? QStringLiteral("—")
                : QStringLiteral("%1 – %2").arg(loc.toString(r->second.low, 'g', 6),
                                                loc.toString(r->second.high, 'g', 6));
        const QString value = loc.toString(v, 'g', 6);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(esc(coreText(d.label)) +
                             (edited ? QStringLiteral(" <b>(%1)</b>").arg(QObject::tr("edited"))
                                     : QString()),
                         edited ? QStringLiteral("<b>%1</b>").arg(value) : value,
                         esc(coreText(d.unit)), loc.toString(was, 'g', 6), range);
    }
    return html + QStringLiteral("</table>");
}

QString overridesSection(const ScenarioController* c) {
    QStringList rows;
    for (const auto& [id, fields] : c->scenario().system_overrides)
        for (const auto& [field, value] : fields)
            rows << QObject::tr("System %1: %2 = %3 (scenario)")
                        .arg(esc(id), esc(field), QLocale().toString(value, 'g', 6));
    for (const auto& [id, fields] : c->scenario().chip_overrides)
        for (const auto& [field, value] : fields)
            rows << QObject::tr("Chip %1: %2 = %3 (scenario)")
                        .arg(esc(id), esc(field), QLocale().toString(value, 'g', 6));
    if (c->store())
        for (const auto& o : c->store()->overrides())
            rows << QObject::tr("%1 %2: %3 = %4 (catalog edit, %5)")
                        .arg(esc(QString::fromUtf8(entityKey(o.entity).data())), esc(o.id),
                             esc(o.field),
                             esc(o.value.isEmpty() ? QObject::tr("unknown") : o.value),
                             esc(o.editedAt));
    if (rows.isEmpty()) return QObject::tr("<p>No catalog value is edited.</p>");
    return QStringLiteral("<ul><li>") + rows.join(QStringLiteral("</li><li>")) +
           QStringLiteral("</li></ul>");
}

QString naSection(const ScenarioController* c) {
    QStringList rows;
    for (const System* s : c->selectedSystemList()) {
        const SystemResult* r = c->resultFor(s->id);
        if (!r || !r->tco.total.ok())
            rows << QStringLiteral("%1 — %2").arg(
                esc(systemLabel(*s)),
                esc(coreText(r ? r->tco.total.reason() : std::string("no result"))));
    }
    if (rows.isEmpty()) return QObject::tr("<p>Every compared system has a TCO.</p>");
    return QStringLiteral("<ul><li>") + rows.join(QStringLiteral("</li><li>")) +
           QStringLiteral("</li></ul>");
}

QString sourcesSection(const ScenarioController* c) {
    const auto citations = citationsFor(c->catalog(), c->selectedSystemList());
    QString html;
    for (const Citation& ct : citations) {
        QString head;
        if (ct.source_id.empty()) {
            head = QObject::tr("<b>No source cited</b> (a gap in the catalog)");
        } else if (ct.source) {
            // A file name of a source document means nothing on paper: title, publisher and
            // date find it; a URL opens it.
            const QString where = QString::fromStdString(ct.source->location);
            const QString link = isUrl(ct.source->location)
                                     ? QStringLiteral("<a href='%1'>%1</a>").arg(esc(where))
                                     : QString();
            head = QStringLiteral("<b>%1</b>: %2 (%3, %4). %5")
                       .arg(esc(ct.source_id), esc(ct.source->title), esc(ct.source->publisher),
                            esc(ct.source->date), link);
        } else {
            head =
                QObject::tr("<b>%1</b> (not in the catalog's source list)").arg(esc(ct.source_id));
        }
        QStringList values;
        for (const CitedValue& v : ct.values) {
            QString item = QStringLiteral("%1.%2").arg(esc(v.entity), esc(v.field));
            if (v.kind != ValueKind::VendorSpec || v.has_range)
                item +=
                    QStringLiteral(" <i>(%1%2)</i>")
                        .arg(kindLabel(v.kind),
                             v.has_range ? QStringLiteral(", ") + QObject::tr("range") : QString());
            values << item;
        }
        html += QStringLiteral("<p>%1<br/><small>%2</small></p>")
                    .arg(head, values.join(QStringLiteral("; ")));
    }
    return html;
}

} // namespace

namespace {

// The page a document position is on, in a document laid out on pages.
int pageOf(const QTextDocument& doc, qreal y) {
    return int(y / doc.pageSize().height());
}

// The first line of what follows heading `b` starts on a later page than the heading.
bool endsAPage(const QTextDocument& doc, const QTextBlock& b) {
    const QTextBlock next = b.next();
    if (b.blockFormat().headingLevel() == 0 || !next.isValid()) return false;
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    const QRectF head = layout->blockBoundingRect(b);
    const QRectF body = layout->blockBoundingRect(next);
    QTextLine first = next.layout() ? next.layout()->lineAt(0) : QTextLine();
    const qreal bodyTop = body.top() + (first.isValid() ? first.rect().bottom() : 1.0);
    return pageOf(doc, head.top()) < pageOf(doc, bodyTop - 1.0);
}

} // namespace

QStringList headingsEndingAPage(const QTextDocument& doc) {
    QStringList found;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        if (endsAPage(doc, b)) found << b.text();
    return found;
}

void keepHeadingsWithNext(QTextDocument& doc) {
    // In document order: moving one heading moves everything after it, so each is judged
    // where the moves before it left it.
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (!endsAPage(doc, b)) continue;
        QTextBlockFormat f;
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(b).mergeBlockFormat(f);
    }
}

void layOutReport(QTextDocument& doc, ScenarioController* controller,
                  const std::vector<ChartPage*>& pages, const QSizeF& pageSize) {
    const Scenario& s = controller->scenario();
    QStringList systems;
    for (const System* sys : controller->selectedSystemList())
        systems << esc(systemLabel(*sys));
    QString html;
    html +=
        QStringLiteral("<h1>%1</h1>").arg(QObject::tr("Siliconomics report: %1").arg(esc(s.name)));
    html +=
        QStringLiteral("<p>%1</p>")
            .arg(QObject::tr("Generated %1 by Siliconomics %2. Catalog: %3.")
                     .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat),
                          QStringLiteral(SILICONOMICS_VERSION),
                          esc(QString::fromStdString(controller->catalogVersion().shortText()))));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(QObject::tr("Systems compared:"), systems.join(QStringLiteral(", ")));
    if (!s.description.empty()) html += QStringLiteral("<p>%1</p>").arg(esc(s.description));
    if (controller->isModified())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(QObject::tr("The scenario has unsaved edits: the values in bold differ "
                                     "from the scenario as loaded."));
    html += QStringLiteral("<h2>%1</h2>").arg(QObject::tr("Assumptions"));
    html += assumptionTable(controller);
    html += QStringLiteral("<h2>%1</h2>").arg(QObject::tr("Edited catalog values"));
    html += overridesSection(controller);
    html += QStringLiteral("<h2>%1</h2>").arg(QObject::tr("Charts"));
    ExportStyle style;
    style.size = QSize(1600, 1000);
    int n = 0;
    // Added once the HTML is set: setHtml clears the document, its resources with it.
    std::vector<std::pair<QUrl, QImage>> images;
    for (ChartPage* page : pages) {
        const QUrl name(QStringLiteral("chart-%1.png").arg(++n));
        images.emplace_back(name, renderPageImage(page, controller, style));
        // 1000 wide, narrower where a ranking's tall picture would not fit on one page.
        const QImage& image = images.back().second;
        const int width = std::min(
            1000, int(pageSize.height() * 0.8 * image.width() / std::max(1, image.height())));
        html += QStringLiteral("<h3>%1</h3><p><img src='%2' width='%3'/></p>")
                    .arg(esc(chartTabLabel(page->key())), name.toString())
                    .arg(width);
    }
    html += trustSection(*controller,
                         *db::validationReport(controller->catalog(), controller->measurements()),
                         controller->selectedSystemList());
    html += QStringLiteral("<h2>%1</h2>").arg(QObject::tr("Not available (n/a)"));
    html += naSection(controller);
    html += QStringLiteral("<h2>%1</h2>").arg(QObject::tr("Sources of every number used"));
    html += QStringLiteral("<p>%1</p>")
                .arg(QObject::tr("Every numeric value of the compared systems, their chips and "
                                 "their chips' rental quotes, by the source it cites. Values "
                                 "that are not vendor specifications are marked."));
    html += sourcesSection(controller);
    doc.setHtml(html);
    for (const auto& [name, image] : images)
        doc.addResource(QTextDocument::ImageResource, name, image);
    doc.setPageSize(pageSize);
    doc.markContentsDirty(0, doc.characterCount()); // laid out again with the images' sizes
    keepHeadingsWithNext(doc);
}

bool writeReport(ScenarioController* controller, const std::vector<ChartPage*>& pages,
                 const QString& path, QString* error) {
    const Scenario& s = controller->scenario();
    QTextDocument doc;
    QByteArray pdf;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(QObject::tr("Siliconomics report: %1").arg(QString::fromStdString(s.name)));
        writer.setCreator(
            QStringLiteral("Siliconomics %1").arg(QStringLiteral(SILICONOMICS_VERSION)));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(150);
        layOutReport(doc, controller, pages, QSizeF(writer.width(), writer.height()));
        doc.print(&writer);
    }
    if (pdf.isEmpty()) {
        if (error) *error = QObject::tr("%1: the PDF could not be produced").arg(path);
        return false;
    }
    return db::SaveFile::write(path, pdf, error);
}

} // namespace sil::ui
