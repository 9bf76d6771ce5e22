//===- CudaTileVersion.cpp - which Tile IR release introduced what --------===//
//
// The release table of tile-ir-13.4-13.5.md §0 for the operations tilec's dialect has. Ops are
// matched by name so that this file needs none of the op families' headers. An all-false
// `inbounds` is what a 13.3 access means (the printer omits it, and 13.3 text round-trips), so
// only an access promising some dimension needs 13.4.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileVersion.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace tilec::cuda_tile {

std::optional<TileIRVersion> parseTileIRVersion(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<TileIRVersion>>(text)
      .Case("13.3", TileIRVersion::V13_3)
      .Case("13.4", TileIRVersion::V13_4)
      .Case("13.5", TileIRVersion::V13_5)
      .Default(std::nullopt);
}

llvm::StringRef getTileIRVersionName(TileIRVersion version) {
  switch (version) {
  case TileIRVersion::V13_3:
    return "13.3";
  case TileIRVersion::V13_4:
    return "13.4";
  case TileIRVersion::V13_5:
    return "13.5";
  }
  return "13.5";
}

std::optional<TileIRVersion> getIntroducingVersion(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  if (llvm::is_contained({"cuda_tile.fpowi", "cuda_tile.insert",
                          "cuda_tile.gdc_launch_dependents_tko", "cuda_tile.gdc_wait_tko",
                          "cuda_tile.memory_fence_alias_tko"},
                         name))
    return TileIRVersion::V13_4;
  if (name == "cuda_tile.load_view_tko" || name == "cuda_tile.store_view_tko")
    if (auto inbounds = op->getAttrOfType<DenseBoolArrayAttr>("inbounds"))
      if (llvm::is_contained(inbounds.asArrayRef(), true))
        return TileIRVersion::V13_4;
  return std::nullopt;
}

LogicalResult checkTileIRVersion(Operation *root, TileIRVersion version) {
  bool newer = false;
  root->walk([&](Operation *op) {
    std::optional<TileIRVersion> introduced = getIntroducingVersion(op);
    if (!introduced || *introduced <= version)
      return;
    newer = true;
    InFlightDiagnostic diagnostic = op->emitOpError();
    if (op->hasAttr("inbounds"))
      diagnostic << "attribute 'inbounds' ";
    diagnostic << "was introduced in Tile IR " << getTileIRVersionName(*introduced)
               << " and is not available in Tile IR " << getTileIRVersionName(version)
               << " (--tile-ir-version=" << getTileIRVersionName(version) << ")";
  });
  return failure(newer);
}

namespace {

/// Runs checkTileIRVersion first, so that nothing later transforms what was read.
class TileIRVersionCheckPass
    : public PassWrapper<TileIRVersionCheckPass, OperationPass<ModuleOp>> {
public:
  explicit TileIRVersionCheckPass(TileIRVersion version) : version(version) {}
  llvm::StringRef getArgument() const override { return "tilec-check-tile-ir-version"; }
  llvm::StringRef getDescription() const override {
    return "Reject operations newer than the requested Tile IR release";
  }
  void runOnOperation() override {
    if (failed(checkTileIRVersion(getOperation(), version)))
      signalPassFailure();
  }

private:
  TileIRVersion version;
};

} // namespace

LogicalResult runOptMainWithVersionCheck(int argc, char **argv, llvm::StringRef toolName,
                                         DialectRegistry &registry,
                                         const std::string &versionOption) {
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, toolName, registry);
  std::optional<TileIRVersion> version = parseTileIRVersion(versionOption);
  if (!version) {
    llvm::errs() << "error: --tile-ir-version must be 13.3, 13.4 or 13.5, got '"
                 << versionOption << "'\n";
    return failure();
  }
  if (*version == kNewestTileIRVersion)
    return MlirOptMain(argc, argv, inputFilename, outputFilename, registry);

  // MlirOptMain(argc, argv, ...) builds its configuration itself; this is its body with the
  // check put in front of the command line's pass pipeline.
  llvm::InitLLVM initLLVM(argc, argv);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return MlirOptMain(argc, argv, inputFilename, outputFilename, registry);
  MlirOptMainConfig commandLine = config;
  TileIRVersion requested = *version;
  config.setPassPipelineSetupFn([commandLine, requested](PassManager &pm) -> LogicalResult {
    pm.addPass(std::make_unique<TileIRVersionCheckPass>(requested));
    return commandLine.setupPassPipeline(pm);
  });
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return failure();
  }
  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return failure();
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return failure();
  output->keep();
  return success();
}

} // namespace tilec::cuda_tile
