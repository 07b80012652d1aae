// The plan drawn: the bars of the chosen view, the notes under them (layouts, racks, the
// user's own points, rented systems, engines) and the table of every system's answer. The
// inputs, the planning on a worker and the page's controls are in PlanPage.cpp.
#include "PlanPage.h"

#include "ChartNotes.h"
#include "MeasuredMarkers.h"
#include "PlanWorker.h"
#include "WorkloadControls.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/commands/SetPlanInputCommand.h"

#include "core/economics/cluster_limit.h"
#include "core/serving/plan_assumptions.h"
#include "core/workload/workload.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

QString layoutText(const PlanLayout& l) {
    if (l.kind == LayoutChoiceKind::Aggregated && l.pp > 1)
        return QStringLiteral("TP%1 PP%2 × %3").arg(l.tp).arg(l.pp).arg(l.replicas);
    if (l.kind == LayoutChoiceKind::Aggregated && l.dp > 1)
        return QStringLiteral("TP%1 EP%2 × %3").arg(l.tp).arg(l.ep).arg(l.replicas);
    if (l.kind == LayoutChoiceKind::Aggregated)
        return QStringLiteral("TP%1 × %2").arg(l.tp).arg(l.replicas);
    return QStringLiteral("P TP%1 × %2 + D TP%3 × %4")
        .arg(l.prefill_tp)
        .arg(l.prefill_replicas)
        .arg(l.tp)
        .arg(l.decode_replicas);
}

// The table's "±" cell: the answer's held-out error band, that there is none, or that it is
// still being computed.
QString bandCell(const ErrorBand& band) {
    if (band.pending) return PlanPage::tr("computing…");
    if (band.empty()) return PlanPage::tr("no comparable runs");
    return PlanPage::tr("±%1 % (P90, n %2)").arg(band.p90_pct, 0, 'f', 0).arg(band.n);
}

} // namespace

void PlanPage::draw(const PlanQuery& q, const std::string& modelId) {
    const ValidationReportScope bands(*c_, forPaper());
    clearChart();
    setChartTitle(title());
    QStringList notes, rented;
    int banded = 0;
    std::vector<SystemBand> predictions;
    std::vector<SystemBar> bars = planBars(q, notes, rented, banded, predictions);
    drawPlanBars(std::move(bars));
    notes = predictionBandNotes(predictions) + layoutNotes() + notes;
    if (powerBudget() && view() == QLatin1String("mw"))
        notes.prepend(tr("Every fleet is sized to fill the %L1 MW budget, so the bars differ only "
                         "by the whole racks or servers that fit; what that power buys is the "
                         "GPUs and the requests/s each fleet serves.")
                          .arg(inputs_.demand, 0, 'f', 1));
    if (const QString m = measuredNote(modelId); !m.isEmpty()) notes << m;
    if (!rented.isEmpty())
        notes.prepend(tr("Rented: no ownership TCO; priced at the cheapest quote: %1.")
                          .arg(rented.join(QStringLiteral("; "))));
    if (banded > 0) notes.prepend(uncertaintyNote(false));
    notes << servingEnginesNote(*c_, c_->selectedSystemList());
    if (const QString simulation = simulationNote(); !simulation.isEmpty())
        notes.prepend(simulation);
    drawnNotes_ = notes;
    setNotes(notes);
    applyFonts();
    fillTable();
    emit planned();
}

