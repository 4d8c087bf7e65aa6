// Times generating, writing, reading and validating generated designs of
// 64, 256 and 1,024 hosts (each with a 4-node SOFS cluster and a ToR pair per
// 64 hosts): the median of repeated runs. Each size runs in a fresh process of
// its own, so one size's heap does not slow the next.
//
//   build/tests/benchmarks/bench_design [runs] [--rules]
//
// With --rules it also times each rule alone on the 1,024-host design, to
// find where validation spends.

#include "benchtools.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/topology/topology.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validationcontext.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QProcess>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace hvnet;
using bench::medianMs;
using bench::peakRssMiB;

namespace {

// One size, the way the command line meets it: generated, written, read back,
// then validated.
int measureOne(int hosts, int runs)
{
    // Racks as many as the hosts need: a ToR pair of the default model per 20 hosts.
    const DesignGenerator::Options options{hosts, 4, 0};
    Design design;
    QByteArray text;
    const double generate = medianMs(runs, [&] { design = DesignGenerator::generate(options); });
    const double write = medianMs(runs, [&] { text = DesignWriter::write(design); });
    const double read = medianMs(runs, [&] { design = *DesignReader::read(text).design; });
    // The floor of reading: a plain parse of the same bytes into a JSON
    // document, which reading does too before it checks and builds the design.
    const double parse = medianMs(runs, [&] {
        const nlohmann::json document = nlohmann::json::parse(text.constData(), text.constData() + text.size());
    });
    const double validate = medianMs(runs, [&] { Validator::run(design); });
    std::printf("%-6d %-6d %8.1f ms %7.1f ms %7.1f ms %8.1f ms %5.1fx %7.1f ms %9lld %8ld\n", hosts,
        DesignGenerator::racksFor(options), generate, write, read, parse, read / parse, validate,
        static_cast<long long>(text.size() / 1024), peakRssMiB());
    return 0;
}

void perRule(int runs)
{
    const Design design = DesignGenerator::generate({1024, 4, 0});
    std::printf("\nper rule on 1,024 hosts (context %0.1f ms, topology %0.1f ms to build):\n",
        medianMs(runs, [&] { ValidationContext context(design); }), medianMs(runs, [&] { Topology topology(design); }));
    const ValidationContext context(design);
    std::vector<std::pair<double, QString>> times;
    for (const auto &rule : RuleCatalogue::standard().rules()) {
        const double ms = medianMs(runs, [&] {
            std::vector<Finding> findings;
            FindingSink sink(rule->info(), findings);
            rule->check(context, sink);
        });
        times.emplace_back(ms, rule->id());
    }
    std::sort(times.rbegin(), times.rend());
    for (std::size_t i = 0; i < 10 && i < times.size(); ++i)
        std::printf("  %6.2f ms  %s\n", times[i].first, qPrintable(times[i].second));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 4 && args[1] == QLatin1String("--one"))
        return measureOne(args[2].toInt(), args[3].toInt());

    const int runs = args.size() > 1 && args[1].toInt() > 0 ? args[1].toInt() : 11;
    std::printf("%-6s %-6s %11s %10s %10s %11s %6s %10s %9s %8s\n", "hosts", "racks", "generate", "write", "read",
        "json parse", "ratio", "validate", "file KiB", "RSS MiB");
    std::fflush(stdout);
    for (int hosts : {64, 256, 1024}) {
        QProcess one;
        one.setProcessChannelMode(QProcess::ForwardedChannels);
        one.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("--one"), QString::number(hosts), QString::number(runs)});
        one.waitForFinished(-1);
    }
    if (args.contains(QStringLiteral("--rules")))
        perRule(runs);
    return 0;
}
