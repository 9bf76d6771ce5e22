//===- ViewToCPU.cpp - lowering of the View operations ---------------------===//
//
// Views lower to a copy descriptor (../shared/DESIGN.md; the layout is ViewDescriptor in
// include/tilec/Runtime/CpuViewDescriptor.h): a tensor_view or tile view is the i64 address of a
// descriptor in the frame, built once where the view is made. make_tensor_view copies a
// constant template holding the static fields, stores the base and the dynamic sizes and
// strides (read unsigned, tile-ir-ops.md §3.8) and lets tilec_rt_view_init_tensor check them;
// the tile views have tilec_rt_view_init_tile combine the tensor's descriptor with a constant
// template of their layout (tile shape, dim_map, steps, padding encoding). The shape queries
// load from the descriptor. load_view_tko, store_view_tko and atomic_red_view_tko (and
// multimem_reduce_view_tko's float min/max, the one multimem op left on one replica) call the
// runtime's copy engine once per tile with the indices in a small frame array (the index tile
// of a gather/scatter view by its address); an `inbounds` promise (13.4) is checked before
// the access in checked mode. Semantics: lib/Interpreter/ExecView.cpp.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Runtime/CpuViewDescriptor.h"

#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::runtime::kMaxViewRank;
using tilec::runtime::ViewDescriptor;
using tilec::runtime::ViewOrdering;

