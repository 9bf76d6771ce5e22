//===- ShapeToCPU.cpp - lowering of the core and shape operations ---------===//
//
// constant, iota, grid queries, broadcast, reshape, permute, cat, extract, select, offset,
// pack, unpack (tile-ir-ops.md §3.1). Shape ops compute the source element of each result
// element from static shapes, so they are plain loops over buffers: broadcast, permute and
// extract are affine gathers (nested loops whose source index is base + sum(i[d] * stride[d])),
// reshape reuses its source's buffer (row-major order is unchanged). Semantics are the
// interpreter's (lib/Interpreter/ExecShape.cpp); the two run-time errors (an extract index past
// the last slice, an odd offset into f4E2M1FN memory) are reported by helpers in
// MiscRuntime.cpp, which return in unchecked mode so that the code goes on with the
// interpreter's unchecked value.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/LiteralValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

/// An SSA constant of `storageType` holding the element encoding `bits`.
Value createStorageConstant(KernelLowering &lowering, Type storageType, uint64_t bits) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  if (auto floatType = dyn_cast<FloatType>(storageType)) {
    llvm::APInt raw(floatType.getWidth(), bits);
    return arith::ConstantOp::create(
        builder, loc, FloatAttr::get(floatType, llvm::APFloat(floatType.getFloatSemantics(), raw)));
  }
  unsigned width = storageType.getIntOrFloatBitWidth();
  return arith::ConstantOp::create(
      builder, loc, IntegerAttr::get(storageType, llvm::APInt(width, bits, /*isSigned=*/false,
                                                              /*implicitTrunc=*/true)));
}

namespace {

LogicalResult lowerConstant(KernelLowering &lowering, Operation *op) {
  auto constant = cast<ConstantOp>(op);
  auto type = cast<TileType>(constant.getResult().getType());
  interp::TileValue literal = interp::getLiteralTile(constant.getValue());
  Type storageType = lowering.getStorageType(type.getElementType());
  if (type.getRank() == 0) {
    lowering.set(constant.getResult(),
                 createStorageConstant(lowering, storageType, literal.elements[0]));
    return success();
  }
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value buffer = lowering.allocateTile(type);
  bool splat = llvm::all_equal(literal.elements);
  if (splat) {
    // Elementwise users read the one value as a scalar; the buffer is only filled for other
    // readers (KernelLowering::setSplat).
    Value element = createStorageConstant(lowering, storageType, literal.elements[0]);
    scf::ForOp fill = lowering.emitLoop(type.getNumElements(), [&](Value index) {
      memref::StoreOp::create(builder, loc, element, buffer, index);
    });
    lowering.setSplat(constant.getResult(), element, buffer, fill);
  } else {
    int64_t bytes = KernelLowering::getStorageBytes(type.getElementType());
    std::string data(literal.elements.size() * bytes, '\0');
    for (auto [index, bits] : llvm::enumerate(literal.elements))
      std::memcpy(&data[index * bytes], &bits, bytes); // the low bytes, little-endian
    auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
    Value source =
        LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getConstantBytes(data));
    Value destination =
        LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getAddress(buffer));
    LLVM::MemcpyOp::create(builder, loc, destination, source,
                           lowering.constantInt(data.size(), 64), /*isVolatile=*/false);
  }
  lowering.set(constant.getResult(), buffer);
  return success();
}

template <unsigned First>
LogicalResult lowerGridQuery(KernelLowering &lowering, Operation *op) {
  for (unsigned axis = 0; axis < 3; ++axis)
    lowering.set(op->getResult(axis), lowering.getBlockCoordinate(First + axis));
  return success();
}

//===----------------------------------------------------------------------===//
// Index generators
//===----------------------------------------------------------------------===//

