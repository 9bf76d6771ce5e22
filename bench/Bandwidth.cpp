//===- Bandwidth.cpp - copy bandwidth probe and hand-written streaming loops ===//
#include "Bandwidth.h"
#include "VectorIsa.h"

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace tilec::bench {

#pragma clang attribute push(__attribute__((target("avx512f,avx512dq,fma"))), apply_to = function)
namespace avx512 {
using V = Avx512Ops;
#include "Streaming.inc"
} // namespace avx512
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
namespace avx2 {
using V = Avx2Ops;
#include "Streaming.inc"
} // namespace avx2
#pragma clang attribute pop

namespace {

/// Runs `body(begin, end)` on an even share of [0, count) per thread, shares 64-byte aligned.
template <typename Body> void splitOverThreads(size_t count, int threads, Body body) {
#pragma omp parallel num_threads(threads)
  {
    size_t share = (count / omp_get_num_threads() + 15) / 16 * 16;
    size_t begin = std::min(count, share * omp_get_thread_num());
    size_t end = omp_get_thread_num() == omp_get_num_threads() - 1 ? count
                                                                   : std::min(count, begin + share);
    body(begin, end);
  }
}

} // namespace

void copyLoop(const float *source, float *destination, size_t count, int threads,
              bool nonTemporal) {
  VectorIsa isa = getVectorIsa();
  splitOverThreads(count, threads, [&](size_t begin, size_t end) {
    if (isa == VectorIsa::Avx512)
      nonTemporal ? avx512::copyRange<true>(source, destination, begin, end)
                  : avx512::copyRange<false>(source, destination, begin, end);
    else if (isa == VectorIsa::Avx2)
      nonTemporal ? avx2::copyRange<true>(source, destination, begin, end)
                  : avx2::copyRange<false>(source, destination, begin, end);
    else
      std::copy(source + begin, source + end, destination + begin);
  });
}

void memcpyLoop(const float *source, float *destination, size_t count, int threads) {
  splitOverThreads(count, threads, [&](size_t begin, size_t end) {
    std::memcpy(destination + begin, source + begin, (end - begin) * sizeof(float));
  });
}

void vaddLoop(const float *a, const float *b, float *c, size_t count, int threads,
              bool nonTemporal) {
  VectorIsa isa = getVectorIsa();
  splitOverThreads(count, threads, [&](size_t begin, size_t end) {
    if (isa == VectorIsa::Avx512)
      nonTemporal ? avx512::vaddRange<true>(a, b, c, begin, end)
                  : avx512::vaddRange<false>(a, b, c, begin, end);
    else if (isa == VectorIsa::Avx2)
      nonTemporal ? avx2::vaddRange<true>(a, b, c, begin, end)
                  : avx2::vaddRange<false>(a, b, c, begin, end);
    else
      for (size_t i = begin; i < end; ++i)
        c[i] = a[i] + b[i];
  });
}

void chainLoop(const float *a, const float *b, float *c, size_t count, float alpha, int threads,
               bool nonTemporal) {
  VectorIsa isa = getVectorIsa();
  splitOverThreads(count, threads, [&](size_t begin, size_t end) {
    if (isa == VectorIsa::Avx512)
      nonTemporal ? avx512::chainRange<true>(a, b, c, alpha, begin, end)
                  : avx512::chainRange<false>(a, b, c, alpha, begin, end);
    else if (isa == VectorIsa::Avx2)
      nonTemporal ? avx2::chainRange<true>(a, b, c, alpha, begin, end)
                  : avx2::chainRange<false>(a, b, c, alpha, begin, end);
    else
      for (size_t i = begin; i < end; ++i)
        c[i] = std::max(std::fma(a[i], alpha, b[i]), 0.0f) * b[i] - a[i];
  });
}

} // namespace tilec::bench
