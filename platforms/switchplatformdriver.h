#pragma once

#include "model/enums.h"
#include "plans/evidence/switchevidencefile.h"
#include "switchsession.h"
#include "switchtext.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <map>
#include <vector>

namespace hvnet {

class SwitchConfigReader;
class SwitchEvidenceReader;
class SwitchPlatformSpec;
struct SwitchPlan;

// One switch platform, everything hvnet does differently for it, behind one
// interface (NAPALM calls its base a network driver): how its configuration
// is written, how its running configuration, LLDP and PFC output are read,
// which commands print them, how its output is recognised, and how a pushed
// configuration is taken back. Each platform is one folder platforms/<id>/
// with one class deriving from this, its readers, its template
// (switch.cfg.mustache) and its data (platform.json: display name, port
// naming, models, firmware lines); one line of platforms/registry.cmake
// registers it, and SwitchPlatforms hands out its one instance.
//
// Everything here has a default that does nothing platform-specific, so a
// platform overrides what it has and later work (a configuration fix, a
// redundancy domain, a syntax model, a rollback) lands as an addition in its
// folder. Drivers hold no state; every member is const and thread-safe. The
// virtual members are defined here in the header, so the readers' fuzz build
// links the drivers without the model's data (spec() and displayName() are
// the two that need it).
class SwitchPlatformDriver
{
public:
    virtual ~SwitchPlatformDriver() = default;

    SwitchPlatform platform() const { return m_platform; }
    // The design file's spelling, also the folder's name (platforms/<id>/).
    QString id() const { return enumString(m_platform); }
    // The data of platform.json.
    const SwitchPlatformSpec &spec() const;
    // The vendor's name of the platform, as every label, message and
    // document spells it ("HPE Aruba Networking AOS-CX"): platform.json's.
    QString displayName() const;

    // A checklist rather than a configuration (the generic platform): there
    // is nothing of its output to read, collect or compare, and its text keeps
    // an empty line between its parts.
    virtual bool isChecklist() const { return false; }

    // Reading evidence. The readers of the running configuration, and of the
    // LLDP and PFC output; none for a platform hvnet cannot read.
    virtual const SwitchConfigReader *configReader() const { return nullptr; }
    virtual const SwitchEvidenceReader *evidenceReader() const { return nullptr; }
    // The command whose output an evidence file holds on this platform, for
    // the collect kit's commands.txt, the readers' messages and the docs.
    // "<port>" in it means once per port, one output after the other. Empty
    // when the platform has no reader for the file.
    virtual QString evidenceCommand(SwitchEvidenceFile) const { return {}; }
    // Other commands whose output the platform's reader takes as well.
    virtual QStringList alternativeCommands(SwitchEvidenceFile) const { return {}; }
    // A port's name as a "<port>" command takes it.
    virtual QString portArgument(const QString &port) const { return port; }
    // Lines only this platform prints in its configuration, LLDP or PFC
    // output: how `hvnet import` tells which platform a folder of output
    // comes from. Each pattern that matches a file counts once.
    virtual const std::vector<QRegularExpression> &signatures() const
    {
        static const std::vector<QRegularExpression> none;
        return none;
    }

    // Writing the configuration (switch.cfg.mustache in this folder, or the
    // same path in a user's templates). The name a VLAN has on the switch,
    // at most `limit` characters; by default the subnet's name made safe.
    virtual QString vlanName(int /*id*/, const QString &subnet, int limit) const
    {
        return SwitchText::safeIdentifier(subnet, limit);
    }
    // What the template gets beyond the data every template gets
    // (docs/switches.md lists both): values are text, true/false, lists and
    // maps of those. classNames holds the name each class priority's queue
    // has in the templates ("fc").
    virtual QVariantMap templateData(const SwitchPlan & /*plan*/, const std::map<int, QString> & /*classNames*/) const
    {
        return {};
    }

    // Talking to the switch over SSH (the probe, from app/): how its command
    // line takes a command, what its prompt looks like, what turns its pager
    // off and how it refuses a command; from the vendor's documents. Empty
    // for the checklist, which has no command line.
    virtual SwitchSession session() const { return {}; }
    // Pushing a configuration (over SSH, app/push/switchpush.h): how this
    // platform applies a configuration and takes it back when the push fails
    // or the switch stops answering (a checkpoint and rollback, a commit
    // confirmed, a configure session on a timer). Empty: the platform has no
    // way back, and the push refuses to change the switch.
    virtual ConfigRollback rollback() const { return {}; }
    // How a configuration is changed line by line, for the push's change
    // (only the difference is sent): empty for the checklist.
    virtual ConfigEditing configEditing() const { return {}; }

protected:
    // A signature pattern: ^ and $ match at every line of the output.
    static QRegularExpression signature(const char *pattern)
    {
        return QRegularExpression(QLatin1String(pattern), QRegularExpression::MultilineOption);
    }

private:
    friend class SwitchPlatforms;
    SwitchPlatform m_platform = SwitchPlatform::Generic;
};

} // namespace hvnet
