#pragma once
// What an import stores for each parsed point: the setup the file
// states, completed by what the user typed where the file is silent. What the file states wins
// over what the user typed, with a warning naming file and line. The CLI's `measurements
// import` and the GUI's File > Import measurements both resolve their points here, so the two
// store the same thing and warn alike.
#include "core/catalog/catalog.h"
#include "core/measurements/accuracy.h"
#include "core/measurements/measured_point.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

// What the user typed besides the file and its format (each empty or nullopt: not given).
struct ImportChoices {
    std::string model_id;     // a catalog model id (checked by the caller)
    std::string engine;       // free text: "vllm", "sglang 0.4.6"
    std::optional<int> gpus;  // GPUs the run used
    std::optional<int> ranks; // collectives: ranks of the run
    std::string op;           // collectives: "all_reduce" (checked by the caller)
    std::string weights; // the run's weight format: "bf16", "fp8", "fp4" (checked by the caller)
};

struct ImportedPoint {
    MeasuredPoint point; // ranks and op completed from the choices where the file is silent
    PointSetup setup;    // the catalog model, the engine and the GPU count in force
};

// Where the file and the user disagree (the file wins), or what the point lacks.
struct ImportWarning {
    enum class What {
        ModelOverridden,   // the file names another catalog model than the one chosen
        NoModel,           // not a collective, and no catalog model: it cannot be predicted
        EngineOverridden,  // the file names another engine
        GpusOverridden,    // the file states another GPU count
        RanksOverridden,   // the file states another rank count
        OpOverridden,      // the file names another collective
        WeightsOverridden, // the file states another weight format than --weights
        UnknownPrecision,  // the file states a precision the model has no format for
    };
    What what = What::NoModel;
    std::string file;
    std::size_t line = 0;
    std::string in_file; // what the file states: a model name as written, "vllm", "8"
    std::string given;   // what the user chose
    std::string used;    // ModelOverridden: the catalog model the file's name means
};
// The command line's sentence: "vllm.json:3: the file says engine "vllm", not --engine sglang;
// using the file's" (no "warning:" prefix).
std::string importWarningText(const ImportWarning& w);

struct ImportResolution {
    std::vector<ImportedPoint> points;
    std::vector<ImportWarning> warnings; // in the order of the points
    // Set when the file cannot be imported at all (a point that could never be predicted):
    // nothing of it is to be stored.
    std::optional<MeasurementError> refusal;
    // The file's points as it states them, in a normal form (see normalisedPointsText): equal
    // for the same measurements whatever the file is called or the options typed.
    std::string content;
};

// The points as JSON, one a line, without the name of the file they came from: the same file
// read again (or a copy under another name) gives the same text.
std::string normalisedPointsText(const std::vector<MeasuredPoint>& parsed);

// The catalog model a file's model name means: its id or name (any case), or the last part of
// a Hugging Face path ("meta-llama/Llama-3.1-70B-Instruct" -> "llama-3.1-70b", a fine-tuned
// variant being served with its base model's shape); nullptr when none matches.
const LlmModel* modelNamedInFile(const Catalog& catalog, const std::string& name);

ImportResolution resolveImport(const Catalog& catalog, const std::vector<MeasuredPoint>& parsed,
                               const ImportChoices& choices);

} // namespace sil
