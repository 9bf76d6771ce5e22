//===- DecodeTest.cpp - Exact decoding of every small-format pattern ------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

// Bit-exact comparison that treats all NaNs as equal (payloads unspecified).
void expectSameValue(double got, double want, const std::string &what) {
  if (std::isnan(want)) {
    EXPECT_TRUE(std::isnan(got)) << what << " got " << got;
    return;
  }
  EXPECT_EQ(bitsOf(got), bitsOf(want))
      << what << " got " << got << " want " << want;
}

TEST(Decode, SpotValuesFromSpecTable) {
  struct Case {
    FloatFormat format;
    uint64_t bits;
    double value;
  } cases[] = {
      {FloatFormat::F8E4M3FN, 0x7E, 448.0},
      {FloatFormat::F8E4M3FN, 0xFE, -448.0},
      {FloatFormat::F8E4M3FN, 0x08, 0x1p-6},
      {FloatFormat::F8E4M3FN, 0x07, 7 * 0x1p-9},
      {FloatFormat::F8E4M3FN, 0x01, 0x1p-9},
      {FloatFormat::F8E4M3FN, 0x38, 1.0},
      {FloatFormat::F8E4M3FN, 0x78, 256.0},
      {FloatFormat::F8E4M3FN, 0x80, -0.0},
      {FloatFormat::F8E5M2, 0x7B, 57344.0},
      {FloatFormat::F8E5M2, 0x7C, INFINITY},
      {FloatFormat::F8E5M2, 0xFC, -INFINITY},
      {FloatFormat::F8E5M2, 0x04, 0x1p-14},
      {FloatFormat::F8E5M2, 0x01, 0x1p-16},
      {FloatFormat::F8E5M2, 0x3C, 1.0},
      {FloatFormat::F8E8M0FNU, 0x00, 0x1p-127},
      {FloatFormat::F8E8M0FNU, 0x7F, 1.0},
      {FloatFormat::F8E8M0FNU, 0x80, 2.0},
      {FloatFormat::F8E8M0FNU, 0xFE, 0x1p127},
      {FloatFormat::F16, 0x3C00, 1.0},
      {FloatFormat::F16, 0x7BFF, 65504.0},
      {FloatFormat::F16, 0x0400, 0x1p-14},
      {FloatFormat::F16, 0x0001, 0x1p-24},
      {FloatFormat::F16, 0x7C00, INFINITY},
      {FloatFormat::BF16, 0x3F80, 1.0},
      {FloatFormat::BF16, 0x7F7F, 0x1.FEp127},
      {FloatFormat::BF16, 0x0001, 0x1p-133},
      {FloatFormat::TF32, 0x3F800000, 1.0},
      {FloatFormat::TF32, 0x7F7FE000, 0x1.FFCp127},
      {FloatFormat::TF32, 0x00002000, 0x1p-136},
      {FloatFormat::F32, 0x00000001, 0x1p-149},
      {FloatFormat::F64, 0x0000000000000001, 0x1p-1074},
      {FloatFormat::F64, 0x7FEFFFFFFFFFFFFF, 0x1.FFFFFFFFFFFFFp1023},
  };
  for (const Case &c : cases)
    expectSameValue(decode(c.bits, c.format), c.value,
                    std::string(getFormatInfo(c.format).name) + " " +
                        hex(c.bits));
  EXPECT_TRUE(std::isnan(decode(0x7F, FloatFormat::F8E4M3FN)));
  EXPECT_TRUE(std::isnan(decode(0xFF, FloatFormat::F8E4M3FN)));
  EXPECT_TRUE(std::isnan(decode(0xFF, FloatFormat::F8E8M0FNU)));
  for (uint64_t b : {0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF})
    EXPECT_TRUE(std::isnan(decode(b, FloatFormat::F8E5M2))) << hex(b);
}

TEST(Decode, F4E2M1FNAllSixteen) {
  const double expected[16] = {0.0,  0.5,  1.0,  1.5,  2.0,  3.0,
                               4.0,  6.0,  -0.0, -0.5, -1.0, -1.5,
                               -2.0, -3.0, -4.0, -6.0};
  for (uint64_t b = 0; b < 16; ++b)
    expectSameValue(decode(b, FloatFormat::F4E2M1FN), expected[b],
                    "f4 " + hex(b));
}

// Every pattern of every format up to 19 bits against the bit-field decoder.
TEST(Decode, ExhaustiveAgainstFieldDecoder) {
  for (FloatFormat format : smallFormats()) {
    const RefFormat &f = refFormat(format);
    for (uint64_t raw = 0; raw < (uint64_t(1) << f.bits); ++raw) {
      expectSameValue(decode(toContainer(raw, format), format),
                      refDecode(raw, f),
                      std::string(getFormatInfo(format).name) + " " +
                          hex(raw));
      if (HasFailure())
        return;
    }
  }
}

// bf16 is the top half of an f32; tf32 is an f32 with 13 low bits ignored.
TEST(Decode, Bf16AndTf32AgainstFloatBitcast) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    float f = floatOf(b << 16);
    expectSameValue(decode(b, FloatFormat::BF16), double(f), "bf16 " + hex(b));
  }
  for (uint32_t hi = 0; hi < (1u << 19); ++hi) {
    // Garbage in the low 13 bits must not matter.
    uint32_t container = (hi << 13) | ((hi * 2654435761u) & 0x1FFF);
    expectSameValue(decode(container, FloatFormat::TF32),
                    double(floatOf(hi << 13)), "tf32 " + hex(container));
    if (HasFailure())
      return;
  }
}

TEST(Decode, BitsAboveStorageWidthAreIgnored) {
  EXPECT_EQ(decode(0xF01, FloatFormat::F8E4M3FN), 0x1p-9);
  EXPECT_EQ(decode(0xA7, FloatFormat::F4E2M1FN), 6.0);
  EXPECT_EQ(decode(0x1234'3C00, FloatFormat::F16), 1.0);
  EXPECT_EQ(decode(0xFFFF'FFFF'3F80'0000ull, FloatFormat::F32), 1.0);
}

TEST(Decode, F32AndF64AreBitcasts) {
  for (uint32_t b : {0x00000000u, 0x80000000u, 0x3F800000u, 0x7F7FFFFFu,
                     0x00800000u, 0x007FFFFFu, 0x7F800000u, 0xFF800000u,
                     0x12345678u, 0xDEADBEEFu})
    expectSameValue(decode(b, FloatFormat::F32), double(floatOf(b)),
                    "f32 " + hex(b));
  EXPECT_TRUE(std::isnan(decode(0x7F800001u, FloatFormat::F32)));
  for (uint64_t b : {0x0ull, 0x8000000000000000ull, 0x3FF0000000000000ull,
                     0x000FFFFFFFFFFFFFull, 0x7FF0000000000000ull,
                     0x0123456789ABCDEFull})
    expectSameValue(decode(b, FloatFormat::F64), doubleOf(b), "f64 " + hex(b));
  EXPECT_TRUE(std::isnan(decode(0xFFF0000000000001ull, FloatFormat::F64)));
}

} // namespace
