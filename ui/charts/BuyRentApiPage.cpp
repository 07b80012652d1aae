#include "BuyRentApiPage.h"

#include "ChartFonts.h"
#include "ChartTextFit.h"

#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/economics/buy_rent_api.h"
#include "core/economics/cost_workbook.h"

#include <QAbstractAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>

namespace sil::ui {

namespace {

constexpr int kApiLines = 4; // the cheapest providers drawn; the rest in the caption

struct Mix {
    double prompt, output;
};

Mix mixOf(const QComboBox* combo) {
    const QStringList parts = combo->currentData().toString().split(QLatin1Char('/'));
    return {parts.value(0).toDouble(), parts.value(1).toDouble()};
}

} // namespace

BuyRentApiPage::BuyRentApiPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    requests_ = new QComboBox(this);
    addTranslatedItem(requests_, QT_TR_NOOP("1k in / 1k out"), QStringLiteral("1024/1024"));
    addTranslatedItem(requests_, QT_TR_NOOP("3k in / 1k out"), QStringLiteral("3072/1024"));
    addTranslatedItem(requests_, QT_TR_NOOP("8k in / 1k out"), QStringLiteral("8192/1024"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    // DeepSeek-V3 and Kimi K2 are released in FP8, gpt-oss in MXFP4: in BF16 they need twice
    // the GPUs (or do not fit) where a buyer serves them in their own format.
    weights_ = new QComboBox(this);
    fillFormatCombo(weights_, true);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Requests:")));
    controls()->addWidget(requests_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Weights:")));
    controls()->addWidget(weights_);
    controls()->addStretch();
    // A restored state (export-chart's --prompt/--output) may ask for a mix the combo does not
    // list yet: add it before the combos are restored.
    addStatePart({[] { return QVariantMap(); },
                  [this](const QVariantMap& state) {
                      addLengthsItem(requests_, state.value(QStringLiteral("requests")).toString());
                  }});
    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("requests"), requests_);
    addStateCombo(QStringLiteral("weights"), weights_);
    connect(c_, &ScenarioController::catalogChanged, this,
            [this] { fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b")); });
}

QString BuyRentApiPage::title() const {
    return tr("%1 (%2 weights): build, rent or buy tokens — USD per million tokens")
        .arg(model_->currentText(), weights_->currentText());
}

QStringList BuyRentApiPage::assumptionCaption() const {
    const Mix m = mixOf(requests_);
    return {tr("Requests of %L1 tokens in and %L2 out, priced per million of both. Owned: the "
               "cheapest layout giving each user at least 20 output tokens/s, at scenario %3's TCO "
               "per useful GPU-hour (%4 % utilization); rented: the same GPU-hours at the cheapest "
               "on-demand quote, paid only when used; API: each provider's newest list price.")
                .arg(m.prompt, 0, 'f', 0)
                .arg(m.output, 0, 'f', 0)
                .arg(QString::fromStdString(c_->scenario().name))
                .arg(c_->scenario().assumptions.utilization_pct),
            capexDatesNote()};
}

BuyRentApiQuery BuyRentApiPage::query() const {
    const Mix m = mixOf(requests_);
    BuyRentApiQuery q;
    q.prompt_tokens = m.prompt;
    q.output_tokens = m.output;
    q.weights = parseNumberFormat(weights_->currentData().toString().toStdString())
                    .value_or(NumberFormat::BF16);
    return q;
}

std::optional<Workbook> BuyRentApiPage::tableWorkbook() const {
    const Catalog& catalog = c_->catalog();
    const LlmModel* model = catalog.model(model_->currentData().toString().toStdString());
    if (!model) return std::nullopt;
    const BuyRentApiResult r =
        buyRentApi(catalog, *model, c_->selectedSystemList(), query(), c_->scenario().assumptions);
    return buyRentApiWorkbook(catalog, r, c_->scenario().assumptions, c_->scenario().name);
}

void BuyRentApiPage::refresh() {
    clearChart();
    setChartTitle(title());
    const Catalog& catalog = c_->catalog();
    const LlmModel* model = catalog.model(model_->currentData().toString().toStdString());
    if (!model) {
        setNotes({tr("The catalog holds no language models.")});
        applyFonts();
        return;
    }
    const BuyRentApiQuery q = query();
    const BuyRentApiResult r =
        buyRentApi(catalog, *model, c_->selectedSystemList(), q, c_->scenario().assumptions);
    QStringList notes, categories, breakevens;
    auto* owned = new QBarSet(tr("Owned"));
    auto* rented = new QBarSet(tr("Rented (cheapest quote)"));
    owned->setColor(QColor(0x1f77b4));
    rented->setColor(QColor(0xd62728));
    double top = 0;
    for (const SystemBuyRentApi& s : r.systems) {
        const System* sys = catalog.system(s.system_id);
        const QString label = sys ? systemLabel(*sys) : QString::fromStdString(s.system_id);
        if (!s.served) {
            notes << tr("Not shown: %1 — %2").arg(label, coreText(s.why_not));
            continue;
        }
        if (!s.usd_per_million_tokens_owned.ok() && !s.usd_per_million_tokens_rented.ok()) {
            notes << tr("Not shown: %1 — no ownership TCO and no rental quote").arg(label);
            continue;
        }
        categories << label;
        const double o = s.usd_per_million_tokens_owned.valueOr(0.0);
        const double rent = s.usd_per_million_tokens_rented.valueOr(0.0);
        *owned << o;
        *rented << rent;
        top = std::max({top, o, rent});
        breakevens << breakEvenText(s, label);
    }
    auto* series = new QBarSeries;
    series->setProperty("categories", categories); // the label fitting reads them
    series->append(owned);
    series->append(rented);
    chart_->addSeries(series);
    // The API prices as lines across the bars: the cheapest few drawn, every one listed.
    QStringList apis;
    for (const ApiOffer& a : r.api) {
        apis << tr("%1 $%2 (%3)")
                    .arg(QString::fromStdString(a.provider))
                    .arg(a.blended_usd_per_million_tokens, 0, 'f', 3)
                    .arg(QString::fromStdString(a.date));
    }
    const std::size_t drawnApis = std::min<std::size_t>(kApiLines, r.api.size());
    for (std::size_t i = 0; i < drawnApis; ++i)
        top = std::max(top, r.api[i].blended_usd_per_million_tokens);
    QFont labelFont = systemLabelFont(font(), presentationStyle());
    const QStringList axisLabels = wrappedSystemLabels(categories, labelFont);
    QValueAxis* y = addSystemBarAxes(series, axisLabels, tr("USD per million tokens (in + out)"),
                                     QStringLiteral("$%.2f"));
    for (QAbstractAxis* x : chart_->axes(Qt::Horizontal))
        x->setProperty(kLabelPointSize, labelFont.pointSize());
    y->setRange(0, top > 0 ? top * 1.1 : 1.0);
    y->applyNiceNumbers();
    attachHoverTooltips(series, tr("USD per million tokens"));
    drawApiLines(r.api, drawnApis, y);
    if (r.api.empty())
        notes.prepend(tr("No API price in the catalog for %1.").arg(model_->currentText()));
    else
        notes.prepend(tr("API prices (blended for this mix, newest per provider): %1.")
                          .arg(apis.join(QStringLiteral("; "))));
    if (!breakevens.isEmpty())
        notes.prepend(tr("Utilization at which owning wins — %1.")
                          .arg(breakevens.join(QStringLiteral("; "))));
    chart_->legend()->setAlignment(Qt::AlignBottom);
    setNotes(notes);
    applyFonts();
}

QString BuyRentApiPage::breakEvenText(const SystemBuyRentApi& s, const QString& label) const {
    QStringList parts;
    // A break-even above 100 % utilization is never reached: said so, with what it would take.
    if (s.breakeven_utilization_vs_rent_pct.ok()) {
        const double pct = s.breakeven_utilization_vs_rent_pct.value();
        parts << (pct <= 100.0 ? tr("owning beats renting above %1 %").arg(pct, 0, 'f', 0)
                               : tr("owning never beats renting (it would take %1 % "
                                    "utilization)")
                                     .arg(pct, 0, 'f', 0));
    }
    if (s.breakeven_utilization_vs_api_pct.ok()) {
        const double pct = s.breakeven_utilization_vs_api_pct.value();
        parts
            << (pct <= 100.0
                    ? tr("beats the cheapest API above %1 %").arg(pct, 0, 'f', 0)
                    : tr("never beats the cheapest API (it would take %1 %)").arg(pct, 0, 'f', 0));
    }
    if (!s.usd_per_million_tokens_owned.ok()) parts << tr("rented only (no ownership TCO)");
    // The rented quote is offered for fewer GPUs than one replica takes.
    if (s.rented_cluster.exceeds)
        parts << tr("rented quote %1").arg(coreText(clusterLimitNote(s.rented_cluster)));
    return tr("%1: %2").arg(label, parts.join(QStringLiteral(", ")));
}

// Names too wide for their column go on two lines rather than being elided ("HGX B200 ..."),
// in a smaller font where two lines of the full size do not fit (Qt Charts cuts a third).
QStringList BuyRentApiPage::wrappedSystemLabels(const QStringList& categories,
                                                QFont& labelFont) const {
    // Each column's room: the plot (the chart less its value axis, its title and the margins)
    // over the columns.
    const qreal column = (chartWidth() - (presentationStyle() ? 420 : 260)) /
                         qreal(std::max<qsizetype>(1, categories.size()));
    QStringList axisLabels;
    for (;;) {
        axisLabels.clear();
        qsizetype lines = 1;
        for (const QString& name : categories) {
            axisLabels << wrappedChartText(name, labelFont, column);
            lines = std::max(lines, axisLabels.back().count(QStringLiteral("<br>")) + 1);
        }
        if (lines <= 2 || labelFont.pointSize() <= 8) break;
        labelFont.setPointSize(labelFont.pointSize() - 1);
    }
    return axisLabels;
}

void BuyRentApiPage::drawApiLines(const std::vector<ApiOffer>& api, std::size_t drawn,
                                  QValueAxis* y) {
    auto* hidden = new QValueAxis;
    hidden->setRange(0, 1);
    hidden->setVisible(false);
    chart_->addAxis(hidden, Qt::AlignBottom);
    static const QColor kApiColors[kApiLines] = {QColor(0x2ca02c), QColor(0x9467bd),
                                                 QColor(0x8c564b), QColor(0x7f7f7f)};
    for (std::size_t i = 0; i < drawn; ++i) {
        auto* line = new QLineSeries;
        line->setName(tr("API: %1 $%2")
                          .arg(QString::fromStdString(api[i].provider))
                          .arg(api[i].blended_usd_per_million_tokens, 0, 'f', 2));
        line->append(0, api[i].blended_usd_per_million_tokens);
        line->append(1, api[i].blended_usd_per_million_tokens);
        QPen pen(kApiColors[i]);
        pen.setStyle(Qt::DashLine);
        pen.setWidth(2);
        line->setPen(pen);
        chart_->addSeries(line);
        line->attachAxis(hidden);
        line->attachAxis(y);
    }
}

} // namespace sil::ui
