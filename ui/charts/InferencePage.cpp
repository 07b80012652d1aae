#include "InferencePage.h"

#include "PredictionBands.h"

#include "ui/CoreText.h"

#include "ChartNotes.h"
#include "MeasuredMarkers.h"
#include "WorkloadControls.h"
#include "ui/ScenarioController.h"

#include "core/serving/planner.h"
#include "core/workload/workload.h"

#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

namespace sil::ui {

namespace {

struct Workload {
    double prompt;
    double output;
};

Workload workloadOf(const QComboBox* combo) {
    const QStringList parts = combo->currentData().toString().split(QLatin1Char('/'));
    return {parts.value(0).toDouble(), parts.value(1).toDouble()};
}

} // namespace

InferencePage::InferencePage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    format_ = new QComboBox(this);
    fillFormatCombo(format_, true);
    workload_ = new QComboBox(this);
    addTranslatedItem(workload_, QT_TR_NOOP("1k in / 1k out"), QStringLiteral("1024/1024"));
    addTranslatedItem(workload_, QT_TR_NOOP("8k in / 1k out"), QStringLiteral("8192/1024"));
    addTranslatedItem(workload_, QT_TR_NOOP("1k in / 8k out"), QStringLiteral("1024/8192"));
    addTranslatedItem(workload_, QT_TR_NOOP("32k in / 1k out"), QStringLiteral("32768/1024"));
    view_ = new QComboBox(this);
    addTranslatedItem(view_, QT_TR_NOOP("Throughput vs interactivity"), QStringLiteral("pareto"));
    addTranslatedItem(view_, QT_TR_NOOP("Cost at an interactivity"), QStringLiteral("cost"));
    addTranslatedItem(view_, QT_TR_NOOP("Input vs output cost at an interactivity"),
                      QStringLiteral("split"));
    addTranslatedItem(view_, QT_TR_NOOP("Joules per token at an interactivity"),
                      QStringLiteral("energy"));
    interactivity_ = new QComboBox(this);
    for (int v : {10, 20, 30, 50, 100})
        addTranslatedItem(interactivity_, QT_TR_NOOP("≥ %1 tokens/s per user"), v, v);
    interactivity_->setCurrentIndex(1);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Weights:")));
    controls()->addWidget(format_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Requests:")));
    controls()->addWidget(workload_);
    controls()->addWidget(view_);
    controls()->addWidget(interactivity_);
    addUncertaintyControl();
    controls()->addStretch();
    // A restored state (the command line's --prompt/--output, --min-tokens-per-user) may ask
    // for a workload or a target the combos do not list yet: add it before they are restored.
    addStatePart({[] { return QVariantMap(); },
                  [this](const QVariantMap& state) {
                      addLengthsItem(workload_, state.value(QStringLiteral("requests")).toString());
                      const QVariant target = state.value(QStringLiteral("interactivity"));
                      if (target.isValid() && interactivity_->findData(target) < 0)
                          addTranslatedItem(interactivity_, QT_TR_NOOP("≥ %1 tokens/s per user"),
                                            target, target.toInt());
                  }});
    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("weights"), format_);
    addStateCombo(QStringLiteral("requests"), workload_);
    addStateCombo(QStringLiteral("view"), view_);
    addStateCombo(QStringLiteral("interactivity"), interactivity_);
    connect(c_, &ScenarioController::catalogChanged, this,
            [this] { fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b")); });
}

bool InferencePage::costView() const {
    return view_->currentData().toString() != QLatin1String("pareto");
}

QString InferencePage::title() const {
    const QString model = model_->currentText();
    const QString v = view_->currentData().toString();
    if (v == QLatin1String("split"))
        return tr("%1: USD/M output tokens at %2 (owned), by phase")
            .arg(model, interactivity_->currentText());
    if (v == QLatin1String("energy"))
        return tr("%1: J per output token at %2 (facility), by phase")
            .arg(model, interactivity_->currentText());
    return costView() ? tr("%1: USD per million output tokens at %2 (owned)")
                            .arg(model, interactivity_->currentText())
                      : tr("%1: output tokens/s per GPU vs tokens/s per user").arg(model);
}

QStringList InferencePage::assumptionCaption() const {
    const Workload w = workloadOf(workload_);
    return {tr("%1 weights and KV cache in %2; requests of %3 prompt and %4 output tokens. Each "
               "curve sweeps batch 1–1,024 and tensor parallelism 1–%5 within one scale-up "
               "domain and keeps the best points.")
                .arg(model_->currentText(), format_->currentText())
                .arg(w.prompt)
                .arg(w.output)
                .arg(kMaxSweepTensorParallel),
            tr("Efficiencies: measured on H200 (docs/workload-model.md), assumed for other chips "
               "with compute scaled by their measured GEMM efficiency; cost at scenario %1's TCO "
               "per useful GPU-hour, prefill included.")
                .arg(QString::fromStdString(c_->scenario().name)),
            capexDatesNote()};
}

struct InferencePage::Curve {
    const System* system;
    std::vector<ParetoPoint> frontier;
};

struct InferencePage::Sweep {
    const Catalog& catalog;
    const LlmModel& model;
    InferenceQuery base;
    double prompt_tokens;
    double output_tokens;
    const Assumptions& a;
    std::vector<Curve> curves;
};

void InferencePage::refresh() {
    const ValidationReportScope bands(*c_, forPaper());
    clearChart();
    setChartTitle(title());
    interactivity_->setVisible(costView());
    QStringList notes;
    const LlmModel* model = c_->catalog().model(model_->currentData().toString().toStdString());
    if (!model) {
        setNotes({tr("The catalog holds no language models.")});
        applyFonts();
        return;
    }
    const Sweep sweep = sweepSystems(*model, notes);
    if (!costView())
        drawFrontiers(sweep, notes);
    else
        drawCostBars(sweep, notes);
    notes << servingEnginesNote(*c_, c_->selectedSystemList());
    setNotes(notes);
    applyFonts();
}

InferencePage::Sweep InferencePage::sweepSystems(const LlmModel& model, QStringList& notes) const {
    const Workload w = workloadOf(workload_);
    InferenceQuery base;
    base.prompt_tokens = w.prompt;
    base.output_tokens = w.output;
    base.weights = parseNumberFormat(format_->currentData().toString().toStdString())
                       .value_or(NumberFormat::BF16);
    base.kv = defaultKvFormat(base.weights);
    base.engine = c_->scenario().engine;
    Sweep sweep{c_->catalog(), model, base, w.prompt, w.output, c_->scenario().assumptions, {}};
    const Catalog& catalog = sweep.catalog;
    const Assumptions& a = sweep.a;
    for (const System* s : c_->selectedSystemList()) {
        InferenceQuery q = base;
        q.gpus = sweepGpus(*s);
        auto points = inferenceSweep(catalog, *s, model, q, a);
        if (points.empty()) {
            InferenceQuery one = q;
            one.tp = q.gpus;
            const auto r = estimateInference(catalog, *s, model, one, a);
            notes << tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s), coreText(!r.ok ? r.error : r.why_not));
            continue;
        }
        sweep.curves.push_back({s, paretoFrontier(std::move(points))});
    }
    return sweep;
}

