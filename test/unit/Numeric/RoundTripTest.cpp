//===- RoundTripTest.cpp - decode -> encode is the identity ---------------===//
//
// Every pattern of f16, bf16, tf32, the fp8 formats and f4 is re-encoded in
// every rounding mode (exact values must not move), directly and through
// f32/f64 with convert(). NaNs come back as the target's NaN result, and the
// f8E5M2 infinities as ±57344 (the format saturates).
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

// What a NaN source becomes, per the Tile IR table (hand-written here).
uint64_t nanResult(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:       return 0x7E00;
  case FloatFormat::BF16:      return 0x7FC0;
  case FloatFormat::TF32:      return 0x7FC00000;
  case FloatFormat::F8E4M3FN:  return 0x7E; // +448
  case FloatFormat::F8E5M2:    return 0x7E;
  case FloatFormat::F8E8M0FNU: return 0xFF;
  case FloatFormat::F4E2M1FN:  return 0x7; // never reached: no NaN encoding
  default:                     return 0;
  }
}

TEST(RoundTrip, EveryPatternEveryMode) {
  for (FloatFormat format : smallFormats()) {
    const RefFormat &f = refFormat(format);
    const char *name = getFormatInfo(format).name;
    for (uint64_t raw = 0; raw < (uint64_t(1) << f.bits); ++raw) {
      uint64_t bits = toContainer(raw, format);
      uint64_t want = bits;
      if (refIsNaN(raw, f))
        want = nanResult(format);
      else if (format == FloatFormat::F8E5M2 && (raw & 0x7F) == 0x7C)
        want = (raw & 0x80) | 0x7B; // Inf saturates (satfinite), sign kept
      double value = decode(bits, format);
      for (RoundingMode mode : kAllModes) {
        uint64_t got = encode(value, format, mode);
        if (got != want) {
          ADD_FAILURE() << name << " " << hex(bits) << " " << modeName(mode)
                        << ": got " << hex(got) << " want " << hex(want);
          return;
        }
      }
      // Through f32 and f64 (widening is exact, narrowing must be too).
      for (FloatFormat wide : {FloatFormat::F32, FloatFormat::F64}) {
        uint64_t got = convert(convert(bits, format, wide), wide, format);
        if (got != want) {
          ADD_FAILURE() << name << " " << hex(bits) << " via "
                        << getFormatInfo(wide).name << ": got " << hex(got);
          return;
        }
      }
      // flush_to_zero only touches subnormals, keeping their sign.
      uint64_t wantFtz = refIsSubnormal(raw, f)
                             ? toContainer(raw & refSignBit(f), format)
                             : want;
      uint64_t gotFtz = encode(value, format, RoundingMode::NearestEven, true);
      if (gotFtz != wantFtz) {
        ADD_FAILURE() << name << " ftz " << hex(bits) << ": got "
                      << hex(gotFtz) << " want " << hex(wantFtz);
        return;
      }
    }
  }
}

TEST(RoundTrip, Tf32ContainerLowBitsAreCleared) {
  // 1.0 with junk in the ignored bits: re-encoding writes them as zero.
  EXPECT_EQ(convert(0x3F801FFF, FloatFormat::TF32, FloatFormat::TF32),
            0x3F800000u);
  EXPECT_EQ(convert(0x3F801FFF, FloatFormat::TF32, FloatFormat::F32),
            0x3F800000u);
  // An f32 NaN whose payload lies only in the low 13 bits reads as tf32 Inf.
  EXPECT_EQ(convert(0x7F800001, FloatFormat::TF32, FloatFormat::F32),
            0x7F800000u);
  EXPECT_TRUE(isInf(0x7F800001, FloatFormat::TF32));
}

TEST(RoundTrip, F32AndF64SpotPatterns) {
  for (uint32_t b : {0x00000000u, 0x80000000u, 0x00000001u, 0x807FFFFFu,
                     0x00800000u, 0x3F800000u, 0x7F7FFFFFu, 0xFF800000u,
                     0x4049'0FDBu})
    for (RoundingMode mode : kAllModes) {
      EXPECT_EQ(encode(double(floatOf(b)), FloatFormat::F32, mode), b)
          << hex(b) << " " << modeName(mode);
      EXPECT_EQ(convert(convert(b, FloatFormat::F32, FloatFormat::F64),
                        FloatFormat::F64, FloatFormat::F32, mode),
                b);
    }
  for (uint64_t b : {0x0000000000000001ull, 0x800FFFFFFFFFFFFFull,
                     0x3FF0000000000001ull, 0x7FEFFFFFFFFFFFFFull,
                     0xFFF0000000000000ull})
    for (RoundingMode mode : kAllModes)
      EXPECT_EQ(encode(doubleOf(b), FloatFormat::F64, mode), b) << hex(b);
}

} // namespace
