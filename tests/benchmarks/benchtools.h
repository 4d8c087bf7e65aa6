#pragma once

// What every benchmark measures with: the median wall-clock time of repeated
// runs, and the peak resident size of the process.

#include <QElapsedTimer>

#include <algorithm>
#include <functional>
#include <vector>

#include <sys/resource.h>

namespace hvnet::bench {

inline double medianMs(int runs, const std::function<void()> &work)
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

inline long peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace hvnet::bench
