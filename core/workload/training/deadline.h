#pragma once
// Train by a deadline (docs/training-model.md, "Deadline"): per system, the fewest GPUs, in
// the whole servers or racks the system is sold in, whose fastest layout finishes the run by
// the deadline once its expected interruptions are counted; or why no number of GPUs does.
#include "core/workload/training/cluster_cost.h"
#include "core/workload/training/failures.h"
#include "core/workload/workload.h"

#include <string>
#include <vector>

namespace sil {

// What the failure model needs of a run: its GPUs, servers, days and checkpoint size.
FailureInputs failureInputsOf(const TrainingResult& run, const System& system);

// A training estimate and what interruptions make of it.
struct TrainingThroughFailures {
    TrainingResult training;  // its USD are for the failure-free hours
    FailureEstimate failures; // ok only when the training is ok and fits
    // The same costs for the effective hours, which the cluster is held and paid for: owned
    // at the TCO per useful GPU-hour, each rental billed for the run's hours or whole terms.
    Figure usd_owned_effective;
    std::vector<TrainingRentalCost> rentals_effective;
};
TrainingThroughFailures trainThroughFailures(const Catalog& catalog, const System& system,
                                             const LlmModel& model, const TrainingQuery& q,
                                             const Assumptions& assumptions);

struct DeadlineQuery {
    TrainingQuery training; // its gpus are what the search sets; the global batch is held
    double deadline_days = 0.0;
    int max_gpus = 1 << 20; // the search stops here
};

struct DeadlinePlan {
    std::string system_id;
    bool found = false;
    std::string why_not;       // when no number of GPUs meets the deadline
    int gpus = 0;              // in the job
    int unit_gpus = 1;         // the system is bought in whole units of this many GPUs
    bool unit_is_rack = false; // a rack-scale system: the unit is a rack
    int units = 0;             // servers or racks of the job
    int spare_gpus = 0;        // hot spares, whole units
    int gpus_bought = 0;       // the job's and the spares'
    // Where they stand: racks (floor positions) of the GPUs bought, and the facility power
    // they draw at the scenario's PUE; the hall's MW left when the scenario gives one.
    int racks = 0;
    double rack_it_kw = 0.0;
    std::string racks_basis; // or why racks is 0
    double facility_mw = 0.0;
    bool hall_limited = false;
    int hall_gpus = -1; // the GPUs the hall's MW feeds, whole units; -1: no MW limit
    double hall_mw_left = 0.0;
    TrainingThroughFailures run; // at `gpus` (the last one tried when not found)
    // Owning the GPUs bought for the effective days and selling them after the run; keeping
    // them instead charges the run run.usd_owned_effective (the TCO per useful GPU-hour).
    ClusterCost owned;
    int evaluations = 0; // training estimates the search made
    // The cheapest rental of the run by its bill for the effective hours (a commitment's whole
    // terms); null when no quote prices the system. The cash view compares with it.
    const TrainingRentalCost* cheapestRental() const;
};

DeadlinePlan planForDeadline(const Catalog& catalog, const System& system, const LlmModel& model,
                             const DeadlineQuery& q, const Assumptions& assumptions);

// Every system of the list, in its order.
std::vector<DeadlinePlan> planAllForDeadline(const Catalog& catalog,
                                             const std::vector<const System*>& systems,
                                             const LlmModel& model, const DeadlineQuery& q,
                                             const Assumptions& assumptions);

} // namespace sil
