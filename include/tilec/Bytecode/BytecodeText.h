//===- BytecodeText.h - bytecode files as Tile IR text for text-based tools -*- C++ -*-===//
//
// Tools built around MLIR's text parser (tilec-opt, tilec run, tilec compile) accept a
// .tileirbc file by reading it and handing its printed module to the parser.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BYTECODE_BYTECODETEXT_H
#define TILEC_BYTECODE_BYTECODETEXT_H

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace tilec::bytecode {

/// The module of the bytecode in `buffer` printed as text, in a buffer of the same name; null
/// after the reader has reported an error through `context`.
std::unique_ptr<llvm::MemoryBuffer> convertBytecodeToText(const llvm::MemoryBuffer &buffer,
                                                          mlir::MLIRContext *context);

} // namespace tilec::bytecode

#endif // TILEC_BYTECODE_BYTECODETEXT_H
