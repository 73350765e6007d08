// The fallback synchronization of ValueRx: a mutex and a word-sized atomic in C, for platforms
// where Swift's Synchronization module (Mutex, Atomic) is not available (Apple systems before
// macOS 15 / iOS 18), and for testing that path on Linux (-DVALUERX_FALLBACK_SYNCHRONIZATION).
// Each object lives on the heap, so its address is stable; every atomic operation is
// sequentially consistent.
#ifndef CVALUERXSYNC_H
#define CVALUERXSYNC_H

#include <stdbool.h>
#include <stdint.h>

typedef struct vrx_mutex vrx_mutex;
typedef struct vrx_atomic vrx_atomic;

vrx_mutex *vrx_mutex_create(void);
void vrx_mutex_destroy(vrx_mutex *mutex);
void vrx_mutex_lock(vrx_mutex *mutex);
void vrx_mutex_unlock(vrx_mutex *mutex);

vrx_atomic *vrx_atomic_create(intptr_t value);
void vrx_atomic_destroy(vrx_atomic *atomic);
intptr_t vrx_atomic_load(vrx_atomic *atomic);
void vrx_atomic_store(vrx_atomic *atomic, intptr_t value);
intptr_t vrx_atomic_exchange(vrx_atomic *atomic, intptr_t value);
/// Replaces the value with `desired` if it is `*expected`; otherwise writes the current value
/// to `*expected`. Returns whether it replaced.
bool vrx_atomic_compare_exchange(vrx_atomic *atomic, intptr_t *expected, intptr_t desired);
/// Adds `delta` (wrapping) and returns the previous value.
intptr_t vrx_atomic_fetch_add(vrx_atomic *atomic, intptr_t delta);
/// Bitwise-ors `bits` into the value and returns the previous value.
intptr_t vrx_atomic_fetch_or(vrx_atomic *atomic, intptr_t bits);
/// Bitwise-ands `bits` into the value and returns the previous value.
intptr_t vrx_atomic_fetch_and(vrx_atomic *atomic, intptr_t bits);

#endif
