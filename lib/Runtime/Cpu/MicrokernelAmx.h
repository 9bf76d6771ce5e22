//===- MicrokernelAmx.h - matrix products on AMX tiles --------------*- C++ -*-===//
//
// Intel AMX (Sapphire Rapids and later) multiplies 16×64 i8 tiles by 64×16 i8 tiles into
// 16×16 i32 accumulators in one instruction (TDPB{SS,SU,US,UU}D). Its sums are 32-bit and wrap
// modulo 2^32 like mmai's, and integer sums do not depend on their order, so its results are
// the interpreter's exactly.
//
// AMX-BF16 multiplies 16×32 bf16 tiles by 32×16 bf16 tiles into 16×16 f32 accumulators
// (TDPBF16PS). Its products are exact, but its sums are not rounded as one f32 FMA after
// another in k order (measured on a Sapphire Rapids Xeon: about half the elements of a 16×16×32
// product differ from that chain in the last bits, whichever pair order and intermediate
// precision is assumed), and it flushes subnormal inputs and results to zero. mmaf leaves its
// accumulation unspecified, but tilec's compiled mmaf is the interpreter's bit for bit by
// default; these products serve only kernels compiled with hardware accumulation
// (tilec/Runtime/MatmulChainAbi.h, kMatmulChainHardwareAccumulation), within the bound
// documented there.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H
#define TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H

#include "tilec/Runtime/MatmulChainAbi.h"

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

/// Whether integer products use AMX in this process: the CPU has AMX-INT8 and the AVX-512
/// kernels, and TILEC_CPU_MATMUL_ISA (if set) asks for "amx" (the rule of
/// multiplyAccumulateI8, MicrokernelMatmul.cpp).
bool useAmxInt8ForMatmuls();

/// k×n bytes of b (rows `ldb` bytes apart; k a multiple of 4, n of 16) repacked into `packed`
/// (k·n bytes) in the layout AMX reads b in (see MicrokernelAmx.cpp).
void packI8ForAmx(const uint8_t *b, int64_t ldb, uint8_t *packed, int64_t n, int64_t k);

/// One product of a pass: an m×k a with rows `lda` bytes apart and a k×n b packed by
/// packI8ForAmx.
struct AmxProduct {
  const uint8_t *a;
  int64_t lda;
  const uint8_t *packedB;
};

/// d = c + the sum of `count` products (d = the sum with a null c), of the same shape (fitting
/// AMX tiles) and signedness, with every 32×32 block loaded into tile registers once for all
/// of them and stored once (MatmulChainI8.cpp); c's rows are n elements apart, d's `ldd` (c may
/// be d with ldd = n; d may also be the tile's place in the tensor a store writes it to).
/// Requires useAmxInt8ForMatmuls().
void multiplyAccumulateI8AmxPass(const AmxProduct *products, int64_t count, bool aSigned,
                                 bool bSigned, const int32_t *c, int32_t *d, int64_t ldd, int64_t m,
                                 int64_t n, int64_t k);

/// Whether this CPU and the OS let this process use AMX-BF16.
bool hasAmxBf16();

/// Whether bf16 products with hardware accumulation use AMX in this process: the CPU has
/// AMX-BF16 and the AVX-512 kernels, and TILEC_CPU_MATMUL_ISA (if set) asks for "amx".
bool useAmxBf16ForMatmuls();

/// k×n bf16 encodings of b (rows `ldb` elements apart; k even, n a multiple of 32) repacked
/// into `packed` (k·n encodings) in the layout AMX reads b in: row r holds, for every column
/// j, b[2r, j] then b[2r + 1, j].
void packBf16ForAmx(const uint16_t *b, int64_t ldb, uint16_t *packed, int64_t n, int64_t k);

/// d = c + the sum of `count` bf16 products (d = the sum with a null c), of the same shape
/// fitting AMX tiles: `a` m×k bf16 with rows `lda` bytes apart, `packedB` packed by
/// packBf16ForAmx; c and d m×n, c's rows n elements apart, d's `ldd` (as for
/// multiplyAccumulateI8AmxPass). Each 32×32 block of d stays in tile registers for all of them.
/// Requires useAmxBf16ForMatmuls().
void multiplyAccumulateBf16AmxPass(const AmxProduct *products, int64_t count, const float *c,
                                   float *d, int64_t ldd, int64_t m, int64_t n, int64_t k);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_MICROKERNELAMX_H
