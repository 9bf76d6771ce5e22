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
// f32 or f64), `mode` a numeric::RoundingMode. The element semantics are the interpreter's
// (lib/Interpreter/FloatArithmetic.cpp, ExecFloat.cpp), on the same numeric library: APFloat
// rounding for the basic operations, and for math functions the host's double libm rounded once
// (f16/bf16 through f32).
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

#include "tilec/Numeric/APFloatBridge.h"
#include "tilec/Numeric/FastConvert.h"
#include "tilec/Runtime/CpuAbi.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

using llvm::APFloat;
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
// Element semantics (the interpreter's FloatArithmetic.cpp)
//===----------------------------------------------------------------------===//

double decodeElement(uint64_t bits, FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
    return numeric::f16ToF32(static_cast<uint16_t>(bits));
  case FloatFormat::BF16:
    return numeric::bf16ToF32(static_cast<uint16_t>(bits));
  case FloatFormat::F32:
    return std::bit_cast<float>(static_cast<uint32_t>(bits));
  default:
    return std::bit_cast<double>(bits);
  }
}

uint64_t flushInput(uint64_t bits, FloatFormat format, bool flushToZero) {
  return flushToZero ? numeric::flushSubnormal(bits, format) : bits;
}

/// A math function's double result in `format` (the interpreter's encodeMathResult): f16 and
/// bf16 are evaluated in f32, so the value is first rounded to f32; NaN is canonical and a
/// subnormal result is flushed when asked.
uint64_t encodeMathResult(double value, FloatFormat format, bool flushToZero) {
  switch (format) {
  case FloatFormat::F16:
    return numeric::f32ToF16(static_cast<float>(value));
  case FloatFormat::BF16:
    return numeric::f32ToBF16(static_cast<float>(value));
  case FloatFormat::F32: {
    auto single = static_cast<float>(value);
    if (std::isnan(single))
      return numeric::canonicalNaN(FloatFormat::F32);
    if (flushToZero && std::fpclassify(single) == FP_SUBNORMAL)
      single = std::copysign(0.0f, single);
    return std::bit_cast<uint32_t>(single);
  }
  default:
    if (std::isnan(value))
      return numeric::canonicalNaN(FloatFormat::F64);
    if (flushToZero && std::fpclassify(value) == FP_SUBNORMAL)
      value = std::copysign(0.0, value);
    return std::bit_cast<uint64_t>(value);
  }
}

enum class BinaryArithmetic { Add, Subtract, Multiply, Divide };

/// `a op b` rounded once into `format` under `mode`, in the format's own APFloat semantics.
template <BinaryArithmetic Operation>
uint64_t roundBinary(uint64_t a, uint64_t b, uint64_t, FloatFormat format, RoundingMode mode,
                     bool flushToZero) {
  APFloat x = numeric::decodeToAPFloat(flushInput(a, format, flushToZero), format);
  APFloat y = numeric::decodeToAPFloat(flushInput(b, format, flushToZero), format);
  llvm::RoundingMode rounding = numeric::toLLVMRoundingMode(mode);
  switch (Operation) {
  case BinaryArithmetic::Add:
    x.add(y, rounding);
    break;
  case BinaryArithmetic::Subtract:
    x.subtract(y, rounding);
    break;
  case BinaryArithmetic::Multiply:
    x.multiply(y, rounding);
    break;
  case BinaryArithmetic::Divide:
    x.divide(y, rounding);
    break;
  }
  return numeric::encodeAPFloat(x, format, mode, flushToZero);
}

uint64_t roundFma(uint64_t a, uint64_t b, uint64_t c, FloatFormat format, RoundingMode mode,
                  bool flushToZero) {
  APFloat x = numeric::decodeToAPFloat(flushInput(a, format, flushToZero), format);
  x.fusedMultiplyAdd(numeric::decodeToAPFloat(flushInput(b, format, flushToZero), format),
                     numeric::decodeToAPFloat(flushInput(c, format, flushToZero), format),
                     numeric::toLLVMRoundingMode(mode));
  return numeric::encodeAPFloat(x, format, mode, flushToZero);
}

/// The interpreter's roundSqrt: APFloat has no square root, and the host's correctly rounded
/// double root settles every case but directed rounding into f64, where squaring the root
/// exactly in IEEE quad tells on which side of the exact root it lies.
uint64_t roundSqrt(uint64_t a, uint64_t, uint64_t, FloatFormat format, RoundingMode mode,
                   bool flushToZero) {
  double x = decodeElement(flushInput(a, format, flushToZero), format);
  double root = std::sqrt(x);
  if (mode != RoundingMode::NearestEven && format == FloatFormat::F64 && std::isfinite(root) &&
      root > 0) {
    bool losesInfo = false;
    APFloat square(root), exactX(x);
    square.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven, &losesInfo);
    exactX.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven, &losesInfo);
    APFloat rootQuad = square;
    square.multiply(rootQuad, llvm::RoundingMode::NearestTiesToEven);
    APFloat::cmpResult order = square.compare(exactX);
    double infinity = std::numeric_limits<double>::infinity();
    // The root is positive, so toward zero and toward negative infinity agree.
    if (order == APFloat::cmpGreaterThan && mode != RoundingMode::TowardPositive)
      root = std::nextafter(root, 0.0);
    else if (order == APFloat::cmpLessThan && mode == RoundingMode::TowardPositive)
      root = std::nextafter(root, infinity);
  }
  return numeric::encode(root, format, mode, flushToZero);
}

/// exp2 takes flush_to_zero (on its operand and its result); the others ignore the flag,
/// which the compiler passes as false.
template <double (*Function)(double)>
uint64_t applyMath(uint64_t a, uint64_t, uint64_t, FloatFormat format, RoundingMode,
                   bool flushToZero) {
  return encodeMathResult(Function(decodeElement(flushInput(a, format, flushToZero), format)),
                          format, flushToZero);
}

template <double (*Function)(double, double)>
uint64_t applyBinaryMath(uint64_t a, uint64_t b, uint64_t, FloatFormat format, RoundingMode,
                         bool flushToZero) {
  return encodeMathResult(Function(decodeElement(a, format), decodeElement(b, format)), format,
                          flushToZero);
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
  appendHelpers<roundFma>(symbols, "tilec_rt_float_fma", "tilec_rt_float_fma_scalar");
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
  appendHelpers<applyMath<[](double x) { return std::exp(x); }>>(
      symbols, "tilec_rt_float_exp", "tilec_rt_float_exp_scalar");
  appendHelpers<applyMath<[](double x) { return std::tanh(x); }>>(
      symbols, "tilec_rt_float_tanh", "tilec_rt_float_tanh_scalar");
  appendHelpers<applyMath<[](double x) { return std::exp2(x); }>>(
      symbols, "tilec_rt_float_exp2", "tilec_rt_float_exp2_scalar");
  appendHelpers<applyBinaryMath<[](double x, double y) { return std::pow(x, y); }>>(
      symbols, "tilec_rt_float_pow", "tilec_rt_float_pow_scalar");
  // atan2 %x, %y is C's atan2(x, y): x is the numerator.
  appendHelpers<applyBinaryMath<[](double x, double y) { return std::atan2(x, y); }>>(
      symbols, "tilec_rt_float_atan2", "tilec_rt_float_atan2_scalar");
}

} // namespace tilec::runtime
