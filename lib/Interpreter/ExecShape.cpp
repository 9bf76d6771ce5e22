//===- ExecShape.cpp - semantics of the core and shape operations ---------===//
//
// tile-ir-ops.md §3.1: constants, globals, index generators, the grid queries, the operations
// that move elements without computing (broadcast, reshape, permute, cat, extract, select, pack,
// unpack) and pointer `offset`.
//
//===----------------------------------------------------------------------===//
#include "tilec/Interpreter/LiteralValue.h"
#include "OpHandlers.h"
#include "ShapeGlobals.h"

#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/ValueFormat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

/// Row-major strides of `shape`, in elements.
SmallVector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  return strides;
}

/// The tile of shape `resultShape` whose element i0..in-1 is source element
/// `base + sum(i[k] * strides[k])`. broadcast (stride 0 on size-1 dimensions), permute (permuted
/// strides) and extract (a base at the slice) are all such affine gathers.
TileValue gatherAffine(const TileValue &source, ArrayRef<int64_t> resultShape, int64_t base,
                       ArrayRef<int64_t> strides) {
  TileValue result(source.elementType, resultShape);
  SmallVector<int64_t> index(resultShape.size(), 0);
  int64_t offset = base;
  for (uint64_t &element : result.elements) {
    element = source.elements[offset];
    // Odometer step: bump the innermost dimension, carrying into outer ones.
    for (int64_t dim = static_cast<int64_t>(index.size()) - 1; dim >= 0; --dim) {
      offset += strides[dim];
      if (++index[dim] < resultShape[dim])
        break;
      offset -= strides[dim] * resultShape[dim];
      index[dim] = 0;
    }
  }
  return result;
}

/// The type of the (first) result.
TileType getResultTileType(Operation *op) { return cast<TileType>(op->getResult(0).getType()); }

//===----------------------------------------------------------------------===//
// Constants and globals
//===----------------------------------------------------------------------===//

LogicalResult executeConstant(BlockExecutor &executor, Operation *op) {
  auto constant = cast<ConstantOp>(op);
  executor.set(constant.getResult(), getLiteralTile(constant.getValue()));
  return success();
}

LogicalResult executeGetGlobal(BlockExecutor &executor, Operation *op) {
  auto getGlobal = cast<GetGlobalOp>(op);
  auto global = SymbolTable::lookupNearestSymbolFrom<GlobalOp>(op, getGlobal.getNameAttr());
  std::optional<uint64_t> address = getGlobalAddress(executor.getInterpreter(), global);
  if (!address)
    return executor.fail(op, "get_global: cannot provide storage for global @" +
                                 global.getSymName() + " (the interpreter's allocas and globals "
                                 "hold at most " +
                                 Twine(Interpreter::kMaxStorageBytes >> 30) + " GiB at once)");
  executor.set(getGlobal.getResult(),
               TileValue::scalar(getResultTileType(op).getElementType(), *address));
  return success();
}

//===----------------------------------------------------------------------===//
// Index generators and grid queries
//===----------------------------------------------------------------------===//

LogicalResult executeIota(BlockExecutor &executor, Operation *op) {
  TileType type = getResultTileType(op);
  TileValue result(type.getElementType(), type.getShape());
  // The verifier bounds N by 2^width, so every i fits when read unsigned.
  for (auto [index, element] : llvm::enumerate(result.elements))
    element = index;
  executor.set(op->getResult(0), std::move(result));
  return success();
}

/// Binds the three `tile<i32>` results of a grid query to `values`.
LogicalResult setGridResults(BlockExecutor &executor, Operation *op,
                             std::array<int64_t, 3> values) {
  Type i32 = getResultTileType(op).getElementType();
  for (auto [result, value] : llvm::zip(op->getResults(), values))
    executor.set(result, TileValue::scalar(i32, truncateBits(value, 32)));
  return success();
}

LogicalResult executeGetTileBlockId(BlockExecutor &executor, Operation *op) {
  return setGridResults(executor, op, executor.getBlockId());
}

