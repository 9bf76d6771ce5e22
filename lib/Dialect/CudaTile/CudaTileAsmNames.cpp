//===- CudaTileAsmNames.cpp - result names as NVIDIA's printer writes them ----===//
//
// NVIDIA's printer gives a few operations readable result names; printing the same names makes
// tilec's output read (and diff) like the reference tools'. The names:
//
//   constant             %cst_<value>_<element type>  for an all-equal tile, %cst otherwise
//   get_tile_block_id    %blockId_x, %blockId_y, %blockId_z
//   get_num_tile_blocks  %gridSize_x, %gridSize_y, %gridSize_z
//   reshape / broadcast  %reshape / %bcast
//   assume               %assume
//   make_tensor_view     %tview
//   make_partition_view  %pview
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

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace tilec::cuda_tile;

/// The name of a constant's result. The rule, mirroring MLIR's arith.constant (`%c10_i32`) with
/// NVIDIA's `cst` prefix for every element type:
///   * an all-equal (splat) tile: `cst_<value>_<element type>`, where <value> is
///       - i1: `true` or `false` (as the literal itself spells i1),
///       - other integers: the signed decimal value (`cst_-1_i32`, `cst_0_i64`),
///       - floats: the shortest decimal that names the value at the type's precision, with no
///         trailing zeros (`cst_10_f32` for 10.0, `cst_1.5_f16`, `cst_-0.25_f32`); very large or
///         small magnitudes use an exponent (`1.0E+10`, whose `+` MLIR's printer then escapes).
///   * any other tile: `cst`.
/// The value is the splat's, so the rank and shape of the tile do not appear in the name.
static void nameConstantResult(ConstantOp op, OpAsmSetValueNameFn setNameFn) {
  if (op->getNumResults() != 1)
    return;
  DenseElementsAttr value = op.getValue();
  if (!value || !value.isSplat()) {
    setNameFn(op.getResult(), "cst");
    return;
  }
  SmallString<32> name("cst_");
  Type elementType = value.getElementType();
  if (elementType.isInteger(1)) {
    name += value.getSplatValue<bool>() ? "true" : "false";
  } else if (isa<IntegerType>(elementType)) {
    value.getSplatValue<APInt>().toStringSigned(name);
  } else {
    value.getSplatValue<APFloat>().toString(name);
  }
  name += '_';
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
