//===- RuntimeValue.h - values held by the reference interpreter -*- C++ -*-===//
//
// Every SSA value of a running kernel is one of:
//   TileValue:  element type, static shape, and one 64-bit encoding per element (row-major).
//               Integers hold their bits masked to the width (i1: 0/1), floats their raw encoding
//               in their own format (tf32 in its f32 container), pointers their address.
//   TensorViewValue / TileViewValue: a base address with dynamic shape and strides bound.
//   TokenValue: its node in the token-order graph (tile-ir-ops.md §1.6), which checked mode
//               builds to tell which memory operations wait for which; no node otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_RUNTIMEVALUE_H
#define TILEC_INTERPRETER_RUNTIMEVALUE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
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

/// The result token of one executed token-producing operation (a memory access, join_tokens,
/// print_tko): the operation's execution sequence number and the tokens it waited for. An op
/// waits for every node reachable from its input token (waits-for is transitive, §1.6).
/// Nodes are shared, through pointers to const, by every copy of the token, so tokens carried
/// through for/loop/if keep their history.
struct TokenNode {
  using Ptr = std::shared_ptr<const TokenNode>;

  TokenNode(uint64_t sequence, llvm::SmallVector<Ptr, 1> predecessors)
      : sequence(sequence), predecessors(std::move(predecessors)) {}
  /// Frees the chain of nodes only this one kept alive iteratively: a loop that threads one
  /// token through a million iterations builds a chain that deep, too deep for recursion.
  ~TokenNode();

  uint64_t sequence;
  llvm::SmallVector<Ptr, 1> predecessors;
  /// Scratch mark of the graph search that last visited the node (RaceDetector).
  mutable uint64_t visitMark = 0;
};

/// A null node is a token without predecessors (make_token, an unchecked run, a kernel
/// argument).
struct TokenValue {
  TokenNode::Ptr node;
};

using RuntimeValue = std::variant<TileValue, TensorViewValue, TileViewValue, TokenValue>;

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_RUNTIMEVALUE_H
