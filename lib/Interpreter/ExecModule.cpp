//===- ExecModule.cpp - return and tile-block coordinates -----------------===//
#include "OpHandlers.h"

#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

LogicalResult executeReturn(BlockExecutor &executor, Operation *op) {
  executor.exit(BlockExit::Return, executor.getAll(op->getOperands()));
  return success();
}

} // namespace

void registerModuleHandlers(HandlerRegistry &registry) {
  registry.add<ReturnOp>(executeReturn);
}

} // namespace tilec::interp