LogicalResult executeGetNumTileBlocks(BlockExecutor &executor, Operation *op) {
  return setGridResults(executor, op, executor.getOptions().grid);
}

//===----------------------------------------------------------------------===//
// Element movement
//===----------------------------------------------------------------------===//

LogicalResult executeBroadcast(BlockExecutor &executor, Operation *op) {
  const TileValue &source = executor.getTile(op->getOperand(0));
  SmallVector<int64_t> strides = getRowMajorStrides(source.shape);
  // A size-1 source dimension repeats its single entry along the result dimension.
  for (auto [stride, extent] : llvm::zip(strides, source.shape))
    if (extent == 1)
      stride = 0;
  executor.set(op->getResult(0),
               gatherAffine(source, getResultTileType(op).getShape(), 0, strides));
  return success();
}

LogicalResult executeReshape(BlockExecutor &executor, Operation *op) {
  // Row-major linearisation is the storage order of TileValue: only the shape changes.
  TileValue result = executor.getTile(op->getOperand(0));
  result.shape.assign(getResultTileType(op).getShape().begin(),
                      getResultTileType(op).getShape().end());
  executor.set(op->getResult(0), std::move(result));
  return success();
}

LogicalResult executePermute(BlockExecutor &executor, Operation *op) {
  auto permute = cast<PermuteOp>(op);
  const TileValue &source = executor.getTile(permute.getSource());
  SmallVector<int64_t> sourceStrides = getRowMajorStrides(source.shape);
  // r[i] = x[j] with j[p[k]] = i[k]: result dimension k walks source dimension p[k].
  SmallVector<int64_t> strides;
  for (int32_t sourceDim : permute.getPermutation())
    strides.push_back(sourceStrides[sourceDim]);
  executor.set(permute.getResult(),
               gatherAffine(source, getResultTileType(op).getShape(), 0, strides));
  return success();
}

LogicalResult executeCat(BlockExecutor &executor, Operation *op) {
  auto cat = cast<CatOp>(op);
  const TileValue &lhs = executor.getTile(cat.getLhs());
  const TileValue &rhs = executor.getTile(cat.getRhs());
  int64_t dim = cat.getDim();
  // Row-major, the dimensions before `dim` count blocks in which all of a's block precedes all
  // of b's block.
  int64_t blocks = 1;
  for (int64_t extent : ArrayRef(lhs.shape).take_front(dim))
    blocks *= extent;
  int64_t lhsBlock = lhs.getNumElements() / blocks, rhsBlock = rhs.getNumElements() / blocks;
  TileValue result(lhs.elementType, getResultTileType(op).getShape());
  auto out = result.elements.begin();
  for (int64_t block = 0; block < blocks; ++block) {
    out = std::copy_n(lhs.elements.begin() + block * lhsBlock, lhsBlock, out);
    out = std::copy_n(rhs.elements.begin() + block * rhsBlock, rhsBlock, out);
  }
  executor.set(cat.getResult(), std::move(result));
  return success();
}

LogicalResult executeExtract(BlockExecutor &executor, Operation *op) {
  auto extract = cast<ExtractOp>(op);
  const TileValue &source = executor.getTile(extract.getSource());
  ArrayRef<int64_t> resultShape = getResultTileType(op).getShape();
  SmallVector<int64_t> strides = getRowMajorStrides(source.shape);
  int64_t base = 0;
  for (auto [dim, indexValue] : llvm::enumerate(extract.getIndices())) {
    // Indices count slices of the result's size and read unsigned (§3.1).
    int64_t slice = executor.getTile(indexValue).elements[0];
    int64_t slices = source.shape[dim] / resultShape[dim];
    if (slice >= slices) {
      if (executor.getOptions().checked)
        return executor.fail(op, "extract: index " + Twine(slice) + " in dimension " +
                                     Twine(dim) + " selects a slice that does not exist (" +
                                     Twine(slices) + " slices of size " +
                                     Twine(resultShape[dim]) + ")");
      // Unchecked: undefined behaviour; take the slice the index wraps around to.
      slice %= slices;
    }
    base += slice * resultShape[dim] * strides[dim];
  }
  executor.set(extract.getResult(), gatherAffine(source, resultShape, base, strides));
  return success();
}

