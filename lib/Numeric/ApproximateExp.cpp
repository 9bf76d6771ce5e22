//===- ApproximateExp.cpp - exp rounding<approx> on f32 -------------------===//
//
// The scalar form of the algorithm in ApproximateExp.h, step for step what FloatToCPU.cpp
// emits: every step is one correctly rounded f32 operation, so no contraction into fused
// multiply-adds other than the written ones may happen here.
//
//===----------------------------------------------------------------------===//
#include "tilec/Numeric/ApproximateExp.h"

#include <bit>
#include <cmath>
#include <cstdint>

#pragma clang fp contract(off)

namespace tilec::numeric {

namespace {

/// 2^k for -126 <= k <= 127.
float powerOfTwo(int32_t k) {
  return std::bit_cast<float>(uint32_t(k + approximate_exp::kExponentBias) << 23);
}

} // namespace

float approximateExp(float x) {
  using namespace approximate_exp;
  if (std::isnan(x))
    return x + x;
  float clamped = x < kLowest ? kLowest : x > kHighest ? kHighest : x;
  float n = std::fma(clamped, kLog2E, kRoundingShift) - kRoundingShift;
  float r = std::fma(-n, kLn2High, clamped);
  r = std::fma(-n, kLn2Low, r);
  float q = kCoefficients[kCoefficientCount - 1];
  for (int i = kCoefficientCount - 2; i >= 0; --i)
    q = std::fma(q, r, kCoefficients[i]);
  float p = 1.0f + std::fma(r * r, q, r);
  int32_t exponent = int32_t(n);
  int32_t half = exponent >> 1;
  return p * powerOfTwo(half) * powerOfTwo(exponent - half);
}

} // namespace tilec::numeric
