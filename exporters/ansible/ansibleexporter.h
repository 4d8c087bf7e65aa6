#pragma once

#include "exporters/exporter.h"

namespace hvnet {

class Design;

// Writes ansible/: an inventory of the design's nodes and switches, the
// playbooks that collect evidence, deploy the nodes' scripts and the
// switches' configurations with Debian's Ansible collections, and what they
// copy (the PowerShell exporter's scripts, the switch configurations, the
// collect scripts, the design for `hvnet check`), so the folder is an Ansible
// project on its own. docs/ansible.md describes every file.
//   inventory.yml            groups per cluster, role, rack, switch platform,
//                            redundant pair and deployment stage
//   group_vars/all.yml       the playbooks' settings and their defaults
//   collect.yml, deploy-hosts.yml, deploy-switches.yml, tasks/*.yml
//   powershell/, collect/, switches/<switch>.cfg.j2, design.hvnet, README.md
// Every value from the design is a double-quoted YAML scalar, tagged !unsafe
// when it holds a brace, so no name is read as YAML structure, a number or
// Jinja; the same design gives the same bytes.
class AnsibleExporter : public Exporter
{
public:
    QString name() const override { return QStringLiteral("ansible"); }
    QString progressText() const override;
    // It copies the scripts and configurations, and states their hashes.
    bool readsDeliverables() const override { return true; }
    // A copy of the scripts and configurations: only when asked for.
    bool inDefaultExport() const override { return false; }
    int weight() const override { return 4; }
    ExportResult run(ExportContext &context) const override;
};

} // namespace hvnet
