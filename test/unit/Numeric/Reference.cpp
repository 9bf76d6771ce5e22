//===- Reference.cpp - Independent reference model ------------------------===//

#include "Reference.h"

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>

// The host conversion must see the dynamic rounding mode.
#pragma STDC FENV_ACCESS ON

namespace tilec::numeric::ref {

namespace {
const RefFormat kRefFormats[] = {
    // format                  bits e  m   bias specials        saturates
    {FloatFormat::F16,         16,  5, 10, 15,  Specials::IEEE, false},
    {FloatFormat::BF16,        16,  8, 7,  127, Specials::IEEE, false},
    {FloatFormat::TF32,        19,  8, 10, 127, Specials::IEEE, false},
    {FloatFormat::F8E4M3FN,    8,   4, 3,  7,   Specials::FN,   true},
    {FloatFormat::F8E5M2,      8,   5, 2,  15,  Specials::IEEE, true},
    {FloatFormat::F8E8M0FNU,   8,   8, 0,  127, Specials::E8M0, true},
    {FloatFormat::F4E2M1FN,    4,   2, 1,  1,   Specials::None, true},
};
} // namespace

const RefFormat &refFormat(FloatFormat format) {
  for (const RefFormat &f : kRefFormats)
    if (f.format == format)
      return f;
  std::fprintf(stderr, "refFormat: not a small format\n");
  std::abort();
}

const std::vector<FloatFormat> &smallFormats() {
  static const std::vector<FloatFormat> formats = [] {
    std::vector<FloatFormat> v;
    for (const RefFormat &f : kRefFormats)
      v.push_back(f.format);
    return v;
  }();
  return formats;
}

uint64_t toContainer(uint64_t raw, FloatFormat format) {
  return format == FloatFormat::TF32 ? raw << 13 : raw;
}

uint64_t fromContainer(uint64_t bits, FloatFormat format) {
  return format == FloatFormat::TF32 ? (bits >> 13) & 0x7FFFF : bits;
}

namespace {
struct Fields {
  bool negative;
  uint64_t exponent, mantissa, exponentMax, mantissaMax;
};
Fields split(uint64_t raw, const RefFormat &f) {
  Fields r;
  r.exponentMax = (uint64_t(1) << f.exponentBits) - 1;
  r.mantissaMax = (uint64_t(1) << f.mantissaBits) - 1;
  r.negative = f.specials != Specials::E8M0 &&
               ((raw >> (f.exponentBits + f.mantissaBits)) & 1);
  r.exponent = (raw >> f.mantissaBits) & r.exponentMax;
  r.mantissa = raw & r.mantissaMax;
  return r;
}
} // namespace

uint64_t refSignBit(const RefFormat &f) {
  return f.specials == Specials::E8M0
             ? 0
             : uint64_t(1) << (f.exponentBits + f.mantissaBits);
}

bool refIsNaN(uint64_t raw, const RefFormat &f) {
  Fields x = split(raw, f);
  switch (f.specials) {
  case Specials::IEEE:
    return x.exponent == x.exponentMax && x.mantissa != 0;
  case Specials::FN:
    return x.exponent == x.exponentMax && x.mantissa == x.mantissaMax;
  case Specials::None:
    return false;
  case Specials::E8M0:
    return raw == 0xFF;
  }
  return false;
}

bool refIsSubnormal(uint64_t raw, const RefFormat &f) {
  if (f.specials == Specials::E8M0)
    return false;
  Fields x = split(raw, f);
  return x.exponent == 0 && x.mantissa != 0;
}

double refDecode(uint64_t raw, const RefFormat &f) {
  if (refIsNaN(raw, f))
    return std::numeric_limits<double>::quiet_NaN();
  if (f.specials == Specials::E8M0)
    return std::ldexp(1.0, int(raw) - 127);
  Fields x = split(raw, f);
  double magnitude;
  int m = int(f.mantissaBits);
  if (f.specials == Specials::IEEE && x.exponent == x.exponentMax)
    magnitude = std::numeric_limits<double>::infinity();
  else if (x.exponent == 0) // subnormal: 0.M * 2^(1-bias)
    magnitude = std::ldexp(double(x.mantissa), 1 - f.bias - m);
  else // normal: 1.M * 2^(E-bias)
    magnitude = std::ldexp(double(x.mantissa | (uint64_t(1) << m)),
                           int(x.exponent) - f.bias - m);
  return x.negative ? -magnitude : magnitude;
}

const std::vector<Entry> &positiveTable(FloatFormat format) {
  static std::map<FloatFormat, std::vector<Entry>> cache;
  auto it = cache.find(format);
  if (it != cache.end())
    return it->second;
  const RefFormat &f = refFormat(format);
  std::vector<Entry> table;
  uint64_t end = f.specials == Specials::E8M0 ? 256 : refSignBit(f);
  for (uint64_t raw = 0; raw < end; ++raw) {
    double v = refDecode(raw, f);
    if (std::isfinite(v))
      table.push_back({v, raw});
  }
  std::sort(table.begin(), table.end(),
            [](const Entry &a, const Entry &b) { return a.value < b.value; });
  return cache[format] = std::move(table);
}

namespace {
// Mode as seen by the magnitude of a negative number.
RoundingMode mirror(RoundingMode mode) {
  if (mode == RoundingMode::TowardNegative)
    return RoundingMode::TowardPositive;
  if (mode == RoundingMode::TowardPositive)
    return RoundingMode::TowardNegative;
  return mode;
}

uint64_t refInfRaw(const RefFormat &f) {
  return ((uint64_t(1) << f.exponentBits) - 1) << f.mantissaBits;
}

// x >= 0 finite; `mode` already mirrored for negative inputs.
uint64_t roundMagnitude(double a, const RefFormat &f, RoundingMode mode) {
  const std::vector<Entry> &t = positiveTable(f.format);
  const Entry &max = t.back();
  if (a > max.value) {
    if (f.saturates)
      return max.raw;
    double ulp = max.value - t[t.size() - 2].value;
    switch (mode) {
    case RoundingMode::NearestEven:
      return a >= max.value + ulp / 2 ? refInfRaw(f) : max.raw;
    case RoundingMode::TowardPositive:
      return refInfRaw(f);
    default:
      return max.raw;
    }
  }
  auto hi = std::lower_bound(
      t.begin(), t.end(), a,
      [](const Entry &e, double v) { return e.value < v; });
  if (hi->value == a)
    return hi->raw;
  auto lo = hi - 1; // a > 0 = t[0].value
  switch (mode) {
  case RoundingMode::TowardZero:
  case RoundingMode::TowardNegative:
    return lo->raw;
  case RoundingMode::TowardPositive:
    return hi->raw;
  case RoundingMode::NearestEven: {
    double mid = (lo->value + hi->value) / 2; // exact: few significant bits
    if (a < mid)
      return lo->raw;
    if (a > mid)
      return hi->raw;
    return (lo->raw & 1) == 0 ? lo->raw : hi->raw;
  }
  }
  return 0;
}

uint64_t refRoundE8M0(double x, RoundingMode mode) {
  if (std::isnan(x) || std::isinf(x))
    return 0xFF;
  if (x <= 0 || x <= 0x1p-127) // no zero, no sign: saturate low
    return 0x00;
  if (x >= 0x1p127)
    return 0xFE;
  int e;
  double fraction = std::frexp(x, &e); // x = fraction * 2^e, [0.5, 1)
  uint64_t lo = uint64_t(e - 1 + 127); // 2^(e-1) <= x
  if (fraction == 0.5)
    return lo;
  switch (mode) {
  case RoundingMode::TowardZero:
  case RoundingMode::TowardNegative:
    return lo;
  case RoundingMode::TowardPositive:
    return lo + 1;
  case RoundingMode::NearestEven:
    // Documented choice: the tie 1.5 * 2^k goes up.
    return fraction >= 0.75 ? lo + 1 : lo;
  }
  return 0;
}
} // namespace

uint64_t refRound(double x, FloatFormat format, RoundingMode mode,
                  bool flushToZero) {
  const RefFormat &f = refFormat(format);
  if (f.specials == Specials::E8M0)
    return refRoundE8M0(x, mode);
  uint64_t sign = std::signbit(x) ? refSignBit(f) : 0;
  uint64_t raw;
  if (std::isnan(x)) {
    switch (format) {
    case FloatFormat::F16:      return 0x7E00;
    case FloatFormat::BF16:     return 0x7FC0;
    case FloatFormat::TF32:     return 0x7FC00000;
    case FloatFormat::F8E4M3FN: return 0x7E; // +448
    case FloatFormat::F8E5M2:   return 0x7E;
    case FloatFormat::F4E2M1FN: return 0x7;  // +6
    default:                    std::abort();
    }
  }
  if (std::isinf(x)) {
    raw = f.saturates ? positiveTable(format).back().raw : refInfRaw(f);
  } else {
    raw = roundMagnitude(std::fabs(x), f,
                         sign ? mirror(mode) : mode);
    if (flushToZero && refIsSubnormal(raw, f))
      raw = 0;
  }
  return toContainer(sign | raw, format);
}

uint32_t refF32ToTF32(uint32_t u, RoundingMode mode) {
  uint32_t sign = u & 0x80000000, abs = u & 0x7FFFFFFF;
  if (abs > 0x7F800000)
    return 0x7FC00000;
  if (abs == 0x7F800000)
    return u;
  uint32_t keep = abs >> 13, rest = abs & 0x1FFF;
  bool up = false;
  switch (mode) {
  case RoundingMode::NearestEven:
    up = rest > 0x1000 || (rest == 0x1000 && (keep & 1));
    break;
  case RoundingMode::TowardZero:
    break;
  case RoundingMode::TowardNegative:
    up = rest != 0 && sign;
    break;
  case RoundingMode::TowardPositive:
    up = rest != 0 && !sign;
    break;
  }
  // A carry out of the mantissa bumps the exponent; past the largest
  // finite value it lands exactly on the Inf pattern.
  return sign | ((keep + up) << 13);
}

uint32_t refF64ToTF32(double value, RoundingMode mode) {
  if (std::isnan(value))
    return 0x7FC00000;
  // Round to odd into f32 (truncate, then make the LSB sticky): with 13
  // spare bits the second rounding into tf32 is then exact-once.
  float truncated = hwF64ToF32(value, RoundingMode::TowardZero);
  uint32_t bits = bitsOf(truncated);
  if (double(truncated) != value)
    bits |= 1;
  return refF32ToTF32(bits, mode);
}

float hwF64ToF32(double value, RoundingMode mode) {
  int feMode = FE_TONEAREST;
  switch (mode) {
  case RoundingMode::NearestEven:    feMode = FE_TONEAREST; break;
  case RoundingMode::TowardZero:     feMode = FE_TOWARDZERO; break;
  case RoundingMode::TowardNegative: feMode = FE_DOWNWARD; break;
  case RoundingMode::TowardPositive: feMode = FE_UPWARD; break;
  }
  int saved = std::fegetround();
  std::fesetround(feMode);
  volatile double in = value; // no constant folding, no hoisting
  volatile float out = float(in);
  std::fesetround(saved);
  return out;
}

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}
uint64_t bitsOf(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}
float floatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}
double doubleOf(uint64_t bits) {
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

std::string hex(uint64_t value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "0x%llx", (unsigned long long)value);
  return buffer;
}

const char *modeName(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::NearestEven:    return "nearest_even";
  case RoundingMode::TowardZero:     return "zero";
  case RoundingMode::TowardNegative: return "negative_inf";
  case RoundingMode::TowardPositive: return "positive_inf";
  }
  return "?";
}

} // namespace tilec::numeric::ref
