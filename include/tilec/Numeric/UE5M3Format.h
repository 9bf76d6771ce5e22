//===- UE5M3Format.h - the UE5M3 block-scale format (13.4) ------*- C++ -*-===//
//
// UE5M3 (Tile IR 13.4 Developer Preview, spelled `fnv8E5M3FNU` / `f8E5M3FNU`): 8 bits
// `EEEEEMMM`, no sign, bias 15, IEEE-style subnormals, no infinities, one NaN (0xFF), one zero
// (0x00). LLVM 22's APFloat has no semantics for it, so the numeric library encodes and decodes
// it here and FloatFormat::UE5M3 is not part of kAllFloatFormats (the APFloat-backed formats).
//
//   E = 1..31 (except 0xFF):  2^(E-15) · (1 + M/8)       max finite 0xFE = 114688
//   E = 0:                    M · 2^-17                   min subnormal 0x01 = 2^-17
//
// Every value is exact in f32 (and so in f64, bf16's range, tf32): 4 significant bits and
// exponents in [-17, 16].
//
// Conversions into UE5M3 (tile-ir-13.4-13.5.md §2.1): the exact source rounded once in the
// requested mode; finite values above 114688 and +Inf saturate to 0xFE; NaN (of either sign)
// gives 0xFF; -0, every negative finite value and -Inf give 0x00 ([U] recommendation, which is
// also LLVM's saturating conversion for the format).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_NUMERIC_UE5M3FORMAT_H
#define TILEC_NUMERIC_UE5M3FORMAT_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::numeric {

inline constexpr uint8_t kUE5M3NaN = 0xFF;
inline constexpr uint8_t kUE5M3MaxFinite = 0xFE;
inline constexpr double kUE5M3MaxValue = 114688.0;

/// Exact value of a UE5M3 encoding (low 8 bits of `bits`); 0xFF decodes to a quiet NaN.
double decodeUE5M3(uint64_t bits);

/// `value` rounded once into UE5M3 under `mode`, with the saturation and sign rules above;
/// `flushToZero` turns a subnormal result into 0x00.
uint8_t encodeUE5M3(double value, RoundingMode mode = RoundingMode::NearestEven,
                    bool flushToZero = false);

/// Nonzero with a zero exponent field (0x01..0x07).
inline bool isSubnormalUE5M3(uint64_t bits) {
  bits &= 0xFF;
  return bits != 0 && (bits >> 3) == 0;
}

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_UE5M3FORMAT_H
