//===- LiteralValue.h - tiles from dense literals ---------------*- C++ -*-===//
//
// `constant` and `global` hold their value as a DenseIntOrFPElementsAttr; the interpreter needs
// it as a TileValue of 64-bit element encodings, and the CPU compiler as the bytes it emits.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_LITERALVALUE_H
#define TILEC_INTERPRETER_LITERALVALUE_H

#include "tilec/Interpreter/RuntimeValue.h"

#include "mlir/IR/BuiltinAttributes.h"

namespace tilec::interp {

/// The tile a dense literal denotes (shape and element type of the attribute's type).
TileValue getLiteralTile(mlir::DenseElementsAttr literal);

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_LITERALVALUE_H
