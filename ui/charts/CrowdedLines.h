#pragma once
// Many curves on one chart: curves drawn on top of each other are named in a note (so they are
// not mistaken for missing), and beyond a few the highlighted systems are drawn in colour over
// the others in thin grey.
#include <QStringList>
#include <string>
#include <vector>

class QChart;
class QLineSeries;

namespace sil::ui {

// Beyond this many curves, only the highlighted ones keep their colour.
inline constexpr int kMaxColouredLines = 10;

// "A hides B (identical curve)" notes, so overlapping lines are not mistaken for missing.
QStringList overlapNotes(const std::vector<QLineSeries*>& lines);
// Many curves: the `pinned` systems (catalog: right-click, Highlight in charts) in colour over
// the rest in thin grey, without a legend entry each. `ids` parallels `lines`, which are on
// `chart`. The note that says so, or nothing when the curves are few.
QStringList highlightCrowdedLines(QChart* chart, const std::vector<QLineSeries*>& lines,
                                  const std::vector<std::string>& ids, const QStringList& pinned,
                                  bool presentation);

} // namespace sil::ui