LogicalResult lowerIota(KernelLowering &lowering, Operation *op) {
  auto type = cast<TileType>(op->getResult(0).getType());
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Type storageType = lowering.getStorageType(type.getElementType());
  Value buffer = lowering.allocateTile(type);
  // The verifier bounds N by 2^width, so truncating the index loses nothing. Element i is
  // computed in iteration i, as an elementwise op's: the loop fuses with the elementwise ops
  // around it, and readers in the fused loop take the index itself (ElementwiseFusion.cpp).
  scf::ForOp loop = lowering.emitLoop(type.getNumElements(), [&](Value index) {
    Value element = arith::IndexCastUIOp::create(builder, loc, storageType, index);
    memref::StoreOp::create(builder, loc, element, buffer, index);
  });
  loop->setAttr(kElementwiseLoopAttr, builder.getUnitAttr());
  lowering.set(op->getResult(0), buffer);
  return success();
}

//===----------------------------------------------------------------------===//
// Element movement
//===----------------------------------------------------------------------===//

/// Row-major strides of `shape`, in elements.
SmallVector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  return strides;
}

/// Emits loops over every index of `shape` (outermost dimension first) and calls `body` with the
/// induction variables in the innermost one; returns the outermost loop (null for rank 0).
Operation *emitNestedLoops(KernelLowering &lowering, ArrayRef<int64_t> shape,
                           llvm::function_ref<void(ArrayRef<Value>)> body,
                           SmallVector<Value> &indices) {
  if (indices.size() == shape.size()) {
    body(indices);
    return nullptr;
  }
  return lowering.emitLoop(shape[indices.size()], [&](Value index) {
    indices.push_back(index);
    emitNestedLoops(lowering, shape, body, indices);
    indices.pop_back();
  });
}

/// `base + sum(indices[d] * strides[d])` in index arithmetic.
Value emitAffineIndex(KernelLowering &lowering, Value base, ArrayRef<Value> indices,
                      ArrayRef<int64_t> strides) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value sum = base;
  for (auto [index, stride] : llvm::zip_equal(indices, strides)) {
    if (stride == 0)
      continue;
    Value term = stride == 1 ? index
                             : arith::MulIOp::create(builder, loc, index,
                                                     lowering.constantIndex(stride));
    sum = sum ? arith::AddIOp::create(builder, loc, sum, term) : term;
  }
  return sum ? sum : lowering.constantIndex(0);
}

/// Defines `result` as the gather of `source` with source element `base + sum(i[d] *
/// strides[d])` for result element i (ExecShape.cpp's gatherAffine). `base` may be null (0).
/// Returns the loop nest.
Operation *emitAffineGather(KernelLowering &lowering, Value result, Value source, Value base,
                            ArrayRef<int64_t> strides) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto type = cast<TileType>(result.getType());
  Value sourceBuffer = lowering.get(source);
  Value buffer = lowering.allocateTile(type);
  SmallVector<int64_t> resultStrides = getRowMajorStrides(type.getShape());
  SmallVector<Value> indices;
  Operation *nest = emitNestedLoops(
      lowering, type.getShape(),
      [&](ArrayRef<Value> index) {
        Value from = emitAffineIndex(lowering, base, index, strides);
        Value to = emitAffineIndex(lowering, Value(), index, resultStrides);
        Value element = memref::LoadOp::create(builder, loc, sourceBuffer, from);
        memref::StoreOp::create(builder, loc, element, buffer, to);
      },
      indices);
  lowering.set(result, buffer);
  return nest;
}

