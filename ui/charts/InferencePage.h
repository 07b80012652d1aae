#pragma once
#include "ChartPage.h"

#include <optional>
#include <vector>

class QComboBox;

namespace sil {
struct LlmModel;
struct ParetoPoint;
} // namespace sil

namespace sil::ui {

struct MeasuredMarker;

// Serving a model: the throughput-interactivity Pareto curve of every chosen system (batch
// and tensor parallelism swept), or the cheapest USD per million output tokens at a chosen
// interactivity.
class InferencePage : public ChartPage {
    Q_OBJECT
public:
    explicit InferencePage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("inference"); }
    QString title() const override;
    void refresh() override;

protected:
    QStringList assumptionCaption() const override;

private:
    struct Curve;
    struct Sweep;
    bool costView() const;
    // Every selected system's Pareto frontier of the chosen model; notes why a system has none.
    Sweep sweepSystems(const LlmModel& model, QStringList& notes) const;
    void drawFrontiers(const Sweep& sweep, QStringList& notes);
    // The imported serving points of the model on the drawn systems; returns how many of them
    // state too little to be drawn, and widens the axes' ranges to the drawn ones.
    int measuredServingPoints(const Sweep& sweep, std::vector<MeasuredMarker>& measured,
                              double& maxX, double& minY, double& maxY) const;
    QString frontierReading(const Sweep& sweep) const;
    void drawCostBars(const Sweep& sweep, QStringList& notes);
    // The bar of one system at its cheapest point: the cost, its phases or its energy.
    std::optional<SystemBar> costBar(const Sweep& sweep, const Curve& curve, const ParetoPoint& p,
                                     const QString& view, QStringList& notes,
                                     QStringList& splitNotes) const;
    void drawCostView(const QString& view, std::vector<SystemBar> bars,
                      const QStringList& splitNotes, QStringList& notes);
    QComboBox* model_;
    QComboBox* format_;
    QComboBox* workload_;
    QComboBox* view_;
    QComboBox* interactivity_;
};

} // namespace sil::ui
