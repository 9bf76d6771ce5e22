//===- CudaTileViewOpsVerifiers.cpp - View operations: verifiers ----------===//
//
// The rules of tile-ir-ops.md §3.8 (views) and §3.7 (atomic_red_view_tko), with the ordering
// and scope table of §1.6. Each message names the rule that failed.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileHints.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Dialect/CudaTile/ViewIndexSpace.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

/// A rank-0 tile of i1, i8, i16, i32 or i64: what sizes, strides, indices and shape query
/// results are.
bool isScalarIntegerTile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && tile.getRank() == 0 && isIntegerElementType(tile.getElementType());
}

/// The tile a view loads and stores: its tile shape (already in tile-dimension order, dim_map
/// or not) with the tensor_view's element type.
TileType getViewTileType(Type view) {
  return TileType::get(view.getContext(), getViewTileShape(view),
                       getViewTensorView(view).getElementType());
}

/// Checks `values` are rank-0 integer tiles of one type; `what` and `whatPlural` name them in
/// messages.
LogicalResult verifyUniformScalarIntegers(Operation *op, ValueRange values, StringRef what,
                                          StringRef whatPlural) {
  for (auto [index, value] : llvm::enumerate(values)) {
    Type type = value.getType();
    if (!isScalarIntegerTile(type))
      return op->emitOpError() << what << " #" << index
                               << " must be a rank-0 integer tile, got " << type;
    if (type != values.front().getType())
      return op->emitOpError() << whatPlural << " must all have the same type: " << what << " #"
                               << index << " is " << type << " but " << what << " #0 is "
                               << values.front().getType();
  }
  return success();
}

/// One index per view dimension. Partition and strided views take rank-0 integer tiles of one
/// type. A gather_scatter_view takes, at `sparse_dim`, a 1-D integer tile listing as many
/// element coordinates as the tile has rows along that dimension; its other indices are
/// rank-0 integer tiles of one type.
LogicalResult verifyViewIndices(Operation *op, Type view, ValueRange indices) {
  ArrayRef<int64_t> tileShape = getViewTileShape(view);
  if (indices.size() != tileShape.size())
    return op->emitOpError("expected ")
           << tileShape.size() << " indices (one per view dimension), got " << indices.size();

  auto gather = dyn_cast<GatherScatterViewType>(view);
  if (!gather)
    return verifyUniformScalarIntegers(op, indices, "index", "indices");

  int64_t sparseDim = gather.getSparseDim();
  Type sparseType = indices[sparseDim].getType();
  auto sparseTile = dyn_cast<TileType>(sparseType);
  if (!sparseTile || sparseTile.getRank() != 1 ||
      sparseTile.getShape()[0] != tileShape[sparseDim] ||
      !isIntegerElementType(sparseTile.getElementType()))
    return op->emitOpError("index #")
           << sparseDim << " (at sparse_dim) must be a 1-D integer tile of length "
           << tileShape[sparseDim] << " (the tile size along sparse_dim), got " << sparseType;

  std::optional<Type> scalarType;
  for (auto [index, value] : llvm::enumerate(indices)) {
    if (static_cast<int64_t>(index) == sparseDim)
      continue;
    Type type = value.getType();
    if (!isScalarIntegerTile(type))
      return op->emitOpError("index #") << index << " must be a rank-0 integer tile, got " << type;
    if (scalarType && type != *scalarType)
      return op->emitOpError("indices outside sparse_dim must all have the same type: #")
             << index << " is " << type << " but an earlier one is " << *scalarType;
    scalarType = type;
  }
  return success();
}

/// The tile loaded, stored or combined must be exactly the view's tile type.
LogicalResult verifyViewTile(Operation *op, Type view, Type tile, StringRef what) {
  TileType expected = getViewTileType(view);
  if (tile != expected)
    return op->emitOpError() << what << " type must be " << expected
                             << " (the view's tile shape and element type), got " << tile;
  return success();
}

