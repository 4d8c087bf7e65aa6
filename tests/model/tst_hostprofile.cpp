// A host's profile applied to other hosts (model/edit/hostprofile.h): the
// targets end up configured like the source, keep what makes them
// themselves (ids, cables, MACs, addresses), nobody else changes, a second
// application changes nothing, and in the designer's document it is one undo
// step.

#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/edit/designactions.h"
#include "model/edit/hostprofile.h"
#include "templates/startercatalogue.h"
#include "tests/support/undoroundtrip.h"

#include <QTest>
#include <QUndoStack>

using namespace hvnet;

namespace {
Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

Node &nodeNamed(Design &d, const char *name)
{
    for (Node &n : d.nodes)
        if (n.name == QLatin1String(name))
            return n;
    qFatal("no node %s", name);
}

// S2D02 as a consultant might find it: adapters under other names without
// RDMA or jumbo frames, a vSwitch of another name, no SMB2, and an address
// that does not fit its subnet's plan.
Design withAnUnconfiguredHost()
{
    Design d = starter("s2d-converged-set");
    Node &n = nodeNamed(d, "S2D02");
    for (Adapter &a : n.adapters) {
        a.name = QStringLiteral("NIC%1").arg(&a - n.adapters.data() + 1);
        a.rdma = RdmaTransport::None;
        a.jumboPacket.reset();
        a.speedGbps = 10;
    }
    n.vswitches.front().name = QStringLiteral("vSwitch");
    n.vswitches.front().embeddedTeaming = false;
    std::erase_if(n.interfaces, [](const Interface &i) { return i.name == QLatin1String("SMB2"); });
    for (SmbConstraint &c : n.smbConstraints)
        c.interfaces.removeAll(QStringLiteral("n2-smb2"));
    n.liveMigration.reset();
    return d;
}
} // namespace

class TestHostProfile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The starter's S2D02 is S2D01's profile with S2D02's ids and addresses:
    // applying S2D01's profile to the unconfigured S2D02 gives it back
    // exactly, with its cables, and changes nothing else.
    void aHostGetsTheProfileBack()
    {
        const Design original = starter("s2d-converged-set");
        const Design changed = withAnUnconfiguredHost();
        const HostProfile::Applied applied
            = HostProfile::apply(changed, QStringLiteral("n1"), {QStringLiteral("n2"), QStringLiteral("n1")});
        QCOMPARE(applied.changed, QStringList{QStringLiteral("S2D02")});
        QVERIFY(applied.design.nodes[1] == original.nodes[1]);
        Design rest = applied.design;
        rest.nodes[1] = changed.nodes[1];
        QVERIFY(rest == changed); // other hosts, cables, subnets: as they were

        // Again: nothing to do.
        QVERIFY(HostProfile::apply(applied.design, QStringLiteral("n1"), {QStringLiteral("n2")}).changed.isEmpty());
        QVERIFY(HostProfile::apply(original, QStringLiteral("n1"), {QStringLiteral("n2"), QStringLiteral("n3"),
                                                               QStringLiteral("n4")})
                    .changed.isEmpty());
    }

    // A host with more adapters keeps them, cabled, with the interfaces on
    // them; an address is only given to the targets; a moved interface
    // loses its address and gets one in its new subnet.
    void whatATargetKeeps()
    {
        Design d = starter("s2d-converged-set");
        Node &target = nodeNamed(d, "S2D03");
        Adapter bmc{QStringLiteral("n3-bmc"), QStringLiteral("Backup")};
        bmc.mac = QStringLiteral("00:15:5d:00:00:03");
        target.adapters.push_back(bmc);
        Interface backup{QStringLiteral("n3-backup"), QStringLiteral("Backup"),
            {AttachKind::Adapter, bmc.id, {}}, d.subnets.front().id, QStringLiteral("10.20.0.113")};
        target.interfaces.push_back(backup);
        nodeNamed(d, "S2D04").interfaces[1].address.clear(); // another host's gap stays a gap
        Node &source = nodeNamed(d, "S2D01");
        source.interfaces[2].subnet = source.interfaces[1].subnet; // SMB2 into Storage 1
        source.interfaces[2].address = QStringLiteral("10.71.1.211");

        const HostProfile::Applied applied = HostProfile::apply(d, QStringLiteral("n1"), {QStringLiteral("n3")});
        QCOMPARE(applied.changed, QStringList{QStringLiteral("S2D03")});
        const Node &after = nodeNamed(const_cast<Design &>(applied.design), "S2D03");
        QCOMPARE(after.adapters.size(), std::size_t(3));
        QVERIFY(after.adapters.back() == bmc);
        QVERIFY(*after.interface(QStringLiteral("n3-backup")) == backup);
        const Interface &smb2 = *after.interface(QStringLiteral("n3-smb2"));
        QCOMPARE(smb2.subnet, source.interfaces[1].subnet);
        // SMB1 keeps the host's number there, so SMB2 takes the subnet's
        // lowest free address (S2D04's, cleared above), as Allocate would.
        QCOMPARE(after.interface(QStringLiteral("n3-smb1"))->address, QStringLiteral("10.71.1.13"));
        QCOMPARE(smb2.address, QStringLiteral("10.71.1.14"));
        QVERIFY(nodeNamed(const_cast<Design &>(applied.design), "S2D04").interfaces[1].address.isEmpty());
        QVERIFY(applied.design.links == d.links);
    }

    void summary()
    {
        QCOMPARE(HostProfile::summary(starter("s2d-converged-set"), QStringLiteral("n1")),
            QStringLiteral("2 adapter(s) (25 Gb/s, RoCEv2, jumbo 9014); SET vSwitch ConvergedSwitch; "
                           "3 interface(s): Management, SMB1 (VLAN 711), SMB2 (VLAN 712)"));
    }

    void oneUndoStep()
    {
        DesignDocument document;
        document.reset(withAnUnconfiguredHost());
        DesignActions actions(&document);
        const int steps = document.undoStack()->count();
        undoRoundTrip(document, [&] {
            QCOMPARE(actions.applyProfile(QStringLiteral("n1"), {QStringLiteral("n2")}),
                QStringList{QStringLiteral("S2D02")});
            QCOMPARE(document.undoStack()->count(), steps + 1);
        });
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Apply S2D01's profile to S2D02"));
        QCOMPARE(actions.applyProfile(QStringLiteral("n1"), {QStringLiteral("n2")}), QStringList());
        QCOMPARE(document.undoStack()->count(), steps + 1);
    }
};

QTEST_GUILESS_MAIN(TestHostProfile)
#include "tst_hostprofile.moc"
