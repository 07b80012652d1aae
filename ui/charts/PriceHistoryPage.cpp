#include "PriceHistoryPage.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QCursor>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QTimeZone>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <map>

namespace sil::ui {

namespace {

constexpr RentalTerm kTerms[] = {RentalTerm::OnDemand, RentalTerm::Spot, RentalTerm::OneMonth,
                                 RentalTerm::OneYear, RentalTerm::ThreeYear};

// Noon UTC of the day: the date axis shows local time, and noon stays on the same day in
// every time zone from UTC-11 to UTC+11.
qint64 msecsOfDay(long day) {
    return qint64(day) * 86400000LL + 43200000LL;
}

QString dayText(long day) {
    return QString::fromStdString(formatQuoteDay(day));
}

// "+48", "−17": whole percent with its sign (a real minus sign).
QString signedPercent(double pct) {
    const QString digits = QLocale().toString(std::abs(pct), 'f', 0);
    if (digits == QLatin1String("0")) return digits;
    return (pct > 0 ? QStringLiteral("+") : QString(QChar(0x2212))) + digits;
}

} // namespace

QString termLabel(RentalTerm t) {
    switch (t) {
    case RentalTerm::Spot:
        return QObject::tr("spot");
    case RentalTerm::OnDemand:
        return QObject::tr("on-demand");
    case RentalTerm::OneMonth:
        return QObject::tr("1-month");
    case RentalTerm::OneYear:
        return QObject::tr("1-year");
    case RentalTerm::ThreeYear:
        return QObject::tr("3-year");
    }
    return {};
}

QColor termColor(RentalTerm t) {
    switch (t) {
    case RentalTerm::Spot:
        return QColor(0x9467bd);
    case RentalTerm::OnDemand:
        return QColor(0x1f77b4);
    case RentalTerm::OneMonth:
        return QColor(0xff7f0e);
    case RentalTerm::OneYear:
        return QColor(0x2ca02c);
    case RentalTerm::ThreeYear:
        return QColor(0xd62728);
    }
    return Qt::black;
}

QString tierLabel(ProviderTier t) {
    switch (t) {
    case ProviderTier::Hyperscaler:
        return QObject::tr("hyperscalers");
    case ProviderTier::Neocloud:
        return QObject::tr("neoclouds");
    case ProviderTier::Marketplace:
        return QObject::tr("marketplaces");
    case ProviderTier::AnalystReference:
        return QObject::tr("analyst reference");
    }
    return {};
}

QColor tierColor(ProviderTier t) {
    switch (t) {
    case ProviderTier::Hyperscaler:
        return QColor(0x1f77b4);
    case ProviderTier::Neocloud:
        return QColor(0x2ca02c);
    case ProviderTier::Marketplace:
        return QColor(0xff7f0e);
    case ProviderTier::AnalystReference:
        return QColor(0x7f7f7f);
    }
    return Qt::black;
}

PriceHistoryPage::PriceHistoryPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    chip_ = new QComboBox(this);
    chip_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    term_ = new QComboBox(this);
    addTranslatedItem(term_, QT_TR_NOOP("All terms"), QStringLiteral("all"));
    for (RentalTerm t : kTerms)
        term_->addItem(termLabel(t), QString::fromUtf8(rentalTermKey(t)));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Chip:")));
    controls()->addWidget(chip_);
    group_ = new QComboBox(this);
    addTranslatedItem(group_, QT_TR_NOOP("By term"), QStringLiteral("term"));
    addTranslatedItem(group_, QT_TR_NOOP("By provider tier"), QStringLiteral("tier"));
    group_->setToolTip(
        tr("By provider tier: hyperscalers, neoclouds, marketplaces and analysts' reference "
           "rates compared on one term (all terms: on-demand)"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Term:")));
    controls()->addWidget(term_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Series:")));
    controls()->addWidget(group_);
    controls()->addStretch();
    fillChips();
    addStateCombo(QStringLiteral("chip"), chip_);
    addStateCombo(QStringLiteral("term"), term_);
    addStateCombo(QStringLiteral("group"), group_);
    connect(c, &ScenarioController::catalogChanged, this, [this] {
        fillChips();
        refresh();
    });
}

void PriceHistoryPage::retranslateUi() {
    // Built in code: the chip list (with its counts), the term names and the kept axes' titles.
    fillChips();
    for (int i = 0; i < term_->count(); ++i)
        if (const auto t = parseRentalTerm(term_->itemData(i).toString().toStdString()))
            term_->setItemText(i, termLabel(*t));
    if (dateAxis_) dateAxis_->setTitleText(tr("Quote date"));
    if (priceAxis_) priceAxis_->setTitleText(tr("Rental price (USD/GPU-hour)"));
    group_->setToolTip(
        tr("By provider tier: hyperscalers, neoclouds, marketplaces and analysts' reference "
           "rates compared on one term (all terms: on-demand)"));
}

void PriceHistoryPage::fillChips() {
    // Chips with at least one quote, each with its count; the current choice survives.
    const QString current = chip_->currentData().toString();
    const QSignalBlocker block(chip_);
    chip_->clear();
    const Catalog& cat = c_->catalog();
    std::map<std::string, int> count;
    for (const RentalQuote& q : cat.quotes)
        ++count[q.chip_id];
    for (const Chip& chip : cat.chips)
        if (const int n = count[chip.id]; n > 0)
            chip_->addItem(
                n == 1 ? tr("%1 (1 quote)").arg(QString::fromStdString(chip.name))
                       : tr("%1 (%n quotes)", nullptr, n).arg(QString::fromStdString(chip.name)),
                QString::fromStdString(chip.id));
    int at = chip_->findData(current);
    if (at < 0) at = chip_->findData(QString::fromStdString(chipWithMostQuotes(cat)));
    chip_->setCurrentIndex(std::max(0, at));
}

QString PriceHistoryPage::chipId() const {
    return chip_->currentData().toString();
}

QString PriceHistoryPage::title() const {
    const Chip* chip = c_->catalog().chip(chipId().toStdString());
    const QString name = chip ? QString::fromStdString(chip->name) : chipId();
    if (group_->currentData().toString() == QLatin1String("tier")) {
        const auto term = parseRentalTerm(term_->currentData().toString().toStdString());
        return tr("Rental price over time by provider tier: %1, %2 (USD/GPU-hour)")
            .arg(name, termLabel(term.value_or(RentalTerm::OnDemand)));
    }
    return tr("Rental price over time: %1 (USD/GPU-hour)").arg(name);
}

QStringList PriceHistoryPage::assumptionCaption() const {
    // Quotes are as published: no scenario assumption moves them.
    return {};
}

QString PriceHistoryPage::tooltipFor(const QAbstractSeries* series, int index) const {
    const QStringList tips = tooltips_.value(series);
    return index >= 0 && index < tips.size() ? tips.at(index) : QString();
}

void PriceHistoryPage::refresh() {
    // The axes are kept from one refresh to the next: an axis removed from a chart is deleted
    // only once the event loop runs, and an export renders before it does (a stale axis would
    // be drawn under the new one).
    chart_->removeAllSeries();
    tooltips_.clear();
    setChartTitle(title());
    const std::string chipId = this->chipId().toStdString();
    std::optional<RentalTerm> only;
    if (const QString t = term_->currentData().toString(); t != QLatin1String("all"))
        only = parseRentalTerm(t.toStdString());
    const bool byTier = group_->currentData().toString() == QLatin1String("tier");
    history_ = byTier ? priceHistoryByTier(c_->catalog(), chipId, only)
                      : priceHistory(c_->catalog(), chipId, only);

    if (!dateAxis_) {
        dateAxis_ = new QDateTimeAxis;
        dateAxis_->setTitleText(tr("Quote date"));
        dateAxis_->setFormat(QStringLiteral("MMM yyyy"));
        priceAxis_ = new QValueAxis;
        priceAxis_->setTitleText(tr("Rental price (USD/GPU-hour)"));
        priceAxis_->setLabelFormat(QStringLiteral("$%.2f"));
        chart_->addAxis(dateAxis_, Qt::AlignBottom);
        chart_->addAxis(priceAxis_, Qt::AlignLeft);
    }
    QDateTimeAxis* x = dateAxis_;
    QValueAxis* y = priceAxis_;

    QStringList notes;
    QuoteSpan span;
    for (const PriceSeries& s : history_.series) {
        const QString name = s.tier ? tierLabel(*s.tier) : termLabel(s.term);
        const QColor color = s.tier ? tierColor(*s.tier) : termColor(s.term);
        addQuotes(s, name, color, span);
        notes << addTrend(s, name, color, span.top);
    }
    const long first = span.first, last = span.last;
    const double top = span.top;
    const bool any = span.any;
    const Chip* chip = c_->catalog().chip(chipId);
    const QString chipName = chip ? QString::fromStdString(chip->name) : this->chipId();
    if (any) {
        notes.prepend(tr("%1: %n dated quotes from %2 to %3. Quotes are list prices from the "
                         "cited sources (catalog, Rental prices), not negotiated prices.",
                         nullptr, int(history_.quoteCount()))
                          .arg(chipName, dayText(first), dayText(last)));
        // A month of margin either side so no marker sits on the frame.
        x->setRange(QDateTime::fromMSecsSinceEpoch(msecsOfDay(first - 31), QTimeZone::utc()),
                    QDateTime::fromMSecsSinceEpoch(msecsOfDay(last + 31), QTimeZone::utc()));
        y->setRange(0.0, top * 1.1);
        y->applyNiceNumbers();
    } else {
        notes.prepend(
            tr("%1: no dated rental quote%2.")
                .arg(chipName, only ? tr(" for the %1 term").arg(termLabel(*only)) : QString()));
        y->setRange(0.0, 1.0);
    }
    if (byTier)
        notes << tr("Series: %1 quotes by provider tier. The tiers are ours, from the provider's "
                    "name: hyperscalers (AWS, Azure, Google Cloud, Oracle), marketplaces (Vast.ai, "
                    "RunPod community, Spheron), analyst reference (SemiAnalysis reference "
                    "rates), neoclouds (every other provider).")
                     .arg(termLabel(only.value_or(RentalTerm::OnDemand)));
    for (const SkippedQuote& q : history_.skipped)
        notes << tr("Not shown: quote %1 (%2, %3) — %4")
                     .arg(QString::fromStdString(q.quote_id), QString::fromStdString(q.provider),
                          termLabel(q.term), coreText(q.reason));
    setNotes(notes);
    applyFonts();
}

void PriceHistoryPage::addQuotes(const PriceSeries& s, const QString& name, const QColor& color,
                                 QuoteSpan& span) {
    const QString term = termLabel(s.term);
    auto* scatter = new QScatterSeries;
    scatter->setName(name);
    scatter->setColor(color);
    scatter->setBorderColor(color.darker(130));
    scatter->setMarkerSize(presentation_ ? 16 : 11);
    QStringList tips;
    for (const PricePoint& p : s.points) {
        scatter->append(double(msecsOfDay(p.day)), p.usd_per_gpu_hour);
        tips << tr("%1 (%6)\n%2, %3\n$%4 per GPU-hour\nquote %5")
                    .arg(QString::fromStdString(p.provider), QString::fromStdString(p.date), term)
                    .arg(p.usd_per_gpu_hour, 0, 'f', 2)
                    .arg(QString::fromStdString(p.quote_id))
                    .arg(tierLabel(p.tier));
        span.top = std::max(span.top, p.usd_per_gpu_hour);
        span.first = span.any ? std::min(span.first, p.day) : p.day;
        span.last = span.any ? std::max(span.last, p.day) : p.day;
        span.any = true;
    }
    chart_->addSeries(scatter);
    scatter->attachAxis(dateAxis_);
    scatter->attachAxis(priceAxis_);
    tooltips_.insert(scatter, tips);
    connect(scatter, &QXYSeries::hovered, this, [this, scatter](const QPointF& at, bool on) {
        if (!on) {
            QToolTip::hideText();
            return;
        }
        showNearestTooltip(scatter, at);
    });
}

void PriceHistoryPage::showNearestTooltip(QScatterSeries* scatter, const QPointF& at) {
    const auto pts = scatter->points();
    int best = -1;
    double bestDist = 1e300;
    for (int i = 0; i < pts.size(); ++i) {
        const QPointF a = chart_->mapToPosition(pts[i], scatter);
        const QPointF b = chart_->mapToPosition(at, scatter);
        const double d = std::hypot(a.x() - b.x(), a.y() - b.y());
        if (d < bestDist) {
            bestDist = d;
            best = i;
        }
    }
    QToolTip::showText(QCursor::pos(), tooltipFor(scatter, best));
}

QString PriceHistoryPage::addTrend(const PriceSeries& s, const QString& name, const QColor& color,
                                   double& top) {
    if (!s.trend.ok) return tr("%1: %2").arg(name, coreText(s.trend.reason));
    auto* line = new QLineSeries;
    line->setName(tr("%1 trend: %2 %/year").arg(name).arg(signedPercent(s.trend.pct_per_year)));
    QPen pen(color);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(presentation_ ? 3.0 : 2.0);
    line->setPen(pen);
    line->append(double(msecsOfDay(s.trend.first_day)), s.trend.fittedAt(s.trend.first_day));
    line->append(double(msecsOfDay(s.trend.last_day)), s.trend.fittedAt(s.trend.last_day));
    top = std::max(top, s.trend.fittedAt(s.trend.first_day));
    chart_->addSeries(line);
    line->attachAxis(dateAxis_);
    line->attachAxis(priceAxis_);
    return tr("%1 trend: %2 USD/GPU-hour per year (%3 %/year of the fitted $%4 on %5), "
              "least squares over %6 quotes")
        .arg(name)
        .arg(s.trend.usd_per_gpu_hour_per_year, 0, 'f', 2)
        .arg(s.trend.pct_per_year, 0, 'f', 1)
        .arg(s.trend.fitted_usd_per_gpu_hour_at_latest, 0, 'f', 2)
        .arg(dayText(s.trend.last_day))
        .arg(s.points.size());
}

} // namespace sil::ui
