#include "core/catalog/fields.h"

#include "core/catalog/availability.h"
#include "core/catalog/csv.h"
#include "core/catalog/form_factor.h"
#include "core/catalog/scaleup_link.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace sil {

namespace {

std::optional<double> toOpt(const FieldValue& v) {
    return asNumber(v);
}
FieldValue fromOpt(const std::optional<double>& v) {
    return v ? FieldValue{*v} : FieldValue{std::monostate{}};
}
std::string toText(const FieldValue& v) {
    if (auto s = std::get_if<std::string>(&v)) return *s;
    return {};
}
bool toBool(const FieldValue& v) {
    if (auto b = std::get_if<bool>(&v)) return *b;
    return false;
}

template <typename T>
FieldDef<T> text(std::string name, std::string label, std::string T::*member,
                 bool required = false) {
    FieldDef<T> f;
    f.name = std::move(name);
    f.label = std::move(label);
    f.type = FieldType::Text;
    f.required = required;
    f.get = [member](const T& e) { return FieldValue{e.*member}; };
    f.set = [member](T& e, const FieldValue& v) { e.*member = toText(v); };
    return f;
}

template <typename T>
FieldDef<T> number(std::string name, std::string label, std::string unit,
                   std::optional<double> T::*member, NumberRange range = {}) {
    FieldDef<T> f;
    f.name = std::move(name);
    f.label = std::move(label);
    f.unit = std::move(unit);
    f.type = FieldType::Number;
    f.range = range;
    f.get = [member](const T& e) { return fromOpt(e.*member); };
    f.set = [member](T& e, const FieldValue& v) { e.*member = toOpt(v); };
    return f;
}

template <typename T> FieldDef<T> flag(std::string name, std::string label, bool T::*member) {
    FieldDef<T> f;
    f.name = std::move(name);
    f.label = std::move(label);
    f.type = FieldType::Bool;
    f.get = [member](const T& e) { return FieldValue{e.*member}; };
    f.set = [member](T& e, const FieldValue& v) { e.*member = toBool(v); };
    return f;
}

template <typename T> void addProvenanceFields(std::vector<FieldDef<T>>& v) {
    FieldDef<T> src;
    src.name = kSourceIdColumn;
    src.label = "Source";
    src.type = FieldType::Text;
    src.get = [](const T& e) { return FieldValue{e.row.source_id}; };
    src.set = [](T& e, const FieldValue& x) { e.row.source_id = toText(x); };
    v.push_back(src);
    FieldDef<T> note;
    note.name = kSourceNoteColumn;
    note.label = "Source note";
    note.type = FieldType::Text;
    note.get = [](const T& e) { return FieldValue{e.row.note}; };
    note.set = [](T& e, const FieldValue& x) { e.row.note = toText(x); };
    v.push_back(note);
    FieldDef<T> kind;
    kind.name = kValueKindColumn;
    kind.label = "Kind";
    kind.type = FieldType::Choice;
    kind.choices = {"vendor_spec", "analyst_estimate", "measured", "user", "derived", "reported"};
    kind.get = [](const T& e) { return FieldValue{std::string(valueKindKey(e.row.kind))}; };
    kind.set = [](T& e, const FieldValue& x) {
        e.row.kind = parseValueKind(toText(x)).value_or(ValueKind::User);
    };
    v.push_back(kind);
}

constexpr NumberRange kFraction{0.0, 1.0, true};

// The kinds of main memory a chip can have; a chip with two names both ("SRAM+HBM3E").
const std::vector<std::string>& memoryTypes() {
    static const std::vector<std::string> types = {"HBM2",    "HBM2E", "HBM3",   "HBM3E", "HBM4",
                                                   "HBM4E",   "GDDR6", "GDDR6X", "GDDR7", "LPDDR5",
                                                   "LPDDR5X", "DDR5",  "SRAM"};
    return types;
}

std::string checkMemoryType(const std::string& text) {
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto plus = text.find('+', start);
        const std::string part =
            text.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
        if (std::find(memoryTypes().begin(), memoryTypes().end(), part) == memoryTypes().end()) {
            std::string list;
            for (const auto& t : memoryTypes())
                list += (list.empty() ? "" : ", ") + t;
            return "expected a memory type (" + list + ", or two joined by '+'), got \"" + text +
                   "\"";
        }
        if (plus == std::string::npos) break;
        start = plus + 1;
    }
    return {};
}

