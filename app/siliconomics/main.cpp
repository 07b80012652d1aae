// siliconomics: the desktop application. Thin: arguments, the catalog, the window.
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/Settings.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/PredictionBands.h"

#include "database/CatalogPaths.h"
#include "database/CatalogStore.h"
#include "database/ValidationSet.h"
#include "siliconomics_version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#include <optional>
#include <string_view>

namespace {

void nameTheApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("siliconomics"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SILICONOMICS_VERSION));
}

bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--help" || a == "-h" || a == "--help-all" || a == "--version" || a == "-v")
            return true;
    }
    return false;
}

// The command line, for the GUI and for --help without one.
struct Options {
    QCommandLineParser parser;
    QCommandLineOption db{QStringLiteral("db"),
                          QStringLiteral("User database: a file (default: app data folder) or a "
                                         "team catalog, postgresql://user@host:port/dbname."),
                          QStringLiteral("PATH")};
    QCommandLineOption catalog{QStringLiteral("catalog"),
                               QStringLiteral("Shipped catalog to read."), QStringLiteral("PATH")};
    QCommandLineOption snapshot{QStringLiteral("snapshot"),
                                QStringLiteral("Render the window to FILE.png and exit (your "
                                               "settings are neither read nor written)."),
                                QStringLiteral("FILE")};
    QCommandLineOption tab{QStringLiteral("tab"),
                           QStringLiteral("Tab to show: %1, or chips (the catalog's chips).")
                               .arg(sil::ui::chartKeys().join(QStringLiteral(", "))),
                           QStringLiteral("NAME")};
    QCommandLineOption select{
        QStringLiteral("select"),
        QStringLiteral("With --tab chips: open the page of the chip with this id (every field with "
                       "its source, the systems built on it)."),
        QStringLiteral("ID")};
    QCommandLineOption timeStart{
        QStringLiteral("time-to-first-paint"),
        QStringLiteral("Print ms from start to the first painted window, and how many validation "
                       "reports were computed rather than read (0 on the shipped catalog), and "
                       "exit.")};
    QCommandLineOption lang{
        QStringLiteral("lang"),
        QStringLiteral("User interface language for this run: %1 (default: the Language "
                       "setting).")
            .arg(sil::ui::languageKeys().join(QStringLiteral(", "))),
        QStringLiteral("LANG")};
    QCommandLineOption scenario{
        QStringLiteral("scenario"),
        QStringLiteral("Open this scenario file (the JSON of File > Save scenario and of "
                       "siliconomics-cli --scenario). If it cannot be read, the app starts on "
                       "the default scenario and says why."),
        QStringLiteral("FILE")};
    QCommandLineOption size{
        QStringLiteral("size"),
        QStringLiteral("Window size for this run, e.g. 1280x720 (a projector's, for screenshots)."),
        QStringLiteral("WxH")};
    Options() {
        parser.setApplicationDescription(QStringLiteral(SILICONOMICS_DESCRIPTION));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({db, catalog, snapshot, tab, select, timeStart, lang, scenario, size});
    }
};

// What a snapshot shows: "Snapshot: user database PATH; scenario NAME." or that it read no
// user database (no edits, imports or measurements of this account).
// `scenario`: its name, and the file it came from when --scenario named one.
QString snapshotSources(const QString& userDb, const QString& scenario) {
    const QString& name = scenario;
    return userDb.isEmpty()
               ? QCoreApplication::translate("main",
                                             "Snapshot: no user database read (no edits, "
                                             "imports or measurements; --db PATH reads one); "
                                             "scenario %1.")
                     .arg(name)
               : QCoreApplication::translate("main", "Snapshot: user database %1; scenario %2.")
                     .arg(userDb, name);
}

// The language comes first: every widget is built in it. --lang is not remembered.
// False (after saying why) when --lang names no known language.
bool chooseLanguage(const Options& opt) {
    const QCommandLineParser& parser = opt.parser;
    const QString langText =
        parser.isSet(opt.lang) ? parser.value(opt.lang) : sil::ui::Settings().language();
    const auto language = sil::ui::parseLanguage(langText);
    if (!language && parser.isSet(opt.lang)) {
        std::fprintf(stderr, "siliconomics: unknown language \"%s\"; known: %s\n",
                     qPrintable(langText),
                     qPrintable(sil::ui::languageKeys().join(QStringLiteral(", "))));
        return false;
    }
    if (!sil::ui::applyLanguage(language.value_or(sil::ui::Language::System)))
        std::fprintf(stderr, "siliconomics: the translation for \"%s\" could not be loaded\n",
                     qPrintable(langText));
    return true;
}

