//===- VectorMath.h - interpreter-exact vectorized math functions -*- C++ -*-===//
//
// exp and exp2 over whole f32/f16/bf16 buffers, bit for bit the interpreter's results
// (round(libm(x)) through numeric::encodeMathResult) at vector speed. Each lane is evaluated
// in double with a table-and-polynomial method of known error and rounded to f32; a lane whose
// double value lies too close to an f32 rounding boundary for that error (plus glibc's) to
// decide the rounding is recomputed with the exact scalar path. See VectorMath.cpp for the
// bounds. f64 has no such margin and always takes the exact path.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_CPU_VECTORMATH_H
#define TILEC_RUNTIME_CPU_VECTORMATH_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::runtime::vector_math {

enum class Function { Exp, Exp2 };

/// The instruction sets the kernels are built for, in increasing order.
enum class Isa { Portable, Avx2, Avx512 };

/// The best instruction set the host supports (TILEC_CPU_MATH_ISA=portable|avx2|avx512 may
/// lower it).
Isa getHostIsa();

/// The interpreter's value of `function` at the encoding `bits` of `format`: the host libm in
/// double, rounded by numeric::encodeMathResult; flush_to_zero flushes operand and result.
uint64_t evaluateExact(Function function, uint64_t bits, numeric::FloatFormat format,
                       bool flushToZero);

/// result[i] = evaluateExact(function, input[i], format, flushToZero) for `count` encodings of
/// `format` (the buffers hold encodings of the format's storage size).
void evaluate(Function function, numeric::FloatFormat format, bool flushToZero,
              const void *input, void *result, int64_t count, Isa isa = getHostIsa());

} // namespace tilec::runtime::vector_math

#endif // TILEC_RUNTIME_CPU_VECTORMATH_H
