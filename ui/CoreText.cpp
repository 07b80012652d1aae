#include "CoreText.h"

#include "Language.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <vector>

namespace sil::ui {

namespace {

constexpr const char* kContext = "sil::CoreText";

// Templates: core texts with variable parts; %1, %2 stand for one part each (kept as core wrote
// them unless they are themselves in the table).
constexpr const char* kTemplates[] = {
    QT_TRANSLATE_NOOP("sil::CoreText", "no dense %1 figure in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "rented: no ownership TCO, so no capital cost"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no price: %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no all-in IT power or chip TDP for %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 (not tuned on %2: speeds from the chip's own fit)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no GPUs-per-server figure for %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no dense %1 figure in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no measured %1 efficiency in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 has no HBM bandwidth figure"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 has no HBM capacity figure"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 has no dense %2 figure, so it cannot run %3 weights"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "%1 needs %2 GB per GPU (weights %3 GB, KV cache %4 GB for %5 x %6 tokens) "
                      "but %7 has %8 GB usable (%9 GB HBM x %10): over by %11 GB; use more GPUs "
                      "per replica (--tp), smaller weights (--weights fp8) or a smaller batch"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 needs %2 GB per GPU with tp %3, pp %4, ep %5 but %6 has "
                                       "%7 GB usable; use more GPUs or more model parallelism"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1: no parallel layout can be evaluated (%2)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1: the model has no usable bandwidth for this collective"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1: no chip \"%2\" in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--tp %1 must divide --gpus %2"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--tp %1 exceeds %2's scale-up domain of %3 GPUs"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--ep %1 must be a multiple of --tp and divide --gpus"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--tp x --pp (%1) must divide --gpus %2"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--tp %1 exceeds the scale-up domain of %2"),
    QT_TRANSLATE_NOOP("sil::CoreText", "a collective needs at least 2 ranks, got %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no trend: the quotes span %1 days, at least %2 needed"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no trend: %1 dated quote, at least %2 needed"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no trend: %1 dated quotes, at least %2 needed"),
    QT_TRANSLATE_NOOP("sil::CoreText", "reference %1"),
    // The largest cluster a rental quote is offered for (core/economics/cluster_limit.cpp).
    QT_TRANSLATE_NOOP("sil::CoreText", "offered for up to %1 GPUs; %2 rented exceed it"),
    QT_TRANSLATE_NOOP("sil::CoreText", "offered for up to %1 GPUs"),
    // Measured beside predicted (core/measurements/accuracy.cpp, core/workload/workload.cpp): how a
    // point was predicted, why it was not, and the engine profile in force.
    QT_TRANSLATE_NOOP("sil::CoreText", "the file gives no %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "unknown collective %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "unknown model %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLPerf %1 is latency-bounded; only Offline is predicted"),
    QT_TRANSLATE_NOOP("sil::CoreText", "does not fit: %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "system %1 is no longer in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 over %2 GPUs"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TP %1, batch %2"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "the best served throughput: TP %1, batch %2, %3 in / %4 out (%5)"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "the best served throughput: TP %1, batch %2, %3 in / %4 out"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 does not fit on %2 GPUs of %3"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 (not profiled on %2: the chip's own fit)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 (fitted on %2)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1 does not serve %2 weights (it serves %3)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%1: %2"),
    QT_TRANSLATE_NOOP("sil::CoreText", "date \"%1\" is not YYYY-MM or YYYY-MM-DD"),
};

// Fixed texts, listed so lupdate finds them: the labels, units and help of every assumption
// and catalog field (core/economics/assumptions.cpp, core/catalog/fields.cpp) and the reasons core
// gives for a figure that is n/a. A new one shows in English until it is added here and translated;
// TestKoreanTranslation and TestChineseTranslation name it.
[[maybe_unused]] constexpr const char* kFixed[] = {
    QT_TRANSLATE_NOOP("sil::CoreText", "no TDP in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no memory size in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no memory bandwidth in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no system built on it has a capex per GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "no trend: the fitted price at the latest quote is not positive"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%"),
    QT_TRANSLATE_NOOP("sil::CoreText", "% of all-in kW"),
    QT_TRANSLATE_NOOP("sil::CoreText", "% of capex"),
    QT_TRANSLATE_NOOP("sil::CoreText", "% of capex/yr"),
    QT_TRANSLATE_NOOP("sil::CoreText", "%/yr"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Active parameters"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "All-in IT power per GPU = TDP x this, for systems without an all-in figure"),
    QT_TRANSLATE_NOOP("sil::CoreText", "All-in IT power/GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Annual interest rate (WACC) of the capex loan"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Attention"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Attention heads"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Average power drawn relative to the all-in IT power"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Average power load"),
    QT_TRANSLATE_NOOP("sil::CoreText", "B"),
    QT_TRANSLATE_NOOP("sil::CoreText", "BF16 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "BF16 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "BF16 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Cached input"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Call overhead"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Capex/GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Capex per GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Chip TDP"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no date"),
    QT_TRANSLATE_NOOP("sil::CoreText", "All-in IT power per GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TCO per owned GPU-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TCO per useful GPU-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/useful GPU-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/PFLOP-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Chip"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Colocation"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Cooling"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Cost of capital"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Data-centre rent per kW of IT capacity (charged on full kW, no PUE)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Date"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Dense layers first"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Depreciation / loan term of the hardware"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Electricity price"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Expert FFN size"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Expert-read η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Experts"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Experts active"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FFN size"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP16 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP16 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP16 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP32 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP32 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP32 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP4 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP4 formats"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP4 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP4 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP6 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP6 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP6 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP64 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP64 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP64 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP8 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP8 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "FP8 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Facility power / IT power"),
    QT_TRANSLATE_NOOP("sil::CoreText", "File or URL"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Form factor"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Memory type"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Transistors"),
    QT_TRANSLATE_NOOP("sil::CoreText", "billion"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Compute dies"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up link"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Status"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Announced"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Announced precision"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Available"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Available precision"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Accessed"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Quoted"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Architecture"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Chip architecture"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Collective overhead"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Default for vendors"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Engine"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Expert read"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Fitted on system"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Fitted on chip"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Fitted in format"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Memory share"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Prefill compute"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up link share"),
    QT_TRANSLATE_NOOP("sil::CoreText", "KV read"),
    QT_TRANSLATE_NOOP("sil::CoreText", "KV page"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Version"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Weight formats"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Weight read"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Fleet size"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Fleet size for the monthly rent-vs-buy difference"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Servers per rack"),
    QT_TRANSLATE_NOOP("sil::CoreText", "servers"),
    QT_TRANSLATE_NOOP(
        "sil::CoreText",
        "Servers a rack holds where the catalog has no rack design (racks in a plan)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GPU interruptions"),
    QT_TRANSLATE_NOOP("sil::CoreText", "per 1,000 GPU-days"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Training-job interruptions from GPU causes (Llama 3 report: 0.30)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Server interruptions"),
    QT_TRANSLATE_NOOP("sil::CoreText", "per 1,000 server-days"),
    QT_TRANSLATE_NOOP(
        "sil::CoreText",
        "Training-job interruptions from hosts, network and software (Llama 3 report: 1.37)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Restart time"),
    QT_TRANSLATE_NOOP("sil::CoreText", "minutes"),
    QT_TRANSLATE_NOOP("sil::CoreText", "From an interruption to training again (estimate)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Checkpoint bandwidth"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GB/s per GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Storage write bandwidth for checkpoints per GPU of the job"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hot spares"),
    QT_TRANSLATE_NOOP("sil::CoreText", "% of job GPUs"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Idle GPUs bought beside a training job to replace failed servers"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hall power"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MW"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Facility power the hall gives (IT x PUE); 0: no limit"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hall kW per rack"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "IT power one rack may draw, powered and cooled; 0: no limit"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hall cooling"),
    QT_TRANSLATE_NOOP("sil::CoreText", "0 any, 1 air, 2 liquid"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Air refuses systems built for liquid cooling only; 0: not checked"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GB"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GB/s"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GPUs"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GPUs/node"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Largest cluster"),
    QT_TRANSLATE_NOOP("sil::CoreText", "largest cluster not stated"),
    QT_TRANSLATE_NOOP("sil::CoreText", "GPUs/rack"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Gbit/s"),
    QT_TRANSLATE_NOOP("sil::CoreText", "HBM bandwidth"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hardware maintenance and spares"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Head dim"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Memory"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Memory bandwidth"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Hidden size"),
    QT_TRANSLATE_NOOP("sil::CoreText", "ID"),
    QT_TRANSLATE_NOOP("sil::CoreText", "INT8 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "INT8 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "INT8 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "IT power overhead"),
    QT_TRANSLATE_NOOP("sil::CoreText", "In-switch reduction"),
    QT_TRANSLATE_NOOP("sil::CoreText", "KV heads"),
    QT_TRANSLATE_NOOP("sil::CoreText", "KV-read η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Input"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Kind"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Layer overhead"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Layers"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Licences and managed software per GPU-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLA KV rank"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLA Q rank"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLA RoPE dim"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLA V dim"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MLA no-PE dim"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Maintenance"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Max context"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Mesh link"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Mesh links"),
    QT_TRANSLATE_NOOP("sil::CoreText", "MoE layer overhead"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Model"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Name"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Output"),
    QT_TRANSLATE_NOOP("sil::CoreText", "PUE"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Parameters"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Prefill η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Price"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Process"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Provider"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Publisher"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Rack power"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Release"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Remote hands, internet and other per-server monthly costs"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "Resale value at end of life (its present value reduces capital cost)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Residual value"),
    QT_TRANSLATE_NOOP("sil::CoreText", "SHARP"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-out fabric"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-out α"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-out η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-out/GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up domain"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up fabric"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up α"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Scale-up/GPU"),
    QT_TRANSLATE_NOOP(
        "sil::CoreText",
        "Share of owned hours doing useful work (turns owned hours into useful hours)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Shared experts"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Software"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Source"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Source note"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Support"),
    QT_TRANSLATE_NOOP("sil::CoreText", "System"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TDP"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TF32 dense"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TF32 realized"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TF32 sparse"),
    QT_TRANSLATE_NOOP("sil::CoreText", "TFLOP/s"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Term"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Tied embeddings"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Title"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Topology"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Torus link"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Torus links/chip"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Torus shape"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Training η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/GPU-hour"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/kW/month"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/million tokens"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/kWh"),
    QT_TRANSLATE_NOOP("sil::CoreText", "USD/server/month"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Useful life"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Utility power price"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Utilization"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Vendor"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Vocabulary"),
    QT_TRANSLATE_NOOP("sil::CoreText", "W"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Weight-read η"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Window"),
    QT_TRANSLATE_NOOP("sil::CoreText", "Window layers"),
    QT_TRANSLATE_NOOP("sil::CoreText", "fraction"),
    QT_TRANSLATE_NOOP("sil::CoreText", "kW"),
    QT_TRANSLATE_NOOP("sil::CoreText", "ratio"),
    QT_TRANSLATE_NOOP("sil::CoreText", "tokens"),
    QT_TRANSLATE_NOOP("sil::CoreText", "x chip TDP"),
    QT_TRANSLATE_NOOP("sil::CoreText", "years"),
    QT_TRANSLATE_NOOP("sil::CoreText", "µs"),
    QT_TRANSLATE_NOOP("sil::CoreText", "not computed"),
    QT_TRANSLATE_NOOP("sil::CoreText", "not a finite number"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no capex figure in the catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "chip not in catalog"),
    QT_TRANSLATE_NOOP("sil::CoreText", "owning costs more than renting even at 100 %"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "wafer-scale: one wafer is one accelerator, with no scale-up fabric"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no scale-up bandwidth figure"),
    QT_TRANSLATE_NOOP("sil::CoreText", "does not fit in memory"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no tokens served"),
    QT_TRANSLATE_NOOP("sil::CoreText", "utilization is zero"),
    QT_TRANSLATE_NOOP("sil::CoreText", "facility power is zero"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no system to communicate over"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "training in fp4 is not modelled; use --weights bf16 or fp8"),
    QT_TRANSLATE_NOOP("sil::CoreText", "message size must be a positive number of bytes"),
    QT_TRANSLATE_NOOP("sil::CoreText", "check the system's fabric figures"),
    QT_TRANSLATE_NOOP("sil::CoreText", "parallel degrees must be 1 or more"),
    QT_TRANSLATE_NOOP("sil::CoreText", "--pp exceeds the model's layers"),
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "--ep needs a mixture-of-experts model and must divide --gpus / --pp"),
    // Measured beside predicted: the quantities compared, their units, the engine in force
    // when the catalog has no profile, and why a point is not predicted.
    QT_TRANSLATE_NOOP("sil::CoreText", "time"),
    QT_TRANSLATE_NOOP("sil::CoreText", "output throughput per GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "prefill throughput"),
    QT_TRANSLATE_NOOP("sil::CoreText", "output speed per user"),
    QT_TRANSLATE_NOOP("sil::CoreText", "tokens/s/GPU"),
    QT_TRANSLATE_NOOP("sil::CoreText", "tokens/s"),
    QT_TRANSLATE_NOOP("sil::CoreText", "tokens/s/user"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the chip's own fit (no engine profile in the catalog)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the collective is not named (--op)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the rank count is not stated (--ranks)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the message size is not stated"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no catalog model (import with --model)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the GPU count / tensor parallelism is not stated (--gpus)"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the concurrency (batch) is not stated"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the prompt length is not stated"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the output length is not stated"),
    QT_TRANSLATE_NOOP("sil::CoreText", "the measured value is zero"),
    // An import refused whole (core/measurements/import_setup.cpp).
    QT_TRANSLATE_NOOP("sil::CoreText",
                      "the file does not say how many GPUs the run used, and no GPU count was "
                      "given (--gpus N); such a point can never be predicted"),
};

struct Template {
    const char* source;
    QRegularExpression pattern; // the English text with each %n as a capture, in order
    std::vector<int> numbers;   // the n of each capture
};

const QRegularExpression& placeholder() {
    static const QRegularExpression re(QStringLiteral("%([1-9][0-9]?)"));
    return re;
}

const std::vector<Template>& templates() {
    static const std::vector<Template> list = [] {
        std::vector<Template> out;
        for (const char* t : kTemplates) {
            QString re;
            std::vector<int> numbers;
            const QString text = QString::fromUtf8(t);
            qsizetype at = 0;
            for (auto it = placeholder().globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                re += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
                re += QStringLiteral("(.+?)");
                numbers.push_back(m.captured(1).toInt());
                at = m.capturedEnd();
            }
            re += QRegularExpression::escape(text.mid(at));
            out.push_back({t, QRegularExpression(QLatin1Char('^') + re + QLatin1Char('$')),
                           std::move(numbers)});
        }
        return out;
    }();
    return list;
}

} // namespace

QString coreText(const QString& english) {
    // In English there is nothing to look up (and the templates' patterns, compiled on their
    // first match, cost about a millisecond of every chart export).
    if (english.isEmpty() || !translationActive()) return english;
    const QByteArray utf8 = english.toUtf8();
    const QString exact = QCoreApplication::translate(kContext, utf8.constData());
    if (exact != english) return exact;
    for (const Template& t : templates()) {
        const auto m = t.pattern.match(english);
        if (!m.hasMatch()) continue;
        // Each %n of the translation becomes the part core wrote there (itself translated
        // when it is a known text); one pass, so a part that contains "%2" stays as it is.
        const QString translated = QCoreApplication::translate(kContext, t.source);
        QString out;
        qsizetype at = 0;
        for (auto it = placeholder().globalMatch(translated); it.hasNext();) {
            const auto p = it.next();
            out += translated.mid(at, p.capturedStart() - at);
            const int n = p.captured(1).toInt();
            QString part = p.captured(0);
            for (std::size_t i = 0; i < t.numbers.size(); ++i)
                if (t.numbers[i] == n) part = coreText(m.captured(int(i) + 1));
            out += part;
            at = p.capturedEnd();
        }
        return out + translated.mid(at);
    }
    return english;
}

QString coreText(const std::string& english) {
    return coreText(QString::fromStdString(english));
}

} // namespace sil::ui
