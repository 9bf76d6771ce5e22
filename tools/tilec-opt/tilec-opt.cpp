//===- tilec-opt.cpp - parse, verify, transform and print tilec IR --------===//
//
// The MLIR "opt" driver with the tilec dialects registered: round-trips Tile IR text, runs
// passes, and checks diagnostics in tests (-verify-diagnostics, -split-input-file). The CPU
// compiler's steps are passes here (--convert-cuda-tile-to-cpu, --lower-cpu-to-llvm), with the
// dialects they produce, so each step's output can be inspected and read back.
//
//===----------------------------------------------------------------------===//
#include "tilec/Conversion/CudaTileToCPU.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileHints.h"
#include "tilec/Dialect/CudaTile/CudaTileVersion.h"
#include "OptDriver.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"

// Hints never change results, so unsupported ones are reported only on request.
static llvm::cl::opt<bool, /*ExternalStorage=*/true> warnUnsupportedHints(
    "Wunsupported-hints",
    llvm::cl::desc("Warn about optimization hints with unknown targets, hint names the "
                   "operation does not take, and non-integer or out-of-range values"),
    llvm::cl::location(tilec::cuda_tile::hintDiagnosticOptions().warnUnsupported));
static llvm::cl::opt<bool, /*ExternalStorage=*/true> errorUnsupportedHints(
    "Werr-hints",
    llvm::cl::desc("Report what -Wunsupported-hints warns about as errors"),
    llvm::cl::location(tilec::cuda_tile::hintDiagnosticOptions().errorUnsupported));

// Ops newer than the chosen release are errors naming the release that introduced them.
static llvm::cl::opt<std::string> tileIRVersion(
    "tile-ir-version",
    llvm::cl::desc("Tile IR release to accept: 13.3, 13.4 or 13.5. Checks Tile IR text and "
                   "bytecode input alike (a bytecode file's own version is separate); with "
                   "tinytc input it is an error"),
    llvm::cl::init("13.5"));

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<tilec::cuda_tile::CudaTileDialect, mlir::arith::ArithDialect,
                  mlir::cf::ControlFlowDialect, mlir::func::FuncDialect, mlir::LLVM::LLVMDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect, mlir::scf::SCFDialect,
                  mlir::ub::UBDialect>();
  mlir::registerTransformsPasses();
  tilec::registerCudaTileToCPUPasses();
  return tilec::opt::runTilecOpt(argc, argv, registry, tileIRVersion);
}
