//===- ElementCodec.cpp - element encodings in interpreter tiles ----------===//
#include "tilec/Interpreter/ElementCodec.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

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
      .Case([](cuda_tile::Float8E5M3FNUType) { return FloatFormat::UE5M3; })
      .Default([](Type) { return std::nullopt; });
}

unsigned getIntegerWidth(Type elementType) {
  if (isa<cuda_tile::PointerType>(elementType))
    return 64;
  return cast<IntegerType>(elementType).getWidth();
}

double decodeFloat(uint64_t bits, Type elementType) {
  return numeric::decode(bits, *getFloatFormat(elementType));
}

uint64_t encodeFloat(double value, Type elementType, numeric::RoundingMode mode,
                     bool flushToZero) {
  return numeric::encode(value, *getFloatFormat(elementType), mode, flushToZero);
}

runtime::ElementKind getElementKind(Type elementType) {
  if (std::optional<FloatFormat> format = getFloatFormat(elementType))
    return runtime::ElementKind::getFloat(*format);
  if (isa<cuda_tile::PointerType>(elementType))
    return runtime::ElementKind::getPointer();
  return runtime::ElementKind::getInteger(getIntegerWidth(elementType));
}

std::string formatElement(uint64_t bits, Type elementType) {
  return runtime::formatElement(bits, getElementKind(elementType));
}

} // namespace tilec::interp
