#pragma once

#include "hostevidence.h"
#include "livefindings.h"
#include "livetext.h"
#include "plans/hostplan.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace hvnet {

class Design;
struct Node;

// What the comparison of one node with its evidence works with: the design's
// node, the plan the deployment scripts are rendered from (HostPlan: the
// expected values in Windows' names and units), the host's evidence, and
// where findings go. The checks of each area (hostchecks.h) read it.
class HostCheckContext
{
public:
    HostCheckContext(const Design &design, const Node &node, const HostEvidence &evidence, LiveFindings &findings);

    const Design &design() const { return m_design; }
    const Node &node() const { return m_node; }
    const HostPlan &plan() const { return m_plan; }
    const HostEvidence &evidence() const { return m_evidence; }

    // The Windows the host reports, else the one the design plans: the
    // comparisons' version quirks follow what runs.
    OsVersion os() const { return m_os; }
    std::optional<OsVersion> reportedOs() const { return m_reportedOs; }
    bool before2016() const { return isBefore2016(m_os); }

    // Whether a section can be compared. When it cannot, says so once per
    // section and node as live.not-checked (info): the command this Windows
    // does not have, the error it failed with, or that the collect script did
    // not record it. An unreadable section was reported by the reader already.
    template <typename Row> bool usable(const EvidenceSection<Row> &section, const char *key, const QString &what)
    {
        if (section.collected())
            return true;
        notUsable(section.state, section.line, key, what, section.command, section.error);
        return false;
    }

    void raise(const RuleInfo &info, const QString &message, const QStringList &objects, int line);
    void notChecked(const QString &message, const QStringList &objects, int line = 0);
    void compared(const QStringList &objects) { m_findings.compared(objects); }

    // The design's object ids behind a name Windows shows: an adapter, a team,
    // an interface ("vEthernet (SMB1)", or a host vNIC's own name), a vSwitch.
    QStringList objectsOf(const QString &windowsName) const;

    // Rows by a name, ignoring case as Windows does.
    template <typename Row> const Row *find(const EvidenceSection<Row> &section, Text Row::*field, const QString &value) const
    {
        for (const Row &row : section.rows)
            if ((row.*field).known() && (row.*field)->compare(value, Qt::CaseInsensitive) == 0)
                return &row;
        return nullptr;
    }
    // The adapter Windows shows with this interface description (a vSwitch
    // names its members so).
    QString adapterNamed(const QString &interfaceDescription) const;

    // "S2D01"; and a value from the evidence quoted safely, "(not reported)" when unknown.
    QString host() const { return m_node.name; }
    static QString shown(const Text &value);
    static QString shown(const Integer &value);
    static QString shown(const Flag &value);

private:
    void notUsable(SectionState state, int line, const char *key, const QString &what, const QString &command, const QString &error);

    const Design &m_design;
    const Node &m_node;
    HostPlan m_plan;
    const HostEvidence &m_evidence;
    LiveFindings &m_findings;
    OsVersion m_os;
    std::optional<OsVersion> m_reportedOs;
    QSet<QString> m_reportedSections;
    QHash<QString, QStringList> m_objects; // lower-case Windows name -> design ids
};

// Whether two lists name the same things, in any order, ignoring case and
// repeats as Windows does (team members, SMB constraints, intent adapters).
bool sameNames(QStringList a, QStringList b);

// The Windows a host's evidence names, by its caption and build number.
std::optional<OsVersion> osOfEvidence(const HostEvidence &evidence);

} // namespace hvnet
