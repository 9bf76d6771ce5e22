//===- BytecodeFuzzer.cpp - libFuzzer target for the bytecode reader ------===//
//
// Feeds arbitrary bytes to the .tileirbc reader. Whatever it accepts is written back and read
// again, so the writer also sees every module the reader can produce. Errors are expected and
// silenced; a crash, a hang, an unbounded allocation or a sanitizer report is a bug.
// `build/bin/tilec-bytecode-fuzzer test/fuzz/bytecode-corpus -max_total_time=300`
//
//===----------------------------------------------------------------------===//
#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Bytecode/BytecodeWriter.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A fresh context per input: uniqued types and attributes of one input cannot pile up.
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  context.loadDialect<tilec::cuda_tile::CudaTileDialect>();
  mlir::ScopedDiagnosticHandler silence(&context, [](mlir::Diagnostic &) {
    return mlir::success();
  });
  tilec::bytecode::ReaderOptions readerOptions;
  readerOptions.allowTestFunctions = true;
  llvm::StringRef input(reinterpret_cast<const char *>(data), size);
  mlir::OwningOpRef<mlir::Operation *> module =
      tilec::bytecode::readBytecode(input, "fuzz-input", &context, readerOptions);
  if (!module)
    return 0;
  tilec::bytecode::WriterOptions writerOptions;
  writerOptions.allowTestFunctions = true;
  std::vector<uint8_t> bytes;
  if (mlir::failed(tilec::bytecode::writeBytecode(*module, bytes, writerOptions)))
    return 0;
  llvm::StringRef written(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  (void)tilec::bytecode::readBytecode(written, "fuzz-rewritten", &context, readerOptions);
  return 0;
}
