#include "model/hostaddress.h"
#include "model/ipv4.h"

#include <QTest>

using namespace hvnet;

class TestIpv4 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseAddress_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<quint32>("value");
        QTest::newRow("plain") << "172.16.1.11" << true << quint32(0xAC10010B);
        QTest::newRow("zeros") << "0.0.0.0" << true << quint32(0);
        QTest::newRow("max") << "255.255.255.255" << true << quint32(0xFFFFFFFF);
        QTest::newRow("octet too big") << "10.0.0.256" << false << quint32(0);
        QTest::newRow("leading zero") << "10.0.0.01" << false << quint32(0);
        QTest::newRow("three parts") << "10.0.1" << false << quint32(0);
        QTest::newRow("five parts") << "10.0.0.1.2" << false << quint32(0);
        QTest::newRow("empty part") << "10..0.1" << false << quint32(0);
        QTest::newRow("sign") << "10.0.0.+1" << false << quint32(0);
        QTest::newRow("space") << "10.0.0.1 " << false << quint32(0);
        QTest::newRow("empty") << "" << false << quint32(0);
    }

    void parseAddress()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(quint32, value);
        const auto address = Ipv4Address::parse(text);
        QCOMPARE(address.has_value(), valid);
        if (valid) {
            QCOMPARE(address->value(), value);
            QCOMPARE(address->toString(), text);
        }
    }

    void parsePrefix_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::newRow("/24") << "172.16.1.0/24" << int(Ipv4Prefix::ParseError::None);
        QTest::newRow("/0") << "0.0.0.0/0" << int(Ipv4Prefix::ParseError::None);
        QTest::newRow("/32") << "10.1.2.3/32" << int(Ipv4Prefix::ParseError::None);
        QTest::newRow("host bits") << "172.16.1.1/24" << int(Ipv4Prefix::ParseError::HostBitsSet);
        QTest::newRow("no length") << "172.16.1.0" << int(Ipv4Prefix::ParseError::Syntax);
        QTest::newRow("length 33") << "172.16.1.0/33" << int(Ipv4Prefix::ParseError::Syntax);
        QTest::newRow("negative") << "172.16.1.0/-1" << int(Ipv4Prefix::ParseError::Syntax);
        QTest::newRow("leading zero length") << "172.16.1.0/024" << int(Ipv4Prefix::ParseError::Syntax);
        QTest::newRow("bad address") << "172.16.1/24" << int(Ipv4Prefix::ParseError::Syntax);
    }

    void parsePrefix()
    {
        QFETCH(QString, text);
        QFETCH(int, error);
        Ipv4Prefix::ParseError got = Ipv4Prefix::ParseError::None;
        const auto prefix = Ipv4Prefix::parse(text, &got);
        QCOMPARE(int(got), error);
        QCOMPARE(prefix.has_value(), error == int(Ipv4Prefix::ParseError::None));
        if (prefix)
            QCOMPARE(prefix->toString(), text);
    }

    void usableHosts()
    {
        const Ipv4Prefix p24 = *Ipv4Prefix::parse(QStringLiteral("10.0.0.0/24"));
        QVERIFY(!p24.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.0"))));
        QVERIFY(p24.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.1"))));
        QVERIFY(p24.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.254"))));
        QVERIFY(!p24.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.255"))));
        QVERIFY(!p24.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.1.1"))));
        QCOMPARE(p24.firstUsable()->toString(), QStringLiteral("10.0.0.1"));
        QCOMPARE(p24.lastUsable()->toString(), QStringLiteral("10.0.0.254"));
        // RFC 3021: both addresses of a /31 are hosts.
        const Ipv4Prefix p31 = *Ipv4Prefix::parse(QStringLiteral("10.0.0.2/31"));
        QVERIFY(p31.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.2"))));
        QVERIFY(p31.isUsableHost(*Ipv4Address::parse(QStringLiteral("10.0.0.3"))));
        QCOMPARE(p31.size(), quint64(2));
    }

    void overlaps()
    {
        auto p = [](const char *t) { return *Ipv4Prefix::parse(QString::fromLatin1(t)); };
        QVERIFY(p("10.0.0.0/16").overlaps(p("10.0.5.0/24")));
        QVERIFY(p("10.0.5.0/24").overlaps(p("10.0.0.0/16")));
        QVERIFY(!p("10.0.0.0/24").overlaps(p("10.0.1.0/24")));
        QVERIFY(p("0.0.0.0/0").overlaps(p("192.168.1.0/24")));
        QVERIFY(p("10.0.0.0/24").overlaps(p("10.0.0.0/24")));
    }

    // Management endpoints: an address or a DNS host name, nothing else.
    void hostAddress_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ipv4") << "10.10.10.11" << true;
        QTest::newRow("ipv4 out of range") << "999.1.1.1" << false;
        QTest::newRow("ipv4 leading zero") << "10.0.0.01" << false;
        QTest::newRow("short name") << "hv01" << true;
        QTest::newRow("fqdn") << "hv01.contoso.local" << true;
        QTest::newRow("fqdn with root dot") << "hv01.contoso.local." << true;
        QTest::newRow("digit label first") << "1and1.example" << true;
        QTest::newRow("numeric last label") << "host.123" << false;
        QTest::newRow("shell") << "my host; rm -rf" << false;
        QTest::newRow("empty label") << "a..b" << false;
        QTest::newRow("hyphen edge") << "-hv01" << false;
        QTest::newRow("label too long") << QString(64, QLatin1Char('a')) << false;
        QTest::newRow("underscore") << "hv_01" << false;
        QTest::newRow("ipv6") << "fd00:10::a" << true;
        QTest::newRow("ipv6 full") << "2001:db8:0:0:0:0:0:1" << true;
        QTest::newRow("ipv6 loopback") << "::1" << true;
        QTest::newRow("ipv6 mapped") << "::ffff:10.0.0.1" << true;
        QTest::newRow("ipv6 two gaps") << "1::2::3" << false;
        QTest::newRow("ipv6 too many groups") << "1:2:3:4:5:6:7:8:9" << false;
        QTest::newRow("ipv6 bad group") << "fd00::g" << false;
        QTest::newRow("empty") << "" << false;
    }

    void hostAddress()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const QString problem = hostAddressProblem(text);
        QCOMPARE(problem.isEmpty(), valid);
    }
};

QTEST_GUILESS_MAIN(TestIpv4)
#include "tst_ipv4.moc"
