// How long reading a switch's running configuration takes: for each platform
// a 500-port configuration (the platform's generated configuration of the
// s2d-converged-set starter, its first host port repeated under 500 names),
// read the way the live check reads evidence (SwitchEvidence: clean-up, then
// the platform's reader), and the LLDP and PFC readers on 500 neighbours.
// Prints the median of the runs per platform. Target: under 20 ms for 500 ports.
// Beside it, the push's change for the same configuration with every port's
// MTU lowered on the switch (SwitchConfigDelta::change: both texts taken
// apart, 500 ports' lines compared, the change written). Target: under 50 ms.
//
//   build/bin/bench_switchevidence [runs]

#include "benchtools.h"
#include "live/switchconfigdelta.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>

using namespace hvnet;

namespace {

// "Ethernet1/1" -> "Ethernet1/<n>", "swp1" -> "swp<n>", "et-0/0/0" -> "et-0/0/<n>".
QString renumbered(const QString &name, int n)
{
    static const QRegularExpression last(QStringLiteral("\\d+$"));
    QString out = name;
    return out.replace(last, QString::number(n));
}

QByteArray fiveHundredPorts(SwitchPlatform platform, const QString &golden)
{
    SwitchState probe;
    SwitchEvidence::read(platform, SwitchEvidence::File::RunningConfig, golden.toUtf8(), probe);
    const QString port = probe.ports.begin()->first;
    const QStringList lines = golden.split(QLatin1Char('\n'));
    QStringList block;
    const QRegularExpression token(QStringLiteral("(?<![\\w/\\-])%1(?![\\w/:])").arg(QRegularExpression::escape(port)));
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(QLatin1String("interface ")) && lines.at(i).mid(10).trimmed() == port) {
            block << lines.at(i); // the block form: the interface line and what is indented below it
            for (int j = i + 1; j < lines.size() && (lines.at(j).startsWith(QLatin1Char(' ')) || lines.at(j).isEmpty()); ++j)
                block << lines.at(j);
            break;
        }
        if (token.match(lines.at(i)).hasMatch()) // the set form: every command naming the port
            block << lines.at(i);
    }
    QString out = golden;
    for (int n = 1000; n < 1500; ++n) {
        const QString name = renumbered(port, n);
        for (QString line : block)
            out += line.replace(token, name) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray lldpOf(int neighbours)
{
    QByteArray out = "TOR-A# show lldp neighbors detail\n";
    for (int i = 0; i < neighbours; ++i)
        out += QStringLiteral("Chassis id: 0c42.a1b2.%1\nPort id: 0c42.a1b2.%1\nLocal Port id: Eth1/%2\nPort Description: SLOT 3 Port 1\n"
                              "System Name: S2D%2\nSystem Description: Microsoft Windows Server 2022 Datacenter\nTime remaining: 100 seconds\n\n")
                   .arg(i, 4, 16, QLatin1Char('0'))
                   .arg(i + 1)
                   .toUtf8();
    return out + "Total entries displayed: " + QByteArray::number(neighbours) + "\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 21;
    QTextStream out(stdout);
    out << "platform         ports  bytes    read (median of " << runs << ")  change (lines)\n";
    for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable()) {
        const SwitchPlatform platform = driver->platform();
        const QString name = driver->id();
        QFile f(QStringLiteral(HVNET_TEST_DATA "/golden/switches/s2d-converged-set/%1/TOR-A.cfg").arg(name));
        if (!f.open(QIODevice::ReadOnly))
            return 1;
        const QByteArray bytes = fiveHundredPorts(platform, QString::fromUtf8(f.readAll()));
        SwitchState state;
        const double ms = bench::medianMs(runs, [&] {
            state = SwitchState{};
            SwitchEvidence::read(platform, SwitchEvidence::File::RunningConfig, bytes, state);
        });
        const QString planned = QString::fromUtf8(bytes);
        QString running = planned;
        running.replace(QRegularExpression(QStringLiteral("(mtu|jumboframe enable) \\d+")), QStringLiteral("\\1 1500"));
        QStringList change;
        const double changeMs = bench::medianMs(runs, [&] { change = SwitchConfigDelta::change(driver->configEditing(), planned, running); });
        out << QStringLiteral("%1 %2 %3 %4 ms  %5 ms (%6)\n")
                   .arg(name, -16)
                   .arg(state.ports.size(), 5)
                   .arg(bytes.size(), 8)
                   .arg(ms, 6, 'f', 2)
                   .arg(changeMs, 6, 'f', 2)
                   .arg(change.size());
        out.flush();
    }
    // The hostile size of the tests: 10,000 interfaces (NX-OS), read whole.
    QByteArray huge = "vlan 711\n  name Storage\n";
    for (int i = 1; i <= 10000; ++i)
        huge += QStringLiteral("interface Ethernet%1/%2\n  switchport\n  switchport mode trunk\n  switchport trunk allowed vlan 711\n  mtu 9216\n")
                    .arg(i / 64 + 1)
                    .arg(i % 64 + 1)
                    .toLatin1();
    SwitchState big;
    const double hugeMs = bench::medianMs(std::max(3, runs / 4), [&] {
        big = SwitchState{};
        SwitchEvidence::read(SwitchPlatform::CiscoNxos, SwitchEvidence::File::RunningConfig, huge, big);
    });
    out << QStringLiteral("10,000 interfaces (NX-OS, %1 bytes): %2 ms\n").arg(huge.size()).arg(hugeMs, 0, 'f', 1);
    const QByteArray lldp = lldpOf(500);
    SwitchState state;
    const double ms = bench::medianMs(runs, [&] {
        state = SwitchState{};
        SwitchEvidence::read(SwitchPlatform::CiscoNxos, SwitchEvidence::File::Lldp, lldp, state);
    });
    out << QStringLiteral("LLDP detail, %1 neighbours (NX-OS): %2 ms\n").arg(state.neighbors.size()).arg(ms, 0, 'f', 2);
    out << "peak RSS: " << bench::peakRssMiB() << " MiB\n";
    return 0;
}
