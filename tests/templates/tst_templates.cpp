// The starter designs and `generate` must be clean: no error and no warning
// under the whole catalogue, and generated designs must be deterministic.

#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/switchplatformspec.h"
#include "model/validation/validator.h"
#include "templates/startercatalogue.h"

#include <QSet>
#include <QTest>

using namespace hvnet;

namespace {
QString describe(const ValidationResult &result)
{
    QStringList lines;
    for (const Finding &f : result.findings)
        if (!f.suppressed && f.severity != Severity::Info)
            lines << f.rule + QStringLiteral(": ") + f.message;
    return lines.join(QLatin1Char('\n'));
}
} // namespace

class TestTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogue()
    {
        QStringList ids;
        for (const StarterTemplate &t : StarterCatalogue::all()) {
            ids << t.id;
            QVERIFY(!t.name.isEmpty());
            QVERIFY(!t.description.isEmpty());
        }
        QCOMPARE(ids,
            (QStringList{QStringLiteral("azurelocal-networkatc"), QStringLiteral("hyperv-on-s2d-sofs"),
                QStringLiteral("s2d-2node-switchless"), QStringLiteral("s2d-3node-switchless"),
                QStringLiteral("s2d-converged-set"), QStringLiteral("sofs-hyperv-2012r2")}));
        QVERIFY(!StarterCatalogue::content(QStringLiteral("no-such-template")));
    }

    void startersAreClean_data()
    {
        QTest::addColumn<QString>("id");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
    }

    void startersAreClean()
    {
        QFETCH(QString, id);
        const auto read = DesignReader::read(*StarterCatalogue::content(id));
        QVERIFY2(read.design, qPrintable(read.error.toString()));
        const ValidationResult result = Validator::run(*read.design);
        QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(describe(result)));
    }

    void sofsTemplateIsSeed004()
    {
        const Design d = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("sofs-hyperv-2012r2"))).design;
        QCOMPARE(d.platform.os, OsVersion::Ws2012R2);
        const Cluster *sofs = d.cluster(QStringLiteral("fsc"));
        QVERIFY(sofs);
        QCOMPARE(sofs->kind, ClusterKind::Sofs);
        QCOMPARE(sofs->members.size(), 4);
        int storage = 0;
        for (const Subnet &s : d.subnets)
            if (s.purpose == SubnetPurpose::Storage) {
                ++storage;
                QVERIFY(s.gateway.isEmpty()); // isolated, non-routed
            }
        QCOMPARE(storage, 2);
        for (const Node &n : d.nodes) {
            QCOMPARE(n.teams.size(), std::size_t(1)); // management through an LBFO team
            for (const Interface &i : n.interfaces) {
                if (!i.rdma)
                    continue;
                QCOMPARE(i.attach.kind, AttachKind::Adapter); // unteamed rNIC, own address
                QVERIFY(!i.address.isEmpty());
                QCOMPARE(n.adapter(i.attach.target)->rdma, RdmaTransport::Iwarp);
            }
            if (n.role == NodeRole::HyperVHost) {
                QCOMPARE(n.smbConstraints.size(), std::size_t(1));
                QCOMPARE(n.smbConstraints[0].server, sofs->accessPoint);
            }
        }
    }

    void generatedAreClean_data()
    {
        QTest::addColumn<int>("hosts");
        QTest::addColumn<int>("sofs");
        QTest::addColumn<int>("racks");
        QTest::newRow("1 host") << 1 << 4 << 1;
        QTest::newRow("2 hosts, no SOFS") << 2 << 0 << 1;
        QTest::newRow("16 hosts, 2 racks") << 16 << 2 << 2;
        QTest::newRow("65 hosts, racks as needed") << 65 << 4 << 0;
        QTest::newRow("300 hosts, racks as needed, 8 SOFS") << 300 << 8 << 0;
        QTest::newRow("3 hosts, 3 racks") << 3 << 4 << 3;
    }

    void generatedAreClean()
    {
        QFETCH(int, hosts);
        QFETCH(int, sofs);
        QFETCH(int, racks);
        const DesignGenerator::Options options{hosts, sofs, racks};
        QVERIFY(DesignGenerator::checkOptions(options).isEmpty());
        const Design d = DesignGenerator::generate(options);
        int hypervHosts = 0;
        for (const Node &n : d.nodes)
            hypervHosts += n.role == NodeRole::HyperVHost;
        QCOMPARE(hypervHosts, hosts);
        for (const Cluster &c : d.clusters)
            QVERIFY(c.members.size() <= 64);
        QCOMPARE(int(d.switches.size()), 2 * DesignGenerator::racksFor(options));
        const ValidationResult result = Validator::run(d);
        QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(describe(result)));
        QCOMPARE(DesignWriter::write(DesignGenerator::generate(options)), DesignWriter::write(d));
    }

    void generatedOnEveryPlatform_data()
    {
        QTest::addColumn<int>("platform");
        for (const auto &entry : EnumNames<SwitchPlatform>::entries)
            QTest::newRow(std::string(entry.second).c_str()) << int(entry.first);
    }

    // The ToRs are the platform's default model, every port one of its front
    // panel, and the design still passes the whole catalogue.
    void generatedOnEveryPlatform()
    {
        QFETCH(int, platform);
        DesignGenerator::Options options{45, 4, 0, SwitchPlatform(platform)};
        QVERIFY(DesignGenerator::checkOptions(options).isEmpty());
        QCOMPARE(DesignGenerator::racksFor(options), 3); // 20 hosts a rack with a 4-node SOFS
        const Design d = DesignGenerator::generate(options);
        const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(options.platform);
        for (const Switch &sw : d.switches) {
            QCOMPARE(sw.platform, options.platform);
            QCOMPARE(sw.model, spec.defaultModel().name);
            for (const SwitchPort &p : sw.ports)
                QVERIFY2(options.platform == SwitchPlatform::Generic || spec.modelHasPort(spec.defaultModel(), p.name),
                    qPrintable(p.name));
        }
        const ValidationResult result = Validator::run(d);
        QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(describe(result)));
    }

    void generatorRefusesImpossibleOptions()
    {
        QVERIFY(!DesignGenerator::checkOptions({0, 4, 1}).isEmpty());
        QVERIFY(!DesignGenerator::checkOptions({4, 1, 1}).isEmpty());
        QVERIFY(!DesignGenerator::checkOptions({4, 9, 1}).isEmpty());
        QVERIFY(!DesignGenerator::checkOptions({4, 4, 5}).isEmpty());
        QVERIFY(!DesignGenerator::checkOptions({4, 4, DesignGenerator::maxRacks + 1}).isEmpty());
        // 40 hosts a rack do not fit a ToR pair of 48 host ports each.
        const QString crowded = DesignGenerator::checkOptions({400, 4, 10});
        QVERIFY(crowded.contains(QStringLiteral("Nexus 93180YC-FX3")));
        QVERIFY2(crowded.contains(QStringLiteral("--racks 20")), qPrintable(crowded));
    }
};

QTEST_GUILESS_MAIN(TestTemplates)
#include "tst_templates.moc"