void InferencePage::drawFrontiers(const Sweep& sweep, QStringList& notes) {
    const Catalog& catalog = sweep.catalog;
    const std::vector<Curve>& curves = sweep.curves;
    std::vector<QLineSeries*> lines;
    double maxX = 1.0, minY = 1e300, maxY = 1.0;
    for (const Curve& c : curves) {
        auto* line = new QLineSeries;
        line->setName(systemLabel(*c.system));
        QPen pen(systemColor(catalog, c.system->id));
        pen.setWidthF(presentation_ ? 3.0 : 2.0);
        line->setPen(pen);
        line->setPointsVisible(true);
        for (const auto& p : c.frontier) {
            line->append(p.tokens_per_s_per_user, p.tokens_per_s_per_gpu);
            maxX = std::max(maxX, p.tokens_per_s_per_user);
            maxY = std::max(maxY, p.tokens_per_s_per_gpu);
            minY = std::min(minY, p.tokens_per_s_per_gpu);
        }
        lines.push_back(line);
    }
    std::vector<MeasuredMarker> measured;
    const int undrawn = measuredServingPoints(sweep, measured, maxX, minY, maxY);
    auto* x = new QValueAxis;
    x->setTitleText(tr("Interactivity: output tokens/s per user"));
    x->setRange(0.0, maxX * 1.05);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->applyNiceNumbers();
    auto* y = new QLogValueAxis;
    y->setBase(10.0);
    y->setTitleText(tr("Throughput: output tokens/s per GPU (log)"));
    y->setLabelFormat(QStringLiteral("%g"));
    y->setRange(std::max(0.1, (curves.empty() ? 1.0 : minY) * 0.7), maxY * 1.4);
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* line : lines) {
        chart_->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        attachHoverTooltips(line, tr("tokens/s per GPU"));
    }
    addMeasuredMarkers(chart_, this, measured, x, y, presentation_, tr("tokens/s per GPU"));
    if (!measured.empty())
        notes << measuredNote(measured) + QLatin1Char(' ') +
                     tr("Each was measured at its own request lengths and precision; the "
                        "curves are at those chosen above.");
    if (undrawn > 0)
        notes << tr("Not drawn: %1 of %2 on these systems (their files state no tokens/s "
                    "per user or no tokens/s per GPU).")
                     .arg(importedPoints(undrawn), model_->currentText());
    notes.prepend(frontierReading(sweep));
    notes << overlapNotes(lines);
    std::vector<std::string> ids;
    for (const Curve& c : curves)
        ids.push_back(c.system->id);
    notes << highlightCrowdedLines(lines, ids);
}

