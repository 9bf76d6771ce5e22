//===- UE5M3Test.cpp - the UE5M3 block-scale format (13.4) ----------------===//
//
// Every one of the 256 encodings against the value its bit fields give by the format table of
// tile-ir-13.4-13.5.md §2.1 (computed here with std::pow, independently of the library's
// ldexp-based decoder), the table's sample encodings, and the conversion rules into and out of
// the format.
//
//===----------------------------------------------------------------------===//
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Numeric/UE5M3Format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace tilec::numeric;

namespace {

constexpr RoundingMode RNE = RoundingMode::NearestEven;
constexpr RoundingMode RZ = RoundingMode::TowardZero;
constexpr RoundingMode RP = RoundingMode::TowardPositive;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The value of encoding `bits` by the table: E = bits 7..3, M = bits 2..0.
double tableValue(unsigned bits) {
  unsigned e = bits >> 3, m = bits & 7;
  if (bits == 0xFF)
    return kNaN;
  if (e == 0)
    return m * std::pow(2.0, -17);
  return std::pow(2.0, int(e) - 15) * (1.0 + m / 8.0);
}

TEST(UE5M3, EveryEncodingDecodesToItsTableValue) {
  for (unsigned bits = 0; bits < 256; ++bits) {
    double expected = tableValue(bits);
    double decoded = decode(bits, FloatFormat::UE5M3);
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(decoded)) << bits;
      EXPECT_TRUE(isNaN(bits, FloatFormat::UE5M3)) << bits;
      continue;
    }
    EXPECT_EQ(decoded, expected) << "encoding 0x" << std::hex << bits;
    EXPECT_EQ(decodeUE5M3(bits), expected) << bits;
    EXPECT_FALSE(isNaN(bits, FloatFormat::UE5M3)) << bits;
    EXPECT_FALSE(isInf(bits, FloatFormat::UE5M3)) << bits;
    EXPECT_EQ(isSubnormal(bits, FloatFormat::UE5M3), bits >= 1 && bits <= 7) << bits;
    // Every value is exact in f32 and rounds back to itself, in every mode.
    EXPECT_EQ(double(float(expected)), expected) << bits;
    for (RoundingMode mode : {RNE, RZ, RP, RoundingMode::TowardNegative})
      EXPECT_EQ(encode(expected, FloatFormat::UE5M3, mode), bits) << bits;
    EXPECT_EQ(convert(encode(expected, FloatFormat::F32), FloatFormat::F32, FloatFormat::UE5M3),
              bits)
        << bits;
    // Exact to f32, f64, bf16 and tf32 (4 significant bits, exponents -17..16).
    for (FloatFormat wide :
         {FloatFormat::F32, FloatFormat::F64, FloatFormat::BF16, FloatFormat::TF32})
      EXPECT_EQ(decode(convert(bits, FloatFormat::UE5M3, wide), wide), expected) << bits;
  }
}

TEST(UE5M3, SampleEncodingsOfTheSpec) {
  EXPECT_EQ(encode(0.5, FloatFormat::UE5M3), 0x70u);
  EXPECT_EQ(encode(1.0, FloatFormat::UE5M3), 0x78u);
  EXPECT_EQ(encode(1.5, FloatFormat::UE5M3), 0x7Cu);
  EXPECT_EQ(encode(2.0, FloatFormat::UE5M3), 0x80u);
  EXPECT_EQ(encode(65536.0, FloatFormat::UE5M3), 0xF8u);
  EXPECT_EQ(encode(61440.0, FloatFormat::UE5M3), 0xF7u);
  EXPECT_EQ(decode(0xFE, FloatFormat::UE5M3), 114688.0);
  EXPECT_EQ(decode(0x08, FloatFormat::UE5M3), 0x1p-14);
  EXPECT_EQ(decode(0x01, FloatFormat::UE5M3), 0x1p-17);
  EXPECT_EQ(maxFinite(FloatFormat::UE5M3), 0xFEu);
  EXPECT_EQ(maxFinite(FloatFormat::UE5M3, /*negative=*/true), 0xFEu); // unsigned
  EXPECT_EQ(canonicalNaN(FloatFormat::UE5M3), 0xFFu);
  EXPECT_STREQ(getFormatInfo(FloatFormat::UE5M3).name, "fnv8E5M3FNU");
  EXPECT_EQ(lookupFloatFormat("f8E5M3FNU"), FloatFormat::UE5M3);
  EXPECT_EQ(lookupFloatFormat("fnv8E5M3FNU"), FloatFormat::UE5M3);
}

