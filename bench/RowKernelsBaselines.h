//===- RowKernelsBaselines.h - hand-vectorized row softmax and layernorm -*- C++ -*-===//
//
// What the row kernels are measured against: C++ with AVX-512 intrinsics (AVX2+FMA on CPUs
// without AVX-512, chosen at run time), one row at a time in three passes that stay in cache,
// rows split over OpenMP threads.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_ROWKERNELSBASELINES_H
#define TILEC_BENCH_ROWKERNELSBASELINES_H

#include <cstddef>
#include <cstdint>

namespace tilec::bench {

/// y = softmax(scale * x) of every row of a rows×cols row-major matrix (scale > 0).
void softmaxRows(const float *x, float *y, int64_t rows, int64_t cols, float scale, int threads);
/// y = (x - mean) / sqrt(var + eps) * gamma + beta of every row, biased variance.
void layernormRows(const float *x, const float *gamma, const float *beta, float *y, int64_t rows,
                   int64_t cols, float eps, int threads);

/// The bf16 encodings (nearest even) of `count` floats.
void encodeBf16(const float *x, uint16_t *y, size_t count, int threads);

} // namespace tilec::bench

#endif // TILEC_BENCH_ROWKERNELSBASELINES_H
