//===- Bandwidth.h - copy bandwidth probe and hand-written streaming loops -*- C++ -*-===//
//
// The memory-bound benchmarks are measured against what this machine's memory delivers: a copy
// loop with ordinary vector loads and stores (so stores pay for reading their lines, as the
// kernels' stores do), glibc's memcpy (which may stream past the cache), and hand-written
// vadd and elementwise-chain loops. Every loop splits its range evenly over OpenMP threads.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_BANDWIDTH_H
#define TILEC_BENCH_BANDWIDTH_H

#include <cstddef>

namespace tilec::bench {

void copyLoop(const float *source, float *destination, size_t count, int threads);
void memcpyLoop(const float *source, float *destination, size_t count, int threads);
void vaddLoop(const float *a, const float *b, float *c, size_t count, int threads);
/// c = max(a * alpha + b, 0) * b - a.
void chainLoop(const float *a, const float *b, float *c, size_t count, float alpha, int threads);

} // namespace tilec::bench

#endif // TILEC_BENCH_BANDWIDTH_H
