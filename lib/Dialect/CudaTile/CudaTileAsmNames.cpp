//===- CudaTileAsmNames.cpp - result names as NVIDIA's printer writes them ----===//
//
// NVIDIA's printer gives a few operations readable result names; printing the same names makes
// tilec's output read (and diff) like the reference tools'. The names:
//
//   constant             %true / %false, %cst_<value>_<element type> or %cst_<element type>
//                        (nameConstantResult)
//   reduce               %reduce, combiner arguments %reduce_lhs, %reduce_rhs (one operand) or
//                        %reduce_lhs<i>, %reduce_rhs<i> (operand i of several)
//   get_tile_block_id    %blockId_x, %blockId_y, %blockId_z
//   get_num_tile_blocks  %gridSize_x, %gridSize_y, %gridSize_z
//   reshape / broadcast  %reshape / %bcast
//   assume               %assume
//   make_tensor_view     %tview
//   make_partition_view  %pview
//   make_gather_scatter_view  %gsview
//   for                  %for (its first result; MLIR prints `%for:N` and `%for#i` for N results,
//                        as it does for any variadic result group), induction variable %loopIdx,
//                        carried values %iterArg0, %iterArg1, ...
//
// (load_ptr_tko's `%result, %result_token` and load_view_tko's `%tile, %result_token` come from
// their ODS result names.) MLIR makes repeated names unique by appending `_0`, `_1`, ...
//
// Operations that have no OpAsmOpInterface of their own get it here as an external model, so that
// naming needs no change to their ODS definitions; `for` and the grid queries already implement
// the interface (for the default dialect and the ODS result names), so they declare these
// methods in their .td and define them below.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileAsmNames.h"
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"
#include "tilec/Numeric/UE5M3Format.h"

#include <cmath>
#include <string>

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace tilec::cuda_tile;

/// The name of a constant's result, the rule NVIDIA's disassembler follows (checked against it
/// as a black box):
///   * i1 tiles whose elements are all equal: `true` or `false`;
///   * other integer tiles whose elements are all equal: `cst_<signed value>_<type>`
///     (`cst_-1_i64`, `cst_0_i8`);
///   * float tiles whose elements are all equal: `cst_<value>_<type>` when the value is a
///     non-negative integer that fits in 64 unsigned bits (`cst_10_f32`, `cst_0_f32`,
///     `cst_10000000000_f32`; -0.0 does not count), `cst_NaN_<type>` for any NaN, and
///     `cst_<type>` otherwise (`cst_f32` for 1.5, -5.0, Inf or 1.0e30);
///   * any other tile: `cst_<type>`.
/// The shape of the tile never appears in the name.
static void nameConstantResult(ConstantOp op, OpAsmSetValueNameFn setNameFn) {
  if (op->getNumResults() != 1)
    return;
  DenseElementsAttr value = op.getValue();
  if (!value)
    return;
  Type elementType = value.getElementType();
  if (elementType.isInteger(1) && value.isSplat()) {
    setNameFn(op.getResult(), value.getSplatValue<bool>() ? "true" : "false");
    return;
  }
  SmallString<32> name("cst_");
  // UE5M3 literals are stored as their i8 encodings (DenseLiteral.h): named like other floats.
  if (isa<Float8E5M3FNUType>(getDenseLiteralTileType(value.getType()).getElementType())) {
    if (value.isSplat()) {
      double splat = tilec::numeric::decodeUE5M3(value.getSplatValue<APInt>().getZExtValue());
      if (std::isnan(splat))
        name += "NaN_";
      else if (splat == std::floor(splat))
        name += std::to_string(static_cast<uint64_t>(splat)) + "_";
    }
    name += Float8E5M3FNUType::getMnemonic();
    setNameFn(op.getResult(), name);
    return;
  }
  if (value.isSplat() && isa<IntegerType>(elementType)) {
    value.getSplatValue<APInt>().toStringSigned(name);
    name += '_';
  } else if (value.isSplat() && isa<FloatType>(elementType)) {
    APFloat splat = value.getSplatValue<APFloat>();
    APSInt integer(64, /*isUnsigned=*/true);
    bool isExact = false;
    if (splat.isNaN()) {
      name += "NaN_";
    } else if (splat.convertToInteger(integer, APFloat::rmTowardZero, &isExact) ==
                   APFloat::opOK &&
               isExact) {
      // APFloat reports -0.0 as inexact in an unsigned conversion, so it takes no value.
      integer.toString(name, /*Radix=*/10);
      name += '_';
    }
  }
  llvm::raw_svector_ostream typeName(name);
  typeName << elementType;
  setNameFn(op.getResult(), name);
}

