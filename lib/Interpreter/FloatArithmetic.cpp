//===- FloatArithmetic.cpp - element-level float semantics ----------------===//
#include "FloatArithmetic.h"

#include <bit>
#include <cmath>
#include <limits>

using tilec::numeric::FloatFormat;

namespace tilec::interp {

uint64_t approximateDivide(uint64_t a, uint64_t b, bool flushToZero) {
  // This is the spec's description of approx taken literally (a·(1/b), ≤ 2 ulp): the
  // hardware reciprocal flushes subnormal results, which is where "2^126 < |b| < 2^128 gives 0,
  // or NaN for an infinite a" comes from.
  if (flushToZero) {
    a = flushInput(a, FloatFormat::F32);
    b = flushInput(b, FloatFormat::F32);
  }
  float reciprocal = 1.0f / std::bit_cast<float>(uint32_t(b));
  if (std::fpclassify(reciprocal) == FP_SUBNORMAL)
    reciprocal = std::copysign(0.0f, reciprocal);
  return encodeNearest(std::bit_cast<float>(uint32_t(a)) * reciprocal, FloatFormat::F32,
                       flushToZero);
}

double addRoundToOdd(double x, double y) {
  double sum = x + y;
  if (!std::isfinite(sum))
    return sum;
  // Knuth's TwoSum: `error` is exactly (x + y) - sum.
  double yPart = sum - x;
  double xPart = sum - yPart;
  double error = (x - xPart) + (y - yPart);
  if (error == 0 || (std::bit_cast<uint64_t>(sum) & 1))
    return sum;
  // The exact sum lies strictly between `sum` and its neighbour toward `error`; adjacent
  // doubles of one sign alternate the last bit, so that neighbour is the odd one.
  double infinity = std::numeric_limits<double>::infinity();
  return std::nextafter(sum, error > 0 ? infinity : -infinity);
}

} // namespace tilec::interp
