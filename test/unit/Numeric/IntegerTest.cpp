//===- IntegerTest.cpp - itof: one rounding from 64-bit integers ----------===//
//
// The reference rounds the integer magnitude with __int128 arithmetic to p
// significant bits, then applies the target's overflow rule. Its result has
// at most 24 significant bits or is an f64 value, so it compares exactly
// with decode() of the library's encoding.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

constexpr RoundingMode RNE = RoundingMode::NearestEven;
constexpr RoundingMode RZ = RoundingMode::TowardZero;
constexpr RoundingMode RN = RoundingMode::TowardNegative;
constexpr RoundingMode RP = RoundingMode::TowardPositive;

struct Target {
  FloatFormat format;
  int precision;   // significant bits incl. the implicit one
  double max;      // largest finite value
  bool saturates;  // satfinite (no Inf result)
};

const Target kTargets[] = {
    {FloatFormat::F16, 11, 65504, false},
    {FloatFormat::BF16, 8, 0x1.FEp127, false},
    {FloatFormat::TF32, 11, 0x1.FFCp127, false},
    {FloatFormat::F32, 24, 0x1.FFFFFEp127, false},
    {FloatFormat::F64, 53, 0x1.FFFFFFFFFFFFFp1023, false},
    {FloatFormat::F8E4M3FN, 4, 448, true},
    {FloatFormat::F8E5M2, 3, 57344, true},
    {FloatFormat::F4E2M1FN, 2, 6, true},
};

// Exact rounding of sign * magnitude (magnitude < 2^64) to `t`.
double reference(bool negative, unsigned __int128 magnitude, const Target &t,
                 RoundingMode mode) {
  if (magnitude == 0)
    return 0.0;
  bool awayFromZero = false; // for directed modes: does the mode round up |x|?
  if (mode == RP)
    awayFromZero = !negative;
  if (mode == RN)
    awayFromZero = negative;
  int width = 0;
  for (unsigned __int128 m = magnitude; m; m >>= 1)
    ++width;
  unsigned __int128 rounded = magnitude;
  if (width > t.precision) {
    int shift = width - t.precision;
    unsigned __int128 unit = (unsigned __int128)1 << shift;
    unsigned __int128 kept = magnitude >> shift;
    unsigned __int128 rest = magnitude & (unit - 1);
    unsigned __int128 half = unit >> 1;
    bool up = false;
    if (mode == RNE)
      up = rest > half || (rest == half && (kept & 1));
    else if (mode != RZ)
      up = awayFromZero && rest != 0;
    rounded = (kept + up) << shift;
  }
  // Exact conversion: `rounded` has at most `precision` <= 53 bits.
  double value = double(rounded);
  if (value > t.max) {
    bool toInf = !t.saturates && (mode == RNE || awayFromZero);
    value = toInf ? std::numeric_limits<double>::infinity() : t.max;
  }
  return negative ? -value : value;
}

void check(int64_t v, const Target &t, RoundingMode mode) {
  bool negative = v < 0;
  unsigned __int128 magnitude =
      negative ? (unsigned __int128)(-(__int128)v) : (unsigned __int128)v;
  double want = reference(negative, magnitude, t, mode);
  double got = decode(encodeFromInt64(v, t.format, mode), t.format);
  EXPECT_EQ(bitsOf(got), bitsOf(want))
      << getFormatInfo(t.format).name << " int64 " << v << " "
      << modeName(mode) << " got " << got << " want " << want;
}

void checkUnsigned(uint64_t v, const Target &t, RoundingMode mode) {
  double want = reference(false, v, t, mode);
  double got = decode(encodeFromUInt64(v, t.format, mode), t.format);
  EXPECT_EQ(bitsOf(got), bitsOf(want))
      << getFormatInfo(t.format).name << " uint64 " << v << " "
      << modeName(mode) << " got " << got << " want " << want;
}

