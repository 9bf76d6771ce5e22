//===- BulkCopy.h - long row copies of the copy engine ----------*- C++ -*-===//
//
// The copy engine (ViewRuntime.cpp) moves tiles between memory and tile buffers row by row.
// For tensors larger than the caches keep (kStreamingTensorBytes), a plain memcpy leaves
// bandwidth unused, for two reasons measured on the benchmark machines (bench/, `copy`,
// `vadd`, the row kernels):
//   * loads: a tile block reads one tile after the other, each a short sequential run, and the
//     hardware prefetchers stop at every 4 KiB page; reading ahead in software by a fixed
//     distance along the row keeps the next lines in flight;
//   * stores: a store of whole cache lines that go straight to memory (non-temporal stores)
//     saves the read of every line that an ordinary store first fetches, a third of the
//     traffic of a copy.
// Both only move bytes, so results are unchanged. Non-temporal stores are weakly ordered:
// other threads may see them after the thread's later stores. orderStreamingStores() orders
// them before those, and must run before anything that publishes a tile block's stores to
// other threads: a release (store_ptr_tko, atomic_rmw_tko, atomic_cas_tko, a release
// store_view_tko) and the end of a thread's share of a launch. A weak store needs no more: a
// block that reads it unsynchronized races. (A fence after every tile cost 9-14% of a 64 MiB
// copy kernel, each fence waiting for the tile's lines to reach memory.) The thread itself
// reads its non-temporal stores back as any other.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_BULKCOPY_H
#define TILEC_LIB_RUNTIME_CPU_BULKCOPY_H

#include <cstddef>
#include <cstdint>

namespace tilec::runtime::bulk {

/// Tensors spanning at least this many bytes stream: more than the private caches of the
/// CPUs we run on hold, and than the share of a shared last-level cache a kernel can expect
/// to keep (a virtual machine reports the whole host's L3, so its size is no guide).
constexpr uint64_t kStreamingTensorBytes = uint64_t(16) << 20;

/// Rows shorter than this are copied with memcpy: prefetching and non-temporal stores pay off
/// only over long runs of whole cache lines.
constexpr size_t kMinimumStreamingRowBytes = 256;

/// The level of the caches a prefetch fills (and those below it).
enum class CacheLevel { L1 = 3, L2 = 2 };

/// Fetches the cache lines of the `bytes` at `memory` into the caches down to `Level` ahead of
/// a copy that reads them (or, `ForWrite`, writes them): for rows a page or more apart, where
/// the hardware prefetchers stop.
template <bool ForWrite = false, CacheLevel Level = CacheLevel::L1>
inline void prefetchLines(const void *memory, size_t bytes) {
  const auto *lines = static_cast<const char *>(memory);
  for (size_t offset = 0; offset < bytes; offset += 64)
    __builtin_prefetch(lines + offset, ForWrite ? 1 : 0, int(Level));
}

/// Rows fetched ahead of the one being read when a matrix's rows are packed or decoded one by
/// one (MatmulChain.cpp, MatmulQuadsI8.cpp): they lie a matrix row apart, where the hardware
/// prefetchers stop. Into L2, which leaves the L1 fill buffers to the copy.
constexpr int64_t kPackRowsAhead = 16;

/// Before row `row` of `rows` rows, `rowStride` bytes apart from `first`, is read: fetches the
/// `rowBytes` of row `row` + kPackRowsAhead into L2, where there is one.
inline void prefetchPackRow(const uint8_t *first, int64_t row, int64_t rows, int64_t rowStride,
                            size_t rowBytes) {
  if (row + kPackRowsAhead < rows)
    prefetchLines<false, CacheLevel::L2>(first + (row + kPackRowsAhead) * rowStride, rowBytes);
}

/// Copies `bytes` from memory into a tile buffer, prefetching the memory ahead of the copy.
void loadRowPrefetching(void *tile, const void *memory, size_t bytes);

/// Copies `bytes` from a tile buffer to memory; the whole cache lines of the destination are
/// written with non-temporal stores, its partial first and last lines with ordinary ones.
void storeRowStreaming(void *memory, const void *tile, size_t bytes);

/// Orders the non-temporal stores the calling thread made since its last call before its
/// later stores (a store fence, only when there are some).
void orderStreamingStores();
/// Tells orderStreamingStores that the calling thread makes non-temporal stores of its own
/// (compiled code writing a tile straight to its tensor, tilec_rt_view_store_target).
void noteStreamingStores();

} // namespace tilec::runtime::bulk

#endif // TILEC_LIB_RUNTIME_CPU_BULKCOPY_H