/// The §1.6 table for view loads and stores: weak, relaxed or `strongest` (acquire for loads,
/// release for stores); weak takes no scope and every other ordering needs one.
LogicalResult verifyOrderingAndScope(Operation *op, MemoryOrdering ordering,
                                     std::optional<MemoryScope> scope,
                                     MemoryOrdering strongest) {
  if (ordering != MemoryOrdering::weak && ordering != MemoryOrdering::relaxed &&
      ordering != strongest)
    return op->emitOpError("memory ordering ")
           << stringifyMemoryOrdering(ordering) << " is not allowed: expected weak, relaxed or "
           << stringifyMemoryOrdering(strongest);
  if (ordering == MemoryOrdering::weak && scope)
    return op->emitOpError("weak memory ordering cannot have a memory scope, got ")
           << stringifyMemoryScope(*scope);
  if (ordering != MemoryOrdering::weak && !scope)
    return op->emitOpError("memory ordering ")
           << stringifyMemoryOrdering(ordering) << " requires a memory scope";
  return success();
}

/// The element types each reduction mode of atomic_red_view_tko accepts (the atomic_rmw_tko
/// table without xchg, which would need the old value this op does not return).
LogicalResult verifyReductionMode(Operation *op, AtomicMode mode, Type element) {
  switch (mode) {
  case AtomicMode::xchg:
    return op->emitOpError("mode xchg is not allowed: expected and, or, xor, add, addf, max, min, "
                           "umax or umin");
  case AtomicMode::addf:
    if (!isBaseFloatElementType(element))
      return op->emitOpError("mode addf requires an f16, bf16, f32 or f64 element type, got ")
             << element;
    return success();
  default:
    if (!element.isInteger(32) && !element.isInteger(64))
      return op->emitOpError("mode ")
             << stringifyAtomicMode(mode) << " requires an i32 or i64 element type, got "
             << element;
    return success();
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getType();
  // The ptr_attr of base and result must agree (13.4, tile-ir-13.4-13.5.md §2.2), one rule per
  // direction as NVIDIA's verifier has; the rest of the base type follows from the result.
  auto baseTile = dyn_cast<TileType>(getBase().getType());
  auto basePointer = baseTile ? dyn_cast<PointerType>(baseTile.getElementType()) : PointerType();
  PointerClassAttr baseClass = basePointer ? basePointer.getPtrAttr() : PointerClassAttr();
  Type expectedBase = TileType::get(
      getContext(), {}, PointerType::get(getContext(), type.getElementType(), baseClass));
  if (getBase().getType() != expectedBase)
    return emitOpError("base must be ")
           << expectedBase << " (a rank-0 tile of pointers to the tensor_view's element type), got "
           << getBase().getType();
  if (baseClass && baseClass != type.getPtrAttr()) {
    InFlightDiagnostic diagnostic = emitOpError("base pointer has ")
                                    << baseClass
                                    << ", so the result tensor_view must have the same ptr_attr, ";
    if (type.getPtrAttr())
      diagnostic << "got " << type.getPtrAttr();
    else
      diagnostic << "but it has none";
    return diagnostic;
  }
  if (!baseClass && type.getPtrAttr())
    return emitOpError("base pointer has no ptr_attr, so the result tensor_view must not have "
                       "one, got ")
           << type.getPtrAttr();

  auto countDynamic = [](ArrayRef<int64_t> entries) {
    return llvm::count_if(entries, ShapedType::isDynamic);
  };
  int64_t dynamicSizes = countDynamic(type.getShape());
  if (static_cast<int64_t>(getDynamicShape().size()) != dynamicSizes)
    return emitOpError("expected ")
           << dynamicSizes << " dynamic size values (one per '?' in the result shape), got "
           << getDynamicShape().size();
  int64_t dynamicStrides = countDynamic(type.getStrides());
  if (static_cast<int64_t>(getDynamicStrides().size()) != dynamicStrides)
    return emitOpError("expected ")
           << dynamicStrides << " dynamic stride values (one per '?' in the result strides), got "
           << getDynamicStrides().size();

  SmallVector<Value> dynamic(getDynamicShape());
  llvm::append_range(dynamic, getDynamicStrides());
  return verifyUniformScalarIntegers(*this, dynamic, "dynamic size or stride",
                                     "dynamic sizes and strides");
}

/// Shared by make_partition_view, make_strided_view and make_gather_scatter_view.
static LogicalResult verifyMakeTileView(Operation *op, Type tensorView, Type view) {
  if (tensorView != getViewTensorView(view))
    return op->emitOpError("operand type ")
           << tensorView << " must equal the tensor_view of the result type, "
           << getViewTensorView(view);
  return success();
}

LogicalResult MakePartitionViewOp::verify() {
  return verifyMakeTileView(*this, getTensorView().getType(), getType());
}

LogicalResult MakeStridedViewOp::verify() {
  return verifyMakeTileView(*this, getTensorView().getType(), getType());
}

LogicalResult MakeGatherScatterViewOp::verify() {
  return verifyMakeTileView(*this, getTensorView().getType(), getType());
}

//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

/// One rank-0 integer result per dimension, all of one type.
static LogicalResult verifyShapeQuery(Operation *op, int64_t rank, StringRef dims) {
  if (static_cast<int64_t>(op->getNumResults()) != rank)
    return op->emitOpError("expected ")
           << rank << " results (one per " << dims << "), got " << op->getNumResults();
  return verifyUniformScalarIntegers(op, op->getResults(), "result", "results");
}

LogicalResult GetTensorShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getRank(), "tensor_view dimension");
}

LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeQuery(*this, getIndexSpaceShape(getSrc().getType()).size(),
                          "view dimension");
}

//===----------------------------------------------------------------------===//
// Memory operations
//===----------------------------------------------------------------------===//

/// `inbounds` (13.4) holds one flag per index operand.
static LogicalResult verifyInbounds(Operation *op, std::optional<ArrayRef<bool>> inbounds,
                                    size_t numIndices) {
  if (inbounds && inbounds->size() != numIndices)
    return op->emitOpError("'inbounds' must have one entry per index (")
           << numIndices << "), got " << inbounds->size();
  return success();
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    MemoryOrdering::acquire)) ||
      failed(verifyViewIndices(*this, getView().getType(), getIndex())))
    return failure();
  if (failed(verifyViewTile(*this, getView().getType(), getTile().getType(), "result")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex().size())))
    return failure();
  return verifyHintSupport(*this, getOptimizationHintsAttr(), {"allow_tma", "latency"});
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    MemoryOrdering::release)) ||
      failed(verifyViewIndices(*this, getView().getType(), getIndex())))
    return failure();
  if (failed(verifyViewTile(*this, getView().getType(), getTile().getType(), "stored tile")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex().size())))
    return failure();
  return verifyHintSupport(*this, getOptimizationHintsAttr(), {"allow_tma", "latency"});
}

LogicalResult AtomicRedViewTkoOp::verify() {
  if (getMemoryOrderingSemantics() != MemoryOrdering::relaxed)
    return emitOpError("memory ordering ")
           << stringifyMemoryOrdering(getMemoryOrderingSemantics())
           << " is not allowed: only relaxed is";
  if (getMemoryScope() == MemoryScope::sys)
    return emitOpError("memory scope sys is not allowed: expected tl_blk or device");

  Type view = getView().getType();
  if (isa<GatherScatterViewType>(view))
    return emitOpError("view must be a partition_view or strided_view, got ") << view;
  bool padded = isa<PartitionViewType>(view)
                    ? cast<PartitionViewType>(view).getPaddingValue().has_value()
                    : cast<StridedViewType>(view).getPaddingValue().has_value();
  if (padded)
    return emitOpError("view must not have a padding_value, got ") << view;

  if (failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyViewTile(*this, view, getValue().getType(), "value")))
    return failure();
  return verifyReductionMode(*this, getMode(), getViewTensorView(view).getElementType());
}

