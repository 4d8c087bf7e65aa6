#include "addressallocator.h"
#include "design.h"
#include "validation/validator.h"

#include <QTest>

using namespace hvnet;

namespace {
Design twoNodes(const QString &prefix, const QString &gateway = {})
{
    Design d;
    d.meta.name = QStringLiteral("alloc");
    d.subnets.push_back({QStringLiteral("s"), QStringLiteral("S"), SubnetPurpose::Management, prefix, 0, gateway, {}});
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
    void fillsInOrderSkippingWhatIsTaken()
    {
        Design d = twoNodes(QStringLiteral("10.0.0.0/24"), QStringLiteral("10.0.0.1"));
        d.subnets[0].dns = {QStringLiteral("10.0.0.3")};
        d.nodes[1].interfaces[0].address = QStringLiteral("10.0.0.2"); // stated, kept
        d.clusters.push_back({QStringLiteral("c"), QStringLiteral("C"), ClusterKind::HyperV,
            {QStringLiteral("n1"), QStringLiteral("n2")}, {}, {QStringLiteral("10.0.0.5")}});
        const auto result = AddressAllocator::allocate(d);
        QCOMPARE(result.assigned, 3);
        QVERIFY(result.problems.isEmpty());
        QCOMPARE(addresses(d),
            (QStringList{QStringLiteral("10.0.0.4"), QStringLiteral("10.0.0.6"), QStringLiteral("10.0.0.2"),
                QStringLiteral("10.0.0.7")}));
        // The addresses pass the address rules (the bare design has other findings).
        for (const Finding &finding : Validator::run(d).findings)
            QVERIFY2(!finding.rule.startsWith(QLatin1String("address.")), qPrintable(finding.message));
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
