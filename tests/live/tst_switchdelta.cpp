// The push's difference without any network (live/switchconfigdelta.h): on
// every platform, the generated configuration against itself is no
// difference and no change; each defect the check's tests put into it
// (switchmutations.h) gives its line of difference in the design's words and
// a change of only the lines that repair it, which applied to the defective
// configuration as the platform applies it reads back clean, after which
// there is nothing left to change. The change of an empty switch is the
// whole configuration in the template's order.

#include "live/switchconfigdelta.h"
#include "live/switchstatecheck.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "tests/support/switchmutations.h"
#include "tests/support/switchtestdesigns.h"

#include <QTest>

#include <algorithm>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

SwitchState readConfig(SwitchPlatform platform, const QString &text)
{
    SwitchState state;
    SwitchEvidence::read(platform, SwitchEvidence::File::RunningConfig, text.toUtf8(), state);
    state.index();
    return state;
}

QStringList checkOf(const SwitchPlan &plan, const QString &text)
{
    return SwitchStateCheck::differences(plan, readConfig(plan.platform, text));
}

// The lines of `text` that the range [at, at + length) touches, trimmed.
QStringList linesAround(const QString &text, qsizetype at, qsizetype length)
{
    const qsizetype first = text.lastIndexOf(QLatin1Char('\n'), at - 1) + 1;
    qsizetype last = text.indexOf(QLatin1Char('\n'), at + std::max<qsizetype>(length - 1, 0));
    if (last < 0)
        last = text.size();
    QStringList out;
    for (const QString &l : text.mid(first, last - first).split(QLatin1Char('\n')))
        if (!l.trimmed().isEmpty())
            out << l.simplified();
    return out;
}

// Every line of the planned configuration that opens a block.
QStringList headersOf(const QString &planned)
{
    QStringList out;
    const QStringList lines = planned.split(QLatin1Char('\n'));
    const auto indent = [](const QString &l) {
        qsizetype n = 0;
        while (n < l.size() && l[n].isSpace())
            ++n;
        return n;
    };
    for (qsizetype i = 0; i + 1 < lines.size(); ++i)
        if (!lines[i].trimmed().isEmpty() && indent(lines[i + 1]) > indent(lines[i]))
            out << lines[i].simplified();
    return out;
}

QString firstWords(const QString &line, int n)
{
    return line.simplified().split(QLatin1Char(' ')).mid(0, n).join(QLatin1Char(' '));
}

struct Case {
    Design design;
    const Switch *sw = nullptr;
    SwitchPlan plan;
    QString planned;
    ConfigEditing editing;
};

Case caseOf(const QString &designId, const QString &platform)
{
    Case c;
    c.design = onPlatform(design(designId), platform);
    c.sw = &c.design.switches.front();
    c.plan = SwitchPlan::forSwitch(c.design, *c.sw);
    c.planned = configs(c.design).at(c.sw->name);
    c.editing = SwitchPlatforms::driver(c.sw->platform).configEditing();
    return c;
}

} // namespace

