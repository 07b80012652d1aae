#pragma once
// The user interface language: System (follow the desktop's locale), English, Korean or
// Simplified Chinese. Switching installs or removes the translators (ours, embedded as
// :/i18n/siliconomics_ko.qm and :/i18n/siliconomics_zh_CN.qm, and Qt's own qtbase_ko.qm or
// qtbase_zh_CN.qm for standard dialog buttons) and makes the language's QLocale
// the default, so every widget gets QEvent::LanguageChange and every number and date shown
// through DisplayFormat.h follows the locale.
#include <QLocale>
#include <QString>
#include <QStringList>
#include <optional>

namespace sil::ui {

enum class Language { System, English, Korean, Chinese };

// "system", "en", "ko", "zh": the Settings value and the --lang argument (Chinese is
// Simplified Chinese, zh_CN).
QString languageKey(Language language);
// Accepts the keys above (and "english", "korean", "한국어", "chinese", "中文", "简体中文",
// zh_CN and zh_Hans; any case). Traditional Chinese (zh_TW, zh_Hant) is not offered.
std::optional<Language> parseLanguage(const QString& text);
QStringList languageKeys();
// The name of the language in that language ("English", "한국어", "简体中文"), for the menu.
QString languageEndonym(Language language);

// The locale a language choice stands for (System: the desktop's).
QLocale localeFor(Language language);
// Installs the translators for `language` and sets QLocale::setDefault. Returns false when a
// translation was wanted but could not be loaded (the UI then stays in English).
bool applyLanguage(Language language);
Language currentLanguage();
// True when the translators for Korean are installed.
bool koreanActive();
// True when the translators for Simplified Chinese are installed.
bool chineseActive();
// True when any translation is installed (the UI is not in English).
bool translationActive();

} // namespace sil::ui
