//===- OptDriver.cpp - tilec-opt: one input, three languages --------------===//
//
// MlirOptMain's file-level entry points open the input themselves, but the language of the
// input is only known from its first bytes (bytecode's magic), and stdin cannot be read twice.
// So the input is read once here, turned into Tile IR text if it is bytecode, and handed to
// MlirOptMain's buffer-level entry point (or the tinytc front end) with the parsed options.
//
//===----------------------------------------------------------------------===//
#include "OptDriver.h"

#include "BytecodeInput.h"
#include "TinytcInput.h"

#include "tilec/Dialect/CudaTile/CudaTileVersion.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <optional>

using namespace mlir;

namespace tilec::opt {

int runTilecOpt(int argc, char **argv, DialectRegistry &registry,
                const llvm::cl::opt<std::string> &tileIRVersion) {
  tinytc::registerTinytcInput(registry);
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, "tilec optimizer and IR checker\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  llvm::InitLLVM initLLVM(argc, argv);

  std::optional<cuda_tile::TileIRVersion> version = cuda_tile::parseTileIRVersion(tileIRVersion);
  if (!version) {
    llvm::errs() << "error: --tile-ir-version must be 13.3, 13.4 or 13.5, got '"
                 << tileIRVersion << "'\n";
    return 1;
  }
  bool explicitlyRequested = tileIRVersion.getNumOccurrences() > 0;
  bool tinytcInput = tinytc::isTinytcInput(inputFilename);
  // tinytc programs are not Tile IR and have no release to check against; ignoring the flag
  // would let a user believe the check ran.
  if (tinytcInput && explicitlyRequested) {
    llvm::errs() << "error: --tile-ir-version applies to Tile IR input only (text or bytecode), "
                    "not to tinytc input\n";
    return 1;
  }

  if (inputFilename == "-" && llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to interrupt)\n";
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (!tinytcInput && failed(bytecode::replaceBytecodeByText(input, registry, config)))
    return 1;
  // A release's own rules for older constructs apply only when it is asked for by name, so
  // existing kernels keep verifying at the default.
  if (!tinytcInput && (*version != cuda_tile::kNewestTileIRVersion || explicitlyRequested)) {
    MlirOptMainConfig commandLine = config;
    cuda_tile::TileIRVersion requested = *version;
    config.setPassPipelineSetupFn(
        [commandLine, requested, explicitlyRequested](PassManager &pm) -> LogicalResult {
          pm.addPass(cuda_tile::createTileIRVersionCheckPass(requested, explicitlyRequested));
          return commandLine.setupPassPipeline(pm);
        });
  }

  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  LogicalResult result = tinytcInput
                             ? tinytc::runTinytcOpt(std::move(input), output->os(), registry, config)
                             : MlirOptMain(output->os(), std::move(input), registry, config);
  if (failed(result))
    return 1;
  output->keep();
  return 0;
}

} // namespace tilec::opt
