#include "fieldvalues.h"

#include <QRegularExpression>

namespace hvnet {

std::optional<bool> FieldValues::toOptionalBool(const QVariant &v)
{
    return v.isValid() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

std::optional<int> FieldValues::toOptionalInt(const QVariant &v)
{
    return v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
}

QString FieldValues::joinInts(const std::vector<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

QStringList FieldValues::splitList(const QString &text)
{
    return text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
}

std::optional<std::vector<int>> FieldValues::parseInts(const QString &text)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    std::vector<int> out;
    for (const QString &part : splitList(text)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (ok)
            out.push_back(v);
    }
    return out;
}

QList<FieldChoice> FieldValues::optionalBool()
{
    return {{tr("(default)"), QVariant()}, {tr("Yes"), true}, {tr("No"), false}};
}

QList<FieldChoice> FieldValues::yesNo()
{
    return {{tr("No"), false}, {tr("Yes"), true}};
}

} // namespace hvnet
