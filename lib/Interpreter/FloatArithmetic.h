//===- FloatArithmetic.h - element-level float semantics --------*- C++ -*-===//
//
// The numerics behind the Float family handlers (tile-ir-ops.md §2.5, §3.4), one element at a
// time on raw encodings. The correctly rounded basic operations and the math-function rounding
// are the numeric library's (tilec/Numeric/ElementArithmetic.h), which the CPU runtime shares;
// this header adds what only the interpreter computes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H
#define TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::interp {

using numeric::BinaryArithmetic;
using numeric::decodeElement;
using numeric::encodeMathResult;
using numeric::encodeNearest;
using numeric::flushInput;
using numeric::roundBinary;
using numeric::roundFma;
using numeric::selectMinMax;
using numeric::roundSqrt;

/// divf rounding<approx> on f32: a·(1/b) with the reciprocal rounded to nearest and flushed when
/// subnormal, then the product rounded to nearest.
uint64_t approximateDivide(uint64_t a, uint64_t b, bool flushToZero);


/// `x + y` for doubles rounded to odd: exact when representable, otherwise the neighbour of the
/// exact sum whose last significand bit is 1. Rounding that value once more into a format of at
/// most 51 significand bits gives the correctly rounded exact sum (no double-rounding error).
double addRoundToOdd(double x, double y);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_FLOATARITHMETIC_H
