#include "model/addressallocator.h"
#include "model/design.h"
#include "model/designreader.h"
#include "model/ipv4.h"
#include "model/validation/validator.h"
#include "templates/startercatalogue.h"

#include <QTest>

using namespace hvnet;

namespace {
Design twoNodes(const QString &prefix, const QString &gateway = {})
{
    Design d;
    d.meta.name = QStringLiteral("alloc");
    d.subnets.push_back({QStringLiteral("s"), QStringLiteral("S"), SubnetPurpose::Management, prefix, 0, gateway, {}, std::nullopt});
    for (int n = 1; n <= 2; ++n) {
        Node node;
        node.id = QStringLiteral("n%1").arg(n);
        node.name = QStringLiteral("N%1").arg(n);
        for (int i = 1; i <= 2; ++i) {
            Adapter a;
            a.id = QStringLiteral("n%1-a%2").arg(n).arg(i);
            a.name = a.id;
            node.adapters.push_back(a);
            Interface itf;
            itf.id = QStringLiteral("n%1-i%2").arg(n).arg(i);
            itf.name = itf.id;
            itf.attach = {AttachKind::Adapter, a.id, {}};
            itf.subnet = QStringLiteral("s");
            node.interfaces.push_back(itf);
        }
        d.nodes.push_back(node);
    }
    return d;
}

QStringList addresses(const Design &d)
{
    QStringList out;
    for (const Node &n : d.nodes)
        for (const Interface &i : n.interfaces)
            out << i.address;
    return out;
}
} // namespace

class TestAllocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A node keeps one host number; the first ten numbers of a /24 are kept
    // for gateways; a second interface of a node in one subnet, and a number
    // taken by someone else, fall back to the lowest free address.
    void fillsByHostNumberSkippingWhatIsTaken()
    {
        Design d = twoNodes(QStringLiteral("10.0.0.0/24"), QStringLiteral("10.0.0.1"));
        d.subnets[0].dns = {QStringLiteral("10.0.0.3")};
        d.nodes[1].interfaces[0].address = QStringLiteral("10.0.0.2"); // stated, kept: N2 is number 2
        d.clusters.push_back({QStringLiteral("c"), QStringLiteral("C"), ClusterKind::HyperV,
            {QStringLiteral("n1"), QStringLiteral("n2")}, {}, {QStringLiteral("10.0.0.11")}});
        const auto result = AddressAllocator::allocate(d);
        QCOMPARE(result.assigned, 3);
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(addresses(d),
            (QStringList{QStringLiteral("10.0.0.12"), QStringLiteral("10.0.0.13"), QStringLiteral("10.0.0.2"),
                QStringLiteral("10.0.0.14")}));
        // The addresses pass the address rules (the bare design has other findings).
        for (const Finding &finding : Validator::run(d).findings)
            QVERIFY2(!finding.rule.startsWith(QLatin1String("address.")), qPrintable(finding.message));
    }

    // The case: four hosts like HV04 on the SOFS starter, where HV01
    // to HV04 are .11 to .14 on every network and the file servers .21 to
    // .24. The copies continue the series, the same number on each network.
    void sameHostNumberOnEveryNetwork()
    {
        Design d = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("sofs-hyperv-2012r2"))).design;
        for (int copy = 5; copy <= 11; ++copy) {
            Node n = *d.node(QStringLiteral("hv4"));
            n.id = QStringLiteral("hv%1").arg(copy);
            n.name = QStringLiteral("HV%1").arg(copy, 2, 10, QLatin1Char('0'));
            for (Interface &i : n.interfaces) {
                i.id = n.id + i.id.mid(3);
                i.address.clear();
            }
            n.adapters.clear();
            n.teams.clear();
            n.vswitches.clear();
            n.smbConstraints.clear();
            d.nodes.push_back(n);
        }
        QCOMPARE(AddressAllocator::allocate(d).assigned, 21);
        const QStringList networks
            = {QStringLiteral("10.10.10."), QStringLiteral("172.16.1."), QStringLiteral("172.16.2.")};
        // HV09 and HV10 take 19 and 20; 21 to 24 are the file servers', so HV11 is 25.
        const int expected[] = {15, 16, 17, 18, 19, 20, 25};
        for (int copy = 5; copy <= 11; ++copy) {
            const Node &n = *d.node(QStringLiteral("hv%1").arg(copy));
            for (int i = 0; i < 3; ++i)
                QCOMPARE(n.interfaces[std::size_t(i)].address, networks[i] + QString::number(expected[copy - 5]));
        }
    }

    // A node whose number is taken in a new subnet gets that subnet's lowest
    // free address there, and keeps its number elsewhere.
    void takenNumberFallsBackPerSubnet()
    {
        Design d = twoNodes(QStringLiteral("10.0.0.0/24"));
        d.subnets.push_back({QStringLiteral("t"), QStringLiteral("T"), SubnetPurpose::Storage,
            QStringLiteral("10.1.0.0/24"), 0, {}, {}, std::nullopt});
        d.nodes[0].interfaces[0].address = QStringLiteral("10.0.0.20"); // N1 is 20
        d.nodes[0].interfaces[1].subnet = QStringLiteral("t");
        d.nodes[1].interfaces[0].address = QStringLiteral("10.1.0.20"); // 20 is N2's in T
        d.nodes[1].interfaces[0].subnet = QStringLiteral("t");
        AddressAllocator::allocate(d);
        QCOMPARE(d.nodes[0].interfaces[1].address, QStringLiteral("10.1.0.11"));
        QCOMPARE(d.nodes[1].interfaces[1].address, QStringLiteral("10.0.0.11")); // N2 is 20: N1 has it here
    }

    // Small subnets keep no reserved range: every host address is usable.
    void smallSubnetsUseEveryAddress()
    {
        Design d = twoNodes(QStringLiteral("192.168.10.0/29"));
        AddressAllocator::allocate(d);
        QCOMPARE(addresses(d),
            (QStringList{QStringLiteral("192.168.10.1"), QStringLiteral("192.168.10.2"), QStringLiteral("192.168.10.3"),
                QStringLiteral("192.168.10.4")}));
    }

    // After a prefix change every address of the old prefix moves with its
    // host number: interfaces, gateway, DNS servers and cluster addresses.
    void renumberKeepsHostNumbers()
    {
        Design d = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("sofs-hyperv-2012r2"))).design;
        const Ipv4Prefix old = *Ipv4Prefix::parse(QStringLiteral("10.10.10.0/24"));
        // Eight hosts, the gateway, two DNS servers, two cluster addresses, two switch keepalives.
        QCOMPARE(AddressAllocator::addressesIn(d, QStringLiteral("mgmt"), old), 8 + 1 + 2 + 2 + 2);
        d.subnets[0].prefix = QStringLiteral("10.50.0.0/24");
        const auto result = AddressAllocator::renumber(d, QStringLiteral("mgmt"), old);
        QCOMPARE(result.renumbered, 15);
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(d.node(QStringLiteral("hv3"))->interfaces[0].address, QStringLiteral("10.50.0.13"));
        QCOMPARE(d.node(QStringLiteral("fs2"))->interfaces[0].address, QStringLiteral("10.50.0.22"));
        QCOMPARE(d.subnets[0].gateway, QStringLiteral("10.50.0.1"));
        QCOMPARE(d.subnets[0].dns, (QStringList{QStringLiteral("10.50.0.5"), QStringLiteral("10.50.0.6")}));
        QCOMPARE(d.clusters[0].addresses, QStringList{QStringLiteral("10.50.0.50")});
        QCOMPARE(d.switchById(QStringLiteral("lan-a"))->redundancy->keepalive, QStringLiteral("10.50.0.252"));
        QCOMPARE(d.node(QStringLiteral("hv1"))->interfaces[1].address, QStringLiteral("172.16.1.11")); // others stay
        for (const Finding &finding : Validator::run(d).findings)
            QVERIFY2(finding.severity == Severity::Info, qPrintable(finding.message));

        // Into a smaller prefix: what fits keeps its number, the rest is allocated.
        const Ipv4Prefix wide = *Ipv4Prefix::parse(d.subnets[1].prefix);
        d.subnets[1].prefix = QStringLiteral("172.16.9.0/28"); // 1 to 14
        const auto small = AddressAllocator::renumber(d, QStringLiteral("st1"), wide);
        QVERIFY(small.problems.isEmpty());
        QCOMPARE(d.node(QStringLiteral("hv1"))->interfaces[1].address, QStringLiteral("172.16.9.11"));
        QCOMPARE(d.node(QStringLiteral("fs1"))->interfaces[1].address, QStringLiteral("172.16.9.1"));
    }

    // Allocate Addresses after a prefix changed without renumbering: the
    // addresses outside take the same host bits inside.
    void repairMovesAddressesIntoTheirSubnet()
    {
        Design d = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("sofs-hyperv-2012r2"))).design;
        d.subnets[1].prefix = QStringLiteral("172.16.5.0/24");
        const auto result = AddressAllocator::repair(d);
        QCOMPARE(result.renumbered, 8);
        QCOMPARE(result.assigned, 0);
        QCOMPARE(d.node(QStringLiteral("fs4"))->interfaces[1].address, QStringLiteral("172.16.5.24"));
    }

    void deterministicAndIdempotent()
    {
        Design a = twoNodes(QStringLiteral("192.168.10.0/29"));
        Design b = a;
        AddressAllocator::allocate(a);
        AddressAllocator::allocate(b);
        QVERIFY(a == b);
        const Design once = a;
        QCOMPARE(AddressAllocator::allocate(a).assigned, 0);
        QVERIFY(a == once);
    }

    void reportsAFullSubnet()
    {
        Design d = twoNodes(QStringLiteral("10.0.0.0/30")); // two usable addresses for four interfaces
        const auto result = AddressAllocator::allocate(d);
        QCOMPARE(result.assigned, 2);
        QCOMPARE(result.problems.size(), 2);
        QVERIFY(result.problems.first().contains(QStringLiteral("no free address")));
        QVERIFY(d.nodes[1].interfaces[1].address.isEmpty());
    }

    void reportsAnInvalidPrefix()
    {
        Design d = twoNodes(QStringLiteral("10.0.0.1/24"));
        const auto result = AddressAllocator::allocate(d);
        QCOMPARE(result.assigned, 0);
        QCOMPARE(result.problems.size(), 4);
        QVERIFY(result.problems.first().contains(QStringLiteral("no valid prefix")));
    }
};

QTEST_GUILESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
