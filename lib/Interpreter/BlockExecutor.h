//===- BlockExecutor.h - one tile block's execution state -------*- C++ -*-===//
//
// The register file of one tile block (SSA value -> RuntimeValue) and the loop that runs the
// operations of a block. Operation semantics live in Exec*.cpp files as handlers; control flow
// ops run nested blocks and terminators report how a block was left.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_BLOCKEXECUTOR_H
#define TILEC_LIB_INTERPRETER_BLOCKEXECUTOR_H

#include "tilec/Interpreter/Interpreter.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"

namespace tilec::interp {

/// How the last executed block was left.
enum class BlockExit { FallThrough, Yield, Continue, Break, Return };

class BlockExecutor {
public:
  BlockExecutor(Interpreter &interpreter, std::array<int64_t, 3> blockId,
                const LaunchOptions &options);

  /// Binds `arguments` to the block's arguments and runs its operations until a terminator.
  mlir::LogicalResult runBlock(mlir::Block &block, llvm::ArrayRef<RuntimeValue> arguments);

  /// Called by terminator handlers: how the block ends and the values it passes on.
  void exit(BlockExit kind, llvm::SmallVector<RuntimeValue> values = {});
  BlockExit getExitKind() const { return exitKind; }
  llvm::SmallVector<RuntimeValue> takeExitValues() { return std::move(exitValues); }

  const RuntimeValue &get(mlir::Value value) const;
  const TileValue &getTile(mlir::Value value) const;
  void set(mlir::Value value, RuntimeValue runtimeValue);
  llvm::SmallVector<RuntimeValue> getAll(mlir::ValueRange values) const;

  /// Reports a checked-mode error at `op`, naming this tile block; always returns failure.
  mlir::LogicalResult fail(mlir::Operation *op, const llvm::Twine &message);

  Interpreter &getInterpreter() { return interpreter; }
  Memory &getMemory() { return interpreter.getMemory(); }
  std::array<int64_t, 3> getBlockId() const { return blockId; }
  const LaunchOptions &getOptions() const { return options; }
  /// Releases interpreter storage at `address` when the block now running ends (alloca).
  void releaseAtBlockEnd(uint64_t address) { blockStorage.push_back(address); }
  /// The most bytes of tile elements one tile block holds at once. Tiles may have 2^24 elements
  /// (128 MiB here), so a kernel with many large values would otherwise take the host's memory.
  static constexpr uint64_t kMaxValueBytes = uint64_t(1) << 30;
  /// Records that an assert failed; the launch reports failure at its end.
  void noteAssertFailure() { assertFailed = true; }
  bool hasAssertFailure() const { return assertFailed; }

private:
  mlir::LogicalResult runOperations(mlir::Block &block);

  Interpreter &interpreter;
  std::array<int64_t, 3> blockId;
  const LaunchOptions &options;
  llvm::DenseMap<mlir::Value, RuntimeValue> values;
  /// Bytes of the tile elements in `values`.
  uint64_t valueBytes = 0;
  BlockExit exitKind = BlockExit::FallThrough;
  llvm::SmallVector<RuntimeValue> exitValues;
  bool assertFailed = false;
  /// Storage owned by the blocks being run, innermost last.
  llvm::SmallVector<uint64_t> blockStorage;
};

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_BLOCKEXECUTOR_H
