//===- BytecodeWriter.h - write a cuda_tile.module as .tileirbc ------*- C++ -*-===//
//
// Produces the bytes NVIDIA's writer produces for the same module and target version
// (tile-ir-bytecode.md §3.9: section order, alignment, padding, interning order). What the
// target version cannot express is refused with an error at the offending op (§5.4).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BYTECODE_BYTECODEWRITER_H
#define TILEC_BYTECODE_BYTECODEWRITER_H

#include "tilec/Bytecode/BytecodeVersion.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace tilec::bytecode {

struct WriterOptions {
  Version version = getNewestVersion();
  /// Encode `testing$func` functions as non-kernel functions, as NVIDIA's test builds do; only
  /// a reader with ReaderOptions::allowTestFunctions reads them back.
  bool allowTestFunctions = false;
};

/// Writes `module` (a cuda_tile.module) to `bytes`. Errors are emitted as diagnostics.
mlir::LogicalResult writeBytecode(mlir::Operation *module, std::vector<uint8_t> &bytes,
                                  const WriterOptions &options = {});
mlir::LogicalResult writeBytecode(mlir::Operation *module, llvm::raw_ostream &os,
                                  const WriterOptions &options = {});

} // namespace tilec::bytecode

#endif // TILEC_BYTECODE_BYTECODEWRITER_H
