#include "PrivateFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sil::db {

bool makeOwnerOnlyFile(const QString& path, QString* error) {
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_CLOEXEC, S_IRUSR | S_IWUSR);
    const bool ok = fd >= 0 && ::fchmod(fd, S_IRUSR | S_IWUSR) == 0;
    const int why = errno;
    if (fd >= 0) ::close(fd);
    if (!ok && error)
        *error = QStringLiteral("%1: cannot make it readable by its owner only (%2)")
                     .arg(path, QString::fromLocal8Bit(std::strerror(why)));
    return ok;
}

bool makeOwnerOnlyFolder(const QString& path, QString* error) {
    if (QFileInfo(path).isDir()) return true;
    if (!QDir().mkpath(path)) {
        if (error) *error = QStringLiteral("cannot create the folder %1").arg(path);
        return false;
    }
    if (::chmod(QFile::encodeName(path).constData(), S_IRWXU) != 0) {
        if (error)
            *error = QStringLiteral("%1: cannot make it readable by its owner only (%2)")
                         .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

} // namespace sil::db
