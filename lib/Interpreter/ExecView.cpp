//===- ExecView.cpp - semantics of the View operations --------------------===//
//
// tensor_view construction, the three tile views, their shape queries, and the view memory
// operations (tile-ir-ops.md §3.8, atomic_red_view_tko §3.7; types: seed chapter §5.4, §5.6).
//
// A view access selects one tile. Tile dimension k walks tensor dimension d_k = dim_map[k];
// element e of the tile sits at tensor coordinate
//   partition_view:      c[d_k] = I_k * tile[k] + e_k
//   strided_view:        c[d_k] = I_k * traversal_strides[k] + e_k
//   gather_scatter_view: c[s] = G[e_s] along sparse_dim s, c[k] = I_k + e_k elsewhere,
// and at address base + sizeof(E) * sum_d c[d] * stride[d] (4-bit elements: nibble of the
// packed byte stream, §2.4). Index operands and gather rows are read unsigned. For the
// gather/scatter view the seed (§5.6.1, which wins for types) makes the scalar indices element
// offsets and the index space the tensor shape; tile-ir-ops.md §3.8 leaned towards tile
// indices where it thought the text silent, but the seed's words and its padded example
// (offsets 241..255 of 256 columns) settle it.
//
// Elements outside the tensor are not accessed: loads give the padding value (the undefined
// pattern without one), stores and reductions skip them. Undefined behaviour reported in
// checked mode: an index outside the index space, an element's linear offset outside
// [0, 2^63-1], an in-bounds element outside every buffer or misaligned, two elements of one
// weak store at the same location (except repeated scatter rows, whose elements store the
// undefined pattern: the seed makes their values undefined, not the program), an element racing with an access of another operation
// (data races, §1.6; RaceDetector.h), a dynamic size or stride that is not
// positive, a shape query result that does not fit its type. Unchecked mode computes on with
// the values given and skips accesses outside every buffer.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "MemoryAtomic.h"
#include "OpHandlers.h"
#include "RaceDetector.h"

#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Dialect/CudaTile/ViewIndexSpace.h"
#include "tilec/Interpreter/ElementCodec.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

/// Reports `message` (built by `write` into a stream) as a checked-mode error at `op`,
/// prefixed with the op's name.
template <typename WriteMessage>
LogicalResult failWith(BlockExecutor &executor, Operation *op, WriteMessage write) {
  std::string message;
  llvm::raw_string_ostream stream(message);
  stream << op->getName().stripDialect() << ": ";
  write(stream);
  return executor.fail(op, message);
}

template <typename Range>
std::string formatList(const Range &values) {
  return formatIndex(SmallVector<int64_t>(values.begin(), values.end()));
}

//===----------------------------------------------------------------------===//
// make_tensor_view and the tile views
//===----------------------------------------------------------------------===//

/// A dynamic size or stride operand, read unsigned (§3.8). Zero, and a value whose sign bit
/// is set in its type (how a negative number computed in that type looks), are undefined
/// behaviour (§1.5: "dynamic tensor_view size/stride <= 0"). An i1 operand can only be 1.
FailureOr<int64_t> readDynamicExtent(BlockExecutor &executor, Operation *op, Value value,
                                     StringRef what, size_t dim) {
  const TileValue &tile = executor.getTile(value);
  unsigned width = getIntegerWidth(tile.elementType);
  uint64_t bits = tile.elements[0];
  bool negative = width > 1 && signExtend(bits, width) < 0;
  if (executor.getOptions().checked && (bits == 0 || negative))
    return failWith(executor, op, [&](raw_ostream &os) {
      os << "dynamic " << what << " of dimension #" << dim << " is "
         << (negative ? signExtend(bits, width) : 0)
         << "; sizes and strides must be positive";
    });
  return static_cast<int64_t>(bits);
}

