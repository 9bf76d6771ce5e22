//===- ApproximateExpTest.cpp - exp rounding<approx> on f32 ---------------===//
//
// numeric::approximateExp against e^x evaluated in double: hand-checked values (exact ones,
// saturation, NaN payloads, subnormal results), the documented bound of 1.1 ulp of the
// correctly rounded result on every 97th f32 encoding and on all of [1, 2) and
// [-2, -1), and, with TILEC_NUMERIC_EXHAUSTIVE=1, on all 2^32 inputs (about 3 minutes on
// one core). Compiled code's agreement with it is checked by the lit and differential tests.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/ApproximateExp.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

namespace {

using tilec::numeric::approximateExp;
using tilec::numeric::ref::bitsOf;
using tilec::numeric::ref::floatOf;

/// |approximateExp(x) - e^x| in ulps of the correctly rounded result (2^-149 below the normal
/// range); infinite where one side is infinite and the other not.
double errorInUlps(float x) {
  double exact = std::exp(double(x));
  float rounded = float(exact);
  float result = approximateExp(x);
  if (std::isinf(rounded) || std::isinf(result))
    return result == rounded ? 0.0 : std::numeric_limits<double>::infinity();
  double ulp =
      std::fabs(rounded) < 0x1p-126f ? 0x1p-149 : std::ldexp(1.0, std::ilogb(rounded) - 23);
  return std::fabs(double(result) - exact) / ulp;
}

constexpr double kBound = 1.1;

TEST(ApproximateExp, HandCheckedValues) {
  EXPECT_EQ(bitsOf(approximateExp(0.0f)), bitsOf(1.0f));
  EXPECT_EQ(bitsOf(approximateExp(-0.0f)), bitsOf(1.0f));
  // Inputs too small to move e^x away from 1 in f32.
  EXPECT_EQ(approximateExp(0x1p-30f), 1.0f);
  EXPECT_EQ(approximateExp(floatOf(0x00000001)), 1.0f);
  EXPECT_EQ(approximateExp(std::numeric_limits<float>::infinity()),
            std::numeric_limits<float>::infinity());
  EXPECT_EQ(bitsOf(approximateExp(-std::numeric_limits<float>::infinity())), 0u);
  // Saturation: e^88.72 is below the largest f32, e^88.73 above; e^-103.98 rounds to 0.
  EXPECT_TRUE(std::isfinite(approximateExp(88.72f)));
  EXPECT_EQ(approximateExp(88.73f), std::numeric_limits<float>::infinity());
  EXPECT_EQ(approximateExp(1000.0f), std::numeric_limits<float>::infinity());
  EXPECT_EQ(bitsOf(approximateExp(-104.0f)), 0u);
  EXPECT_EQ(bitsOf(approximateExp(-1e30f)), 0u);
  // Subnormal results: e^-100 = 3.72e-44 is 26.55 times 2^-149.
  float tiny = approximateExp(-100.0f);
  EXPECT_GE(bitsOf(tiny), 26u);
  EXPECT_LE(bitsOf(tiny), 27u);
  // e and 1/e within the bound (2.7182817 is e rounded to f32).
  EXPECT_LE(std::fabs(approximateExp(1.0f) - 2.7182817f), 0x1p-22f);
  EXPECT_LE(errorInUlps(1.0f), kBound);
  EXPECT_LE(errorInUlps(-1.0f), kBound);
  // NaN: quieted, payload and sign kept.
  EXPECT_EQ(bitsOf(approximateExp(floatOf(0x7FC00000))), 0x7FC00000u);
  EXPECT_EQ(bitsOf(approximateExp(floatOf(0xFFC00123))), 0xFFC00123u);
  EXPECT_EQ(bitsOf(approximateExp(floatOf(0x7F800001))), 0x7FC00001u);
}

/// Every `step`-th encoding from `first` to before `last`: fails at the first error above the
/// bound.
void expectWithinBound(uint64_t first, uint64_t last, uint64_t step) {
  for (uint64_t bits = first; bits < last; bits += step) {
    float x = floatOf(uint32_t(bits));
    if (std::isnan(x))
      continue;
    double error = errorInUlps(x);
    if (error > kBound) {
      ADD_FAILURE() << "exp approx of " << x << " (0x" << std::hex << bits << std::dec << ") is "
                    << approximateExp(x) << ", " << error << " ulp from e^x";
      return;
    }
  }
}

TEST(ApproximateExp, WithinBoundOnSamples) {
  expectWithinBound(0, uint64_t(1) << 32, 97);
  // All of [1, 2) and [-2, -1) (the reduced arguments of both signs, densely).
  expectWithinBound(bitsOf(1.0f), bitsOf(2.0f), 1);
  expectWithinBound(bitsOf(-1.0f), bitsOf(-2.0f), 1);
}

TEST(ApproximateExp, ExhaustiveOptIn) {
  const char *env = std::getenv("TILEC_NUMERIC_EXHAUSTIVE");
  if (!env || std::string(env) != "1")
    GTEST_SKIP() << "set TILEC_NUMERIC_EXHAUSTIVE=1 to check all 2^32 inputs";
  expectWithinBound(0, uint64_t(1) << 32, 1);
}

} // namespace
