//===- BytecodeReader.h - read a .tileirbc file into a cuda_tile.module -*- C++ -*-===//
//
// Reads every version this build supports (13.1-13.4), mapping older encodings to today's ops
// (tile-ir-bytecode.md §5). Malformed input gets one error naming the section and the byte
// offset; the reader never reads out of bounds, recurses without bound or allocates more than
// the input can describe.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BYTECODE_BYTECODEREADER_H
#define TILEC_BYTECODE_BYTECODEREADER_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

namespace tilec::bytecode {

struct ReaderOptions {
  /// Accept non-kernel functions (as written for `testing$func` by WriterOptions::
  /// allowTestFunctions); NVIDIA's production reader rejects them.
  bool allowTestFunctions = false;
  /// Run the IR verifier on the result (NVIDIA's reader does).
  bool verify = true;
};

/// Whether `buffer` is meant as bytecode: it starts with the first byte of the magic
/// "\x7FTileIR\0" (which no text starts with); readBytecode checks the rest.
bool isBytecode(llvm::StringRef buffer);

/// The cuda_tile.module stored in `buffer`, or null after emitting an error at `bufferName`.
mlir::OwningOpRef<mlir::Operation *> readBytecode(llvm::StringRef buffer,
                                                  llvm::StringRef bufferName,
                                                  mlir::MLIRContext *context,
                                                  const ReaderOptions &options = {});

} // namespace tilec::bytecode

#endif // TILEC_BYTECODE_BYTECODEREADER_H