/// 4-bit elements are packed along a unit-stride dimension of even size (seed §5.6.5); the
/// type verifier checks static entries, this checks the bound values.
LogicalResult checkSubBytePacking(BlockExecutor &executor, Operation *op,
                                  const TensorViewValue &view) {
  bool packable = false;
  for (auto [size, stride] : llvm::zip(view.shape, view.strides)) {
    if (stride != 1)
      continue;
    packable = size % 2 == 0;
    if (!packable)
      break;
  }
  if (packable)
    return success();
  return failWith(executor, op, [&](raw_ostream &os) {
    os << "a tensor_view of " << view.elementType
       << " needs unit-stride dimensions of even size, and at least one, to pack its 4-bit "
          "elements in pairs; got shape "
       << formatList(view.shape) << " and strides " << formatList(view.strides);
  });
}

LogicalResult executeMakeTensorView(BlockExecutor &executor, Operation *op) {
  auto make = cast<MakeTensorViewOp>(op);
  TensorViewType type = make.getType();
  TensorViewValue view;
  view.base = executor.getTile(make.getBase()).elements[0];
  view.elementType = type.getElementType();

  auto bind = [&](ArrayRef<int64_t> entries, ValueRange dynamic, StringRef what,
                  SmallVector<int64_t> &into) -> LogicalResult {
    auto next = dynamic.begin();
    for (auto [dim, entry] : llvm::enumerate(entries)) {
      if (!ShapedType::isDynamic(entry)) {
        into.push_back(entry);
        continue;
      }
      FailureOr<int64_t> extent = readDynamicExtent(executor, op, *next++, what, dim);
      if (failed(extent))
        return failure();
      into.push_back(*extent);
    }
    return success();
  };
  if (failed(bind(type.getShape(), make.getDynamicShape(), "size", view.shape)) ||
      failed(bind(type.getStrides(), make.getDynamicStrides(), "stride", view.strides)))
    return failure();
  if (executor.getOptions().checked && isSubByteElementType(view.elementType) &&
      failed(checkSubBytePacking(executor, op, view)))
    return failure();
  executor.set(make.getResult(), std::move(view));
  return success();
}

/// The tile views only record their type next to the tensor they look into.
LogicalResult executeMakeTileView(BlockExecutor &executor, Operation *op) {
  const auto &tensor = std::get<TensorViewValue>(executor.get(op->getOperand(0)));
  executor.set(op->getResult(0), TileViewValue{op->getResult(0).getType(), tensor});
  return success();
}

//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

/// Binds one rank-0 integer result per entry of `values`; an entry must fit the result type
/// read unsigned (§3.8), else undefined behaviour (unchecked: its low bits).
LogicalResult setShapeResults(BlockExecutor &executor, Operation *op, ArrayRef<int64_t> values,
                              StringRef what) {
  for (auto [dim, result] : llvm::enumerate(op->getResults())) {
    Type type = cast<TileType>(result.getType()).getElementType();
    unsigned width = getIntegerWidth(type);
    uint64_t value = static_cast<uint64_t>(values[dim]);
    if (executor.getOptions().checked && width < 64 && value >> width != 0)
      return failWith(executor, op, [&](raw_ostream &os) {
        os << what << " " << values[dim] << " of dimension #" << dim << " does not fit in "
           << type << ", the type of its result";
      });
    executor.set(result, TileValue::scalar(type, truncateBits(value, width)));
  }
  return success();
}

LogicalResult executeGetTensorShape(BlockExecutor &executor, Operation *op) {
  // A copy: binding the results may move the register file the view lives in.
  SmallVector<int64_t> shape = std::get<TensorViewValue>(executor.get(op->getOperand(0))).shape;
  return setShapeResults(executor, op, shape, "size");
}

LogicalResult executeGetIndexSpaceShape(BlockExecutor &executor, Operation *op) {
  const auto &view = std::get<TileViewValue>(executor.get(op->getOperand(0)));
  SmallVector<int64_t> shape = getIndexSpaceShape(view.viewType, view.tensor.shape);
  return setShapeResults(executor, op, shape, "index space extent");
}

//===----------------------------------------------------------------------===//
// Selecting the elements of one view tile
//===----------------------------------------------------------------------===//

