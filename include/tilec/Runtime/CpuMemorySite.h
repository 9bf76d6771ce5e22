//===- CpuMemorySite.h - static facts of one compiled memory op -*- C++ -*-===//
//
// What the lowering of a pointer access or an alloca (MemoryToCPU.cpp) tells its runtime helper
// (MemoryRuntime.cpp) about the op: everything known at compile time, as one constant byte
// array in the compiled code whose address is passed to the helper. The array is a header of
// i64 words, then i64 words (the tile's shape, the alloca ids to keep), then NUL-terminated
// strings for messages. Both sides include this file, so the layout has one definition.
//
// Alloca lifetimes: an alloca's storage ends with the execution of the block that holds it.
// Generated code does not mark block ends; instead every helper call first ends the allocas
// that are dead at its op. Which those are is static: at op Y, an alloca made by op X is alive
// exactly when X lies in a block enclosing Y and before Y's ancestor in that block (the instance
// is then the one of the block's current execution, since X ran again in it and ended any
// older instance). `keep` lists the location ids of those X; every other alloca is ended.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_CPUMEMORYSITE_H
#define TILEC_RUNTIME_CPUMEMORYSITE_H

#include <cstdint>

namespace tilec::runtime {

/// How one element is read or written (MemoryAccess.h of the interpreter).
enum class ElementKind : int64_t {
  /// The bytes as they are (integers, f16, bf16, f32, f64, the 8-bit float formats).
  Plain,
  /// A byte; loads turn any non-zero byte into 1, stores write 0x00/0x01.
  I1,
  /// A 4-byte container whose low 13 bits are ignored on load and written as zero.
  TF32,
  /// The low nibble of the byte the pointer designates.
  F4,
  /// Floats for atomic addf.
  F16,
  BF16,
  F32,
  F64,
};

/// cuda_tile::MemoryOrdering.
enum class Ordering : int64_t { Weak, Relaxed, Acquire, Release, AcqRel };

/// cuda_tile::AtomicMode.
enum class AtomicUpdate : int64_t { And, Or, Xor, Add, AddF, Max, Min, UMax, UMin, Xchg };

/// Header of load_ptr_tko, store_ptr_tko, atomic_rmw_tko and atomic_cas_tko sites, followed by
/// int64_t shape[rank], int64_t keep[keepCount], then the op's name (e.g. "load_ptr_tko") and
/// the element type's spelling, each NUL-terminated.
struct AccessSite {
  int64_t location;
  ElementKind kind;
  /// Bytes one element access touches (1, 2, 4 or 8).
  int64_t bytes;
  Ordering ordering;
  /// What atomic_rmw_tko does; unused by the other ops.
  AtomicUpdate mode;
  int64_t lanes;
  int64_t rank;
  int64_t keepCount;
};

/// Header of an alloca site, followed by int64_t keep[keepCount], then the storage's name
/// without its tile block ("alloca of 4 x f32") and the message of a failed allocation, each
/// NUL-terminated.
struct AllocaSite {
  int64_t location;
  /// Bytes of storage; UINT64_MAX when more than any allocation may hold.
  uint64_t bytes;
  uint64_t alignment;
  /// Storage the kernel's globals take from the shared limit.
  uint64_t globalBytes;
  int64_t keepCount;
};

/// The interpreter's bound on the storage of allocas and globals live at once.
constexpr uint64_t kMaxStorageBytes = uint64_t(1) << 30;
/// Slack the interpreter adds to each allocation (a guard after it).
constexpr uint64_t kStorageGuardBytes = 4096;

/// The byte that fills storage with undefined content.
constexpr uint8_t kUndefinedByte = 0xCD;

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_CPUMEMORYSITE_H