// The user's imported serving points of this model on the drawn systems, over the curves:
// tokens/s per user against output tokens/s per GPU, as measured.
int InferencePage::measuredServingPoints(const Sweep& sweep, std::vector<MeasuredMarker>& measured,
                                         double& maxX, double& minY, double& maxY) const {
    int undrawn = 0;
    for (const Curve& c : sweep.curves)
        for (const StoredPoint& m : c_->measurements()) {
            const MeasuredPoint& p = m.point;
            if (m.system_id != c.system->id || m.setup.model_id != sweep.model.id ||
                (p.kind != MeasurementKind::Serving && p.kind != MeasurementKind::Decode))
                continue;
            const std::optional<int> gpus = p.gpus ? p.gpus : m.setup.gpus;
            std::optional<double> perGpu = p.output_tokens_per_s_per_gpu;
            if (!perGpu && p.output_tokens_per_s && gpus && *gpus > 0)
                perGpu = *p.output_tokens_per_s / *gpus;
            if (!perGpu || !(*perGpu > 0) || !p.tokens_per_s_per_user ||
                !(*p.tokens_per_s_per_user > 0)) {
                ++undrawn;
                continue;
            }
            measured.push_back(
                {QString::fromStdString(m.file), *p.tokens_per_s_per_user, *perGpu, {}});
            maxX = std::max(maxX, *p.tokens_per_s_per_user);
            maxY = std::max(maxY, *perGpu);
            minY = std::min(minY, *perGpu);
        }
    return undrawn;
}

// How to read the curves; on paper, which has no tooltips, each curve's two ends.
QString InferencePage::frontierReading(const Sweep& sweep) const {
    if (!forPaper())
        return tr("Up and to the right is better. Each point is the best batch and "
                  "tensor parallelism for that interactivity; hover for values.");
    QStringList ends;
    for (const Curve& c : sweep.curves)
        if (!c.frontier.empty())
            ends << tr("%1 up to %L2 tokens/s per GPU, up to %L3 tokens/s per user")
                        .arg(systemLabel(*c.system))
                        .arg(c.frontier.front().tokens_per_s_per_gpu, 0, 'f', 0)
                        .arg(c.frontier.back().tokens_per_s_per_user, 0, 'f', 0);
    return tr("Up and to the right is better. Each point is the best batch and "
              "tensor parallelism for that interactivity. %1.")
        .arg(ends.join(QStringLiteral("; ")));
}

void InferencePage::drawCostBars(const Sweep& sweep, QStringList& notes) {
    const double minPerUser = interactivity_->currentData().toDouble();
    const QString view = view_->currentData().toString();
    QStringList splitNotes;
    std::vector<SystemBar> bars;
    std::vector<SystemBand> predictions;
    int banded = 0;
    QStringList layouts;
    for (const Curve& c : sweep.curves) {
        // The cheapest point is on the frontier: a point off it is beaten on both axes.
        const ParetoPoint* p = cheapestAtInteractivity(c.frontier, minPerUser);
        if (!p) {
            notes << tr("Not shown: %1 — no layout reaches %2 tokens/s per user, or its TCO is "
                        "n/a")
                         .arg(systemLabel(*c.system))
                         .arg(minPerUser);
            continue;
        }
        std::optional<SystemBar> bar = costBar(sweep, c, *p, view, notes, splitNotes);
        if (!bar) continue;
        SystemBar& b = *bar;
        // USD per million tokens is TCO per useful GPU-hour over tokens per GPU-hour.
        if (view != QLatin1String("energy"))
            banded += setBandFromTco(b, c.system->id, true) ? 1 : 0;
        // Cost and energy per token scale inversely with the throughput predicted.
        const ErrorBand band =
            predictionBand(*c_, *c.system, servingEngineOf(*c_, *c.system), Regime::StaticOffline);
        setPredictionBox(b, band);
        predictions.push_back({b.label, band});
        bars.push_back(std::move(b));
        layouts << tr("%1: tensor parallel %2, batch %3 per replica, %4 tokens/s per user")
                       .arg(systemLabel(*c.system))
                       .arg(p->tp)
                       .arg(p->batch)
                       .arg(p->tokens_per_s_per_user, 0, 'f', 0);
    }
    notes << layouts;
    notes = predictionBandNotes(predictions) + notes;
    drawCostView(view, std::move(bars), splitNotes, notes);
    if (banded > 0) notes.prepend(uncertaintyNote(true));
}