/// How a tile view lays its tiles over the tensor (the table in the file comment).
struct ViewLayout {
  ArrayRef<int64_t> tileShape;
  /// Per tile dimension k: the tensor dimension it walks (dim_map).
  SmallVector<int64_t> tensorDims;
  /// Per tile dimension k: elements between consecutive index values.
  SmallVector<int64_t> steps;
  std::optional<int64_t> sparseDim;
  std::optional<PaddingValue> padding;
};

ViewLayout getViewLayout(Type viewType) {
  return llvm::TypeSwitch<Type, ViewLayout>(viewType)
      .Case([](PartitionViewType view) {
        return ViewLayout{view.getTileShape(), llvm::to_vector(view.getDimMap()),
                          llvm::to_vector(view.getTileShape()), std::nullopt,
                          view.getPaddingValue()};
      })
      .Case([](StridedViewType view) {
        return ViewLayout{view.getTileShape(), llvm::to_vector(view.getDimMap()),
                          llvm::to_vector(view.getTraversalStrides()), std::nullopt,
                          view.getPaddingValue()};
      })
      .Case([](GatherScatterViewType view) {
        int64_t rank = view.getTileShape().size();
        return ViewLayout{view.getTileShape(), llvm::to_vector(llvm::seq<int64_t>(0, rank)),
                          SmallVector<int64_t>(rank, 1), view.getSparseDim(),
                          view.getPaddingValue()};
      });
}

/// The tile an access selects: per tile dimension, the tensor coordinate of its element 0
/// (saturated: beyond every tensor), and for a gather/scatter view the gathered coordinates.
struct TileSelection {
  SmallVector<uint64_t> origin;
  SmallVector<uint64_t> gatherRows;
};

/// Reads the index operands; an index outside the index space is undefined behaviour (§3.8).
/// The rows of a gather index may lie outside the tensor: they are out-of-bounds elements.
FailureOr<TileSelection> selectTile(BlockExecutor &executor, Operation *op,
                                    const TileViewValue &view, const ViewLayout &layout,
                                    ValueRange indices) {
  SmallVector<int64_t> extents = getIndexSpaceShape(view.viewType, view.tensor.shape);
  TileSelection selection;
  for (auto [dim, indexValue] : llvm::enumerate(indices)) {
    const TileValue &index = executor.getTile(indexValue);
    if (layout.sparseDim == static_cast<int64_t>(dim)) {
      selection.gatherRows.assign(index.elements.begin(), index.elements.end());
      selection.origin.push_back(0);
      continue;
    }
    uint64_t value = index.elements[0];
    if (executor.getOptions().checked && value >= static_cast<uint64_t>(extents[dim]))
      return failWith(executor, op, [&](raw_ostream &os) {
        os << "index " << value << " of view dimension " << dim
           << " is outside the index space " << formatList(extents)
           << "; view indices must lie in it";
      });
    selection.origin.push_back(
        llvm::SaturatingMultiply(value, static_cast<uint64_t>(layout.steps[dim])));
  }
  return selection;
}

/// `inbounds = [...]` (13.4): true at index dimension k promises that the selected tile stays
/// inside the tensor along k, so no padding or skipping is needed there. Results are the same
/// whether or not code relies on the promise, so accesses keep the 13.3 bounds logic; a broken
/// promise is undefined behaviour, reported in checked mode. Which tensor dimension index
/// dimension k is under a dim_map is unconfirmed; as the addendum recommends, it is the one the
/// tile's dimension k walks, tensor dimension dim_map[k].
LogicalResult checkInboundsPromise(BlockExecutor &executor, Operation *op,
                                   const TileViewValue &view, const ViewLayout &layout,
                                   const TileSelection &selection,
                                   std::optional<ArrayRef<bool>> inbounds) {
  if (!executor.getOptions().checked || !inbounds)
    return success();
  for (auto [k, promised] : llvm::enumerate(*inbounds)) {
    if (!promised || k >= layout.tileShape.size())
      continue;
    int64_t dim = layout.tensorDims[k];
    auto extent = static_cast<uint64_t>(std::max<int64_t>(view.tensor.shape[dim], 0));
    uint64_t first, last;
    if (layout.sparseDim == static_cast<int64_t>(k)) {
      auto [low, high] = std::minmax_element(selection.gatherRows.begin(),
                                             selection.gatherRows.end());
      if (low == selection.gatherRows.end())
        continue;
      first = *low;
      last = *high;
    } else {
      first = selection.origin[k];
      last = llvm::SaturatingAdd(first, static_cast<uint64_t>(layout.tileShape[k] - 1));
    }
    if (last < extent)
      continue;
    return failWith(executor, op, [&](raw_ostream &os) {
      os << "inbounds promises that the tile stays inside the tensor along index dimension "
         << k << ", but it covers coordinates " << first << " to " << last
         << " of tensor dimension " << dim << ", whose extent is " << extent
         << "; a broken inbounds promise is undefined behaviour";
    });
  }
  return success();
}

