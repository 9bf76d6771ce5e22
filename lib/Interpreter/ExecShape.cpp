//===- ExecShape.cpp - semantics of the core and shape operations ---------===//
#include "LiteralValue.h"
#include "OpHandlers.h"

#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

LogicalResult executeConstant(BlockExecutor &executor, Operation *op) {
  auto constant = cast<ConstantOp>(op);
  executor.set(constant.getResult(), getLiteralTile(constant.getValue()));
  return success();
}

} // namespace

void registerShapeHandlers(HandlerRegistry &registry) {
  registry.add<ConstantOp>(executeConstant);
}

} // namespace tilec::interp
