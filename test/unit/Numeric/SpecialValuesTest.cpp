//===- SpecialValuesTest.cpp - NaN, Inf, zeros, saturation, FTZ -----------===//
//
// Hand-written expectations for the special-value table of the Tile IR spec
// (§5.1.3 / tile-ir-ops.md §2.6), overflow thresholds, subnormal edges and
// FTZ-after-rounding. These also pin the places where llvm::APFloat's own
// behaviour is overridden.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr RoundingMode RNE = RoundingMode::NearestEven;
constexpr RoundingMode RZ = RoundingMode::TowardZero;
constexpr RoundingMode RN = RoundingMode::TowardNegative;
constexpr RoundingMode RP = RoundingMode::TowardPositive;

const double kNaNs[] = {
    std::numeric_limits<double>::quiet_NaN(),
    -std::numeric_limits<double>::quiet_NaN(),
    doubleOf(0x7FF0000000000001ull), // signalling, payload 1
    doubleOf(0xFFF4000000000000ull), // negative signalling
    doubleOf(0x7FFFFFFFFFFFFFFFull),
};

struct Case {
  FloatFormat format;
  double value;
  RoundingMode mode;
  uint64_t want;
};

void checkCases(std::initializer_list<Case> cases, bool ftz = false) {
  for (const Case &c : cases)
    EXPECT_EQ(encode(c.value, c.format, c.mode, ftz), c.want)
        << getFormatInfo(c.format).name << " " << c.value << " ("
        << hex(bitsOf(c.value)) << ") " << modeName(c.mode)
        << (ftz ? " ftz" : "") << " got "
        << hex(encode(c.value, c.format, c.mode, ftz));
}