enum class ElementKind {
  /// Outside the tensor: not accessed.
  OutOfBounds,
  /// Inside the tensor, at `place`.
  InBounds,
  /// Inside the tensor, but its linear offset leaves [0, 2^63-1]: undefined behaviour.
  BadOffset,
  /// Inside the tensor, but its address does not fit in 64 bits: outside every buffer.
  BadAddress,
};

struct ViewElement {
  int64_t linear;
  ArrayRef<int64_t> position;
  ArrayRef<uint64_t> coordinate;
  ElementKind kind;
  ElementPlace place;
};

/// addr(c) = base + sizeof(E) * sum_d c[d] * stride[d] for a `coordinate` inside the tensor.
ElementKind locateElement(const TensorViewValue &tensor, ArrayRef<uint64_t> coordinate,
                          ElementPlace &place) {
  int64_t offset = 0;
  for (auto [c, stride] : llvm::zip(coordinate, tensor.strides)) {
    int64_t term;
    if (__builtin_mul_overflow(static_cast<int64_t>(c), stride, &term) ||
        __builtin_add_overflow(offset, term, &offset))
      return ElementKind::BadOffset;
  }
  if (offset < 0)
    return ElementKind::BadOffset;
  uint64_t byteOffset;
  place.bitOffset = 0;
  if (isSubByteElementType(tensor.elementType)) {
    NibblePosition nibble = getNibblePosition(offset);
    byteOffset = nibble.byteIndex;
    place.bitOffset = nibble.bitOffset;
  } else if (__builtin_mul_overflow(static_cast<uint64_t>(offset),
                                    uint64_t(getAccessBytes(tensor.elementType)), &byteOffset)) {
    return ElementKind::BadAddress;
  }
  if (__builtin_add_overflow(tensor.base, byteOffset, &place.address))
    return ElementKind::BadAddress;
  return ElementKind::InBounds;
}

/// Calls `visit` for every element of the selected tile in row-major order.
LogicalResult forEachViewElement(const TensorViewValue &tensor, const ViewLayout &layout,
                                 const TileSelection &selection,
                                 llvm::function_ref<LogicalResult(const ViewElement &)> visit) {
  int64_t rank = layout.tileShape.size();
  SmallVector<int64_t> position(rank, 0);
  SmallVector<uint64_t> coordinate(rank, 0);
  int64_t count = 1;
  for (int64_t extent : layout.tileShape)
    count *= extent;
  for (int64_t linear = 0; linear < count; ++linear) {
    bool inBounds = true;
    for (int64_t k = 0; k < rank; ++k) {
      int64_t dim = layout.tensorDims[k];
      uint64_t c = layout.sparseDim == k
                       ? selection.gatherRows[position[k]]
                       : llvm::SaturatingAdd(selection.origin[k],
                                             static_cast<uint64_t>(position[k]));
      coordinate[dim] = c;
      inBounds &= tensor.shape[dim] > 0 && c < static_cast<uint64_t>(tensor.shape[dim]);
    }
    ViewElement element{linear, position, coordinate, ElementKind::OutOfBounds, {}};
    if (inBounds)
      element.kind = locateElement(tensor, coordinate, element.place);
    if (failed(visit(element)))
      return failure();
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++position[k] < layout.tileShape[k])
        break;
      position[k] = 0;
    }
  }
  return success();
}