namespace tilec::cpu {

namespace {

//===----------------------------------------------------------------------===//
// Descriptor templates
//===----------------------------------------------------------------------===//

/// A descriptor with every byte zero (the constant templates are compared and hashed as bytes).
ViewDescriptor makeEmptyDescriptor() {
  ViewDescriptor descriptor;
  std::memset(&descriptor, 0, sizeof(descriptor));
  descriptor.sparseDim = -1;
  return descriptor;
}

/// The encoding of +-Inf in `elementType`, or for a format without Inf the value the
/// conversion rules give for it (ExecView.cpp, getInfinityElement).
uint64_t getInfinityElement(Type elementType, bool negative) {
  numeric::FloatFormat format = *interp::getFloatFormat(elementType);
  double infinity = std::numeric_limits<double>::infinity();
  uint64_t bits = interp::encodeFloat(negative ? -infinity : infinity, elementType);
  if (numeric::getFormatInfo(format).hasInf && !numeric::isInf(bits, format))
    bits = numeric::maxFinite(format, negative) + 1;
  return bits;
}

/// The element an out-of-bounds load yields for `padding` (ExecView.cpp, getPaddingElement).
uint64_t getPaddingElement(PaddingValue padding, Type elementType) {
  // Integers only pad with zero.
  std::optional<numeric::FloatFormat> format = interp::getFloatFormat(elementType);
  if (!format)
    return 0;
  switch (padding) {
  case PaddingValue::zero:
    return 0;
  case PaddingValue::neg_zero:
    return interp::encodeFloat(-0.0, elementType);
  case PaddingValue::nan:
    if (numeric::getFormatInfo(*format).hasNaN)
      return numeric::canonicalNaN(*format);
    return interp::encodeFloat(std::nan(""), elementType);
  case PaddingValue::pos_inf:
    return getInfinityElement(elementType, /*negative=*/false);
  case PaddingValue::neg_inf:
    return getInfinityElement(elementType, /*negative=*/true);
  }
  return 0;
}

/// The static fields of a tensor_view of `type`.
FailureOr<ViewDescriptor> getTensorTemplate(Operation *op, TensorViewType type) {
  ViewDescriptor descriptor = makeEmptyDescriptor();
  if (type.getShape().size() > size_t(kMaxViewRank))
    return op->emitError() << "the CPU compiler supports tensor_views of rank up to "
                           << kMaxViewRank << ", got " << type;
  std::optional<runtime::ScalarKind> element = interp::getScalarKind(type.getElementType());
  if (!element)
    return op->emitError() << "the CPU compiler cannot lower a tensor_view of "
                           << type.getElementType();
  descriptor.rank = type.getShape().size();
  descriptor.element = *element;
  std::string name;
  llvm::raw_string_ostream(name) << type.getElementType();
  std::strncpy(descriptor.typeName, name.c_str(), sizeof(descriptor.typeName) - 1);
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    descriptor.shape[dim] = ShapedType::isDynamic(size) ? 0 : size;
  for (auto [dim, stride] : llvm::enumerate(type.getStrides()))
    descriptor.strides[dim] = ShapedType::isDynamic(stride) ? 0 : stride;
  return descriptor;
}

/// The tile part of a tile view's descriptor.
ViewDescriptor getTileTemplate(Type viewType) {
  ViewDescriptor descriptor = makeEmptyDescriptor();
  ArrayRef<int64_t> tileShape = getViewTileShape(viewType);
  descriptor.tileRank = tileShape.size();
  llvm::copy(tileShape, descriptor.tileShape);
  auto setPadding = [&](std::optional<PaddingValue> padding) {
    descriptor.hasPadding = padding.has_value();
    if (padding)
      descriptor.outOfBounds =
          getPaddingElement(*padding, getViewTensorView(viewType).getElementType());
  };
  llvm::TypeSwitch<Type>(viewType)
      .Case([&](PartitionViewType view) {
        llvm::copy(view.getDimMap(), descriptor.tensorDims);
        llvm::copy(view.getTileShape(), descriptor.steps);
        setPadding(view.getPaddingValue());
      })
      .Case([&](StridedViewType view) {
        llvm::copy(view.getDimMap(), descriptor.tensorDims);
        llvm::copy(view.getTraversalStrides(), descriptor.steps);
        setPadding(view.getPaddingValue());
      })
      .Case([&](GatherScatterViewType view) {
        for (int64_t dim = 0; dim < descriptor.tileRank; ++dim) {
          descriptor.tensorDims[dim] = dim;
          descriptor.steps[dim] = 1;
        }
        descriptor.sparseDim = view.getSparseDim();
        setPadding(view.getPaddingValue());
      });
  return descriptor;
}

/// The first `bytes` of `descriptor` as constant data of the compiled code.
Value getConstantDescriptor(KernelLowering &lowering, const ViewDescriptor &descriptor,
                            uint64_t bytes = sizeof(ViewDescriptor)) {
  return lowering.getConstantBytes(StringRef(reinterpret_cast<const char *>(&descriptor), bytes));
}

/// A pointer `offset` bytes past the i64 address `address`.
Value getPointer(KernelLowering &lowering, Value address, int64_t offset) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  if (offset != 0)
    address = arith::AddIOp::create(builder, loc, address, lowering.constantInt(offset, 64));
  return LLVM::IntToPtrOp::create(builder, loc, LLVM::LLVMPointerType::get(builder.getContext()),
                                  address);
}

/// A rank-0 integer tile read unsigned as an i64.
Value extendUnsigned(KernelLowering &lowering, Value scalar) {
  OpBuilder &builder = lowering.getBuilder();
  if (scalar.getType().isInteger(64))
    return scalar;
  return arith::ExtUIOp::create(builder, lowering.getLoc(), builder.getI64Type(), scalar);
}

//===----------------------------------------------------------------------===//
// Making views
//===----------------------------------------------------------------------===//

LogicalResult lowerMakeTensorView(KernelLowering &lowering, Operation *op) {
  auto make = cast<MakeTensorViewOp>(op);
  TensorViewType type = make.getType();
  FailureOr<ViewDescriptor> descriptor = getTensorTemplate(op, type);
  if (failed(descriptor))
    return failure();
  auto dynamicWidth = [](Value operand) -> uint8_t {
    return cast<TileType>(operand.getType()).getElementType().getIntOrFloatBitWidth();
  };
  // Which entries are dynamic, and the (width of the) operand each comes from.
  SmallVector<std::pair<int64_t, Value>> dynamicEntries;
  auto shapeOperand = make.getDynamicShape().begin();
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(size)) {
      descriptor->dynamicWidths[dim] = dynamicWidth(*shapeOperand);
      dynamicEntries.push_back({offsetof(ViewDescriptor, shape) + 8 * dim, *shapeOperand++});
    }
  auto strideOperand = make.getDynamicStrides().begin();
  for (auto [dim, stride] : llvm::enumerate(type.getStrides()))
    if (ShapedType::isDynamic(stride)) {
      descriptor->dynamicWidths[kMaxViewRank + dim] = dynamicWidth(*strideOperand);
      dynamicEntries.push_back({offsetof(ViewDescriptor, strides) + 8 * dim, *strideOperand++});
    }

  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value address = lowering.getAddress(lowering.allocateBytes(sizeof(ViewDescriptor)));
  Value source =
      getConstantDescriptor(lowering, *descriptor, tilec::runtime::kTensorDescriptorBytes);
  LLVM::MemcpyOp::create(builder, loc, getPointer(lowering, address, 0),
                         getPointer(lowering, source, 0),
                         lowering.constantInt(tilec::runtime::kTensorDescriptorBytes, 64),
                         /*isVolatile=*/false);
  LLVM::StoreOp::create(builder, loc, lowering.get(make.getBase()),
                        getPointer(lowering, address, offsetof(ViewDescriptor, base)));
  for (auto [offset, operand] : dynamicEntries)
    LLVM::StoreOp::create(builder, loc, extendUnsigned(lowering, lowering.get(operand)),
                          getPointer(lowering, address, offset));
  lowering.callRuntime("tilec_rt_view_init_tensor", {},
                       {lowering.getBlockContext(), lowering.getLocationId(op), address, source});
  lowering.set(make.getResult(), address);
  return success();
}

