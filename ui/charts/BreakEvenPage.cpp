#include "BreakEvenPage.h"
#include "ChartFonts.h"

#include "PriceHistoryPage.h"
#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace sil::ui {

namespace {

// Axis scales: millions of tokens and USD as they are, or in thousands when they run long.
struct Scale {
    double divide = 1.0;
    bool thousands = false;
};
Scale scaleFor(double top) {
    return top >= 1e5 ? Scale{1e3, true} : Scale{1.0, false};
}

const BreakEvenLine* lineWithKey(const BreakEvenChart& chart, const std::string& key) {
    for (const BreakEvenLine& l : chart.lines)
        if (l.key == key) return &l;
    return nullptr;
}

QPen penFor(const BreakEvenLine& l) {
    QPen pen;
    pen.setWidth(l.kind == BreakEvenLine::Kind::Owned ? 3 : 2);
    if (l.kind == BreakEvenLine::Kind::Owned) pen.setColor(QColor(0x222222));
    if (l.kind == BreakEvenLine::Kind::Rented)
        pen.setColor(termColor(l.term.value_or(RentalTerm::OnDemand)));
    if (l.kind == BreakEvenLine::Kind::Api) {
        pen.setColor(QColor(0x2ca02c));
        pen.setStyle(Qt::DashLine);
    }
    return pen;
}

} // namespace

