#include "SaveFile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace sil::db {

bool SaveFile::write(const QString& path, const QByteArray& contents, QString* errorString) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (errorString)
            *errorString = QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    if (file.write(contents) != contents.size()) {
        if (errorString)
            *errorString = QStringLiteral("%1: write failed (%2); the previous file is unchanged")
                               .arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (errorString)
            *errorString = QStringLiteral("%1: could not be saved (%2); the previous file is "
                                          "unchanged")
                               .arg(path, file.errorString());
        return false;
    }
    return true;
}

bool readTextFile(const QString& path, QByteArray& contents, QString* errorString,
                  qint64 maxBytes) {
    const QFileInfo info(path);
    auto fail = [&](const QString& why) {
        if (errorString) *errorString = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    if (!info.exists()) return fail(QStringLiteral("no such file"));
    if (info.isDir()) return fail(QStringLiteral("is a directory, not a file"));
    if (info.size() > maxBytes)
        return fail(QStringLiteral("is %1 bytes; files over %2 bytes are refused")
                        .arg(info.size())
                        .arg(maxBytes));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read: %1").arg(f.errorString()));
    contents = f.readAll();
    return true;
}

} // namespace sil::db
