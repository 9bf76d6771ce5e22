//===- ReductionOrder.cpp - the order in which reduce folds ---------------===//
#include "tilec/Interpreter/ReductionOrder.h"

#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

namespace tilec::interp {

int64_t getReducePartialLines(int64_t length, int64_t innerPositions, int64_t elementBytes) {
  int64_t lines = std::min(kReducePartialBytes / elementBytes / innerPositions, length);
  return lines >= 2 ? lines : 1;
}

int64_t getReduceElementBytes(mlir::Type elementType) {
  if (mlir::isa<cuda_tile::PointerType>(elementType))
    return 8;
  if (mlir::isa<mlir::FloatTF32Type>(elementType))
    return 4;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return bits < 8 ? 1 : bits / 8;
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
