#pragma once
// One place where the UI turns numbers and dates into text: always through the default
// QLocale (set by applyLanguage), so digit grouping and dates follow the chosen language.
#include "core/catalog/fields.h"

#include <QDate>
#include <QString>
#include <string>

namespace sil::ui {

// Up to 8 significant digits with the locale's grouping ("12,345.5").
QString formatNumber(double value);
// Fixed decimals with the locale's grouping ("1,234.57").
QString formatNumber(double value, int decimals);
// The locale's short date with a four-digit year: "2024. 3. 18." (ko), "3/18/2024" (en_US).
QString formatDate(const QDate& date);
// A catalog date as stored ("2024-03-18", "2024-03", "2024"): full dates in the locale's
// format, partial ones as they are.
QString formatIsoDate(const std::string& iso);
// A catalog field value for display (numbers grouped, full ISO dates localised, booleans and
// unknowns translated).
QString formatFieldForDisplay(const FieldValue& value);

} // namespace sil::ui
