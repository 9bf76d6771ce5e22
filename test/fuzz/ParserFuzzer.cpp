//===- ParserFuzzer.cpp - libFuzzer target for the Tile IR text parser ----===//
//
// Feeds arbitrary bytes to the MLIR parser with the cuda_tile dialect loaded, then verifies and
// prints whatever parsed. Any crash, hang or sanitizer report is a bug: malformed input must only
// ever produce diagnostics.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::MLIRContext *context = [] {
    auto *ctx = new mlir::MLIRContext(mlir::MLIRContext::Threading::DISABLED);
    ctx->loadDialect<tilec::cuda_tile::CudaTileDialect>();
    ctx->allowUnregisteredDialects();
    // Diagnostics are expected for nearly every input; keep them off the terminal.
    ctx->getDiagEngine().registerHandler([](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();

  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz"), llvm::SMLoc());
  mlir::OwningOpRef<mlir::Operation *> op =
      mlir::parseSourceFile<mlir::Operation *>(sourceMgr, context);
  if (!op)
    return 0;
  if (mlir::succeeded(mlir::verify(*op))) {
    std::string printed;
    llvm::raw_string_ostream stream(printed);
    op->print(stream);
    op->print(stream, mlir::OpPrintingFlags().printGenericOpForm());
  }
  return 0;
}
