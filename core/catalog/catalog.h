#pragma once
// The catalog's value types: chips, the systems built from them, rental quotes, models, API
// prices and the sources every number cites. Units are in the member names (see DESIGN.md).
#include "core/catalog/dtype.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace sil {

// VendorSpec: the maker's figure, cited to the maker's own document. Reported: the maker's
// figure as a named third party states it (a wiki, a reseller, a news report, an analyst quoting
// the datasheet). Derived: computed from other cited values (the note says how).
enum class ValueKind { VendorSpec, AnalystEstimate, Measured, User, Derived, Reported };
std::string_view valueKindKey(ValueKind k);
std::optional<ValueKind> parseValueKind(std::string_view key);

// Where one value came from: a source id, the section or original wording, and its kind.
struct Provenance {
    std::string source_id;
    std::string note;
    ValueKind kind = ValueKind::VendorSpec;
    // Where sources disagree or only a range is known: the range around the central value.
    std::optional<double> low;
    std::optional<double> high;
};

// Row-level provenance plus per-field exceptions.
struct Provenanced {
    Provenance row;
    std::map<std::string, Provenance> fields;
    const Provenance& provenanceOf(const std::string& field) const {
        auto it = fields.find(field);
        return it == fields.end() ? row : it->second;
    }
};

struct Source {
    std::string id;
    std::string title;
    std::string publisher;
    std::string date;          // ISO 8601, may be partial ("2025-06")
    std::string location;      // seed file name or URL
    std::string accessed_date; // when the location was read, ISO 8601
    std::string quote;         // the source's own words for the values it is cited for
};

// When a product was announced or first became available: the first day of the period the
// sources name ("2026-07-01") and how precisely they name it ("half"), so dates sort as dates
// and print as the sources put them ("2026-H2"). Both empty when unknown.
struct DatedEvent {
    std::string date;      // ISO 8601 day, the first day of the period
    std::string precision; // day, month, quarter, half, year
};

// Whether a product can be bought, as of the catalog's date: announced (on paper), sampling
// (with early customers), shipping (generally available). Empty when unknown.
struct Availability {
    std::string status;
    DatedEvent announced;
    DatedEvent available;
};

struct Chip : Provenanced {
    std::string id;
    std::string name;
    std::string vendor;
    std::string process;
    std::string architecture; // "hopper", "blackwell", "cdna3": what engine profiles key on
    std::string release_date;
    std::string fp4_formats;
    std::string memory_type; // main memory: HBM3E, GDDR7, SRAM, ... (hbm_* hold its size, speed)
    Availability availability;
    std::optional<double> tdp_w;
    std::optional<double> memory_gb;
    std::optional<double> memory_bandwidth_gbps;
    // Die details where the maker or a report publishes them. Transistors: billions, on every
    // logic die of the package (compute and I/O dies; memory stacks left out). Compute dies: the
    // dies holding the compute engines (GPU dies, XCD/GCD chiplets, compute tiles), I/O dies,
    // memory stacks and dummy dies left out (B200 2, MI300X 8 XCDs, H100 1).
    std::optional<double> transistors_billion;
    std::optional<double> compute_dies;
    PerDtype<std::optional<double>> dense_tflops{};
    PerDtype<std::optional<double>> sparse_tflops{};
    // Achieved / marketed dense throughput on large GEMMs (0..1].
    PerDtype<std::optional<double>> realized_efficiency{};
    // Workload-model efficiencies (docs/workload-model.md), fitted on measurements where a
    // chip has them; unset means "assumed as on the calibrated chip" (WorkloadDefaults).
    std::optional<double> weight_read_efficiency;     // weights read / HBM spec bandwidth
    std::optional<double> kv_read_efficiency;         // KV cache read (attention) / spec
    std::optional<double> expert_read_efficiency;     // MoE expert weights read / spec
    std::optional<double> layer_overhead_us;          // per layer per forward step
    std::optional<double> moe_layer_overhead_us;      // extra per MoE layer per step
    std::optional<double> prefill_compute_efficiency; // whole-model prefill / dense peak
    std::optional<double> train_compute_efficiency;   // training step / dense peak
};

// Torus: chips linked to their neighbours along 2 or 3 dimensions with wraparound (TPU ICI,
// Trainium NeuronLink). Wafer-scale: one wafer is one accelerator; no scale-up fabric.
enum class Topology { Switched, FullMesh, Torus2D, Torus3D, WaferScale };
bool isTorus(Topology t);
std::string_view topologyKey(Topology t);
std::optional<Topology> parseTopology(std::string_view key);

