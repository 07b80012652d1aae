#pragma once
// The command-line tool with chart support, as siliconomics-cli runs it, on a user database of
// its own: run({"export-chart", ...}, err) returns the exit code and keeps stderr.
#include "app/cli/Cli.h"
#include "ui/export/ChartExport.h"

#include <QTemporaryDir>
#include <sstream>
#include <string>
#include <vector>

namespace sil::test {

class ChartCli {
public:
    ChartCli() { cli::setChartExporter(&ui::exportChartRequest); }
    int run(std::vector<std::string> args, std::string& err) const {
        args.insert(args.begin(), {"--db", db_});
        std::ostringstream out, e;
        const int code = cli::run(args, out, e);
        err = e.str();
        return code;
    }
    QString path(const QString& name) const { return dir_.filePath(name); }

private:
    QTemporaryDir dir_;
    std::string db_ = dir_.filePath(QStringLiteral("u.sqlite")).toStdString();
};

} // namespace sil::test
