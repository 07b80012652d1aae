#pragma once
#include "ChartPage.h"
#include "ServeLoadLayout.h"
#include "ServeLoadWorker.h"

#include <cstdint>
#include <set>
#include <string>

class QAbstractAxis;
class QAbstractSeries;
class QComboBox;
class QLogValueAxis;
class QValueAxis;

namespace sil::ui {

// Serve at a load: every chosen system's replica simulated under the engine's scheduler over a
// sweep of loads (Poisson rates up to just past its capacity, or closed-loop concurrencies),
// TTFT and TPOT P50 (solid) and P99 (dashed) against the load, the service level's targets
// drawn as lines and each system's highest load within them marked.
//
// The simulation takes tens of milliseconds a system, so the GUI sweeps on worker threads (a
// refresh takes a generation number; only the latest answer is drawn) and the chart keeps the
// last answer until the new one comes. Exports and the report sweep at once.
class ServeLoadPage : public ChartPage {
    Q_OBJECT
public:
    explicit ServeLoadPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("serve-load"); }
    QString title() const override;
    void refresh() override;
    bool busy() const override { return pending_ || deferred_; }
    // What the last drawn answer simulated, in the order of the chosen systems.
    const std::vector<sim::SystemLoadSweep>& results() const { return results_; }
    ServeLoadAsk ask() const;
    // Sweep on the GUI thread (benchmarks and tests that time it).
    void setSweepOnWorker(bool on) { sweepOnWorker_ = on; }

signals:
    // The answer of the latest refresh has been drawn.
    void simulated();

protected:
    QStringList assumptionCaption() const override;
    void showEvent(QShowEvent* event) override;
    void retranslateUi() override;

private:
    bool concurrencyAxis() const;
    void draw();
    struct SweepRange {
        double minX = 1e300, maxX = 0, minTtft = 1e300, maxTtft = 0, maxTpot = 0;
    };
    struct Axes {
        QLogValueAxis* x = nullptr;
        QLogValueAxis* ttft = nullptr; // null when the view hides TTFT
        QValueAxis* tpot = nullptr;    // null when the view hides TPOT
    };
    SweepRange sweepRange(QStringList& notes) const;
    Axes addAxes(const SweepRange& range, bool showTtft, bool showTpot, double ttftTarget,
                 double tpotTarget);
    void attach(QAbstractSeries* series, const Axes& axes, QAbstractAxis* y, bool inLegend);
    void drawSystem(const sim::SystemLoadSweep& r, const System& s, const Axes& axes,
                    bool labelStar);
    void drawTarget(const Axes& axes, QAbstractAxis* y, double value, const QColor& colour,
                    const QString& name, const std::vector<StarPlace>& stars);
    QStringList systemNotes() const;
    void showPending(std::size_t systems);
    QComboBox* model_;
    QComboBox* format_;
    QComboBox* workload_;
    QComboBox* axis_;
    QComboBox* slo_;
    QComboBox* latency_;
    ServeLoadWorker* worker_;
    std::vector<sim::SystemLoadSweep> results_;
    std::vector<const sim::SystemLoadSweep*> drawn_; // the sweeps the chart draws (of results_)
    ServeLoadAsk drawnAsk_;                          // the ask whose answer is drawn
    QStringList drawnNotes_;                         // its notes
    bool pending_ = false;
    bool sweepOnWorker_ = true;
    bool deferred_ = false;     // a refresh waits for the page to be shown
    bool inputsChanged_ = true; // the catalog, scenario or selection changed since the sweep
    std::string drawnModel_;    // the model of the answer drawn
    ServeLoadAsk pendingAsk_;   // the sweep under way, while pending_
    std::string pendingModel_;
};

} // namespace sil::ui
