// AllocationCounter: a counting malloc interposer (Linux/glibc only).
//
// How it works
// - This file defines malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign,
//   valloc and pvalloc. Linked into an executable (SwiftPM links a C target's objects straight into
//   the executable or test runner), these definitions take precedence over glibc's through ELF
//   symbol interposition, for the executable and for every shared library it loads: the Swift
//   runtime, Foundation and glibc itself all call malloc through the dynamic symbol table.
// - Every entry point forwards to glibc's real allocator through the exported __libc_* entry
//   points, so memory from any path (ours or an uninterposed glibc-internal one) can be released
//   by any other: no mixing problem.
// - A successful allocation (malloc, calloc, realloc returning memory, and the aligned variants)
//   adds one to a per-thread counter and one to a process-wide atomic total. free is not counted.
//
// Safety
// - The per-thread counter is a _Thread_local with the initial-exec TLS model: it lives in the
//   static TLS block, so touching it never calls __tls_get_addr or malloc, even on a thread's first
//   allocation or during startup. No dlsym is used, so there is no bootstrap recursion.
//
// Limits
// - Linux with glibc only, and not under a sanitizer. Elsewhere nothing is interposed, the
//   counters stay 0 and vrx_alloc_counter_is_active() returns 0.
// - Allocations glibc makes internally without going through the symbol table (rare) are not
//   counted. A realloc counts as one allocation whenever it returns memory, even in place.
// - Statically linked executables, or a program that loads its own malloc replacement, are not
//   supported.

#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1 // strdup, valloc, pvalloc under strict -std= modes
#endif

#include "AllocationCounter.h"

// Sanitizers (swift test --sanitize=thread|address) bring their own malloc interceptors; a
// second interposer crashes the process at startup, so under a sanitizer nothing is interposed
// and the counters report "inactive" (the allocation tests then skip themselves).
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define VRX_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define VRX_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(VRX_SANITIZED)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// glibc's allocator, exported under these names for exactly this purpose.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

static _Thread_local uint64_t vrx_thread_allocations __attribute__((tls_model("initial-exec"))) = 0;
static _Atomic uint64_t vrx_total_allocations = 0;

#define VRX_EXPORT __attribute__((visibility("default"), used))

static inline void *vrx_counted(void *pointer) {
    if (pointer != NULL) {
        vrx_thread_allocations += 1;
        atomic_fetch_add_explicit(&vrx_total_allocations, 1, memory_order_relaxed);
    }
    return pointer;
}

static inline int vrx_is_power_of_two(size_t value) {
    return value != 0 && (value & (value - 1)) == 0;
}

VRX_EXPORT void *malloc(size_t size) {
    return vrx_counted(__libc_malloc(size));
}

VRX_EXPORT void *calloc(size_t count, size_t size) {
    return vrx_counted(__libc_calloc(count, size));
}

VRX_EXPORT void *realloc(void *pointer, size_t size) {
    // realloc(p, 0) frees p and may return NULL; a NULL result is not counted.
    return vrx_counted(__libc_realloc(pointer, size));
}

VRX_EXPORT void free(void *pointer) {
    __libc_free(pointer);
}

VRX_EXPORT void *memalign(size_t alignment, size_t size) {
    return vrx_counted(__libc_memalign(alignment, size));
}

VRX_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!vrx_is_power_of_two(alignment) || alignment % sizeof(void *) != 0) {
        return EINVAL;
    }
    void *pointer = vrx_counted(__libc_memalign(alignment, size));
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

VRX_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    if (!vrx_is_power_of_two(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    return vrx_counted(__libc_memalign(alignment, size));
}

VRX_EXPORT void *valloc(size_t size) {
    return vrx_counted(__libc_valloc(size));
}

VRX_EXPORT void *pvalloc(size_t size) {
    return vrx_counted(__libc_pvalloc(size));
}

uint64_t vrx_alloc_count_thread(void) {
    return vrx_thread_allocations;
}

uint64_t vrx_alloc_count_total(void) {
    return atomic_load_explicit(&vrx_total_allocations, memory_order_relaxed);
}

// strdup lives in glibc and allocates through the malloc symbol, so the counter moving proves that
// shared libraries, not only this object, reach the interposed allocator. Calling through a
// volatile pointer stops the compiler from rewriting strdup into a direct malloc call.
static char *(*volatile vrx_strdup_probe)(const char *) = strdup;

int vrx_alloc_counter_is_active(void) {
    uint64_t before = vrx_thread_allocations;
    char *copy = vrx_strdup_probe("probe");
    uint64_t after = vrx_thread_allocations;
    free(copy);
    return after != before ? 1 : 0;
}

uint64_t vrx_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}

#else // not Linux/glibc, or under a sanitizer: no interposition

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
uint64_t vrx_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}
#else
uint64_t vrx_heap_in_use(void) { return 0; }
#endif

uint64_t vrx_alloc_count_thread(void) { return 0; }
uint64_t vrx_alloc_count_total(void) { return 0; }
int vrx_alloc_counter_is_active(void) { return 0; }

#endif
