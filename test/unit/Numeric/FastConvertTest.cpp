//===- FastConvertTest.cpp - Fast paths vs the general (APFloat) path -----===//
//
// Widening: all 65536 patterns. Narrowing: the result of rounding f32 to
// bf16/f16 depends only on the kept bits and on the class of the dropped
// bits (zero, below half, half, above half), so covering every kept pattern
// with representatives of every class checks every input class; random
// patterns come on top. Set TILEC_NUMERIC_EXHAUSTIVE=1 to compare all 2^32
// f32 inputs against the general path (about 15 minutes on one core).
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FastConvert.h"
#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <random>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

uint16_t generalToF16(uint32_t f32) {
  return uint16_t(convert(f32, FloatFormat::F32, FloatFormat::F16));
}
uint16_t generalToBF16(uint32_t f32) {
  return uint16_t(convert(f32, FloatFormat::F32, FloatFormat::BF16));
}

TEST(FastConvert, WideningAllPatterns) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    ASSERT_EQ(bitsOf(f16ToF32(uint16_t(h))),
              convert(h, FloatFormat::F16, FloatFormat::F32))
        << hex(h);
    ASSERT_EQ(bitsOf(bf16ToF32(uint16_t(h))),
              convert(h, FloatFormat::BF16, FloatFormat::F32))
        << hex(h);
  }
}

void expectF32ToBF16(uint32_t bits) {
  ASSERT_EQ(f32ToBF16(floatOf(bits)), generalToBF16(bits)) << hex(bits);
}
void expectF32ToF16(uint32_t bits) {
  ASSERT_EQ(f32ToF16(floatOf(bits)), generalToF16(bits)) << hex(bits);
}

TEST(FastConvert, F32ToBF16EveryKeptPatternEveryClass) {
  const uint32_t low[] = {0x0000, 0x0001, 0x4000, 0x7FFF,
                          0x8000, 0x8001, 0xC000, 0xFFFF};
  for (uint32_t hi = 0; hi < 0x10000; ++hi)
    for (uint32_t lo : low) {
      expectF32ToBF16(hi << 16 | lo);
      if (HasFatalFailure())
        return;
    }
}

TEST(FastConvert, F32ToF16EveryKeptPatternEveryClass) {
  // For each f32 exponent, the number of dropped bits d is fixed (13 for
  // f16 normals, more in the f16 subnormal range, all 23 below it). Visit
  // every kept-bit pattern (at most 2^10) with dropped-bit representatives.
  for (uint32_t sign : {0u, 0x80000000u})
    for (uint32_t e = 0; e < 256; ++e) {
      int unbiased = int(e) - 127;
      unsigned dropped = unbiased >= -14 ? 13
                         : unbiased >= -24
                             ? unsigned(13 + (-14 - unbiased))
                             : 23;
      uint32_t keptCount = uint32_t(1) << (23 - dropped);
      uint32_t unit = uint32_t(1) << dropped, half = unit >> 1;
      const uint32_t rests[] = {0,        1,        half - 1, half,
                                half + 1, unit - 1, half / 2};
      for (uint32_t kept = 0; kept < keptCount; ++kept)
        for (uint32_t rest : rests) {
          uint32_t mantissa = (kept << dropped | (rest & (unit - 1))) &
                              0x7FFFFF;
          expectF32ToF16(sign | e << 23 | mantissa);
          if (HasFatalFailure())
            return;
        }
    }
}

TEST(FastConvert, AroundEveryF16Interval) {
  // Both neighbours, the midpoint and the floats next to them.
  for (uint32_t h = 0; h < 0x7C00; ++h) {
    float lo = f16ToF32(uint16_t(h)), hi = f16ToF32(uint16_t(h + 1));
    float mid = (lo + hi) / 2; // exact: f16 values have 11 bits
    for (float x : {lo, mid, std::nextafter(mid, 0.0f),
                    std::nextafter(mid, INFINITY), std::nextafter(lo, INFINITY),
                    std::nextafter(hi, 0.0f)})
      for (uint32_t sign : {0u, 0x80000000u}) {
        expectF32ToF16(bitsOf(x) | sign);
        if (HasFatalFailure())
          return;
      }
  }
}

TEST(FastConvert, RandomPatterns) {
  std::mt19937 rng(0xFA57);
  for (int i = 0; i < 1000000; ++i) {
    uint32_t bits = uint32_t(rng());
    expectF32ToF16(bits);
    expectF32ToBF16(bits);
    if (HasFatalFailure())
      return;
  }
}

TEST(FastConvert, SpotValues) {
  EXPECT_EQ(f32ToF16(1.0f), 0x3C00);
  EXPECT_EQ(f32ToF16(65504.0f), 0x7BFF);
  EXPECT_EQ(f32ToF16(65520.0f), 0x7C00);
  EXPECT_EQ(f32ToF16(std::nextafter(65520.0f, 0.0f)), 0x7BFF);
  EXPECT_EQ(f32ToF16(-INFINITY), 0xFC00);
  EXPECT_EQ(f32ToF16(-NAN), 0x7E00);
  EXPECT_EQ(f32ToF16(0x1p-24f), 0x0001);
  EXPECT_EQ(f32ToF16(0x1p-25f), 0x0000);
  EXPECT_EQ(f32ToF16(-0x1.000002p-25f), 0x8001);
  EXPECT_EQ(f32ToBF16(1.0f), 0x3F80);
  EXPECT_EQ(f32ToBF16(floatOf(0x3F808000)), 0x3F80); // tie -> even
  EXPECT_EQ(f32ToBF16(floatOf(0x3F818000)), 0x3F82); // tie -> even
  EXPECT_EQ(f32ToBF16(floatOf(0x7F7FFFFF)), 0x7F80);
  EXPECT_EQ(f32ToBF16(floatOf(0xFF800001)), 0x7FC0);
  EXPECT_EQ(bitsOf(f16ToF32(0x0001)), 0x33800000u);
  EXPECT_EQ(bitsOf(f16ToF32(0x8000)), 0x80000000u);
  EXPECT_EQ(bitsOf(f16ToF32(0xFE01)), 0x7FC00000u);
  EXPECT_EQ(bitsOf(bf16ToF32(0xFF81)), 0x7FC00000u);
}

TEST(FastConvert, ExhaustiveOptIn) {
  const char *env = std::getenv("TILEC_NUMERIC_EXHAUSTIVE");
  if (!env || std::string(env) != "1")
    GTEST_SKIP() << "set TILEC_NUMERIC_EXHAUSTIVE=1 to check all 2^32 inputs";
  uint32_t bits = 0;
  do {
    expectF32ToF16(bits);
    expectF32ToBF16(bits);
    if (HasFatalFailure())
      return;
  } while (++bits != 0);
}

} // namespace