/// Where a broadcast lets elementwise ops read its source directly (setBroadcastRead): its
/// repeated dimensions (source extent 1) all follow the others, so that result element i is
/// source element i / (their product), or all precede them (element i % the others' product).
/// Only where that product fills a vector register of f32 (16) or more: then the strips of
/// stripMineBroadcastReads run at vector width.
std::optional<KernelLowering::BroadcastRead> getBroadcastRead(TileType sourceType,
                                                              TileType resultType) {
  constexpr int64_t kMinimumStrip = 16;
  ArrayRef<int64_t> from = sourceType.getShape(), to = resultType.getShape();
  int64_t rank = sourceType.getRank();
  // The first dimension from which the source has extent 1 throughout (rows), and from which it
  // matches the result throughout (whole).
  int64_t repeatedSuffix = rank, matchingSuffix = rank;
  while (repeatedSuffix > 0 && from[repeatedSuffix - 1] == 1)
    --repeatedSuffix;
  while (matchingSuffix > 0 && from[matchingSuffix - 1] == to[matchingSuffix - 1])
    --matchingSuffix;
  auto product = [&](int64_t first) {
    int64_t elements = 1;
    for (int64_t dim = first; dim < rank; ++dim)
      elements *= to[dim];
    return elements;
  };
  if (llvm::equal(from.take_front(repeatedSuffix), to.take_front(repeatedSuffix)) &&
      product(repeatedSuffix) >= kMinimumStrip)
    return KernelLowering::BroadcastRead{Value(), product(repeatedSuffix), /*repeatsRows=*/true};
  if (llvm::all_of(from.take_front(matchingSuffix), [](int64_t extent) { return extent == 1; }) &&
      product(matchingSuffix) >= kMinimumStrip)
    return KernelLowering::BroadcastRead{Value(), product(matchingSuffix), /*repeatsRows=*/false};
  return std::nullopt;
}

LogicalResult lowerBroadcast(KernelLowering &lowering, Operation *op) {
  Value source = op->getOperand(0);
  auto sourceType = cast<TileType>(source.getType());
  auto resultType = cast<TileType>(op->getResult(0).getType());
  // Same rank (verifier): an unchanged shape, rank 0 included, is the source itself.
  if (sourceType.getShape() == resultType.getShape()) {
    lowering.set(op->getResult(0), lowering.get(source));
    return success();
  }
  if (sourceType.getNumElements() == 1) {
    // One element everywhere: elementwise users read it as a scalar, and the buffer is only
    // filled for other readers (KernelLowering::setSplat).
    OpBuilder &builder = lowering.getBuilder();
    Location loc = lowering.getLoc();
    Value element = memref::LoadOp::create(builder, loc, lowering.get(source),
                                           ValueRange{lowering.constantIndex(0)});
    Value buffer = lowering.allocateTile(resultType);
    scf::ForOp fill = lowering.emitLoop(resultType.getNumElements(), [&](Value index) {
      memref::StoreOp::create(builder, loc, element, buffer, index);
    });
    lowering.set(op->getResult(0), buffer);
    lowering.setSplat(op->getResult(0), element, buffer, fill);
    return success();
  }
  SmallVector<int64_t> strides = getRowMajorStrides(sourceType.getShape());
  // A size-1 source dimension repeats its single entry along the result dimension.
  for (auto [stride, extent] : llvm::zip(strides, sourceType.getShape()))
    if (extent == 1)
      stride = 0;
  Operation *fill = emitAffineGather(lowering, op->getResult(0), source, Value(), strides);
  if (std::optional<KernelLowering::BroadcastRead> read =
          getBroadcastRead(sourceType, resultType)) {
    read->source = lowering.get(source);
    lowering.setBroadcastRead(op->getResult(0), *read, lowering.get(op->getResult(0)), fill);
  }
  return success();
}

/// Row-major order is the storage order, so only rank 0 (a scalar) needs a conversion.
LogicalResult lowerReshape(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value source = lowering.get(op->getOperand(0));
  auto sourceType = cast<TileType>(op->getOperand(0).getType());
  auto resultType = cast<TileType>(op->getResult(0).getType());
  Value result = source;
  if (sourceType.getRank() == 0 && resultType.getRank() != 0) {
    result = lowering.allocateTile(resultType);
    memref::StoreOp::create(builder, loc, source, result, ValueRange{lowering.constantIndex(0)});
  } else if (sourceType.getRank() != 0 && resultType.getRank() == 0) {
    result = memref::LoadOp::create(builder, loc, source, ValueRange{lowering.constantIndex(0)});
  }
  lowering.set(op->getResult(0), result);
  return success();
}

