#pragma once
// Simulates load sweeps of many systems off the GUI thread: sweepSystem over copies of the
// catalog and the model on the thread pool, one job per system, with a generation counter so
// only the latest request's answer is delivered and a request superseded while queued is not
// simulated at all (PlanWorker's pattern).
#include "core/catalog/catalog.h"
#include "core/serving/simulator/load_sweep.h"

#include <QObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace sil::ui {

struct ServeLoadAsk {
    sim::SimulationChoices choices;
    sim::LengthSpec lengths;
    sim::SweepRequest request;
};

// Every system's sweep, in the order asked.
std::vector<sim::SystemLoadSweep> sweepSystems(const Catalog& catalog,
                                               const std::vector<const System*>& systems,
                                               const LlmModel& model, const ServeLoadAsk& ask);

class ServeLoadWorker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    std::uint64_t next();
    std::uint64_t current() const { return latest_->load(); }
    // Sweeps `systems` (of `catalog`) for `generation`; `done` runs on this object's thread with
    // the results if `generation` is still the current one then, and not at all once this object
    // is gone.
    void start(std::uint64_t generation, const Catalog& catalog,
               const std::vector<const System*>& systems, const LlmModel& model,
               const ServeLoadAsk& ask,
               std::function<void(std::vector<sim::SystemLoadSweep>)> done);

private:
    std::shared_ptr<std::atomic<std::uint64_t>> latest_ =
        std::make_shared<std::atomic<std::uint64_t>>(0);
};

} // namespace sil::ui
