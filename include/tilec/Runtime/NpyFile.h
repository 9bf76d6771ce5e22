//===- NpyFile.h - NumPy .npy files for kernel inputs and outputs -*- C++ -*-===//
//
// Reads and writes the NumPy array format (versions 1.0-3.0, C order, little endian).
// NumPy has no type for bf16, tf32, the fp8 formats or f4E2M1FN, so:
//   bf16              <-> '<u2'  (raw bit patterns)
//   tf32              <-> '<f4'  (f32 values; the low 13 bits are zero when written)
//   f8E4M3FN, f8E5M2, f8E8M0FNU <-> '|u1' (raw bit patterns)
//   f4E2M1FN          <-> '|u1'  (one 4-bit pattern per byte, unpacked)
// Reading with an expected kind accepts exactly these containers for those kinds.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_NPYFILE_H
#define TILEC_RUNTIME_NPYFILE_H

#include "tilec/Runtime/HostBuffer.h"

#include "llvm/Support/Error.h"

#include <optional>

namespace tilec::runtime {

/// Reads `path`. Without `expected`, the kind follows the file's dtype; with it, the dtype must
/// be that kind's dtype or its container above, else the error says what the file holds.
llvm::Expected<HostBuffer> readNpy(llvm::StringRef path,
                                   std::optional<ScalarKind> expected = std::nullopt);

/// Parses a .npy image held in memory; `name` is used in error messages.
llvm::Expected<HostBuffer> parseNpy(llvm::StringRef contents, llvm::StringRef name,
                                    std::optional<ScalarKind> expected = std::nullopt);

/// Writes `buffer` to `path` (version 1.0 header, 64-byte aligned data).
llvm::Error writeNpy(llvm::StringRef path, const HostBuffer &buffer);

/// The .npy image of `buffer`.
std::string serializeNpy(const HostBuffer &buffer);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_NPYFILE_H