/// Whether an in-bounds element may be accessed. Fails (reported) in checked mode; in
/// unchecked mode returns false when the access is to be skipped.
FailureOr<bool> checkViewElement(BlockExecutor &executor, Operation *op,
                                 const ViewElement &element, Type elementType, bool write) {
  bool checked = executor.getOptions().checked;
  std::string problem;
  if (element.kind == ElementKind::BadOffset) {
    problem = "its linear offset is outside [0, 2^63-1], the offsets a view may address";
  } else if (element.kind == ElementKind::BadAddress) {
    problem = "its address does not fit in 64 bits, so it lies outside every buffer";
  } else if (llvm::Error error =
                 checkElementAccess(executor.getMemory(), element.place, elementType, write,
                                    /*requireAlignment=*/checked)) {
    problem = llvm::toString(std::move(error));
  } else {
    return true;
  }
  if (!checked)
    return false;
  (void)failWith(executor, op, [&](raw_ostream &os) {
    os << "element " << formatIndex(element.position) << " (tensor coordinate "
       << formatList(element.coordinate) << "): " << problem;
  });
  return failure();
}

/// One in-bounds element a store or reduction writes: where, and which tile element.
struct ElementWrite {
  ElementPlace place;
  int64_t linear;
};

/// The elements a store or reduction writes, all checked before any is written.
FailureOr<SmallVector<ElementWrite>> collectWrites(BlockExecutor &executor, Operation *op,
                                                   const TileViewValue &view, ValueRange indices,
                                                   std::optional<ArrayRef<bool>> inbounds = {}) {
  ViewLayout layout = getViewLayout(view.viewType);
  FailureOr<TileSelection> selection = selectTile(executor, op, view, layout, indices);
  if (failed(selection) ||
      failed(checkInboundsPromise(executor, op, view, layout, *selection, inbounds)))
    return failure();
  SmallVector<ElementWrite> writes;
  LogicalResult visited =
      forEachViewElement(view.tensor, layout, *selection, [&](const ViewElement &element) {
        if (element.kind == ElementKind::OutOfBounds)
          return success();
        FailureOr<bool> accessible =
            checkViewElement(executor, op, element, view.tensor.elementType, /*write=*/true);
        if (failed(accessible))
          return failure();
        if (*accessible)
          writes.push_back({element.place, element.linear});
        return success();
      });
  if (failed(visited))
    return failure();
  return writes;
}

//===----------------------------------------------------------------------===//
// load_view_tko, store_view_tko, atomic_red_view_tko
//===----------------------------------------------------------------------===//

/// The encoding of +-Inf in `elementType`, or, for a format without Inf, the value the
/// conversion rules (§2.6) give for it (f8E4M3FN and f4E2M1FN saturate to +-MAX, f8E8M0FNU
/// gives its NaN). The padding is the value itself, not the result of an ftof: f8E5M2 has an
/// Inf encoding and pads with it, although converting Inf *to* f8E5M2 saturates (seed §5.1.3).
uint64_t getInfinityElement(Type elementType, bool negative) {
  numeric::FloatFormat format = *getFloatFormat(elementType);
  double infinity = std::numeric_limits<double>::infinity();
  uint64_t bits = encodeFloat(negative ? -infinity : infinity, elementType);
  // Only f8E5M2 has an Inf that conversion does not produce; its Inf follows its largest
  // finite value (0x7B -> 0x7C), as in every IEEE-like layout without a container.
  if (numeric::getFormatInfo(format).hasInf && !numeric::isInf(bits, format))
    bits = numeric::maxFinite(format, negative) + 1;
  return bits;
}

