#include "core/measurements/published_runs.h"

#include "core/measurements/import_setup.h"
#include "core/measurements/measurements.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>

namespace sil {

namespace {

std::string stringField(const nlohmann::json& run, const char* key) {
    const auto it = run.find(key);
    return it != run.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A setting of a run's engine_settings: a whole number >= 1 where the key is present.
bool positiveSetting(const nlohmann::json& s, const char* key, std::optional<int>& out,
                     const std::string& where, std::string& error) {
    const auto it = s.find(key);
    if (it == s.end()) return true;
    if (!it->is_number_integer() || it->get<long long>() < 1 || it->get<long long>() > 1000000) {
        error = where + "engine_settings." + key + ": a whole number from 1 to 1,000,000";
        return false;
    }
    out = it->get<int>();
    return true;
}

// The engine settings a run states (manifest.json: "engine_settings": {"max_num_seqs": 600,
// ..., "source": "where the submission states them"}); absent: none.
bool readEngineSettings(const nlohmann::json& run, const std::string& where,
                        sim::EngineRunSettings& out, std::string& error) {
    const auto it = run.find("engine_settings");
    if (it == run.end()) return true;
    const nlohmann::json& s = *it;
    if (!s.is_object()) {
        error = where + "engine_settings: an object of settings with their source";
        return false;
    }
    for (const auto& [key, value] : s.items()) {
        static const char* const known[] = {"tensor_parallel_size",
                                            "max_num_seqs",
                                            "max_num_batched_tokens",
                                            "block_size",
                                            "num_scheduler_steps",
                                            "enable_chunked_prefill",
                                            "source"};
        if (std::find(std::begin(known), std::end(known), key) == std::end(known)) {
            error = where + "engine_settings." + key + ": not a setting the simulator reads";
            return false;
        }
    }
    if (!positiveSetting(s, "tensor_parallel_size", out.tensor_parallel_size, where, error) ||
        !positiveSetting(s, "max_num_seqs", out.max_num_seqs, where, error) ||
        !positiveSetting(s, "max_num_batched_tokens", out.max_num_batched_tokens, where, error) ||
        !positiveSetting(s, "block_size", out.block_size, where, error) ||
        !positiveSetting(s, "num_scheduler_steps", out.num_scheduler_steps, where, error))
        return false;
    if (const auto c = s.find("enable_chunked_prefill"); c != s.end()) {
        if (!c->is_boolean()) {
            error = where + "engine_settings.enable_chunked_prefill: true or false";
            return false;
        }
        out.enable_chunked_prefill = c->get<bool>();
    }
    out.source = stringField(s, "source");
    if (out.source.empty()) {
        error = where + "engine_settings.source: where the run states its settings is required";
        return false;
    }
    return true;
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
        sim::EngineRunSettings settings;
        if (!readEngineSettings(run, where, settings, out.error)) return out;
        for (const auto& p : resolveImport(catalog, parsed.points, choices).points) {
            ValidationPoint v;
            v.stored.id = ++id;
            v.stored.file = file;
            v.stored.system_id = system;
            v.stored.point = p.point;
            v.stored.setup = p.setup;
            v.stored.setup.engine_settings = settings;
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
