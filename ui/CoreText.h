#pragma once
// English text that core/ generates (core has no Qt and no translations): assumption labels,
// units and help, catalog field labels, and the reasons a figure is n/a. The UI translates it
// here, at the boundary, from the fixed table in CoreText.cpp (context "sil::CoreText"):
// exact texts first, then templates with %1, %2 for the parts core fills in (a system name,
// a number format). Text not in the table is shown as core wrote it.
#include <QString>
#include <string>

namespace sil::ui {

QString coreText(const std::string& english);
QString coreText(const QString& english);

} // namespace sil::ui
