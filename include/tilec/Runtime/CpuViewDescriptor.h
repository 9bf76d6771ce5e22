//===- CpuViewDescriptor.h - the copy descriptor of a view ------*- C++ -*-===//
//
// A tensor_view or tile view of compiled code is the i64 address of one ViewDescriptor in the
// tile block's frame (../shared/DESIGN.md, "Views lower to a copy descriptor"). The lowering
// (lib/Conversion/CudaTileToCPU/ViewToCPU.cpp) builds it where the view is made: it copies a
// constant template holding every static field, stores the base address and the dynamic sizes
// and strides, and calls tilec_rt_view_init_tensor / tilec_rt_view_init_tile (ViewRuntime.cpp),
// which check the bound values and derive the fields marked "derived". Each view access then
// passes the descriptor and its indices to the copy engine.
//
// The fields follow the interpreter's model (lib/Interpreter/ExecView.cpp): tile dimension k
// walks tensor dimension tensorDims[k], tile position I_k starts at element I_k * steps[k] of it
// (the gather/scatter view's sparse dimension takes the coordinates of an index tile instead).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_CPUVIEWDESCRIPTOR_H
#define TILEC_RUNTIME_CPUVIEWDESCRIPTOR_H

#include "tilec/Runtime/ScalarKind.h"

#include <cstdint>

namespace tilec::runtime {

/// The largest tensor_view rank the compiled code supports.
constexpr int kMaxViewRank = 8;

/// The memory ordering of a view access, as the copy engine needs it.
enum class ViewOrdering : int32_t {
  Weak,
  Relaxed,
  /// acquire (loads) or release (stores).
  Strong,
};

/// tilec_rt_view_atomic_reduce's `mode` is an AtomicMode value, or one of these two for
/// multimem_reduce_view_tko's float max and min (maxf/minf without propagate_nan), which
/// AtomicMode has not and must not get (it is printed and written to bytecode): hence numbers
/// outside its range.
constexpr int32_t kAtomicReduceMaxNumberF = 0x100;
constexpr int32_t kAtomicReduceMinNumberF = 0x101;

struct ViewDescriptor {
  //===--- The tensor_view (make_tensor_view) ---------------------------===//
  uint64_t base;
  int32_t rank;
  ScalarKind element;
  /// The element type as printed, for messages (NUL-terminated).
  char typeName[16];
  /// Sizes and strides in elements; dynamic entries are their operand read unsigned.
  int64_t shape[kMaxViewRank];
  int64_t strides[kMaxViewRank];
  /// Width in bits of the operand a dynamic size (entry d) or stride (entry kMaxViewRank + d)
  /// came from; 0 for static entries.
  uint8_t dynamicWidths[2 * kMaxViewRank];
  /// Derived: no two coordinates inside the tensor share a location.
  int32_t injective;
  /// Derived: bytes from the tensor's first element to past its last (saturating; 0 when it
  /// is empty). Tensors larger than the caches keep stream (lib/Runtime/Cpu/BulkCopy.h), and
  /// a store checks whether its source lies inside the tensor it writes.
  uint64_t spanBytes;

  //===--- The tile view (make_partition/strided/gather_scatter_view) ---===//
  int32_t tileRank;
  /// The gather/scatter view's sparse dimension, -1 for the other views.
  int32_t sparseDim;
  /// Whether the view has a padding value (else loads outside the tensor give the undefined
  /// pattern, which tilec_rt_view_init_tile puts in outOfBounds).
  int32_t hasPadding;
  int64_t tileShape[kMaxViewRank];
  /// Per tile dimension: the tensor dimension it walks (dim_map).
  int64_t tensorDims[kMaxViewRank];
  /// Per tile dimension: elements between consecutive index values (tile size or traversal
  /// stride; 1 for the gather/scatter view, whose indices are element offsets).
  int64_t steps[kMaxViewRank];
  /// The encoding loads give elements outside the tensor.
  uint64_t outOfBounds;
  /// Derived: the index space (ViewIndexSpace.h) per tile dimension.
  int64_t indexSpace[kMaxViewRank];
};

/// Bytes of the part of a descriptor make_tensor_view fills; the tile views copy it.
constexpr uint64_t kTensorDescriptorBytes = __builtin_offsetof(ViewDescriptor, tileRank);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_CPUVIEWDESCRIPTOR_H
