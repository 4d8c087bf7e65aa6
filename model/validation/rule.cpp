#include "rule.h"

#include <QCoreApplication>

namespace hvnet {

bool findingLess(const Finding &a, const Finding &b)
{
    if (a.severity != b.severity)
        return a.severity < b.severity; // error, warning, info
    if (a.rule != b.rule)
        return a.rule < b.rule;
    if (a.objects != b.objects)
        return std::lexicographical_compare(a.objects.begin(), a.objects.end(), b.objects.begin(), b.objects.end());
    if (a.message != b.message)
        return a.message < b.message;
    if (a.evidence.file != b.evidence.file)
        return a.evidence.file < b.evidence.file;
    return a.evidence.line < b.evidence.line;
}

void FindingSink::raise(Severity severity, const QString &message, const QStringList &objects)
{
    m_out.push_back(Finding{QString::fromLatin1(m_info.id), severity, message, objects, false, {}, {}});
}

QString Rule::title() const
{
    return QCoreApplication::translate("hvnet::rules", m_info.title);
}

QString Rule::rationale() const
{
    return QCoreApplication::translate("hvnet::rules", m_info.rationale);
}

QString Rule::source() const
{
    return QCoreApplication::translate("hvnet::rules", m_info.source);
}

} // namespace hvnet