// The shipped catalog and the user's database (--db, else the team catalog chosen in
// Settings, else the local database). Returns false when the program must stop; a user
// database that does not open is left in `userDbProblem` for the window to report.
bool openCatalogs(sil::db::CatalogStore& store, const Options& opt, QString& userDbProblem) {
    const QCommandLineParser& parser = opt.parser;
    const bool snapshot = parser.isSet(opt.snapshot);
    const QString shipped =
        parser.isSet(opt.catalog) ? parser.value(opt.catalog) : sil::db::shippedCatalogPath();
    if (!store.openShipped(shipped)) {
        std::fprintf(stderr, "siliconomics: %s\n", qPrintable(store.errorString()));
        if (!snapshot)
            QMessageBox::critical(nullptr, QStringLiteral("Siliconomics"), store.errorString());
        return false;
    }
    // Snapshots render the shipped catalog and baseline scenario, with the user's edits and
    // imports only from a database named with --db (not from whatever this account has).
    if (snapshot && !parser.isSet(opt.db)) return true;
    const QString team = sil::ui::Settings().teamCatalogUrl();
    const QString user = parser.isSet(opt.db) ? parser.value(opt.db)
                         : !team.isEmpty()    ? team
                                              : sil::db::defaultUserDatabasePath();
    if (!store.openUser(user)) {
        if (snapshot) { // no one to show a dialog to
            std::fprintf(stderr, "siliconomics: %s\n", qPrintable(store.errorString()));
            return false;
        }
        userDbProblem = store.errorString();
    }
    return true;
}

// The picture is of the shipped catalog plus what is named here, and says so: a tab
// with nothing imported must not look as if the user's database were empty.
void announceSnapshotSources(sil::ui::MainWindow& window, const Options& opt) {
    const QCommandLineParser& parser = opt.parser;
    QString scenario = QString::fromStdString(window.controller()->scenario().name);
    if (parser.isSet(opt.scenario))
        scenario += QStringLiteral(" (%1)").arg(parser.value(opt.scenario));
    const QString source =
        snapshotSources(parser.isSet(opt.db) ? parser.value(opt.db) : QString(), scenario);
    std::fprintf(stderr, "siliconomics: %s\n", qPrintable(source));
    window.statusBar()->showMessage(source);
}

// --tab, --select and --size; returns false (after saying why) on a value it cannot use.
bool showRequestedView(sil::ui::MainWindow& window, const Options& opt) {
    const QCommandLineParser& parser = opt.parser;
    const bool chips = parser.value(opt.tab) == QLatin1String("chips");
    if (parser.isSet(opt.select) && !chips) {
        std::fprintf(stderr, "siliconomics: --select needs --tab chips\n");
        return false;
    }
    if (chips && !window.showChips(parser.value(opt.select))) {
        std::fprintf(stderr, "siliconomics: unknown chip \"%s\"\n",
                     qPrintable(parser.value(opt.select)));
        return false;
    }
    if (parser.isSet(opt.tab) && !chips && !window.showTab(parser.value(opt.tab))) {
        std::fprintf(stderr, "siliconomics: unknown tab \"%s\"; known: %s\n",
                     qPrintable(parser.value(opt.tab)),
                     qPrintable(sil::ui::chartKeys().join(QStringLiteral(", "))));
        return false;
    }
    if (parser.isSet(opt.size)) {
        const QStringList wh = parser.value(opt.size).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 320 || h < 240 || w > 10000 || h > 10000) {
            std::fprintf(stderr,
                         "siliconomics: --size: expected WIDTHxHEIGHT such as 1280x720, "
                         "got \"%s\"\n",
                         qPrintable(parser.value(opt.size)));
            return false;
        }
        window.resize(w, h);
    }
    return true;
}

