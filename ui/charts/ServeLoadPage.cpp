#include "ServeLoadPage.h"
#include "ChartFonts.h"

#include "ChartNotes.h"
#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/workload/workload.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

// The service levels offered: MLPerf Inference's Llama 2 70B bounds (core/serving/traffic.h).
struct SloPreset {
    const char* label;
    double ttft_p99_s, tpot_p99_ms;
};
constexpr SloPreset kSloPresets[] = {
    {QT_TRANSLATE_NOOP("sil::ui::ServeLoadPage",
                       "MLPerf Interactive: TTFT P99 ≤ 450 ms, TPOT P99 ≤ 40 ms"),
     0.45, 40},
    {QT_TRANSLATE_NOOP("sil::ui::ServeLoadPage",
                       "MLPerf Server: TTFT P99 ≤ 2 s, TPOT P99 ≤ 200 ms"),
     2.0, 200},
};

QString sloKey(double ttftS, double tpotMs) {
    return QStringLiteral("%1/%2").arg(ttftS, 0, 'g', 6).arg(tpotMs, 0, 'g', 6);
}

struct Pair {
    double first = 0, second = 0;
};
Pair pairOf(const QComboBox* combo) {
    const QStringList parts = combo->currentData().toString().split(QLatin1Char('/'));
    return {parts.value(0).toDouble(), parts.value(1).toDouble()};
}

// Three significant figures: what a marker's label and the notes print.
double sig3(double v) {
    return QString::number(v, 'g', 3).toDouble();
}

QLineSeries* curve(const QString& name, const QColor& colour, qreal width, Qt::PenStyle style) {
    auto* line = new QLineSeries;
    line->setName(name);
    QPen pen(colour);
    pen.setWidthF(width);
    pen.setStyle(style);
    line->setPen(pen);
    return line;
}

} // namespace

