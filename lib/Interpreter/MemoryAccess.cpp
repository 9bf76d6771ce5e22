//===- MemoryAccess.cpp - one element read or written in memory -----------===//
#include "MemoryAccess.h"

#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace tilec::interp {

namespace {

/// The low 13 bits of a tf32 container carry no information (tile-ir-ops.md §2.1).
constexpr uint64_t kTF32Mask = ~uint64_t(0x1FFF);

/// Brings raw memory bits into the TileValue encoding of `elementType`.
uint64_t normalizeLoadedBits(uint64_t bits, Type elementType) {
  if (elementType.isInteger(1))
    return bits != 0;
  if (isa<FloatTF32Type>(elementType))
    return bits & kTF32Mask & 0xFFFFFFFF;
  return truncateBits(bits, cuda_tile::getElementStorageBits(elementType));
}

} // namespace

unsigned getAccessBytes(Type elementType) {
  unsigned bits = cuda_tile::getElementStorageBits(elementType);
  return bits < 8 ? 1 : bits / 8;
}

llvm::Error checkElementAccess(const Memory &memory, ElementPlace place, Type elementType,
                               bool write, bool requireAlignment) {
  unsigned bytes = getAccessBytes(elementType);
  if (llvm::Error error = memory.checkAccess(place.address, bytes, write))
    return error;
  if (requireAlignment && place.address % bytes != 0) {
    std::string message;
    llvm::raw_string_ostream stream(message);
    stream << "misaligned " << (write ? "write" : "read") << " of " << elementType << " at "
           << llvm::format_hex(place.address, 18) << " (needs " << bytes << "-byte alignment)";
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  }
  return llvm::Error::success();
}

uint64_t readElement(ElementPlace place, Type elementType) {
  // Little-endian host: the first bytes of a uint64_t are its low bits.
  uint64_t bits = 0;
  Memory::read(place.address, &bits, getAccessBytes(elementType));
  if (cuda_tile::isSubByteElementType(elementType))
    bits >>= place.bitOffset;
  return normalizeLoadedBits(bits, elementType);
}

void writeElement(ElementPlace place, Type elementType, uint64_t bits) {
  unsigned bytes = getAccessBytes(elementType);
  if (cuda_tile::isSubByteElementType(elementType)) {
    // Only this element's nibble changes; its neighbour in the byte keeps its value.
    uint8_t byte = 0;
    Memory::read(place.address, &byte, 1);
    uint8_t nibbleMask = uint8_t(0xF << place.bitOffset);
    byte = uint8_t((byte & ~nibbleMask) | ((bits << place.bitOffset) & nibbleMask));
    Memory::write(place.address, &byte, 1);
    return;
  }
  uint64_t stored = elementType.isInteger(1) ? (bits & 1) : bits;
  if (isa<FloatTF32Type>(elementType))
    stored &= kTF32Mask;
  Memory::write(place.address, &stored, bytes);
}

uint64_t getUndefinedElement(Type elementType) {
  uint64_t pattern = 0;
  for (unsigned i = 0; i < 8; ++i)
    pattern = pattern << 8 | kUndefinedByte;
  return normalizeLoadedBits(pattern, elementType);
}

} // namespace tilec::interp
