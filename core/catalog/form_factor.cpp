#include "core/catalog/form_factor.h"

namespace sil {

std::string_view formFactorKey(FormFactor f) {
    switch (f) {
    case FormFactor::Server:
        return "server";
    case FormFactor::RackScale:
        return "rack-scale";
    case FormFactor::Pod:
        return "pod";
    }
    return "";
}

std::optional<FormFactor> parseFormFactor(std::string_view key) {
    for (FormFactor f : {FormFactor::Server, FormFactor::RackScale, FormFactor::Pod})
        if (formFactorKey(f) == key) return f;
    return std::nullopt;
}

std::string checkFormFactor(const std::string& text) {
    if (text.empty() || parseFormFactor(text)) return {};
    return "expected server, rack-scale or pod, got \"" + text + "\"";
}

std::optional<FormFactor> formFactorOf(std::optional<double> scaleupDomainGpus,
                                       std::optional<double> gpusPerNode,
                                       std::optional<double> gpusPerRack) {
    if (!scaleupDomainGpus || !gpusPerNode || !(*gpusPerNode > 0.0)) return std::nullopt;
    if (*scaleupDomainGpus <= *gpusPerNode) return FormFactor::Server;
    if (gpusPerRack && *scaleupDomainGpus <= *gpusPerRack) return FormFactor::RackScale;
    return FormFactor::Pod;
}

std::optional<FormFactor> derivedFormFactorOf(const System& s) {
    return formFactorOf(s.scaleup_domain_gpus, s.gpus_per_node, s.gpus_per_rack);
}

std::optional<FormFactor> formFactorOf(const System& s) {
    if (const auto stored = parseFormFactor(s.form_factor)) return stored;
    return derivedFormFactorOf(s);
}

} // namespace sil
