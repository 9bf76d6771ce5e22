//===- BytecodeInput.cpp - tilec-opt on .tileirbc input -------------------===//
#include "BytecodeInput.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Bytecode/BytecodeText.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

namespace tilec::bytecode {

/// The input file of the command line: the first argument that is neither an option nor the
/// value of `-o`. Options taking a separate value otherwise are written `--opt=value` in tests.
static std::optional<std::string> findInputFile(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef argument(argv[i]);
    if (argument == "-o" || argument == "--o") {
      ++i;
      continue;
    }
    if (argument == "--")
      return i + 1 < argc ? std::optional<std::string>(argv[i + 1]) : std::nullopt;
    if (!argument.starts_with("-"))
      return argument.str();
  }
  return std::nullopt;
}

std::optional<int> runBytecodeOptIfRequested(int argc, char **argv,
                                             mlir::DialectRegistry &registry) {
  std::optional<std::string> path = findInputFile(argc, argv);
  if (!path)
    return std::nullopt;
  auto file = llvm::MemoryBuffer::getFile(*path, /*IsText=*/false,
                                          /*RequiresNullTerminator=*/false);
  if (!file || !isBytecode((*file)->getBuffer()))
    return std::nullopt;

  auto [inputFilename, outputFilename] =
      mlir::registerAndParseCLIOptions(argc, argv, "tilec optimizer and IR checker\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  std::unique_ptr<llvm::MemoryBuffer> text;
  {
    mlir::MLIRContext context(registry);
    context.allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
    text = convertBytecodeToText(**file, &context);
  }
  if (!text)
    return 1;
  std::string errorMessage;
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(text), registry, config)))
    return 1;
  output->keep();
  return 0;
}

} // namespace tilec::bytecode
