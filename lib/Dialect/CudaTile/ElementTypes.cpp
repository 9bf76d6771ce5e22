//===- ElementTypes.cpp - classes and sizes of element types --------------===//
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace tilec::cuda_tile {

bool isIntegerElementType(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType || !intType.isSignless())
    return false;
  switch (intType.getWidth()) {
  case 1: case 8: case 16: case 32: case 64:
    return true;
  default:
    return false;
  }
}

bool isIntegerOrI4ElementType(Type type) {
  return isIntegerElementType(type) || type.isSignlessInteger(4);
}

bool isBaseFloatElementType(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
}

bool isFloatElementType(Type type) {
  return isBaseFloatElementType(type) ||
         isa<FloatTF32Type, Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType, Float8E5M3FNUType>(type);
}

bool isNumericElementType(Type type) {
  return isIntegerElementType(type) || isFloatElementType(type);
}

bool isPointerElementType(Type type) { return isa<PointerType>(type); }

bool isTileElementType(Type type) {
  if (auto pointer = dyn_cast<PointerType>(type))
    return isNumericElementType(pointer.getPointeeType());
  return isNumericElementType(type) || type.isSignlessInteger(4);
}

unsigned getElementBitWidth(Type type) {
  if (isa<PointerType>(type))
    return 64;
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth();
  if (isa<Float8E5M3FNUType>(type)) // a dialect type, not an MLIR FloatType
    return 8;
  return cast<FloatType>(type).getWidth();
}

unsigned getElementStorageBits(Type type) {
  unsigned bits = getElementBitWidth(type);
  if (bits == 4)
    return 4;
  if (isa<FloatTF32Type>(type))
    return 32;
  return bits < 8 ? 8 : bits;
}

bool isSubByteElementType(Type type) { return getElementStorageBits(type) < 8; }

NibblePosition getNibblePosition(int64_t index) {
  return {index / 2, static_cast<unsigned>(index % 2) * 4};
}

} // namespace tilec::cuda_tile