// Whether the answer drawn was checked by simulation, is being checked, or is analytic only.
QString PlanPage::simulationNote() const {
    if (simulating_)
        return tr("Analytic answer; checking each fleet by simulation (its layout under the "
                  "engine's scheduler, chunked prefill mixed into decode steps, P50/P90/P99)…");
    if (!simulated_) {
        if (!forPaper() && c_->selectedSystemList().size() > kSimulatedPlanSystems)
            return tr("Analytic answer: with more than %L1 systems chosen, the fleets are not "
                      "checked by simulation (siliconomics-cli plan checks any number).")
                .arg(kSimulatedPlanSystems);
        return {};
    }
    int checked = 0, resized = 0, apart = 0;
    for (const PlanResult& r : results_) {
        if (!r.fits || !r.simulated.done) continue;
        ++checked;
        resized += r.sized_by_simulation ? 1 : 0;
        apart += r.simulated.disagrees ? 1 : 0;
    }
    return tr("Checked by simulation: %1 of %2 fleets re-sized to the replicas the simulated "
              "engine needs, %3 of them more than 15 % from the analytic count (in the tooltip "
              "of each GPUs cell); P99 first token and time per output token in the table; "
              "docs/serving-model.md.")
        .arg(resized)
        .arg(checked)
        .arg(apart);
}

// One bar per system that serves the traffic, in the current view; the others go to `notes`
// with their reason, rented-only systems to `rented`, and `banded` counts the cost bands drawn.
// In the views that scale inversely with the predicted throughput (cost, energy per token),
// each bar carries its prediction's error band (latency-bound serving), listed in `predictions`.
std::vector<SystemBar> PlanPage::planBars(const PlanQuery& q, QStringList& notes,
                                          QStringList& rented, int& banded,
                                          std::vector<SystemBand>& predictions) {
    const Catalog& catalog = c_->catalog();
    const QString v = view();
    const QStringList pinned = c_->pinnedSystems();
    std::vector<SystemBar> bars;
    const double share =
        q.traffic.prompt_tokens / (q.traffic.prompt_tokens + q.traffic.output_tokens);
    for (const PlanResult& r : results_) {
        const System* s = catalog.system(r.system);
        if (!s) continue;
        if (!r.fits) {
            notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(r.why_not));
            continue;
        }
        SystemBar b;
        b.label = systemLabel(*s);
        b.pinned = pinned.contains(QString::fromStdString(r.system));
        const bool costView = v == QLatin1String("blended") || v == QLatin1String("split");
        if (costView) {
            double in = 0, out = 0, blended = 0;
            if (r.owned_cost) {
                in = r.usd_per_million_input_tokens.value;
                out = r.usd_per_million_output_tokens.value;
                blended = r.usd_per_million_tokens_blended.value;
            } else if (!r.rentals.empty()) {
                // Rented only (no ownership TCO): at its cheapest quote, and said so.
                const PlanRental& cheapest = r.rentals.front();
                in = cheapest.usd_per_million_input_tokens;
                out = cheapest.usd_per_million_output_tokens;
                blended = cheapest.usd_per_million_tokens_blended;
                b.label = rentedLabel(b.label);
                rented << tr("%1 at %2 %3 $%4/GPU-hour, %5")
                              .arg(systemLabel(*s), QString::fromStdString(cheapest.provider),
                                   QString::fromUtf8(rentalTermKey(cheapest.term).data()))
                              .arg(cheapest.usd_per_gpu_hour, 0, 'f', 2)
                              .arg(coreText(clusterLimitNote(cheapest.cluster)));
            } else {
                notes << tr("Not shown: %1 — no ownership TCO (%2) and no rental quote")
                             .arg(systemLabel(*s), coreText(r.owned_na));
                continue;
            }
            b.parts = v == QLatin1String("split")
                          ? std::vector<double>{in * share, out * (1.0 - share)}
                          : std::vector<double>{blended};
            b.total = blended;
            if (r.owned_cost) banded += setBandFromTco(b, r.system, false) ? 1 : 0;
        } else {
            double value = 0;
            if (v == QLatin1String("gpus")) value = r.gpus;
            if (v == QLatin1String("served")) value = r.requests_per_s;
            if (v == QLatin1String("mw") || v == QLatin1String("energy")) {
                if (!r.power_na.empty()) {
                    notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(r.power_na));
                    continue;
                }
                value = v == QLatin1String("mw") ? r.facility_mw : r.j_per_output_token_facility;
            }
            b.parts = {value};
            b.total = value;
        }
        if (costView || v == QLatin1String("energy")) {
            const ErrorBand band = predictionBand(*c_, *s, r.engine_id, Regime::LatencyServing);
            setPredictionBox(b, band);
            predictions.push_back({systemLabel(*s), band});
        }
        bars.push_back(std::move(b));
    }
    return bars;
}