struct System : Provenanced {
    std::string id;
    std::string name;
    std::string vendor;
    std::string chip_id;
    std::string cooling;
    std::string release_date;
    // Its own status and dates where sources give them; unset parts are the chip's.
    Availability availability;
    std::string scaleup_fabric;
    // The scale-up link as a value: a key of scaleup_link.h's vocabulary ("nvlink-5"), or empty
    // when no source names it; scaleup_fabric describes it in words.
    std::string scaleup_link;
    std::string scaleout_fabric;
    Topology scaleup_topology = Topology::Switched;
    bool in_network_reduction = false; // NVLS-style reduction in the scale-up switches
    bool scaleout_sharp = false;       // SHARP-style reduction in the scale-out switches
    std::optional<double> gpus_per_node;
    std::optional<double> gpus_per_rack;
    std::optional<double> scaleup_domain_gpus;
    // What holds the scale-up domain: "server", "rack-scale" or "pod" (form_factor.h), with its
    // own source and kind: stated by a source, or derived from the counts above.
    std::string form_factor;
    std::optional<double> scaleup_gbps;         // switched: per GPU, uni-directional
    std::optional<double> mesh_links;           // full mesh: links per GPU
    std::optional<double> mesh_link_gbps;       // full mesh: per link, uni-directional
    std::string torus_dims;                     // torus: the domain's shape, "16x16", "4x4x4"
    std::optional<double> torus_link_gbps;      // torus: per link, uni-directional
    std::optional<double> torus_links_per_chip; // torus: links per chip (2 per dimension)
    std::optional<double> scaleout_gbit;        // NIC bandwidth per GPU, Gbit/s
    std::optional<double> rack_power_kw;
    std::optional<double> capex_per_gpu_usd;
    std::optional<double> it_power_per_gpu_w; // all-in IT power per GPU
    // Collective-model fabric parameters (see DESIGN.md, "Collective-communication model").
    std::optional<double> scaleup_efficiency;
    std::optional<double> scaleup_latency_us;
    std::optional<double> scaleout_efficiency;
    std::optional<double> scaleout_latency_us;
    std::optional<double> launch_overhead_us;
};

enum class RentalTerm { Spot, OnDemand, OneMonth, OneYear, ThreeYear };
std::string_view rentalTermKey(RentalTerm t);
std::optional<RentalTerm> parseRentalTerm(std::string_view key);
// On-demand and spot are paid only for the hours used; contracts for every hour.
bool paidOnlyWhenUsed(RentalTerm t);

struct RentalQuote : Provenanced {
    std::string id;
    std::string chip_id;
    std::string system_id; // optional: a quote for a specific system
    std::string provider;
    std::string date;
    RentalTerm term = RentalTerm::OnDemand;
    std::optional<double> usd_per_gpu_hour;
    // The most GPUs the offer sells as one cluster, where its source says so (a marketplace
    // listing of one 8-GPU server: 8); unknown when the source does not say.
    std::optional<double> max_cluster_gpus;
};

enum class AttentionKind { Full, SlidingWindow, Mla };
std::string_view attentionKindKey(AttentionKind k);
std::optional<AttentionKind> parseAttentionKind(std::string_view key);

// A language model's architecture, from its published config (parameters in billions).
struct LlmModel : Provenanced {
    std::string id;
    std::string name;
    std::string vendor;
    std::optional<double> params_total_b;
    std::optional<double> params_active_b;
    std::optional<double> layers;
    std::optional<double> hidden_size;
    std::optional<double> attention_heads;
    std::optional<double> kv_heads;
    std::optional<double> head_dim;
    std::optional<double> ffn_size; // dense layers' FFN intermediate size
    std::optional<double> vocab_size;
    bool tied_embeddings = false;
    std::optional<double> experts_total; // 0 for a dense model
    std::optional<double> experts_active;
    std::optional<double> experts_shared;
    std::optional<double> expert_ffn_size;
    std::optional<double> dense_layers_before_moe;
    AttentionKind attention_kind = AttentionKind::Full;
    std::optional<double> sliding_window_size;
    std::optional<double> sliding_window_layers; // how many layers use the window
    std::optional<double> mla_kv_lora_rank;
    std::optional<double> mla_q_lora_rank;
    std::optional<double> mla_qk_rope_head_dim;
    std::optional<double> mla_qk_nope_head_dim;
    std::optional<double> mla_v_head_dim;
    std::optional<double> max_context;
    bool isMoe() const { return experts_total.value_or(0.0) > 0.0; }
};

// A model served behind a provider's API, priced per million tokens on a date (pay per token:
// what owning or renting GPUs competes with). model_id names a catalog model.
struct ApiPrice : Provenanced {
    std::string id;
    std::string provider;
    std::string model_id;
    std::optional<double> usd_per_million_input_tokens;
    std::optional<double> usd_per_million_output_tokens;
    std::optional<double> usd_per_million_cached_input_tokens; // prompt tokens read from cache
    std::string date;
};

