//===- FloatRuntime.cpp - runtime helpers of the Float family -------------===//
//
// What compiled Float operations do not compute inline (FloatToCPU.cpp): addf, subf, mulf,
// divf, fma and sqrt in the directed rounding modes, and the libm math functions. Each
// operation has two helpers:
//
//   void     tilec_rt_float_<op>(context, format, mode, flushToZero, result, a, b, c, count)
//   uint64_t tilec_rt_float_<op>_scalar(context, format, mode, flushToZero, a, b, c)
//
// The first handles a whole tile (buffer addresses, 0 for absent operands), the second one
// rank-0 element (encodings in the low bits). `format` is a numeric::FloatFormat (f16, bf16,
// f32 or f64), `mode` a numeric::RoundingMode. The element functions are the ones the
// interpreter calls (tilec/Numeric/ElementArithmetic.h): APFloat rounding for the basic
// operations, and for math functions the host's double libm rounded once (f16/bf16 through f32).
// Whole tiles of exp and exp2 go to VectorMath.cpp's vectorized kernels, which give the same
// results and fall back to that element function where their margin cannot decide the rounding.
// fpowi has only a scalar helper, uint64_t tilec_rt_float_fpowi_scalar(context, format, x, n),
// called per element with n sign-extended to 64 bits.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

#include "VectorMath.h"

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Runtime/CpuAbi.h"

#include <cmath>
#include <cstring>

using tilec::numeric::BinaryArithmetic;
using tilec::numeric::FloatFormat;
using tilec::numeric::RoundingMode;

namespace tilec::runtime {

namespace {

/// Computes one element from up to three operand encodings.
using ElementFunction = uint64_t (*)(uint64_t a, uint64_t b, uint64_t c, FloatFormat format,
                                     RoundingMode mode, bool flushToZero);

unsigned getElementBytes(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
  case FloatFormat::BF16:
    return 2;
  case FloatFormat::F64:
    return 8;
  default:
    return 4;
  }
}

uint64_t loadElement(uint64_t address, int64_t index, unsigned bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, reinterpret_cast<const char *>(address) + index * bytes, bytes);
  return bits;
}

void storeElement(uint64_t address, int64_t index, unsigned bytes, uint64_t bits) {
  std::memcpy(reinterpret_cast<char *>(address) + index * bytes, &bits, bytes);
}

template <ElementFunction Function>
void applyToTile(BlockContext *, int32_t format, int32_t mode, int32_t flushToZero,
                 uint64_t result, uint64_t a, uint64_t b, uint64_t c, int64_t count) {
  auto floatFormat = static_cast<FloatFormat>(format);
  auto roundingMode = static_cast<RoundingMode>(mode);
  unsigned bytes = getElementBytes(floatFormat);
  for (int64_t index = 0; index < count; ++index) {
    uint64_t x = a ? loadElement(a, index, bytes) : 0;
    uint64_t y = b ? loadElement(b, index, bytes) : 0;
    uint64_t z = c ? loadElement(c, index, bytes) : 0;
    storeElement(result, index, bytes,
                 Function(x, y, z, floatFormat, roundingMode, flushToZero != 0));
  }
}

template <ElementFunction Function>
uint64_t applyToScalar(BlockContext *, int32_t format, int32_t mode, int32_t flushToZero,
                       uint64_t a, uint64_t b, uint64_t c) {
  return Function(a, b, c, static_cast<FloatFormat>(format), static_cast<RoundingMode>(mode),
                  flushToZero != 0);
}

//===----------------------------------------------------------------------===//
// Element semantics (numeric/ElementArithmetic.h, shared with the interpreter)
//===----------------------------------------------------------------------===//

// The shared element functions in ElementFunction's operand list.
template <BinaryArithmetic Operation>
uint64_t roundBinary(uint64_t a, uint64_t b, uint64_t, FloatFormat format, RoundingMode mode,
                     bool flushToZero) {
  return numeric::roundBinary(Operation, a, b, format, mode, flushToZero);
}

uint64_t roundSqrt(uint64_t a, uint64_t, uint64_t, FloatFormat format, RoundingMode mode,
                   bool flushToZero) {
  return numeric::roundSqrt(a, format, mode, flushToZero);
}

/// exp2 takes flush_to_zero (on its operand and its result); the others ignore the flag,
/// which the compiler passes as false.
template <double (*Function)(double)>
uint64_t applyMath(uint64_t a, uint64_t, uint64_t, FloatFormat format, RoundingMode,
                   bool flushToZero) {
  if (flushToZero)
    a = numeric::flushInput(a, format);
  return numeric::encodeMathResult(Function(numeric::decodeElement(a, format)), format,
                                   flushToZero);
}

template <double (*Function)(double, double)>
uint64_t applyBinaryMath(uint64_t a, uint64_t b, uint64_t, FloatFormat format, RoundingMode,
                         bool flushToZero) {
  return numeric::encodeMathResult(
      Function(numeric::decodeElement(a, format), numeric::decodeElement(b, format)), format,
      flushToZero);
}

