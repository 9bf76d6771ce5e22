//===- ElementArithmetic.h - Float arithmetic on encodings ------*- C++ -*-===//
//
// The element semantics of the Tile IR Float operations (tile-ir-ops.md §2.5,
// §3.4), one element at a time on raw encodings. The reference interpreter and
// the CPU compiler's runtime helpers both call these, so compiled code and the
// interpreter round identically.
//
// Basic operations (add, sub, mul, div, fma, sqrt) are correctly rounded in any
// of the four IEEE modes: llvm::APFloat computes them in the element's own
// format, and the common f32/f64 nearest_even case uses host IEEE arithmetic,
// which is exact for it. flush_to_zero flushes subnormal operands before and
// subnormal results after the operation. NaN results are the format's canonical
// NaN.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_NUMERIC_ELEMENTARITHMETIC_H
#define TILEC_NUMERIC_ELEMENTARITHMETIC_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::numeric {

/// Exact value of an encoding of any format, as decode() gives it; f16, bf16,
/// f32 and f64 take a fast path.
double decodeElement(uint64_t bits, FloatFormat format);

/// `value` rounded once into `format`, nearest even, as encode() rounds it; f32
/// and f64 take a fast path through the host's conversion.
uint64_t encodeNearest(double value, FloatFormat format,
                       bool flushToZero = false);

/// The result of a math function (exp, sin, ...) computed in double, in
/// `format`. f16 and bf16 math is evaluated in f32 and then rounded
/// (tile-ir-ops.md §2.5 [S], §3.4), so their result is first rounded to f32, as
/// a correctly rounded f32 function returns it: rounding the double straight
/// into f16 differs when the f32 result is exactly an f16/bf16 midpoint, which
/// then ties to even. Every other format is rounded once, nearest even.
uint64_t encodeMathResult(double value, FloatFormat format,
                          bool flushToZero = false);

/// A subnormal operand becomes a zero of its sign (flush_to_zero on inputs), as
/// flushSubnormal() does; f32 takes a fast path.
uint64_t flushInput(uint64_t bits, FloatFormat format);

enum class BinaryArithmetic { Add, Subtract, Multiply, Divide };

/// `a op b` rounded once into `format` under `mode`.
uint64_t roundBinary(BinaryArithmetic operation, uint64_t a, uint64_t b,
                     FloatFormat format, RoundingMode mode, bool flushToZero);

/// `old + arg` rounded once to nearest even in `format`, NaN results being the
/// canonical quiet NaN: what an atomic `addf` stores (payloads are not preserved).
uint64_t addForAtomic(uint64_t old, uint64_t arg, FloatFormat format);

/// maxf/minf: IEEE 754-2019 maximumNumber/minimumNumber, or maximum/minimum when
/// `propagateNaN`; +0 counts as greater than -0. Returns one operand's encoding or the
/// canonical NaN.
uint64_t selectMinMax(bool maximum, bool propagateNaN, uint64_t a, uint64_t b,
                      FloatFormat format);

/// `a * b + c` with a single rounding into `format` under `mode`.
uint64_t roundFma(uint64_t a, uint64_t b, uint64_t c, FloatFormat format,
                  RoundingMode mode, bool flushToZero);

/// The square root of `a` correctly rounded into `format` under `mode`.
uint64_t roundSqrt(uint64_t a, FloatFormat format, RoundingMode mode,
                   bool flushToZero);

/// fpowi (Tile IR 13.4): `base` raised to the integer `exponent` (already read
/// signed and widened), rounded into `format` like a math function
/// (encodeMathResult: f16/bf16 through f32). The special values are those of C's
/// `pown`, which the spec does not spell out (unconfirmed; the recommended rule):
/// n = 0 gives 1 for every base, NaN included; ±0 and ±Inf keep their sign only
/// for odd n. C's pow on an integral double exponent has exactly these cases, and
/// a negative n is 1/x^|n| without an intermediate overflow.
uint64_t powIntegerElement(uint64_t base, int64_t exponent, FloatFormat format);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_ELEMENTARITHMETIC_H
