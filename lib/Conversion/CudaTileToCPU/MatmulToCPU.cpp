//===- MatmulToCPU.cpp - lowering of mmaf, mmai and mmaf_scaled -----------===//
//
// Each matrix product becomes one call of a runtime helper (lib/Runtime/Cpu/MatmulRuntime.cpp)
// that runs register-blocked microkernels over the whole tile: the addresses of a, b, the
// accumulator c and the result buffer d, the shape (batch, M, N, K) and, where the helper
// decodes or repacks its inputs, a workspace in the frame sized by the helper's documented
// formula. The helpers reproduce the interpreter's accumulation order bit for bit.
//
// d is a fresh buffer, except for the accumulation of a loop (`%next = mmaf %a, %b, %sum;
// continue %next` with %sum carried): d is then the carried buffer itself, so the loop has no
// copy to make per iteration. Every helper reads each element of c before it writes the same
// element of d, which makes d == c safe; a or b must not be that buffer too.
//
// a may also be read where its view load found it: a K loop's `load_view_tko` feeding only the
// lhs of a product (isReadInPlaceByMatmul, InPlaceReads.cpp) leaves a tile that lies inside
// its matrix with contiguous rows in place, and the product reads its rows `lda` elements
// apart. That saves copying every K step's a tile; b is still copied, as the microkernels read
// it as whole rows and a matrix's own rows, often a power of two bytes apart, would collide in
// the caches.
//
// A K loop whose body is nothing but the a and b loads, pure ops and an f32-accumulating mmaf
// or an mmai runs as a product chain instead (ProductChains.cpp): the product becomes a step
// of the chain.
//
// With hardware accumulation (tilec/Conversion/MmafAccumulation.h), a bf16 product whose
// tiles fit AMX calls tilec_rt_mmaf_bf16_hardware, and one whose b is `permute %k [1, 0]`
// (attention's K^T; isTransposedRhsOfHardwareMatmul) tilec_rt_mmaf_bf16_hardware_bt with k
// itself: AMX reads b as pairs of k values of a column, which are consecutive in k's rows, so
// packing b from k is one transpose of 32-bit words instead of a transpose and a repacking.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Runtime/MatmulChainAbi.h"

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::numeric::FloatFormat;

