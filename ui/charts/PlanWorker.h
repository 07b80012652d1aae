#pragma once
// Plans many systems off the GUI thread: planAll over copies of the
// catalog, the model and the assumptions on the thread pool, with a generation counter so only
// the latest request's answer is delivered and a request superseded while queued is not
// planned at all.
#include "core/catalog/catalog.h"
#include "core/serving/planner.h"

#include <QObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace sil::ui {

class PlanWorker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Jobs still queued are dropped (nothing would be told of their answer).
    ~PlanWorker() override;
    // A new generation: every request of an earlier one is dropped from now on.
    std::uint64_t next();
    std::uint64_t current() const { return latest_->load(); }
    // Plans `systems` (of `catalog`) for `generation`; `done` runs on this object's thread with
    // the results if `generation` is still the current one then, and not at all once this
    // object is gone.
    void start(std::uint64_t generation, const Catalog& catalog,
               const std::vector<const System*>& systems, const LlmModel& model,
               const PlanQuery& query, const Assumptions& assumptions,
               std::function<void(std::vector<PlanResult>)> done);

private:
    // Read by queued jobs on other threads, so shared and atomic.
    std::shared_ptr<std::atomic<std::uint64_t>> latest_ =
        std::make_shared<std::atomic<std::uint64_t>>(0);
};

} // namespace sil::ui