/// insert (13.4): the destination with the subtile selected by the indices replaced by the
/// source. Indices count subtiles of the source's shape and read unsigned, as for extract; one
/// selecting a subtile that does not exist is undefined behaviour (checked: an error;
/// unchecked: the subtile the index wraps around to, as extract does).
LogicalResult executeInsert(BlockExecutor &executor, Operation *op) {
  auto insert = cast<InsertOp>(op);
  const TileValue &source = executor.getTile(insert.getSource());
  TileValue result = executor.getTile(insert.getDestination());
  SmallVector<int64_t> strides = getRowMajorStrides(result.shape);
  int64_t base = 0;
  for (auto [dim, indexValue] : llvm::enumerate(insert.getIndices())) {
    uint64_t subtile = executor.getTile(indexValue).elements[0];
    int64_t subtiles = result.shape[dim] / source.shape[dim];
    if (subtile >= static_cast<uint64_t>(subtiles)) {
      if (executor.getOptions().checked)
        return executor.fail(op, "insert: index " + Twine(subtile) + " in dimension " +
                                     Twine(dim) + " selects a subtile that does not exist (" +
                                     Twine(subtiles) + " subtiles of size " +
                                     Twine(source.shape[dim]) + ")");
      subtile %= subtiles;
    }
    base += static_cast<int64_t>(subtile) * source.shape[dim] * strides[dim];
  }
  // The source's elements in row-major order, each to its place in the destination.
  SmallVector<int64_t> position(source.shape.size(), 0);
  for (uint64_t element : source.elements) {
    int64_t offset = base;
    for (auto [p, stride] : llvm::zip(position, strides))
      offset += p * stride;
    result.elements[offset] = element;
    for (int64_t dim = static_cast<int64_t>(position.size()) - 1; dim >= 0; --dim) {
      if (++position[dim] < source.shape[dim])
        break;
      position[dim] = 0;
    }
  }
  executor.set(insert.getResult(), std::move(result));
  return success();
}

