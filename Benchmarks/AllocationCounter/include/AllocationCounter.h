// AllocationCounter: counts heap allocations for tests and benchmarks.
//
// On Linux with glibc the target defines malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc, memalign, valloc and pvalloc in the executable it is linked into; through ELF
// symbol interposition every allocation in the process (Swift runtime, Foundation, libc) comes
// here first, is counted, and is forwarded to glibc's own allocator (__libc_malloc and friends).
// Elsewhere nothing is interposed and every function below returns 0.
//
// Typical use (current thread only, which is what a single-threaded measurement wants):
//
//     let before = vrx_alloc_count_thread()
//     workload()
//     let allocations = vrx_alloc_count_thread() - before
//
// Check vrx_alloc_counter_is_active() first: a 0 delta means nothing when counting is off.
// Work that runs on other threads (a dispatch queue) is seen only by vrx_alloc_count_total(),
// which also sees everything else the process does meanwhile: Bench uses it for such workloads
// and takes the median of several runs.

#ifndef VRX_ALLOCATION_COUNTER_H
#define VRX_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Allocations made by the calling thread since it started (monotonic; take differences).
uint64_t vrx_alloc_count_thread(void);

/// Allocations made by all threads since the process started (monotonic; take differences).
uint64_t vrx_alloc_count_total(void);

/// 1 when the interposed allocator is really in effect for the whole process, otherwise 0.
int vrx_alloc_counter_is_active(void);

/// Bytes of heap in use by the whole process right now (glibc's mallinfo2: allocated chunks
/// plus mmapped blocks), for growth checks; 0 where unavailable.
uint64_t vrx_heap_in_use(void);

#ifdef __cplusplus
}
#endif

#endif // VRX_ALLOCATION_COUNTER_H
