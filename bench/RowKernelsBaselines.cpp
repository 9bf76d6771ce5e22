//===- RowKernelsBaselines.cpp - hand-vectorized row softmax and layernorm -===//
#include "RowKernelsBaselines.h"
#include "Bench.h"
#include "VectorIsa.h"

#include <algorithm>
#include <cmath>

namespace tilec::bench {

#pragma clang attribute push(__attribute__((target("avx512f,avx512dq,fma"))), apply_to = function)
namespace avx512 {
using V = Avx512Ops;
#include "RowKernels.inc"
} // namespace avx512
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
namespace avx2 {
using V = Avx2Ops;
#include "RowKernels.inc"
} // namespace avx2
#pragma clang attribute pop

namespace {

void softmaxRowScalar(const float *x, float *y, int64_t cols, float scale) {
  float rowMax = *std::max_element(x, x + cols);
  float sum = 0;
  for (int64_t c = 0; c < cols; ++c)
    sum += (y[c] = std::exp(scale * (x[c] - rowMax)));
  for (int64_t c = 0; c < cols; ++c)
    y[c] /= sum;
}

void layernormRowScalar(const float *x, const float *gamma, const float *beta, float *y,
                        int64_t cols, float eps) {
  float sum = 0, squareSum = 0;
  for (int64_t c = 0; c < cols; ++c)
    sum += x[c];
  float mean = sum / float(cols);
  for (int64_t c = 0; c < cols; ++c)
    squareSum += (x[c] - mean) * (x[c] - mean);
  float rstd = 1.0f / std::sqrt(squareSum / float(cols) + eps);
  for (int64_t c = 0; c < cols; ++c)
    y[c] = (x[c] - mean) * rstd * gamma[c] + beta[c];
}

void roundRangeToBf16Scalar(const float *x, uint16_t *y, size_t begin, size_t end) {
  for (size_t i = begin; i < end; ++i)
    y[i] = floatToBf16(x[i]);
}

} // namespace

void softmaxRows(const float *x, float *y, int64_t rows, int64_t cols, float scale, int threads) {
  auto row = getVectorIsa() == VectorIsa::Avx512 ? avx512::softmaxRow
             : getVectorIsa() == VectorIsa::Avx2 ? avx2::softmaxRow
                                                 : softmaxRowScalar;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows; ++r)
    row(x + r * cols, y + r * cols, cols, scale);
}

void layernormRows(const float *x, const float *gamma, const float *beta, float *y, int64_t rows,
                   int64_t cols, float eps, int threads) {
  auto row = getVectorIsa() == VectorIsa::Avx512 ? avx512::layernormRow
             : getVectorIsa() == VectorIsa::Avx2 ? avx2::layernormRow
                                                 : layernormRowScalar;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int64_t r = 0; r < rows; ++r)
    row(x + r * cols, gamma, beta, y + r * cols, cols, eps);
}

void encodeBf16(const float *x, uint16_t *y, size_t count, int threads) {
  auto range = getVectorIsa() == VectorIsa::Avx512 ? avx512::roundRangeToBf16
               : getVectorIsa() == VectorIsa::Avx2 ? avx2::roundRangeToBf16
                                                   : roundRangeToBf16Scalar;
  constexpr size_t chunk = 1 << 16;
#pragma omp parallel for num_threads(threads) schedule(static)
  for (size_t begin = 0; begin < count; begin += chunk)
    range(x, y, begin, std::min(count, begin + chunk));
}

} // namespace tilec::bench
