#pragma once
// All file writes go through here: QSaveFile writes a temporary file and renames it over
// the target only when everything was written, so a crash or a full disk leaves the old
// file intact.
#include <QByteArray>
#include <QString>

namespace sil::db {

class SaveFile {
public:
    static bool write(const QString& path, const QByteArray& contents, QString* errorString);
};

// Reads a whole text file, refusing directories, unreadable files and files over
// `maxBytes`, with a message that names the file.
bool readTextFile(const QString& path, QByteArray& contents, QString* errorString,
                  qint64 maxBytes = 64 * 1024 * 1024);

} // namespace sil::db