LogicalResult lowerMakeTileView(KernelLowering &lowering, Operation *op) {
  Type viewType = op->getResult(0).getType();
  if (getViewTileShape(viewType).empty())
    return op->emitError("the CPU compiler cannot lower a tile view of rank 0");
  Value address = lowering.getAddress(lowering.allocateBytes(sizeof(ViewDescriptor)));
  Value layout = getConstantDescriptor(lowering, getTileTemplate(viewType));
  lowering.callRuntime("tilec_rt_view_init_tile", {},
                       {address, lowering.get(op->getOperand(0)), layout});
  lowering.set(op->getResult(0), address);
  return success();
}

//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

/// One rank-0 result per dimension, loaded from the descriptor's `fieldOffset` array; the
/// runtime checks they fit the result type read unsigned (§1.5).
LogicalResult lowerShapeQuery(KernelLowering &lowering, Operation *op, int64_t fieldOffset,
                              bool indexSpace) {
  if (op->getNumResults() == 0)
    return success();
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value descriptor = lowering.get(op->getOperand(0));
  Type resultType = lowering.getStorageType(
      cast<TileType>(op->getResult(0).getType()).getElementType());
  unsigned width = resultType.getIntOrFloatBitWidth();
  if (width < 64)
    lowering.callRuntime("tilec_rt_view_check_shape", {},
                         {lowering.getBlockContext(), lowering.getLocationId(op), descriptor,
                          lowering.constantInt(indexSpace, 32), lowering.constantInt(width, 32)});
  for (auto [dim, result] : llvm::enumerate(op->getResults())) {
    Value value = LLVM::LoadOp::create(builder, loc, builder.getI64Type(),
                                       getPointer(lowering, descriptor, fieldOffset + 8 * dim));
    if (width < 64)
      value = arith::TruncIOp::create(builder, loc, resultType, value);
    lowering.set(result, value);
  }
  return success();
}

LogicalResult lowerGetTensorShape(KernelLowering &lowering, Operation *op) {
  return lowerShapeQuery(lowering, op, offsetof(ViewDescriptor, shape), /*indexSpace=*/false);
}

LogicalResult lowerGetIndexSpaceShape(KernelLowering &lowering, Operation *op) {
  return lowerShapeQuery(lowering, op, offsetof(ViewDescriptor, indexSpace),
                         /*indexSpace=*/true);
}

//===----------------------------------------------------------------------===//
// Loads, stores, reductions
//===----------------------------------------------------------------------===//

/// The indices of an access as an array of i64 in the frame: rank-0 indices read unsigned, the
/// index tile of a gather/scatter view by its address. `gatherBits` is that tile's element
/// width.
Value emitIndices(KernelLowering &lowering, ValueRange indices, int32_t &gatherBits) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value array = lowering.getAddress(lowering.allocateBytes(8 * indices.size()));
  gatherBits = 0;
  for (auto [dim, index] : llvm::enumerate(indices)) {
    auto type = cast<TileType>(index.getType());
    Value value;
    if (type.getRank() > 0) {
      gatherBits = type.getElementType().getIntOrFloatBitWidth();
      value = lowering.getAddress(lowering.get(index));
    } else {
      value = extendUnsigned(lowering, lowering.get(index));
    }
    LLVM::StoreOp::create(builder, loc, value, getPointer(lowering, array, 8 * dim));
  }
  return array;
}

