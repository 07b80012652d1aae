#include "DisplayFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace sil::ui {

QString formatNumber(double value) {
    return QLocale().toString(value, 'g', 8);
}

QString formatNumber(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString formatDate(const QDate& date) {
    const QLocale locale;
    QString format = locale.dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy"))) format.replace(QLatin1String("yy"), "yyyy");
    return locale.toString(date, format);
}

QString formatIsoDate(const std::string& iso) {
    const QString text = QString::fromStdString(iso);
    const QDate date = QDate::fromString(text, Qt::ISODate);
    return date.isValid() && text.size() == 10 ? formatDate(date) : text;
}

QString formatFieldForDisplay(const FieldValue& value) {
    if (isUnknown(value)) return QCoreApplication::translate("sil::ui::DisplayFormat", "n/a");
    if (const auto* d = std::get_if<double>(&value)) return formatNumber(*d);
    if (const auto* b = std::get_if<bool>(&value))
        return *b ? QCoreApplication::translate("sil::ui::DisplayFormat", "yes")
                  : QCoreApplication::translate("sil::ui::DisplayFormat", "no");
    if (const auto* s = std::get_if<std::string>(&value)) {
        static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        const QString text = QString::fromStdString(*s);
        return isoDate.match(text).hasMatch() ? formatIsoDate(*s) : text;
    }
    return {};
}

} // namespace sil::ui