//===----------------------------------------------------------------------===//
// 13.5 multimem view ops (tile-ir-13.4-13.5.md §5.1). NVIDIA's verifier was not available; the
// rules are the addendum's recommendation ([U]): a partition_view over a multicast tensor_view,
// the view's tile, PTX multimem's orderings, and PTX multimem's element types per reduction.
//===----------------------------------------------------------------------===//

/// The view is a partition_view whose tensor_view carries ptr_attr<multicast>.
static LogicalResult verifyMulticastView(Operation *op, Type view) {
  auto partition = dyn_cast<PartitionViewType>(view);
  if (!partition)
    return op->emitOpError("view must be a partition_view over a multicast tensor_view, got ")
           << view;
  PointerClassAttr ptrAttr = partition.getTensorView().getPtrAttr();
  if (!ptrAttr || ptrAttr.getValue() != PointerClass::multicast)
    return op->emitOpError("view must be over a tensor_view with #cuda_tile.ptr_attr<multicast>, "
                           "got ")
           << partition.getTensorView();
  return success();
}

/// PTX multimem's element types: add takes i32, i64, f16, bf16, f32 and f64; min and max i32,
/// i64, f16 and bf16; and, or and xor integers (i32, i64) only.
static LogicalResult verifyMultimemReduction(Operation *op, MultimemReduction reduction,
                                             Type element) {
  bool isInteger = element.isSignlessInteger(32) || element.isSignlessInteger(64);
  bool allowed;
  StringRef expected;
  switch (reduction) {
  case MultimemReduction::add:
    allowed = isInteger || isBaseFloatElementType(element);
    expected = "i32, i64, f16, bf16, f32 or f64";
    break;
  case MultimemReduction::min:
  case MultimemReduction::max:
    allowed = isInteger || isa<Float16Type, BFloat16Type>(element);
    expected = "i32, i64, f16 or bf16";
    break;
  default:
    allowed = isInteger;
    expected = "i32 or i64";
    break;
  }
  if (!allowed)
    return op->emitOpError("reduction ")
           << stringifyMultimemReduction(reduction) << " does not take elements of type "
           << element << ": expected " << expected;
  return success();
}

/// optimization_hints are shared syntax with the view ops but mean nothing for these ops yet.
static LogicalResult verifyNoHints(Operation *op, OptimizationHintsAttr hints) {
  if (hints && !hints.empty())
    return op->emitOpError("takes no optimization_hints");
  return success();
}

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  Type view = getView().getType();
  if (failed(verifyMulticastView(*this, view)) ||
      failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    MemoryOrdering::acquire)) ||
      failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyViewTile(*this, view, getTile().getType(), "result")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex().size())) ||
      failed(verifyNoHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyMultimemReduction(*this, getReduction(), getTile().getType().getElementType());
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  Type view = getView().getType();
  MemoryOrdering ordering = getMemoryOrderingSemantics();
  if (ordering != MemoryOrdering::relaxed && ordering != MemoryOrdering::release)
    return emitOpError("memory ordering ")
           << stringifyMemoryOrdering(ordering) << " is not allowed: expected relaxed or release";
  if (failed(verifyMulticastView(*this, view)) ||
      failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyViewTile(*this, view, getTile().getType(), "reduced tile")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex().size())) ||
      failed(verifyNoHints(*this, getOptimizationHintsAttr())))
    return failure();
  return verifyMultimemReduction(*this, getReduction(), getTile().getType().getElementType());
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  Type view = getView().getType();
  if (failed(verifyMulticastView(*this, view)) ||
      failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    MemoryOrdering::release)) ||
      failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyViewTile(*this, view, getTile().getType(), "stored tile")) ||
      failed(verifyInbounds(*this, getInbounds(), getIndex().size())))
    return failure();
  return verifyNoHints(*this, getOptimizationHintsAttr());
}
