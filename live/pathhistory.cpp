#include "pathhistory.h"

#include "evidencefolder.h"
#include "livecheck.h"
#include "livetext.h"
#include "model/design.h"

#include <QDir>

#include <map>

namespace hvnet {

PathHistory PathHistory::load(const QString &directory, const Design &design)
{
    PathHistory history;
    const QDir dir(directory);
    std::map<QString, std::size_t> index;
    for (const QString &run : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name)) {
        const EvidenceFolder evidence = EvidenceFolder::load(dir.filePath(run), design);
        if (!evidence.hasPathTests())
            continue;
        const LiveResult live = LiveCheck::run(design, evidence);
        const std::size_t at = std::size_t(history.runs.size());
        history.runs << run;
        for (Series &s : history.paths)
            s.points.resize(at + 1);
        for (const PathOutcome &p : live.paths) {
            const QString key = p.interfaceId + QLatin1Char('>') + p.peerInterfaceId;
            auto it = index.find(key);
            if (it == index.end()) {
                it = index.emplace(key, history.paths.size()).first;
                history.paths.push_back({key, p.text, std::vector<std::optional<PathOutcome>>(at + 1)});
            }
            Series &series = history.paths[it->second];
            series.text = p.text;
            series.points[at] = p;
        }
    }
    if (history.runs.isEmpty())
        history.error = LiveText::tr("%1 holds no evidence folder with path tests (expected one folder per run, "
                                     "named by its time, each with a paths folder)")
                            .arg(QDir::toNativeSeparators(directory));
    return history;
}

} // namespace hvnet
