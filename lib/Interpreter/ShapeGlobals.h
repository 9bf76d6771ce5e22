//===- ShapeGlobals.h - storage of module-level globals ---------*- C++ -*-===//
//
// A `global` is a module-lifetime array in global memory, initialised once at module load
// (tile-ir-ops.md §3.1). The interpreter creates it on the first `get_global` that names it and
// keeps it for its own lifetime, so every tile block and every launch sees the same storage.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_SHAPEGLOBALS_H
#define TILEC_LIB_INTERPRETER_SHAPEGLOBALS_H

#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Interpreter/Interpreter.h"

#include <cstdint>
#include <optional>

namespace tilec::interp {

/// Address of element 0 of `global`, allocating and initialising it on first use. The storage
/// is laid out as memory holds the element type (dense, little-endian, f4E2M1FN two per byte),
/// aligned as the op asks (natural alignment when 0) and registered read-only when the global
/// is `constant`. Nothing when the interpreter cannot provide the storage.
std::optional<uint64_t> getGlobalAddress(Interpreter &interpreter, cuda_tile::GlobalOp global);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_SHAPEGLOBALS_H