/// `inbounds = [...]` (13.4) promising some dimension: checked mode verifies the promise
/// before the access (tilec_rt_view_check_inbounds), as the interpreter does. Results do not
/// depend on it otherwise: the copy engine keeps the 13.3 bounds handling.
void emitInboundsCheck(KernelLowering &lowering, Operation *op, Value view, Value indices,
                       int32_t gatherBits, std::optional<ArrayRef<bool>> inbounds, bool write) {
  if (!inbounds)
    return;
  uint64_t promised = 0;
  for (auto [k, flag] : llvm::enumerate(*inbounds))
    if (flag && k < 64)
      promised |= uint64_t(1) << k;
  if (promised == 0)
    return;
  lowering.callRuntime("tilec_rt_view_check_inbounds", {},
                       {lowering.getBlockContext(), lowering.getLocationId(op), view, indices,
                        lowering.constantInt(gatherBits, 32),
                        lowering.constantInt(static_cast<int64_t>(promised), 64),
                        lowering.constantInt(write, 32)});
}

ViewOrdering getOrdering(MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::weak:
    return ViewOrdering::Weak;
  case MemoryOrdering::relaxed:
    return ViewOrdering::Relaxed;
  default:
    return ViewOrdering::Strong;
  }
}

/// The op the builder inserts after next (nullptr at the start of its block): what the caller
/// emits from here on starts after it (markIndependentOfTiles).
Operation *getLastEmitted(OpBuilder &builder) {
  Block *block = builder.getInsertionBlock();
  Block::iterator point = builder.getInsertionPoint();
  return point == block->begin() ? nullptr : &*std::prev(point);
}

/// Marks what was emitted after `before` (getLastEmitted) up to the insertion point and may
/// touch memory as independent of tiles (kIndependentOfTilesAttr): the caller knows that it
/// reads no tile buffer an earlier op writes, and writes none an earlier op reads.
void markIndependentOfTiles(OpBuilder &builder, Operation *before) {
  Block *block = builder.getInsertionBlock();
  Block::iterator end = builder.getInsertionPoint();
  for (Block::iterator emitted = before ? std::next(before->getIterator()) : block->begin();
       emitted != end; ++emitted)
    if (!isMemoryEffectFree(&*emitted))
      emitted->setAttr(kIndependentOfTilesAttr, builder.getUnitAttr());
}