ServeLoadPage::ServeLoadPage(ScenarioController* c, QWidget* parent)
    : ChartPage(c, parent), worker_(new ServeLoadWorker(this)) {
    model_ = new QComboBox(this);
    fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b"));
    format_ = new QComboBox(this);
    fillFormatCombo(format_, true);
    workload_ = new QComboBox(this);
    addTranslatedItem(workload_, QT_TR_NOOP("1k in / 128 out"), QStringLiteral("1024/128"));
    addTranslatedItem(workload_, QT_TR_NOOP("1k in / 1k out"), QStringLiteral("1024/1024"));
    addTranslatedItem(workload_, QT_TR_NOOP("8k in / 1k out"), QStringLiteral("8192/1024"));
    axis_ = new QComboBox(this);
    addTranslatedItem(axis_, QT_TR_NOOP("Requests/s (Poisson)"), QStringLiteral("rate"));
    addTranslatedItem(axis_, QT_TR_NOOP("Concurrency (closed loop)"),
                      QStringLiteral("concurrency"));
    slo_ = new QComboBox(this);
    for (const SloPreset& p : kSloPresets)
        addTranslatedItem(slo_, p.label, sloKey(p.ttft_p99_s, p.tpot_p99_ms));
    latency_ = new QComboBox(this);
    addTranslatedItem(latency_, QT_TR_NOOP("TTFT and TPOT"), QStringLiteral("both"));
    addTranslatedItem(latency_, QT_TR_NOOP("TTFT"), QStringLiteral("ttft"));
    addTranslatedItem(latency_, QT_TR_NOOP("TPOT"), QStringLiteral("tpot"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Model:")));
    controls()->addWidget(model_);
    controls()->addWidget(format_);
    controls()->addWidget(workload_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Load:")));
    controls()->addWidget(axis_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Service level:")));
    controls()->addWidget(slo_);
    controls()->addWidget(latency_);
    controls()->addStretch();
    // A restored state (the command line's --prompt/--output, --ttft-p99-s/--tpot-p99-ms) may
    // ask for lengths or a service level the combos do not list yet: added before restoring.
    addStatePart({[] { return QVariantMap(); },
                  [this](const QVariantMap& state) {
                      addLengthsItem(workload_, state.value(QStringLiteral("requests")).toString());
                      const QString slo = state.value(QStringLiteral("slo")).toString();
                      const QStringList bounds = slo.split(QLatin1Char('/'));
                      if (bounds.size() == 2 && slo_->findData(slo) < 0)
                          slo_->addItem(tr("TTFT P99 ≤ %L1 s, TPOT P99 ≤ %L2 ms")
                                            .arg(bounds[0].toDouble())
                                            .arg(bounds[1].toDouble()),
                                        slo);
                  }});
    addStateCombo(QStringLiteral("model"), model_);
    addStateCombo(QStringLiteral("weights"), format_);
    addStateCombo(QStringLiteral("requests"), workload_);
    addStateCombo(QStringLiteral("axis"), axis_);
    addStateCombo(QStringLiteral("slo"), slo_);
    // Which latencies are drawn changes the drawing only: no new simulation.
    addStatePart({[this] {
                      return QVariantMap{{QStringLiteral("latency"), latency_->currentData()}};
                  },
                  [this](const QVariantMap& state) {
                      const int i = latency_->findData(state.value(QStringLiteral("latency")));
                      if (i >= 0) latency_->setCurrentIndex(i);
                  }});
    connect(latency_, &QComboBox::currentIndexChanged, this, [this] {
        if (!results_.empty()) draw();
        emit stateChanged();
    });
    connect(c_, &ScenarioController::catalogChanged, this,
            [this] { fillModelCombo(model_, c_->catalog(), QStringLiteral("llama-3.1-70b")); });
    // What the simulation reads besides the controls: a change means a new sweep; anything
    // else (a resize, the presentation style, the language) redraws the answer it has.
    for (auto changed :
         {&ScenarioController::resultsChanged, &ScenarioController::catalogChanged,
          &ScenarioController::scenarioChanged, &ScenarioController::selectionChanged,
          &ScenarioController::measurementsChanged}) // (the engine is an input compared)
        connect(c_, changed, this, [this] { inputsChanged_ = true; });
}

namespace {

bool sameAsk(const ServeLoadAsk& a, const ServeLoadAsk& b) {
    const auto& x = a.choices;
    const auto& y = b.choices;
    return x.weights == y.weights && x.kv == y.kv && x.engine == y.engine &&
           x.chunk_tokens == y.chunk_tokens && x.max_num_seqs == y.max_num_seqs && x.tp == y.tp &&
           x.mean_request_tokens == y.mean_request_tokens &&
           a.lengths.prompt_tokens == b.lengths.prompt_tokens &&
           a.lengths.output_tokens == b.lengths.output_tokens && a.request.axis == b.request.axis &&
           a.request.num_prompts == b.request.num_prompts && a.request.seed == b.request.seed &&
           a.request.ttft_p99_s == b.request.ttft_p99_s &&
           a.request.tpot_p99_ms == b.request.tpot_p99_ms;
}

} // namespace

bool ServeLoadPage::concurrencyAxis() const {
    return axis_->currentData().toString() == QLatin1String("concurrency");
}

ServeLoadAsk ServeLoadPage::ask() const {
    ServeLoadAsk a;
    a.choices.weights = parseNumberFormat(format_->currentData().toString().toStdString())
                            .value_or(NumberFormat::BF16);
    a.choices.kv = defaultKvFormat(a.choices.weights);
    a.choices.engine = c_->scenario().engine;
    const Pair lengths = pairOf(workload_);
    a.lengths.prompt_tokens = static_cast<int>(lengths.first);
    a.lengths.output_tokens = static_cast<int>(lengths.second);
    a.choices.mean_request_tokens = lengths.first + lengths.second;
    a.request.axis = concurrencyAxis() ? sim::SweepAxis::Concurrency : sim::SweepAxis::Rate;
    const Pair slo = pairOf(slo_);
    a.request.ttft_p99_s = slo.first;
    a.request.tpot_p99_ms = slo.second;
    return a;
}

QString ServeLoadPage::title() const {
    return concurrencyAxis()
               ? tr("%1: latency by requests in flight (simulated)").arg(model_->currentText())
               : tr("%1: latency by request rate (simulated)").arg(model_->currentText());
}

QStringList ServeLoadPage::assumptionCaption() const {
    const ServeLoadAsk& a = drawnAsk_;
    const QString load =
        a.request.axis == sim::SweepAxis::Concurrency
            ? tr("closed loops of 1, 2, 4, … up to each replica's sequence limit in flight")
            : tr("Poisson arrivals at 5 %–110 % of each replica's capacity (its completions with "
                 "its sequence limit always in flight)");
    // Unset limits are each device's engine defaults (core/serving/engine_limits.h).
    const QString tokens =
        a.choices.chunk_tokens > 0
            ? tr("%L1 tokens a step").arg(a.choices.chunk_tokens)
            : tr("vLLM's server default tokens a step (8,192 on GPUs of 70 GiB or more other "
                 "than the A100, else 2,048)");
    const QString seqs = a.choices.max_num_seqs > 0
                             ? tr("up to %L1 sequences").arg(a.choices.max_num_seqs)
                             : tr("its default sequence limit (1,024 there, else 256)");
    return {tr("Simulated, one replica: vLLM V1 scheduler (%1, %2, chunked prefill, paged KV "
               "cache with preemption); %3 weights; requests of %L4 prompt and %L5 output tokens; "
               "%6; %L7 requests a load, the first tenth left out; seed %8.")
                .arg(tokens, seqs, format_->currentText())
                .arg(a.lengths.prompt_tokens)
                .arg(a.lengths.output_tokens)
                .arg(load)
                .arg(a.request.num_prompts)
                .arg(a.request.seed),
            tr("Tensor parallelism: the smallest power of two whose KV cache holds the sequence "
               "limit at these lengths, doubled while even the lightest load misses the service "
               "level. Step times from the workload model under each system's "
               "engine row (docs/serving-model.md, \"Under load\"); no host overhead beyond the "
               "engine row's, so read latencies as lower bounds.")};
}

void ServeLoadPage::refresh() {
    const LlmModel* model = c_->catalog().model(model_->currentData().toString().toStdString());
    if (!model) {
        worker_->next(); // nothing pending is drawn
        pending_ = false;
        results_.clear();
        drawn_.clear();
        drawnModel_.clear();
        clearChart();
        setChartTitle(title());
        setNotes({tr("The catalog holds no language models.")});
        applyFonts();
        emit simulated();
        return;
    }
    const ServeLoadAsk a = ask();
    if (!inputsChanged_ && !deferred_) {
        // The sweep under way is for these inputs: its answer is drawn when it comes.
        if (pending_ && pendingModel_ == model->id && sameAsk(a, pendingAsk_)) return;
        if (!pending_ && drawnModel_ == model->id && sameAsk(a, drawnAsk_)) {
            draw(); // the answer drawn is still the answer
            emit simulated();
            return;
        }
    }
    const std::vector<const System*> systems = c_->selectedSystemList();
    const bool now = !sweepOnWorker_ || forPaper();
    if (!now && !isVisible()) {
        // Not on screen (a state restored at start-up, a hidden tab): swept when shown.
        deferred_ = true;
        return;
    }
    deferred_ = false;
    inputsChanged_ = false;
    const std::uint64_t generation = worker_->next(); // a sweep under way is not drawn
    if (now) {
        results_ = sweepSystems(c_->catalog(), systems, *model, a);
        drawnAsk_ = a;
        drawnModel_ = model->id;
        pending_ = false;
        draw();
        emit simulated();
        return;
    }
    worker_->start(generation, c_->catalog(), systems, *model, a,
                   [this, a, modelId = model->id](std::vector<sim::SystemLoadSweep> results) {
                       results_ = std::move(results);
                       drawnAsk_ = a;
                       drawnModel_ = modelId;
                       pending_ = false;
                       draw();
                       emit simulated();
                   });
    pending_ = true;
    pendingAsk_ = a;
    pendingModel_ = model->id;
    showPending(systems.size());
}

void ServeLoadPage::showEvent(QShowEvent* event) {
    ChartPage::showEvent(event);
    if (deferred_) refresh();
}

QStringList ServeLoadPage::systemNotes() const {
    QStringList notes, fitted;
    const bool concurrency = drawnAsk_.request.axis == sim::SweepAxis::Concurrency;
    for (const sim::SystemLoadSweep& r : results_) {
        const System* s = c_->catalog().system(r.system_id);
        if (!s || !r.sweep.ok) continue;
        const sim::LoadSweep& w = r.sweep;
        if (r.engine_fitted) fitted << systemLabel(*s);
        QString within;
        if (!w.slo_found)
            within = concurrency ? tr("no concurrency meets the service level")
                                 : tr("no swept rate meets the service level");
        else if (concurrency)
            within = tr("at most %L1 in flight within the service level").arg(w.slo_max.load);
        else
            within =
                tr("at most %L1 requests/s within the service level").arg(sig3(w.slo_max.load));
        // Paper has no tooltips: the tails and throughput at that load too.
        if (w.slo_found && forPaper())
            within += QLatin1Char(' ') + tr("(TTFT P99 %L1 ms, TPOT P99 %L2 ms, %L3 output "
                                            "tokens/s per GPU)")
                                             .arg(sig3(w.slo_max.ttft_ms_p99))
                                             .arg(sig3(w.slo_max.tpot_ms_p99))
                                             .arg(w.slo_max.output_tokens_per_s_per_gpu, 0, 'f', 0);
        notes << tr("%1 (TP %2): %3; capacity %L4 requests/s.")
                     .arg(systemLabel(*s))
                     .arg(w.tp)
                     .arg(within)
                     .arg(sig3(w.capacity_rps));
    }
    notes << (fitted.isEmpty() ? tr("No engine row here is fitted on the user's measurements.")
                               : tr("Engine rows fitted on measurements: %1.")
                                     .arg(fitted.join(QStringLiteral(", "))));
    return notes;
}

// Where the swept points lie (the axes' ranges); systems whose sweep failed go to `notes`.
ServeLoadPage::SweepRange ServeLoadPage::sweepRange(QStringList& notes) const {
    const Catalog& catalog = c_->catalog();
    SweepRange range;
    for (const sim::SystemLoadSweep& r : results_) {
        if (!r.sweep.ok) {
            const System* s = catalog.system(r.system_id);
            notes << tr("Not shown: %1 — %2")
                         .arg(s ? systemLabel(*s) : QString::fromStdString(r.system_id),
                              coreText(r.sweep.error));
            continue;
        }
        if (std::find(drawn_.begin(), drawn_.end(), &r) == drawn_.end()) continue;
        for (const sim::SweepPoint& p : r.sweep.points) {
            range.minX = std::min(range.minX, p.load);
            range.maxX = std::max(range.maxX, p.load);
            range.minTtft = std::min(range.minTtft, p.ttft_ms_p50);
            range.maxTtft = std::max(range.maxTtft, p.ttft_ms_p99);
            range.maxTpot = std::max(range.maxTpot, p.tpot_ms_p99);
        }
    }
    return range;
}

// The load axis (log) and the TTFT (log) and TPOT (linear from zero) axes the view shows, each
// reaching its target.
ServeLoadPage::Axes ServeLoadPage::addAxes(const SweepRange& range, bool showTtft, bool showTpot,
                                           double ttftTarget, double tpotTarget) {
    const bool concurrency = drawnAsk_.request.axis == sim::SweepAxis::Concurrency;
    Axes axes;
    axes.x = new QLogValueAxis;
    axes.x->setBase(concurrency ? 2.0 : 10.0);
    axes.x->setLabelFormat(QStringLiteral("%g"));
    axes.x->setTitleText(concurrency ? tr("Requests in flight per replica (closed loop, log)")
                                     : tr("Requests/s per replica (Poisson arrivals, log)"));
    axes.x->setRange(range.minX / (concurrency ? 1.4 : 1.25),
                     range.maxX * (concurrency ? 1.4 : 1.25));
    chart_->addAxis(axes.x, Qt::AlignBottom);
    if (showTtft) {
        axes.ttft = new QLogValueAxis;
        axes.ttft->setBase(10.0);
        axes.ttft->setLabelFormat(QStringLiteral("%g"));
        axes.ttft->setTitleText(tr("TTFT, ms (log)"));
        axes.ttft->setRange(std::min(range.minTtft, ttftTarget) * 0.7,
                            std::max(range.maxTtft, ttftTarget) * 1.4);
        chart_->addAxis(axes.ttft, Qt::AlignLeft);
    }
    if (showTpot) {
        // TPOT stays within a few times its light-load value: a linear axis from zero.
        axes.tpot = new QValueAxis;
        axes.tpot->setTitleText(tr("TPOT, ms"));
        axes.tpot->setLabelFormat(QStringLiteral("%g"));
        axes.tpot->setRange(0.0, std::max(range.maxTpot, tpotTarget) * 1.1);
        axes.tpot->applyNiceNumbers();
        chart_->addAxis(axes.tpot, showTtft ? Qt::AlignRight : Qt::AlignLeft);
    }
    return axes;
}

void ServeLoadPage::attach(QAbstractSeries* series, const Axes& axes, QAbstractAxis* y,
                           bool inLegend) {
    chart_->addSeries(series);
    series->attachAxis(axes.x);
    series->attachAxis(y);
    if (!inLegend) hideFromLegend(chart_, series);
}

// One system's P50 (solid) and P99 (dashed) curves on the axes shown, and a star at its highest
// load within the service level, on the P99 curve it is held to first (labelled with that load
// where the label has room).
void ServeLoadPage::drawSystem(const sim::SystemLoadSweep& r, const System& s, const Axes& axes,
                               bool labelStar) {
    const Catalog& catalog = c_->catalog();
    const bool concurrency = drawnAsk_.request.axis == sim::SweepAxis::Concurrency;
    const QColor colour = systemColor(catalog, s.id);
    const QString label = systemLabel(s);
    const qreal width = presentation_ ? 3.0 : 2.0;
    bool named = false;
    auto pair = [&](QAbstractAxis* y, double sim::SweepPoint::*p50, double sim::SweepPoint::*p99,
                    bool markers, const QString& what) {
        QLineSeries* median = curve(label, colour, width, Qt::SolidLine);
        QLineSeries* tail = curve(label, colour, width, Qt::DashLine);
        median->setPointsVisible(markers);
        tail->setPointsVisible(markers);
        for (const sim::SweepPoint& p : r.sweep.points) {
            median->append(p.load, p.*p50);
            tail->append(p.load, p.*p99);
        }
        attach(median, axes, y, !named);
        attach(tail, axes, y, false);
        attachHoverTooltips(median, tr("ms %1 P50").arg(what));
        attachHoverTooltips(tail, tr("ms %1 P99").arg(what));
        named = true;
    };
    if (axes.ttft)
        pair(axes.ttft, &sim::SweepPoint::ttft_ms_p50, &sim::SweepPoint::ttft_ms_p99, true,
             tr("TTFT"));
    if (axes.tpot)
        pair(axes.tpot, &sim::SweepPoint::tpot_ms_p50, &sim::SweepPoint::tpot_ms_p99, !axes.ttft,
             tr("TPOT"));
    if (!r.sweep.slo_found) return;
    const sim::SweepPoint& m = r.sweep.slo_max;
    auto* mark = new QScatterSeries;
    mark->setName(label);
    mark->setMarkerShape(QScatterSeries::MarkerShapeStar);
    mark->setMarkerSize(presentation_ ? 18 : 14);
    mark->setColor(colour);
    mark->setBorderColor(colour.darker(150));
    const double shown = concurrency ? m.load : sig3(m.load);
    mark->append(shown, axes.ttft ? m.ttft_ms_p99 : m.tpot_ms_p99);
    mark->setPointLabelsFormat(concurrency ? tr("%1 in flight").arg(shown)
                                           : tr("%L1/s").arg(shown));
    mark->setPointLabelsVisible(labelStar);
    mark->setPointLabelsColor(colour.darker(130));
    mark->setPointLabelsClipping(false);
    attach(mark, axes, axes.ttft ? static_cast<QAbstractAxis*>(axes.ttft) : axes.tpot, false);
    attachHoverTooltips(mark, axes.ttft ? tr("ms TTFT P99") : tr("ms TPOT P99"));
}

// A target across the whole sweep, named where its name covers no star (targetNameShare).
void ServeLoadPage::drawTarget(const Axes& axes, QAbstractAxis* y, double value,
                               const QColor& colour, const QString& name,
                               const std::vector<StarPlace>& stars) {
    QLineSeries* line = curve(name, colour, 1.5, Qt::DashDotLine);
    line->append(axes.x->min(), value);
    line->append(axes.x->max(), value);
    attach(line, axes, y, true);
    auto* label = new QScatterSeries;
    label->setMarkerSize(1);
    label->setColor(Qt::transparent);
    label->setBorderColor(Qt::transparent);
    const double plotWidth = chart()->plotArea().width(); // 0 until the chart is laid out
    const double halfWidth =
        plotWidth > 50
            ? std::min(0.45,
                       0.5 * QFontMetricsF(chart()->font()).horizontalAdvance(name) / plotWidth)
            : 0.2;
    const double share = targetNameShare(stars, shareAlong(y, value), halfWidth);
    label->append(axes.x->min() * std::pow(axes.x->max() / axes.x->min(), share), value);
    label->setPointLabelsFormat(name);
    label->setPointLabelsVisible(true);
    label->setPointLabelsColor(colour);
    label->setPointLabelsClipping(false);
    attach(label, axes, y, false);
}

void ServeLoadPage::draw() {
    clearChart();
    setChartTitle(title());
    const Catalog& catalog = c_->catalog();
    const QString latency = latency_->currentData().toString();
    const bool showTtft = latency != QLatin1String("tpot");
    const bool showTpot = latency != QLatin1String("ttft");
    QStringList notes;
    drawn_ = sweepsToDraw(results_);
    const SweepRange range = sweepRange(notes);
    const double ttftTarget = drawnAsk_.request.ttft_p99_s * 1e3;
    const double tpotTarget = drawnAsk_.request.tpot_p99_ms;
    if (range.maxX > 0) {
        const Axes axes = addAxes(range, showTtft, showTpot, ttftTarget, tpotTarget);
        const QAbstractAxis* starAxis =
            axes.ttft ? static_cast<const QAbstractAxis*>(axes.ttft) : axes.tpot;
        const std::vector<StarPlace> stars =
            starPlaces(drawn_, axes.x, starAxis, axes.ttft != nullptr);
        const std::set<std::string> labelled = starsToLabel(stars);
        int unlabelled = 0;
        for (const sim::SystemLoadSweep* r : drawn_)
            if (const System* s = catalog.system(r->system_id)) {
                const bool label = labelled.count(r->system_id) > 0;
                unlabelled += r->sweep.slo_found && !label ? 1 : 0;
                drawSystem(*r, *s, axes, label);
            }
        const auto swept = std::count_if(results_.begin(), results_.end(),
                                         [](const auto& r) { return r.sweep.ok; });
        if (static_cast<std::size_t>(swept) > drawn_.size())
            notes << tr("%L1 of %L2 systems drawn: those with the most output tokens/s per GPU "
                        "within the service level (more curves than this cannot be told apart); "
                        "every system's highest load is in the notes below.")
                         .arg(drawn_.size())
                         .arg(swept);
        if (unlabelled > 0)
            notes << tr("%n star(s) drawn without a label, too close to another to print it: "
                        "each system's highest load is in the notes below and in its star's "
                        "tooltip.",
                        "", unlabelled);
        if (axes.ttft && ttftTarget > 0)
            drawTarget(axes, axes.ttft, ttftTarget, QColor(0x8b, 0x1a, 0x1a),
                       tr("TTFT P99 target %L1 ms").arg(ttftTarget), stars);
        if (axes.tpot && tpotTarget > 0)
            drawTarget(axes, axes.tpot, tpotTarget, QColor(0x1a, 0x3a, 0x8b),
                       tr("TPOT P99 target %L1 ms").arg(tpotTarget), stars);
    }
    QString how = tr("Solid: P50; dashed: P99. Stars mark each system's highest load within the "
                     "service level (both P99 targets), found by bisection between swept loads.");
    if (showTtft && showTpot)
        how += QLatin1Char(' ') + tr("Lines with dots: TTFT (left axis); plain lines: TPOT "
                                     "(right axis).");
    notes.prepend(how);
    notes << systemNotes();
    notes << servingEnginesNote(*c_, c_->selectedSystemList());
    drawnNotes_ = notes;
    setNotes(notes);
    applyFonts();
}

void ServeLoadPage::showPending(std::size_t systems) {
    // The chart keeps the last answer until this one is drawn; the notes say it is coming.
    setNotes(QStringList{tr("Simulating %L1 systems…").arg(systems)} + drawnNotes_);
}

void ServeLoadPage::retranslateUi() {
    // The notes and the chart's texts in the new language, over the answer there is.
    if (!results_.empty()) draw();
    if (pending_) showPending(c_->selectedSystemList().size());
}

} // namespace sil::ui
