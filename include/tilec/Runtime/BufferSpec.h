//===- BufferSpec.h - kernel inputs named on the command line ---*- C++ -*-===//
//
// `tilec run --arg SPEC` accepts, for a buffer argument:
//   rand:KIND:SHAPE[:SEED]  uniform values: floats in [-1, 1), integers in [-16, 16), i1 in {0, 1}
//   zeros:KIND:SHAPE        all zero
//   ones:KIND:SHAPE         all one
//   iota:KIND:SHAPE         element i (row-major) holds i, wrapping modulo the integer width
//   PATH.npy                a NumPy file (see NpyFile.h)
// SHAPE is `128` or `1024x1024`; KIND is a Tile IR element type (f32, bf16, i8, f8E4M3FN, ...).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_BUFFERSPEC_H
#define TILEC_RUNTIME_BUFFERSPEC_H

#include "tilec/Runtime/HostBuffer.h"

#include "llvm/Support/Error.h"

#include <optional>

namespace tilec::runtime {

/// Builds the buffer a spec describes. `expected` (the kernel's pointee kind, when known) is
/// checked against the spec's kind, and passed to the .npy reader.
llvm::Expected<HostBuffer> createBufferFromSpec(llvm::StringRef spec,
                                                std::optional<ScalarKind> expected = std::nullopt);

/// True when `spec` names a buffer (a generator or a .npy file) rather than a scalar value.
bool isBufferSpec(llvm::StringRef spec);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_BUFFERSPEC_H
