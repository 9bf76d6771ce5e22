//===- ReductionOrder.cpp - the order in which reduce folds ---------------===//
#include "tilec/Interpreter/ReductionOrder.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

namespace tilec::interp {

namespace {

int64_t getElementBytes(mlir::Type elementType) {
  if (mlir::isa<cuda_tile::PointerType>(elementType))
    return 8;
  if (mlir::isa<mlir::FloatTF32Type>(elementType))
    return 4;
  if (mlir::isa<cuda_tile::Float8E5M3FNUType>(elementType)) // no MLIR bit width
    return 1;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return bits < 8 ? 1 : bits / 8;
}

} // namespace

int64_t getReducePartialLines(mlir::Operation *reduce) {
  auto reduceOp = mlir::cast<cuda_tile::ReduceOp>(reduce);
  llvm::ArrayRef<int64_t> shape =
      mlir::cast<cuda_tile::TileType>(reduce->getOperand(0).getType()).getShape();
  int64_t dim = reduceOp.getDim();
  int64_t innerPositions = 1;
  for (int64_t extent : shape.drop_front(dim + 1))
    innerPositions *= extent;
  int64_t elementBytes = 1;
  for (mlir::Value operand : reduce->getOperands())
    elementBytes = std::max(
        elementBytes,
        getElementBytes(mlir::cast<cuda_tile::TileType>(operand.getType()).getElementType()));
  int64_t lines = std::min(kReducePartialBytes / elementBytes / innerPositions, shape[dim]);
  return lines >= 2 ? lines : 1;
}

bool isPartialSumsCandidate(mlir::Operation *reduce) {
  if (reduce->getNumOperands() != 1 || reduce->getNumRegions() != 1)
    return false;
  mlir::Block &body = reduce->getRegion(0).front();
  if (body.getNumArguments() != 2 || !llvm::hasSingleElement(body.without_terminator()))
    return false;
  mlir::Operation *combiner = &body.front();
  if (!mlir::isa<cuda_tile::AddFOp, cuda_tile::MulFOp>(combiner) ||
      body.getTerminator()->getOperands() != combiner->getResults())
    return false;
  mlir::Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  mlir::Value element = body.getArgument(0), accumulator = body.getArgument(1);
  return (lhs == element && rhs == accumulator) || (lhs == accumulator && rhs == element);
}

llvm::StringRef getReduceOrderName(ReduceOrder order) {
  return order == ReduceOrder::Sequential ? "sequential" : "partial-sums";
}

std::optional<ReduceOrder> parseReduceOrder(llvm::StringRef name) {
  if (name == "sequential")
    return ReduceOrder::Sequential;
  if (name == "partial-sums")
    return ReduceOrder::PartialSums;
  return std::nullopt;
}

} // namespace tilec::interp
