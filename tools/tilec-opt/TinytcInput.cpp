//===- TinytcInput.cpp - tilec-opt on tinytc tensor-language input --------===//
//
// MlirOptMain has no hook for a foreign parser, so the tinytc path reuses its command-line
// options (MlirOptMainConfig) and diagnostic handlers and replaces only parsing and printing.
//
//===----------------------------------------------------------------------===//
#include "TinytcInput.h"

#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

static llvm::cl::opt<std::string> inputLanguage(
    "x", llvm::cl::desc("Input language: mlir (default) or tinytc (default for .ir files)"),
    llvm::cl::init(""));

static llvm::cl::opt<bool> printTinytcAsMlir(
    "tinytc-print-mlir",
    llvm::cl::desc("Print tinytc input as MLIR (the tinytc dialect) instead of tinytc syntax"),
    llvm::cl::init(false));

void tilec::tinytc::registerTinytcInput(DialectRegistry &registry) {
  registry.insert<TinytcDialect>();
}

bool tilec::tinytc::isTinytcInput(llvm::StringRef inputFilename) {
  if (!inputLanguage.empty())
    return inputLanguage == "tinytc";
  return inputFilename.ends_with(".ir");
}

/// Rewrites `; -----` marker lines to MLIR's `// -----` (same line count, so locations hold).
static std::unique_ptr<llvm::MemoryBuffer> normalizeSplitMarkers(const llvm::MemoryBuffer &in) {
  std::string text;
  llvm::StringRef rest = in.getBuffer();
  while (!rest.empty()) {
    auto [line, tail] = rest.split('\n');
    if (line.ltrim().starts_with("; -----"))
      text += kDefaultSplitMarker;
    else
      text += line;
    if (tail.data() != nullptr && rest.size() > line.size())
      text += '\n';
    rest = tail;
  }
  return llvm::MemoryBuffer::getMemBufferCopy(text, in.getBufferIdentifier());
}

static LogicalResult processChunk(std::unique_ptr<llvm::MemoryBuffer> chunk, raw_ostream &os,
                                  DialectRegistry &registry, const MlirOptMainConfig &config) {
  // Single-threaded so that errors in several functions are reported in source order.
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadDialect<tilec::tinytc::TinytcDialect>();
  // Diagnostics point at tinytc text; the generic MLIR form of the operation would only confuse.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
  auto run = [&]() -> LogicalResult {
    OwningOpRef<ModuleOp> module = tilec::tinytc::parseTinytcSource(sourceMgr, &context);
    if (!module || failed(verify(*module)))
      return failure();
    if (printTinytcAsMlir)
      module->print(os, OpPrintingFlags().printGenericOpForm());
    else
      tilec::tinytc::printTinytc(*module, os);
    return success();
  };
  if (config.shouldVerifyDiagnostics()) {
    SourceMgrDiagnosticVerifierHandler handler(sourceMgr, &context,
                                               config.verifyDiagnosticsLevel());
    (void)run();
    return handler.verify();
  }
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  return run();
}

LogicalResult tilec::tinytc::runTinytcOpt(std::unique_ptr<llvm::MemoryBuffer> input,
                                          raw_ostream &os, DialectRegistry &registry,
                                          const MlirOptMainConfig &config) {
  auto chunkFn = [&](std::unique_ptr<llvm::MemoryBuffer> chunk, raw_ostream &chunkOs) {
    return processChunk(std::move(chunk), chunkOs, registry, config);
  };
  if (config.inputSplitMarker().empty())
    return chunkFn(std::move(input), os);
  std::unique_ptr<llvm::MemoryBuffer> normalized =
      config.inputSplitMarker() == kDefaultSplitMarker ? normalizeSplitMarkers(*input)
                                                       : std::move(input);
  return splitAndProcessBuffer(std::move(normalized), chunkFn, os, config.inputSplitMarker(),
                               config.outputSplitMarker().empty() ? "" : "; -----");
}
