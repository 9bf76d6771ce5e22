//===- Memory.h - the interpreter's view of global memory -------*- C++ -*-===//
//
// Kernels address host memory directly (pointers are host addresses). In checked mode every
// access must lie inside one registered region (a buffer, a global, an alloca); anything else
// is reported instead of touching memory.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_MEMORY_H
#define TILEC_INTERPRETER_MEMORY_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <deque>
#include <map>
#include <string>

namespace tilec::interp {

class Memory {
public:
  /// Registers [base, base + size) under `name` (used in error messages).
  void addRegion(const void *base, uint64_t size, std::string name, bool writable = true);
  void removeRegion(const void *base);
  /// Removes a region whose lifetime ended (an alloca's block finished): later accesses to it
  /// are reported as such, until the addresses are registered again.
  void retireRegion(const void *base);

  /// Succeeds when [address, address + bytes) lies inside one region that allows the access.
  llvm::Error checkAccess(uint64_t address, uint64_t bytes, bool write) const;

  /// Unchecked raw access; callers check first.
  static void read(uint64_t address, void *into, uint64_t bytes);
  static void write(uint64_t address, const void *from, uint64_t bytes);

private:
  struct Region {
    uint64_t size;
    std::string name;
    bool writable;
  };
  /// The region containing [address, address + bytes) in `map`, if any.
  static const std::pair<const uint64_t, Region> *
  findContaining(const std::map<uint64_t, Region> &map, uint64_t address, uint64_t bytes);

  std::map<uint64_t, Region> regions;
  /// Recently retired regions, oldest first in `retiredOrder`; bounded so that a loop with an
  /// alloca does not grow memory without end.
  std::map<uint64_t, Region> retired;
  std::deque<uint64_t> retiredOrder;
};

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_MEMORY_H
