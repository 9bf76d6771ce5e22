//===- FormatInfoTest.cpp - Format table and name lookup ------------------===//

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace tilec::numeric;

namespace {

struct Expected {
  FloatFormat format;
  const char *name;
  unsigned bitWidth, storageBits, exponentBits, mantissaBits;
  int bias;
  bool hasSign, hasInf, hasNaN, hasZero;
};

// Straight from the formats table, tile-ir-ops.md §2.1.
const Expected kExpected[] = {
    {FloatFormat::F16, "f16", 16, 16, 5, 10, 15, true, true, true, true},
    {FloatFormat::BF16, "bf16", 16, 16, 8, 7, 127, true, true, true, true},
    {FloatFormat::TF32, "tf32", 19, 32, 8, 10, 127, true, true, true, true},
    {FloatFormat::F32, "f32", 32, 32, 8, 23, 127, true, true, true, true},
    {FloatFormat::F64, "f64", 64, 64, 11, 52, 1023, true, true, true, true},
    {FloatFormat::F8E4M3FN, "f8E4M3FN", 8, 8, 4, 3, 7, true, false, true, true},
    {FloatFormat::F8E5M2, "f8E5M2", 8, 8, 5, 2, 15, true, true, true, true},
    {FloatFormat::F8E8M0FNU, "f8E8M0FNU", 8, 8, 8, 0, 127, false, false, true,
     false},
    {FloatFormat::F4E2M1FN, "f4E2M1FN", 4, 4, 2, 1, 1, true, false, false,
     true},
};

TEST(FormatInfo, MatchesSpecTable) {
  for (const Expected &e : kExpected) {
    const FormatInfo &info = getFormatInfo(e.format);
    SCOPED_TRACE(e.name);
    EXPECT_STREQ(info.name, e.name);
    EXPECT_EQ(info.bitWidth, e.bitWidth);
    EXPECT_EQ(info.storageBits, e.storageBits);
    EXPECT_EQ(info.exponentBits, e.exponentBits);
    EXPECT_EQ(info.mantissaBits, e.mantissaBits);
    EXPECT_EQ(info.bias, e.bias);
    EXPECT_EQ(info.hasSign, e.hasSign);
    EXPECT_EQ(info.hasInf, e.hasInf);
    EXPECT_EQ(info.hasNaN, e.hasNaN);
    EXPECT_EQ(info.hasZero, e.hasZero);
    // Layout consistency: sign + exponent + mantissa = significant bits.
    EXPECT_EQ(unsigned(e.hasSign) + e.exponentBits + e.mantissaBits,
              e.bitWidth);
  }
  EXPECT_EQ(std::size(kExpected), std::size(kAllFloatFormats));
}

TEST(FormatInfo, LookupByName) {
  for (const Expected &e : kExpected) {
    std::optional<FloatFormat> found = lookupFloatFormat(e.name);
    ASSERT_TRUE(found.has_value()) << e.name;
    EXPECT_EQ(*found, e.format) << e.name;
  }
  EXPECT_FALSE(lookupFloatFormat("f8E4M3").has_value());
  EXPECT_FALSE(lookupFloatFormat("F16").has_value());
  EXPECT_FALSE(lookupFloatFormat("").has_value());
  EXPECT_FALSE(lookupFloatFormat("i8").has_value());
}

TEST(FormatInfo, CanonicalNaNAndMaxFinite) {
  EXPECT_EQ(canonicalNaN(FloatFormat::F16), 0x7E00u);
  EXPECT_EQ(canonicalNaN(FloatFormat::BF16), 0x7FC0u);
  EXPECT_EQ(canonicalNaN(FloatFormat::TF32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(FloatFormat::F32), 0x7FC00000u);
  EXPECT_EQ(canonicalNaN(FloatFormat::F64), 0x7FF8000000000000u);
  EXPECT_EQ(canonicalNaN(FloatFormat::F8E4M3FN), 0x7Fu);
  EXPECT_EQ(canonicalNaN(FloatFormat::F8E5M2), 0x7Eu);
  EXPECT_EQ(canonicalNaN(FloatFormat::F8E8M0FNU), 0xFFu);

  EXPECT_EQ(maxFinite(FloatFormat::F16), 0x7BFFu);
  EXPECT_EQ(maxFinite(FloatFormat::F16, true), 0xFBFFu);
  EXPECT_EQ(maxFinite(FloatFormat::BF16), 0x7F7Fu);
  EXPECT_EQ(maxFinite(FloatFormat::TF32), 0x7F7FE000u);
  EXPECT_EQ(maxFinite(FloatFormat::TF32, true), 0xFF7FE000u);
  EXPECT_EQ(maxFinite(FloatFormat::F32), 0x7F7FFFFFu);
  EXPECT_EQ(maxFinite(FloatFormat::F64), 0x7FEFFFFFFFFFFFFFu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E4M3FN), 0x7Eu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E4M3FN, true), 0xFEu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E5M2), 0x7Bu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E5M2, true), 0xFBu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E8M0FNU), 0xFEu);
  EXPECT_EQ(maxFinite(FloatFormat::F8E8M0FNU, true), 0xFEu); // unsigned
  EXPECT_EQ(maxFinite(FloatFormat::F4E2M1FN), 0x7u);
  EXPECT_EQ(maxFinite(FloatFormat::F4E2M1FN, true), 0xFu);
}

} // namespace