/// The element an out-of-bounds load yields for `padding` (seed §5.6: "positive infinity",
/// "NaN", ...). Formats that cannot represent it take the value the conversion rules give
/// (§2.6): without Inf, f8E4M3FN pads +-448 and f4E2M1FN +-6; `nan` on NaN-less f4E2M1FN
/// gives +6; f8E8M0FNU has no zero, and both zeros give its encoding 0x00.
uint64_t getPaddingElement(PaddingValue padding, Type elementType) {
  switch (padding) {
  case PaddingValue::zero:
    return 0; // Integers and floats alike.
  case PaddingValue::neg_zero:
    return encodeFloat(-0.0, elementType);
  case PaddingValue::nan: {
    numeric::FloatFormat format = *getFloatFormat(elementType);
    if (numeric::getFormatInfo(format).hasNaN)
      return numeric::canonicalNaN(format);
    return encodeFloat(std::nan(""), elementType);
  }
  case PaddingValue::pos_inf:
    return getInfinityElement(elementType, /*negative=*/false);
  case PaddingValue::neg_inf:
    return getInfinityElement(elementType, /*negative=*/true);
  }
  llvm_unreachable("every padding value is handled above");
}

LogicalResult executeLoadView(BlockExecutor &executor, Operation *op) {
  auto load = cast<LoadViewTkoOp>(op);
  const auto &view = std::get<TileViewValue>(executor.get(load.getView()));
  Type elementType = view.tensor.elementType;
  ViewLayout layout = getViewLayout(view.viewType);
  FailureOr<TileSelection> selection = selectTile(executor, op, view, layout, load.getIndex());
  if (failed(selection) ||
      failed(checkInboundsPromise(executor, op, view, layout, *selection, load.getInbounds())))
    return failure();

  OpAccesses accesses(executor, op, elementType, load.getToken(),
                      load.getMemoryOrderingSemantics(), load.getMemoryScope());
  uint64_t undefined = getUndefinedElement(elementType);
  uint64_t outOfBounds =
      layout.padding ? getPaddingElement(*layout.padding, elementType) : undefined;
  TileValue result(elementType, layout.tileShape);
  LogicalResult visited =
      forEachViewElement(view.tensor, layout, *selection, [&](const ViewElement &element) {
        uint64_t &bits = result.elements[element.linear];
        if (element.kind == ElementKind::OutOfBounds) {
          bits = outOfBounds;
          return success();
        }
        FailureOr<bool> accessible =
            checkViewElement(executor, op, element, elementType, /*write=*/false);
        if (failed(accessible))
          return failure();
        if (!*accessible) {
          bits = undefined;
          return success();
        }
        if (failed(accesses.record(element.place, AccessKind::Read, [&] {
              return "element " + formatIndex(element.position);
            })))
          return failure();
        bits = readElement(element.place, elementType);
        return success();
      });
  if (failed(visited))
    return failure();

  executor.set(load.getTile(), std::move(result));
  executor.set(load.getResultToken(), accesses.getResultToken());
  return success();
}

/// `[1, 0]`: the row-major position of element `linear` of a tile of `shape`.
std::string formatPosition(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> position(shape.size());
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 1; dim >= 0; --dim) {
    position[dim] = linear % shape[dim];
    linear /= shape[dim];
  }
  return formatIndex(position);
}

/// In checked mode, two elements of one weak store at the same location are a data race
/// (§1.6): overlapping strided tiles, aliasing tensor strides (repeated scatter rows are
/// resolved before, see resolveRepeatedScatterRows). With a scope the later element in
/// row-major order wins (the spec leaves the winner open).
LogicalResult checkWeakStoreRace(BlockExecutor &executor, Operation *op,
                                 ArrayRef<ElementWrite> writes, ArrayRef<int64_t> tileShape) {
  llvm::DenseMap<uint64_t, int64_t> writers;
  for (const ElementWrite &write : writes) {
    auto [found, inserted] = writers.try_emplace(write.place.getLocationKey(), write.linear);
    if (inserted)
      continue;
    return failWith(executor, op, [&](raw_ostream &os) {
      os << "elements " << formatPosition(found->second, tileShape) << " and "
         << formatPosition(write.linear, tileShape) << " both write "
         << llvm::format_hex(write.place.address, 18)
         << (write.place.bitOffset ? " (high nibble)" : "")
         << " in one weak store, a data race: the elements of a weak store must write "
            "distinct locations";
    });
  }
  return success();
}

