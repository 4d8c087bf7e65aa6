// Network ATC: each planned intent with its adapters and kinds, provisioned
// and configured successfully on this host.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "hostevidencereader.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "plans/psliteral.h"

namespace hvnet {

namespace {

using namespace evidence;

QString kinds(bool management, bool compute, bool storage)
{
    QStringList out;
    if (management)
        out << QStringLiteral("Management");
    if (compute)
        out << QStringLiteral("Compute");
    if (storage)
        out << QStringLiteral("Storage");
    return out.isEmpty() ? LiveText::tr("none") : out.join(QStringLiteral(", "));
}

} // namespace

void checkIntents(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (plan.intents.empty() || !c.usable(e.netIntent, "netIntent", LiveText::tr("the Network ATC intents")))
        return;
    for (const HostPlan::Intent &planned : plan.intents) {
        QStringList objects;
        for (const QString &adapter : planned.adapters)
            objects << c.objectsOf(adapter);
        if (objects.isEmpty())
            objects << c.node().id;
        c.compared(objects);
        const NetIntent *found = c.find(e.netIntent, &NetIntent::intentName, planned.name);
        if (!found) {
            c.raise(live::intent,
                LiveText::tr("%1: there is no Network ATC intent \"%2\"; the design plans one for %3 on %4. Run the "
                             "node's deployment script (Add-NetIntent).")
                    .arg(c.host(), planned.name, kinds(planned.management, planned.compute, planned.storage),
                        planned.adapters.join(QStringLiteral(", "))),
                objects, e.netIntent.line);
            continue;
        }
        if (found->netAdapterNames.known() && !sameNames(*found->netAdapterNames, planned.adapters)) {
            c.raise(live::intent,
                LiveText::tr("%1: the intent \"%2\" is on %3; the design plans %4. An intent's adapters cannot be "
                             "changed: Remove-NetIntent -Name %5, then run the node's deployment script.")
                    .arg(c.host(), planned.name, quotedEvidence(found->netAdapterNames->join(QStringLiteral(", "))),
                        planned.adapters.join(QStringLiteral(", ")), psLiteral(planned.name)),
                objects, found->netAdapterNames.line);
            continue;
        }
        const bool kindsDiffer = (found->management.known() && *found->management != planned.management)
            || (found->compute.known() && *found->compute != planned.compute)
            || (found->storage.known() && *found->storage != planned.storage);
        if (kindsDiffer) {
            c.raise(live::intent,
                LiveText::tr("%1: the intent \"%2\" is for %3; the design plans %4. Remove-NetIntent -Name %5, then run "
                             "the node's deployment script.")
                    .arg(c.host(), planned.name,
                        kinds(found->management.valueOr(false), found->compute.valueOr(false), found->storage.valueOr(false)),
                        kinds(planned.management, planned.compute, planned.storage), psLiteral(planned.name)),
                objects, found->line);
            continue;
        }
        if (!c.usable(e.netIntentStatus, "netIntentStatus", LiveText::tr("the intents' status")))
            continue;
        const NetIntentStatus *status = nullptr;
        for (const NetIntentStatus &s : e.netIntentStatus.rows)
            if (s.intentName.known() && s.intentName->compare(planned.name, Qt::CaseInsensitive) == 0
                && (!s.host.known() || HostEvidenceReader::isNode(c.host(), *s.host, QString())))
                status = &s;
        const bool provisioned = status
            && status->provisioningStatus.valueOr(QString()).compare(QLatin1String("Completed"), Qt::CaseInsensitive) == 0;
        const bool configured = status
            && status->configurationStatus.valueOr(QString()).compare(QLatin1String("Success"), Qt::CaseInsensitive) == 0;
        if (provisioned && configured)
            continue;
        const QString error = status && status->error.known() && !status->error->isEmpty()
            ? LiveText::tr(" (%1)").arg(quotedEvidence(*status->error, 200))
            : QString();
        c.raise(live::intent,
            LiveText::tr("%1: the intent \"%2\" has provisioning status %3 and configuration status %4%5; the design "
                         "needs Completed and Success. Get-NetIntentStatus -Name %6 says why (ConflictingTrafficClass: "
                         "QoS made by hand; RDMANotOperational: the driver or firmware).")
                .arg(c.host(), planned.name, status ? c.shown(status->provisioningStatus) : LiveText::tr("(none)"),
                    status ? c.shown(status->configurationStatus) : LiveText::tr("(none)"), error, psLiteral(planned.name)),
            objects, status ? status->line : e.netIntentStatus.line);
    }
}

} // namespace hvnet
