//===- MemoryAccess.h - one element read or written in memory ---*- C++ -*-===//
//
// Every tile memory operation is one scalar access per element (tile-ir-ops.md §1.2, §1.6).
// This is that scalar access, shared by the pointer operations (ExecMemory.cpp) and the view
// operations (ExecView.cpp): where an element lies, whether it may be touched, and how its
// memory bytes map to the 64-bit element encoding of a TileValue:
//   * i1 is a whole byte: stores write 0x00/0x01, loads turn any non-zero byte into 1 (§2.3);
//   * integers and floats are little-endian in their storage size; tf32 is a 4-byte container
//     whose low 13 bits are ignored on load and written as zero (§2.1);
//   * f4E2M1FN is a nibble: element 2k in bits 3..0, 2k+1 in bits 7..4 of a byte (§2.4).
// The region check of Memory::checkAccess is made for every access in both modes, so the
// interpreter never touches host memory outside a registered buffer.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_MEMORYACCESS_H
#define TILEC_LIB_INTERPRETER_MEMORYACCESS_H

#include "tilec/Interpreter/Memory.h"
#include "tilec/Interpreter/ValueFormat.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <string>

namespace tilec::interp {

/// Where one element lies: the byte holding it and, for 4-bit elements, the bit offset of its
/// nibble in that byte (0 or 4; always 0 otherwise).
struct ElementPlace {
  uint64_t address = 0;
  unsigned bitOffset = 0;

  /// A key naming the element's location, unique across nibbles of one byte; two accesses
  /// conflict exactly when their keys are equal (all elements of one op have one type).
  uint64_t getLocationKey() const { return address * 2 + bitOffset / 4; }
};

/// Bytes an access to one element touches: 1 for i1, the 8-bit formats and f4E2M1FN (the byte
/// holding its nibble), 4 for tf32, the width in bytes otherwise.
unsigned getAccessBytes(mlir::Type elementType);

/// Succeeds when the element may be read (or written): it lies inside one registered region
/// that allows the access and, when `requireAlignment`, its address is a multiple of its
/// access size (misaligned accesses are undefined behaviour, §1.4). The message says which.
llvm::Error checkElementAccess(const Memory &memory, ElementPlace place, mlir::Type elementType,
                               bool write, bool requireAlignment);

/// The element's encoding. Precondition: checkElementAccess succeeded for a read.
uint64_t readElement(ElementPlace place, mlir::Type elementType);
/// Stores an encoding. Precondition: checkElementAccess succeeded for a write.
void writeElement(ElementPlace place, mlir::Type elementType, uint64_t bits);

/// The value of an element whose content the spec leaves undefined (masked-off lanes without
/// padding, out-of-bounds view elements without padding_value, fresh alloca storage): the
/// 0xCD byte pattern as it would load, so that it stands out in printed results.
uint64_t getUndefinedElement(mlir::Type elementType);
/// The byte that fills storage with undefined content.
constexpr uint8_t kUndefinedByte = 0xCD;

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_MEMORYACCESS_H
