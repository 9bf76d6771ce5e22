//===- IntegerElementwise.h - element-wise evaluation with UB checks -*- C++ -*-===//
//
// The integer and conversion handlers compute one result element at a time, and many of them
// have undefined behaviour per element (a zero divisor, a broken overflow promise).
// mapElements runs such an element function over a result tile and turns the first undefined
// element into a checked-mode error that names the rule and the element; in unchecked mode the
// element keeps the deterministic value the element function chose.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_INTEGERELEMENTWISE_H
#define TILEC_LIB_INTERPRETER_INTEGERELEMENTWISE_H

#include "BlockExecutor.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/ValueFormat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tilec::interp {

/// " at element [i, j]" naming one element of a tile of rank >= 1; "" for a rank-0 tile, whose
/// only element needs no name.
inline std::string describeElement(const TileValue &tile, int64_t linear) {
  if (tile.getRank() == 0)
    return "";
  return " at element " + formatIndex(tile.delinearize(linear));
}

/// Binds the single result of `op` to the tile whose element `i` is `element(i, undefined)`.
/// An element function that meets undefined behaviour describes the broken rule in `undefined`
/// (e.g. "division by zero") and still returns the value unchecked mode should see. Integer
/// results are masked to their width here, so element functions may return any 64 bits.
template <typename ElementFn>
mlir::LogicalResult mapElements(BlockExecutor &executor, mlir::Operation *op, ElementFn &&element) {
  auto type = mlir::cast<cuda_tile::TileType>(op->getResult(0).getType());
  TileValue result(type.getElementType(), type.getShape());
  unsigned width =
      mlir::isa<mlir::IntegerType>(result.elementType) ? getIntegerWidth(result.elementType) : 64;
  std::string undefined;
  for (int64_t i = 0, e = result.getNumElements(); i < e; ++i) {
    uint64_t bits = element(i, undefined);
    if (!undefined.empty()) {
      if (executor.getOptions().checked)
        return executor.fail(op, op->getName().stripDialect() + ": " + undefined +
                                     describeElement(result, i));
      undefined.clear();
    }
    result.elements[i] = truncateBits(bits, width);
  }
  executor.set(op->getResult(0), std::move(result));
  return mlir::success();
}

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_INTEGERELEMENTWISE_H
