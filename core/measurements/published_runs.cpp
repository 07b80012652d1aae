#include "core/measurements/published_runs.h"

#include "core/measurements/import_setup.h"
#include "core/measurements/measurements.h"

#include <nlohmann/json.hpp>

namespace sil {

namespace {

std::string stringField(const nlohmann::json& run, const char* key) {
    const auto it = run.find(key);
    return it != run.end() && it->is_string() ? it->get<std::string>() : std::string();
}

} // namespace

PublishedRuns loadPublishedRuns(
    const Catalog& catalog, const std::string& manifestText,
    const std::function<std::optional<std::string>(const std::string& file)>& readRun) {
    PublishedRuns out;
    const nlohmann::json manifest = nlohmann::json::parse(manifestText, nullptr, false);
    if (manifest.is_discarded() || !manifest.contains("runs") || !manifest["runs"].is_array()) {
        out.error = "manifest.json: not a JSON object with a \"runs\" array";
        return out;
    }
    long long id = 0;
    for (std::size_t i = 0; i < manifest["runs"].size(); ++i) {
        const nlohmann::json& run = manifest["runs"][i];
        const std::string where = "manifest.json: runs[" + std::to_string(i) + "]: ";
        const std::string file = stringField(run, "file");
        const std::string system = stringField(run, "system");
        if (file.empty() || system.empty() || stringField(run, "format").empty()) {
            out.error = where + "file, format and system are required";
            return out;
        }
        const auto text = readRun(file);
        if (!text) {
            out.error = where + "file: " + file + " cannot be read";
            return out;
        }
        const auto parsed = parseMeasurements(stringField(run, "format"), *text, file);
        if (!parsed.ok) {
            out.error = parsed.error.text();
            return out;
        }
        ImportChoices choices;
        choices.model_id = stringField(run, "model");
        choices.engine = stringField(run, "engine");
        if (run.contains("gpus") && run["gpus"].is_number_integer())
            choices.gpus = run["gpus"].get<int>();
        const std::string release = stringField(run, "release");
        for (const auto& p : resolveImport(catalog, parsed.points, choices).points) {
            ValidationPoint v;
            v.stored.id = ++id;
            v.stored.file = file;
            v.stored.system_id = system;
            v.stored.point = p.point;
            v.stored.setup = p.setup;
            v.fitted_into = stringField(run, "fitted_into");
            v.release = release.empty() ? "current" : release;
            v.published = true;
            out.points.push_back(std::move(v));
        }
    }
    out.ok = true;
    return out;
}

} // namespace sil
