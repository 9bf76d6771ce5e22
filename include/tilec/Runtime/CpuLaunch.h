//===- CpuLaunch.h - running a compiled kernel over a grid ------*- C++ -*-===//
//
// The host side of a launch of a JIT-compiled kernel: the tile blocks of the grid run in
// parallel on OpenMP threads (serially for one block or one thread), each with its own scratch
// frame. The launch state holds what runtime helpers consult while blocks run: the memory
// regions pointer accesses are checked against, the storage of globals, and the first error.
// Output (print_tko, failed asserts) is collected per block and written in block order, so a
// launch prints the same text as the interpreter whatever the number of threads.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_CPULAUNCH_H
#define TILEC_RUNTIME_CPULAUNCH_H

#include "tilec/Runtime/CpuAbi.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace tilec::runtime {

/// Memory a kernel may access: [base, base + size).
struct MemoryRegion {
  uint64_t base;
  uint64_t size;
  std::string name;
  bool writable;
};

/// Per tile block state of runtime helpers.
struct BlockState {
  /// Text the block printed (print_tko, failed asserts).
  std::string output;
  /// Storage of the block's allocas, live until the block ends.
  std::vector<MemoryRegion> allocas;
  std::vector<void *> allocaStorage;
  /// Set when an assert failed; the launch fails at its end.
  bool assertFailed = false;
  /// The memory of tiles view loads left where they lie (read in place) so far: a store that
  /// writes its tile while the tile is computed (tilec_rt_view_store_target) must not write
  /// any of it. `inPlaceOverflow` once more were left than the list holds. A range that meets
  /// one already listed widens it (the tiles of a K loop's a overlap the previous ones' span),
  /// which keeps the list a superset of the memory read in place.
  struct InPlaceTile {
    uint64_t begin, end;
  };
  std::array<InPlaceTile, 8> inPlaceTiles;
  int inPlaceCount = 0;
  bool inPlaceOverflow = false;
  void recordInPlaceTile(uint64_t begin, uint64_t end) {
    for (int tile = 0; tile < inPlaceCount; ++tile) {
      InPlaceTile &listed = inPlaceTiles[tile];
      if (begin <= listed.end && listed.begin <= end) {
        listed = {std::min(listed.begin, begin), std::max(listed.end, end)};
        return;
      }
    }
    if (inPlaceCount == int(inPlaceTiles.size()))
      inPlaceOverflow = true;
    else
      inPlaceTiles[inPlaceCount++] = {begin, end};
  }
  ~BlockState();
};

class LaunchState {
public:
  /// Regions of the launch's buffers and globals; checked accesses must stay inside one.
  void addRegion(MemoryRegion region);
  /// The region (of the launch, or an alloca of `block`) that contains [address, address + bytes).
  const MemoryRegion *findRegion(const BlockState *block, uint64_t address, uint64_t bytes) const;
  /// Checked mode (the default): pointer and view accesses are checked against the regions.
  bool checked = true;

  /// Gives the launch a number no earlier launch of this process had (launchGrid does).
  void beginLaunch();
  /// That number: what runtime helpers keep between tile blocks is valid within one launch.
  uint64_t getSequence() const { return sequence; }

  /// Addresses of the module's globals, in the module's order, set before the launch.
  std::vector<uint64_t> globals;

  /// Records an error of the block with linear index `block`; the lowest block's error wins.
  void recordError(int64_t block, std::array<int32_t, 3> blockId, int32_t location,
                   std::string message);
  /// The lowest failed block's linear index (INT64_MAX when none failed).
  int64_t getFirstFailure() const { return firstFailure.load(std::memory_order_relaxed); }
  int32_t getErrorLocation() const { return errorLocation; }
  const std::string &getErrorMessage() const { return errorMessage; }
  std::array<int32_t, 3> getErrorBlock() const { return errorBlock; }

  /// Keeps a block's output until the launch ends (blocks that printed nothing are not kept).
  void recordOutput(int64_t block, std::string text, bool assertFailed);
  /// Output of every block in block order.
  std::string takeOutput();
  int64_t getAssertFailures() const { return assertFailures; }

private:
  uint64_t sequence = 0;
  std::vector<MemoryRegion> regions; // sorted by base
  mutable std::mutex mutex;
  std::atomic<int64_t> firstFailure{INT64_MAX};
  int32_t errorLocation = -1;
  std::string errorMessage;
  std::array<int32_t, 3> errorBlock = {0, 0, 0};
  std::map<int64_t, std::string> outputs;
  int64_t assertFailures = 0;
};

struct GridLaunch {
  CompiledKernelFn kernel;
  int64_t scratchBytes;
  /// One slot per parameter and result (CpuAbi.h); shared by all blocks (read-only).
  uint64_t *arguments;
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// Threads to use; 0 = all cores.
  int threads = 0;
  /// Runs only tile block (0, 0, 0) of the grid, as a testing$func is called.
  bool firstBlockOnly = false;
};

/// Runs every tile block; false when a block failed (see LaunchState's error).
bool launchGrid(const GridLaunch &launch, LaunchState &state);

/// The number of threads `threads` = 0 stands for.
int getDefaultThreadCount();

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_CPULAUNCH_H
