//===- MicrokernelAmx.h - integer matrix products on AMX tiles ------*- C++ -*-===//
//
// Intel AMX (Sapphire Rapids and later) multiplies 16×64 i8 tiles by 64×16 i8 tiles into
// 16×16 i32 accumulators in one instruction (TDPB{SS,SU,US,UU}D). Its sums are 32-bit and wrap
// modulo 2^32 like mmai's, and integer sums do not depend on their order, so its results are
// the interpreter's exactly.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H
#define TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H

#include <cstdint>

namespace tilec::runtime {

/// Whether this CPU and the OS let this process use AMX-INT8 (asks Linux for the tile state
/// permission once).
bool hasAmxInt8();

/// d = c + a·b for the mmai operands of multiplyAccumulateI8 (MicrokernelMatmul.h) on AMX, when
/// the shape fits its tiles (m and n multiples of 32, k of 64); `workspace` holds k·n bytes of b
/// repacked. Returns false, having done nothing, when the shape does not fit.
bool multiplyAccumulateI8Amx(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                             bool bSigned, const int32_t *c, int32_t *d, int64_t m, int64_t n,
                             int64_t k, void *workspace);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H