// A scenario file or user database that did not open, told in a dialog once the window shows.
void reportStartProblems(sil::ui::MainWindow& window, const QString& scenarioProblem,
                         const QString& userDbProblem) {
    if (!scenarioProblem.isEmpty())
        QTimer::singleShot(0, &window, [&window, scenarioProblem] {
            window.reportError(
                QCoreApplication::translate("main", "Open scenario"),
                scenarioProblem +
                    QCoreApplication::translate(
                        "main", "\n\nSiliconomics has started on the default scenario."));
        });
    if (!userDbProblem.isEmpty())
        QTimer::singleShot(0, &window, [&window, userDbProblem] {
            window.reportError(
                QCoreApplication::translate("main", "User database"),
                userDbProblem + QCoreApplication::translate(
                                    "main", "\n\nSiliconomics is running on the shipped catalog; "
                                            "your edits cannot be saved until this is fixed."));
        });
}

// --snapshot FILE: the window saved to FILE once the tab has drawn its answer: a tab that
// computes on worker threads (the serving simulation, the prediction bands' validation) is
// waited for, up to a minute, and then one tick more, so that the chart drawn from the answer
// has laid out its axes and legend (a chart lays out on a later turn of the event loop; a
// window grabbed in the same turn showed the curves without axes).
void takeSnapshotWhenDrawn(sil::ui::MainWindow& window, const QString& path) {
    auto* settle = new QTimer(&window);
    settle->setInterval(200);
    QObject::connect(
        settle, &QTimer::timeout, &window,
        [&window, settle, path, waited = 0, quiet = 0]() mutable {
            const sil::ui::ChartPage* page = window.currentPage();
            const bool computing = (page && page->busy()) || sil::ui::predictionBandsComputing();
            if (computing && ++waited < 300) {
                quiet = 0;
                return;
            }
            if (!computing && ++quiet < 2) return;
            settle->stop();
            if (!window.grab().save(path)) {
                std::fprintf(stderr, "siliconomics: cannot write %s\n", qPrintable(path));
                QApplication::exit(1);
                return;
            }
            QApplication::quit();
        });
    settle->start();
}

} // namespace

int main(int argc, char** argv) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // --help and --version print and exit before any window system is needed (a terminal
    // without a display, a packaging check).
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameTheApplication();
        Options opt;
        opt.parser.process(core); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameTheApplication();
    QApplication::setDesktopFileName(QStringLiteral("siliconomics"));

    Options opt;
    opt.parser.process(app);
    const QCommandLineParser& parser = opt.parser;
    const bool snapshot = parser.isSet(opt.snapshot);
    // A scripted run (a snapshot, a timing) keeps its preferences in a folder of its own that
    // is removed at exit: it must not rewrite the user's ~/.config/siliconomics.
    std::optional<QTemporaryDir> scratchSettings;
    if (snapshot || parser.isSet(opt.timeStart)) {
        scratchSettings.emplace();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratchSettings->path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratchSettings->path());
    }
    if (!chooseLanguage(opt)) return 2;

    sil::db::CatalogStore store;
    QString userDbProblem;
    if (!openCatalogs(store, opt, userDbProblem)) return 1;

    sil::ui::MainWindow window(&store);
    if (snapshot)
        window.controller()->loadScenario(*store.scenario(QStringLiteral("semianalysis-2025")));
    QString scenarioProblem;
    if (parser.isSet(opt.scenario)) {
        scenarioProblem = window.loadScenarioFile(parser.value(opt.scenario));
        if (!scenarioProblem.isEmpty() && snapshot) { // no one to show a dialog to
            std::fprintf(stderr, "siliconomics: --scenario: %s\n", qPrintable(scenarioProblem));
            return 1;
        }
    }
    if (snapshot) announceSnapshotSources(window, opt);
    if (!showRequestedView(window, opt)) return 2;
    window.show();
    reportStartProblems(window, scenarioProblem, userDbProblem);
    if (parser.isSet(opt.timeStart)) {
        QTimer::singleShot(0, &window, [&] {
            window.repaint();
            std::printf("cold_start_ms: %.1f\n", double(sinceStart.nsecsElapsed()) / 1e6);
            // Validation reports started rather than read (memory, cache, the installed one):
            // zero on the shipped catalog.
            std::printf("validation_reports_computed: %zu\n", sil::db::validationReportsComputed());
            std::fflush(stdout); // a pipe is fully buffered: the timer reads this line now
            QApplication::quit();
        });
    }
    if (snapshot) takeSnapshotWhenDrawn(window, parser.value(opt.snapshot));
    return app.exec();
}