template <typename T>
void eventFields(std::vector<FieldDef<T>>& v, const std::string& key, const std::string& label,
                 DatedEvent Availability::*event) {
    FieldDef<T> date;
    date.name = key + "_date";
    date.label = label;
    date.type = FieldType::Text;
    date.check_text = checkIsoDay;
    date.get = [event](const T& e) { return FieldValue{(e.availability.*event).date}; };
    date.set = [event](T& e, const FieldValue& x) { (e.availability.*event).date = toText(x); };
    v.push_back(date);
    FieldDef<T> precision;
    precision.name = key + "_precision";
    precision.label = label + " precision";
    precision.type = FieldType::Choice;
    precision.choices = datePrecisionKeys();
    precision.get = [event](const T& e) { return FieldValue{(e.availability.*event).precision}; };
    precision.set = [event](T& e, const FieldValue& x) {
        (e.availability.*event).precision = toText(x);
    };
    v.push_back(precision);
}

// status, announced_date/_precision, available_date/_precision.
template <typename T> void addAvailabilityFields(std::vector<FieldDef<T>>& v) {
    FieldDef<T> status;
    status.name = "status";
    status.label = "Status";
    status.type = FieldType::Choice;
    status.choices = {"announced", "sampling", "shipping"};
    status.get = [](const T& e) { return FieldValue{e.availability.status}; };
    status.set = [](T& e, const FieldValue& x) { e.availability.status = toText(x); };
    v.push_back(status);
    eventFields(v, "announced", "Announced", &Availability::announced);
    eventFields(v, "available", "Available", &Availability::available);
}

