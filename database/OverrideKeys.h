#pragma once
// How the stores write an edited value's entity kind and key, and read a PostgreSQL time back:
// one definition for the local and the team catalog.
#include "core/catalog/fields.h"

#include <QString>
#include <QVariant>

namespace sil::db {

// The entity column's text: "chip", "system", "price"...
QString entityText(EntityKind e);
// "chip/h100/tdp_w": one edited value; the key of the row versions a team session has seen.
QString overrideKey(EntityKind e, const QString& id, const QString& field);
// Milliseconds since the epoch as an ISO 8601 UTC time; empty for NULL.
QString isoFromMs(const QVariant& ms);

} // namespace sil::db
