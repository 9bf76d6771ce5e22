//===- Reference.h - Independent reference model for the Numeric tests ----===//
//
// Everything here is written from the format definitions (tile-ir-ops.md
// §2.1 and §2.6) without calling the library, so comparing the library with
// it can fail:
//  * refDecode: exact value from sign/exponent/mantissa bit fields (ldexp).
//  * refRound: brute force over the sorted table of every finite value of
//    the target (8/16/19-bit formats): find the two neighbours, pick per mode.
//  * refF32ToTF32 / refF64ToTF32: tf32 by f32 bit manipulation (f64 sources
//    go through a round-to-odd f32 from the hardware).
//  * hwF64ToF32: the host FPU's f64 -> f32 under fesetround.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_TEST_UNIT_NUMERIC_REFERENCE_H
#define TILEC_TEST_UNIT_NUMERIC_REFERENCE_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilec::numeric::ref {

enum class Specials {
  IEEE, ///< all-ones exponent: Inf (mantissa 0) or NaN
  FN,   ///< all-ones exponent and mantissa: NaN; no Inf (f8E4M3FN)
  None, ///< no special encodings (f4E2M1FN)
  E8M0, ///< 2^(b-127), 0xFF NaN
};

/// Independent description of the small formats (not getFormatInfo()).
struct RefFormat {
  FloatFormat format;
  unsigned bits; ///< Raw pattern width (tf32: 19; the container shifts it).
  unsigned exponentBits;
  unsigned mantissaBits;
  int bias;
  Specials specials;
  bool saturates; ///< satfinite: overflow and ±Inf give ±MAX.
};

/// F16, BF16, TF32, F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN.
const RefFormat &refFormat(FloatFormat format);
/// The small formats above, for loops.
const std::vector<FloatFormat> &smallFormats();

/// Library encoding <-> raw pattern (only tf32 differs: 19 bits << 13).
uint64_t toContainer(uint64_t raw, FloatFormat format);
uint64_t fromContainer(uint64_t bits, FloatFormat format);

double refDecode(uint64_t raw, const RefFormat &format);
bool refIsNaN(uint64_t raw, const RefFormat &format);
bool refIsSubnormal(uint64_t raw, const RefFormat &format);
uint64_t refSignBit(const RefFormat &format); ///< 0 for f8E8M0FNU.

struct Entry {
  double value;
  uint64_t raw;
};
/// Every finite value >= 0 (for f8E8M0FNU: every finite value), ascending.
const std::vector<Entry> &positiveTable(FloatFormat format);

/// Expected library encoding (container layout) of `x` rounded to `format`.
uint64_t refRound(double x, FloatFormat format, RoundingMode mode,
                  bool flushToZero = false);

uint32_t refF32ToTF32(uint32_t f32Bits, RoundingMode mode);
uint32_t refF64ToTF32(double value, RoundingMode mode);
float hwF64ToF32(double value, RoundingMode mode);

uint32_t bitsOf(float value);
uint64_t bitsOf(double value);
float floatOf(uint32_t bits);
double doubleOf(uint64_t bits);

std::string hex(uint64_t value);
const char *modeName(RoundingMode mode);
inline constexpr RoundingMode kAllModes[] = {
    RoundingMode::NearestEven, RoundingMode::TowardZero,
    RoundingMode::TowardNegative, RoundingMode::TowardPositive};

} // namespace tilec::numeric::ref

#endif // TILEC_TEST_UNIT_NUMERIC_REFERENCE_H
