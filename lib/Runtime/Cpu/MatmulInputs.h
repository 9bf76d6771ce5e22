//===- MatmulInputs.h - the exact f32 values of mmaf inputs -----*- C++ -*-===//
//
// mmaf's input formats (f32, tf32, f16, bf16 and the 8- and 4-bit floats) are all exact in
// f32; the product helpers (MatmulRuntime.cpp) and the K loop's product chains
// (MatmulChain.cpp) decode their tiles to f32 once and multiply those.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_MATMULINPUTS_H
#define TILEC_LIB_RUNTIME_CPU_MATMULINPUTS_H

#include "tilec/Numeric/FloatFormats.h"

#include <cstdint>

namespace tilec::runtime {

/// Bytes of one element of `format` in a tile (1 for the 8- and 4-bit formats).
int64_t getMatmulInputBytes(numeric::FloatFormat format);

/// The f32 values of `count` consecutive elements of `format` at `source`.
void decodeMatmulInputs(const void *source, numeric::FloatFormat format, int64_t count,
                        float *values);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_MATMULINPUTS_H
