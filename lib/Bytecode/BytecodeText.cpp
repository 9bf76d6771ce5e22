//===- BytecodeText.cpp - bytecode files as Tile IR text ------------------===//
#include "tilec/Bytecode/BytecodeText.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/Support/SourceMgr.h"

namespace tilec::bytecode {

std::unique_ptr<llvm::MemoryBuffer> convertBytecodeToText(const llvm::MemoryBuffer &buffer,
                                                          mlir::MLIRContext *context) {
  context->getOrLoadDialect<cuda_tile::CudaTileDialect>();
  // Errors name the file as `FILE:0:0: error: <section>, offset N: ...`.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(),
                                                                /*RequiresNullTerminator=*/false),
                               llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, context);
  mlir::OwningOpRef<mlir::Operation *> module =
      readBytecode(buffer.getBuffer(), buffer.getBufferIdentifier(), context);
  if (!module)
    return nullptr;
  std::string text;
  llvm::raw_string_ostream os(text);
  // Without locations: diagnostics then point into this printed text. (Debug locations
  // would survive the round trip, but the CPU compiler's LLVM translation cannot take
  // #cuda_tile.di_loc locations yet.)
  (*module)->print(os);
  os << "\n";
  return llvm::MemoryBuffer::getMemBufferCopy(text, buffer.getBufferIdentifier());
}

} // namespace tilec::bytecode