TEST(Integer, HandPickedAbove2To53) {
  // 2^63 - 1 -> 2^63 in f32/f64 nearest; toward zero keeps 2^63 - 2^39/2^10.
  EXPECT_EQ(encodeFromInt64(INT64_MAX, FloatFormat::F32), 0x5F000000u);
  EXPECT_EQ(encodeFromInt64(INT64_MAX, FloatFormat::F32, RZ), 0x5EFFFFFFu);
  EXPECT_EQ(encodeFromInt64(INT64_MAX, FloatFormat::F64),
            0x43E0000000000000u);
  EXPECT_EQ(encodeFromInt64(INT64_MAX, FloatFormat::F64, RZ),
            0x43DFFFFFFFFFFFFFu);
  EXPECT_EQ(encodeFromInt64(INT64_MIN, FloatFormat::F64, RZ),
            0xC3E0000000000000u);
  // 2^60 + 1: nearest -> 2^60, positive_inf -> 2^60 + 2^8 (next f64).
  EXPECT_EQ(encodeFromInt64((int64_t(1) << 60) + 1, FloatFormat::F64),
            0x43B0000000000000u);
  EXPECT_EQ(encodeFromInt64((int64_t(1) << 60) + 1, FloatFormat::F64, RP),
            0x43B0000000000001u);
  EXPECT_EQ(encodeFromInt64(-((int64_t(1) << 60) + 1), FloatFormat::F64, RN),
            0xC3B0000000000001u);
  // The classic double-rounding trap: 2^60 + 2^36 + 1 is just above the f32
  // tie between 2^60 and 2^60 + 2^37; through f64 it would become the tie
  // itself and then round to even (2^60).
  int64_t trap = (int64_t(1) << 60) + (int64_t(1) << 36) + 1;
  EXPECT_EQ(encodeFromInt64(trap, FloatFormat::F32), 0x5D800001u);
  EXPECT_EQ(encode(double(trap), FloatFormat::F32), 0x5D800000u);
  // Same trap for bf16 and f16-sized precision, and unsigned sources.
  EXPECT_EQ(encodeFromUInt64((uint64_t(1) << 63) + (uint64_t(1) << 55) + 1,
                             FloatFormat::BF16),
            0x5F01u);
  EXPECT_EQ(encodeFromUInt64(UINT64_MAX, FloatFormat::F32), 0x5F800000u);
  EXPECT_EQ(encodeFromUInt64(UINT64_MAX, FloatFormat::F64, RZ),
            0x43EFFFFFFFFFFFFFu);
  // Small values and zero.
  EXPECT_EQ(encodeFromInt64(0, FloatFormat::F16), 0x0000u);
  EXPECT_EQ(encodeFromInt64(-1, FloatFormat::F16), 0xBC00u);
  EXPECT_EQ(encodeFromInt64(2049, FloatFormat::F16), 0x6800u); // tie -> 2048
  EXPECT_EQ(encodeFromInt64(2051, FloatFormat::F16), 0x6802u); // tie -> 2052
  // Overflow: f16 rounds to Inf, fp8/fp4 saturate (satfinite, spec table).
  EXPECT_EQ(encodeFromInt64(65520, FloatFormat::F16), 0x7C00u);
  EXPECT_EQ(encodeFromInt64(65519, FloatFormat::F16), 0x7BFFu);
  EXPECT_EQ(encodeFromInt64(-100000, FloatFormat::F16, RZ), 0xFBFFu);
  EXPECT_EQ(encodeFromInt64(INT64_MAX, FloatFormat::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(encodeFromInt64(INT64_MIN, FloatFormat::F8E5M2), 0xFBu);
  EXPECT_EQ(encodeFromInt64(7, FloatFormat::F4E2M1FN), 0x7u);
  EXPECT_EQ(encodeFromInt64(5, FloatFormat::F4E2M1FN), 0x6u);
  // f8E8M0FNU (not an itof target in Tile IR, but defined here).
  EXPECT_EQ(encodeFromInt64(3, FloatFormat::F8E8M0FNU, RZ), 0x80u);
  EXPECT_EQ(encodeFromInt64(3, FloatFormat::F8E8M0FNU, RP), 0x81u);
  EXPECT_EQ(encodeFromInt64(-3, FloatFormat::F8E8M0FNU, RP), 0x00u);
  EXPECT_EQ(encodeFromInt64(0, FloatFormat::F8E8M0FNU, RP), 0x00u);
  EXPECT_EQ(encodeFromUInt64(UINT64_MAX, FloatFormat::F8E8M0FNU, RZ), 0xBEu);
  EXPECT_EQ(encodeFromUInt64(UINT64_MAX, FloatFormat::F8E8M0FNU, RP), 0xBFu);
  EXPECT_EQ(encodeFromUInt64(uint64_t(1) << 40, FloatFormat::F8E8M0FNU, RP),
            0xA7u);
}

TEST(Integer, RandomAgainstInt128Reference) {
  std::mt19937_64 rng(0x1270F);
  for (int i = 0; i < 20000; ++i) {
    // Random bit length so every magnitude range is hit, plus random
    // low-bit patterns (and exact ties when the tail is cleared).
    unsigned length = unsigned(rng() % 65);
    uint64_t u = length == 64 ? rng()
                 : length == 0 ? 0
                               : (rng() & ((uint64_t(1) << length) - 1)) |
                                     (uint64_t(1) << (length - 1));
    if (rng() % 4 == 0 && length > 2) { // make a tie at some precision
      unsigned cut = unsigned(rng() % (length - 1)) + 1;
      u = (u >> cut << cut) | (uint64_t(1) << (cut - 1));
    }
    int64_t s = int64_t(u);
    for (const Target &t : kTargets)
      for (RoundingMode mode : kAllModes) {
        check(s, t, mode);
        checkUnsigned(u, t, mode);
      }
    if (HasFailure())
      return;
  }
}

TEST(Integer, LimitsEveryTargetEveryMode) {
  const int64_t values[] = {INT64_MIN,     INT64_MIN + 1, INT64_MAX,
                            INT64_MAX - 1, -1,            0,
                            1,             1 << 24,       (1 << 24) + 1,
                            (int64_t(1) << 53) + 1,
                            -((int64_t(1) << 53) + 3)};
  for (const Target &t : kTargets)
    for (RoundingMode mode : kAllModes) {
      for (int64_t v : values)
        check(v, t, mode);
      for (uint64_t v : {UINT64_MAX, UINT64_MAX - 1, uint64_t(1) << 63,
                         (uint64_t(1) << 63) + 1})
        checkUnsigned(v, t, mode);
    }
}

} // namespace
