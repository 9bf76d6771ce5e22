//===- Interpreter.h - the reference interpreter of Tile IR -----*- C++ -*-===//
//
// Executes `entry` kernels of a verified cuda_tile module over a grid of tile blocks, one block
// after the other and every block's operations in program order (a valid schedule of the memory
// model, tile-ir-ops.md §1.6). It defines what every backend must compute.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_INTERPRETER_H
#define TILEC_INTERPRETER_INTERPRETER_H

#include "tilec/Interpreter/Memory.h"
#include "tilec/Interpreter/ReductionOrder.h"
#include "tilec/Interpreter/RuntimeValue.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <memory>
#include <optional>

namespace tilec::interp {

class HandlerRegistry;
class RaceDetector;

struct LaunchOptions {
  /// Tile blocks along x, y, z.
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// Where print_tko and assert messages go.
  llvm::raw_ostream *output = &llvm::outs();
  /// Checked mode reports undefined behaviour (division by zero, broken overflow promises, view
  /// indices outside the index space, data races, ...) as an error. Unchecked mode gives such
  /// operations some deterministic value instead and tracks no data races. Memory accesses
  /// outside every buffer are refused in both modes.
  bool checked = true;
  /// Stops the launch with an error once this many operations have executed (0: no limit). A
  /// `loop` that never breaks runs forever by the spec; tools and fuzzers need an end.
  uint64_t operationLimit = 0;
  /// How reduce folds (tilec/Interpreter/ReductionOrder.h).
  ReduceOrder reduceOrder = ReduceOrder::Sequential;
};

class Interpreter {
public:
  /// `module` is a verified `cuda_tile.module` (or a testing$func that stands outside one).
  explicit Interpreter(mlir::Operation *module);
  ~Interpreter();

  /// Runs `entry` (a cuda_tile.entry of the module) once per tile block. Fails on the first
  /// checked error (reported as a diagnostic at the failing operation) or when an assert failed.
  mlir::LogicalResult launch(mlir::Operation *entry, llvm::ArrayRef<RuntimeValue> arguments,
                             const LaunchOptions &options = {});

  /// Calls a `testing$func` on one tile block and returns its results.
  mlir::FailureOr<llvm::SmallVector<RuntimeValue>>
  call(mlir::Operation *function, llvm::ArrayRef<RuntimeValue> arguments,
       const LaunchOptions &options = {});

  Memory &getMemory() { return memory; }
  mlir::Operation *getModule() { return module; }
  const HandlerRegistry &getHandlers() const { return *handlers; }
  /// The data-race checks of the running launch (checked mode only).
  RaceDetector &getRaceDetector() { return *raceDetector; }

  /// Storage of module-level `global`s, created on first use: symbol name -> address.
  llvm::StringMap<uint64_t> &getGlobals() { return globals; }
  /// Counts one executed operation; false once the launch's operation limit is exceeded.
  bool countOperation(const LaunchOptions &options) {
    return !options.operationLimit || ++executedOperations <= options.operationLimit;
  }

  /// Zero-filled host storage for globals and allocas: `bytes` at an address aligned to
  /// `alignment` (any positive value), registered with the memory as `name` so that exactly
  /// those bytes are accessible. It lives until releaseStorage or the interpreter's end.
  /// Nothing when the live storage, alignment slack included, would exceed kMaxStorageBytes.
  std::optional<uint64_t> allocateStorage(uint64_t bytes, uint64_t alignment, std::string name,
                                          bool writable);
  /// Ends the lifetime of storage from allocateStorage: later accesses are errors that say so.
  void releaseStorage(uint64_t address);
  /// Kernels choose their alloca and global sizes; this bounds what they make the host hold.
  static constexpr uint64_t kMaxStorageBytes = uint64_t(1) << 30;

private:
  mlir::Operation *module;
  std::unique_ptr<HandlerRegistry> handlers;
  Memory memory;
  std::unique_ptr<RaceDetector> raceDetector;
  llvm::StringMap<uint64_t> globals;
  uint64_t executedOperations = 0;
  /// Allocations by the (aligned) address handed out, with their sizes.
  llvm::DenseMap<uint64_t, std::pair<std::unique_ptr<uint8_t[]>, uint64_t>> storage;
  uint64_t storageBytes = 0;
};

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_INTERPRETER_H
