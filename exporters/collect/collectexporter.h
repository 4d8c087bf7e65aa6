#pragma once

#include "exporters/exportresult.h"

#include <QString>

#include <vector>

namespace hvnet {

class Design;
class TemplateStore;
struct Switch;

// The collect kit a customer's administrator runs where hvnet may not
// connect (docs/live.md). Its folder becomes the evidence folder:
//   <node>.collect.ps1              per node: read-only, writes hosts/<node>.json
//                                   (and paths/<node>.json with -PathTests)
//   switches/<switch>/commands.txt  per switch: the commands whose output goes
//                                   to lldp.txt, running-config.txt, pfc.txt beside it
//   README.md                       for the administrator, in the user's language
//   evidence.json                   the manifest, for the date of collection
// Scripts are UTF-8 with a byte order mark and CRLF like the deployment
// scripts; the same design and language give the same bytes.
class CollectExporter
{
public:
    explicit CollectExporter(const TemplateStore &templates) : m_templates(templates) { }

    // language: "de", "en"...; the README of that language when the kit has
    // one (collect/README.<language>.md.mustache), else the English one.
    ExportResult run(const Design &design, const QString &language = {}) const;

    // The kit's commands of one switch, one per line of its commands.txt, in
    // that order: the evidence file its output goes to, whether the check
    // does without that file. None for the generic checklist platform.
    struct SwitchCommand {
        QString file; // "lldp.txt"
        QString command;
        bool optional = false;
    };
    static std::vector<SwitchCommand> switchCommands(const Switch &sw);

private:
    const TemplateStore &m_templates;
};

} // namespace hvnet
