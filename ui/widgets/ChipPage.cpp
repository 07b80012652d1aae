#include "ChipPage.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartSystems.h"

#include "core/catalog/chip_sheet.h"
#include "core/catalog/citations.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLocale>
#include <QTextBrowser>
#include <algorithm>

namespace sil::ui {

namespace {

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString kindText(ValueKind k) {
    switch (k) {
    case ValueKind::VendorSpec:
        return ChipPage::tr("vendor specification");
    case ValueKind::AnalystEstimate:
        return ChipPage::tr("analyst estimate");
    case ValueKind::Derived:
        return ChipPage::tr("derived");
    case ValueKind::Measured:
        return ChipPage::tr("measured");
    case ValueKind::User:
        return ChipPage::tr("your edit");
    case ValueKind::Reported:
        return ChipPage::tr("the maker's figure, as a third party reports it");
    }
    return {};
}

QString number(double v) {
    return QLocale().toString(v, 'g', 12);
}

QString rangeText(const ChipSheetRow& row) {
    if (!row.low && !row.high) return {};
    return (row.low ? number(*row.low) : QStringLiteral("?")) + QStringLiteral("–") +
           (row.high ? number(*row.high) : QStringLiteral("?"));
}

// "[2] Title — Publisher, 2025-06. https://… (read 2026-11-26)" and the source's own words.
QString sourceItem(int n, const Source& s) {
    QString item = QStringLiteral("<p>[%1] <b>%2</b>").arg(n).arg(esc(s.title));
    if (!s.publisher.empty()) item += QStringLiteral(" — ") + esc(s.publisher);
    if (!s.date.empty()) item += QStringLiteral(", ") + esc(s.date);
    if (isUrl(s.location))
        item += QStringLiteral(". <a href=\"%1\">%1</a>").arg(esc(s.location));
    else if (!s.location.empty()) // a file with no address: how to obtain it
        item += QStringLiteral(". ") + ChipPage::tr("Obtain: %1").arg(esc(s.location));
    if (!s.accessed_date.empty())
        item += QLatin1Char(' ') + ChipPage::tr("(read %1)").arg(esc(s.accessed_date));
    if (!s.quote.empty()) item += QStringLiteral("<br><i>“%1”</i>").arg(esc(s.quote));
    return item + QStringLiteral("</p>");
}

} // namespace

ChipPage::ChipPage(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), c_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    view_ = new QTextBrowser(this);
    view_->setOpenExternalLinks(true);
    layout->addWidget(view_);
    connect(c_, &ScenarioController::catalogChanged, this, &ChipPage::render);
}

bool ChipPage::showChip(const QString& id) {
    if (!c_->catalog().chip(id.toStdString())) return false;
    chipId_ = id;
    render();
    return true;
}

QString ChipPage::html() const {
    return view_->toHtml();
}

QString ChipPage::chipName() const {
    const Chip* chip = c_->catalog().chip(chipId_.toStdString());
    return chip ? QString::fromStdString(chip->name) : chipId_;
}

void ChipPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) render();
    QWidget::changeEvent(event);
}

void ChipPage::render() {
    const Catalog& catalog = c_->catalog();
    const Chip* chip = catalog.chip(chipId_.toStdString());
    if (!chip) {
        view_->clear();
        return;
    }
    const auto rows = chipSheet(*chip);
    const auto sources = chipSheetSources(catalog, rows);
    auto footnote = [&](const std::string& id) {
        const auto it = std::find_if(sources.begin(), sources.end(),
                                     [&](const Source* s) { return s->id == id; });
        return it == sources.end() ? esc(id)
                                   : QStringLiteral("[%1]").arg(int(it - sources.begin()) + 1);
    };
    QString html = QStringLiteral("<h2>%1</h2><p>%2 · <code>%3</code></p>")
                       .arg(esc(chip->name), esc(chip->vendor), esc(chip->id));
    // The row's own evidence once; a field's note only where it cites something else.
    if (!chip->row.source_id.empty() || !chip->row.note.empty())
        html +=
            QStringLiteral("<p>%1 %2</p>")
                .arg(tr("Unless a field says otherwise: %1.").arg(footnote(chip->row.source_id)),
                     esc(chip->row.note));
    html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=4><tr>");
    for (const QString& h :
         {tr("Field"), tr("Value"), tr("Kind"), tr("Range"), tr("Source"), tr("Note")})
        html += QStringLiteral("<th align=left>%1</th>").arg(h.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (const auto& row : rows) {
        if (row.field == "id") continue; // in the heading
        QString value = row.known ? esc(row.value) : tr("unknown");
        if (row.known && !row.unit.empty()) value += QLatin1Char(' ') + coreText(row.unit);
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td><td>%4</td>"
                               "<td>%5</td><td>%6</td></tr>")
                    .arg(coreText(row.label).toHtmlEscaped(), value,
                         row.known ? kindText(row.kind) : QString(), rangeText(row),
                         row.known ? footnote(row.source_id) : QString(),
                         row.own_evidence ? esc(row.note) : QString());
    }
    html += QStringLiteral("</table><h3>%1</h3>").arg(tr("Sources"));
    for (std::size_t i = 0; i < sources.size(); ++i)
        html += sourceItem(int(i) + 1, *sources[i]);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Systems built on it"));
    const auto systems = systemsUsingChip(catalog, chip->id);
    if (systems.empty()) html += QStringLiteral("<p>%1</p>").arg(tr("None in the catalog."));
    for (const System* s : systems)
        html += QStringLiteral("<p>%1 <code>%2</code></p>")
                    .arg(systemLabel(*s).toHtmlEscaped(), esc(s->id));
    view_->setHtml(html);
}

} // namespace sil::ui
