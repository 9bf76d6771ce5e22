//===- Interpreter.cpp - the reference interpreter of Tile IR -------------===//
#include "tilec/Interpreter/Interpreter.h"

#include "BlockExecutor.h"
#include "OpHandlers.h"
#include "RaceDetector.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

namespace tilec::interp {

Interpreter::Interpreter(mlir::Operation *module)
    : module(module), handlers(std::make_unique<HandlerRegistry>()),
      raceDetector(std::make_unique<RaceDetector>()) {
  registerModuleHandlers(*handlers);
  registerControlFlowHandlers(*handlers);
  registerIntegerHandlers(*handlers);
  registerFloatHandlers(*handlers);
  registerConversionHandlers(*handlers);
  registerShapeHandlers(*handlers);
  registerMemoryHandlers(*handlers);
  registerViewHandlers(*handlers);
  registerMiscHandlers(*handlers);
}

Interpreter::~Interpreter() = default;

std::optional<uint64_t> Interpreter::allocateStorage(uint64_t bytes, uint64_t alignment,
                                                     std::string name, bool writable) {
  // Over-allocate so that an aligned start exists, plus a guard so that running slightly past
  // the end touches no other allocation; only the requested bytes are registered, so the slack
  // around them is out of bounds. `bytes` and `alignment` come from the kernel and may be
  // anything up to 2^64 - 1.
  constexpr uint64_t kGuardBytes = 4096;
  uint64_t available = kMaxStorageBytes - storageBytes;
  if (bytes > available || alignment > available)
    return std::nullopt;
  uint64_t size = bytes + alignment - 1 + kGuardBytes;
  if (size > available)
    return std::nullopt;
  // Only the registered bytes are zeroed: the slack of a large alignment is never touched, so
  // it costs the host neither time nor (for large allocations) memory.
  auto data = std::make_unique_for_overwrite<uint8_t[]>(size);
  uint64_t address = llvm::alignTo(reinterpret_cast<uint64_t>(data.get()), alignment);
  std::memset(reinterpret_cast<void *>(address), 0, bytes);
  memory.addRegion(reinterpret_cast<void *>(address), bytes, std::move(name), writable);
  storage[address] = {std::move(data), size};
  storageBytes += size;
  // The host allocator may hand out the bytes of a dead alloca again.
  raceDetector->forgetRange(address, bytes);
  return address;
}

void Interpreter::releaseStorage(uint64_t address) {
  memory.retireRegion(reinterpret_cast<void *>(address));
  auto found = storage.find(address);
  storageBytes -= found->second.second;
  storage.erase(found);
}

mlir::LogicalResult Interpreter::launch(mlir::Operation *entry,
                                        llvm::ArrayRef<RuntimeValue> arguments,
                                        const LaunchOptions &options) {
  mlir::Block &body = entry->getRegion(0).front();
  if (arguments.size() != body.getNumArguments())
    return entry->emitError() << "kernel takes " << body.getNumArguments()
                              << " arguments, but " << arguments.size() << " were given";
  executedOperations = 0;
  // The shadow state of the race checks lives as long as the launch.
  raceDetector->reset(options.checked);
  llvm::scope_exit endRaceChecks([&] { raceDetector->reset(false); });
  int64_t failedBlocks = 0;
  for (int64_t z = 0; z < options.grid[2]; ++z)
    for (int64_t y = 0; y < options.grid[1]; ++y)
      for (int64_t x = 0; x < options.grid[0]; ++x) {
        raceDetector->beginBlock({x, y, z});
        BlockExecutor executor(*this, {x, y, z}, options);
        if (mlir::failed(executor.runBlock(body, arguments))) {
          options.output->flush();
          return mlir::failure();
        }
        failedBlocks += executor.hasAssertFailure();
      }
  options.output->flush();
  if (failedBlocks)
    return entry->emitError() << "assertion failed in " << failedBlocks << " tile block"
                              << (failedBlocks == 1 ? "" : "s");
  return mlir::success();
}

mlir::FailureOr<llvm::SmallVector<RuntimeValue>>
Interpreter::call(mlir::Operation *function, llvm::ArrayRef<RuntimeValue> arguments,
                  const LaunchOptions &options) {
  mlir::Block &body = function->getRegion(0).front();
  executedOperations = 0;
  raceDetector->reset(options.checked);
  llvm::scope_exit endRaceChecks([&] { raceDetector->reset(false); });
  raceDetector->beginBlock({0, 0, 0});
  BlockExecutor executor(*this, {0, 0, 0}, options);
  mlir::LogicalResult result = executor.runBlock(body, arguments);
  // What the function printed comes before any error about it.
  options.output->flush();
  if (mlir::failed(result))
    return mlir::failure();
  if (executor.hasAssertFailure())
    return function->emitError() << "assertion failed";
  return executor.takeExitValues();
}

} // namespace tilec::interp
