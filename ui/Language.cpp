#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace sil::ui {

namespace {
// Owned by the application object, so they die with it (never after it, at static exit).
QPointer<QTranslator>& appTranslator() {
    static QPointer<QTranslator> t;
    return t;
}
QPointer<QTranslator>& qtTranslator() {
    static QPointer<QTranslator> t;
    return t;
}
Language& current() {
    static Language l = Language::English;
    return l;
}
} // namespace

QString languageKey(Language language) {
    switch (language) {
    case Language::System:
        return QStringLiteral("system");
    case Language::English:
        return QStringLiteral("en");
    case Language::Korean:
        return QStringLiteral("ko");
    }
    return QStringLiteral("system");
}

QStringList languageKeys() {
    return {languageKey(Language::System), languageKey(Language::English),
            languageKey(Language::Korean)};
}

std::optional<Language> parseLanguage(const QString& text) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("system") || t.isEmpty()) return Language::System;
    if (t == QLatin1String("en") || t.startsWith(QLatin1String("en_")) ||
        t == QLatin1String("english"))
        return Language::English;
    if (t == QLatin1String("ko") || t.startsWith(QLatin1String("ko_")) ||
        t == QLatin1String("korean") || t == QStringLiteral("한국어"))
        return Language::Korean;
    return std::nullopt;
}

QString languageEndonym(Language language) {
    switch (language) {
    case Language::System:
        return {};
    case Language::English:
        return QStringLiteral("English");
    case Language::Korean:
        return QStringLiteral("한국어");
    }
    return {};
}

QLocale localeFor(Language language) {
    switch (language) {
    case Language::System:
        return QLocale::system();
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::Korean:
        return QLocale(QLocale::Korean, QLocale::SouthKorea);
    }
    return QLocale::system();
}

bool applyLanguage(Language language) {
    // Remove first: each removal and installation sends QEvent::LanguageChange.
    for (QPointer<QTranslator>* t : {&appTranslator(), &qtTranslator()}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
        *t = nullptr;
    }
    current() = language;
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    if (locale.language() != QLocale::Korean) return true;
    auto* app = new QTranslator(QCoreApplication::instance());
    if (!app->load(QStringLiteral(":/i18n/siliconomics_ko.qm"))) {
        delete app;
        return false;
    }
    // Qt's own texts (OK, Cancel, the line edit's context menu): Debian's qt6-translations-l10n.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        qtTranslator() = qt;
    } else {
        delete qt;
    }
    QCoreApplication::installTranslator(app);
    appTranslator() = app;
    return true;
}

Language currentLanguage() {
    return current();
}

bool koreanActive() {
    return appTranslator() != nullptr;
}

} // namespace sil::ui
