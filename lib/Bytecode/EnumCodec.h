//===- EnumCodec.h - enum attributes as bytecode integers ------------*- C++ -*-===//
//
// Enum fields are varints (tile-ir-bytecode.md §4.4). In the dialect some enums are dialect
// attributes (`#cuda_tile.rounding<zero>`) and some plain i32 integers (memory ordering, memory
// scope, atomic mode); this maps both to and from their integer codes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_ENUMCODEC_H
#define TILEC_LIB_BYTECODE_ENUMCODEC_H

#include "OpTable.h"

#include "mlir/IR/Attributes.h"

namespace tilec::bytecode {

/// The code of `attr` as an enum of `kind`; nullopt when it is not one.
std::optional<uint64_t> getEnumCode(EnumKind kind, mlir::Attribute attr);
/// The attribute for code `code` of `kind`; null when the code is not a value of the enum.
mlir::Attribute makeEnumAttr(EnumKind kind, mlir::MLIRContext *context, uint64_t code);

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_ENUMCODEC_H
