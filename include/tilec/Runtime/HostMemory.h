//===- HostMemory.h - storage for large host arrays -------------*- C++ -*-===//
//
// Kernels read tiles of large matrices in place, row by row: a tile of a 4096-wide f32 matrix
// touches a new 4 KiB page on every row, and with the default pages the TLB misses on nearly
// every row a microkernel switches to. Storage from allocateHostMemory is 64-byte aligned and,
// from 2 MiB up, aligned to 2 MiB and advised to be backed by transparent huge pages (Linux;
// elsewhere, and where the system declines, it is plain memory), as BLAS libraries do for their
// packing buffers. Contents are zero.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_HOSTMEMORY_H
#define TILEC_RUNTIME_HOSTMEMORY_H

#include <cstddef>
#include <memory>

namespace tilec::runtime {

/// `bytes` (at least one) of zeroed storage; nullptr when out of memory.
void *allocateHostMemory(size_t bytes);
void freeHostMemory(void *memory);

struct HostMemoryDeleter {
  void operator()(void *memory) const { freeHostMemory(memory); }
};

/// Owning pointer to storage from allocateHostMemory.
template <typename T> using HostMemory = std::unique_ptr<T[], HostMemoryDeleter>;

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_HOSTMEMORY_H
