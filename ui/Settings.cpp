#include "Settings.h"

namespace sil::ui {

Settings::Settings() : s_(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")) {}

QByteArray Settings::windowGeometry() const {
    return s_.value(QStringLiteral("window/geometry")).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& g) {
    s_.setValue(QStringLiteral("window/geometry"), g);
}
QByteArray Settings::windowState() const {
    return s_.value(QStringLiteral("window/state")).toByteArray();
}
void Settings::setWindowState(const QByteArray& s) {
    s_.setValue(QStringLiteral("window/state"), s);
}
QStringList Settings::selectedSystems() const {
    return s_.value(QStringLiteral("compare/systems")).toStringList();
}
void Settings::setSelectedSystems(const QStringList& ids) {
    s_.setValue(QStringLiteral("compare/systems"), ids);
}
QString Settings::currentTab() const {
    return s_.value(QStringLiteral("charts/current"), QStringLiteral("tco")).toString();
}
void Settings::setCurrentTab(const QString& key) {
    s_.setValue(QStringLiteral("charts/current"), key);
}
bool Settings::colourBlindPalette() const {
    return s_.value(QStringLiteral("charts/colourBlindPalette"), false).toBool();
}
void Settings::setColourBlindPalette(bool on) {
    s_.setValue(QStringLiteral("charts/colourBlindPalette"), on);
}
bool Settings::darkCharts() const {
    return s_.value(QStringLiteral("charts/dark"), false).toBool();
}
void Settings::setDarkCharts(bool on) {
    s_.setValue(QStringLiteral("charts/dark"), on);
}

bool Settings::presentationStyle() const {
    return s_.value(QStringLiteral("export/presentation"), true).toBool();
}
void Settings::setPresentationStyle(bool on) {
    s_.setValue(QStringLiteral("export/presentation"), on);
}
QVariantMap Settings::chartState(const QString& key) const {
    return s_.value(QStringLiteral("charts/state/") + key).toMap();
}
void Settings::setChartState(const QString& key, const QVariantMap& state) {
    s_.setValue(QStringLiteral("charts/state/") + key, state);
}
QString Settings::lastScenario() const {
    return s_.value(QStringLiteral("scenario/last"), QStringLiteral("semianalysis-2025"))
        .toString();
}
void Settings::setLastScenario(const QString& name) {
    s_.setValue(QStringLiteral("scenario/last"), name);
}

QString Settings::language() const {
    return s_.value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
}
void Settings::setLanguage(const QString& key) {
    s_.setValue(QStringLiteral("ui/language"), key);
}
QString Settings::teamCatalogUrl() const {
    return s_.value(QStringLiteral("team/url")).toString();
}
void Settings::setTeamCatalogUrl(const QString& url) {
    if (url.isEmpty())
        s_.remove(QStringLiteral("team/url"));
    else
        s_.setValue(QStringLiteral("team/url"), url);
}

} // namespace sil::ui
