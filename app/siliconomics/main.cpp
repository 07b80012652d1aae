// siliconomics: the desktop application. Thin: arguments, the catalog, the window.
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/Settings.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"

#include "database/CatalogPaths.h"
#include "database/CatalogStore.h"
#include "siliconomics_version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("siliconomics"));
    QApplication::setApplicationVersion(QStringLiteral(SILICONOMICS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("siliconomics"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(SILICONOMICS_DESCRIPTION));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption dbOption(QStringLiteral("db"),
                                QStringLiteral("User database: a file (default: app data "
                                               "folder) or a team catalog, "
                                               "postgresql://user@host:port/dbname."),
                                QStringLiteral("PATH"));
    QCommandLineOption catalogOption(QStringLiteral("catalog"),
                                     QStringLiteral("Shipped catalog to read."),
                                     QStringLiteral("PATH"));
    QCommandLineOption snapshotOption(QStringLiteral("snapshot"),
                                      QStringLiteral("Render the window to FILE.png and exit."),
                                      QStringLiteral("FILE"));
    QCommandLineOption tabOption(QStringLiteral("tab"),
                                 QStringLiteral("Chart tab to show: %1.")
                                     .arg(sil::ui::chartKeys().join(QStringLiteral(", "))),
                                 QStringLiteral("NAME"));
    QCommandLineOption timeStartOption(
        QStringLiteral("time-to-first-paint"),
        QStringLiteral("Print ms from start to the first painted window and exit."));
    QCommandLineOption langOption(
        QStringLiteral("lang"),
        QStringLiteral("User interface language for this run: %1 (default: the Language "
                       "setting).")
            .arg(sil::ui::languageKeys().join(QStringLiteral(", "))),
        QStringLiteral("LANG"));
    QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QStringLiteral("Window size for this run, e.g. 1280x720 (a projector's, for screenshots)."),
        QStringLiteral("WxH"));
    parser.addOptions({dbOption, catalogOption, snapshotOption, tabOption, timeStartOption,
                       langOption, sizeOption});
    parser.process(app);

    // The language comes first: every widget is built in it. --lang is not remembered.
    const QString langText =
        parser.isSet(langOption) ? parser.value(langOption) : sil::ui::Settings().language();
    const auto language = sil::ui::parseLanguage(langText);
    if (!language && parser.isSet(langOption)) {
        std::fprintf(stderr, "siliconomics: unknown language \"%s\"; known: %s\n",
                     qPrintable(langText),
                     qPrintable(sil::ui::languageKeys().join(QStringLiteral(", "))));
        return 2;
    }
    if (!sil::ui::applyLanguage(language.value_or(sil::ui::Language::System)))
        std::fprintf(stderr, "siliconomics: the translation for \"%s\" could not be loaded\n",
                     qPrintable(langText));

    sil::db::CatalogStore store;
    const QString shipped =
        parser.isSet(catalogOption) ? parser.value(catalogOption) : sil::db::shippedCatalogPath();
    if (!store.openShipped(shipped)) {
        std::fprintf(stderr, "siliconomics: %s\n", qPrintable(store.errorString()));
        if (!parser.isSet(snapshotOption))
            QMessageBox::critical(nullptr, QStringLiteral("Siliconomics"), store.errorString());
        return 1;
    }
    const bool snapshot = parser.isSet(snapshotOption);
    // Snapshots render the shipped catalog and baseline scenario, with the user's edits and
    // imports only from a database named with --db (not from whatever this account has).
    QString userDbProblem;
    if (!snapshot || parser.isSet(dbOption)) {
        // --db, else the team catalog chosen in Settings, else the local database.
        const QString team = sil::ui::Settings().teamCatalogUrl();
        const QString user = parser.isSet(dbOption) ? parser.value(dbOption)
                             : !team.isEmpty()      ? team
                                                    : sil::db::defaultUserDatabasePath();
        if (!store.openUser(user)) {
            if (snapshot) { // no one to show a dialog to
                std::fprintf(stderr, "siliconomics: %s\n", qPrintable(store.errorString()));
                return 1;
            }
            userDbProblem = store.errorString();
        }
    }

    sil::ui::MainWindow window(&store);
    if (snapshot)
        window.controller()->loadScenario(*store.scenario(QStringLiteral("semianalysis-2025")));
    if (parser.isSet(tabOption) && !window.showTab(parser.value(tabOption))) {
        std::fprintf(stderr, "siliconomics: unknown tab \"%s\"; known: %s\n",
                     qPrintable(parser.value(tabOption)),
                     qPrintable(sil::ui::chartKeys().join(QStringLiteral(", "))));
        return 2;
    }
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 320 || h < 240 || w > 10000 || h > 10000) {
            std::fprintf(stderr,
                         "siliconomics: --size: expected WIDTHxHEIGHT such as 1280x720, "
                         "got \"%s\"\n",
                         qPrintable(parser.value(sizeOption)));
            return 2;
        }
        window.resize(w, h);
    }
    window.show();
    if (!userDbProblem.isEmpty())
        QTimer::singleShot(0, &window, [&] {
            window.reportError(
                QCoreApplication::translate("main", "User database"),
                userDbProblem + QCoreApplication::translate(
                                    "main", "\n\nSiliconomics is running on the shipped catalog; "
                                            "your edits cannot be saved until this is fixed."));
        });
    if (parser.isSet(timeStartOption)) {
        QTimer::singleShot(0, &window, [&] {
            window.repaint();
            std::printf("cold_start_ms: %.1f\n", double(sinceStart.nsecsElapsed()) / 1e6);
            std::fflush(stdout); // a pipe is fully buffered: the timer reads this line now
            QApplication::quit();
        });
    }
    if (snapshot) {
        QTimer::singleShot(200, &window, [&] {
            const QString path = parser.value(snapshotOption);
            if (!window.grab().save(path)) {
                std::fprintf(stderr, "siliconomics: cannot write %s\n", qPrintable(path));
                QApplication::exit(1);
                return;
            }
            QApplication::quit();
        });
    }
    return app.exec();
}