/// A permute that only swaps the last two dimensions transposes each matrix they hold; beyond
/// the tiles kept in registers, tilec_rt_transpose does it in 8×8 blocks (lib/Runtime/Cpu/
/// Transpose.h) instead of a strided gather per element.
bool lowerAsTranspose(KernelLowering &lowering, PermuteOp permute) {
  auto sourceType = cast<TileType>(permute.getSource().getType());
  ArrayRef<int32_t> permutation = permute.getPermutation();
  int64_t rank = sourceType.getRank();
  if (rank < 2 || permutation[rank - 2] != rank - 1 || permutation[rank - 1] != rank - 2)
    return false;
  for (int64_t dim = 0; dim + 2 < rank; ++dim)
    if (permutation[dim] != dim)
      return false;
  int64_t bytes = KernelLowering::getStorageBytes(sourceType.getElementType());
  if ((bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8) ||
      sourceType.getNumElements() * bytes <= KernelLowering::kRegisterTileBytes)
    return false;
  ArrayRef<int64_t> shape = sourceType.getShape();
  int64_t rows = shape[rank - 2], columns = shape[rank - 1];
  Value result = lowering.allocateTile(cast<TileType>(permute.getResult().getType()));
  lowering.callRuntime("tilec_rt_transpose", {},
                       {lowering.getAddress(lowering.get(permute.getSource())),
                        lowering.getAddress(result),
                        lowering.constantInt(sourceType.getNumElements() / (rows * columns), 64),
                        lowering.constantInt(rows, 64), lowering.constantInt(columns, 64),
                        lowering.constantInt(bytes, 32)});
  lowering.set(permute.getResult(), result);
  return true;
}

LogicalResult lowerPermute(KernelLowering &lowering, Operation *op) {
  auto permute = cast<PermuteOp>(op);
  // The product packs its b from the untransposed tile (MatmulToCPU.cpp).
  if (isTransposedRhsOfHardwareMatmul(lowering, op)) {
    lowering.set(permute.getResult(), lowering.get(permute.getSource()));
    return success();
  }
  if (lowerAsTranspose(lowering, permute))
    return success();
  auto sourceType = cast<TileType>(permute.getSource().getType());
  SmallVector<int64_t> sourceStrides = getRowMajorStrides(sourceType.getShape());
  // r[i] = x[j] with j[p[k]] = i[k]: result dimension k walks source dimension p[k].
  SmallVector<int64_t> strides;
  for (int32_t sourceDim : permute.getPermutation())
    strides.push_back(sourceStrides[sourceDim]);
  emitAffineGather(lowering, permute.getResult(), permute.getSource(), Value(), strides);
  return success();
}

LogicalResult lowerCat(KernelLowering &lowering, Operation *op) {
  auto cat = cast<CatOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto lhsType = cast<TileType>(cat.getLhs().getType());
  auto rhsType = cast<TileType>(cat.getRhs().getType());
  auto resultType = cast<TileType>(cat.getResult().getType());
  // Row-major, the dimensions before `dim` count blocks in which all of lhs's block precedes
  // all of rhs's block.
  int64_t blocks = 1;
  for (int64_t extent : lhsType.getShape().take_front(cat.getDim()))
    blocks *= extent;
  int64_t lhsBlock = lhsType.getNumElements() / blocks;
  int64_t rhsBlock = rhsType.getNumElements() / blocks;
  Value buffer = lowering.allocateTile(resultType);
  lowering.emitLoop(blocks, [&](Value block) {
    Value resultStart = arith::MulIOp::create(builder, loc, block,
                                              lowering.constantIndex(lhsBlock + rhsBlock));
    for (auto [operand, size, offset] : {std::tuple{cat.getLhs(), lhsBlock, int64_t(0)},
                                         std::tuple{cat.getRhs(), rhsBlock, lhsBlock}}) {
      Value source = lowering.get(operand);
      Value sourceStart =
          arith::MulIOp::create(builder, loc, block, lowering.constantIndex(size));
      Value destinationStart =
          arith::AddIOp::create(builder, loc, resultStart, lowering.constantIndex(offset));
      lowering.emitLoop(size, [&](Value index) {
        Value from = arith::AddIOp::create(builder, loc, sourceStart, index);
        Value to = arith::AddIOp::create(builder, loc, destinationStart, index);
        Value element = memref::LoadOp::create(builder, loc, source, from);
        memref::StoreOp::create(builder, loc, element, buffer, to);
      });
    }
  });
  lowering.set(cat.getResult(), buffer);
  return success();
}