// The bars in the current view's units and legend.
void PlanPage::drawPlanBars(std::vector<SystemBar> bars) {
    const QString v = view();
    // A one-layer chart needs a legend only for the prediction boxes.
    const bool anyPrediction =
        std::any_of(bars.begin(), bars.end(), [](const SystemBar& b) { return b.hasPrediction; });
    const bool higherIsBetter = v == QLatin1String("served");
    if (v == QLatin1String("split")) {
        drawSystemBars(
            std::move(bars),
            {{tr("Input tokens"), QColor(0x1f77b4)}, {tr("Output tokens"), QColor(0xff7f0e)}},
            tr("USD per million tokens (owned), by the tokens that cost it"),
            QStringLiteral("$%.3f"), tr("USD per million tokens"));
    } else if (v == QLatin1String("blended")) {
        // Rented systems are marked on their labels and in the notes; the axis title stays
        // short enough for the window's chart beside its docks and legend.
        drawSystemBars(std::move(bars), {{tr("USD per million tokens"), QColor(0x1f77b4)}},
                       tr("USD per million tokens"), QStringLiteral("$%.3f"),
                       tr("USD per million tokens"));
        chart_->legend()->setVisible(anyPrediction);
    } else {
        const QString unit = v == QLatin1String("gpus")     ? tr("GPUs")
                             : v == QLatin1String("mw")     ? tr("MW")
                             : v == QLatin1String("energy") ? tr("J per output token")
                                                            : tr("requests/s");
        drawSystemBars(std::move(bars), {{unit, QColor(0x2ca02c)}}, unit,
                       v == QLatin1String("energy") ? QStringLiteral("%.3f")
                                                    : QStringLiteral("%.0f"),
                       unit, {}, higherIsBetter);
        chart_->legend()->setVisible(anyPrediction);
    }
}

// The chosen layouts and where the step time goes, for the cheapest few (cheapest first), and
// how racks were counted.
QStringList PlanPage::layoutNotes() const {
    const Catalog& catalog = c_->catalog();
    QStringList layouts;
    bool racksAssumed = false;
    for (const PlanResult& r : results_) {
        if (!r.fits || layouts.size() == 3) continue;
        const System* s = catalog.system(r.system);
        racksAssumed = racksAssumed || r.racks_assumed;
        // A rack whose power is not known is said so, not drawn as "0 kW".
        const QString racks =
            r.racks <= 0       ? tr("racks n/a")
            : r.rack_it_kw > 0 ? tr("%L1 racks of %L2 kW").arg(r.racks).arg(r.rack_it_kw, 0, 'f', 0)
                               : tr("%L1 racks (kW per rack n/a)").arg(r.racks);
        layouts << tr("%1: %2, %L3 GPUs in %4, %5 tokens/s per user, first token %6 s (P90); "
                      "decode step %7 ms (memory %8, compute %9, overhead %10, communication %11)")
                       .arg(s ? systemLabel(*s) : QString::fromStdString(r.system),
                            layoutText(r.layout))
                       .arg(r.gpus)
                       .arg(racks)
                       .arg(1000.0 / r.tpot_ms, 0, 'f', 0)
                       .arg(r.ttft_p90_s, 0, 'f', 2)
                       .arg(r.decode_step_ms, 0, 'f', 1)
                       .arg(r.decode_memory_ms, 0, 'f', 1)
                       .arg(r.decode_compute_ms, 0, 'f', 1)
                       .arg(r.decode_overhead_ms, 0, 'f', 1)
                       .arg(r.decode_comm_ms, 0, 'f', 1);
    }
    if (racksAssumed)
        layouts
            << tr("Racks of servers: %L1 servers per rack (the scenario's assumption; NVIDIA's "
                  "DGX reference racks hold four), rack-scale systems as the catalog builds them.")
                   .arg(c_->scenario().assumptions.servers_per_rack, 0, 'f', 0);
    return layouts;
}

