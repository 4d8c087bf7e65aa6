#include "setsubnetvlan.h"

#include "model/designdocument.h"

#include <QCoreApplication>

namespace hvnet {

SetSubnetVlan::SetSubnetVlan(
    DesignDocument *document, const QString &subnetId, int vlan, const QString &text, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_subnetId(subnetId), m_to(vlan)
{
    const Subnet *subnet = document->design().subnet(subnetId);
    m_from = subnet ? subnet->vlan : 0;
    setText(!text.isEmpty() ? text
                            : QCoreApplication::translate("hvnet::commands", "Set VLAN of %1 to %2")
                                  .arg(subnet ? subnet->name : subnetId)
                                  .arg(vlan));
}

void SetSubnetVlan::apply(int vlan)
{
    for (Subnet &subnet : m_document->edit().subnets) {
        if (subnet.id == m_subnetId) {
            subnet.vlan = vlan;
            m_document->notifyChanged(DesignPart::Subnets, m_subnetId);
            return;
        }
    }
}

} // namespace hvnet
