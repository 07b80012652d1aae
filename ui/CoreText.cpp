#include "CoreText.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <vector>

namespace sil::ui {

namespace {

constexpr const char* kContext = "sil::CoreText";

// Templates: core texts with variable parts; %1, %2 stand for one part each (kept as core wrote
// them unless they are themselves in the table).
constexpr const char* kTemplates[] = {
    QT_TRANSLATE_NOOP("sil::CoreText", "no all-in IT power or chip TDP for %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no GPUs-per-server figure for %1"),
    QT_TRANSLATE_NOOP("sil::CoreText", "no dense %1 figure in the catalog"),
};

// Fixed texts, listed so lupdate finds them (the same strings core/ writes).
[[maybe_unused]] constexpr const char* kFixed[] = {
    QT_TRANSLATE_NOOP("sil::CoreText", "not computed"),
};

struct Template {
    const char* source;
    QRegularExpression pattern;
};

const std::vector<Template>& templates() {
    static const std::vector<Template> list = [] {
        std::vector<Template> out;
        static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
        for (const char* t : kTemplates) {
            QString re;
            const QString text = QString::fromUtf8(t);
            qsizetype at = 0;
            for (auto it = placeholder.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                re += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
                re += QStringLiteral("(.+?)");
                at = m.capturedEnd();
            }
            re += QRegularExpression::escape(text.mid(at));
            out.push_back({t, QRegularExpression(QLatin1Char('^') + re + QLatin1Char('$'))});
        }
        return out;
    }();
    return list;
}

} // namespace

QString coreText(const QString& english) {
    if (english.isEmpty()) return english;
    const QByteArray utf8 = english.toUtf8();
    const QString exact = QCoreApplication::translate(kContext, utf8.constData());
    if (exact != english) return exact;
    for (const Template& t : templates()) {
        const auto m = t.pattern.match(english);
        if (!m.hasMatch()) continue;
        QString out = QCoreApplication::translate(kContext, t.source);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            out = out.arg(coreText(m.captured(i)));
        return out;
    }
    return english;
}

QString coreText(const std::string& english) {
    return coreText(QString::fromStdString(english));
}

} // namespace sil::ui
