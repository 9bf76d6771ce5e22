//===- ShapeGlobals.cpp - storage of module-level globals -----------------===//
#include "ShapeGlobals.h"

#include "tilec/Interpreter/LiteralValue.h"

#include "tilec/Dialect/CudaTile/ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

/// Writes `bits` as memory lays them out: each element in its storage size, little-endian;
/// 4-bit elements two per byte, element 2k in bits 3..0 and 2k+1 in bits 7..4 (§2.4).
void writeMemoryImage(ArrayRef<uint64_t> bits, Type elementType, uint8_t *memory) {
  if (isSubByteElementType(elementType)) {
    for (auto [index, element] : llvm::enumerate(bits)) {
      NibblePosition position = getNibblePosition(index);
      memory[position.byteIndex] |= (element & 0xF) << position.bitOffset;
    }
    return;
  }
  unsigned bytes = getElementStorageBits(elementType) / 8;
  for (auto [index, element] : llvm::enumerate(bits)) {
    uint8_t encoded[8];
    llvm::support::endian::write64le(encoded, element);
    std::copy_n(encoded, bytes, memory + index * bytes);
  }
}

} // namespace

std::optional<uint64_t> getGlobalAddress(Interpreter &interpreter, GlobalOp global) {
  StringRef name = global.getSymName();
  auto found = interpreter.getGlobals().find(name);
  if (found != interpreter.getGlobals().end())
    return found->second;

  DenseIntOrFPElementsAttr value = global.getValue();
  Type elementType = value.getElementType();
  uint64_t storageBits = getElementStorageBits(elementType);
  uint64_t bytes = llvm::divideCeil(value.getNumElements() * storageBits, 8);
  // The alignment attribute need not be a power of two; honour it and the natural alignment.
  // One beyond all storage cannot be provided (and its lcm could overflow).
  if (global.getAlignment() > Interpreter::kMaxStorageBytes)
    return std::nullopt;
  uint64_t natural = std::max<uint64_t>(storageBits / 8, 1);
  uint64_t alignment = std::lcm(natural, std::max<uint64_t>(global.getAlignment(), 1));
  bool writable = !global.getConstant();
  std::string regionName = ("global @" + name).str();

  std::optional<uint64_t> address =
      interpreter.allocateStorage(bytes, alignment, regionName, writable);
  if (!address)
    return std::nullopt;
  writeMemoryImage(getLiteralTile(value).elements, elementType,
                   reinterpret_cast<uint8_t *>(*address));
  interpreter.getGlobals()[name] = *address;
  return address;
}

} // namespace tilec::interp
