#pragma once

#include "fieldvalues.h"
#include "model/design.h"
#include "propertyfield.h"

#include <QCoreApplication>
#include <QList>

namespace hvnet {

// The management endpoint's fields (address, user, SSH port and host key),
// the same for nodes and switches.
class ManagementFields
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    template <typename T> static QList<PropertyField<T>> of()
    {
        return {
            PropertyField<T>{tr("Management address"), QStringLiteral("mgmtAddress"), FieldSpec::host(),
                [](const T &o) { return QVariant(o.management ? o.management->address : QString()); },
                [](T &o, const QVariant &v) {
                    if (v.toString().isEmpty()) {
                        o.management.reset();
                        return;
                    }
                    if (!o.management)
                        o.management = ManagementEndpoint{};
                    o.management->address = v.toString();
                },
                true},
            PropertyField<T>{tr("Management user"), QStringLiteral("mgmtUser"), FieldSpec::text(),
                [](const T &o) { return QVariant(o.management ? o.management->user : QString()); },
                [](T &o, const QVariant &v) {
                    if (o.management)
                        o.management->user = v.toString();
                }},
            PropertyField<T>{tr("SSH port"), QStringLiteral("mgmtPort"),
                FieldSpec::integer(1, 65535, tr("22 (default)")),
                [](const T &o) { return o.management ? FieldValues::optional(o.management->port) : QVariant(); },
                [](T &o, const QVariant &v) {
                    if (o.management)
                        o.management->port = FieldValues::toOptionalInt(v);
                }},
            PropertyField<T>{tr("SSH host key"), QStringLiteral("mgmtHostKey"), FieldSpec::text(),
                [](const T &o) { return QVariant(o.management ? o.management->hostKey : QString()); },
                [](T &o, const QVariant &v) {
                    if (o.management)
                        o.management->hostKey = v.toString();
                },
                true},
        };
    }
};

} // namespace hvnet