// The user's own serving points of this model on the planned systems: no view of the plan has
// their axis (output tokens/s per GPU at a concurrency), so a note says where they are.
QString PlanPage::measuredNote(const std::string& modelId) const {
    const Catalog& catalog = c_->catalog();
    int measured = 0;
    QStringList on, files;
    for (const StoredPoint& m : c_->measurements()) {
        if (m.setup.model_id != modelId || m.point.kind == MeasurementKind::Collective) continue;
        const System* s = catalog.system(m.system_id);
        const bool planned =
            std::any_of(results_.begin(), results_.end(),
                        [&](const PlanResult& r) { return r.system == m.system_id; });
        if (!s || !planned) continue;
        ++measured;
        if (!on.contains(systemLabel(*s))) on << systemLabel(*s);
        if (!files.contains(QString::fromStdString(m.file)))
            files << QString::fromStdString(m.file);
    }
    if (measured == 0) return {};
    return tr("Not drawn here: %1 of %2 on %3 (from %4). The plan's views show cost, "
              "GPUs, power and requests served, not output tokens/s per GPU; the "
              "Inference tab draws measured points over its curves, and the Accuracy "
              "tab compares each with the model.")
        .arg(importedPoints(measured), model_->currentText(), on.join(QStringLiteral(", ")),
             files.join(QStringLiteral(", ")));
}

