//===- RuntimeValue.h - values held by the reference interpreter -*- C++ -*-===//
//
// Every SSA value of a running kernel is one of:
//   TileValue:  element type, static shape, and one 64-bit encoding per element (row-major).
//               Integers hold their bits masked to the width (i1: 0/1), floats their raw encoding
//               in their own format (tf32 in its f32 container), pointers their address.
//   TensorViewValue / TileViewValue: a base address with dynamic shape and strides bound.
//   TokenValue: no run-time content (ordering is program order in the interpreter).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_RUNTIMEVALUE_H
#define TILEC_INTERPRETER_RUNTIMEVALUE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <variant>
#include <vector>

namespace tilec::interp {

struct TileValue {
  mlir::Type elementType;
  llvm::SmallVector<int64_t> shape;
  std::vector<uint64_t> elements;

  TileValue() = default;
  TileValue(mlir::Type elementType, llvm::ArrayRef<int64_t> shape);
  /// A rank-0 tile holding `bits`.
  static TileValue scalar(mlir::Type elementType, uint64_t bits);

  int64_t getNumElements() const { return static_cast<int64_t>(elements.size()); }
  int64_t getRank() const { return static_cast<int64_t>(shape.size()); }
  /// Row-major linear index of a multi-index.
  int64_t linearize(llvm::ArrayRef<int64_t> index) const;
  /// Multi-index of a row-major linear index.
  llvm::SmallVector<int64_t> delinearize(int64_t linear) const;
};

struct TensorViewValue {
  uint64_t base = 0;
  mlir::Type elementType;
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<int64_t> strides;
};

/// A partition, strided or gather/scatter view: its type plus the tensor it looks into.
struct TileViewValue {
  mlir::Type viewType;
  TensorViewValue tensor;
};

struct TokenValue {};

using RuntimeValue = std::variant<TileValue, TensorViewValue, TileViewValue, TokenValue>;

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_RUNTIMEVALUE_H
