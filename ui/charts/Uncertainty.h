#pragma once
// The P10-P90 uncertainty behind the whiskers: a system's band for a metric proportional to its
// TCO, and the sentence saying what the whiskers are and what drives their spread.
#include <QString>
#include <string>

namespace sil::ui {

class ScenarioController;

// For a metric whose value `total` is proportional to the system's TCO (per owned or per
// useful GPU-hour): its P10-P90 in `low`, `high`, scaled from the TCO bands. False (both left
// as they were) when the system's TCO is not ranged.
bool bandFromTco(const ScenarioController& c, const std::string& systemId, bool usefulHours,
                 double total, double& low, double& high);
// What the whiskers are and what drives their spread (core's caption, in the UI's language).
QString uncertaintyNote(const ScenarioController& c, bool usefulHours);

} // namespace sil::ui
