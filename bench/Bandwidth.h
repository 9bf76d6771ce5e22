//===- Bandwidth.h - copy bandwidth probe and hand-written streaming loops -*- C++ -*-===//
//
// The memory-bound benchmarks are measured against what this machine's memory delivers: copy
// loops and hand-written vadd and elementwise-chain loops, each with ordinary vector stores
// (which first read every line they write) and with non-temporal stores (which do not, as
// tilec's stores to large tensors do, lib/Runtime/Cpu/BulkCopy.h), and glibc's memcpy. Every
// loop splits its range evenly over OpenMP threads. Without AVX2 the loops are scalar and
// `nonTemporal` changes nothing.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_BANDWIDTH_H
#define TILEC_BENCH_BANDWIDTH_H

#include <cstddef>

namespace tilec::bench {

void copyLoop(const float *source, float *destination, size_t count, int threads,
              bool nonTemporal);
void memcpyLoop(const float *source, float *destination, size_t count, int threads);
void vaddLoop(const float *a, const float *b, float *c, size_t count, int threads,
              bool nonTemporal);
/// c = max(a * alpha + b, 0) * b - a.
void chainLoop(const float *a, const float *b, float *c, size_t count, float alpha, int threads,
               bool nonTemporal);

} // namespace tilec::bench

#endif // TILEC_BENCH_BANDWIDTH_H
