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
// The language whose translators are installed (English: none).
Language& installed() {
    static Language l = Language::English;
    return l;
}
// The translated language a locale stands for (English when there is no translation for it).
// Chinese only in the simplified script: a zh_TW or zh_HK desktop stays in English.
Language translatedLanguageOf(const QLocale& locale) {
    if (locale.language() == QLocale::Korean) return Language::Korean;
    if (locale.language() == QLocale::Chinese &&
        locale.script() != QLocale::TraditionalChineseScript)
        return Language::Chinese;
    return Language::English;
}
QString qmFileOf(Language language) {
    return language == Language::Chinese ? QStringLiteral(":/i18n/siliconomics_zh_CN.qm")
                                         : QStringLiteral(":/i18n/siliconomics_ko.qm");
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
    case Language::Chinese:
        return QStringLiteral("zh");
    }
    return QStringLiteral("system");
}

QStringList languageKeys() {
    return {languageKey(Language::System), languageKey(Language::English),
            languageKey(Language::Korean), languageKey(Language::Chinese)};
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
    const bool traditional =
        t.startsWith(QLatin1String("zh_tw")) || t.startsWith(QLatin1String("zh_hk")) ||
        t.startsWith(QLatin1String("zh_hant")) || t.startsWith(QLatin1String("zh-tw")) ||
        t.startsWith(QLatin1String("zh-hant"));
    if (!traditional && (t == QLatin1String("zh") || t.startsWith(QLatin1String("zh_")) ||
                         t.startsWith(QLatin1String("zh-")) || t == QLatin1String("chinese") ||
                         t == QStringLiteral("中文") || t == QStringLiteral("简体中文")))
        return Language::Chinese;
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
    case Language::Chinese:
        return QStringLiteral("简体中文");
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
    case Language::Chinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
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
    installed() = Language::English;
    current() = language;
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    const Language translated = translatedLanguageOf(locale);
    if (translated == Language::English) return true;
    auto* app = new QTranslator(QCoreApplication::instance());
    if (!app->load(qmFileOf(translated))) {
        delete app;
        return false;
    }
    // Qt's own texts (OK, Cancel, the line edit's context menu): Debian's qt6-translations-l10n
    // (qtbase_ko.qm, qtbase_zh_CN.qm).
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
    installed() = translated;
    return true;
}

Language currentLanguage() {
    return current();
}

bool koreanActive() {
    return appTranslator() != nullptr && installed() == Language::Korean;
}

bool chineseActive() {
    return appTranslator() != nullptr && installed() == Language::Chinese;
}

bool translationActive() {
    return appTranslator() != nullptr;
}

} // namespace sil::ui
