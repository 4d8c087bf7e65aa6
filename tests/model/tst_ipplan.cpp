// The IP plan as CSV (model/edit/ipplan.h): written as a spreadsheet reads
// it, read back as a spreadsheet may write it (another column order, a
// semicolon, Windows-1252, quotes, a column of its own), names of any kind
// kept as data, and every mistake named with its line and column, with
// nothing taken from a plan that has one.

#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/edit/designactions.h"
#include "model/edit/ipplan.h"
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

const QByteArray bom = "\xef\xbb\xbf";

// The plan's text without its byte order mark, lines joined by \n.
QString text(const QByteArray &csv)
{
    if (!csv.startsWith(bom))
        return QStringLiteral("(no byte order mark)");
    return QString::fromUtf8(csv.mid(3)).replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
}

QByteArray plan(const QString &lines)
{
    return lines.toUtf8();
}

const Interface &itf(const Design &d, const char *node, const char *name)
{
    for (const Node &n : d.nodes)
        if (n.name == QString::fromUtf8(node))
            for (const Interface &i : n.interfaces)
                if (i.name == QString::fromUtf8(name))
                    return i;
    qFatal("no interface %s %s", node, name);
}
} // namespace

class TestIpPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writtenInTheDesignsOrder()
    {
        const QByteArray csv = IpPlan::toCsv(starter("s2d-converged-set"));
        QVERIFY(csv.startsWith(bom));
        QVERIFY(csv.contains("\r\n"));
        QVERIFY(!csv.contains("\n\n"));
        const QStringList lines = text(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 4 * 3);
        QCOMPARE(lines[0], QStringLiteral("node,interface,subnet,prefix,vlan,address"));
        QCOMPARE(lines[1], QStringLiteral("S2D01,Management,Management,10.20.0.0/24,0,10.20.0.11"));
        QCOMPARE(lines[2], QStringLiteral("S2D01,SMB1,Storage 1,10.71.1.0/24,711,10.71.1.11"));
        QCOMPARE(lines[3], QStringLiteral("S2D01,SMB2,Storage 2,10.71.2.0/24,712,10.71.2.11"));
        QCOMPARE(lines[12], QStringLiteral("S2D04,SMB2,Storage 2,10.71.2.0/24,712,10.71.2.14"));
        QCOMPARE(IpPlan::toCsv(starter("s2d-converged-set")), csv); // same design, same bytes
    }

    // Every starter's plan reads back into its design unchanged.
    void readsBackUnchanged_data()
    {
        QTest::addColumn<QString>("id");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
    }
    void readsBackUnchanged()
    {
        QFETCH(QString, id);
        const Design design = starter(qPrintable(id));
        const IpPlan::Import back = IpPlan::fromCsv(design, IpPlan::toCsv(design));
        QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(QLatin1Char('\n'))));
        QCOMPARE(back.changed, 0);
        QVERIFY(back.design == design);
    }

    // Names a spreadsheet would split, quote, trim or calculate come back as
    // they were: commas, semicolons, quotes, line breaks, leading blanks, and
    // cells that begin like a formula (written with an apostrophe before).
    void hostileNamesStayData()
    {
        Design design = starter("s2d-converged-set");
        const QStringList names = {QStringLiteral("a,b"), QStringLiteral("say \"hi\";"), QStringLiteral("two\r\nlines"),
            QStringLiteral(" padded "), QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("+1"),
            QStringLiteral("-2"), QStringLiteral("@SUM(A1)"), QStringLiteral("'=already"), QStringLiteral("''+x"),
            QStringLiteral("\tTab"), QStringLiteral("Grüße ä€"), QStringLiteral("'plain")};
        for (int k = 0; k < names.size(); ++k)
            design.nodes[k % 4].interfaces[k / 4 % 3].name = names[k] + QString::number(k / 12);
        design.subnets[1].name = QStringLiteral("=cmd|' /C calc'!A0");
        const QByteArray csv = IpPlan::toCsv(design);
        QVERIFY(csv.contains("\"'=HYPERLINK(\"\"http://x\"\")0\""));
        QVERIFY(csv.contains(",'+10,"));
        QVERIFY(csv.contains(",'-20,"));
        QVERIFY(csv.contains(",''=already0,"));
        QVERIFY(csv.contains(",'plain1,")); // an apostrophe before text that is no formula stays one
        QVERIFY(csv.contains(",'=cmd|' /C calc'!A0,"));
        QVERIFY(!csv.contains(",=") && !csv.contains(",+") && !csv.contains(",-") && !csv.contains(",@"));

        // Every address moved by one: the rows must match the hostile names.
        QByteArray moved = csv;
        moved.replace(".11\r\n", ".21\r\n");
        const IpPlan::Import back = IpPlan::fromCsv(design, moved);
        QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(QLatin1Char('\n'))));
        QCOMPARE(back.changed, 3);
        QCOMPARE(IpPlan::fromCsv(design, csv).changed, 0);
        Design expected = design;
        for (Interface &i : expected.nodes[0].interfaces)
            i.address.replace(QStringLiteral(".11"), QStringLiteral(".21"));
        QVERIFY(back.design == expected);
    }

    // What a spreadsheet saves: semicolons, Windows-1252, its own column
    // order and a column of the team's own; prefix and vlan left out.
    void asASpreadsheetWritesIt()
    {
        Design design = starter("s2d-converged-set");
        design.nodes[0].interfaces[1].name = QStringLiteral("Speicher Süd");
        QByteArray csv = QStringLiteral("Address;Comment;NODE;Interface\r\n"
                                        "10.71.1.51;\"neu; von Jürgen\";S2D01;speicher süd\r\n"
                                        "\r\n"
                                        "10.71.2.52;;s2d02;SMB2\r\n")
                             .toLatin1();
        const IpPlan::Import back = IpPlan::fromCsv(design, csv);
        QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(QLatin1Char('\n'))));
        QCOMPARE(back.changed, 2);
        QCOMPARE(itf(back.design, "S2D01", "Speicher Süd").address, QStringLiteral("10.71.1.51"));
        QCOMPARE(itf(back.design, "S2D02", "SMB2").address, QStringLiteral("10.71.2.52"));
        QCOMPARE(itf(back.design, "S2D03", "SMB2").address, QStringLiteral("10.71.2.13")); // no row: as it was
    }

    // The subnet column moves an interface to another subnet; an empty
    // address takes the interface's address away (Allocate gives a new one).
    void subnetsMoveAndAddressesClear()
    {
        const Design design = starter("s2d-converged-set");
        const IpPlan::Import back = IpPlan::fromCsv(design,
            plan(QStringLiteral("node,interface,subnet,address\n"
                                "S2D01,SMB1,Storage 2,10.71.2.101\n"
                                "S2D02,SMB1,Storage 1,\n")));
        QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(QLatin1Char('\n'))));
        QCOMPARE(back.changed, 2);
        QCOMPARE(itf(back.design, "S2D01", "SMB1").subnet, itf(design, "S2D01", "SMB2").subnet);
        QCOMPARE(itf(back.design, "S2D01", "SMB1").address, QStringLiteral("10.71.2.101"));
        QCOMPARE(itf(back.design, "S2D02", "SMB1").address, QString());
    }

    // Each mistake with where it is and what is wrong; a plan with one is
    // not taken at all.
    void mistakesNamedAndNothingTaken_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QStringList>("problems");
        const QString header = QStringLiteral("node,interface,subnet,prefix,vlan,address\n");
        const QString good = QStringLiteral("S2D01,SMB1,Storage 1,10.71.1.0/24,711,10.71.1.99\n");
        QTest::newRow("empty") << QString()
                               << QStringList{QStringLiteral(
                                      "the file is empty: an IP plan starts with the header "
                                      "node,interface,subnet,prefix,vlan,address")};
        QTest::newRow("no address column")
            << QStringLiteral("node,interface,subnet\nS2D01,SMB1,Storage 1\n")
            << QStringList{QStringLiteral("line 1: the header has no column address (an IP plan needs node, "
                                          "interface and address; subnet, prefix and vlan may follow)")};
        QTest::newRow("column twice") << QStringLiteral("node,interface,address,Node\n")
                                      << QStringList{QStringLiteral("line 1, column 24: the column node is there twice")};
        QTest::newRow("open quote") << header + good + QStringLiteral("S2D02,\"SMB1,Storage 1\n")
                                    << QStringList{QStringLiteral("line 3, column 7: a quoted cell is not closed")};
        QTest::newRow("text after a quote")
            << header + QStringLiteral("S2D01,\"SMB1\"x,Storage 1,,,10.71.1.5\n")
            << QStringList{QStringLiteral(
                   "line 2, column 13: a quoted cell goes on after its closing quote (a quote inside a cell is "
                   "written twice)")};
        QTest::newRow("unknown node, interface, subnet")
            << header + good + QStringLiteral("HV09,SMB1,,,,\nS2D02,SMB9,,,,\nS2D03,SMB1,Storage 9,,,\n")
            << QStringList{QStringLiteral("line 3, column 1: the design has no node named \"HV09\""),
                   QStringLiteral("line 4, column 7: S2D02 has no interface named \"SMB9\""),
                   QStringLiteral("line 5, column 12: the design has no subnet named \"Storage 9\"")};
        QTest::newRow("row twice") << header + good + good
                                   << QStringList{QStringLiteral("line 3: S2D01 SMB1 is already on line 2")};
        QTest::newRow("prefix and vlan are the subnet's")
            << header + QStringLiteral("S2D01,SMB1,Storage 1,10.71.9.0/24,719,10.71.1.99\n")
            << QStringList{QStringLiteral("line 2, column 22: 10.71.9.0/24 is not the prefix of Storage 1 "
                                          "(10.71.1.0/24): a subnet's prefix is changed in Subnets and VLANs"),
                   QStringLiteral("line 2, column 35: VLAN 719 is not the VLAN of Storage 1 (711): a subnet's VLAN "
                                  "is changed in Subnets and VLANs")};
        const QString withSubnet = QStringLiteral("node,interface,subnet,address\n");
        QTest::newRow("addresses") << withSubnet
                + QStringLiteral("S2D01,SMB1,Storage 1,10.71.1.256\nS2D01,SMB2,Storage 2,10.71.2.5/24\n"
                                 "S2D02,SMB1,Storage 1,10.71.2.7\nS2D02,SMB2,Storage 2,10.71.2.255\n")
                                   << QStringList{QStringLiteral("line 2, column 22: \"10.71.1.256\" is not an IPv4 "
                                                                 "address (four numbers 0-255 with dots, no prefix "
                                                                 "length)"),
                                          QStringLiteral("line 3, column 22: \"10.71.2.5/24\" is not an IPv4 address "
                                                         "(four numbers 0-255 with dots, no prefix length)"),
                                          QStringLiteral("line 4, column 22: 10.71.2.7 is not a host address of "
                                                         "Storage 1 (10.71.1.0/24)"),
                                          QStringLiteral("line 5, column 22: 10.71.2.255 is not a host address of "
                                                         "Storage 2 (10.71.2.0/24)")};
        QTest::newRow("an address twice")
            << QStringLiteral("node,interface,address\n"
                              "S2D01,SMB1,10.71.1.12\nS2D03,SMB1,10.71.1.99\nS2D04,SMB1,10.71.1.99\n")
            << QStringList{QStringLiteral("line 2: 10.71.1.12 is also the address of S2D02 SMB1"),
                   QStringLiteral("line 3: 10.71.1.99 is also the address of S2D04 SMB1"),
                   QStringLiteral("line 4: 10.71.1.99 is also the address of S2D03 SMB1")};
        QTest::newRow("neither UTF-8 nor Windows-1252")
            << QString::fromLatin1("node,interface,address\nS2D01,SMB\x81,\n")
            << QStringList{QStringLiteral("line 2: the file is neither UTF-8 nor Windows-1252 text (byte 0x81)")};
    }
    void mistakesNamedAndNothingTaken()
    {
        QFETCH(QString, csv);
        QFETCH(QStringList, problems);
        const Design design = starter("s2d-converged-set");
        const IpPlan::Import back = IpPlan::fromCsv(design, csv.toLatin1());
        QCOMPARE(back.problems, problems);
        QCOMPARE(back.changed, 0);
        QVERIFY(back.design == design);
    }

    // In the designer's document: one undo step that says what it did, and
    // none for a plan with problems or without a change.
    void oneUndoStep()
    {
        DesignDocument document;
        const Design design = starter("s2d-converged-set");
        document.reset(design);
        DesignActions actions(&document);
        QString csv = text(IpPlan::toCsv(design));
        csv.replace(QStringLiteral("10.71.1.1"), QStringLiteral("10.71.1.3"));
        const int steps = document.undoStack()->count();
        undoRoundTrip(document, [&] {
            const IpPlan::Import done = actions.importIpPlan(csv.toUtf8());
            QVERIFY(done.problems.isEmpty());
            QCOMPARE(done.changed, 4);
            QCOMPARE(document.undoStack()->count(), steps + 1);
        });
        QCOMPARE(document.undoStack()->text(document.undoStack()->index() - 1),
            QStringLiteral("Import IP plan: 4 interface(s) changed"));
        QCOMPARE(itf(document.design(), "S2D04", "SMB1").address, QStringLiteral("10.71.1.34"));
        const int after = document.undoStack()->count();
        QCOMPARE(actions.importIpPlan(csv.toUtf8()).changed, 0);
        QVERIFY(!actions.importIpPlan("node,interface\n").problems.isEmpty());
        QCOMPARE(document.undoStack()->count(), after);
    }
};

QTEST_GUILESS_MAIN(TestIpPlan)
#include "tst_ipplan.moc"
