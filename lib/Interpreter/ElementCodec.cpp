//===- ElementCodec.cpp - element encodings in interpreter tiles ----------===//
#include "tilec/Interpreter/ElementCodec.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
using tilec::numeric::FloatFormat;

namespace tilec::interp {

std::optional<FloatFormat> getFloatFormat(Type elementType) {
  return llvm::TypeSwitch<Type, std::optional<FloatFormat>>(elementType)
      .Case([](Float16Type) { return FloatFormat::F16; })
      .Case([](BFloat16Type) { return FloatFormat::BF16; })
      .Case([](FloatTF32Type) { return FloatFormat::TF32; })
      .Case([](Float32Type) { return FloatFormat::F32; })
      .Case([](Float64Type) { return FloatFormat::F64; })
      .Case([](Float8E4M3FNType) { return FloatFormat::F8E4M3FN; })
      .Case([](Float8E5M2Type) { return FloatFormat::F8E5M2; })
      .Case([](Float8E8M0FNUType) { return FloatFormat::F8E8M0FNU; })
      .Case([](Float4E2M1FNType) { return FloatFormat::F4E2M1FN; })
      .Default([](Type) { return std::nullopt; });
}

unsigned getIntegerWidth(Type elementType) {
  if (isa<cuda_tile::PointerType>(elementType))
    return 64;
  return cast<IntegerType>(elementType).getWidth();
}

uint64_t truncateBits(uint64_t bits, unsigned width) {
  return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

int64_t signExtend(uint64_t bits, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t signBit = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((truncateBits(bits, width) ^ signBit) - signBit);
}

double decodeFloat(uint64_t bits, Type elementType) {
  return numeric::decode(bits, *getFloatFormat(elementType));
}

uint64_t encodeFloat(double value, Type elementType, numeric::RoundingMode mode,
                     bool flushToZero) {
  return numeric::encode(value, *getFloatFormat(elementType), mode, flushToZero);
}

/// The shortest `%g` rendering that encodes back to exactly `bits` in the element's format, so
/// that printed results can be compared with hand-computed values and read back without loss.
static std::string formatFloat(uint64_t bits, Type elementType) {
  numeric::FloatFormat format = *getFloatFormat(elementType);
  if (numeric::isNaN(bits, format))
    return "nan";
  double value = numeric::decode(bits, format);
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  char text[64];
  int digits = 1;
  for (; digits < 17; ++digits) {
    std::snprintf(text, sizeof(text), "%.*e", digits - 1, value);
    if (numeric::encode(std::strtod(text, nullptr), format) == bits)
      break;
  }
  // Plain decimals for everyday magnitudes (448, not 4.48e+02); exponents beyond them.
  int exponent = std::atoi(std::strchr(text, 'e') + 1);
  if (value != 0 && (exponent < -4 || exponent >= 16))
    std::snprintf(text, sizeof(text), "%.*g", digits, value);
  else
    std::snprintf(text, sizeof(text), "%.*f", std::max(0, digits - 1 - exponent), value);
  return text;
}

std::string formatElement(uint64_t bits, Type elementType) {
  if (getFloatFormat(elementType))
    return formatFloat(bits, elementType);
  std::string text;
  llvm::raw_string_ostream stream(text);
  if (isa<cuda_tile::PointerType>(elementType))
    stream << llvm::format_hex(bits, 18);
  else if (elementType.isInteger(1))
    stream << (bits ? "true" : "false");
  else
    stream << signExtend(bits, getIntegerWidth(elementType));
  return text;
}

} // namespace tilec::interp