LogicalResult executeSelect(BlockExecutor &executor, Operation *op) {
  auto select = cast<SelectOp>(op);
  const TileValue &condition = executor.getTile(select.getCond());
  const TileValue &onTrue = executor.getTile(select.getValIfTrue());
  const TileValue &onFalse = executor.getTile(select.getValIfFalse());
  TileValue result(onTrue.elementType, onTrue.shape);
  for (auto [chosen, bit, a, b] :
       llvm::zip(result.elements, condition.elements, onTrue.elements, onFalse.elements))
    chosen = bit ? a : b;
  executor.set(select.getResult(), std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// pack / unpack
//===----------------------------------------------------------------------===//

/// Bits of one element in the byte stream of pack/unpack: i1 one bit, tf32 its whole 32-bit
/// container (§2.4), every other type its width.
unsigned getPackedWidth(Type elementType) {
  return isa<FloatTF32Type>(elementType) ? 32 : getElementBitWidth(elementType);
}

/// Element i occupies stream bits [i*w, (i+1)*w); stream bit k is bit k%8 of byte k/8, so the
/// first element lies in the lowest bits of the first byte (little-endian, as in memory).
LogicalResult executePack(BlockExecutor &executor, Operation *op) {
  const TileValue &source = executor.getTile(op->getOperand(0));
  unsigned width = getPackedWidth(source.elementType);
  TileType type = getResultTileType(op);
  TileValue result(type.getElementType(), type.getShape());
  for (auto [index, element] : llvm::enumerate(source.elements)) {
    uint64_t bits = truncateBits(element, width);
    uint64_t position = index * width;
    for (unsigned done = 0; done < width;) {
      unsigned shift = (position + done) % 8;
      unsigned take = std::min(8 - shift, width - done);
      result.elements[(position + done) / 8] |= truncateBits(bits >> done, take) << shift;
      done += take;
    }
  }
  executor.set(op->getResult(0), std::move(result));
  return success();
}

/// The inverse of pack. A tf32 element reads its 32-bit container like a load does: the low 13
/// bits carry no information and become zero (§2.1 [U]: ignore them on use, write them as
/// zero), so every tf32 tile value has them clear and pack writes them as zero. For every other
/// type pack(unpack(b)) == b bit for bit.
LogicalResult executeUnpack(BlockExecutor &executor, Operation *op) {
  const TileValue &source = executor.getTile(op->getOperand(0));
  TileType type = getResultTileType(op);
  unsigned width = getPackedWidth(type.getElementType());
  uint64_t keptBits = isa<FloatTF32Type>(type.getElementType()) ? ~uint64_t(0x1FFF) : ~uint64_t(0);
  TileValue result(type.getElementType(), type.getShape());
  for (auto [index, element] : llvm::enumerate(result.elements)) {
    uint64_t position = index * width;
    for (unsigned done = 0; done < width;) {
      unsigned shift = (position + done) % 8;
      unsigned take = std::min(8 - shift, width - done);
      element |= truncateBits(source.elements[(position + done) / 8] >> shift, take) << done;
      done += take;
    }
    element &= keptBits;
  }
  executor.set(op->getResult(0), std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// offset
//===----------------------------------------------------------------------===//

LogicalResult executeOffset(BlockExecutor &executor, Operation *op) {
  auto offsetOp = cast<OffsetOp>(op);
  const TileValue &pointers = executor.getTile(offsetOp.getPtr());
  const TileValue &offsets = executor.getTile(offsetOp.getOffset());
  Type pointee = cast<PointerType>(pointers.elementType).getPointeeType();
  unsigned offsetWidth = getIntegerWidth(offsets.elementType);
  // Pointers are byte addresses; an f4E2M1FN element is half a byte, so only even element
  // offsets land on an address (§2.4 [U]: reject odd ones).
  bool halfBytes = isSubByteElementType(pointee);
  int64_t elementBytes = getElementStorageBits(pointee) / 8;
  TileValue result(pointers.elementType, pointers.shape);
  for (auto [index, address, offset, moved] :
       llvm::enumerate(pointers.elements, offsets.elements, result.elements)) {
    // The offset is signed: an i1 `true` is -1.
    int64_t elements = signExtend(offset, offsetWidth);
    if (halfBytes && elements % 2 != 0 && executor.getOptions().checked)
      return executor.fail(op, "offset: odd element offset " + Twine(elements) +
                                   " into packed f4E2M1FN memory at element " +
                                   formatIndex(pointers.delinearize(index)) +
                                   " does not address a byte");
    // A product that overflows signed or a sum that leaves [0, 2^64) only makes the result
    // undefined (§1.5), which is no error: such a pointer may sit in a masked-off lane and never
    // be used, and any access through it is checked like every other. The result is the sum
    // modulo 2^64, as address arithmetic wraps in hardware (an odd f4 offset, unchecked, rounds
    // down to whole bytes).
    uint64_t bytes = halfBytes ? static_cast<uint64_t>(elements >> 1)
                               : static_cast<uint64_t>(elements) * elementBytes;
    moved = address + bytes;
  }
  executor.set(offsetOp.getResult(), std::move(result));
  return success();
}

} // namespace

void registerShapeHandlers(HandlerRegistry &registry) {
  registry.add<ConstantOp>(executeConstant);
  registry.add<GetGlobalOp>(executeGetGlobal);
  registry.add<IotaOp>(executeIota);
  registry.add<GetTileBlockIdOp>(executeGetTileBlockId);
  registry.add<GetNumTileBlocksOp>(executeGetNumTileBlocks);
  registry.add<BroadcastOp>(executeBroadcast);
  registry.add<ReshapeOp>(executeReshape);
  registry.add<PermuteOp>(executePermute);
  registry.add<CatOp>(executeCat);
  registry.add<ExtractOp>(executeExtract);
  registry.add<InsertOp>(executeInsert);
  registry.add<SelectOp>(executeSelect);
  registry.add<PackOp>(executePack);
  registry.add<UnpackOp>(executeUnpack);
  registry.add<OffsetOp>(executeOffset);
}

} // namespace tilec::interp