class TestSwitchDelta : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planAgainstItself_data()
    {
        QTest::addColumn<QString>("designId");
        QTest::addColumn<QString>("platform");
        for (const QString &d : designs())
            for (const QString &p : platforms())
                if (!SwitchPlatforms::driver(*enumFromName<SwitchPlatform>(p.toStdString())).isChecklist())
                    QTest::newRow(qPrintable(d + QLatin1Char(' ') + p)) << d << p;
    }

    // Every switch of every design: no difference, nothing to send.
    void planAgainstItself()
    {
        QFETCH(QString, designId);
        QFETCH(QString, platform);
        Case c = caseOf(designId, platform);
        for (const Switch &sw : c.design.switches) {
            const SwitchPlan plan = SwitchPlan::forSwitch(c.design, sw);
            const QString planned = configs(c.design).at(sw.name);
            QVERIFY(!c.editing.isEmpty());
            QCOMPARE(SwitchConfigDelta::change(c.editing, planned, planned), QStringList());
            QCOMPARE(SwitchChangeText::describe(plan, readConfig(sw.platform, planned)), QStringList());
        }
    }

    void mutation_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        for (const Mutation &m : mutations())
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(m.platform), QLatin1String(m.what))))
                << QString::fromLatin1(m.platform) << QString::fromLatin1(m.from) << QString::fromLatin1(m.to);
    }

    // Each defect: a difference, a change of only the lines that repair it
    // (the lines the defect touched as planned, the negation of what it put
    // there, the blocks around them, the same list's lines), and the repaired
    // configuration reads back clean with nothing left to change.
    void mutation()
    {
        QFETCH(QString, platform);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const Case c = caseOf(QStringLiteral("s2d-converged-set"), platform);
        QString running = c.planned;
        const qsizetype at = running.indexOf(from);
        QVERIFY2(at >= 0, qPrintable(from));
        running.replace(at, from.size(), to);
        QVERIFY(!checkOf(c.plan, running).isEmpty());

        const QStringList difference = SwitchChangeText::describe(c.plan, readConfig(c.sw->platform, running));
        QVERIFY2(!difference.isEmpty(), qPrintable(running));
        for (const QString &line : difference)
            QVERIFY2(line.startsWith(c.sw->name), qPrintable(line));

        const QStringList change = SwitchConfigDelta::change(c.editing, c.planned, running);
        QVERIFY(!change.isEmpty());
        const QStringList planned = linesAround(c.planned, at, from.size());
        const QStringList put = linesAround(running, at, to.size());
        const QStringList headers = headersOf(c.planned);
        const QString set = c.editing.set.trimmed();
        // A block the switch lacks is sent whole (a redundancy domain of another number).
        QStringList runningLines;
        for (const QString &l : running.split(QLatin1Char('\n')))
            runningLines << l.simplified();
        const bool newBlock = std::any_of(change.begin(), change.end(),
            [&](const QString &l) { return headers.contains(l.simplified()) && !runningLines.contains(l.simplified()); });
        QStringList plannedLines;
        for (const QString &l : c.planned.split(QLatin1Char('\n')))
            plannedLines << l.simplified();
        bool repairs = false;
        for (const QString &raw : change) {
            const QString line = raw.simplified();
            const QString body = set.isEmpty() || !line.startsWith(set) ? line : line.mid(set.size() + 1);
            const bool restores = planned.contains(line);
            const bool takesBack = std::any_of(put.begin(), put.end(), [&](const QString &p) {
                const QString pBody = set.isEmpty() || !p.startsWith(set) ? p : p.mid(set.size() + 1);
                return line == (c.editing.negation + pBody).simplified();
            });
            const bool sameList = std::any_of(planned.begin(), planned.end(), [&](const QString &p) {
                const QString pBody = set.isEmpty() || !p.startsWith(set) ? p : p.mid(set.size() + 1);
                return firstWords(body, 3) == firstWords(pBody, 3);
            });
            repairs = repairs || restores || takesBack || sameList;
            QVERIFY2(restores || takesBack || sameList || headers.contains(line) || line == c.editing.leave
                    || (newBlock && plannedLines.contains(line)),
                qPrintable(QStringLiteral("%1\nin the change:\n%2").arg(line, change.join(QLatin1Char('\n')))));
        }
        QVERIFY2(repairs, qPrintable(change.join(QLatin1Char('\n'))));

        const QString repaired = SwitchConfigDelta::apply(c.editing, running, change);
        QCOMPARE(checkOf(c.plan, repaired), QStringList());
        QCOMPARE(SwitchChangeText::describe(c.plan, readConfig(c.sw->platform, repaired)), QStringList());
        QCOMPARE(SwitchConfigDelta::change(c.editing, c.planned, repaired), QStringList());
    }

    // The difference in the design's words.
    void wording()
    {
        {
            const Case c = caseOf(QStringLiteral("s2d-converged-set"), QStringLiteral("cisco-nxos"));
            QString running = c.planned;
            const QString from = QStringLiteral("  mtu 9216\n  service");
            running.replace(running.indexOf(from), from.size(), QStringLiteral("  mtu 1500\n  service"));
            const QStringList d = SwitchChangeText::describe(c.plan, readConfig(c.sw->platform, running));
            QCOMPARE(d.size(), 1);
            QVERIFY2(d.front().startsWith(c.sw->name + QLatin1Char(' ')) && d.front().endsWith(QLatin1String(": MTU 1500 -> 9216")),
                qPrintable(d.front()));
        }
        {
            const Case c = caseOf(QStringLiteral("s2d-converged-set"), QStringLiteral("arista-eos"));
            QString running = c.planned;
            running.replace(QLatin1String("allowed vlan 99,711"), QLatin1String("allowed vlan 99,711,712"));
            const QStringList d = SwitchChangeText::describe(c.plan, readConfig(c.sw->platform, running));
            QVERIFY(!d.isEmpty());
            QVERIFY2(d.front().contains(QLatin1String("VLAN 712 removed")), qPrintable(d.join(QLatin1Char('\n'))));
        }
    }

    void extraVlan_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dell-os10") << QStringLiteral("dell-os10") << QStringLiteral(" switchport trunk allowed vlan 711\n")
                                   << QStringLiteral(" switchport trunk allowed vlan 999\n") << QStringLiteral("no switchport trunk allowed vlan 999");
        QTest::newRow("aruba-cx") << QStringLiteral("aruba-cx") << QStringLiteral("vlan trunk allowed 99,711\n") << QStringLiteral("    vlan trunk allowed 999\n")
                                  << QStringLiteral("no vlan trunk allowed 999");
        QTest::newRow("hpe-comware") << QStringLiteral("hpe-comware") << QStringLiteral("permit vlan 99 711\n") << QStringLiteral(" port trunk permit vlan 999\n")
                                     << QStringLiteral("undo port trunk permit vlan 999");
        QTest::newRow("juniper-junos") << QStringLiteral("juniper-junos") << QStringLiteral("# hvnet switch configuration\n")
                                       << QStringLiteral("set vlans v999-Old vlan-id 999\n"
                                                         "set interfaces et-0/0/0 unit 0 family ethernet-switching vlan members v999-Old\n")
                                       << QStringLiteral("delete interfaces et-0/0/0 unit 0 family ethernet-switching vlan members v999-Old");
        QTest::newRow("nvidia-cumulus") << QStringLiteral("nvidia-cumulus") << QStringLiteral("# hvnet switch configuration\n")
                                        << QStringLiteral("nv set interface swp1 bridge domain br_default vlan 999\n")
                                        << QStringLiteral("nv unset interface swp1 bridge domain br_default vlan 999");
    }

    // A VLAN the plan does not have on a port whose list the platform adds
    // to: taken out with the platform's negation, and nothing else.
    void extraVlan()
    {
        QFETCH(QString, platform);
        QFETCH(QString, after);
        QFETCH(QString, extra);
        QFETCH(QString, expected);
        const Case c = caseOf(QStringLiteral("s2d-converged-set"), platform);
        QString running = c.planned;
        const qsizetype at = running.indexOf(after);
        QVERIFY2(at >= 0, qPrintable(after));
        running.insert(at + after.size(), extra);
        QVERIFY(!checkOf(c.plan, running).isEmpty());
        const QStringList change = SwitchConfigDelta::change(c.editing, c.planned, running);
        QVERIFY2(std::any_of(change.begin(), change.end(), [&](const QString &l) { return l.trimmed() == expected; }),
            qPrintable(change.join(QLatin1Char('\n'))));
        const QString repaired = SwitchConfigDelta::apply(c.editing, running, change);
        QCOMPARE(checkOf(c.plan, repaired), QStringList());
        QCOMPARE(SwitchConfigDelta::change(c.editing, c.planned, repaired), QStringList());
    }

    void emptySwitch_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &p : platforms())
            if (!SwitchPlatforms::driver(*enumFromName<SwitchPlatform>(p.toStdString())).isChecklist())
                QTest::newRow(qPrintable(p)) << p;
    }

    // A switch with nothing of the plan: the change is the planned
    // configuration's lines in the template's order (pools, profiles and
    // maps before their use, VLANs before ports), and applied it reads back clean.
    void emptySwitch()
    {
        QFETCH(QString, platform);
        const Case c = caseOf(QStringLiteral("s2d-converged-set"), platform);
        const QString running = QStringLiteral("hostname %1\n").arg(c.sw->name);
        const QStringList change = SwitchConfigDelta::change(c.editing, c.planned, running);
        QStringList sent, planned;
        for (const QString &l : change)
            if (l.trimmed() != c.editing.leave)
                sent << l.simplified();
        QStringList seen;
        for (const QString &l : c.planned.split(QLatin1Char('\n'))) {
            const QString line = l.simplified();
            if (line.isEmpty() || line.startsWith(QLatin1Char('!')) || line.startsWith(QLatin1Char('#')))
                continue;
            if (c.editing.form == ConfigEditing::Form::Lines && seen.contains(line))
                continue;
            seen << line;
            planned << line;
        }
        // Every planned line is sent, or the list it belongs to (one line per
        // list, blocks written in more than one place come together).
        const auto setting = [](const QString &l) { return l.section(QLatin1Char(' '), 0, -2); };
        for (const QString &l : planned)
            // A line the plan takes back later (Comware's IRF port, shut down
            // while it is bound) is not sent: the change is the end state.
            // NVUE's nv config apply is the push's commit, not a line of the change.
            if (!planned.contains(c.editing.negation + l) && !l.startsWith(QLatin1String("nv config ")))
                QVERIFY2(sent.contains(l)
                    || std::any_of(sent.begin(), sent.end(), [&](const QString &s) { return setting(s) == setting(l); }),
                qPrintable(l));
        const QString repaired = SwitchConfigDelta::apply(c.editing, running, change);
        const QStringList left = checkOf(c.plan, repaired);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        const QStringList again = SwitchConfigDelta::change(c.editing, c.planned, repaired);
        QVERIFY2(again.isEmpty(), qPrintable(again.join(QLatin1Char('\n'))));
    }

    // The checklist has no way to be changed: no change.
    void checklist()
    {
        const ConfigEditing none = SwitchPlatforms::driver(SwitchPlatform::Generic).configEditing();
        QVERIFY(none.isEmpty());
        QCOMPARE(SwitchConfigDelta::change(none, QStringLiteral("vlan 711\n"), QString()), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestSwitchDelta)
#include "tst_switchdelta.moc"