/// Checks the accesses of `writes` against those of other operations (RaceDetector.h).
LogicalResult recordWrites(OpAccesses &accesses, ArrayRef<ElementWrite> writes,
                           ArrayRef<int64_t> tileShape, AccessKind kind) {
  for (const ElementWrite &write : writes)
    if (failed(accesses.record(write.place, kind, [&] {
          return "element " + formatPosition(write.linear, tileShape);
        })))
      return failure();
  return success();
}

/// "Repeated sparse index values in a store operation result in undefined values in the
/// repeated row" (seed §5.6.1): a defined outcome, not a data race, whatever the ordering. The
/// elements of a row whose gather index repeats all store the undefined pattern, and each of
/// their locations is written once. Returns the tile values to store, by linear position.
SmallVector<uint64_t> resolveRepeatedScatterRows(BlockExecutor &executor,
                                                 const TileViewValue &view,
                                                 const TileValue &tile, ValueRange indices,
                                                 SmallVector<ElementWrite> &writes) {
  SmallVector<uint64_t> values(tile.elements.begin(), tile.elements.end());
  auto gatherView = dyn_cast<GatherScatterViewType>(view.viewType);
  if (!gatherView)
    return values;
  int64_t sparseDim = gatherView.getSparseDim();
  const TileValue &rows = executor.getTile(indices[sparseDim]);
  llvm::DenseMap<uint64_t, int64_t> rowCounts;
  for (uint64_t row : rows.elements)
    ++rowCounts[row];
  // Tile elements between consecutive positions along the sparse dimension.
  int64_t rowStride = 1;
  for (int64_t extent : ArrayRef<int64_t>(tile.shape).drop_front(sparseDim + 1))
    rowStride *= extent;
  uint64_t undefined = getUndefinedElement(view.tensor.elementType);
  llvm::DenseSet<uint64_t> written;
  SmallVector<ElementWrite> kept;
  for (const ElementWrite &write : writes) {
    uint64_t row = rows.elements[(write.linear / rowStride) % rows.elements.size()];
    if (rowCounts[row] > 1) {
      values[write.linear] = undefined;
      if (!written.insert(write.place.getLocationKey()).second)
        continue;
    }
    kept.push_back(write);
  }
  writes = std::move(kept);
  return values;
}

/// Out-of-bounds elements are skipped; the view's padding value plays no part (§3.8).
LogicalResult executeStoreView(BlockExecutor &executor, Operation *op) {
  auto store = cast<StoreViewTkoOp>(op);
  const auto &view = std::get<TileViewValue>(executor.get(store.getView()));
  const TileValue &tile = executor.getTile(store.getTile());
  OpAccesses accesses(executor, op, view.tensor.elementType, store.getToken(),
                      store.getMemoryOrderingSemantics(), store.getMemoryScope());
  FailureOr<SmallVector<ElementWrite>> writes =
      collectWrites(executor, op, view, store.getIndex(), store.getInbounds());
  if (failed(writes))
    return failure();
  SmallVector<uint64_t> values =
      resolveRepeatedScatterRows(executor, view, tile, store.getIndex(), *writes);
  if (executor.getOptions().checked &&
      store.getMemoryOrderingSemantics() == MemoryOrdering::weak &&
      failed(checkWeakStoreRace(executor, op, *writes, tile.shape)))
    return failure();
  if (failed(recordWrites(accesses, *writes, tile.shape, AccessKind::Write)))
    return failure();
  for (const ElementWrite &write : *writes)
    writeElement(write.place, view.tensor.elementType, values[write.linear]);
  executor.set(store.getResultToken(), accesses.getResultToken());
  return success();
}