/// The offset, in the whole tile (row-major `strides`), of the subtile of shape `subtileShape`
/// that `indices` select, counting in subtiles and reading them unsigned (extract and insert).
/// An index past the last subtile calls `outOfRangeHelper` (an error in checked mode); unchecked,
/// the subtile it wraps around to is used, as in the interpreter.
Value emitSubtileOffset(KernelLowering &lowering, Operation *op, ValueRange indices,
                        ArrayRef<int64_t> wholeShape, ArrayRef<int64_t> subtileShape,
                        ArrayRef<int64_t> strides, StringRef outOfRangeHelper) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value base = lowering.constantIndex(0);
  for (auto [dim, indexValue] : llvm::enumerate(indices)) {
    int64_t size = subtileShape[dim];
    int64_t subtiles = wholeShape[dim] / size;
    Value subtile =
        arith::ExtUIOp::create(builder, loc, builder.getI64Type(), lowering.get(indexValue));
    Value count = lowering.constantInt(subtiles, 64);
    Value inRange =
        arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, subtile, count);
    Value outOfRange = arith::XOrIOp::create(builder, loc, inRange, lowering.constantInt(1, 1));
    scf::IfOp check = scf::IfOp::create(builder, loc, outOfRange);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(check.thenBlock());
      lowering.callRuntime(outOfRangeHelper, {},
                           {lowering.getBlockContext(), lowering.getLocationId(op), subtile,
                            lowering.constantInt(dim, 64), count, lowering.constantInt(size, 64)});
    }
    Value wrapped = arith::RemUIOp::create(builder, loc, subtile, count);
    subtile = arith::SelectOp::create(builder, loc, inRange, subtile, wrapped);
    Value offset = arith::IndexCastUIOp::create(builder, loc, builder.getIndexType(), subtile);
    offset =
        arith::MulIOp::create(builder, loc, offset, lowering.constantIndex(size * strides[dim]));
    base = arith::AddIOp::create(builder, loc, base, offset);
  }
  return base;
}

/// Indices count slices of the result's size and read unsigned (§3.1). An index past the last
/// slice is reported in checked mode; unchecked, the slice it wraps around to is taken.
LogicalResult lowerExtract(KernelLowering &lowering, Operation *op) {
  auto extract = cast<ExtractOp>(op);
  auto sourceType = cast<TileType>(extract.getSource().getType());
  auto resultType = cast<TileType>(extract.getResult().getType());
  if (resultType.getRank() == 0) {
    lowering.set(extract.getResult(), lowering.get(extract.getSource()));
    return success();
  }
  SmallVector<int64_t> strides = getRowMajorStrides(sourceType.getShape());
  Value base = emitSubtileOffset(lowering, op, extract.getIndices(), sourceType.getShape(),
                                 resultType.getShape(), strides, "tilec_rt_extract_out_of_range");
  emitAffineGather(lowering, extract.getResult(), extract.getSource(), base, strides);
  return success();
}

