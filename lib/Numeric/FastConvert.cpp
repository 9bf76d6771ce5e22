//===- FastConvert.cpp - Bit-twiddling f32 <-> f16/bf16 -------------------===//
//
// Rounding is done on integers so the result never depends on the host FP
// environment (rounding mode, FTZ/DAZ flags); the one float multiply below
// is exact with a normal result.
//
//===----------------------------------------------------------------------===//

#include "tilec/Numeric/FastConvert.h"

#include <bit>

namespace tilec::numeric {

namespace {
constexpr uint32_t kF32CanonicalNaN = 0x7FC00000;
constexpr uint32_t kF32AbsMask = 0x7FFFFFFF;
constexpr uint32_t kF32Inf = 0x7F800000;
} // namespace

float f16ToF32(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1F;
  uint32_t mantissa = bits & 0x3FF;
  if (exponent == 0x1F)
    return std::bit_cast<float>(mantissa ? kF32CanonicalNaN
                                         : sign | kF32Inf);
  if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^-24, exact in f32 (a normal f32).
    float magnitude = float(mantissa) * 0x1p-24f;
    return std::bit_cast<float>(sign | std::bit_cast<uint32_t>(magnitude));
  }
  // Rebias 15 -> 127 and widen the fraction from 10 to 23 bits.
  return std::bit_cast<float>(sign | ((exponent + 112) << 23) |
                              (mantissa << 13));
}

float bf16ToF32(uint16_t bits) {
  if ((bits & 0x7FFF) > 0x7F80)
    return std::bit_cast<float>(kF32CanonicalNaN);
  return std::bit_cast<float>(uint32_t(bits) << 16);
}

uint16_t f32ToBF16(float value) {
  uint32_t bits = std::bit_cast<uint32_t>(value);
  if ((bits & kF32AbsMask) > kF32Inf)
    return 0x7FC0;
  // Round the low 16 bits to nearest even: adding 0x7FFF carries exactly
  // when they exceed one half, and the kept LSB breaks the tie. A carry out
  // of the largest finite value lands on the Inf encoding, as IEEE wants.
  bits += 0x7FFF + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

uint16_t f32ToF16(float value) {
  uint32_t bits = std::bit_cast<uint32_t>(value);
  uint16_t sign = uint16_t((bits >> 16) & 0x8000);
  uint32_t abs = bits & kF32AbsMask;
  if (abs > kF32Inf)
    return 0x7E00;
  // >= 65520 = 65504 + half an ulp: the tie goes to the even Inf encoding.
  if (abs >= 0x477FF000)
    return sign | 0x7C00;
  // >= 2^-14: normal f16. Rebias (subtract 112 << 23, i.e. add 0xC8000000
  // modulo 2^32) and round the 13 dropped bits to nearest even; a carry
  // propagates into the exponent, which is the correct next binade.
  if (abs >= 0x38800000) {
    abs += 0xC8000FFF + ((abs >> 13) & 1);
    return sign | uint16_t(abs >> 13);
  }
  // <= 2^-25: rounds to zero (2^-25 itself ties to the even zero).
  if (abs <= 0x33000000)
    return sign;
  // Subnormal result: value = m * 2^(e-150) with the implicit bit in m,
  // quantum 2^-24, so the f16 mantissa is m >> (126 - e), shift in [14, 24].
  uint32_t exponent = abs >> 23;
  uint32_t m = (abs & 0x7FFFFF) | 0x800000;
  uint32_t shift = 126 - exponent;
  uint32_t kept = m >> shift;
  uint32_t rest = m & ((uint32_t(1) << shift) - 1);
  uint32_t half = uint32_t(1) << (shift - 1);
  if (rest > half || (rest == half && (kept & 1)))
    ++kept; // may reach 0x400, the encoding of the smallest normal
  return sign | uint16_t(kept);
}

} // namespace tilec::numeric
