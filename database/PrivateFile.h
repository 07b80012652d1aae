#pragma once
// Files that hold the team's or the user's catalog data (the user database, the offline
// snapshots of a team catalog) are readable by their owner only: on a shared computer they
// hold the team's edited values, scenarios and benchmark points.
#include <QString>

namespace sil::db {

// Creates `path` empty with mode 0600 (before SQLite writes anything into it), or tightens
// an existing file to 0600. False with `error` set when neither works.
bool makeOwnerOnlyFile(const QString& path, QString* error);
// Creates the folder `path` (and its parents) if needed; a folder created here gets 0700.
bool makeOwnerOnlyFolder(const QString& path, QString* error);

} // namespace sil::db