std::vector<FieldDef<Chip>> makeChipFields() {
    std::vector<FieldDef<Chip>> v;
    v.push_back(text<Chip>("id", "ID", &Chip::id, true));
    v.push_back(text<Chip>("name", "Name", &Chip::name, true));
    v.push_back(text<Chip>("vendor", "Vendor", &Chip::vendor, true));
    v.push_back(text<Chip>("process", "Process", &Chip::process));
    v.push_back(text<Chip>("architecture", "Architecture", &Chip::architecture));
    v.push_back(text<Chip>("release_date", "Release", &Chip::release_date));
    v.push_back(text<Chip>("fp4_formats", "FP4 formats", &Chip::fp4_formats));
    addAvailabilityFields(v);
    v.push_back(number<Chip>("tdp_w", "TDP", "W", &Chip::tdp_w, {0.0, 1e5, true}));
    // The memory's type beside its size and speed, in tables and exports.
    auto memory = text<Chip>("memory_type", "Memory type", &Chip::memory_type);
    memory.check_text = checkMemoryType;
    v.push_back(memory);
    // Main memory of whatever type memory_type names (HBM, GDDR, SRAM); files written before
    // the fields were named for that call them hbm_gb and hbm_bandwidth_gbps.
    auto memoryGb = number<Chip>("memory_gb", "Memory", "GB", &Chip::memory_gb, {0.0, 1e5, true});
    memoryGb.former_names = {"hbm_gb"};
    v.push_back(memoryGb);
    auto memoryBandwidth = number<Chip>("memory_bandwidth_gbps", "Memory bandwidth", "GB/s",
                                        &Chip::memory_bandwidth_gbps, {0.0, 1e9, true});
    memoryBandwidth.former_names = {"hbm_bandwidth_gbps"};
    v.push_back(memoryBandwidth);
    // Die details (catalog.h): transistors on the package's logic dies, and its compute dies.
    v.push_back(number<Chip>("transistors_billion", "Transistors", "billion",
                             &Chip::transistors_billion, {0.0, 1e5, true}));
    v.push_back(
        number<Chip>("compute_dies", "Compute dies", "", &Chip::compute_dies, {0.0, 1e3, true}));
    for (Dtype d : kAllDtypes) {
        const std::string key(dtypeKey(d));
        const std::string label(dtypeLabel(d));
        const std::size_t i = index(d);
        FieldDef<Chip> dense;
        dense.name = "dense_" + key + "_tflops";
        dense.label = label + " dense";
        dense.unit = "TFLOP/s";
        dense.type = FieldType::Number;
        dense.range = {0.0, 1e7, true};
        dense.get = [i](const Chip& c) { return fromOpt(c.dense_tflops[i]); };
        dense.set = [i](Chip& c, const FieldValue& x) { c.dense_tflops[i] = toOpt(x); };
        v.push_back(dense);
    }
    for (Dtype d : kAllDtypes) {
        const std::string key(dtypeKey(d));
        const std::size_t i = index(d);
        FieldDef<Chip> sparse;
        sparse.name = "sparse_" + key + "_tflops";
        sparse.label = std::string(dtypeLabel(d)) + " sparse";
        sparse.unit = "TFLOP/s";
        sparse.type = FieldType::Number;
        sparse.range = {0.0, 1e7, true};
        sparse.get = [i](const Chip& c) { return fromOpt(c.sparse_tflops[i]); };
        sparse.set = [i](Chip& c, const FieldValue& x) { c.sparse_tflops[i] = toOpt(x); };
        v.push_back(sparse);
    }
    for (Dtype d : kAllDtypes) {
        const std::string key(dtypeKey(d));
        const std::size_t i = index(d);
        FieldDef<Chip> eff;
        eff.name = "realized_" + key + "_efficiency";
        eff.label = std::string(dtypeLabel(d)) + " realized";
        eff.unit = "fraction";
        eff.type = FieldType::Number;
        eff.range = kFraction;
        eff.get = [i](const Chip& c) { return fromOpt(c.realized_efficiency[i]); };
        eff.set = [i](Chip& c, const FieldValue& x) { c.realized_efficiency[i] = toOpt(x); };
        v.push_back(eff);
    }
    v.push_back(number<Chip>("weight_read_efficiency", "Weight-read η", "fraction",
                             &Chip::weight_read_efficiency, kFraction));
    v.push_back(number<Chip>("kv_read_efficiency", "KV-read η", "fraction",
                             &Chip::kv_read_efficiency, kFraction));
    v.push_back(number<Chip>("expert_read_efficiency", "Expert-read η", "fraction",
                             &Chip::expert_read_efficiency, kFraction));
    v.push_back(number<Chip>("layer_overhead_us", "Layer overhead", "µs", &Chip::layer_overhead_us,
                             {0.0, 1e4, false}));
    v.push_back(number<Chip>("moe_layer_overhead_us", "MoE layer overhead", "µs",
                             &Chip::moe_layer_overhead_us, {0.0, 1e4, false}));
    v.push_back(number<Chip>("prefill_compute_efficiency", "Prefill η", "fraction",
                             &Chip::prefill_compute_efficiency, kFraction));
    v.push_back(number<Chip>("train_compute_efficiency", "Training η", "fraction",
                             &Chip::train_compute_efficiency, kFraction));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<LlmModel>> makeModelFields() {
    using M = LlmModel;
    constexpr NumberRange kCount{0.0, 1e7, true};
    constexpr NumberRange kCountOrZero{0.0, 1e7, false};
    std::vector<FieldDef<M>> v;
    v.push_back(text<M>("id", "ID", &M::id, true));
    v.push_back(text<M>("name", "Name", &M::name, true));
    v.push_back(text<M>("vendor", "Vendor", &M::vendor, true));
    v.push_back(
        number<M>("params_total_b", "Parameters", "B", &M::params_total_b, {0.0, 1e5, true}));
    v.push_back(number<M>("params_active_b", "Active parameters", "B", &M::params_active_b,
                          {0.0, 1e5, true}));
    v.push_back(number<M>("layers", "Layers", "", &M::layers, {0.0, 1e4, true}));
    v.push_back(number<M>("hidden_size", "Hidden size", "", &M::hidden_size, kCount));
    v.push_back(number<M>("attention_heads", "Attention heads", "", &M::attention_heads, kCount));
    v.push_back(number<M>("kv_heads", "KV heads", "", &M::kv_heads, kCount));
    v.push_back(number<M>("head_dim", "Head dim", "", &M::head_dim, kCount));
    v.push_back(number<M>("ffn_size", "FFN size", "", &M::ffn_size, kCount));
    v.push_back(number<M>("vocab_size", "Vocabulary", "", &M::vocab_size, kCount));
    v.push_back(flag<M>("tied_embeddings", "Tied embeddings", &M::tied_embeddings));
    v.push_back(number<M>("experts_total", "Experts", "", &M::experts_total, kCountOrZero));
    v.push_back(
        number<M>("experts_active", "Experts active", "", &M::experts_active, kCountOrZero));
    v.push_back(
        number<M>("experts_shared", "Shared experts", "", &M::experts_shared, kCountOrZero));
    v.push_back(number<M>("expert_ffn_size", "Expert FFN size", "", &M::expert_ffn_size, kCount));
    v.push_back(number<M>("dense_layers_before_moe", "Dense layers first", "",
                          &M::dense_layers_before_moe, kCountOrZero));
    FieldDef<M> attn;
    attn.name = "attention_kind";
    attn.label = "Attention";
    attn.type = FieldType::Choice;
    attn.choices = {"full", "sliding_window", "mla"};
    attn.get = [](const M& m) {
        return FieldValue{std::string(attentionKindKey(m.attention_kind))};
    };
    attn.set = [](M& m, const FieldValue& x) {
        m.attention_kind = parseAttentionKind(toText(x)).value_or(AttentionKind::Full);
    };
    v.push_back(attn);
    v.push_back(
        number<M>("sliding_window_size", "Window", "tokens", &M::sliding_window_size, kCount));
    v.push_back(number<M>("sliding_window_layers", "Window layers", "", &M::sliding_window_layers,
                          kCountOrZero));
    v.push_back(number<M>("mla_kv_lora_rank", "MLA KV rank", "", &M::mla_kv_lora_rank, kCount));
    v.push_back(number<M>("mla_q_lora_rank", "MLA Q rank", "", &M::mla_q_lora_rank, kCount));
    v.push_back(
        number<M>("mla_qk_rope_head_dim", "MLA RoPE dim", "", &M::mla_qk_rope_head_dim, kCount));
    v.push_back(
        number<M>("mla_qk_nope_head_dim", "MLA no-PE dim", "", &M::mla_qk_nope_head_dim, kCount));
    v.push_back(number<M>("mla_v_head_dim", "MLA V dim", "", &M::mla_v_head_dim, kCount));
    v.push_back(number<M>("max_context", "Max context", "tokens", &M::max_context, kCount));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<System>> makeSystemFields() {
    std::vector<FieldDef<System>> v;
    v.push_back(text<System>("id", "ID", &System::id, true));
    v.push_back(text<System>("name", "Name", &System::name, true));
    v.push_back(text<System>("vendor", "Vendor", &System::vendor, true));
    v.push_back(text<System>("chip_id", "Chip", &System::chip_id, true));
    v.push_back(text<System>("release_date", "Release", &System::release_date));
    v.push_back(text<System>("cooling", "Cooling", &System::cooling));
    addAvailabilityFields(v);
    v.push_back(
        number<System>("gpus_per_node", "GPUs/node", "", &System::gpus_per_node, {0.0, 1e4, true}));
    v.push_back(
        number<System>("gpus_per_rack", "GPUs/rack", "", &System::gpus_per_rack, {0.0, 1e5, true}));
    v.push_back(number<System>("scaleup_domain_gpus", "Scale-up domain", "GPUs",
                               &System::scaleup_domain_gpus, {0.0, 1e5, true}));
    auto form = text<System>("form_factor", "Form factor", &System::form_factor);
    form.check_text = checkFormFactor;
    v.push_back(form);
    FieldDef<System> topo;
    topo.name = "scaleup_topology";
    topo.label = "Topology";
    topo.type = FieldType::Choice;
    topo.choices = {"switched", "full_mesh", "torus_2d", "torus_3d", "wafer_scale"};
    topo.get = [](const System& s) {
        return FieldValue{std::string(topologyKey(s.scaleup_topology))};
    };
    topo.set = [](System& s, const FieldValue& x) {
        s.scaleup_topology = parseTopology(toText(x)).value_or(Topology::Switched);
    };
    v.push_back(topo);
    v.push_back(text<System>("scaleup_fabric", "Scale-up fabric", &System::scaleup_fabric));
    // The link named by the fabric above, as a key of a fixed vocabulary (scaleup_link.h).
    FieldDef<System> link;
    link.name = "scaleup_link";
    link.label = "Scale-up link";
    link.type = FieldType::Choice;
    link.choices = scaleupLinkKeys();
    link.get = [](const System& s) { return FieldValue{s.scaleup_link}; };
    link.set = [](System& s, const FieldValue& x) { s.scaleup_link = toText(x); };
    v.push_back(link);
    v.push_back(number<System>("scaleup_gbps", "Scale-up/GPU", "GB/s", &System::scaleup_gbps,
                               {0.0, 1e5, true}));
    v.push_back(
        number<System>("mesh_links", "Mesh links", "", &System::mesh_links, {0.0, 1e3, true}));
    v.push_back(text<System>("torus_dims", "Torus shape", &System::torus_dims));
    v.push_back(number<System>("torus_link_gbps", "Torus link", "GB/s", &System::torus_link_gbps,
                               {0.0, 1e5, true}));
    v.push_back(number<System>("torus_links_per_chip", "Torus links/chip", "",
                               &System::torus_links_per_chip, {0.0, 64, true}));
    v.push_back(number<System>("mesh_link_gbps", "Mesh link", "GB/s", &System::mesh_link_gbps,
                               {0.0, 1e5, true}));
    v.push_back(
        flag<System>("in_network_reduction", "In-switch reduction", &System::in_network_reduction));
    v.push_back(number<System>("scaleout_gbit", "Scale-out/GPU", "Gbit/s", &System::scaleout_gbit,
                               {0.0, 1e6, true}));
    v.push_back(text<System>("scaleout_fabric", "Scale-out fabric", &System::scaleout_fabric));
    v.push_back(flag<System>("scaleout_sharp", "SHARP", &System::scaleout_sharp));
    v.push_back(number<System>("rack_power_kw", "Rack power", "kW", &System::rack_power_kw,
                               {0.0, 1e4, true}));
    v.push_back(number<System>("capex_per_gpu_usd", "Capex/GPU", "USD", &System::capex_per_gpu_usd,
                               {0.0, 1e8, true}));
    v.push_back(number<System>("it_power_per_gpu_w", "All-in IT power/GPU", "W",
                               &System::it_power_per_gpu_w, {0.0, 1e5, true}));
    v.push_back(number<System>("scaleup_efficiency", "Scale-up η", "fraction",
                               &System::scaleup_efficiency, kFraction));
    v.push_back(number<System>("scaleup_latency_us", "Scale-up α", "µs",
                               &System::scaleup_latency_us, {0.0, 1e5, false}));
    v.push_back(number<System>("scaleout_efficiency", "Scale-out η", "fraction",
                               &System::scaleout_efficiency, kFraction));
    v.push_back(number<System>("scaleout_latency_us", "Scale-out α", "µs",
                               &System::scaleout_latency_us, {0.0, 1e5, false}));
    v.push_back(number<System>("launch_overhead_us", "Call overhead", "µs",
                               &System::launch_overhead_us, {0.0, 1e5, false}));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<RentalQuote>> makeQuoteFields() {
    std::vector<FieldDef<RentalQuote>> v;
    v.push_back(text<RentalQuote>("id", "ID", &RentalQuote::id, true));
    v.push_back(text<RentalQuote>("chip_id", "Chip", &RentalQuote::chip_id, true));
    v.push_back(text<RentalQuote>("system_id", "System", &RentalQuote::system_id));
    v.push_back(text<RentalQuote>("provider", "Provider", &RentalQuote::provider, true));
    FieldDef<RentalQuote> term;
    term.name = "term";
    term.label = "Term";
    term.type = FieldType::Choice;
    term.required = true;
    term.choices = {"spot", "on_demand", "1_month", "1_year", "3_year"};
    term.get = [](const RentalQuote& q) { return FieldValue{std::string(rentalTermKey(q.term))}; };
    term.set = [](RentalQuote& q, const FieldValue& x) {
        q.term = parseRentalTerm(toText(x)).value_or(RentalTerm::OnDemand);
    };
    v.push_back(term);
    auto price = number<RentalQuote>("usd_per_gpu_hour", "Price", "USD/GPU-hour",
                                     &RentalQuote::usd_per_gpu_hour, {0.0, 1e4, true});
    price.required = true;
    v.push_back(price);
    v.push_back(text<RentalQuote>("date", "Date", &RentalQuote::date, true));
    v.push_back(number<RentalQuote>("max_cluster_gpus", "Largest cluster", "GPUs",
                                    &RentalQuote::max_cluster_gpus, {0.0, 1e7, true}));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<ApiPrice>> makeApiPriceFields() {
    using P = ApiPrice;
    constexpr NumberRange kPrice{0.0, 1e4, true};
    std::vector<FieldDef<P>> v;
    v.push_back(text<P>("id", "ID", &P::id, true));
    v.push_back(text<P>("provider", "Provider", &P::provider, true));
    v.push_back(text<P>("model_id", "Model", &P::model_id, true));
    auto input = number<P>("usd_per_million_input_tokens", "Input", "USD/million tokens",
                           &P::usd_per_million_input_tokens, kPrice);
    input.required = true;
    v.push_back(input);
    auto output = number<P>("usd_per_million_output_tokens", "Output", "USD/million tokens",
                            &P::usd_per_million_output_tokens, kPrice);
    output.required = true;
    v.push_back(output);
    v.push_back(number<P>("usd_per_million_cached_input_tokens", "Cached input",
                          "USD/million tokens", &P::usd_per_million_cached_input_tokens, kPrice));
    v.push_back(text<P>("date", "Date", &P::date, true));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<EngineProfile>> makeEngineFields() {
    using E = EngineProfile;
    constexpr NumberRange kShare{0.0, 1.0, true};
    constexpr NumberRange kMicroseconds{0.0, 10000.0, false};
    std::vector<FieldDef<E>> v;
    v.push_back(text<E>("id", "ID", &E::id, true));
    v.push_back(text<E>("engine_id", "Engine", &E::engine_id, true));
    v.push_back(text<E>("name", "Name", &E::name, true));
    v.push_back(text<E>("version", "Version", &E::version));
    v.push_back(text<E>("date", "Date", &E::date));
    v.push_back(text<E>("chip_family", "Chip architecture", &E::chip_family));
    v.push_back(text<E>("system_id", "Fitted on system", &E::system_id));
    v.push_back(text<E>("fitted_chip_id", "Fitted on chip", &E::fitted_chip_id));
    v.push_back(text<E>("fitted_format", "Fitted in format", &E::fitted_format));
    v.push_back(text<E>("default_for_vendors", "Default for vendors", &E::default_for_vendors));
    v.push_back(text<E>("weight_formats", "Weight formats", &E::weight_formats));
    v.push_back(number<E>("gpu_memory_utilization", "Memory share", "", &E::gpu_memory_utilization,
                          kShare));
    v.push_back(
        number<E>("kv_block_tokens", "KV page", "tokens", &E::kv_block_tokens, {0.0, 1e6, true}));
    v.push_back(
        number<E>("weight_read_efficiency", "Weight read", "", &E::weight_read_efficiency, kShare));
    v.push_back(number<E>("kv_read_efficiency", "KV read", "", &E::kv_read_efficiency, kShare));
    v.push_back(
        number<E>("expert_read_efficiency", "Expert read", "", &E::expert_read_efficiency, kShare));
    v.push_back(number<E>("layer_overhead_us", "Layer overhead", "us", &E::layer_overhead_us,
                          kMicroseconds));
    v.push_back(number<E>("moe_layer_overhead_us", "MoE layer overhead", "us",
                          &E::moe_layer_overhead_us, kMicroseconds));
    v.push_back(number<E>("prefill_compute_efficiency", "Prefill compute", "",
                          &E::prefill_compute_efficiency, kShare));
    v.push_back(number<E>("collective_overhead_us", "Collective overhead", "us",
                          &E::collective_overhead_us, kMicroseconds));
    v.push_back(
        number<E>("scaleup_efficiency", "Scale-up link share", "", &E::scaleup_efficiency, kShare));
    addProvenanceFields(v);
    return v;
}

std::vector<FieldDef<Source>> makeSourceFields() {
    std::vector<FieldDef<Source>> v;
    v.push_back(text<Source>("id", "ID", &Source::id, true));
    v.push_back(text<Source>("title", "Title", &Source::title, true));
    v.push_back(text<Source>("publisher", "Publisher", &Source::publisher));
    v.push_back(text<Source>("date", "Date", &Source::date));
    v.push_back(text<Source>("location", "File or URL", &Source::location));
    v.push_back(text<Source>("accessed_date", "Accessed", &Source::accessed_date));
    v.push_back(text<Source>("quote", "Quoted", &Source::quote));
    return v;
}

std::string describeRange(const NumberRange& r, const std::string& unit) {
    std::ostringstream os;
    os << "a number " << (r.min_exclusive ? "> " : ">= ") << r.min << " and <= " << r.max;
    if (!unit.empty()) os << " (" << unit << ")";
    return os.str();
}

bool isIdChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
}

} // namespace

std::string_view entityKey(EntityKind k) {
    switch (k) {
    case EntityKind::Chip:
        return "chips";
    case EntityKind::System:
        return "systems";
    case EntityKind::Quote:
        return "prices";
    case EntityKind::Source:
        return "sources";
    case EntityKind::Model:
        return "models";
    case EntityKind::ApiPrice:
        return "api_prices";
    case EntityKind::Engine:
        return "engines";
    }
    return "";
}

std::optional<EntityKind> parseEntityKind(std::string_view key) {
    if (key == "chips" || key == "chip") return EntityKind::Chip;
    if (key == "systems" || key == "system") return EntityKind::System;
    if (key == "prices" || key == "price" || key == "quotes") return EntityKind::Quote;
    if (key == "sources" || key == "source") return EntityKind::Source;
    if (key == "models" || key == "model") return EntityKind::Model;
    if (key == "api_prices" || key == "api_price" || key == "api-prices" || key == "api-price")
        return EntityKind::ApiPrice;
    if (key == "engines" || key == "engine") return EntityKind::Engine;
    return std::nullopt;
}

const std::vector<FieldDef<Chip>>& chipFields() {
    static const auto v = makeChipFields();
    return v;
}
const std::vector<FieldDef<System>>& systemFields() {
    static const auto v = makeSystemFields();
    return v;
}
const std::vector<FieldDef<RentalQuote>>& quoteFields() {
    static const auto v = makeQuoteFields();
    return v;
}
const std::vector<FieldDef<LlmModel>>& modelFields() {
    static const auto v = makeModelFields();
    return v;
}
const std::vector<FieldDef<ApiPrice>>& apiPriceFields() {
    static const auto v = makeApiPriceFields();
    return v;
}
const std::vector<FieldDef<EngineProfile>>& engineFields() {
    static const auto v = makeEngineFields();
    return v;
}
const std::vector<FieldDef<Source>>& sourceFields() {
    static const auto v = makeSourceFields();
    return v;
}

bool isUnknown(const FieldValue& v) {
    if (std::holds_alternative<std::monostate>(v)) return true;
    if (auto s = std::get_if<std::string>(&v)) return s->empty();
    return false;
}

std::optional<double> asNumber(const FieldValue& v) {
    if (auto d = std::get_if<double>(&v)) return *d;
    return std::nullopt;
}

std::string formatFieldValue(const FieldValue& v) {
    if (auto d = std::get_if<double>(&v)) {
        // Plain decimals (21000000, not 2.1e+07): spreadsheets and readers take them as they
        // are; the one number format every CSV writer uses.
        return csvNumber(*d);
    }
    if (auto s = std::get_if<std::string>(&v)) return *s;
    if (auto b = std::get_if<bool>(&v)) return *b ? "true" : "false";
    return {};
}

template <typename T> std::string checkFieldValue(const FieldDef<T>& def, const FieldValue& v) {
    if (isUnknown(v)) {
        if (def.required) return "a value is required";
        return {};
    }
    switch (def.type) {
    case FieldType::Number: {
        auto d = std::get_if<double>(&v);
        if (!d) return "expected " + describeRange(def.range, def.unit);
        if (!std::isfinite(*d))
            return "expected " + describeRange(def.range, def.unit) + ", got a non-finite value";
        const bool tooLow = def.range.min_exclusive ? *d <= def.range.min : *d < def.range.min;
        if (tooLow || *d > def.range.max)
            return "expected " + describeRange(def.range, def.unit) + ", got " +
                   formatFieldValue(v);
        return {};
    }
    case FieldType::Bool:
        if (!std::holds_alternative<bool>(v)) return "expected true or false";
        return {};
    case FieldType::Choice: {
        auto s = std::get_if<std::string>(&v);
        if (s)
            for (const auto& c : def.choices)
                if (c == *s) return {};
        // The message only when it is needed: every catalog row is checked on load.
        std::string list;
        for (const auto& c : def.choices)
            list += (list.empty() ? "" : ", ") + c;
        if (!s) return "expected one of: " + list;
        return "expected one of: " + list + "; got \"" + *s + "\"";
    }
    case FieldType::Text: {
        auto s = std::get_if<std::string>(&v);
        if (!s) return "expected text";
        if (s->size() > 4096) return "text longer than 4096 characters";
        if (def.check_text) return def.check_text(*s);
        if (def.name == "id" || (def.name.size() > 3 && def.name.ends_with("_id"))) {
            for (char c : *s)
                if (!isIdChar(c))
                    return "expected an id of letters, digits, '-', '_' or '.'; got \"" + *s + "\"";
        }
        return {};
    }
    }
    return {};
}

template <typename T>
std::string parseFieldValue(const FieldDef<T>& def, const std::string& rawText, FieldValue& out) {
    // Trim surrounding blanks; spreadsheets add them.
    const auto first = rawText.find_first_not_of(" \t\r\n");
    const std::string text =
        first == std::string::npos
            ? std::string()
            : rawText.substr(first, rawText.find_last_not_of(" \t\r\n") - first + 1);
    if (text.empty() || text == "n/a" || text == "null") {
        out = std::monostate{};
        return checkFieldValue(def, out);
    }
    switch (def.type) {
    case FieldType::Number: {
        double d = 0.0;
        const char* begin = text.data();
        const char* end = text.data() + text.size();
        auto res = std::from_chars(begin, end, d);
        if (res.ec != std::errc() || res.ptr != end)
            return "expected " + describeRange(def.range, def.unit) + ", got \"" + text + "\"";
        out = d;
        break;
    }
    case FieldType::Bool:
        if (text == "true" || text == "1" || text == "yes")
            out = true;
        else if (text == "false" || text == "0" || text == "no")
            out = false;
        else
            return "expected true or false, got \"" + text + "\"";
        break;
    case FieldType::Choice:
    case FieldType::Text:
        out = text;
        break;
    }
    return checkFieldValue(def, out);
}

template <typename T> std::string checkEntityFields(const T& e) {
    for (const auto& def : fieldsOf<T>())
        if (auto err = checkFieldValue(def, def.get(e)); !err.empty()) return def.name + ": " + err;
    return {};
}

#define SIL_INSTANTIATE(T)                                                                         \
    template std::string checkEntityFields<T>(const T&);                                           \
    template std::string checkFieldValue<T>(const FieldDef<T>&, const FieldValue&);                \
    template std::string parseFieldValue<T>(const FieldDef<T>&, const std::string&, FieldValue&);
SIL_INSTANTIATE(Chip)
SIL_INSTANTIATE(System)
SIL_INSTANTIATE(RentalQuote)
SIL_INSTANTIATE(Source)
SIL_INSTANTIATE(LlmModel)
SIL_INSTANTIATE(ApiPrice)
SIL_INSTANTIATE(EngineProfile)
#undef SIL_INSTANTIATE

} // namespace sil
