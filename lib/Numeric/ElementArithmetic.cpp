//===- ElementArithmetic.cpp - Tile IR float arithmetic on encodings ------===//
#include "tilec/Numeric/ElementArithmetic.h"

#include "tilec/Numeric/APFloatBridge.h"
#include "tilec/Numeric/FastConvert.h"

#include "llvm/Support/ErrorHandling.h"

#include <bit>
#include <cfloat>
#include <cmath>
#include <limits>

using llvm::APFloat;

namespace tilec::numeric {

namespace {

/// Host result of an operation rounded to nearest in the format's own host
/// type: NaN becomes the canonical NaN, and a subnormal result is flushed when
/// asked.
uint64_t encodeHostF32(float value, bool flushToZero) {
  if (std::isnan(value))
    return canonicalNaN(FloatFormat::F32);
  if (flushToZero && std::fpclassify(value) == FP_SUBNORMAL)
    value = std::copysign(0.0f, value);
  return std::bit_cast<uint32_t>(value);
}

uint64_t encodeHostF64(double value, bool flushToZero) {
  if (std::isnan(value))
    return canonicalNaN(FloatFormat::F64);
  if (flushToZero && std::fpclassify(value) == FP_SUBNORMAL)
    value = std::copysign(0.0, value);
  return std::bit_cast<uint64_t>(value);
}

/// Host float/double arithmetic rounds to nearest even (the default
/// environment, which neither the interpreter nor the CPU runtime changes), so
/// it is the correctly rounded result of that mode — provided float expressions
/// are evaluated in float, not in a wider type.
static_assert(FLT_EVAL_METHOD == 0,
              "host float arithmetic must round to its own type");
bool hasHostFastPath(FloatFormat format, RoundingMode mode) {
  return mode == RoundingMode::NearestEven &&
         (format == FloatFormat::F32 || format == FloatFormat::F64);
}

template <typename T> T hostBinary(BinaryArithmetic operation, T x, T y) {
  switch (operation) {
  case BinaryArithmetic::Add:
    return x + y;
  case BinaryArithmetic::Subtract:
    return x - y;
  case BinaryArithmetic::Multiply:
    return x * y;
  case BinaryArithmetic::Divide:
    return x / y;
  }
  llvm_unreachable("unknown binary arithmetic");
}

} // namespace

double decodeElement(uint64_t bits, FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
    return f16ToF32(static_cast<uint16_t>(bits));
  case FloatFormat::BF16:
    return bf16ToF32(static_cast<uint16_t>(bits));
  case FloatFormat::F32:
    return std::bit_cast<float>(static_cast<uint32_t>(bits));
  case FloatFormat::F64:
    return std::bit_cast<double>(bits);
  default:
    return decode(bits, format);
  }
}

uint64_t encodeNearest(double value, FloatFormat format, bool flushToZero) {
  switch (format) {
  case FloatFormat::F32:
    return encodeHostF32(static_cast<float>(value), flushToZero);
  case FloatFormat::F64:
    return encodeHostF64(value, flushToZero);
  default:
    return encode(value, format, RoundingMode::NearestEven, flushToZero);
  }
}

uint64_t encodeMathResult(double value, FloatFormat format, bool flushToZero) {
  if (format != FloatFormat::F16 && format != FloatFormat::BF16)
    return encodeNearest(value, format, flushToZero);
  auto single = static_cast<float>(value);
  // The fast conversions never flush; they agree with encode() otherwise.
  if (flushToZero)
    return encode(single, format, RoundingMode::NearestEven, flushToZero);
  return format == FloatFormat::F16 ? f32ToF16(single) : f32ToBF16(single);
}

uint64_t flushInput(uint64_t bits, FloatFormat format) {
  if (format == FloatFormat::F32)
    return (bits & 0x7F800000) == 0 ? bits & 0x80000000 : bits;
  return flushSubnormal(bits, format);
}

