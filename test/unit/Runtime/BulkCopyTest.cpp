//===- BulkCopyTest.cpp - the copy engine's long row copies ---------------===//
//
// loadRowPrefetching and storeRowStreaming (lib/Runtime/Cpu/BulkCopy.cpp) must copy exactly
// the bytes asked for, whatever the alignment of either side: the streaming store splits a row
// into a memcpy'd head up to the next cache line, whole lines, and a memcpy'd tail. Each case
// checks every byte of the destination and the guard bytes on both sides of it.
//
//===----------------------------------------------------------------------===//
#include "BulkCopy.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

using namespace tilec::runtime;

namespace {

constexpr size_t kGuard = 128;
constexpr uint8_t kGuardByte = 0xA5;

using RowCopy = void (*)(void *destination, const void *source, size_t bytes);

void loadRow(void *destination, const void *source, size_t bytes) {
  bulk::loadRowPrefetching(destination, source, bytes);
}

void storeRow(void *destination, const void *source, size_t bytes) {
  bulk::storeRowStreaming(destination, source, bytes);
  bulk::orderStreamingStores();
}

/// Copies `bytes` from source offset `from` to destination offset `to` (both relative to a
/// 64-byte aligned block) and checks the copy and the guards.
void checkCopy(RowCopy copy, size_t bytes, size_t from, size_t to) {
  size_t capacity = bytes + 2 * kGuard + 64;
  auto *source = static_cast<uint8_t *>(std::aligned_alloc(64, capacity));
  auto *destination = static_cast<uint8_t *>(std::aligned_alloc(64, capacity));
  for (size_t i = 0; i < capacity; ++i) {
    source[i] = uint8_t(i * 7 + 3);
    destination[i] = kGuardByte;
  }
  copy(destination + kGuard + to, source + kGuard + from, bytes);
  for (size_t i = 0; i < capacity; ++i) {
    size_t offset = kGuard + to;
    uint8_t expected = i >= offset && i < offset + bytes ? source[kGuard + from + (i - offset)]
                                                         : kGuardByte;
    if (destination[i] != expected) {
      ADD_FAILURE() << "bytes " << bytes << ", source offset " << from
                    << ", destination offset " << to << ": byte " << i << " is "
                    << int(destination[i]) << ", expected " << int(expected);
      break;
    }
  }
  std::free(source);
  std::free(destination);
}

void checkAllShapes(RowCopy copy) {
  // Every alignment of the destination against a few of the source, for lengths around the
  // line size and the head/tail split, and long rows.
  const size_t lengths[] = {0,   1,   63,  64,  65,  127, 128, 129,  191,
                            255, 256, 257, 320, 511, 1000, 4096, 16384, 16411};
  for (size_t bytes : lengths)
    for (size_t to = 0; to < 64; ++to)
      for (size_t from : {size_t(0), size_t(1), size_t(4), size_t(33), to})
        checkCopy(copy, bytes, from, to);
}

TEST(BulkCopy, LoadRowPrefetchingCopiesExactly) { checkAllShapes(loadRow); }

TEST(BulkCopy, StoreRowStreamingCopiesExactly) { checkAllShapes(storeRow); }

} // namespace