/// insert (13.4): a copy of the destination, then the source's elements written over the
/// subtile the indices select (counted in subtiles, read unsigned). An index past the last
/// subtile is reported in checked mode; unchecked, the subtile it wraps around to is written,
/// as the interpreter does.
LogicalResult lowerInsert(KernelLowering &lowering, Operation *op) {
  auto insert = cast<InsertOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto sourceType = cast<TileType>(insert.getSource().getType());
  auto resultType = cast<TileType>(insert.getResult().getType());
  if (resultType.getRank() == 0) {
    lowering.set(insert.getResult(), lowering.get(insert.getSource()));
    return success();
  }
  SmallVector<int64_t> strides = getRowMajorStrides(resultType.getShape());
  Value base = emitSubtileOffset(lowering, op, insert.getIndices(), resultType.getShape(),
                                 sourceType.getShape(), strides, "tilec_rt_insert_out_of_range");
  Value buffer = lowering.allocateTile(resultType);
  lowering.copyInto(buffer, lowering.get(insert.getDestination()), resultType);
  Value sourceBuffer = lowering.get(insert.getSource());
  SmallVector<int64_t> sourceStrides = getRowMajorStrides(sourceType.getShape());
  SmallVector<Value> indices;
  emitNestedLoops(
      lowering, sourceType.getShape(),
      [&](ArrayRef<Value> index) {
        Value from = emitAffineIndex(lowering, Value(), index, sourceStrides);
        Value to = emitAffineIndex(lowering, base, index, strides);
        Value element = memref::LoadOp::create(builder, loc, sourceBuffer, from);
        memref::StoreOp::create(builder, loc, element, buffer, to);
      },
      indices);
  lowering.set(insert.getResult(), buffer);
  return success();
}

LogicalResult lowerSelect(KernelLowering &lowering, Operation *op) {
  auto select = cast<SelectOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  lowering.emitElementwise(
      select.getResult(), {select.getCond(), select.getValIfTrue(), select.getValIfFalse()},
      [&](ValueRange elements) -> Value {
        return arith::SelectOp::create(builder, lowering.getLoc(), elements[0], elements[1],
                                       elements[2]);
      });
  return success();
}

//===----------------------------------------------------------------------===//
// pack / unpack
//===----------------------------------------------------------------------===//

/// Bits of one element in the byte stream of pack/unpack: i1 one bit, tf32 its whole 32-bit
/// container, every other type its width (the verifier excludes 8).
unsigned getPackedWidth(Type elementType) {
  return isa<FloatTF32Type>(elementType) ? 32 : getElementBitWidth(elementType);
}

/// Copies the bytes of one buffer into another of the same byte size.
void emitByteCopy(KernelLowering &lowering, Value destination, Value source, int64_t bytes) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
  Value to = LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getAddress(destination));
  Value from = LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.getAddress(source));
  LLVM::MemcpyOp::create(builder, loc, to, from, lowering.constantInt(bytes, 64),
                         /*isVolatile=*/false);
}

/// Element i occupies stream bits [i*w, (i+1)*w); stream bit k is bit k%8 of byte k/8. Whole-byte
/// widths are the elements' little-endian storage; 1- and 4-bit elements (i1, i4, f4E2M1FN; a
/// sub-byte element is kept in the low bits of its storage) fill a byte 8 or 2 at a time.
LogicalResult lowerPack(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value source = lowering.get(op->getOperand(0));
  auto sourceType = cast<TileType>(op->getOperand(0).getType());
  auto resultType = cast<TileType>(op->getResult(0).getType());
  unsigned width = getPackedWidth(sourceType.getElementType());
  Value buffer = lowering.allocateTile(resultType);
  if (width % 8 == 0) {
    emitByteCopy(lowering, buffer, source, resultType.getNumElements());
  } else {
    unsigned perByte = 8 / width;
    Type i8 = builder.getI8Type();
    Value mask = lowering.constantInt((1 << width) - 1, 8);
    lowering.emitLoop(resultType.getNumElements(), [&](Value byteIndex) {
      Value first = arith::MulIOp::create(builder, loc, byteIndex,
                                          lowering.constantIndex(perByte));
      Value byte = lowering.constantInt(0, 8);
      for (unsigned part = 0; part < perByte; ++part) {
        Value index = arith::AddIOp::create(builder, loc, first, lowering.constantIndex(part));
        Value element = memref::LoadOp::create(builder, loc, source, index);
        if (element.getType() != i8)
          element = arith::ExtUIOp::create(builder, loc, i8, element);
        element = arith::AndIOp::create(builder, loc, element, mask);
        if (part != 0)
          element = arith::ShLIOp::create(builder, loc, element,
                                          lowering.constantInt(part * width, 8));
        byte = arith::OrIOp::create(builder, loc, byte, element);
      }
      memref::StoreOp::create(builder, loc, byte, buffer, byteIndex);
    });
  }
  lowering.set(op->getResult(0), buffer);
  return success();
}