namespace tilec::cpu {
MatmulShape getMatmulShape(Value lhs, Value rhs) {
  ArrayRef<int64_t> a = cast<TileType>(lhs.getType()).getShape();
  ArrayRef<int64_t> b = cast<TileType>(rhs.getType()).getShape();
  size_t rank = a.size();
  return {rank == 3 ? a[0] : 1, a[rank - 2], b[rank - 1], a[rank - 1]};
}

namespace {

FloatFormat getFormat(Value tile) {
  return *interp::getFloatFormat(cast<TileType>(tile.getType()).getElementType());
}

/// The operands every helper takes after its own leading ones: a, b, c and the result buffer
/// d (which defines `result`): the accumulator's own buffer where the op may update it in
/// place (see the file comment), else a new one.
SmallVector<Value> getTileAddresses(KernelLowering &lowering, Operation *op, Value lhs,
                                    Value rhs, Value acc, Value result) {
  Value buffer = lowering.getAccumulationDestination(op, result, acc);
  if (buffer && (lowering.get(lhs) == buffer || lowering.get(rhs) == buffer))
    buffer = Value();
  if (!buffer)
    buffer = lowering.allocateTile(cast<TileType>(result.getType()));
  lowering.set(result, buffer);
  return {lowering.getAddress(lowering.get(lhs)), lowering.getAddress(lowering.get(rhs)),
          lowering.getAddress(lowering.get(acc)), lowering.getAddress(buffer)};
}

/// a and the distance between its rows in elements (tilec_rt_mmaf_f32, tilec_rt_mmai), then b,
/// c and d: a where its view load left it (isReadInPlaceByMatmul), else its buffer, whose rows
/// are k apart.
void appendLhsAndRest(KernelLowering &lowering, SmallVectorImpl<Value> &operands, Value lhs,
                      ArrayRef<Value> tiles, const MatmulShape &shape) {
  if (auto rows = lowering.getRowsInMemory(lhs))
    operands.append({rows->address, rows->rowStride});
  else
    operands.append({tiles[0], lowering.constantInt(shape.k, 64)});
  llvm::append_range(operands, tiles.drop_front());
}

/// The address of `bytes` of frame storage, or 0 for none.
Value getWorkspace(KernelLowering &lowering, int64_t bytes) {
  if (bytes == 0)
    return lowering.constantInt(0, 64);
  return lowering.getAddress(lowering.allocateBytes(bytes));
}

void appendShape(KernelLowering &lowering, SmallVectorImpl<Value> &operands,
                 const MatmulShape &shape) {
  for (int64_t dimension : {shape.batches, shape.m, shape.n, shape.k})
    operands.push_back(lowering.constantInt(dimension, 64));
}

LogicalResult lowerMmaF(KernelLowering &lowering, Operation *op) {
  auto mma = cast<MmaFOp>(op);
  if (lowerProductChainStep(lowering, op))
    return success();
  MatmulShape shape = getMatmulShape(mma.getLhs(), mma.getRhs());
  FloatFormat input = getFormat(mma.getLhs());
  FloatFormat accumulator = getFormat(mma.getAcc());
  SmallVector<Value> operands{lowering.getBlockContext()};
  SmallVector<Value> tiles =
      getTileAddresses(lowering, op, mma.getLhs(), mma.getRhs(), mma.getAcc(), mma.getResult());
  int64_t inputElements = shape.m * shape.k + shape.k * shape.n;
  StringRef helper;
  switch (accumulator) {
  case FloatFormat::F64:
    helper = "tilec_rt_mmaf_f64";
    llvm::append_range(operands, tiles);
    break;
  case FloatFormat::F32: {
    // bf16 products with hardware accumulation may run on AMX (same operands; b transposed
    // where the lowering left out its permute, and then room to transpose it back).
    bool hardware =
        input == FloatFormat::BF16 && lowering.getMmafAccumulation() == MmafAccumulation::Hardware;
    Operation *rhsDefinition = mma.getRhs().getDefiningOp();
    bool transposedRhs =
        hardware && rhsDefinition && isTransposedRhsOfHardwareMatmul(lowering, rhsDefinition);
    helper = transposedRhs ? "tilec_rt_mmaf_bf16_hardware_bt"
             : hardware    ? "tilec_rt_mmaf_bf16_hardware"
                           : "tilec_rt_mmaf_f32";
    operands.push_back(lowering.constantInt(static_cast<int32_t>(input), 32));
    appendLhsAndRest(lowering, operands, mma.getLhs(), tiles, shape);
    int64_t workspace = input == FloatFormat::F32 ? 0 : 4 * inputElements;
    if (transposedRhs)
      workspace += runtime::roundUpToCacheLine(2 * shape.k * shape.n);
    operands.push_back(getWorkspace(lowering, workspace));
    break;
  }
  default:
    helper = "tilec_rt_mmaf_f16";
    operands.push_back(lowering.constantInt(static_cast<int32_t>(input), 32));
    llvm::append_range(operands, tiles);
    operands.push_back(getWorkspace(lowering, 4 * (inputElements + shape.m * shape.n)));
    break;
  }
  appendShape(lowering, operands, shape);
  lowering.callRuntime(helper, {}, operands);
  return success();
}

LogicalResult lowerMmaI(KernelLowering &lowering, Operation *op) {
  auto mma = cast<MmaIOp>(op);
  if (lowerProductChainStep(lowering, op))
    return success();
  MatmulShape shape = getMatmulShape(mma.getLhs(), mma.getRhs());
  SmallVector<Value> operands{
      lowering.getBlockContext(),
      lowering.constantInt(mma.getSignednessLhs() == Signedness::Signed, 32),
      lowering.constantInt(mma.getSignednessRhs() == Signedness::Signed, 32)};
  appendLhsAndRest(lowering, operands, mma.getLhs(),
                   getTileAddresses(lowering, op, mma.getLhs(), mma.getRhs(), mma.getAcc(),
                                    mma.getResult()),
                   shape);
  operands.push_back(
      getWorkspace(lowering, runtime::getMatmulI8WorkspaceBytes(shape.m, shape.n, shape.k)));
  appendShape(lowering, operands, shape);
  lowering.callRuntime("tilec_rt_mmai", {}, operands);
  return success();
}

LogicalResult lowerMmaFScaled(KernelLowering &lowering, Operation *op) {
  auto mma = cast<MmaFScaledOp>(op);
  MatmulShape shape = getMatmulShape(mma.getLhs(), mma.getRhs());
  ArrayRef<int64_t> lhsScaleShape = cast<TileType>(mma.getLhsScale().getType()).getShape();
  SmallVector<Value> operands{
      lowering.getBlockContext(),
      lowering.constantInt(static_cast<int32_t>(getFormat(mma.getLhs())), 32),
      lowering.constantInt(static_cast<int32_t>(getFormat(mma.getLhsScale())), 32)};
  llvm::append_range(operands, getTileAddresses(lowering, op, mma.getLhs(), mma.getRhs(),
                                                mma.getAcc(), mma.getResult()));
  operands.push_back(lowering.getAddress(lowering.get(mma.getLhsScale())));
  operands.push_back(lowering.getAddress(lowering.get(mma.getRhsScale())));
  operands.push_back(
      getWorkspace(lowering, 8 * (shape.m * shape.k + shape.k * shape.n)));
  appendShape(lowering, operands, shape);
  operands.push_back(lowering.constantInt(lhsScaleShape.back(), 64));
  lowering.callRuntime("tilec_rt_mmaf_scaled", {}, operands);
  return success();
}

} // namespace

bool isTransposedRhsOfHardwareMatmul(const KernelLowering &lowering, Operation *op) {
  auto permute = dyn_cast<PermuteOp>(op);
  if (!permute || lowering.getMmafAccumulation() != MmafAccumulation::Hardware ||
      !permute.getResult().hasOneUse())
    return false;
  auto sourceType = cast<TileType>(permute.getSource().getType());
  if (sourceType.getRank() != 2 || !sourceType.getElementType().isBF16() ||
      permute.getPermutation()[0] != 1)
    return false;
  OpOperand &use = *permute.getResult().use_begin();
  auto mma = dyn_cast<MmaFOp>(use.getOwner());
  if (!mma || use.getOperandNumber() != 1 || lowering.productChains.count(mma) ||
      !cast<TileType>(mma.getAcc().getType()).getElementType().isF32())
    return false;
  // The source's buffer is read at the product instead: it may lie in the tensor it was loaded
  // from (isReadInPlaceByTileOps), so nothing between may write memory.
  if (mma->getBlock() != permute->getBlock() || !permute->isBeforeInBlock(mma) ||
      !onlyReadsMemoryBetween(permute, mma))
    return false;
  MatmulShape shape = getMatmulShape(mma.getLhs(), mma.getRhs());
  return runtime::fitsAmxBf16Tiles(shape.m, shape.n, shape.k);
}

void registerMatmulLowerings(LoweringRegistry &registry) {
  registry.add<MmaFOp>(lowerMmaF);
  registry.add<MmaIOp>(lowerMmaI);
  registry.add<MmaFScaledOp>(lowerMmaFScaled);
}

} // namespace tilec::cpu
