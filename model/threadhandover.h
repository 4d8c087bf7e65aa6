#pragma once

// Telling ThreadSanitizer about a hand-over between threads that Qt orders.
// QThreadPool, QtConcurrent and QFuture hand a task's data to a pooled thread,
// and its result back, through QMutex and QWaitCondition, which Qt 6
// implements on futexes inside libQt6Core. Debian's Qt is not built with
// ThreadSanitizer, so it sees no ordering there and reports the hand-over
// itself as a data race (the task's closure written on the main thread, read
// on the pooled one). handOver(token) where one thread gives the data away and
// takeOver(token) where the other takes it make that ordering visible to it;
// the token is any address both sides agree on. In builds without
// ThreadSanitizer they are nothing.

#if defined(__SANITIZE_THREAD__)
#define HVNET_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define HVNET_TSAN 1
#endif
#endif

#ifdef HVNET_TSAN
extern "C" void __tsan_acquire(void *addr);
extern "C" void __tsan_release(void *addr);
#endif

namespace hvnet::tsan {

inline void handOver([[maybe_unused]] const void *token)
{
#ifdef HVNET_TSAN
    __tsan_release(const_cast<void *>(token));
#endif
}

inline void takeOver([[maybe_unused]] const void *token)
{
#ifdef HVNET_TSAN
    __tsan_acquire(const_cast<void *>(token));
#endif
}

} // namespace hvnet::tsan
