#pragma once
// Shared helpers for the Qt tests: fuzzy floating-point compares, temporary files, the
// shipped catalog loaded once, and file hashes for "was this file modified?" checks.
#include "TestPaths.h"

#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace sil::test {

// Relative tolerance compare with a readable failure message.
inline bool fuzzyEqual(double actual, double expected, double relTol, QString* why = nullptr) {
    const double scale = std::max(std::abs(expected), 1e-12);
    const bool ok = std::abs(actual - expected) <= relTol * scale;
    if (!ok && why)
        *why = QStringLiteral("actual %1, expected %2 (relative tolerance %3)")
                   .arg(actual, 0, 'g', 10)
                   .arg(expected, 0, 'g', 10)
                   .arg(relTol);
    return ok;
}

const Catalog& shippedCatalog();
// The shipped catalog's system or model of `id`; a missing one ends the test run, naming it.
const System& shippedSystem(const char* id);
const LlmModel& shippedModel(const char* id);
QByteArray readFile(const QString& path);
bool writeFile(const QString& path, const QByteArray& data);
QByteArray sha256Of(const QString& path);
QString dataPath(const QString& name);

} // namespace sil::test

#define SIL_FUZZY_COMPARE(actual, expected, relTol)                                                \
    do {                                                                                           \
        QString why_;                                                                              \
        if (!sil::test::fuzzyEqual((actual), (expected), (relTol), &why_))                         \
            QFAIL(qPrintable(QStringLiteral(#actual ": ") + why_));                                \
    } while (false)

#define SIL_VERIFY_FIGURE(figure, expected, relTol)                                                \
    do {                                                                                           \
        const sil::Figure f_ = (figure);                                                           \
        QVERIFY2(f_.ok(), qPrintable(QStringLiteral(#figure " is n/a: ") +                         \
                                     QString::fromStdString(f_.reason())));                        \
        SIL_FUZZY_COMPARE(f_.value(), (expected), (relTol));                                       \
    } while (false)