/// A whole tile of exp or exp2 through the vectorized, interpreter-exact kernels.
template <vector_math::Function Function>
void applyVectorMath(BlockContext *, int32_t format, int32_t, int32_t flushToZero, uint64_t result,
                     uint64_t a, uint64_t, uint64_t, int64_t count) {
  vector_math::evaluate(Function, static_cast<FloatFormat>(format), flushToZero != 0,
                        reinterpret_cast<const void *>(a), reinterpret_cast<void *>(result),
                        count);
}

/// fpowi (13.4), one element: `exponent` arrives sign-extended by the compiled code.
uint64_t powIntegerScalar(BlockContext *, int32_t format, uint64_t base, int64_t exponent) {
  return numeric::powIntegerElement(base, exponent, static_cast<FloatFormat>(format));
}

template <ElementFunction Function>
void appendHelpers(RuntimeSymbolList &symbols, const char *tileName, const char *scalarName) {
  symbols.push_back({tileName, reinterpret_cast<void *>(&applyToTile<Function>)});
  symbols.push_back({scalarName, reinterpret_cast<void *>(&applyToScalar<Function>)});
}

} // namespace

void appendFloatRuntimeSymbols(RuntimeSymbolList &symbols) {
  appendHelpers<roundBinary<BinaryArithmetic::Add>>(symbols, "tilec_rt_float_addf",
                                                    "tilec_rt_float_addf_scalar");
  appendHelpers<roundBinary<BinaryArithmetic::Subtract>>(symbols, "tilec_rt_float_subf",
                                                         "tilec_rt_float_subf_scalar");
  appendHelpers<roundBinary<BinaryArithmetic::Multiply>>(symbols, "tilec_rt_float_mulf",
                                                         "tilec_rt_float_mulf_scalar");
  appendHelpers<roundBinary<BinaryArithmetic::Divide>>(symbols, "tilec_rt_float_divf",
                                                       "tilec_rt_float_divf_scalar");
  appendHelpers<numeric::roundFma>(symbols, "tilec_rt_float_fma", "tilec_rt_float_fma_scalar");
  appendHelpers<roundSqrt>(symbols, "tilec_rt_float_sqrt", "tilec_rt_float_sqrt_scalar");

  appendHelpers<applyMath<[](double x) { return std::log(x); }>>(
      symbols, "tilec_rt_float_log", "tilec_rt_float_log_scalar");
  appendHelpers<applyMath<[](double x) { return std::log2(x); }>>(
      symbols, "tilec_rt_float_log2", "tilec_rt_float_log2_scalar");
  appendHelpers<applyMath<[](double x) { return std::sin(x); }>>(
      symbols, "tilec_rt_float_sin", "tilec_rt_float_sin_scalar");
  appendHelpers<applyMath<[](double x) { return std::cos(x); }>>(
      symbols, "tilec_rt_float_cos", "tilec_rt_float_cos_scalar");
  appendHelpers<applyMath<[](double x) { return std::tan(x); }>>(
      symbols, "tilec_rt_float_tan", "tilec_rt_float_tan_scalar");
  appendHelpers<applyMath<[](double x) { return std::sinh(x); }>>(
      symbols, "tilec_rt_float_sinh", "tilec_rt_float_sinh_scalar");
  appendHelpers<applyMath<[](double x) { return std::cosh(x); }>>(
      symbols, "tilec_rt_float_cosh", "tilec_rt_float_cosh_scalar");
  symbols.push_back({"tilec_rt_float_exp",
                     reinterpret_cast<void *>(&applyVectorMath<vector_math::Function::Exp>)});
  symbols.push_back({"tilec_rt_float_exp_scalar",
                     reinterpret_cast<void *>(&applyToScalar<applyMath<[](double x) {
                       return std::exp(x);
                     }>>)});
  appendHelpers<applyMath<[](double x) { return std::tanh(x); }>>(
      symbols, "tilec_rt_float_tanh", "tilec_rt_float_tanh_scalar");
  symbols.push_back({"tilec_rt_float_exp2",
                     reinterpret_cast<void *>(&applyVectorMath<vector_math::Function::Exp2>)});
  symbols.push_back({"tilec_rt_float_exp2_scalar",
                     reinterpret_cast<void *>(&applyToScalar<applyMath<[](double x) {
                       return std::exp2(x);
                     }>>)});
  appendHelpers<applyBinaryMath<[](double x, double y) { return std::pow(x, y); }>>(
      symbols, "tilec_rt_float_pow", "tilec_rt_float_pow_scalar");
  symbols.push_back(
      {"tilec_rt_float_fpowi_scalar", reinterpret_cast<void *>(&powIntegerScalar)});
  // atan2 %x, %y is C's atan2(x, y): x is the numerator.
  appendHelpers<applyBinaryMath<[](double x, double y) { return std::atan2(x, y); }>>(
      symbols, "tilec_rt_float_atan2", "tilec_rt_float_atan2_scalar");
}

} // namespace tilec::runtime