LogicalResult lowerLoadView(KernelLowering &lowering, Operation *op) {
  auto load = cast<LoadViewTkoOp>(op);
  auto tileType = cast<TileType>(load.getTile().getType());
  Operation *before = getLastEmitted(lowering.getBuilder());
  int32_t gatherBits;
  Value indices = emitIndices(lowering, load.getIndex(), gatherBits);
  if (load.getTile().hasOneUse()) {
    // An operand of a K loop's product chain goes to the chain (ProductChains.cpp).
    OpOperand &use = *load.getTile().use_begin();
    if (Value chain = lowering.productChains.lookup(use.getOwner())) {
      lowering.callRuntime(getProductChainHelper(use.getOwner(), "load"), {},
                           {lowering.getBlockContext(), lowering.getLocationId(op), chain,
                            lowering.get(load.getView()), indices,
                            lowering.constantInt(use.getOperandNumber(), 32)});
      lowering.set(load.getTile(), Value());
      lowering.set(load.getResultToken(), Value());
      return success();
    }
  }
  emitInboundsCheck(lowering, op, lowering.get(load.getView()), indices, gatherBits,
                    load.getInbounds(), /*write=*/false);
  Value tile = lowering.allocateTile(tileType);
  OpBuilder &builder = lowering.getBuilder();
  if (gatherBits == 0 && load.getMemoryOrderingSemantics() == MemoryOrdering::weak &&
      isReadInPlaceByMatmul(load.getTile())) {
    // The product reads the tile where it lies when the run-time view allows it; the buffer
    // is only filled when it does not.
    Value rowStride = lowering.getAddress(lowering.allocateBytes(8));
    Value address = lowering
                        .callRuntime("tilec_rt_view_load_rows", {builder.getI64Type()},
                                     {lowering.getBlockContext(), lowering.getLocationId(op),
                                      lowering.get(load.getView()), indices,
                                      lowering.getAddress(tile), rowStride})
                        .front();
    Value rowStrideValue = LLVM::LoadOp::create(builder, lowering.getLoc(), builder.getI64Type(),
                                                getPointer(lowering, rowStride, 0));
    lowering.setRowsInMemory(load.getTile(), {address, rowStrideValue});
  } else if (gatherBits == 0 && load.getMemoryOrderingSemantics() == MemoryOrdering::weak &&
             isReadInPlaceByTileOps(load.getTile())) {
    // The readers read the tile where it lies when it is laid out as a tile buffer; the buffer
    // is only filled when it is not.
    Value address = lowering
                        .callRuntime("tilec_rt_view_load_dense", {builder.getI64Type()},
                                     {lowering.getBlockContext(), lowering.getLocationId(op),
                                      lowering.get(load.getView()), indices,
                                      lowering.getAddress(tile)})
                        .front();
    tile = lowering.wrapAddress(address, tileType);
  } else {
    lowering.callRuntime(
        "tilec_rt_view_load", {},
        {lowering.getBlockContext(), lowering.getLocationId(op), lowering.get(load.getView()),
         indices, lowering.constantInt(gatherBits, 32), lowering.getAddress(tile),
         lowering.constantInt(int32_t(getOrdering(load.getMemoryOrderingSemantics())), 32)});
  }
  // A weak load writes nothing but its indices' array and its own new tile buffer (every tile
  // value has a buffer of its own), and elementwise loops write nothing but tile buffers, so
  // it may run before the elementwise ops that precede it: elementwise fusion then merges the
  // ops around it (layernorm's `%n = mulf %d, %rstd`, loads of gamma and beta, then
  // `fma %n, %gamma, %beta`), and %n is never written out.
  if (load.getMemoryOrderingSemantics() == MemoryOrdering::weak)
    markIndependentOfTiles(builder, before);
  lowering.set(load.getTile(), tile);
  lowering.set(load.getResultToken(), Value());
  return success();
}

LogicalResult lowerStoreView(KernelLowering &lowering, Operation *op) {
  auto store = cast<StoreViewTkoOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  OpBuilder::InsertionGuard guard(builder);
  int32_t gatherBits = 0;
  Value indices;
  if (auto direct = lowering.directStoreTargets.find(op);
      direct != lowering.directStoreTargets.end()) {
    // A tile its elementwise loop wrote to the tensor already (DirectStores.cpp) is not stored
    // again; the indices (scalars, no promise to check) were stored for the target's query.
    indices = direct->second.indices;
    Value notWritten = arith::CmpIOp::create(builder, lowering.getLoc(), arith::CmpIPredicate::eq,
                                             direct->second.address, lowering.constantInt(0, 64));
    auto branch = scf::IfOp::create(builder, lowering.getLoc(), notWritten, /*withElse=*/false);
    builder.setInsertionPointToStart(branch.thenBlock());
  } else {
    indices = emitIndices(lowering, store.getIndex(), gatherBits);
    emitInboundsCheck(lowering, op, lowering.get(store.getView()), indices, gatherBits,
                      store.getInbounds(), /*write=*/true);
  }
  lowering.callRuntime(
      "tilec_rt_view_store", {},
      {lowering.getBlockContext(), lowering.getLocationId(op), lowering.get(store.getView()),
       indices, lowering.constantInt(gatherBits, 32),
       lowering.getAddress(lowering.get(store.getTile())),
       lowering.constantInt(int32_t(getOrdering(store.getMemoryOrderingSemantics())), 32)});
  lowering.set(store.getResultToken(), Value());
  return success();
}

/// One tilec_rt_view_atomic_reduce call: each selected element is updated atomically.
void emitAtomicReduce(KernelLowering &lowering, Operation *op, Value view, ValueRange index,
                      Value valueTile, int32_t mode) {
  int32_t gatherBits;
  Value indices = emitIndices(lowering, index, gatherBits);
  lowering.callRuntime("tilec_rt_view_atomic_reduce", {},
                       {lowering.getBlockContext(), lowering.getLocationId(op),
                        lowering.get(view), indices, lowering.getAddress(lowering.get(valueTile)),
                        lowering.constantInt(mode, 32)});
}

