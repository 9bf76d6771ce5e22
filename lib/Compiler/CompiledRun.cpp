//===- CompiledRun.cpp - running a compiled kernel on bound arguments -----===//
//
// Marshals interpreter-style arguments into the compiled kernel's argument slots (CpuAbi.h),
// launches the grid, and turns what the runtime recorded (first error, printed text, failed
// asserts) into the same diagnostics and output the interpreter produces.
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler/CompiledRun.h"

#include "tilec/Compiler/CpuCompiler.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Runtime/CpuLaunch.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstring>

using namespace mlir;
using namespace tilec::interp;

namespace tilec {

namespace {

/// A tile in the compiled code's dense storage layout.
std::vector<uint8_t> encodeTile(const TileValue &tile) {
  int64_t bytes = getCpuTileElementBytes(tile.elementType);
  std::vector<uint8_t> storage(tile.getNumElements() * bytes);
  for (int64_t i = 0; i < tile.getNumElements(); ++i)
    std::memcpy(&storage[i * bytes], &tile.elements[i], bytes); // little-endian low bytes
  return storage;
}

TileValue decodeTile(const uint8_t *storage, cuda_tile::TileType type) {
  TileValue tile(type.getElementType(), type.getShape());
  int64_t bytes = getCpuTileElementBytes(type.getElementType());
  bool isI1 = type.getElementType().isInteger(1);
  for (int64_t i = 0; i < tile.getNumElements(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, storage + i * bytes, bytes);
    tile.elements[i] = isI1 ? (bits & 1) : bits;
  }
  return tile;
}

Operation *findOperation(Operation *kernel, int32_t index) {
  Operation *found = nullptr;
  int32_t current = 0;
  kernel->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (current++ == index) {
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found ? found : kernel;
}

} // namespace

FailureOr<SmallVector<RuntimeValue>> runCompiled(Operation *kernel,
                                                 ArrayRef<KernelParameter> parameters,
                                                 const KernelArguments &arguments,
                                                 const CompiledRunOptions &options,
                                                 CompiledRunTiming &timing) {
  CpuCompileOptions compileOptions;
  compileOptions.useCache = options.useCache;
  compileOptions.reduceOrder = options.reduceOrder;
  compileOptions.mmafAccumulation = options.mmafAccumulation;
  FailureOr<std::shared_ptr<CompiledCpuKernel>> compiled = compileForCpu(kernel, compileOptions);
  if (failed(compiled))
    return failure();
  timing.compileMilliseconds = (*compiled)->getCompileMilliseconds();

  auto functionType =
      cast<FunctionType>(cast<TypeAttr>(kernel->getAttr("function_type")).getValue());
  std::vector<uint64_t> slots((*compiled)->getFrame().numArgumentSlots, 0);
  std::vector<std::vector<uint8_t>> tileStorage;
  for (auto [position, value] : llvm::enumerate(arguments.getValues())) {
    const auto *tile = std::get_if<TileValue>(&value);
    if (!tile)
      continue; // tokens pass nothing
    if (tile->getRank() == 0) {
      slots[position] = tile->elements[0];
      continue;
    }
    tileStorage.push_back(encodeTile(*tile));
    slots[position] = reinterpret_cast<uint64_t>(tileStorage.back().data());
  }
  unsigned numParameters = functionType.getNumInputs();
  std::vector<std::vector<uint8_t>> resultStorage;
  for (auto [position, type] : llvm::enumerate(functionType.getResults())) {
    auto tile = dyn_cast<cuda_tile::TileType>(type);
    resultStorage.emplace_back(tile ? std::max<int64_t>(tile.getNumElements(), 1) *
                                          getCpuTileElementBytes(tile.getElementType()) + 8
                                    : 8);
    slots[numParameters + position] = reinterpret_cast<uint64_t>(resultStorage.back().data());
  }

  runtime::GridLaunch launch;
  launch.kernel = (*compiled)->getFunction();
  launch.scratchBytes = (*compiled)->getFrame().scratchBytes;
  launch.arguments = slots.data();
  launch.grid = options.grid;
  launch.threads = options.threads;
  // A testing$func is called as tile block (0, 0, 0) of the grid it is given.
  launch.firstBlockOnly = isa<cuda_tile::TestingFuncOp>(kernel);
  timing.threads = options.threads > 0 ? options.threads : runtime::getDefaultThreadCount();

  std::vector<double> milliseconds;
  for (unsigned run = 0; run < std::max(1u, options.repeat); ++run) {
    runtime::LaunchState state;
    state.checked = options.checked;
    for (const std::unique_ptr<KernelArguments::Buffer> &buffer : arguments.getBuffers())
      state.addRegion({reinterpret_cast<uint64_t>(buffer->data.data()),
                       uint64_t(buffer->data.getSizeInBytes()),
                       "buffer %" + parameters[buffer->parameter].name, true});
    for (const CompiledCpuKernel::GlobalStorage &global : (*compiled)->getGlobals())
      state.addRegion({global.address, uint64_t(global.region->bytes), global.region->name,
                       global.region->writable});
    auto start = std::chrono::steady_clock::now();
    bool succeeded = runtime::launchGrid(launch, state);
    milliseconds.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
    *options.output << state.takeOutput();
    options.output->flush();
    if (!succeeded) {
      std::array<int32_t, 3> block = state.getErrorBlock();
      findOperation(kernel, state.getErrorLocation())->emitError()
          << state.getErrorMessage() << " (in tile block (" << block[0] << ", " << block[1]
          << ", " << block[2] << "))";
      return failure();
    }
    if (int64_t failedBlocks = state.getAssertFailures()) {
      if (isa<cuda_tile::EntryOp>(kernel))
        return kernel->emitError() << "assertion failed in " << failedBlocks << " tile block"
                                   << (failedBlocks == 1 ? "" : "s");
      return kernel->emitError() << "assertion failed";
    }
  }
  std::vector<double> sorted = milliseconds;
  std::sort(sorted.begin(), sorted.end());
  timing.runs = sorted.size();
  timing.minMilliseconds = sorted.front();
  timing.medianMilliseconds = sorted.size() % 2
                                  ? sorted[sorted.size() / 2]
                                  : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;

  SmallVector<RuntimeValue> results;
  for (auto [position, type] : llvm::enumerate(functionType.getResults())) {
    if (auto tile = dyn_cast<cuda_tile::TileType>(type))
      results.push_back(decodeTile(resultStorage[position].data(), tile));
    else
      results.push_back(TokenValue());
  }
  return results;
}

} // namespace tilec
