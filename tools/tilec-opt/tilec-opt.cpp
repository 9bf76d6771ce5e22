//===- tilec-opt.cpp - parse, verify, transform and print tilec IR --------===//
//
// The MLIR "opt" driver with the tilec dialects registered: round-trips Tile IR text, runs
// passes, and checks diagnostics in tests (-verify-diagnostics, -split-input-file).
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<tilec::cuda_tile::CudaTileDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "tilec optimizer and IR checker\n", registry));
}
