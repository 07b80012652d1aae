#include "core/measurements/fit_citations.h"

#include <cctype>

namespace sil {

namespace {

constexpr std::string_view kLabelStart = "measurement ";

// Each "measurement ID (" of `note`, by ID: a label names its id in full, followed by " (".
std::unordered_map<long long, std::vector<std::size_t>> labelStarts(const std::string& note) {
    std::unordered_map<long long, std::vector<std::size_t>> at;
    for (std::size_t pos = note.find(kLabelStart); pos != std::string::npos;
         pos = note.find(kLabelStart, pos + 1)) {
        std::size_t end = pos + kLabelStart.size();
        long long id = 0;
        int digits = 0;
        while (end < note.size() && std::isdigit(static_cast<unsigned char>(note[end])) &&
               digits < 18) {
            id = id * 10 + (note[end] - '0');
            ++end, ++digits;
        }
        if (digits == 0 || end >= note.size() ||
            std::isdigit(static_cast<unsigned char>(note[end])))
            continue;
        if (note.compare(end, 2, " (") == 0) at[id].push_back(pos);
    }
    return at;
}

} // namespace

FitCitations::FitCitations(const Catalog& catalog) {
    for (const auto& e : catalog.engines)
        if (!e.system_id.empty()) rows_.push_back({&e, labelStarts(e.row.note)});
}

std::vector<const EngineProfile*> FitCitations::rowsCiting(const StoredPoint& point) const {
    std::vector<const EngineProfile*> out;
    const std::string label = storedPointLabel(point);
    for (const auto& r : rows_) {
        if (r.row->system_id != point.system_id) continue;
        if (point.id < 0) { // not a database id: no index, search the note
            if (r.row->row.note.find(label) != std::string::npos) out.push_back(r.row);
            continue;
        }
        const auto it = r.at.find(point.id);
        if (it == r.at.end()) continue;
        for (std::size_t pos : it->second)
            if (r.row->row.note.compare(pos, label.size(), label) == 0) {
                out.push_back(r.row);
                break;
            }
    }
    return out;
}

} // namespace sil
