#include "fanout.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace hvnet {

int fanOut(int count, int parallel, const std::function<void(int index)> &job, const std::atomic<bool> *cancel)
{
    std::atomic<int> next{0};
    std::atomic<int> started{0};
    auto worker = [&] {
        for (;;) {
            if (cancel && cancel->load())
                return;
            const int index = next.fetch_add(1);
            if (index >= count)
                return;
            ++started;
            job(index);
        }
    };
    const int threads = std::clamp(parallel, 1, std::max(count, 1));
    std::vector<std::thread> pool;
    pool.reserve(size_t(threads));
    for (int i = 0; i < threads; ++i)
        pool.emplace_back(worker);
    for (std::thread &t : pool)
        t.join();
    return started.load();
}

} // namespace hvnet
