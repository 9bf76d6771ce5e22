//===- RandomTest.cpp - Random f32/f64 sources against references ---------===//
//
// Fixed-seed random inputs over all exponent ranges (including subnormal,
// overflow, Inf and NaN): small targets against the brute-force table
// reference, tf32 against an f32 bit-manipulation reference, f32 against
// the host FPU under fesetround.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <random>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

constexpr int kSamples = 100000;

// Random double: a third fully random bit patterns (every exponent, NaN,
// Inf, subnormals), the rest with a binary exponent in [minExp, maxExp] and
// a random number of trailing mantissa bits cleared, which makes exact ties
// and near-ties of narrow targets common.
double randomDouble(std::mt19937_64 &rng, int minExp, int maxExp) {
  uint64_t r = rng();
  if (r % 3 == 0)
    return doubleOf(rng());
  int exponent = minExp + int(rng() % uint64_t(maxExp - minExp + 1));
  uint64_t mantissa = rng() & ((uint64_t(1) << 52) - 1);
  mantissa &= ~((uint64_t(1) << (rng() % 53)) - 1);
  double v = std::ldexp(1.0 + std::ldexp(double(mantissa), -52), exponent);
  return (r >> 1) & 1 ? -v : v;
}

float randomFloat(std::mt19937_64 &rng, int minExp, int maxExp) {
  uint64_t r = rng();
  if (r % 3 == 0)
    return floatOf(uint32_t(rng()));
  int exponent = minExp + int(rng() % uint64_t(maxExp - minExp + 1));
  uint32_t mantissa = uint32_t(rng()) & 0x7FFFFF;
  mantissa &= ~((uint32_t(1) << (rng() % 24)) - 1);
  // ldexp into the f32 range is exact; below it, rounding is fine: any
  // float is a valid test input.
  float v = float(std::ldexp(1.0 + std::ldexp(double(mantissa), -23),
                             std::max(exponent, -149)));
  return (r >> 1) & 1 ? -v : v;
}

// Exponent window that covers a format's subnormals, normals and overflow.
std::pair<int, int> window(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:       return {-28, 18};
  case FloatFormat::BF16:      return {-137, 130};
  case FloatFormat::TF32:      return {-140, 130};
  case FloatFormat::F8E4M3FN:  return {-12, 11};
  case FloatFormat::F8E5M2:    return {-19, 18};
  case FloatFormat::F8E8M0FNU: return {-130, 130};
  case FloatFormat::F4E2M1FN:  return {-4, 5};
  default:                     return {-1074, 1023};
  }
}

class RandomSmallFormat : public ::testing::TestWithParam<FloatFormat> {};

TEST_P(RandomSmallFormat, F64SourcesMatchBruteForce) {
  FloatFormat format = GetParam();
  auto [lo, hi] = window(format);
  std::mt19937_64 rng(0x5EED0000 + uint64_t(format));
  for (int i = 0; i < kSamples; ++i) {
    double x = randomDouble(rng, lo, hi);
    bool ftz = rng() & 1;
    for (RoundingMode mode : kAllModes) {
      uint64_t want = refRound(x, format, mode, ftz);
      uint64_t got = encode(x, format, mode, ftz);
      if (got != want) {
        ADD_FAILURE() << getFormatInfo(format).name << " x=" << x << " ("
                      << hex(bitsOf(x)) << ") " << modeName(mode)
                      << (ftz ? " ftz" : "") << ": got " << hex(got)
                      << " want " << hex(want);
        return;
      }
    }
  }
}

