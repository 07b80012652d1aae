// siliconomics-cli: thin wiring; the commands live in app/cli.
#include "app/cli/Cli.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#ifdef SILICONOMICS_HAVE_UI
#include "ui/export/ChartExport.h"

#include <QApplication>

namespace {

QtMessageHandler qtHandler = nullptr;

// A headless export has no session and no window manager: Qt's notes that there is none
// ("XDG_RUNTIME_DIR not set", "This plugin does not support propagateSizeHints()") say
// nothing about the chart and are dropped; every other message goes on to Qt's handler.
void dropHeadlessNoise(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (text.contains(QLatin1String("XDG_RUNTIME_DIR")) ||
        text.contains(QLatin1String("propagateSizeHints")))
        return;
    if (qtHandler)
        qtHandler(type, context, text);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, text)));
}

} // namespace
#endif

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    std::unique_ptr<QCoreApplication> app;
    [[maybe_unused]] bool drawsCharts = false; // and so a QApplication
#ifdef SILICONOMICS_HAVE_UI
    // Commands that draw charts need a QApplication (QtGui); the rest start without one.
    drawsCharts = std::find(args.begin(), args.end(), std::string("export-chart")) != args.end() ||
                  std::find(args.begin(), args.end(), std::string("report")) != args.end();
    if (drawsCharts) {
        // Charts render without a screen: headless by default.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        qtHandler = qInstallMessageHandler(dropHeadlessNoise);
        app = std::make_unique<QApplication>(argc, argv);
        sil::cli::setChartExporter(&sil::ui::exportChartRequest);
    }
#endif
    if (!app) app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("siliconomics"));
    const int code = sil::cli::run(args, std::cout, std::cerr);
#if defined(SILICONOMICS_HAVE_UI) && !defined(__SANITIZE_ADDRESS__)
    if (drawsCharts) {
        // Done: the chart file is committed (renamed into place) and the database closed. The
        // GUI's teardown -- fonts, the platform plugin, Qt's globals -- would add ~3 ms to
        // every export and change nothing on disk. (Sanitizer builds tear down, for LSan.)
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        std::_Exit(code);
    }
#endif
    return code;
}
