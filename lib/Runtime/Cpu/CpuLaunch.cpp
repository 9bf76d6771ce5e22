//===- CpuLaunch.cpp - running a compiled kernel over a grid --------------===//
#include "tilec/Runtime/CpuLaunch.h"

#include "BulkCopy.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <omp.h>

namespace tilec::runtime {

BlockState::~BlockState() {
  for (void *storage : allocaStorage)
    std::free(storage);
}

void LaunchState::beginLaunch() {
  static std::atomic<uint64_t> launches{0};
  sequence = ++launches;
}

void LaunchState::addRegion(MemoryRegion region) {
  auto position = std::lower_bound(
      regions.begin(), regions.end(), region.base,
      [](const MemoryRegion &existing, uint64_t base) { return existing.base < base; });
  regions.insert(position, std::move(region));
}

static const MemoryRegion *findIn(const std::vector<MemoryRegion> &regions, uint64_t address,
                                  uint64_t bytes) {
  // The last region starting at or below the address is the only candidate among disjoint ones;
  // overlapping ones (a zero-sized region) are few, so look back a little.
  auto after = std::upper_bound(
      regions.begin(), regions.end(), address,
      [](uint64_t value, const MemoryRegion &region) { return value < region.base; });
  for (auto it = after; it != regions.begin();) {
    --it;
    if (address >= it->base && bytes <= it->size && address - it->base <= it->size - bytes)
      return &*it;
    if (after - it > 4)
      break;
  }
  return nullptr;
}

const MemoryRegion *LaunchState::findRegion(const BlockState *block, uint64_t address,
                                            uint64_t bytes) const {
  if (const MemoryRegion *region = findIn(regions, address, bytes))
    return region;
  if (block)
    for (const MemoryRegion &region : block->allocas)
      if (address >= region.base && bytes <= region.size && address - region.base <= region.size - bytes)
        return &region;
  return nullptr;
}

void LaunchState::recordError(int64_t block, std::array<int32_t, 3> blockId, int32_t location,
                              std::string message) {
  std::lock_guard<std::mutex> lock(mutex);
  if (block >= firstFailure.load(std::memory_order_relaxed))
    return;
  firstFailure.store(block, std::memory_order_relaxed);
  errorBlock = blockId;
  errorLocation = location;
  errorMessage = std::move(message);
}

void LaunchState::recordOutput(int64_t block, std::string text, bool assertFailed) {
  if (text.empty() && !assertFailed)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  assertFailures += assertFailed;
  if (!text.empty())
    outputs[block] = std::move(text);
}

std::string LaunchState::takeOutput() {
  std::lock_guard<std::mutex> lock(mutex);
  std::string text;
  // A failed launch prints what the blocks up to the failing one printed, as the interpreter
  // (which stops there) does.
  int64_t limit = firstFailure.load(std::memory_order_relaxed);
  for (auto &[block, output] : outputs)
    if (block <= limit)
      text += output;
  outputs.clear();
  return text;
}

int getDefaultThreadCount() { return std::max(1, omp_get_num_procs()); }

namespace {

/// The frame a thread runs its tile blocks in. It is kept from one launch to the next and only
/// grows: a fresh frame per launch costs the page faults of first touching it (and, above the
/// allocator's mmap threshold, an mmap and munmap), which for a small grid is a good part of
/// the launch. Blocks never rely on the frame's contents.
struct ScratchFrame {
  explicit ScratchFrame(int64_t requested) : bytes(std::max<int64_t>(requested, 64)) {
    thread_local ThreadFrame frame;
    memory = frame.reserve(bytes);
  }
  int64_t bytes;
  uint8_t *memory;

private:
  struct ThreadFrame {
    ~ThreadFrame() { std::free(memory); }
    uint8_t *reserve(int64_t bytes) {
      if (bytes > capacity) {
        std::free(memory);
        memory = static_cast<uint8_t *>(std::aligned_alloc(64, size_t(bytes)));
        capacity = memory ? bytes : 0;
      }
      return memory;
    }
    uint8_t *memory = nullptr;
    int64_t capacity = 0;
  };
};

/// Runs one block; longjmp from tilec_rt_fail lands here.
void runBlock(const GridLaunch &launch, LaunchState &state, ScratchFrame &scratch,
              int64_t linear) {
  std::array<int64_t, 3> grid = launch.grid;
  BlockContext context;
  context.blockId[0] = int32_t(linear % grid[0]);
  context.blockId[1] = int32_t(linear / grid[0] % grid[1]);
  context.blockId[2] = int32_t(linear / (grid[0] * grid[1]));
  for (int axis = 0; axis < 3; ++axis)
    context.gridSize[axis] = int32_t(grid[axis]);
  context.launch = &state;
  BlockState block;
  context.blockState = &block;
  std::jmp_buf exit;
  context.exit = &exit;
  if (setjmp(exit) == 0)
    launch.kernel(launch.arguments, &context, scratch.memory, scratch.memory, 0, scratch.bytes, 1);
  state.recordOutput(linear, std::move(block.output), block.assertFailed);
}

/// A thread without its scratch frame cannot run blocks: the launch fails at the kernel.
bool failAllocation(const GridLaunch &launch, LaunchState &state) {
  state.recordError(0, {0, 0, 0}, /*location=*/0,
                    "cannot allocate " + std::to_string(launch.scratchBytes >> 20) +
                        " MiB of scratch for the tile values of a tile block");
  return false;
}

} // namespace

bool launchGrid(const GridLaunch &launch, LaunchState &state) {
  state.beginLaunch();
  int64_t blocks = launch.firstBlockOnly ? 1 : launch.grid[0] * launch.grid[1] * launch.grid[2];
  int threads = launch.threads > 0 ? launch.threads : getDefaultThreadCount();
  if (blocks == 1 || threads == 1) {
    ScratchFrame scratch(launch.scratchBytes);
    if (!scratch.memory)
      return failAllocation(launch, state);
    for (int64_t linear = 0; linear < blocks && linear < state.getFirstFailure(); ++linear)
      runBlock(launch, state, scratch, linear);
    bulk::orderStreamingStores();
  } else {
#pragma omp parallel num_threads(threads)
    {
      ScratchFrame scratch(launch.scratchBytes);
      if (!scratch.memory)
        failAllocation(launch, state);
      // Guided: each thread takes long runs of consecutive blocks first (half the rest, then
      // ever smaller runs), so a thread's accesses to consecutive tiles of a tensor stream
      // through memory as the hardware prefetchers expect; with single blocks handed out in
      // turn each thread would skip every other tile. The last runs are single blocks, which
      // keeps the threads busy to the end.
#pragma omp for schedule(guided)
      for (int64_t linear = 0; linear < blocks; ++linear)
        if (scratch.memory && linear < state.getFirstFailure())
          runBlock(launch, state, scratch, linear);
      // The blocks' streaming stores are visible to the caller once the launch returns.
      bulk::orderStreamingStores();
    }
  }
  return state.getFirstFailure() == INT64_MAX;
}

} // namespace tilec::runtime

extern "C" void tilec_rt_fail(tilec::runtime::BlockContext *context, int32_t location,
                              const char *message) {
  const auto *id = context->blockId;
  int64_t linear = tilec::runtime::getLinearBlockIndex(*context);
  context->launch->recordError(linear, {id[0], id[1], id[2]}, location, message);
  std::longjmp(*context->exit, 1);
}