TEST(UE5M3, RoundsToNearestEvenBetweenNeighbours) {
  // Between each pair of adjacent finite encodings: the midpoint goes to the even mantissa,
  // anything beyond it to the nearer neighbour.
  for (unsigned low = 0; low < 0xFE; ++low) {
    double a = tableValue(low), b = tableValue(low + 1);
    double mid = (a + b) / 2;
    unsigned even = (low % 2 == 0) ? low : low + 1;
    EXPECT_EQ(encode(mid, FloatFormat::UE5M3, RNE), even) << low;
    EXPECT_EQ(encode(std::nextafter(mid, 0.0), FloatFormat::UE5M3, RNE), low) << low;
    EXPECT_EQ(encode(std::nextafter(mid, kInf), FloatFormat::UE5M3, RNE), low + 1) << low;
    EXPECT_EQ(encode(mid, FloatFormat::UE5M3, RZ), low) << low;
    EXPECT_EQ(encode(mid, FloatFormat::UE5M3, RP), low + 1) << low;
    EXPECT_EQ(encode(mid, FloatFormat::UE5M3, RoundingMode::NearestAway), low + 1) << low;
  }
}

TEST(UE5M3, SaturationSignAndNaNRules) {
  EXPECT_EQ(encode(114689.0, FloatFormat::UE5M3), 0xFEu);
  EXPECT_EQ(encode(1e30, FloatFormat::UE5M3), 0xFEu);
  EXPECT_EQ(encode(kInf, FloatFormat::UE5M3), 0xFEu);
  EXPECT_EQ(encode(kNaN, FloatFormat::UE5M3), 0xFFu);
  EXPECT_EQ(encode(-kNaN, FloatFormat::UE5M3), 0xFFu);
  EXPECT_EQ(encode(-0.0, FloatFormat::UE5M3), 0x00u);
  EXPECT_EQ(encode(-1.0, FloatFormat::UE5M3), 0x00u);
  EXPECT_EQ(encode(-kInf, FloatFormat::UE5M3), 0x00u);
  EXPECT_EQ(encode(0x1p-19, FloatFormat::UE5M3), 0x00u);      // below half the step
  EXPECT_EQ(encode(0x1p-18, FloatFormat::UE5M3), 0x00u);      // the tie goes to even 0
  EXPECT_EQ(encode(0x1.8p-18, FloatFormat::UE5M3), 0x01u);
  EXPECT_EQ(encode(0x1p-18, FloatFormat::UE5M3, RP), 0x01u);
  // Flush to zero after rounding: subnormal results become 0x00, 2^-14 stays.
  EXPECT_EQ(encode(0x1p-17, FloatFormat::UE5M3, RNE, /*flushToZero=*/true), 0x00u);
  EXPECT_EQ(encode(0x1p-14, FloatFormat::UE5M3, RNE, /*flushToZero=*/true), 0x08u);
  EXPECT_EQ(flushSubnormal(0x05, FloatFormat::UE5M3), 0x00u);
  EXPECT_EQ(flushSubnormal(0x08, FloatFormat::UE5M3), 0x08u);
}

TEST(UE5M3, ConversionsOutOfTheFormat) {
  // To f16 it is not widening: 65536 and above overflow to +Inf (nearest even), 61440 is exact.
  EXPECT_EQ(convert(0xF8, FloatFormat::UE5M3, FloatFormat::F16), 0x7C00u);
  EXPECT_EQ(convert(0xFE, FloatFormat::UE5M3, FloatFormat::F16), 0x7C00u);
  EXPECT_EQ(convert(0xF8, FloatFormat::UE5M3, FloatFormat::F16, RZ), 0x7BFFu); // 65504
  EXPECT_EQ(convert(0xF7, FloatFormat::UE5M3, FloatFormat::F16), 0x7B80u);     // 61440
  EXPECT_EQ(convert(0x01, FloatFormat::UE5M3, FloatFormat::F16), 0x0080u);     // 2^-17
  // To f8E4M3FN / f8E5M2 their saturation rules apply.
  EXPECT_EQ(convert(0xF8, FloatFormat::UE5M3, FloatFormat::F8E4M3FN), 0x7Eu); // 448
  EXPECT_EQ(convert(0x78, FloatFormat::UE5M3, FloatFormat::F8E4M3FN), 0x38u); // 1.0
  EXPECT_EQ(convert(0xFE, FloatFormat::UE5M3, FloatFormat::F8E5M2), 0x7Bu);   // 57344
  // NaN to NaN.
  EXPECT_EQ(convert(0xFF, FloatFormat::UE5M3, FloatFormat::F32), 0x7FC00000u);
  EXPECT_EQ(convert(0xFF, FloatFormat::UE5M3, FloatFormat::F8E8M0FNU), 0xFFu);
  // From other formats into UE5M3.
  EXPECT_EQ(convert(0x3C00, FloatFormat::F16, FloatFormat::UE5M3), 0x78u); // 1.0
  EXPECT_EQ(convert(0xBC00, FloatFormat::F16, FloatFormat::UE5M3), 0x00u); // -1.0
  EXPECT_EQ(convert(0x7C00, FloatFormat::F16, FloatFormat::UE5M3), 0xFEu); // +Inf
  EXPECT_EQ(convert(0x7F, FloatFormat::F8E8M0FNU, FloatFormat::UE5M3), 0x78u);
  EXPECT_EQ(convert(0xFE, FloatFormat::F8E8M0FNU, FloatFormat::UE5M3), 0xFEu); // 2^127
}

} // namespace
