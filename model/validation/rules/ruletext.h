#pragma once

#include "model/validation/validationcontext.h"

#include <QCoreApplication>
#include <QStringList>

#include <set>

namespace hvnet {

// The translation context of every rule message, as lupdate sees it too.
struct RuleText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::rules)
};

// "HV01 / SMB1, HV02 / SMB1 and 3 more": the labels of some objects for a
// message, cut short so that a finding about a thousand nodes stays readable.
inline QString labelList(const ValidationContext &context, const QStringList &ids, int most = 4)
{
    QStringList labels;
    for (int i = 0; i < ids.size() && i < most; ++i)
        labels << context.label(ids[i]);
    QString text = labels.join(QStringLiteral(", "));
    if (ids.size() > most)
        text = RuleText::tr("%1 and %n more", nullptr, int(ids.size() - most)).arg(text);
    return text;
}

// The adapters of a node that carry one of its interfaces.
inline std::set<QString> adaptersUnderInterfaces(const ValidationContext &context, const Node &node)
{
    std::set<QString> used;
    for (const Interface &i : node.interfaces)
        for (const QString &id : context.adaptersUnder(i))
            used.insert(id);
    return used;
}

inline QString transportName(RdmaTransport transport)
{
    switch (transport) {
    case RdmaTransport::Iwarp: return QStringLiteral("iWARP");
    case RdmaTransport::Roce: return QStringLiteral("RoCE");
    case RdmaTransport::RoceV2: return QStringLiteral("RoCEv2");
    case RdmaTransport::None: break;
    }
    return RuleText::tr("no RDMA");
}

inline QString numberList(const std::vector<int> &priorities)
{
    QStringList out;
    for (int p : priorities)
        out << QString::number(p);
    return out.isEmpty() ? RuleText::tr("none") : out.join(QLatin1Char(','));
}

} // namespace hvnet