TEST(SpecialValues, NaNIsCanonicalEverywhere) {
  const std::pair<FloatFormat, uint64_t> want[] = {
      {FloatFormat::F16, 0x7E00},
      {FloatFormat::BF16, 0x7FC0},
      {FloatFormat::TF32, 0x7FC00000},
      {FloatFormat::F32, 0x7FC00000},
      {FloatFormat::F64, 0x7FF8000000000000},
      {FloatFormat::F8E5M2, 0x7E},
      {FloatFormat::F8E4M3FN, 0x7E},  // +448: spec treats e4m3 as NaN-less
      {FloatFormat::F4E2M1FN, 0x7},   // +6
      {FloatFormat::F8E8M0FNU, 0xFF}, // the e8m0 NaN
  };
  for (auto [format, bits] : want)
    for (double nan : kNaNs)
      for (RoundingMode mode : kAllModes)
        for (bool ftz : {false, true})
          EXPECT_EQ(encode(nan, format, mode, ftz), bits)
              << getFormatInfo(format).name << " " << hex(bitsOf(nan));
  // NaN sources in other formats, through convert().
  EXPECT_EQ(convert(0xFFC00001, FloatFormat::F32, FloatFormat::F16), 0x7E00u);
  EXPECT_EQ(convert(0x7F80'0001, FloatFormat::F32, FloatFormat::BF16),
            0x7FC0u);
  EXPECT_EQ(convert(0xFF, FloatFormat::F8E4M3FN, FloatFormat::F32),
            0x7FC00000u);
  EXPECT_EQ(convert(0x7F, FloatFormat::F8E4M3FN, FloatFormat::F8E4M3FN),
            0x7Eu);
  EXPECT_EQ(convert(0xFF, FloatFormat::F8E8M0FNU, FloatFormat::F8E4M3FN),
            0x7Eu);
  EXPECT_EQ(convert(0xFF, FloatFormat::F8E8M0FNU, FloatFormat::F64),
            0x7FF8000000000000u);
  EXPECT_EQ(convert(0xFD, FloatFormat::F8E5M2, FloatFormat::F8E8M0FNU),
            0xFFu);
  EXPECT_EQ(convert(0xFFFF, FloatFormat::F16, FloatFormat::F4E2M1FN), 0x7u);
}

TEST(SpecialValues, SignedZerosAndInfinities) {
  for (RoundingMode mode : kAllModes) {
    checkCases({
        {FloatFormat::F16, 0.0, mode, 0x0000},
        {FloatFormat::F16, -0.0, mode, 0x8000},
        {FloatFormat::BF16, -0.0, mode, 0x8000},
        {FloatFormat::TF32, -0.0, mode, 0x80000000},
        {FloatFormat::F32, -0.0, mode, 0x80000000},
        {FloatFormat::F64, -0.0, mode, 0x8000000000000000},
        {FloatFormat::F8E4M3FN, -0.0, mode, 0x80},
        {FloatFormat::F8E5M2, -0.0, mode, 0x80},
        {FloatFormat::F4E2M1FN, -0.0, mode, 0x8},
        // IEEE-like targets keep ±Inf in every mode.
        {FloatFormat::F16, kInf, mode, 0x7C00},
        {FloatFormat::F16, -kInf, mode, 0xFC00},
        {FloatFormat::BF16, -kInf, mode, 0xFF80},
        {FloatFormat::TF32, kInf, mode, 0x7F800000},
        {FloatFormat::F32, -kInf, mode, 0xFF800000},
        {FloatFormat::F64, kInf, mode, 0x7FF0000000000000},
        // Saturating targets: ±Inf -> ±MAX_NORM.
        {FloatFormat::F8E5M2, kInf, mode, 0x7B},
        {FloatFormat::F8E5M2, -kInf, mode, 0xFB},
        {FloatFormat::F8E4M3FN, kInf, mode, 0x7E},
        {FloatFormat::F8E4M3FN, -kInf, mode, 0xFE},
        {FloatFormat::F4E2M1FN, kInf, mode, 0x7},
        {FloatFormat::F4E2M1FN, -kInf, mode, 0xF},
        // e8m0: ±Inf -> NaN (0xFF).
        {FloatFormat::F8E8M0FNU, kInf, mode, 0xFF},
        {FloatFormat::F8E8M0FNU, -kInf, mode, 0xFF},
    });
  }
  // Values that round to zero keep their sign.
  checkCases({{FloatFormat::F16, -0x1p-30, RNE, 0x8000},
              {FloatFormat::F16, -0x1p-30, RZ, 0x8000},
              {FloatFormat::F16, -0x1p-30, RP, 0x8000},
              {FloatFormat::F16, -0x1p-30, RN, 0x8001},
              {FloatFormat::F8E4M3FN, -0x1p-12, RNE, 0x80},
              {FloatFormat::F4E2M1FN, -0.1, RNE, 0x8},
              {FloatFormat::F4E2M1FN, -0.1, RN, 0x9}});
}

TEST(SpecialValues, IeeeOverflowThresholds) {
  const double f16Max = 65504, f16Tie = 65520; // MAX + ulp/2
  const double bf16Max = 0x1.FEp127, bf16Tie = 0x1.FFp127;
  const double tf32Max = 0x1.FFCp127, tf32Tie = 0x1.FFEp127;
  const double f32Tie = 0x1.FFFFFFp127;
  checkCases({
      {FloatFormat::F16, f16Max, RNE, 0x7BFF},
      {FloatFormat::F16, std::nextafter(f16Tie, 0), RNE, 0x7BFF},
      {FloatFormat::F16, f16Tie, RNE, 0x7C00}, // tie goes to the even Inf
      {FloatFormat::F16, -f16Tie, RNE, 0xFC00},
      {FloatFormat::F16, 1e6, RZ, 0x7BFF},
      {FloatFormat::F16, -1e6, RZ, 0xFBFF},
      {FloatFormat::F16, 1e6, RN, 0x7BFF},
      {FloatFormat::F16, -1e6, RN, 0xFC00},
      {FloatFormat::F16, 1e6, RP, 0x7C00},
      {FloatFormat::F16, -1e6, RP, 0xFBFF},
      {FloatFormat::F16, std::nextafter(f16Max, kInf), RP, 0x7C00},
      {FloatFormat::F16, std::nextafter(f16Max, kInf), RNE, 0x7BFF},
      {FloatFormat::BF16, bf16Max, RNE, 0x7F7F},
      {FloatFormat::BF16, std::nextafter(bf16Tie, 0), RNE, 0x7F7F},
      {FloatFormat::BF16, bf16Tie, RNE, 0x7F80},
      {FloatFormat::BF16, -bf16Tie, RZ, 0xFF7F},
      {FloatFormat::TF32, tf32Max, RNE, 0x7F7FE000},
      {FloatFormat::TF32, std::nextafter(tf32Tie, 0), RNE, 0x7F7FE000},
      {FloatFormat::TF32, tf32Tie, RNE, 0x7F800000},
      {FloatFormat::TF32, 0x1p128, RZ, 0x7F7FE000},
      {FloatFormat::TF32, -0x1p128, RP, 0xFF7FE000},
      {FloatFormat::TF32, -0x1p128, RN, 0xFF800000},
      {FloatFormat::F32, std::nextafter(f32Tie, 0), RNE, 0x7F7FFFFF},
      {FloatFormat::F32, f32Tie, RNE, 0x7F800000},
      {FloatFormat::F32, 1e300, RZ, 0x7F7FFFFF},
      {FloatFormat::F32, -1e300, RN, 0xFF800000},
  });
}

TEST(SpecialValues, SaturatingFp8AndFp4) {
  for (RoundingMode mode : kAllModes)
    checkCases({
        {FloatFormat::F8E4M3FN, 1000, mode, 0x7E},
        {FloatFormat::F8E4M3FN, -1000, mode, 0xFE},
        {FloatFormat::F8E4M3FN, 1e300, mode, 0x7E},
        {FloatFormat::F8E4M3FN, 480, mode, 0x7E},
        {FloatFormat::F8E5M2, 1e6, mode, 0x7B},
        {FloatFormat::F8E5M2, -1e6, mode, 0xFB},
        {FloatFormat::F8E5M2, 65536, mode, 0x7B},
        {FloatFormat::F4E2M1FN, 7, mode, 0x7},
        {FloatFormat::F4E2M1FN, 1e300, mode, 0x7},
        {FloatFormat::F4E2M1FN, -100, mode, 0xF},
    });
  checkCases({
      // Just above MAX: directed-up would be Inf/NaN in IEEE, satfinite MAX.
      {FloatFormat::F8E4M3FN, 449, RP, 0x7E},
      {FloatFormat::F8E4M3FN, -449, RN, 0xFE},
      {FloatFormat::F8E4M3FN, 464, RNE, 0x7E}, // would-be tie with 480
      {FloatFormat::F8E4M3FN, 447, RP, 0x7E},
      {FloatFormat::F8E4M3FN, 447, RZ, 0x7D},  // 416
      {FloatFormat::F8E5M2, 61440, RNE, 0x7B}, // would-be tie with 65536
      {FloatFormat::F8E5M2, 57345, RP, 0x7B},
      {FloatFormat::F8E5M2, -57345, RN, 0xFB},
      {FloatFormat::F4E2M1FN, 5, RNE, 0x6},    // tie 4|6 -> even 4
      {FloatFormat::F4E2M1FN, 5, RP, 0x7},
      {FloatFormat::F4E2M1FN, 2.5, RNE, 0x4},  // tie 2|3 -> even 2
      {FloatFormat::F4E2M1FN, 0.75, RNE, 0x2}, // tie 0.5|1 -> even 1
      {FloatFormat::F4E2M1FN, 0.25, RNE, 0x0}, // tie 0|0.5 -> even 0
      {FloatFormat::F4E2M1FN, 0.25, RP, 0x1},
      {FloatFormat::F4E2M1FN, -0.25, RN, 0x9},
      {FloatFormat::F4E2M1FN, 6.5, RNE, 0x7},
  });
  // Format-to-format overflow follows the target row.
  EXPECT_EQ(convert(0x7BFF, FloatFormat::F16, FloatFormat::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(convert(0x7C00, FloatFormat::F16, FloatFormat::F8E5M2), 0x7Bu);
  EXPECT_EQ(convert(0x7C, FloatFormat::F8E5M2, FloatFormat::F8E4M3FN),
            0x7Eu);
  EXPECT_EQ(convert(0xFC, FloatFormat::F8E5M2, FloatFormat::F16), 0xFC00u);
  EXPECT_EQ(convert(0x7B, FloatFormat::F8E5M2, FloatFormat::F4E2M1FN), 0x7u);
  EXPECT_EQ(convert(0xFE, FloatFormat::F8E8M0FNU, FloatFormat::F16), 0x7C00u);
  EXPECT_EQ(convert(0xFE, FloatFormat::F8E8M0FNU, FloatFormat::F16, RZ),
            0x7BFFu);
  EXPECT_EQ(convert(0xFE, FloatFormat::F8E8M0FNU, FloatFormat::F8E5M2),
            0x7Bu);
}

TEST(SpecialValues, E8M0Edges) {
  for (RoundingMode mode : kAllModes)
    checkCases({
        {FloatFormat::F8E8M0FNU, 1.0, mode, 0x7F},
        {FloatFormat::F8E8M0FNU, 0.0, mode, 0x00},
        {FloatFormat::F8E8M0FNU, -0.0, mode, 0x00},
        {FloatFormat::F8E8M0FNU, -5.0, mode, 0x00},
        {FloatFormat::F8E8M0FNU, -1e300, mode, 0x00},
        {FloatFormat::F8E8M0FNU, 0x1p-127, mode, 0x00},
        {FloatFormat::F8E8M0FNU, 0x1p-140, mode, 0x00},
        {FloatFormat::F8E8M0FNU, 0x1.8p-128, mode, 0x00},
        {FloatFormat::F8E8M0FNU, 0x1p127, mode, 0xFE},
        {FloatFormat::F8E8M0FNU, 0x1.8p127, mode, 0xFE},
        {FloatFormat::F8E8M0FNU, 0x1p128, mode, 0xFE},
        {FloatFormat::F8E8M0FNU, 1e300, mode, 0xFE},
        {FloatFormat::F8E8M0FNU, 1024.0, mode, 0x89},
    });
  checkCases({
      // zero: largest power of two <= x; positive_inf: smallest >= x.
      {FloatFormat::F8E8M0FNU, 3.0, RZ, 0x80},
      {FloatFormat::F8E8M0FNU, 3.0, RN, 0x80},
      {FloatFormat::F8E8M0FNU, 3.0, RP, 0x81},
      {FloatFormat::F8E8M0FNU, 0x1.000001p-126, RP, 0x02},
      {FloatFormat::F8E8M0FNU, 0x1.FFFFFFp126, RZ, 0xFD},
      {FloatFormat::F8E8M0FNU, 0x1.FFFFFFp126, RP, 0xFE},
      // nearest: the tie 1.5 * 2^k goes up (documented choice).
      {FloatFormat::F8E8M0FNU, 3.0, RNE, 0x81},
      {FloatFormat::F8E8M0FNU, 1.5, RNE, 0x80},
      {FloatFormat::F8E8M0FNU, 0x1.7FFFFFFFFFFFFp1, RNE, 0x80},
      {FloatFormat::F8E8M0FNU, 0x1.8000000000001p1, RNE, 0x81},
  });
  EXPECT_FALSE(isSubnormal(0x00, FloatFormat::F8E8M0FNU));
  EXPECT_EQ(encode(0x1p-127, FloatFormat::F8E8M0FNU, RNE, true), 0x00u);
}

TEST(SpecialValues, SubnormalEdges) {
  checkCases({
      {FloatFormat::F16, 0x1p-24, RNE, 0x0001},  // smallest subnormal
      {FloatFormat::F16, 0x1p-25, RNE, 0x0000},  // tie with 0 -> even 0
      {FloatFormat::F16, 0x1.000001p-25, RNE, 0x0001},
      {FloatFormat::F16, 0x1p-25, RP, 0x0001},
      {FloatFormat::F16, 0x1.8p-24, RNE, 0x0002}, // tie 1|2 -> even 2
      {FloatFormat::F16, 0x1.FF8p-15, RNE, 0x03FF}, // largest subnormal
      {FloatFormat::F16, 0x1p-14, RNE, 0x0400},     // first normal
      {FloatFormat::F16, 0x1.FFCp-15, RNE, 0x0400}, // tie 3FF|400 -> 400
      {FloatFormat::F8E4M3FN, 0x1p-9, RNE, 0x01},
      {FloatFormat::F8E4M3FN, 0x1p-10, RNE, 0x00},
      {FloatFormat::F8E4M3FN, 0x1p-10, RP, 0x01},
      {FloatFormat::F8E4M3FN, 7 * 0x1p-9, RNE, 0x07},
      {FloatFormat::F8E4M3FN, 0x1p-6, RNE, 0x08},
      {FloatFormat::F8E4M3FN, 7.5 * 0x1p-9, RNE, 0x08},
      {FloatFormat::F8E5M2, 0x1p-16, RNE, 0x01},
      {FloatFormat::F8E5M2, 0x1p-17, RNE, 0x00},
      {FloatFormat::F8E5M2, 3 * 0x1p-16, RNE, 0x03},
      {FloatFormat::F8E5M2, 0x1p-14, RNE, 0x04},
      {FloatFormat::BF16, 0x1p-133, RNE, 0x0001},
      {FloatFormat::BF16, 0x1p-126, RNE, 0x0080},
      {FloatFormat::TF32, 0x1p-136, RNE, 0x00002000},
      {FloatFormat::TF32, 0x1p-137, RNE, 0x00000000},
      {FloatFormat::TF32, 0x1p-137, RP, 0x00002000},
      {FloatFormat::F32, 0x1p-149, RNE, 0x00000001},
      {FloatFormat::F32, 0x1p-150, RNE, 0x00000000},
      {FloatFormat::F32, 0x1p-150, RP, 0x00000001},
  });
}

TEST(SpecialValues, FlushToZeroAfterRounding) {
  checkCases(
      {
          // Rounds up into the normal range: not flushed.
          {FloatFormat::F16, 0x1.FFEp-15, RNE, 0x0400},
          {FloatFormat::F16, 0x1.FFEp-15, RP, 0x0400},
          {FloatFormat::F16, -0x1.FFEp-15, RN, 0x8400},
          // The same value rounded down stays subnormal: flushed.
          {FloatFormat::F16, 0x1.FFEp-15, RZ, 0x0000},
          {FloatFormat::F16, -0x1.FFEp-15, RZ, 0x8000},
          {FloatFormat::F16, -0x1p-15, RNE, 0x8000},
          {FloatFormat::F16, 0x1p-14, RNE, 0x0400},
          {FloatFormat::F8E4M3FN, 0x1.Fp-7, RNE, 0x08},
          {FloatFormat::F8E4M3FN, 0x1.Fp-7, RZ, 0x00},
          {FloatFormat::F8E4M3FN, -0x1p-9, RNE, 0x80},
          {FloatFormat::F4E2M1FN, 0.75, RNE, 0x2}, // -> 1.0, normal
          {FloatFormat::F4E2M1FN, 0.6, RNE, 0x0},  // -> 0.5, flushed
          {FloatFormat::F4E2M1FN, -0.5, RNE, 0x8},
          {FloatFormat::F4E2M1FN, 0.3, RP, 0x0},
          {FloatFormat::BF16, 0x1.FFp-127, RNE, 0x0080},
          {FloatFormat::BF16, 0x1.FFp-127, RZ, 0x0000},
          {FloatFormat::TF32, -0x1p-130, RNE, 0x80000000},
          {FloatFormat::F32, 0x1.FFFFFFp-127, RNE, 0x00800000},
          {FloatFormat::F32, 0x1.FFFFFFp-127, RZ, 0x00000000},
          {FloatFormat::F32, -0x1p-130, RNE, 0x80000000},
          {FloatFormat::F64, 0x1p-1074, RNE, 0x0},
          {FloatFormat::F64, -0x1p-1040, RNE, 0x8000000000000000},
          {FloatFormat::F64, 0x1p-1022, RNE, 0x0010000000000000},
      },
      /*ftz=*/true);
  // FTZ is about the result; subnormal inputs widen exactly unless flushed
  // explicitly with flushSubnormal().
  EXPECT_EQ(convert(0x0001, FloatFormat::F16, FloatFormat::F32, RNE, true),
            0x33800000u);
  EXPECT_EQ(flushSubnormal(0x8001, FloatFormat::F16), 0x8000u);
}

TEST(SpecialValues, ClassificationExhaustive) {
  for (FloatFormat format : smallFormats()) {
    const RefFormat &f = refFormat(format);
    for (uint64_t raw = 0; raw < (uint64_t(1) << f.bits); ++raw) {
      uint64_t bits = toContainer(raw, format);
      double v = refDecode(raw, f);
      bool sub = refIsSubnormal(raw, f);
      ASSERT_EQ(isNaN(bits, format), std::isnan(v)) << hex(bits);
      ASSERT_EQ(isInf(bits, format), std::isinf(v)) << hex(bits);
      ASSERT_EQ(isSubnormal(bits, format), sub) << hex(bits);
      ASSERT_EQ(flushSubnormal(bits, format),
                sub ? toContainer(raw & refSignBit(f), format) : bits)
          << getFormatInfo(format).name << " " << hex(bits);
    }
  }
  EXPECT_TRUE(isSubnormal(0x00000001, FloatFormat::F32));
  EXPECT_TRUE(isSubnormal(0x807FFFFF, FloatFormat::F32));
  EXPECT_FALSE(isSubnormal(0x00800000, FloatFormat::F32));
  EXPECT_FALSE(isSubnormal(0x80000000, FloatFormat::F32));
  EXPECT_EQ(flushSubnormal(0x807FFFFF, FloatFormat::F32), 0x80000000u);
  EXPECT_TRUE(isSubnormal(0x800FFFFFFFFFFFFFull, FloatFormat::F64));
  EXPECT_EQ(flushSubnormal(0x800FFFFFFFFFFFFFull, FloatFormat::F64),
            0x8000000000000000u);
  EXPECT_EQ(flushSubnormal(0x0010000000000000ull, FloatFormat::F64),
            0x0010000000000000u);
  // tf32: the ignored low bits do not make a zero subnormal...
  EXPECT_FALSE(isSubnormal(0x00001FFF, FloatFormat::TF32));
  EXPECT_TRUE(isSubnormal(0x80002000, FloatFormat::TF32));
  EXPECT_EQ(flushSubnormal(0x80003FFF, FloatFormat::TF32), 0x80000000u);
  EXPECT_TRUE(isNaN(0x7FC00000, FloatFormat::F32));
  EXPECT_TRUE(isInf(0xFFF0000000000000ull, FloatFormat::F64));
}

// One rounding from the exact source: f64 -> f16 directly differs from
// f64 -> f32 -> f16 on this input.
TEST(SpecialValues, ConvertRoundsOnce) {
  uint64_t x = bitsOf(0x1.002000001p0); // 1 + 2^-11 + 2^-36: just above a tie
  EXPECT_EQ(convert(x, FloatFormat::F64, FloatFormat::F16), 0x3C01u);
  uint64_t viaF32 = convert(x, FloatFormat::F64, FloatFormat::F32);
  EXPECT_EQ(viaF32, 0x3F801000u); // the f32 result is exactly the tie
  EXPECT_EQ(convert(viaF32, FloatFormat::F32, FloatFormat::F16), 0x3C00u);
  // Same for bf16 and e4m3 sources / targets.
  EXPECT_EQ(convert(bitsOf(0x1.01000001p0), FloatFormat::F64,
                    FloatFormat::BF16),
            0x3F81u);
  EXPECT_EQ(convert(0x3C01, FloatFormat::F16, FloatFormat::F8E4M3FN), 0x38u);
  EXPECT_EQ(convert(0x3C01, FloatFormat::F16, FloatFormat::F8E4M3FN, RP),
            0x39u);
}

} // namespace
