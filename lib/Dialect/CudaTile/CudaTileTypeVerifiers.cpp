//===- CudaTileTypeVerifiers.cpp - rules every type must satisfy ----------===//
//
// Each message names the type and the rule it breaks (seed §5, tile-ir-syntax.md §1).
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace tilec::cuda_tile {

namespace {

using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

/// Largest number of elements a tile may have (tile-ir-ops.md §1.4).
constexpr int64_t kMaxTileElements = int64_t(1) << 24;

LogicalResult verifyTileShape(EmitErrorFn emitError, StringRef typeName,
                              ArrayRef<int64_t> shape) {
  int64_t elements = 1;
  for (auto [index, dim] : llvm::enumerate(shape)) {
    if (dim <= 0 || !llvm::isPowerOf2_64(dim))
      return emitError() << "'" << typeName << "' tile dimension #" << index
                         << " must be a positive power of two, got " << dim;
    // Compared before multiplying: elements <= 2^24 here, but dim may be up to 2^62.
    if (dim > kMaxTileElements / elements)
      return emitError() << "'" << typeName << "' tile has more than " << kMaxTileElements
                         << " (2^24) elements";
    elements *= dim;
  }
  return success();
}

bool hasEvenDimension(ArrayRef<int64_t> shape) {
  return llvm::any_of(shape, [](int64_t dim) { return dim % 2 == 0; });
}

void printList(InFlightDiagnostic &diag, ArrayRef<int64_t> values) {
  diag << '[';
  llvm::interleaveComma(values, diag);
  diag << ']';
}

/// Rules shared by the three tile views.
LogicalResult verifyTileView(EmitErrorFn emitError, StringRef viewName,
                             ArrayRef<int64_t> tileShape, TensorViewType tensorView,
                             ArrayRef<int64_t> dimMap, std::optional<PaddingValue> padding) {
  if (!tensorView)
    return emitError() << "'" << viewName << "' needs a tensor_view";
  if (tileShape.empty())
    return emitError() << "'" << viewName << "' of rank 0 is not supported";
  if ((int64_t)tileShape.size() != tensorView.getRank())
    return emitError() << "'" << viewName << "' tile rank (" << tileShape.size()
                       << ") must equal the tensor_view rank (" << tensorView.getRank() << ")";
  if (failed(verifyTileShape(emitError, viewName, tileShape)))
    return failure();

  SmallVector<bool> seen(tileShape.size(), false);
  bool isPermutation = dimMap.size() == tileShape.size();
  for (int64_t dim : dimMap) {
    if (!isPermutation || dim < 0 || dim >= (int64_t)tileShape.size() || seen[dim]) {
      isPermutation = false;
      break;
    }
    seen[dim] = true;
  }
  if (!isPermutation) {
    InFlightDiagnostic diag = emitError();
    diag << "'" << viewName << "' dim_map must be a permutation of [0, " << tileShape.size()
         << "), got ";
    printList(diag, dimMap);
    return diag;
  }

  if (padding && *padding != PaddingValue::zero &&
      !isFloatElementType(tensorView.getElementType()))
    return emitError() << "'" << viewName << "' padding_value " << stringifyPaddingValue(*padding)
                       << " requires a floating-point element type, got "
                       << tensorView.getElementType() << " (only zero padding is allowed)";
  return success();
}

} // namespace

LogicalResult PointerType::verify(EmitErrorFn emitError, Type pointee, PointerClassAttr) {
  if (isa<PointerType>(pointee))
    return emitError() << "'ptr' pointee must not be a pointer: nested pointers are not supported";
  if (!isNumericElementType(pointee))
    return emitError() << "'ptr' pointee must be a number type (i1, i8, i16, i32, i64, f16, bf16, "
                          "f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN, fnv8E5M3FNU), "
                          "got "
                       << pointee;
  return success();
}

LogicalResult TileType::verify(EmitErrorFn emitError, ArrayRef<int64_t> shape,
                               Type elementType) {
  if (!isTileElementType(elementType))
    return emitError() << "'tile' element type must be a number type, i4 or a pointer, got "
                       << elementType;
  if (failed(verifyTileShape(emitError, "tile", shape)))
    return failure();
  if (isa<Float4E2M1FNType>(elementType) && !hasEvenDimension(shape))
    return emitError() << "'tile' of f4E2M1FN must have rank >= 1 and an even dimension";
  return success();
}

LogicalResult TensorViewType::verify(EmitErrorFn emitError, Type elementType,
                                     ArrayRef<int64_t> shape, ArrayRef<int64_t> strides,
                                     PointerClassAttr) {
  if (!isNumericElementType(elementType))
    return emitError() << "'tensor_view' element type must be a number type, got "
                       << elementType;
  if (shape.size() != strides.size())
    return emitError() << "'tensor_view' needs one stride per dimension: rank " << shape.size()
                       << " but " << strides.size() << " strides";
  for (auto [index, size] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(size) && size <= 0)
      return emitError() << "'tensor_view' size of dimension #" << index
                         << " must be positive, got " << size;
  for (auto [index, stride] : llvm::enumerate(strides))
    if (!ShapedType::isDynamic(stride) && stride <= 0)
      return emitError() << "'tensor_view' stride of dimension #" << index
                         << " must be positive, got " << stride;

  // 4-bit elements are packed two per byte, so some unit-stride dimension must hold whole bytes
  // (seed §5.6.5). A dynamic stride or size may satisfy this at run time.
  if (isSubByteElementType(elementType)) {
    bool packable = false;
    for (auto [size, stride] : llvm::zip(shape, strides)) {
      bool unitStride = stride == 1 || ShapedType::isDynamic(stride);
      bool evenSize = ShapedType::isDynamic(size) || size % 2 == 0;
      if (stride == 1 && !evenSize)
        return emitError() << "'tensor_view' of " << elementType
                           << " needs its unit-stride dimensions to have an even size, got "
                           << size;
      packable |= unitStride && evenSize;
    }
    if (!packable)
      return emitError() << "'tensor_view' of " << elementType
                         << " needs a unit-stride dimension with an even size";
  }
  return success();
}

LogicalResult PartitionViewType::verify(EmitErrorFn emitError, ArrayRef<int64_t> tileShape,
                                        TensorViewType tensorView, ArrayRef<int64_t> dimMap,
                                        std::optional<PaddingValue> padding) {
  return verifyTileView(emitError, getMnemonic(), tileShape, tensorView, dimMap, padding);
}

LogicalResult StridedViewType::verify(EmitErrorFn emitError, ArrayRef<int64_t> tileShape,
                                      ArrayRef<int64_t> traversalStrides,
                                      TensorViewType tensorView, ArrayRef<int64_t> dimMap,
                                      std::optional<PaddingValue> padding) {
  if (failed(verifyTileView(emitError, getMnemonic(), tileShape, tensorView, dimMap, padding)))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "'strided_view' needs one traversal stride per dimension: rank "
                       << tileShape.size() << " but " << traversalStrides.size()
                       << " traversal_strides";
  for (auto [index, stride] : llvm::enumerate(traversalStrides))
    if (stride <= 0)
      return emitError() << "'strided_view' traversal stride #" << index
                         << " must be positive, got " << stride;
  return success();
}

LogicalResult GatherScatterViewType::verify(EmitErrorFn emitError, ArrayRef<int64_t> tileShape,
                                            TensorViewType tensorView, int64_t sparseDim,
                                            std::optional<PaddingValue> padding) {
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, static_cast<int64_t>(tileShape.size())));
  if (failed(verifyTileView(emitError, getMnemonic(), tileShape, tensorView, identity, padding)))
    return failure();
  if (sparseDim < 0 || sparseDim >= (int64_t)tileShape.size())
    return emitError() << "'gather_scatter_view' sparse_dim (" << sparseDim
                       << ") must be non-negative and less than the rank (" << tileShape.size()
                       << ")";
  return success();
}

} // namespace tilec::cuda_tile