// A serving engine's achieved efficiencies on one chip family (docs/engines.md). Rows sharing
// an engine_id form one profile ("vllm"); a row applies to the chips whose architecture is its
// chip_family ("" = any chip) or, for a profile fitted on a user's measurements, to one system.
// An unset value falls back to the engine's any-chip row, then to the chip's own fit.
struct EngineProfile : Provenanced {
    std::string id;          // unique row id: "vllm-cdna3"
    std::string engine_id;   // what --engine names: "vllm"
    std::string name;        // "vLLM"
    std::string version;     // "0.9.1"
    std::string date;        // of that release or the runs fitted, ISO 8601
    std::string chip_family; // a chip architecture; "" = any chip
    std::string system_id;   // fitted on one system's measurements; "" = any system
    // The chip an architecture row's speeds were fitted on: its compute efficiency carries to
    // the architecture's other chips in the ratio of their measured GEMM efficiencies.
    std::string fitted_chip_id;
    // The weight format its compute efficiency was measured in ("fp4"); "" = any format. In
    // another format the chip's own compute efficiency stands (FP4's reach of its peak says
    // little of FP8's).
    std::string fitted_format;
    std::string default_for_vendors; // "nvidia,amd": the default engine for these vendors' chips
    std::string weight_formats;      // "bf16,fp8,fp4": the weight formats it serves
    std::optional<double> gpu_memory_utilization; // share of device memory the engine takes
    std::optional<double> kv_block_tokens;        // paged KV allocator's block, tokens
    std::optional<double> weight_read_efficiency;
    std::optional<double> kv_read_efficiency;
    std::optional<double> expert_read_efficiency;
    std::optional<double> layer_overhead_us;
    std::optional<double> moe_layer_overhead_us;
    std::optional<double> prefill_compute_efficiency;
    std::optional<double> collective_overhead_us; // per tensor-parallel collective call
    std::optional<double> scaleup_efficiency;     // of the scale-up link its collectives reach
};

struct Catalog;

// Id lookups built once per catalog, so evaluating every system is linear, not quadratic.
class CatalogIndex {
public:
    explicit CatalogIndex(const Catalog& c);
    const Chip* chip(const std::string& id) const;
    // The chip's quotes that name no system, plus the quotes naming this system.
    const std::vector<const RentalQuote*>& quotesFor(const System& s) const;
    // The same, by the system's position in Catalog::systems (no hashing: the hot path).
    const Chip* chipOfSystem(std::size_t i) const { return systemChip_[i]; }
    const std::vector<const RentalQuote*>& quotesOfSystem(std::size_t i) const {
        return *systemQuotes_[i];
    }

private:
    std::vector<const Chip*> systemChip_;
    std::vector<const std::vector<const RentalQuote*>*> systemQuotes_;
    std::unordered_map<std::string, const Chip*> chips_;
    // Per system: the chip's general quotes, then the quotes naming the system.
    std::unordered_map<std::string, std::vector<const RentalQuote*>> quotes_;
};

struct Catalog {
    std::vector<Source> sources;
    std::vector<Chip> chips;
    std::vector<System> systems;
    std::vector<RentalQuote> quotes;
    std::vector<LlmModel> models;
    std::vector<ApiPrice> api_prices;
    std::vector<EngineProfile> engines;

    const Chip* chip(const std::string& id) const;
    const LlmModel* model(const std::string& id) const;
    const System* system(const std::string& id) const;
    const Source* source(const std::string& id) const;
    const ApiPrice* apiPrice(const std::string& id) const;
    const EngineProfile* engine(const std::string& id) const; // by row id
    Chip* chip(const std::string& id);
    System* system(const std::string& id);
};

// The catalog's list of one entity type: entitiesOf<Chip>(catalog) is catalog.chips.
template <typename T> const std::vector<T>& entitiesOf(const Catalog& c);
template <> inline const std::vector<Chip>& entitiesOf<Chip>(const Catalog& c) {
    return c.chips;
}
template <> inline const std::vector<System>& entitiesOf<System>(const Catalog& c) {
    return c.systems;
}
template <> inline const std::vector<RentalQuote>& entitiesOf<RentalQuote>(const Catalog& c) {
    return c.quotes;
}
template <> inline const std::vector<LlmModel>& entitiesOf<LlmModel>(const Catalog& c) {
    return c.models;
}
template <> inline const std::vector<ApiPrice>& entitiesOf<ApiPrice>(const Catalog& c) {
    return c.api_prices;
}
template <> inline const std::vector<EngineProfile>& entitiesOf<EngineProfile>(const Catalog& c) {
    return c.engines;
}
template <> inline const std::vector<Source>& entitiesOf<Source>(const Catalog& c) {
    return c.sources;
}

} // namespace sil
