#include "hostaddress.h"

#include "ipv4.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct HostAddressText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::HostAddress)
};

bool isHexGroup(const QString &group)
{
    if (group.isEmpty() || group.size() > 4)
        return false;
    for (const QChar c : group)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
            return false;
    return true;
}

// The groups of one side of "::"; an IPv4 address may end the last side and
// counts as two groups.
int countGroups(const QString &side, bool last, bool *ok)
{
    if (side.isEmpty())
        return 0;
    const QStringList groups = side.split(QLatin1Char(':'));
    int count = 0;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        if (last && g == groups.size() - 1 && groups[g].contains(QLatin1Char('.'))) {
            *ok = *ok && Ipv4Address::parse(groups[g]).has_value();
            count += 2;
        } else {
            *ok = *ok && isHexGroup(groups[g]);
            ++count;
        }
    }
    return count;
}

bool isIpv6(const QString &text)
{
    const qsizetype gap = text.indexOf(QLatin1String("::"));
    if (gap >= 0 && text.indexOf(QLatin1String("::"), gap + 1) >= 0)
        return false; // "::" stands for one run of zeros only
    bool ok = true;
    if (gap < 0)
        return countGroups(text, true, &ok) == 8 && ok;
    const int groups = countGroups(text.left(gap), false, &ok) + countGroups(text.mid(gap + 2), true, &ok);
    return ok && groups <= 7;
}

bool isAllDigits(const QString &label)
{
    return !label.isEmpty() && std::all_of(label.begin(), label.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

} // namespace

QString hostAddressProblem(const QString &text)
{
    if (text.trimmed().isEmpty())
        return HostAddressText::tr("the address is empty");
    if (text.contains(QLatin1Char(':')))
        return isIpv6(text) ? QString() : HostAddressText::tr("\"%1\" is not an IPv6 address").arg(text);
    QString name = text;
    if (name.endsWith(QLatin1Char('.'))) // a fully qualified name may end with the root's dot
        name.chop(1);
    const QStringList labels = name.split(QLatin1Char('.'));
    if (isAllDigits(labels.last())) {
        // Digits and dots: meant as an IPv4 address, and only valid as one.
        if (Ipv4Address::parse(text))
            return {};
        return HostAddressText::tr("\"%1\" is not an IPv4 address (four numbers of 0 to 255, without leading zeros)")
            .arg(text);
    }
    if (name.size() > 253)
        return HostAddressText::tr("\"%1\" is longer than the 253 characters of a DNS name")
            .arg(text.left(40) + QStringLiteral("..."));
    for (const QString &label : labels) {
        if (label.isEmpty())
            return HostAddressText::tr("\"%1\" has an empty part between dots").arg(text);
        if (label.size() > 63)
            return HostAddressText::tr("\"%1\" has a part longer than 63 characters").arg(text);
        if (label.startsWith(QLatin1Char('-')) || label.endsWith(QLatin1Char('-')))
            return HostAddressText::tr("\"%1\" has a part that starts or ends with a hyphen").arg(text);
        for (const QChar c : label) {
            const bool ok
                = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'-';
            if (!ok)
                return c == u' ' ? HostAddressText::tr(
                           "\"%1\" contains a space; a host name has letters, digits, hyphens and dots only")
                                       .arg(text)
                                 : HostAddressText::tr(
                                     "\"%1\" contains \"%2\"; a host name has letters, digits, hyphens and dots only")
                                       .arg(text, QString(c));
        }
    }
    return {};
}

} // namespace hvnet
