#pragma once
// The user interface language: System (follow the desktop's locale), English or Korean.
// Switching installs or removes the translators (ours, embedded as :/i18n/siliconomics_ko.qm,
// and Qt's own qtbase_ko.qm for standard dialog buttons) and makes the language's QLocale
// the default, so every widget gets QEvent::LanguageChange and every number and date shown
// through DisplayFormat.h follows the locale.
#include <QLocale>
#include <QString>
#include <QStringList>
#include <optional>

namespace sil::ui {

enum class Language { System, English, Korean };

// "system", "en", "ko": the Settings value and the --lang argument.
QString languageKey(Language language);
// Accepts the keys above (and "english", "korean", "한국어", any case).
std::optional<Language> parseLanguage(const QString& text);
QStringList languageKeys();
// The name of the language in that language ("English", "한국어"), for the menu.
QString languageEndonym(Language language);

// The locale a language choice stands for (System: the desktop's).
QLocale localeFor(Language language);
// Installs the translators for `language` and sets QLocale::setDefault. Returns false when a
// translation was wanted but could not be loaded (the UI then stays in English).
bool applyLanguage(Language language);
Language currentLanguage();
// True when the translators for Korean are installed.
bool koreanActive();

} // namespace sil::ui
