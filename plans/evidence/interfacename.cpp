#include "interfacename.h"

#include <QHash>
#include <QRegularExpression>

namespace hvnet::InterfaceName {

namespace {

// Each known prefix (lower case, without spaces or hyphens) -> its canonical spelling.
const QHash<QString, QString> &prefixes()
{
    static const QHash<QString, QString> map = [] {
        QHash<QString, QString> m;
        const auto add = [&m](const QString &canonical, std::initializer_list<const char *> forms) {
            for (const char *f : forms)
                m.insert(QString::fromLatin1(f), canonical);
            m.insert(canonical, canonical);
        };
        add(QStringLiteral("ethernet"), {"eth", "et", "e"});
        add(QStringLiteral("tengigabitethernet"), {"te", "ten", "tengige", "xge", "xgigabitethernet"});
        add(QStringLiteral("twentyfivegige"), {"wge", "twe", "twentyfivegigabitethernet", "twentyfivegigeethernet"});
        add(QStringLiteral("fortygige"), {"fge", "fo", "fortygigabitethernet"});
        add(QStringLiteral("fiftygige"), {"fige", "fiftygigabitethernet"});
        add(QStringLiteral("hundredgige"), {"hge", "hu", "hundredgigabitethernet", "hundredgigeethernet"});
        add(QStringLiteral("twohundredgige"), {"twohundredgigabitethernet"});
        add(QStringLiteral("fourhundredgige"), {"fourhundredgigabitethernet"});
        add(QStringLiteral("gigabitethernet"), {"ge", "gi", "gige"});
        add(QStringLiteral("port-channel"), {"po", "portchannel", "bagg", "lag"});
        add(QStringLiteral("mgmt"), {"ma", "management", "mgmtethernet", "meth"});
        return m;
    }();
    return map;
}

} // namespace

QString normalized(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.remove(QLatin1Char(' '));
    if (n.isEmpty())
        return n;
    // Junos: two or three letters, a hyphen, FPC/PIC/port; the unit goes.
    static const QRegularExpression junos(QStringLiteral("^([a-z]{2,3})-(\\d+/\\d+/\\d+(?::\\d+)?)(?:\\.\\d+)?$"));
    if (const auto m = junos.match(n); m.hasMatch())
        return m.captured(1) + QLatin1Char('-') + m.captured(2);
    // Letters (with hyphens) then the numbers; a trailing unit goes.
    static const QRegularExpression split(QStringLiteral("^([a-z][a-z\\-]*?)-?(\\d[\\d/:]*)(?:\\.\\d+)?$"));
    const auto m = split.match(n);
    if (!m.hasMatch()) {
        static const QRegularExpression unit(QStringLiteral("^(\\d+(?:/\\d+)+(?::\\d+)?)\\.\\d+$")); // AOS-CX 1/1/1.100
        const auto u = unit.match(n);
        return u.hasMatch() ? u.captured(1) : n;
    }
    QString prefix = m.captured(1);
    prefix.remove(QLatin1Char('-'));
    const auto it = prefixes().constFind(prefix);
    return (it != prefixes().cend() ? *it : prefix) + m.captured(2);
}

bool same(const QString &a, const QString &b)
{
    return normalized(a) == normalized(b);
}

QString macAddress(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:[0-9a-f]{2}([:\\-])[0-9a-f]{2}(?:\\1[0-9a-f]{2}){4}|[0-9a-f]{4}([.\\-])[0-9a-f]{4}\\2[0-9a-f]{4}|[0-9a-f]{12})$"));
    const QString t = text.trimmed().toLower();
    if (!re.match(t).hasMatch())
        return QString();
    QString out;
    for (const QChar c : t)
        if (c.isLetterOrNumber())
            out += c;
    return out;
}

} // namespace hvnet::InterfaceName
