//===- FloatFormats.h - Tile IR floating-point formats ----------*- C++ -*-===//
//
// Exact encode/decode/convert between double (or integers) and every
// floating-point element type of Tile IR, following the conversion rules of
// the Tile IR specification (tile-ir-ops.md §2.1, §2.5, §2.6 and the
// special-value table of the type-system chapter, §5.1.3).
//
// Encodings travel as uint64_t holding the format's storage bits in the low
// bits: f4E2M1FN uses 4 bits, the 8-bit formats 8, tf32 a 32-bit container
// with the f32 layout (low 13 bits zero). Input bits above the storage width
// are ignored, as are the low 13 bits of a tf32 container (spec [U] → ignore
// them on use and write them as zero).
//
// Rules applied on top of plain IEEE rounding (see FloatFormats.cpp):
//  * NaN sources give one canonical encoding per target: quiet, positive NaN
//    for the IEEE-like formats (f16 0x7E00, bf16 0x7FC0, tf32/f32 0x7FC00000,
//    f64 0x7FF8000000000000), 0x7E for f8E5M2, 0xFF for f8E8M0FNU, +MAX for
//    f8E4M3FN (0x7E = 448) and f4E2M1FN (0x7 = 6), which the spec treats as
//    NaN-less.
//  * f8E4M3FN, f8E5M2 and f4E2M1FN saturate ("satfinite"): finite values
//    beyond the range and ±Inf become ±MAX in every rounding mode.
//  * f8E8M0FNU (2^(b-127), no sign, no zero): zero and negative inputs give
//    0x00, NaN and ±Inf give 0xFF (NaN), finite values saturate to
//    [2^-127, 2^127]. Ties in nearest_even round up (to the larger power of
//    two): the single significand bit is the implicit 1, so "even" cannot
//    choose; this is also what llvm::APFloat (and so MLIR constant folding)
//    does.
//  * flush_to_zero is applied after rounding: a subnormal result becomes a
//    zero of the same sign. Inputs are never flushed implicitly; callers
//    that must flush subnormal operands use flushSubnormal().
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_NUMERIC_FLOATFORMATS_H
#define TILEC_NUMERIC_FLOATFORMATS_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace tilec::numeric {

enum class FloatFormat {
  F16,
  BF16,
  TF32,
  F32,
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F4E2M1FN,
  /// UE5M3 (13.4, `fnv8E5M3FNU`): no llvm::APFloat semantics, so handled by UE5M3Format.h and
  /// deliberately not listed in kAllFloatFormats, which lists the APFloat-backed formats.
  UE5M3,
};

/// Number of FloatFormat values (tables indexed by format).
inline constexpr unsigned kNumFloatFormats = static_cast<unsigned>(FloatFormat::UE5M3) + 1;

/// All formats, for iteration in clients and tests.
inline constexpr FloatFormat kAllFloatFormats[] = {
    FloatFormat::F16,      FloatFormat::BF16,      FloatFormat::TF32,
    FloatFormat::F32,      FloatFormat::F64,       FloatFormat::F8E4M3FN,
    FloatFormat::F8E5M2,   FloatFormat::F8E8M0FNU, FloatFormat::F4E2M1FN};

/// The IEEE rounding modes of Tile IR's `rounding<M>` attribute:
/// nearest_even, zero, negative_inf, positive_inf and (13.4) nearest_away.
enum class RoundingMode {
  NearestEven,
  TowardZero,
  TowardNegative,
  TowardPositive,
  /// 13.4's nearest_away: to nearest, ties away from zero (only ftof uses it).
  NearestAway,
};

struct FormatInfo {
  const char *name;      ///< Tile IR / MLIR spelling, e.g. "f8E4M3FN".
  unsigned bitWidth;     ///< Significant bits (MLIR width: tf32 = 19).
  unsigned storageBits;  ///< Bits of an encoding as used by this library
                         ///< (tf32 = 32, f4E2M1FN = 4: two per byte).
  unsigned exponentBits;
  unsigned mantissaBits; ///< Stored fraction bits (no implicit bit).
  int bias;
  bool hasSign;
  bool hasInf;
  bool hasNaN;  ///< An encoding is reserved for NaN (f8E4M3FN: 0x7F/0xFF).
  bool hasZero; ///< False only for f8E8M0FNU.
};

const FormatInfo &getFormatInfo(FloatFormat format);

/// Looks a format up by its Tile IR spelling ("f16", "bf16", "tf32", "f32",
/// "f64", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN").
std::optional<FloatFormat> lookupFloatFormat(std::string_view name);

/// Exact value of an encoding. Every format is a subset of double. NaN
/// encodings decode to a positive quiet NaN.
double decode(uint64_t bits, FloatFormat format);

/// Rounds `value` once into `format` under `mode`, then applies the Tile IR
/// saturation/NaN rules and, if requested, flush-to-zero of the result.
uint64_t encode(double value, FloatFormat format,
                RoundingMode mode = RoundingMode::NearestEven,
                bool flushToZero = false);

/// Integer sources (itof), rounded once from the exact integer value (no
/// double rounding through double for magnitudes above 2^53).
uint64_t encodeFromInt64(int64_t value, FloatFormat format,
                         RoundingMode mode = RoundingMode::NearestEven,
                         bool flushToZero = false);
uint64_t encodeFromUInt64(uint64_t value, FloatFormat format,
                          RoundingMode mode = RoundingMode::NearestEven,
                          bool flushToZero = false);

/// Format-to-format conversion (ftof) with exactly one rounding. `flushToZero`
/// applies to the result only.
uint64_t convert(uint64_t bits, FloatFormat from, FloatFormat to,
                 RoundingMode mode = RoundingMode::NearestEven,
                 bool flushToZero = false);

bool isNaN(uint64_t bits, FloatFormat format);
bool isInf(uint64_t bits, FloatFormat format);
/// Nonzero value with a zero exponent field (never true for f8E8M0FNU).
bool isSubnormal(uint64_t bits, FloatFormat format);
/// Subnormal encodings become a zero of the same sign; anything else is
/// returned unchanged.
uint64_t flushSubnormal(uint64_t bits, FloatFormat format);

/// The NaN encoding this library produces for `format`. Precondition:
/// getFormatInfo(format).hasNaN.
uint64_t canonicalNaN(FloatFormat format);
/// Largest finite value, with the sign bit set if `negative` and the format
/// is signed.
uint64_t maxFinite(FloatFormat format, bool negative = false);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_FLOATFORMATS_H