TEST_P(RandomSmallFormat, F32SourcesMatchBruteForce) {
  FloatFormat format = GetParam();
  auto [lo, hi] = window(format);
  std::mt19937_64 rng(0xF32F0000 + uint64_t(format));
  for (int i = 0; i < kSamples; ++i) {
    float x = randomFloat(rng, lo, hi);
    bool ftz = rng() & 1;
    for (RoundingMode mode : kAllModes) {
      uint64_t want = refRound(double(x), format, mode, ftz);
      uint64_t got = convert(bitsOf(x), FloatFormat::F32, format, mode, ftz);
      if (got != want) {
        ADD_FAILURE() << getFormatInfo(format).name << " x=" << x << " ("
                      << hex(bitsOf(x)) << ") " << modeName(mode)
                      << (ftz ? " ftz" : "") << ": got " << hex(got)
                      << " want " << hex(want);
        return;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Formats, RandomSmallFormat,
    ::testing::ValuesIn(smallFormats()),
    [](const ::testing::TestParamInfo<FloatFormat> &info) {
      return std::string(getFormatInfo(info.param).name);
    });

TEST(RandomTf32, AgainstF32BitManipulation) {
  std::mt19937_64 rng(0x7F32);
  for (int i = 0; i < 4 * kSamples; ++i) {
    uint32_t bits = i % 2 ? uint32_t(rng())
                          : bitsOf(randomFloat(rng, -140, 128));
    for (RoundingMode mode : kAllModes) {
      uint64_t want = refF32ToTF32(bits, mode);
      uint64_t got = convert(bits, FloatFormat::F32, FloatFormat::TF32, mode);
      ASSERT_EQ(got, want) << hex(bits) << " " << modeName(mode) << " got "
                           << hex(got) << " want " << hex(want);
    }
  }
}

TEST(RandomTf32, F64SourcesAgainstRoundToOddReference) {
  std::mt19937_64 rng(0x7F64);
  for (int i = 0; i < 4 * kSamples; ++i) {
    double x = randomDouble(rng, -152, 130);
    for (RoundingMode mode : kAllModes) {
      uint64_t want = refF64ToTF32(x, mode);
      uint64_t got = encode(x, FloatFormat::TF32, mode);
      ASSERT_EQ(got, want) << x << " (" << hex(bitsOf(x)) << ") "
                           << modeName(mode) << " got " << hex(got)
                           << " want " << hex(want);
    }
  }
}

// f64 -> f32 against the host FPU (which keeps NaN payloads and signs, so
// NaNs are checked for canonical form instead).
TEST(RandomF32, AgainstHardwareUnderFesetround) {
  std::mt19937_64 rng(0xF64F32);
  for (int i = 0; i < 10 * kSamples; ++i) {
    double x = randomDouble(rng, -152, 130);
    for (RoundingMode mode : kAllModes) {
      uint32_t got = uint32_t(encode(x, FloatFormat::F32, mode));
      if (std::isnan(x)) {
        ASSERT_EQ(got, 0x7FC00000u) << hex(bitsOf(x));
        continue;
      }
      float hw = hwF64ToF32(x, mode);
      ASSERT_EQ(got, bitsOf(hw)) << x << " (" << hex(bitsOf(x)) << ") "
                                 << modeName(mode);
      // FTZ after rounding: flush exactly the subnormal hardware results.
      uint32_t hwBits = bitsOf(hw);
      bool subnormal = (hwBits & 0x7F800000) == 0 && (hwBits & 0x7FFFFF);
      uint32_t wantFtz = subnormal ? hwBits & 0x80000000 : hwBits;
      ASSERT_EQ(uint32_t(encode(x, FloatFormat::F32, mode, true)), wantFtz)
          << x << " " << modeName(mode);
    }
  }
}

// f32 and f64 targets from f64 are exact except for NaN and FTZ.
TEST(RandomF64, IdentityExceptNaNAndFtz) {
  std::mt19937_64 rng(0xF64F64);
  for (int i = 0; i < kSamples; ++i) {
    uint64_t bits = rng();
    if (i % 4 == 0) // more subnormals
      bits &= 0x800FFFFFFFFFFFFFull;
    double x = doubleOf(bits);
    bool nan = std::isnan(x);
    bool subnormal = (bits & 0x7FF0000000000000ull) == 0 &&
                     (bits & 0x000FFFFFFFFFFFFFull);
    for (RoundingMode mode : kAllModes) {
      ASSERT_EQ(encode(x, FloatFormat::F64, mode),
                nan ? 0x7FF8000000000000ull : bits)
          << hex(bits);
      ASSERT_EQ(encode(x, FloatFormat::F64, mode, true),
                nan         ? 0x7FF8000000000000ull
                : subnormal ? bits & 0x8000000000000000ull
                            : bits)
          << hex(bits);
    }
  }
}

} // namespace