namespace {

/// OpAsmOpInterface for constant: see nameConstantResult.
struct ConstantResultNames
    : public OpAsmOpInterface::ExternalModel<ConstantResultNames, ConstantOp> {
  void getAsmResultNames(Operation *op, OpAsmSetValueNameFn setNameFn) const {
    nameConstantResult(cast<ConstantOp>(op), setNameFn);
  }
};

/// The one name of a single-result operation's result (defined for the operations below only).
template <typename OpT> StringRef fixedResultName();
template <> StringRef fixedResultName<ReshapeOp>() { return "reshape"; }
template <> StringRef fixedResultName<BroadcastOp>() { return "bcast"; }
template <> StringRef fixedResultName<AssumeOp>() { return "assume"; }
template <> StringRef fixedResultName<MakeTensorViewOp>() { return "tview"; }
template <> StringRef fixedResultName<MakePartitionViewOp>() { return "pview"; }
template <> StringRef fixedResultName<MakeGatherScatterViewOp>() { return "gsview"; }

/// OpAsmOpInterface for a single-result operation whose result always takes the same name.
/// (MLIR default-constructs external models, so the name comes from the operation type.)
template <typename OpT>
struct FixedResultName : public OpAsmOpInterface::ExternalModel<FixedResultName<OpT>, OpT> {
  void getAsmResultNames(Operation *op, OpAsmSetValueNameFn setNameFn) const {
    if (op->getNumResults() == 1)
      setNameFn(op->getResult(0), fixedResultName<OpT>());
  }
};

} // namespace

void tilec::cuda_tile::attachResultNameModels(MLIRContext &context) {
  ConstantOp::attachInterface<ConstantResultNames>(context);
  ReshapeOp::attachInterface<FixedResultName<ReshapeOp>>(context);
  BroadcastOp::attachInterface<FixedResultName<BroadcastOp>>(context);
  AssumeOp::attachInterface<FixedResultName<AssumeOp>>(context);
  MakeTensorViewOp::attachInterface<FixedResultName<MakeTensorViewOp>>(context);
  MakePartitionViewOp::attachInterface<FixedResultName<MakePartitionViewOp>>(context);
  MakeGatherScatterViewOp::attachInterface<FixedResultName<MakeGatherScatterViewOp>>(context);
}

//===----------------------------------------------------------------------===//
// Operations that declare the naming methods in their ODS definitions
//===----------------------------------------------------------------------===//

/// Names the three results of a grid query `<prefix>_x`, `<prefix>_y`, `<prefix>_z`.
static void nameGridQueryResults(Operation *op, StringRef prefix, OpAsmSetValueNameFn setNameFn) {
  // Printing an invalid op (in a diagnostic) must not assume the verified result count.
  if (op->getNumResults() != 3)
    return;
  for (auto [result, axis] : llvm::zip_equal(op->getResults(), StringRef("xyz")))
    setNameFn(result, (prefix + "_" + Twine(axis)).str());
}

void GetTileBlockIdOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameGridQueryResults(*this, "blockId", setNameFn);
}

void GetNumTileBlocksOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  nameGridQueryResults(*this, "gridSize", setNameFn);
}

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults() != 0)
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setNameFn) {
  // The parser builds the body with the induction variable first; a malformed op printed in a
  // diagnostic may have no body block or no arguments, and naming must not assume otherwise.
  if (region.empty() || region.front().getNumArguments() == 0)
    return;
  Block &body = region.front();
  setNameFn(body.getArgument(0), "loopIdx");
  for (auto [index, carried] : llvm::enumerate(body.getArguments().drop_front()))
    setNameFn(carried, ("iterArg" + Twine(index)).str());
}

void ReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (getNumResults() != 0)
    setNameFn(getResult(0), "reduce");
}

/// The combiner takes (lhs, rhs) per operand: `reduce_lhs`/`reduce_rhs` for one operand,
/// `reduce_lhs<i>`/`reduce_rhs<i>` for operand i of several.
void ReduceOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setNameFn) {
  if (region.empty() || region.front().getNumArguments() % 2 != 0)
    return;
  Block &body = region.front();
  unsigned numOperands = body.getNumArguments() / 2;
  for (unsigned i = 0; i < numOperands; ++i) {
    std::string suffix = numOperands == 1 ? "" : std::to_string(i);
    setNameFn(body.getArgument(2 * i), "reduce_lhs" + suffix);
    setNameFn(body.getArgument(2 * i + 1), "reduce_rhs" + suffix);
  }
}
