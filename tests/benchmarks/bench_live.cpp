// Times hvnet check on generated designs of 64, 256 and 1,024 Hyper-V hosts
// (with a 4-node SOFS cluster), each node with full host evidence and path
// tests as its collect script writes them once deployed (EvidenceSimulator),
// and each ToR (NX-OS) with its running configuration and LLDP table as
// configured and cabled (SwitchSimulator):
// reading the folder from disk, and the check itself (parsing every file and
// comparing). Each size runs in a fresh process; medians of repeated runs.
//
//   build/bin/bench_live [runs]

#include "benchtools.h"
#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "model/designgenerator.h"
#include "tests/support/evidencesimulator.h"
#include "tests/support/switchsimulator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace hvnet;
using bench::medianMs;
using bench::peakRssMiB;

namespace {

int measureOne(int hosts, int runs)
{
    const Design design = DesignGenerator::generate({hosts, 4, 0});
    auto files = EvidenceSimulator::folder(design, true);
    files.merge(SwitchSimulator::folder(design));
    qint64 bytes = 0;
    QTemporaryDir dir;
    for (const auto &[path, content] : files) {
        bytes += content.size();
        QDir().mkpath(QFileInfo(dir.filePath(path)).path());
        QFile out(dir.filePath(path));
        if (!out.open(QIODevice::WriteOnly) || out.write(content) != content.size())
            return 1;
    }
    const EvidenceFolder memory = EvidenceFolder::fromFiles(files);
    LiveResult result;
    EvidenceFolder folder;
    const double load = medianMs(runs, [&] { folder = EvidenceFolder::load(dir.path(), design); });
    const double check = medianMs(runs, [&] { result = LiveCheck::run(design, memory); });
    const double whole = medianMs(runs, [&] { result = LiveCheck::run(design, EvidenceFolder::load(dir.path(), design)); });
    std::printf("%-6d %-6zu %-8zu %9.1f MiB %9.1f ms %9.1f ms %9.1f ms %6d %6d %8ld\n", hosts, design.nodes.size(),
        design.switches.size(),
        double(bytes) / 1048576.0, load, check, whole, result.result.errors, result.result.warnings, peakRssMiB());
    return result.result.errors == 0 ? 0 : 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 4 && args[1] == QLatin1String("--one"))
        return measureOne(args[2].toInt(), args[3].toInt());
    const int runs = args.size() > 1 && args[1].toInt() > 0 ? args[1].toInt() : 11;
    std::printf("%-6s %-6s %-8s %13s %12s %12s %12s %6s %6s %8s\n", "hosts", "nodes", "switches", "evidence", "read folder", "check",
        "both", "errors", "warns", "RSS MiB");
    std::fflush(stdout);
    int status = 0;
    for (int hosts : {64, 256, 1024}) {
        QProcess one;
        one.setProcessChannelMode(QProcess::ForwardedChannels);
        one.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("--one"), QString::number(hosts), QString::number(runs)});
        one.waitForFinished(-1);
        status |= one.exitCode();
    }
    return status;
}
