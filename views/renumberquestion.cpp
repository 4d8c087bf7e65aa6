#include "renumberquestion.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace hvnet {

std::optional<bool> askRenumbering(QWidget *parent, const DesignActions::Renumbering &renumbering)
{
    if (renumbering.addresses == 0)
        return false;
    QMessageBox box(QMessageBox::Question, QCoreApplication::translate("hvnet::RenumberQuestion", "Renumber Addresses"),
        QCoreApplication::translate("hvnet::RenumberQuestion",
            "%n address(es) of %1 are in the old prefix and would no longer fit.", nullptr, renumbering.addresses)
            .arg(renumbering.subnets.join(QStringLiteral(", "))),
        QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("renumberQuestion"));
    box.setInformativeText(QCoreApplication::translate("hvnet::RenumberQuestion",
        "Renumbering moves each of them into the new prefix with the same host number (interfaces, cluster "
        "addresses, gateway and DNS servers), in the same undo step as the prefix."));
    QPushButton *renumber
        = box.addButton(QCoreApplication::translate("hvnet::RenumberQuestion", "&Renumber"), QMessageBox::AcceptRole);
    renumber->setObjectName(QStringLiteral("renumber"));
    QPushButton *only = box.addButton(QCoreApplication::translate("hvnet::RenumberQuestion", "Change the &Prefix Only"),
        QMessageBox::DestructiveRole);
    only->setObjectName(QStringLiteral("prefixOnly"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(renumber);
    box.exec();
    if (box.clickedButton() == renumber)
        return true;
    if (box.clickedButton() == only)
        return false;
    return std::nullopt;
}

} // namespace hvnet
