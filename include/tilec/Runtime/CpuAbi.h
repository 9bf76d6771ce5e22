//===- CpuAbi.h - what compiled kernels and the CPU runtime share -*- C++ -*-===//
//
// The calling convention between JIT-compiled Tile IR kernels and the host:
//
//   void kernel(uint64_t *arguments, BlockContext *context,
//               <memref<?xi8> scratch: allocated, aligned, offset, size, stride>)
//
// `arguments` holds one 8-byte slot per kernel parameter: the value of a rank-0 number or
// pointer (in the low bytes), or, for the ranked tile parameters and results of a testing$func,
// the address of a host array holding the tile densely in its storage layout (see
// getStorageBytes in the lowering). `scratch` is the tile block's frame: every ranked tile value
// of the kernel lives at a fixed, 64-byte aligned offset in it.
//
// Runtime helpers (extern "C" tilec_rt_*) receive the context as their first argument; a
// helper that finds undefined behaviour the compiled code must not run past calls
// tilec_rt_fail, which records the error and leaves the tile block with longjmp. Generated code
// and the helpers it calls hold no resources across such a call.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_CPUABI_H
#define TILEC_RUNTIME_CPUABI_H

#include <csetjmp>
#include <cstdint>

namespace tilec::runtime {

class LaunchState;

/// What one running tile block sees. Generated code reads the first six fields as an array of
/// i32 (blockId[0..2] at indices 0..2, gridSize at 3..5); keep them first and in this order.
struct BlockContext {
  int32_t blockId[3];
  int32_t gridSize[3];
  /// The launch this block belongs to: buffers, globals, errors, output.
  LaunchState *launch;
  /// Where tilec_rt_fail jumps to.
  std::jmp_buf *exit;
  /// The kernel's side tables and per-block state owned by runtime helpers (allocas, prints).
  void *blockState;
};

/// The block's linear index in its grid (x fastest), the order blocks are launched and
/// reported in.
inline int64_t getLinearBlockIndex(const BlockContext &context) {
  return context.blockId[0] +
         int64_t(context.gridSize[0]) *
             (context.blockId[1] + int64_t(context.gridSize[1]) * context.blockId[2]);
}

/// Signature of a compiled kernel (see the file comment).
using CompiledKernelFn = void (*)(uint64_t *arguments, BlockContext *context, void *allocated,
                                  void *aligned, int64_t offset, int64_t size, int64_t stride);

} // namespace tilec::runtime

extern "C" {
/// Records `message` at the operation with preorder index `location` of the kernel and leaves
/// the tile block. Never returns.
[[noreturn]] void tilec_rt_fail(tilec::runtime::BlockContext *context, int32_t location,
                                const char *message);
}

#endif // TILEC_RUNTIME_CPUABI_H