void PlanPage::fillTable() {
    const ValidationReportScope bands(*c_, forPaper());
    // The tails a simulation gives sit beside the GPU count they were checked at: the chart
    // above draws the costs, and a narrow window shows the first columns.
    const QStringList headers = {tr("System"),
                                 tr("Layout"),
                                 tr("GPUs"),
                                 tr("TTFT P99 (s)"),
                                 tr("TPOT P99 (ms)"),
                                 tr("Goodput (%)"),
                                 tr("Racks"),
                                 tr("Facility MW"),
                                 tr("Capex (M USD)"),
                                 tr("Opex (M USD/yr)"),
                                 tr("USD/M input"),
                                 tr("USD/M output"),
                                 tr("USD/M blended"),
                                 tr("TTFT P90 (s)"),
                                 tr("Tokens/s per user"),
                                 tr("J/output token"),
                                 tr("±")};
    const int racksColumn = int(headers.indexOf(tr("Racks")));
    const int goodputColumn = int(headers.indexOf(tr("Goodput (%)")));
    table_->clear();
    table_->setColumnCount(int(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    int rows = 0;
    for (const PlanResult& r : results_)
        rows += r.fits ? 1 : 0;
    table_->setRowCount(rows);
    const QLocale locale;
    auto num = [&](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    int row = 0;
    for (const PlanResult& r : results_) {
        if (!r.fits) continue;
        const System* s = c_->catalog().system(r.system);
        const bool power = r.power_na.empty();
        // A system only rented is priced at its cheapest quote, as its bar is, and marked.
        const PlanRental* rental = r.owned_cost || r.rentals.empty() ? nullptr : &r.rentals.front();
        auto usd = [&](const PricedFigure& owned, double PlanRental::*rented) {
            if (r.owned_cost) return num(owned.value, 3);
            return rental ? tr("%1 (rented)").arg(num(rental->*rented, 3)) : tr("n/a");
        };
        // The tails only a simulation gives: at the fleet's own load where it re-sized it,
        // else at the analytic plan's.
        const SimulatedService& sim = r.simulated;
        const SimulatedLatency* tail = sim.sized_done ? &sim.at_sized
                                       : sim.done     ? &sim.at_plan
                                                      : nullptr;
        const QString notSimulated = simulating_ ? tr("checking…") : tr("not simulated");
        const QStringList cells = {
            s ? systemLabel(*s) : QString::fromStdString(r.system),
            layoutText(r.layout),
            num(r.gpus, 0),
            tail ? num(tail->ttft_ms_p99 / 1e3, 2) : notSimulated,
            tail ? num(tail->tpot_ms_p99, 1) : notSimulated,
            num(r.goodput * 100.0, 1),
            r.racks > 0 ? num(r.racks, 0) : tr("n/a"),
            power ? num(r.facility_mw, 2) : tr("n/a"),
            r.owned_cost ? num(r.capex_usd / 1e6, 1) : tr("rented"),
            r.owned_cost ? num(r.opex_usd_per_year / 1e6, 1) : tr("rented"),
            usd(r.usd_per_million_input_tokens, &PlanRental::usd_per_million_input_tokens),
            usd(r.usd_per_million_output_tokens, &PlanRental::usd_per_million_output_tokens),
            usd(r.usd_per_million_tokens_blended, &PlanRental::usd_per_million_tokens_blended),
            num(r.ttft_p90_s, 2),
            num(1000.0 / r.tpot_ms, 0),
            power ? num(r.j_per_output_token_facility, 3) : tr("n/a"),
            s ? bandCell(predictionBand(*c_, *s, r.engine_id, Regime::LatencyServing)) : QString()};
        for (int c = 0; c < cells.size(); ++c)
            table_->setItem(row, c, new QTableWidgetItem(cells[c]));
        if (QTableWidgetItem* gpus = table_->item(row, 2); gpus && sim.done)
            gpus->setToolTip(tr("analytic model: %L1 GPUs; %2")
                                 .arg(r.analytic_gpus)
                                 .arg(r.sized_by_simulation
                                          ? tr("re-sized by simulation")
                                          : QString::fromStdString(r.sizing_note)));
        if (QTableWidgetItem* racks = table_->item(row, racksColumn))
            racks->setToolTip(
                r.racks <= 0 ? QString::fromStdString(r.racks_na)
                : r.rack_it_kw > 0
                    ? tr("%1; %2 kW of IT power a full rack")
                          .arg(QString::fromStdString(r.racks_basis), num(r.rack_it_kw, 1))
                    : tr("%1; IT power of a rack n/a").arg(QString::fromStdString(r.racks_basis)));
        ++row;
    }
    if (QTableWidgetItem* goodput = table_->horizontalHeaderItem(goodputColumn))
        goodput->setToolTip(goodputHelp());
    table_->resizeColumnsToContents();
}

// What the goodput column counts: each request against its own first token and its own TPOT.
// The per-user floor is held at the median, so a plan that meets it can still leave up to half
// the requests slower; this is why a goodput well under 100 % sits beside such a plan.
QString PlanPage::goodputHelp() const {
    const PlanQuery q = query();
    const GoodputCount counted = goodputCountOf(targetsOf(q.traffic), q);
    const double ttft = counted.ttft_s, tpotMs = counted.tpot_ms;
    const bool first = std::isfinite(ttft), perUser = std::isfinite(tpotMs);
    if (!first && !perUser)
        return tr("Goodput: every request counts, since no first-token or per-user target is set.");
    if (!perUser)
        return tr("Goodput: the share of requests whose own first token came within %L1 s.")
            .arg(ttft);
    const QString help =
        first ? tr("Goodput: the share of requests whose own first token came within %L1 s and "
                   "whose own time per output token is within %L2 ms.")
                    .arg(ttft)
                    .arg(tpotMs, 0, 'f', 1)
              : tr("Goodput: the share of requests whose own time per output token is within %L1 "
                   "ms.")
                    .arg(tpotMs, 0, 'f', 1);
    if (counted.tail_bounded)
        return help + QLatin1Char(' ') +
               tr("The tokens/s per user floor is held at the median; the P99 target of %L1 ms "
                  "bounds the tail.")
                   .arg(q.tpot_p99_ms);
    return help + QLatin1Char(' ') +
           tr("The tokens/s per user floor is held at the median, so up to half the requests may "
              "be slower than it; hold the tail with a TPOT P90 or P99 target (siliconomics-cli "
              "plan --tpot-p90-ms, --tpot-p99-ms).");
}

} // namespace sil::ui
