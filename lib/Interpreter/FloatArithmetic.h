//===- FloatArithmetic.h - element-level float semantics --------*- C++ -*-===//
//
// The numerics behind the Float family handlers (tile-ir-ops.md §2.5, §3.4), one element at a
// time on raw encodings. Basic operations (add, sub, mul, div, fma, sqrt) are correctly rounded
// in any of the four IEEE modes: llvm::APFloat computes them in the element's own format, and
// the common f32/f64 nearest_even case uses host IEEE arithmetic, which is exact for it.
// flush_to_zero flushes subnormal operands before and subnormal results after the operation.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H
#define TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::interp {

/// Exact value of an encoding of any format; f16, bf16, f32 and f64 take a fast path.
double decodeElement(uint64_t bits, numeric::FloatFormat format);

/// Rounds the result of a library function (exp, sin, ...) once into `format`, nearest even.
uint64_t encodeNearest(double value, numeric::FloatFormat format, bool flushToZero = false);

/// A subnormal operand becomes a zero of its sign (flush_to_zero on inputs).
uint64_t flushInput(uint64_t bits, numeric::FloatFormat format);

enum class BinaryArithmetic { Add, Subtract, Multiply, Divide };

/// `a op b` rounded once into `format` under `mode`.
uint64_t roundBinary(BinaryArithmetic operation, uint64_t a, uint64_t b,
                     numeric::FloatFormat format, numeric::RoundingMode mode, bool flushToZero);

/// `a * b + c` with a single rounding.
uint64_t roundFma(uint64_t a, uint64_t b, uint64_t c, numeric::FloatFormat format,
                  numeric::RoundingMode mode, bool flushToZero);

/// Correctly rounded square root.
uint64_t roundSqrt(uint64_t a, numeric::FloatFormat format, numeric::RoundingMode mode,
                   bool flushToZero);

/// divf rounding<approx> on f32: a·(1/b) with the reciprocal rounded to nearest and flushed when
/// subnormal, then the product rounded to nearest.
uint64_t approximateDivide(uint64_t a, uint64_t b, bool flushToZero);

/// maxf/minf: IEEE 754-2019 maximumNumber/minimumNumber, or maximum/minimum when
/// `propagateNaN`; +0 counts as greater than -0. Returns one operand's encoding or the
/// canonical NaN.
uint64_t selectMinMax(bool maximum, bool propagateNaN, uint64_t a, uint64_t b,
                      numeric::FloatFormat format);

/// `x + y` for doubles rounded to odd: exact when representable, otherwise the neighbour of the
/// exact sum whose last significand bit is 1. Rounding that value once more into a format of at
/// most 51 significand bits gives the correctly rounded exact sum (no double-rounding error).
double addRoundToOdd(double x, double y);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H
