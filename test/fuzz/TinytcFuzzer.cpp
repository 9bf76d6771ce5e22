//===- TinytcFuzzer.cpp - libFuzzer target for the tinytc front end -------===//
//
// Feeds arbitrary bytes to the tinytc parser, verifies what parses, prints it, and checks the
// round-trip invariant: the printed text parses and verifies again and prints identically. Any
// crash, hang, sanitizer report or round-trip difference is a bug.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

/// Parses and verifies `text`; on success returns true and the printed program in `printed`.
static bool parseVerifyPrint(mlir::MLIRContext *context, llvm::StringRef text,
                             std::string &printed) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.ir"),
                               llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module = tilec::tinytc::parseTinytcSource(sourceMgr, context);
  if (!module || mlir::failed(mlir::verify(*module)))
    return false;
  llvm::raw_string_ostream stream(printed);
  tilec::tinytc::printTinytc(*module, stream);
  return true;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::MLIRContext *context = [] {
    auto *ctx = new mlir::MLIRContext(mlir::MLIRContext::Threading::DISABLED);
    ctx->loadDialect<tilec::tinytc::TinytcDialect>();
    // Diagnostics are expected for nearly every input; keep them off the terminal.
    ctx->getDiagEngine().registerHandler([](mlir::Diagnostic &) { return mlir::success(); });
    return ctx;
  }();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  std::string first, second;
  if (!parseVerifyPrint(context, text, first))
    return 0;
  if (!parseVerifyPrint(context, first, second) || first != second) {
    llvm::errs() << "tinytc round trip is not stable:\n--- first\n"
                 << first << "--- second\n"
                 << second;
    std::abort();
  }
  return 0;
}