/// The inverse of pack. A tf32 element's low 13 bits carry no information and become zero, as
/// when the interpreter unpacks (ExecShape.cpp).
LogicalResult lowerUnpack(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value source = lowering.get(op->getOperand(0));
  auto sourceType = cast<TileType>(op->getOperand(0).getType());
  auto resultType = cast<TileType>(op->getResult(0).getType());
  Type elementType = resultType.getElementType();
  unsigned width = getPackedWidth(elementType);
  Type storageType = lowering.getStorageType(elementType);
  Value buffer = lowering.allocateTile(resultType);
  if (width % 8 == 0) {
    emitByteCopy(lowering, buffer, source, sourceType.getNumElements());
    if (isa<FloatTF32Type>(elementType)) {
      Type i32 = builder.getI32Type();
      Value mask = lowering.constantInt(~int64_t(0x1FFF), 32);
      lowering.emitLoop(resultType.getNumElements(), [&](Value index) {
        Value element = memref::LoadOp::create(builder, loc, buffer, index);
        Value bits = arith::BitcastOp::create(builder, loc, i32, element);
        bits = arith::AndIOp::create(builder, loc, bits, mask);
        element = arith::BitcastOp::create(builder, loc, storageType, bits);
        memref::StoreOp::create(builder, loc, element, buffer, index);
      });
    }
  } else {
    unsigned perByte = 8 / width;
    Value mask = lowering.constantInt((1 << width) - 1, 8);
    lowering.emitLoop(sourceType.getNumElements(), [&](Value byteIndex) {
      Value byte = memref::LoadOp::create(builder, loc, source, byteIndex);
      Value first = arith::MulIOp::create(builder, loc, byteIndex,
                                          lowering.constantIndex(perByte));
      for (unsigned part = 0; part < perByte; ++part) {
        Value element = byte;
        if (part != 0)
          element = arith::ShRUIOp::create(builder, loc, element,
                                           lowering.constantInt(part * width, 8));
        element = arith::AndIOp::create(builder, loc, element, mask);
        if (storageType != element.getType())
          element = arith::TruncIOp::create(builder, loc, storageType, element);
        Value index = arith::AddIOp::create(builder, loc, first, lowering.constantIndex(part));
        memref::StoreOp::create(builder, loc, element, buffer, index);
      }
    });
  }
  lowering.set(op->getResult(0), buffer);
  return success();
}

//===----------------------------------------------------------------------===//
// offset
//===----------------------------------------------------------------------===//

/// The integer `element` (storage of `elementType`) sign-extended to i64: an i1 `true` is -1, an
/// i4 (kept in the low bits of an i8) is extended from its 4 bits.
Value signExtendToI64(KernelLowering &lowering, Value element, Type elementType) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  unsigned width = getElementBitWidth(elementType);
  unsigned storageWidth = element.getType().getIntOrFloatBitWidth();
  if (width != storageWidth) {
    Value shift = lowering.constantInt(storageWidth - width, storageWidth);
    element = arith::ShLIOp::create(builder, loc, element, shift);
    element = arith::ShRSIOp::create(builder, loc, element, shift);
  }
  if (storageWidth == 64)
    return element;
  return arith::ExtSIOp::create(builder, loc, builder.getI64Type(), element);
}

