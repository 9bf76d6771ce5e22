//===- TinytcInput.cpp - tilec-opt on tinytc tensor-language input --------===//
//
// MlirOptMain has no hook for a foreign parser, so the tinytc path reuses its command-line
// options (registerAndParseCLIOptions) and diagnostic handlers and replaces only parsing and
// printing.
//
//===----------------------------------------------------------------------===//
#include "TinytcInput.h"

#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "tilec/Frontend/Tinytc/TinytcFrontend.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

static llvm::cl::opt<std::string> inputLanguage(
    "x", llvm::cl::desc("Input language: mlir (default) or tinytc (default for .ir files)"),
    llvm::cl::init(""));

static llvm::cl::opt<bool> printTinytcAsMlir(
    "tinytc-print-mlir",
    llvm::cl::desc("Print tinytc input as MLIR (the tinytc dialect) instead of tinytc syntax"),
    llvm::cl::init(false));

/// Whether the command line asks for tinytc input, decided before the options are parsed.
static bool isTinytcCommandLine(int argc, char **argv) {
  bool tinytc = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg == "-o" || arg == "--o") {
      ++i; // the output file's extension says nothing about the input
      continue;
    }
    if (arg == "--x=tinytc" || arg == "-x=tinytc")
      return true;
    if ((arg == "--x" || arg == "-x") && i + 1 < argc)
      return llvm::StringRef(argv[i + 1]) == "tinytc";
    if (arg.starts_with("--x=") || arg.starts_with("-x="))
      return false;
    if (!arg.starts_with("-") && arg.ends_with(".ir"))
      tinytc = true;
  }
  return tinytc;
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

std::optional<int> tilec::tinytc::runTinytcOptIfRequested(int argc, char **argv,
                                                          DialectRegistry &registry) {
  registry.insert<TinytcDialect>();
  if (!isTinytcCommandLine(argc, argv))
    return std::nullopt;
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, "tilec optimizer and IR checker\n", registry);
  const MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  auto chunkFn = [&](std::unique_ptr<llvm::MemoryBuffer> chunk, raw_ostream &os) {
    return processChunk(std::move(chunk), os, registry, config);
  };
  LogicalResult result = failure();
  if (config.inputSplitMarker().empty()) {
    result = chunkFn(std::move(input), output->os());
  } else {
    std::unique_ptr<llvm::MemoryBuffer> normalized =
        config.inputSplitMarker() == kDefaultSplitMarker ? normalizeSplitMarkers(*input)
                                                         : std::move(input);
    result = splitAndProcessBuffer(std::move(normalized), chunkFn, output->os(),
                                   config.inputSplitMarker(),
                                   config.outputSplitMarker().empty() ? "" : "; -----");
  }
  if (failed(result))
    return 1;
  output->keep();
  return 0;
}
