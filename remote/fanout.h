#pragma once

#include <atomic>
#include <functional>

namespace hvnet {

// Runs count jobs on at most `parallel` worker threads (each job one
// target, its own SSH session), in index order as workers free up, and
// returns when all have ended. Once cancel is raised no further job
// starts; a started one sees the flag and ends at its next wait. Returns
// how many jobs started.
int fanOut(int count, int parallel, const std::function<void(int index)> &job, const std::atomic<bool> *cancel = nullptr);

} // namespace hvnet