LogicalResult lowerAtomicRedView(KernelLowering &lowering, Operation *op) {
  auto reduce = cast<AtomicRedViewTkoOp>(op);
  emitAtomicReduce(lowering, op, reduce.getView(), reduce.getIndex(), reduce.getValue(),
                   int32_t(reduce.getMode()));
  lowering.set(reduce.getResultToken(), Value());
  return success();
}

/// multimem_reduce_view_tko reaches the lowering only for float min/max (MultimemSingleReplica.h
/// turns the other reductions into atomic_red_view_tko); on a replica group of one it is an
/// atomic update of the view's own buffer. `inbounds` is not checked, as for the rewritten ones.
LogicalResult lowerMultimemReduceView(KernelLowering &lowering, Operation *op) {
  auto reduce = cast<MultimemReduceViewTkoOp>(op);
  MultimemReduction reduction = reduce.getReduction();
  if (!isa<FloatType>(reduce.getTile().getType().getElementType()) ||
      (reduction != MultimemReduction::min && reduction != MultimemReduction::max))
    return op->emitOpError("is compiled as atomic_red_view_tko on one replica; only float "
                           "min/max reductions reach the CPU lowering");
  emitAtomicReduce(lowering, op, reduce.getView(), reduce.getIndex(), reduce.getTile(),
                   reduction == MultimemReduction::max ? tilec::runtime::kAtomicReduceMaxNumberF
                                                       : tilec::runtime::kAtomicReduceMinNumberF);
  lowering.set(reduce.getResultToken(), Value());
  return success();
}

} // namespace

Value emitStoreTarget(KernelLowering &lowering, Operation *op) {
  auto store = cast<StoreViewTkoOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Operation *before = getLastEmitted(builder);
  int32_t gatherBits;
  Value indices = emitIndices(lowering, store.getIndex(), gatherBits);
  Value target = lowering
                     .callRuntime("tilec_rt_view_store_target", {builder.getI64Type()},
                                  {lowering.getBlockContext(), lowering.getLocationId(op),
                                   lowering.get(store.getView()), indices})
                     .front();
  // The indices' stores into their own array and the call read and write no tile buffer.
  markIndependentOfTiles(builder, before);
  lowering.directStoreTargets[op] = {target, indices};
  return target;
}

std::pair<Value, Value> emitStoreRowsTarget(KernelLowering &lowering, Operation *op,
                                            Value &indices) {
  auto store = cast<StoreViewTkoOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  int32_t gatherBits;
  indices = emitIndices(lowering, store.getIndex(), gatherBits);
  Value rowStride = lowering.getAddress(lowering.allocateBytes(8));
  Value target = lowering
                     .callRuntime("tilec_rt_view_store_rows_target", {builder.getI64Type()},
                                  {lowering.getBlockContext(), lowering.getLocationId(op),
                                   lowering.get(store.getView()), indices, rowStride})
                     .front();
  Value rowStrideValue = LLVM::LoadOp::create(builder, lowering.getLoc(), builder.getI64Type(),
                                              getPointer(lowering, rowStride, 0));
  return {target, rowStrideValue};
}

void registerViewLowerings(LoweringRegistry &registry) {
  registry.add<MakeTensorViewOp>(lowerMakeTensorView);
  registry.add<MakePartitionViewOp>(lowerMakeTileView);
  registry.add<MakeStridedViewOp>(lowerMakeTileView);
  registry.add<MakeGatherScatterViewOp>(lowerMakeTileView);
  registry.add<GetTensorShapeOp>(lowerGetTensorShape);
  registry.add<GetIndexSpaceShapeOp>(lowerGetIndexSpaceShape);
  registry.add<LoadViewTkoOp>(lowerLoadView);
  registry.add<StoreViewTkoOp>(lowerStoreView);
  registry.add<AtomicRedViewTkoOp>(lowerAtomicRedView);
  registry.add<MultimemReduceViewTkoOp>(lowerMultimemReduceView);
}

} // namespace tilec::cpu