/// p + sext(o) * sizeof(E), modulo 2^64 (address arithmetic wraps; a pointer that overflowed is
/// no error until it is used). Pointers to f4E2M1FN address half bytes: an odd offset does not
/// address a byte, an error in checked mode; unchecked, it rounds down to whole bytes.
LogicalResult lowerOffset(KernelLowering &lowering, Operation *op) {
  auto offsetOp = cast<OffsetOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto type = cast<TileType>(offsetOp.getPtr().getType());
  Type pointee = cast<PointerType>(type.getElementType()).getPointeeType();
  Type offsetType = cast<TileType>(offsetOp.getOffset().getType()).getElementType();
  if (!isSubByteElementType(pointee)) {
    Value elementBytes = lowering.constantInt(getElementStorageBits(pointee) / 8, 64);
    lowering.emitElementwise(offsetOp.getResult(), {offsetOp.getPtr(), offsetOp.getOffset()},
                             [&](ValueRange elements) -> Value {
                               Value count = signExtendToI64(lowering, elements[1], offsetType);
                               Value bytes = arith::MulIOp::create(builder, loc, count,
                                                                   elementBytes);
                               return arith::AddIOp::create(builder, loc, elements[0], bytes);
                             });
    return success();
  }
  // Half bytes: the linear index names the element in the checked-mode error.
  SmallVector<int64_t> shape(type.getShape());
  std::string shapeBytes(shape.size() * sizeof(int64_t), '\0');
  std::memcpy(shapeBytes.data(), shape.data(), shapeBytes.size());
  Value shapeAddress = lowering.getConstantBytes(shapeBytes);
  auto emitElement = [&](Value address, Value offset, Value linear) -> Value {
    Value count = signExtendToI64(lowering, offset, offsetType);
    Value odd = arith::TruncIOp::create(builder, loc, builder.getI1Type(), count);
    scf::IfOp check = scf::IfOp::create(builder, loc, odd);
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(check.thenBlock());
      lowering.callRuntime("tilec_rt_offset_odd_f4", {},
                           {lowering.getBlockContext(), lowering.getLocationId(op), count,
                            linear, shapeAddress, lowering.constantInt(shape.size(), 64)});
    }
    Value bytes = arith::ShRSIOp::create(builder, loc, count, lowering.constantInt(1, 64));
    return arith::AddIOp::create(builder, loc, address, bytes);
  };
  Value pointers = lowering.get(offsetOp.getPtr());
  Value offsets = lowering.get(offsetOp.getOffset());
  if (type.getRank() == 0) {
    lowering.set(offsetOp.getResult(),
                 emitElement(pointers, offsets, lowering.constantInt(0, 64)));
    return success();
  }
  Value buffer = lowering.allocateTile(type);
  lowering.emitLoop(type.getNumElements(), [&](Value index) {
    Value linear = arith::IndexCastUIOp::create(builder, loc, builder.getI64Type(), index);
    Value address = memref::LoadOp::create(builder, loc, pointers, index);
    Value offset = memref::LoadOp::create(builder, loc, offsets, index);
    memref::StoreOp::create(builder, loc, emitElement(address, offset, linear), buffer, index);
  });
  lowering.set(offsetOp.getResult(), buffer);
  return success();
}

} // namespace

void registerShapeLowerings(LoweringRegistry &registry) {
  registry.add<ConstantOp>(lowerConstant);
  registry.add<IotaOp>(lowerIota);
  registry.add<GetTileBlockIdOp>(lowerGridQuery<0>);
  registry.add<GetNumTileBlocksOp>(lowerGridQuery<3>);
  registry.add<BroadcastOp>(lowerBroadcast);
  registry.add<ReshapeOp>(lowerReshape);
  registry.add<PermuteOp>(lowerPermute);
  registry.add<CatOp>(lowerCat);
  registry.add<ExtractOp>(lowerExtract);
  registry.add<InsertOp>(lowerInsert);
  registry.add<SelectOp>(lowerSelect);
  registry.add<PackOp>(lowerPack);
  registry.add<UnpackOp>(lowerUnpack);
  registry.add<OffsetOp>(lowerOffset);
}

} // namespace tilec::cpu