BreakEvenPage::BreakEvenPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    system_ = new QComboBox(this);
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    requests_ = new QComboBox(this);
    addTranslatedItem(requests_, QT_TR_NOOP("1k in / 1k out"), QStringLiteral("1024/1024"));
    addTranslatedItem(requests_, QT_TR_NOOP("3k in / 1k out"), QStringLiteral("3072/1024"));
    addTranslatedItem(requests_, QT_TR_NOOP("8k in / 1k out"), QStringLiteral("8192/1024"));
    weights_ = new QComboBox(this);
    fillFormatCombo(weights_, true);
    against_ = new QComboBox(this);
    addTranslatedItem(against_, QT_TR_NOOP("Token volume"), QStringLiteral("volume"));
    addTranslatedItem(against_, QT_TR_NOOP("Contract length"), QStringLiteral("months"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("System:")));
    controls()->addWidget(system_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Requests:")));
    controls()->addWidget(requests_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Weights:")));
    controls()->addWidget(weights_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Against:")));
    controls()->addWidget(against_);
    controls()->addStretch();
    // A restored state (export-chart's --systems, --prompt/--output) may name a system or a mix
    // the combos do not list yet.
    addStatePart({[this] {
                      return QVariantMap{{QStringLiteral("system"), preferredSystem_}};
                  },
                  [this](const QVariantMap& s) {
                      if (s.contains(QStringLiteral("system")))
                          preferredSystem_ = s.value(QStringLiteral("system")).toString();
                      fillSystems();
                      addLengthsItem(requests_, s.value(QStringLiteral("requests")).toString());
                  }});
    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("requests"), requests_);
    addStateCombo(QStringLiteral("weights"), weights_);
    addStateCombo(QStringLiteral("against"), against_);
    connect(system_, &QComboBox::activated, this, [this] {
        preferredSystem_ = system_->currentData().toString();
        refresh();
        emit stateChanged();
    });
    connect(c, &ScenarioController::selectionChanged, this, [this] { fillSystems(); });
    connect(c, &ScenarioController::catalogChanged, this, [this] {
        fillSystems();
        fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    });
    fillSystems();
}

void BreakEvenPage::fillSystems() {
    const QSignalBlocker block(system_);
    system_->clear();
    for (const System* s : c_->selectedSystemList())
        system_->addItem(systemLabel(*s), QString::fromStdString(s->id));
    int at = system_->findData(preferredSystem_);
    for (int i = 0; i < system_->count() && at < 0; ++i) { // the first chosen system with a TCO
        const SystemResult* r = c_->resultFor(system_->itemData(i).toString().toStdString());
        if (r && r->tco.total.ok()) at = i;
    }
    system_->setCurrentIndex(std::max(0, at));
}

bool BreakEvenPage::byMonths() const {
    return against_->currentData().toString() == QLatin1String("months");
}

QString BreakEvenPage::title() const {
    if (byMonths())
        return tr("%1, %2: cumulative cost by contract length")
            .arg(system_->currentText(), model_->currentText());
    return tr("%1, %2: monthly cost").arg(system_->currentText(), model_->currentText());
}

QString BreakEvenPage::lineName(const BreakEvenLine& l) const {
    switch (l.kind) {
    case BreakEvenLine::Kind::Owned:
        return tr("Buy");
    case BreakEvenLine::Kind::Rented:
        return tr("Rent %1").arg(termLabel(l.term.value_or(RentalTerm::OnDemand)));
    case BreakEvenLine::Kind::Api:
        return tr("API (%1)").arg(QString::fromStdString(l.provider));
    }
    return {};
}

QStringList BreakEvenPage::assumptionCaption() const {
    if (!drawn_.ok) return {capexDatesNote()};
    const BreakEvenChart& d = drawn_;
    const BuyRentApiQuery& w = d.query.workload;
    QStringList lines;
    lines << tr("Requests of %L1 tokens in and %L2 out, each user at least %L3 output tokens/s: "
                "TP %4 x batch %5 serves %L6 tokens per GPU-hour, prefill included.")
                 .arg(w.prompt_tokens, 0, 'f', 0)
                 .arg(w.output_tokens, 0, 'f', 0)
                 .arg(w.min_tokens_per_user, 0, 'f', 0)
                 .arg(d.served.tp)
                 .arg(d.served.batch)
                 .arg(d.served.tokens_per_gpu_hour, 0, 'f', 0);
    lines << tr("A month is 730 hours. Bought and contract-rented GPUs come in whole units of %1, "
                "sized to serve the volume at the scenario's %2 % utilization and paid for every "
                "hour; on-demand and spot are paid for the GPU-hours used, the API per token.")
                 .arg(d.unit_gpus)
                 .arg(d.utilization_pct);
    QStringList prices;
    for (const BreakEvenLine& l : d.lines) {
        if (l.kind == BreakEvenLine::Kind::Owned)
            prices << tr("Buy: scenario %1's TCO $%2 per GPU-hour")
                          .arg(QString::fromStdString(c_->scenario().name))
                          .arg(l.usd_per_gpu_hour, 0, 'f', 2);
        else if (l.kind == BreakEvenLine::Kind::Rented)
            prices << tr("%1: %2 $%3 per GPU-hour (%4)")
                          .arg(lineName(l), QString::fromStdString(l.provider))
                          .arg(l.usd_per_gpu_hour, 0, 'f', 2)
                          .arg(QString::fromStdString(l.date));
        else
            prices << tr("%1: $%2 per million tokens (%3)")
                          .arg(lineName(l))
                          .arg(l.usd_per_million_tokens, 0, 'f', 3)
                          .arg(QString::fromStdString(l.date));
    }
    lines << prices.join(QStringLiteral("; ")) + QLatin1Char('.');
    lines << capexDatesNote();
    return lines;
}

// Each volume above which owning stays cheaper, marked on the buy line and labelled with the
// line it beats there (crossovers close together share one mark); every one is in the notes.
void BreakEvenPage::drawCrossovers(QValueAxis* x, QValueAxis* y, QStringList& notes) {
    const Scale xs = scaleFor(drawn_.max_million_tokens_per_month);
    double topUsd = 0;
    for (const BreakEvenLine& l : drawn_.lines)
        topUsd = std::max(topUsd, l.points.back().second);
    const Scale ys = scaleFor(topUsd);
    std::vector<const BreakEvenCrossover*> marked;
    for (const BreakEvenCrossover& cross : drawn_.crossovers) {
        const BreakEvenLine* other = lineWithKey(drawn_, cross.against);
        if (!other) continue;
        const QString volume =
            xs.thousands
                ? tr("%L1 billion tokens a month")
                      .arg(cross.million_tokens_per_month / 1e3, 0, 'f', 1)
                : tr("%L1 million tokens a month").arg(cross.million_tokens_per_month, 0, 'f', 0);
        notes << (cross.million_tokens_per_month > 0
                      ? tr("Buying costs less than %1 above %2.").arg(lineName(*other), volume)
                      : tr("Buying costs less than %1 from the first unit.").arg(lineName(*other)));
        if (cross.million_tokens_per_month > 0) marked.push_back(&cross);
    }
    std::sort(marked.begin(), marked.end(), [](const auto* a, const auto* b) {
        return a->million_tokens_per_month < b->million_tokens_per_month;
    });
    const double near = 0.06 * drawn_.max_million_tokens_per_month;
    for (std::size_t i = 0; i < marked.size();) {
        QStringList names;
        std::size_t j = i;
        for (; j < marked.size() &&
               marked[j]->million_tokens_per_month - marked[i]->million_tokens_per_month <= near;
             ++j)
            names << lineName(*lineWithKey(drawn_, marked[j]->against));
        auto* mark = new QScatterSeries;
        mark->setMarkerSize(11);
        mark->setColor(QColor(0x222222));
        mark->append(marked[i]->million_tokens_per_month / xs.divide,
                     marked[i]->owned_usd_per_month / ys.divide);
        mark->setPointLabelsFormat(tr("buy < %1").arg(names.join(QStringLiteral(", "))));
        mark->setPointLabelsVisible(true);
        mark->setPointLabelsClipping(false);
        chart_->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
        hideFromLegend(chart_, mark);
        i = j;
    }
    if (drawn_.lines.front().kind != BreakEvenLine::Kind::Owned) return;
    for (const BreakEvenLine& l : drawn_.lines)
        if (l.kind != BreakEvenLine::Kind::Owned &&
            std::none_of(drawn_.crossovers.begin(), drawn_.crossovers.end(),
                         [&](const BreakEvenCrossover& c) { return c.against == l.key; }))
            notes << tr("Buying never costs less than %1 at any volume.").arg(lineName(l));
}

void BreakEvenPage::refresh() {
    clearChart();
    setChartTitle(title());
    const Catalog& catalog = c_->catalog();
    const System* sys = catalog.system(system_->currentData().toString().toStdString());
    const LlmModel* model = catalog.model(model_->currentData().toString().toStdString());
    drawn_ = {};
    if (!sys || !model) {
        setNotes({tr("Choose a system to compare in the catalog (Compare column) and a model: "
                     "the chart shows one system.")});
        applyFonts();
        return;
    }
    BreakEvenQuery q;
    const QStringList mix = requests_->currentData().toString().split(QLatin1Char('/'));
    q.workload.prompt_tokens = mix.value(0).toDouble();
    q.workload.output_tokens = mix.value(1).toDouble();
    q.workload.weights = parseNumberFormat(weights_->currentData().toString().toStdString())
                             .value_or(NumberFormat::BF16);
    drawn_ = breakEvenChart(catalog, *sys, *model, q, c_->scenario().assumptions);
    if (!drawn_.ok) {
        setNotes({tr("No break-even for %1: %2").arg(systemLabel(*sys), coreText(drawn_.why_not))});
        applyFonts();
        return;
    }
    if (byMonths()) {
        QStringList notes;
        drawByMonth(notes);
        setNotes(notes);
        applyFonts();
        return;
    }
    const Scale xs = scaleFor(drawn_.max_million_tokens_per_month);
    double topUsd = 0;
    for (const BreakEvenLine& l : drawn_.lines)
        topUsd = std::max(topUsd, l.points.back().second);
    const Scale ys = scaleFor(topUsd);
    auto* x = new QValueAxis;
    x->setTitleText(xs.thousands ? tr("Token volume (billion tokens per month)")
                                 : tr("Token volume (million tokens per month)"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, drawn_.max_million_tokens_per_month / xs.divide);
    x->applyNiceNumbers();
    auto* y = new QValueAxis;
    y->setTitleText(ys.thousands ? tr("Cost (thousand USD per month)")
                                 : tr("Cost (USD per month)"));
    y->setLabelFormat(ys.thousands ? QStringLiteral("$%.0fk") : QStringLiteral("$%.0f"));
    y->setRange(0, topUsd / ys.divide * 1.05);
    y->applyNiceNumbers();
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (const BreakEvenLine& l : drawn_.lines) {
        auto* series = new QLineSeries;
        series->setName(lineName(l));
        for (const auto& [v, usd] : l.points)
            series->append(v / xs.divide, usd / ys.divide);
        series->setPen(penFor(l));
        chart_->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    QStringList notes;
    drawCrossovers(x, y, notes);
    // The payback month at one volume, marked on the buy line.
    const double v = drawn_.payback_million_tokens_per_month;
    const BreakEvenLine* against = lineWithKey(drawn_, drawn_.payback_against);
    const QString volume = tr("%L1 million tokens a month").arg(v, 0, 'f', 0);
    if (drawn_.payback_month && against) {
        const QString label = tr("Paid back in month %1 against %2")
                                  .arg(*drawn_.payback_month)
                                  .arg(lineName(*against));
        auto* mark = new QScatterSeries;
        mark->setName(label);
        mark->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        mark->setMarkerSize(12);
        mark->setColor(QColor(0xd62728));
        const BreakEvenLine& owned = drawn_.lines.front();
        double usd = 0;
        for (const auto& [pv, pu] : owned.points)
            if (pv <= v) usd = pu;
        mark->append(v / xs.divide, usd / ys.divide);
        mark->setPointLabelsFormat(tr("paid back in month %1").arg(*drawn_.payback_month));
        mark->setPointLabelsVisible(true);
        mark->setPointLabelsClipping(false);
        chart_->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
        QString note = tr("Payback at %1: capex $%L2 over the monthly saving against %3, no "
                          "residual value: month %4.")
                           .arg(volume)
                           .arg(drawn_.capex_usd, 0, 'f', 0)
                           .arg(lineName(*against))
                           .arg(*drawn_.payback_month);
        if (*drawn_.payback_month > c_->scenario().assumptions.useful_life_years * 12.0)
            note += QLatin1Char(' ') + tr("That is later than the %1-year useful life.")
                                           .arg(c_->scenario().assumptions.useful_life_years);
        notes.prepend(note);
    } else if (against) {
        notes.prepend(tr("Buying does not pay back at %1: the owned GPUs' running cost alone is "
                         "more than %2.")
                          .arg(volume, lineName(*against)));
    } else {
        notes.prepend(tr("%1 is not bought (no TCO): no payback.").arg(systemLabel(*sys)));
    }
    setNotes(notes);
    applyFonts();
}

// Against contract length at the payback volume: buying starts at its capex and adds its running
// cost each month, every other line its monthly cost; the payback month is where buying meets
// the cheapest of them.
void BreakEvenPage::drawByMonth(QStringList& notes) {
    double topUsd = 0;
    for (const BreakEvenMonthLine& m : drawn_.by_month)
        topUsd = std::max(topUsd, m.points.back().second);
    const Scale ys = scaleFor(topUsd);
    auto* x = new QValueAxis;
    x->setTitleText(tr("Contract length (months)"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, drawn_.months_drawn);
    x->setTickCount(std::min(drawn_.months_drawn / 12, 10) + 1);
    auto* y = new QValueAxis;
    y->setTitleText(ys.thousands ? tr("Cumulative cost (thousand USD)")
                                 : tr("Cumulative cost (USD)"));
    y->setLabelFormat(ys.thousands ? QStringLiteral("$%.0fk") : QStringLiteral("$%.0f"));
    y->setRange(0, topUsd / ys.divide * 1.05);
    y->applyNiceNumbers();
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (std::size_t i = 0; i < drawn_.by_month.size() && i < drawn_.lines.size(); ++i) {
        auto* series = new QLineSeries;
        series->setName(lineName(drawn_.lines[i]));
        for (const auto& [month, usd] : drawn_.by_month[i].points)
            series->append(month, usd / ys.divide);
        series->setPen(penFor(drawn_.lines[i]));
        chart_->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    const QString volume =
        tr("%L1 million tokens a month").arg(drawn_.payback_million_tokens_per_month, 0, 'f', 0);
    const BreakEvenLine* against = lineWithKey(drawn_, drawn_.payback_against);
    if (drawn_.payback_month && against && !drawn_.by_month.empty() &&
        *drawn_.payback_month <= drawn_.months_drawn) {
        const BreakEvenMonthLine& owned = drawn_.by_month.front();
        auto* mark = new QScatterSeries;
        mark->setName(tr("Paid back in month %1 against %2")
                          .arg(*drawn_.payback_month)
                          .arg(lineName(*against)));
        mark->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        mark->setMarkerSize(12);
        mark->setColor(QColor(0xd62728));
        mark->append(*drawn_.payback_month,
                     (owned.start_usd + owned.usd_per_month * *drawn_.payback_month) / ys.divide);
        mark->setPointLabelsFormat(tr("paid back in month %1").arg(*drawn_.payback_month));
        mark->setPointLabelsVisible(true);
        mark->setPointLabelsClipping(false);
        chart_->addSeries(mark);
        mark->attachAxis(x);
        mark->attachAxis(y);
    }
    if (!drawn_.by_month.empty() && drawn_.lines.front().kind == BreakEvenLine::Kind::Owned)
        notes << tr("At %1: buying pays $%L2 of capex at month 0 and $%L3 a month to run "
                    "(capital excluded, no residual value); every other line is its monthly cost "
                    "at that volume, month after month.")
                     .arg(volume)
                     .arg(drawn_.by_month.front().start_usd, 0, 'f', 0)
                     .arg(drawn_.by_month.front().usd_per_month, 0, 'f', 0);
    if (drawn_.payback_month && against)
        notes.prepend(tr("Payback at %1 against %2: month %3.")
                          .arg(volume, lineName(*against))
                          .arg(*drawn_.payback_month));
    else if (against)
        notes.prepend(tr("Buying does not pay back at %1: the owned GPUs' running cost alone is "
                         "more than %2.")
                          .arg(volume, lineName(*against)));
}

} // namespace sil::ui