/// Each element is its own atomic update, applied in row-major order, so elements sharing a
/// location (overlapping tiles, aliasing strides) combine one after the other.
/// `combine(elementType, old, arg)` gives the new memory value from the old one and the tile's
/// element.
template <typename Combine>
LogicalResult reduceViewAtomically(BlockExecutor &executor, Operation *op, Value viewValue,
                                   ValueRange indices, Value valueTile, Value token,
                                   MemoryOrdering ordering, MemoryScope scope, Value resultToken,
                                   Combine combine) {
  const auto &view = std::get<TileViewValue>(executor.get(viewValue));
  const TileValue &values = executor.getTile(valueTile);
  Type elementType = view.tensor.elementType;
  OpAccesses accesses(executor, op, elementType, token, ordering, scope);
  FailureOr<SmallVector<ElementWrite>> writes = collectWrites(executor, op, view, indices);
  if (failed(writes) ||
      failed(recordWrites(accesses, *writes, values.shape, AccessKind::Update)))
    return failure();
  for (const ElementWrite &write : *writes) {
    uint64_t old = readElement(write.place, elementType);
    writeElement(write.place, elementType,
                 combine(elementType, old, values.elements[write.linear]));
  }
  executor.set(resultToken, accesses.getResultToken());
  return success();
}

LogicalResult executeAtomicRedView(BlockExecutor &executor, Operation *op) {
  auto reduce = cast<AtomicRedViewTkoOp>(op);
  AtomicMode mode = reduce.getMode();
  return reduceViewAtomically(
      executor, op, reduce.getView(), reduce.getIndex(), reduce.getValue(), reduce.getToken(),
      reduce.getMemoryOrderingSemantics(), reduce.getMemoryScope(), reduce.getResultToken(),
      [&](Type elementType, uint64_t old, uint64_t arg) {
        return combineAtomic(mode, elementType, old, arg);
      });
}

/// multimem_reduce_view_tko min/max of floats on a replica group of one (the view's own buffer,
/// tile-ir-13.4-13.5.md §5.1): one atomic update per element. MultimemSingleReplica.cpp turns
/// every other multimem reduction into an atomic_red_view_tko; this one has no such mode. As
/// there, `inbounds` is not checked: it only promises what the element walk finds anyway.
LogicalResult executeMultimemReduceView(BlockExecutor &executor, Operation *op) {
  auto reduce = cast<MultimemReduceViewTkoOp>(op);
  MultimemReduction reduction = reduce.getReduction();
  if (!isa<FloatType>(reduce.getTile().getType().getElementType()) ||
      (reduction != MultimemReduction::min && reduction != MultimemReduction::max))
    return op->emitOpError("is executed as atomic_red_view_tko on one replica; only float "
                           "min/max reductions reach the interpreter");
  bool maximum = reduction == MultimemReduction::max;
  return reduceViewAtomically(
      executor, op, reduce.getView(), reduce.getIndex(), reduce.getTile(), reduce.getToken(),
      reduce.getMemoryOrderingSemantics(), reduce.getMemoryScope(), reduce.getResultToken(),
      [&](Type elementType, uint64_t old, uint64_t arg) {
        return combineAtomicMinMaxF(maximum, elementType, old, arg);
      });
}

} // namespace

void registerViewHandlers(HandlerRegistry &registry) {
  registry.add<MakeTensorViewOp>(executeMakeTensorView);
  registry.add<MakePartitionViewOp>(executeMakeTileView);
  registry.add<MakeStridedViewOp>(executeMakeTileView);
  registry.add<MakeGatherScatterViewOp>(executeMakeTileView);
  registry.add<GetTensorShapeOp>(executeGetTensorShape);
  registry.add<GetIndexSpaceShapeOp>(executeGetIndexSpaceShape);
  registry.add<LoadViewTkoOp>(executeLoadView);
  registry.add<StoreViewTkoOp>(executeStoreView);
  registry.add<AtomicRedViewTkoOp>(executeAtomicRedView);
  registry.add<MultimemReduceViewTkoOp>(executeMultimemReduceView);
}

} // namespace tilec::interp