std::optional<SystemBar> InferencePage::costBar(const Sweep& sweep, const Curve& curve,
                                                const ParetoPoint& point, const QString& view,
                                                QStringList& notes, QStringList& splitNotes) const {
    const ParetoPoint* p = &point;
    const Curve& c = curve;
    const Catalog& catalog = sweep.catalog;
    const Assumptions& a = sweep.a;
    SystemBar b;
    b.label = systemLabel(*c.system);
    b.parts = {p->usd_per_million_output_tokens};
    b.total = p->usd_per_million_output_tokens;
    b.pinned = c_->pinnedSystems().contains(QString::fromStdString(c.system->id));
    if (view == QLatin1String("cost")) return b;
    // The chosen layout again, whole: its prompt and decode phases split the cost
    // (and the energy) per output token as core splits them.
    InferenceQuery one = sweep.base;
    one.gpus = sweepGpus(*c.system);
    one.tp = p->tp;
    one.batch = p->batch;
    one.with_rentals = false;
    const auto r = estimateInference(catalog, *c.system, sweep.model, one, a);
    const TokenSplit split =
        splitInputOutput(catalog, *c.system, sweep.model, r, sweep.prompt_tokens,
                         sweep.output_tokens, sweep.base.weights, a);
    const double perOutput = sweep.prompt_tokens / sweep.output_tokens;
    if (view == QLatin1String("split")) {
        if (!split.ok) return std::nullopt;
        b.parts = {split.usd_per_million_input_tokens * perOutput,
                   split.usd_per_million_output_tokens};
        splitNotes << tr("%1: $%2 per million input, $%3 per million output tokens")
                          .arg(b.label)
                          .arg(split.usd_per_million_input_tokens, 0, 'f', 3)
                          .arg(split.usd_per_million_output_tokens, 0, 'f', 3);
    } else {
        if (!(split.j_per_output_token > 0)) {
            notes << tr("Not shown: %1 — no TDP figure").arg(b.label);
            return std::nullopt;
        }
        b.parts = {split.j_per_input_token * perOutput, split.j_per_output_token};
        splitNotes << tr("%1: %2 J per input, %3 J per output token")
                          .arg(b.label)
                          .arg(split.j_per_input_token, 0, 'f', 4)
                          .arg(split.j_per_output_token, 0, 'f', 3);
    }
    b.total = b.parts[0] + b.parts[1];
    return b;
}

// The bars of one view: the cost, the cost by phase, or the energy by phase.
void InferencePage::drawCostView(const QString& view, std::vector<SystemBar> bars,
                                 const QStringList& splitNotes, QStringList& notes) {
    const bool anyPrediction =
        std::any_of(bars.begin(), bars.end(), [](const SystemBar& b) { return b.hasPrediction; });
    if (view == QLatin1String("split")) {
        drawSystemBars(std::move(bars),
                       {{tr("Prompt processing (input tokens)"), QColor(0x1f77b4)},
                        {tr("Decoding (output tokens)"), QColor(0xff7f0e)}},
                       tr("USD per million output tokens (owned), by phase"),
                       QStringLiteral("$%.2f"), tr("USD per million output tokens"));
        notes.prepend(tr("Each bar is the cost of a million output tokens with their prompts: "
                         "GPU time split between prefill and decode as the cycle takes it. Per "
                         "token: %1.")
                          .arg(splitNotes.join(QStringLiteral("; "))));
    } else if (view == QLatin1String("energy")) {
        drawSystemBars(std::move(bars),
                       {{tr("Prompt processing (input tokens)"), QColor(0x1f77b4)},
                        {tr("Decoding (output tokens)"), QColor(0xff7f0e)}},
                       tr("Joules per output token at the facility (× PUE), by phase"),
                       QStringLiteral("%.2f"), tr("J per output token"));
        notes.prepend(tr("Board power from the power model fitted on measured H100 serving "
                         "(docs/serving-model.md), × PUE. Per token: %1.")
                          .arg(splitNotes.join(QStringLiteral("; "))));
    } else {
        drawSystemBars(std::move(bars), {{tr("USD per million output tokens"), QColor(0x1f77b4)}},
                       tr("USD per million output tokens (owned)"), QStringLiteral("$%.2f"),
                       tr("USD per million output tokens"));
        // A one-layer chart needs a legend only for the prediction boxes.
        chart_->legend()->setVisible(anyPrediction);
    }
}

} // namespace sil::ui
