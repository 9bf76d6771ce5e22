//===- ViewRuntime.h - view loads other runtime helpers make ----*- C++ -*-===//
//
// The copy engine's entry points (ViewRuntime.cpp) that other helpers call on behalf of the
// compiled code, with the same checks and messages as when the code calls them itself.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_VIEWRUNTIME_H
#define TILEC_LIB_RUNTIME_CPU_VIEWRUNTIME_H

#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuViewDescriptor.h"

#include <cstdint>

extern "C" {
/// load_view_tko of a rank-2 tile read where it lies when it can be: see ViewRuntime.cpp.
uint64_t tilec_rt_view_load_rows(tilec::runtime::BlockContext *context, int32_t location,
                                 const tilec::runtime::ViewDescriptor *view,
                                 const uint64_t *indices, void *destination, int64_t *rowStride);
}

#endif // TILEC_LIB_RUNTIME_CPU_VIEWRUNTIME_H
