#include "CValueRxSync.h"

#include <stdatomic.h>
#include <stdlib.h>

#if defined(__APPLE__)
#include <os/lock.h>
struct vrx_mutex { os_unfair_lock lock; };
#else
#include <pthread.h>
struct vrx_mutex { pthread_mutex_t lock; };
#endif

struct vrx_atomic { _Atomic(intptr_t) value; };

vrx_mutex *vrx_mutex_create(void) {
    vrx_mutex *mutex = malloc(sizeof(vrx_mutex));
    if (mutex == NULL) abort();
#if defined(__APPLE__)
    mutex->lock = OS_UNFAIR_LOCK_INIT;
#else
    pthread_mutex_init(&mutex->lock, NULL);
#endif
    return mutex;
}

void vrx_mutex_destroy(vrx_mutex *mutex) {
#if !defined(__APPLE__)
    pthread_mutex_destroy(&mutex->lock);
#endif
    free(mutex);
}

void vrx_mutex_lock(vrx_mutex *mutex) {
#if defined(__APPLE__)
    os_unfair_lock_lock(&mutex->lock);
#else
    pthread_mutex_lock(&mutex->lock);
#endif
}

void vrx_mutex_unlock(vrx_mutex *mutex) {
#if defined(__APPLE__)
    os_unfair_lock_unlock(&mutex->lock);
#else
    pthread_mutex_unlock(&mutex->lock);
#endif
}

vrx_atomic *vrx_atomic_create(intptr_t value) {
    vrx_atomic *atomic = malloc(sizeof(vrx_atomic));
    if (atomic == NULL) abort();
    atomic_init(&atomic->value, value);
    return atomic;
}

void vrx_atomic_destroy(vrx_atomic *atomic) { free(atomic); }

intptr_t vrx_atomic_load(vrx_atomic *atomic) { return atomic_load(&atomic->value); }

void vrx_atomic_store(vrx_atomic *atomic, intptr_t value) { atomic_store(&atomic->value, value); }

intptr_t vrx_atomic_exchange(vrx_atomic *atomic, intptr_t value) {
    return atomic_exchange(&atomic->value, value);
}

bool vrx_atomic_compare_exchange(vrx_atomic *atomic, intptr_t *expected, intptr_t desired) {
    return atomic_compare_exchange_strong(&atomic->value, expected, desired);
}

intptr_t vrx_atomic_fetch_add(vrx_atomic *atomic, intptr_t delta) {
    // C11 defines atomic arithmetic on signed types to wrap around (7.17.7.5).
    return atomic_fetch_add(&atomic->value, delta);
}

intptr_t vrx_atomic_fetch_or(vrx_atomic *atomic, intptr_t bits) { return atomic_fetch_or(&atomic->value, bits); }

intptr_t vrx_atomic_fetch_and(vrx_atomic *atomic, intptr_t bits) { return atomic_fetch_and(&atomic->value, bits); }
