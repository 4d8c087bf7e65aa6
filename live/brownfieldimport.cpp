#include "brownfieldimport.h"

#include "evidencefolder.h"
#include "hostevidencereader.h"
#include "hostimport.h"
#include "livetext.h"
#include "model/edit/autolayout.h"
#include "pathevidence.h"
#include "switchimport.h"

#include <algorithm>

namespace hvnet {

namespace {

// Evidence names are file-safe already; a second object of the same id (two
// names that differ only in what an id drops) gets a number.
void makeUnique(Design &d)
{
    QSet<QString> ids;
    auto unique = [&ids](QString &id) {
        QString candidate = id;
        for (int n = 2; ids.contains(candidate); ++n)
            candidate = QStringLiteral("%1-%2").arg(id).arg(n);
        id = candidate;
        ids.insert(id);
    };
    for (Node &n : d.nodes) {
        unique(n.id);
        for (Adapter &a : n.adapters)
            unique(a.id);
        for (Team &t : n.teams)
            unique(t.id);
        for (VSwitch &v : n.vswitches)
            unique(v.id);
        for (Interface &i : n.interfaces)
            unique(i.id);
    }
}

void layOut(Design &d, const BrownfieldImport::CardSizes &cardSizes)
{
    const std::map<QString, QSizeF> sizes = cardSizes(d);
    d.layout = AutoLayout::compute(d, [&sizes](const QString &id) {
        const auto it = sizes.find(id);
        return it == sizes.end() ? QSizeF(200, 70) : it->second;
    });
}

} // namespace

BrownfieldImport::Result BrownfieldImport::run(const EvidenceFolder &folder, const CardSizes &cardSizes)
{
    Result result;
    if (!folder.error().isEmpty()) {
        result.error = folder.error();
        return result;
    }
    HostImport hosts(result);
    for (const QString &fileName : folder.hostFileNames()) {
        const QString stem = fileName.left(fileName.size() - 5);
        const EvidenceFolder::File *file = folder.host(stem);
        if (!file)
            continue;
        if (!file->problem.isEmpty()) {
            result.problems.push_back({file->path, 0, file->problem});
            continue;
        }
        HostEvidenceReader::Result read = HostEvidenceReader::read(file->content, file->path, stem);
        result.problems.insert(result.problems.end(), read.problems.begin(), read.problems.end());
        if (!read.evidence)
            continue;
        // The computer's own spelling of its name when it is the file's.
        const QString name = read.evidence->computerName.compare(stem, Qt::CaseInsensitive) == 0
            ? read.evidence->computerName
            : stem;
        hosts.add(name, *read.evidence);
        ++result.hosts;
    }
    SwitchImport switches(result);
    for (const QString &name : folder.switchFolders())
        result.switches += switches.add(name, folder) ? 1 : 0;
    if (result.hosts == 0 && result.switches == 0) {
        result.error = folder.hostFileNames().isEmpty() && folder.switchFolders().isEmpty()
            ? LiveText::tr("the folder has no host evidence (hosts/<computer name>.json) and no switch evidence "
                           "(switches/<switch name>/lldp.txt, running-config.txt, pfc.txt)")
            : LiveText::tr("no host or switch evidence in the folder could be read");
        return result;
    }
    hosts.finish();
    switches.cable(hosts.macs());
    switches.stateDeviations();

    Design &d = result.design;
    makeUnique(d);
    d.meta.name = QStringLiteral("Imported from evidence");
    d.meta.author = QStringLiteral("hvnet import");
    d.meta.revision = QStringLiteral("1");
    if (const EvidenceFolder::File *manifest = folder.manifest(); manifest && manifest->problem.isEmpty())
        if (const auto m = EvidenceManifest::read(manifest->content, manifest->path); !m.design.isEmpty())
            d.meta.name = m.design;
    // The design's own description lists what the user must decide.
    QStringList lines{QStringLiteral("Imported by hvnet import from %1 host and %2 switch evidence file sets. "
                                     "What the evidence cannot tell:")
                          .arg(result.hosts)
                          .arg(result.switches)};
    std::stable_sort(result.unknowns.begin(), result.unknowns.end(),
        [](const ImportUnknown &a, const ImportUnknown &b) { return a.object < b.object; });
    for (const ImportUnknown &u : result.unknowns)
        lines << QStringLiteral("- ") + u.text;
    d.meta.description = lines.join(QLatin1Char('\n'));
    layOut(d, cardSizes);
    return result;
}

} // namespace hvnet