uint64_t roundBinary(BinaryArithmetic operation, uint64_t a, uint64_t b,
                     FloatFormat format, RoundingMode mode, bool flushToZero) {
  if (flushToZero) {
    a = flushInput(a, format);
    b = flushInput(b, format);
  }
  if (hasHostFastPath(format, mode)) {
    if (format == FloatFormat::F32)
      return encodeHostF32(hostBinary(operation,
                                      std::bit_cast<float>(uint32_t(a)),
                                      std::bit_cast<float>(uint32_t(b))),
                           flushToZero);
    return encodeHostF64(hostBinary(operation, std::bit_cast<double>(a),
                                    std::bit_cast<double>(b)),
                         flushToZero);
  }
  APFloat x = decodeToAPFloat(a, format);
  APFloat y = decodeToAPFloat(b, format);
  llvm::RoundingMode rounding = toLLVMRoundingMode(mode);
  switch (operation) {
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
  return encodeAPFloat(x, format, mode, flushToZero);
}

uint64_t selectMinMax(bool maximum, bool propagateNaN, uint64_t a, uint64_t b,
                      FloatFormat format) {
  double x = decodeElement(a, format), y = decodeElement(b, format);
  bool xNaN = std::isnan(x), yNaN = std::isnan(y);
  if (xNaN || yNaN) {
    if (propagateNaN || (xNaN && yNaN))
      return canonicalNaN(format);
    return xNaN ? b : a;
  }
  if (x == y) {
    // Equal values differ only for ±0; the sign bit decides.
    bool xNegative = std::signbit(x);
    return (xNegative == maximum) ? b : a;
  }
  return ((x > y) == maximum) ? a : b;
}

uint64_t addForAtomic(uint64_t old, uint64_t arg, FloatFormat format) {
  uint64_t sum = roundBinary(BinaryArithmetic::Add, old, arg, format,
                             RoundingMode::NearestEven, /*flushToZero=*/false);
  return isNaN(sum, format) ? canonicalNaN(format) : sum;
}

uint64_t roundFma(uint64_t a, uint64_t b, uint64_t c, FloatFormat format,
                  RoundingMode mode, bool flushToZero) {
  if (flushToZero) {
    a = flushInput(a, format);
    b = flushInput(b, format);
    c = flushInput(c, format);
  }
  if (hasHostFastPath(format, mode)) {
    if (format == FloatFormat::F32)
      return encodeHostF32(std::fma(std::bit_cast<float>(uint32_t(a)),
                                    std::bit_cast<float>(uint32_t(b)),
                                    std::bit_cast<float>(uint32_t(c))),
                           flushToZero);
    return encodeHostF64(std::fma(std::bit_cast<double>(a),
                                  std::bit_cast<double>(b),
                                  std::bit_cast<double>(c)),
                         flushToZero);
  }
  APFloat x = decodeToAPFloat(a, format);
  x.fusedMultiplyAdd(decodeToAPFloat(b, format), decodeToAPFloat(c, format),
                     toLLVMRoundingMode(mode));
  return encodeAPFloat(x, format, mode, flushToZero);
}

uint64_t roundSqrt(uint64_t a, FloatFormat format, RoundingMode mode,
                   bool flushToZero) {
  // APFloat has no square root. The host's double sqrt is correctly rounded to
  // nearest, which settles every case but one:
  //  * nearest_even into f16/bf16/f32: double has more than 2p+2 bits, so
  //  rounding the double
  //    root once more is innocuous double rounding.
  //  * directed modes into f16/bf16/f32: a root that is not exactly a p-bit
  //  number lies at
  //    least ~2^-2p relative away from every p-bit number, far more than the
  //    double's error, so the double root is on the same side of every target
  //    grid point as the exact root.
  //  * directed modes into f64: the double root may lie on either side of the
  //  exact root;
  //    squaring it exactly (106 bits fit IEEE quad) tells which, and one step
  //    fixes it.
  if (flushToZero)
    a = flushInput(a, format);
  double x = decodeElement(a, format);
  double root = std::sqrt(x);
  if (mode == RoundingMode::NearestEven)
    return encodeNearest(root, format, flushToZero);
  if (format == FloatFormat::F64 && std::isfinite(root) && root > 0) {
    bool losesInfo = false;
    APFloat square(root), exactX(x);
    square.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven,
                   &losesInfo);
    exactX.convert(APFloat::IEEEquad(), llvm::RoundingMode::NearestTiesToEven,
                   &losesInfo);
    APFloat rootQuad = square;
    square.multiply(rootQuad, llvm::RoundingMode::NearestTiesToEven);
    APFloat::cmpResult order = square.compare(exactX);
    double infinity = std::numeric_limits<double>::infinity();
    // The root is positive, so toward zero and toward negative infinity agree.
    if (order == APFloat::cmpGreaterThan &&
        mode != RoundingMode::TowardPositive)
      root = std::nextafter(root, 0.0);
    else if (order == APFloat::cmpLessThan &&
             mode == RoundingMode::TowardPositive)
      root = std::nextafter(root, infinity);
  }
  return encode(root, format, mode, flushToZero);
}

uint64_t powIntegerElement(uint64_t base, int64_t exponent, FloatFormat format) {
  // Every exponent fpowi admits (at most 32 bits) is exact in a double, so this is
  // pow(x, n) with an integral n: 1 for n = 0 whatever x is, the sign of ±0 and ±Inf
  // results by n's parity, and the host libm's accuracy elsewhere.
  double value = std::pow(decodeElement(base, format), static_cast<double>(exponent));
  return encodeMathResult(value, format);
}

} // namespace tilec::numeric
