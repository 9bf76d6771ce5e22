//===- UE5M3Format.cpp - the UE5M3 block-scale format (13.4) --------------===//
//
// Rounding works on the value's position on the format's grid: every representable magnitude
// in the binade [2^e, 2^(e+1)) (e >= -14) is a multiple of 2^(e-3), and below 2^-14 every value
// is a multiple of the subnormal step 2^-17. Dividing by that step is exact in double (a power of
// two), so rounding the quotient to an integer in the requested mode rounds the value exactly
// once; a quotient that rounds up to 16 lands on the next binade's first value, which the
// re-encoding below handles like any other.
//
//===----------------------------------------------------------------------===//
#include "tilec/Numeric/UE5M3Format.h"

#include <cmath>

namespace tilec::numeric {

namespace {
constexpr int kBias = 15;
constexpr int kMantissaBits = 3;
constexpr int kMinNormalExponent = 1 - kBias; // -14

/// The encoding of a value already on the grid, in [0, 114688].
uint8_t encodeExact(double value) {
  if (value == 0)
    return 0x00;
  int binade;
  std::frexp(value, &binade); // value = f · 2^binade, f in [0.5, 1)
  int exponent = binade - 1;  // value in [2^exponent, 2^(exponent+1))
  if (exponent < kMinNormalExponent)
    return static_cast<uint8_t>(std::ldexp(value, 17)); // M · 2^-17
  int mantissa = static_cast<int>(std::ldexp(value, kMantissaBits - exponent)) - 8;
  return static_cast<uint8_t>(((exponent + kBias) << kMantissaBits) | mantissa);
}

double roundToInteger(double value, RoundingMode mode) {
  switch (mode) {
  case RoundingMode::TowardZero:
  case RoundingMode::TowardNegative: // value is positive here
    return std::floor(value);
  case RoundingMode::TowardPositive:
    return std::ceil(value);
  case RoundingMode::NearestAway:
  case RoundingMode::NearestEven:
    break;
  }
  double below = std::floor(value);
  double fraction = value - below;
  bool tieGoesUp = mode == RoundingMode::NearestAway || std::fmod(below, 2.0) != 0;
  if (fraction > 0.5 || (fraction == 0.5 && tieGoesUp))
    return below + 1;
  return below;
}
} // namespace

double decodeUE5M3(uint64_t bits) {
  bits &= 0xFF;
  if (bits == kUE5M3NaN)
    return std::nan("");
  int exponentField = static_cast<int>(bits >> kMantissaBits);
  int mantissa = static_cast<int>(bits & 7);
  if (exponentField == 0)
    return std::ldexp(mantissa, -17);
  return std::ldexp(8 + mantissa, exponentField - kBias - kMantissaBits);
}

uint8_t encodeUE5M3(double value, RoundingMode mode, bool flushToZero) {
  if (std::isnan(value))
    return kUE5M3NaN;
  if (value <= 0) // -0, negative values and -Inf: no sign bit ([U] → 0x00)
    return 0x00;
  if (std::isinf(value) || value >= kUE5M3MaxValue)
    return kUE5M3MaxFinite; // saturating, also for +Inf
  int binade;
  std::frexp(value, &binade);
  int exponent = std::max(binade - 1, kMinNormalExponent);
  int stepExponent = exponent - kMantissaBits;
  double rounded =
      std::ldexp(roundToInteger(std::ldexp(value, -stepExponent), mode), stepExponent);
  if (rounded > kUE5M3MaxValue)
    return kUE5M3MaxFinite;
  uint8_t bits = encodeExact(rounded);
  if (flushToZero && isSubnormalUE5M3(bits))
    return 0x00;
  return bits;
}

} // namespace tilec::numeric
