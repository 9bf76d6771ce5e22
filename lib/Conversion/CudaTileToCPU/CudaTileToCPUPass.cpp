//===- CudaTileToCPUPass.cpp - the passes of the CPU compiler -------------===//
#include "KernelLowering.h"

#include "tilec/Conversion/CudaTileToCPU.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace tilec {

FailureOr<CpuKernelFrame> lowerKernelToCPU(Operation *kernel, ModuleOp target, llvm::StringRef name,
                                           const CpuLoweringOptions &options) {
  cpu::KernelLowering lowering(kernel, target, name.str(), options);
  if (failed(lowering.run()))
    return failure();
  return lowering.getFrame();
}

int64_t getCpuTileElementBytes(Type elementType) {
  return cpu::KernelLowering::getStorageBytes(elementType);
}

namespace {

/// scf-to-cf moves a loop's llvm.loop_annotation (cpu::keepLoopScalar) to its latch branch,
/// and cf-to-llvm keeps it there as a plain attribute, which LLVM IR translation ignores: this
/// makes it the branch's own loop_annotation, which becomes the loop's !llvm.loop metadata.
struct ApplyLoopAnnotationsPass
    : public PassWrapper<ApplyLoopAnnotationsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ApplyLoopAnnotationsPass)

  StringRef getArgument() const override { return "tilec-apply-loop-annotations"; }
  void runOnOperation() override {
    getOperation()->walk([](LLVM::BrOp branch) {
      auto annotation =
          dyn_cast_or_null<LLVM::LoopAnnotationAttr>(branch->getDiscardableAttr(cpu::kLoopAnnotationAttr));
      if (!annotation)
        return;
      branch.setLoopAnnotationAttr(annotation);
      branch->removeDiscardableAttr(cpu::kLoopAnnotationAttr);
    });
  }
};

} // namespace

void buildLowerCpuToLLVMPipeline(OpPassManager &passManager) {
  passManager.addPass(createCanonicalizerPass());
  passManager.addPass(createSCFToControlFlowPass());
  passManager.addPass(createConvertMathToLibmPass());
  passManager.addPass(createConvertMathToLLVMPass());
  passManager.addPass(createFinalizeMemRefToLLVMConversionPass());
  passManager.addPass(createArithToLLVMConversionPass());
  passManager.addPass(createConvertIndexToLLVMPass());
  passManager.addPass(createUBToLLVMConversionPass());
  passManager.addPass(createConvertControlFlowToLLVMPass());
  passManager.addPass(createConvertFuncToLLVMPass());
  passManager.addPass(createReconcileUnrealizedCastsPass());
  passManager.addPass(std::make_unique<ApplyLoopAnnotationsPass>());
}

void loadCpuLoweringDialects(MLIRContext &context) {
  context.loadDialect<arith::ArithDialect, cf::ControlFlowDialect, func::FuncDialect,
                      LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                      scf::SCFDialect, ub::UBDialect>();
}

namespace {

struct ConvertCudaTileToCPUPass
    : public PassWrapper<ConvertCudaTileToCPUPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConvertCudaTileToCPUPass)

  ConvertCudaTileToCPUPass() = default;
  ConvertCudaTileToCPUPass(const ConvertCudaTileToCPUPass &other) : PassWrapper(other) {}

  Option<std::string> reduceOrder{
      *this, "reduce-order",
      llvm::cl::desc("How reduce folds: partial-sums (vectorizable, the default) or sequential"),
      llvm::cl::init("partial-sums")};
  Option<std::string> mmafAccumulation{
      *this, "mmaf-accumulation",
      llvm::cl::desc("How mmaf sums its products: sequential (f32 FMAs in k order, the "
                     "interpreter's, the default) or hardware (the CPU's matrix instructions)"),
      llvm::cl::init("sequential")};

  StringRef getArgument() const final { return "convert-cuda-tile-to-cpu"; }
  StringRef getDescription() const final {
    return "Lower every entry and testing$func to a func.func of standard dialects that runs one "
           "tile block on the host CPU";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, cf::ControlFlowDialect, func::FuncDialect,
                    LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                    scf::SCFDialect, ub::UBDialect>();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Kernels of every cuda_tile.module, and testing$funcs at the top level, in source order.
    SmallVector<Operation *> lowered;
    SmallVector<Operation *> kernels;
    for (Operation &item : module.getBody()->getOperations()) {
      if (auto tileModule = dyn_cast<cuda_tile::TileModuleOp>(item)) {
        lowered.push_back(tileModule);
        for (Operation &nested : tileModule.getBodyBlock())
          if (isa<cuda_tile::EntryOp, cuda_tile::TestingFuncOp>(nested))
            kernels.push_back(&nested);
      } else if (isa<cuda_tile::TestingFuncOp>(item)) {
        lowered.push_back(&item);
        kernels.push_back(&item);
      }
    }
    std::optional<interp::ReduceOrder> order = interp::parseReduceOrder(reduceOrder);
    if (!order) {
      module.emitError() << "unknown reduce-order '" << reduceOrder
                         << "' (expected partial-sums or sequential)";
      return signalPassFailure();
    }
    std::optional<MmafAccumulation> accumulation = parseMmafAccumulation(mmafAccumulation);
    if (!accumulation) {
      module.emitError() << "unknown mmaf-accumulation '" << mmafAccumulation
                         << "' (expected sequential or hardware)";
      return signalPassFailure();
    }
    CpuLoweringOptions options{*order, *accumulation};
    for (Operation *kernel : kernels) {
      auto name = kernel->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (failed(lowerKernelToCPU(kernel, module, name.getValue(), options)))
        return signalPassFailure();
    }
    for (Operation *op : lowered)
      op->erase();
  }
};

} // namespace

std::unique_ptr<Pass> createConvertCudaTileToCPUPass() {
  return std::make_unique<ConvertCudaTileToCPUPass>();
}

void registerCudaTileToCPUPasses() {
  PassRegistration<ConvertCudaTileToCPUPass>();
  PassPipelineRegistration<>("lower-cpu-to-llvm",
                             "Lower the CPU form of Tile IR kernels to the LLVM dialect",
                             buildLowerCpuToLLVMPipeline);
}

} // namespace tilec
