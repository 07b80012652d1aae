#pragma once
// Typed access to the persisted preferences (QSettings), one place for every key.
#include <QByteArray>
#include <QSettings>
#include <QStringList>
#include <QVariantMap>

namespace sil::ui {

class Settings {
public:
    Settings();
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& g);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& s);
    QStringList selectedSystems() const;
    void setSelectedSystems(const QStringList& ids);
    QString currentTab() const;
    void setCurrentTab(const QString& key);
    bool presentationStyle() const;
    void setPresentationStyle(bool on);
    // View > Colour-blind-safe palette, View > Dark charts (for slides).
    bool colourBlindPalette() const;
    void setColourBlindPalette(bool on);
    bool darkCharts() const;
    void setDarkCharts(bool on);
    QVariantMap chartState(const QString& key) const;
    void setChartState(const QString& key, const QVariantMap& state);
    QString lastScenario() const;
    void setLastScenario(const QString& name);
    // User interface language: "system" (default), "en", "ko" or "zh" (see Language.h).
    QString language() const;
    void setLanguage(const QString& key);
    // The team catalog URL opened at start when --db is not given (empty: the local SQLite
    // database). Validated before it is stored, so it never holds a password.
    QString teamCatalogUrl() const;
    void setTeamCatalogUrl(const QString& url);

private:
    mutable QSettings s_;
};

} // namespace sil::ui
