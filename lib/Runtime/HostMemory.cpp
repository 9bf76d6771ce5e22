//===- HostMemory.cpp - storage for large host arrays ---------------------===//
#include "tilec/Runtime/HostMemory.h"

#include <cstdlib>
#include <cstring>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace tilec::runtime {

namespace {

constexpr size_t kCacheLine = 64;
constexpr size_t kHugePage = size_t(2) << 20;

} // namespace

void *allocateHostMemory(size_t bytes) {
  bytes = bytes == 0 ? 1 : bytes;
  size_t alignment = bytes >= kHugePage ? kHugePage : kCacheLine;
  size_t rounded = (bytes + alignment - 1) / alignment * alignment;
  void *memory = std::aligned_alloc(alignment, rounded);
  if (!memory)
    return nullptr;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  // Advice only: where transparent huge pages are off the call fails and nothing changes. It
  // must precede the first touch (the memset below), which is when pages are chosen.
  if (alignment == kHugePage)
    madvise(memory, rounded, MADV_HUGEPAGE);
#endif
  std::memset(memory, 0, rounded);
  return memory;
}

void freeHostMemory(void *memory) { std::free(memory); }

} // namespace tilec::runtime
