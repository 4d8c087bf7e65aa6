// Times generating, writing, reading and validating generated designs of
// several sizes: median of repeated runs, and peak memory of the process.
//
//   build/tests/benchmarks/bench_design [runs]

#include "designgenerator.h"
#include "designreader.h"
#include "designwriter.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

#include <sys/resource.h>

using namespace hvnet;

namespace {
double medianMs(int runs, const std::function<void()> &work)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

long peakRssKiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 11;
    std::printf(
        "%-6s %-6s %10s %10s %10s %10s %12s\n", "hosts", "racks", "generate", "write", "read", "validate", "file KiB");
    for (const auto &[hosts, racks] : std::vector<std::pair<int, int>>{{64, 1}, {256, 4}, {1024, 16}}) {
        const DesignGenerator::Options options{hosts, 4, racks};
        Design design;
        QByteArray text;
        const double generate = medianMs(runs, [&] { design = DesignGenerator::generate(options); });
        const double write = medianMs(runs, [&] { text = DesignWriter::write(design); });
        const double read = medianMs(runs, [&] { DesignReader::read(text); });
        const double validate = medianMs(runs, [&] { Validator::run(design); });
        std::printf("%-6d %-6d %8.1f ms %7.1f ms %7.1f ms %7.1f ms %12lld\n", hosts, racks, generate, write, read,
            validate, static_cast<long long>(text.size() / 1024));
    }
    std::printf("peak RSS: %ld MiB\n", peakRssKiB() / 1024);
    return 0;
}
