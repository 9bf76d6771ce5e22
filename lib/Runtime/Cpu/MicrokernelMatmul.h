//===- MicrokernelMatmul.h - register-blocked matrix products ---*- C++ -*-===//
//
// The inner loops of mmaf, mmaf_scaled and mmai: d = c + a·b on dense row-major matrices (a
// m×k, b k×n, c and d m×n; d may be c). A block of d stays in vector registers while k advances, so every
// element of d is one chain of multiply-adds in increasing k starting from c: for floats each
// step is a fused multiply-add rounded in the element type, which is exactly the interpreter's
// reference order (lib/Interpreter/FloatMatmul.cpp), whatever instruction set runs.
//
// The instruction set is chosen once from the CPU's features (AVX-512, AVX2 with FMA, or
// portable C++), so one binary runs on any x86-64. TILEC_CPU_MATMUL_ISA=avx512|avx2|portable
// asks for a narrower one (tests use it to cover every path on one machine); a request the CPU
// cannot run is ignored.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_MICROKERNELMATMUL_H
#define TILEC_LIB_RUNTIME_CPU_MICROKERNELMATMUL_H

#include <cstdint>

namespace tilec::runtime {

enum class MatmulIsa { Portable, Avx2, Avx512 };

/// The instruction set the microkernels use in this process.
MatmulIsa getMatmulIsa();

/// d = c + a·b for row-major m×k a, k×n b and m×n c and d (d may be c). The rows of a are
/// `lda` elements apart (k for a dense tile; more where a is read in place in its matrix).
void multiplyAccumulateF32(const float *a, int64_t lda, const float *b, const float *c, float *d,
                           int64_t m, int64_t n, int64_t k);
void multiplyAccumulateF64(const double *a, const double *b, const double *c, double *d,
                           int64_t m, int64_t n, int64_t k);

/// One product of a sum of products (MicrokernelBlock.h): an a whose rows are `lda` elements
/// apart, and its b.
template <typename Element>
struct ProductStep {
  const Element *a;
  int64_t lda;
  const Element *b;
};

/// One step of a product chain (MatmulChain.cpp): an m×k a, and a k×n b packed in strips of
/// getChainStripWidth(n) columns: b[(strip·k + kk)·width + j], zero past column n.
using ChainStep = ProductStep<float>;

/// The width of the strips multiplyAccumulateChainF32 reads an n-column b in.
int64_t getChainStripWidth(int64_t n);

/// d = d + a_0·b_0 + a_1·b_1 + … (`count` steps, d m×n; d = 0 + … `fromZero`, without
/// reading d): every element of d is one chain of FMAs in step, then k order, the order of the
/// steps' mmaf one after the other.
void multiplyAccumulateChainF32(const ChainStep *steps, int64_t count, float *d, int64_t m,
                                int64_t n, int64_t k, bool fromZero);

/// acc[i,j] = the f16 rounding of acc[i,j] + a[i,kk]·b[kk,j], for kk in order: the mmaf f16
/// accumulator, with f16 or f8 values (whose products are exact in f32) in a and b and f16
/// values in acc.
void accumulateF16Products(const float *a, const float *b, float *acc, int64_t m, int64_t n,
                           int64_t k);
/// acc[i,j] = the f32 rounding of acc[i,j] + a[i,kk]·b[kk,j], for kk in order: mmaf_scaled,
/// whose scaled inputs and their products are exact doubles.
void accumulateScaledProducts(const double *a, const double *b, float *acc, int64_t m,
                              int64_t n, int64_t k);

/// The exact f32 values of `count` f16 encodings (F16C where the CPU has it).
void convertF16ToF32(const uint16_t *source, float *values, int64_t count);
/// The exact f32 values of `count` bf16 encodings (AVX2 where the CPU has it: the runtime is
/// built for any x86-64, whose SSE2 widens a quarter as many at a time).
void convertBf16ToF32(const uint16_t *source, float *values, int64_t count);

/// The i8 product of mmai: a and b are bytes extended per their signedness, c and d i32, and
/// the sums wrap modulo 2^32 (the interpreter's 64-bit sums truncated to 32 bits are the same
/// numbers, whatever the order). The rows of a are `lda` bytes apart. AMX where it fits, else
/// VNNI quads (MatmulQuadsI8.h; `workspace` then has getMatmulI8WorkspaceBytes(m, n, k)
/// bytes), else both operands widened to pairs of i16 in `workspace` (4·⌈k/2⌉·(m + n) bytes).
void multiplyAccumulateI8(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                          bool bSigned,
                          const int32_t *c, int32_t *d, int64_t m, int64_t n, int64_t k,
                          void *workspace);

/// Whether the CPU has AVX512-VNNI and the AVX-512 kernels are in use.
bool hasAvx512Vnni();

/// d = d + a_0·b_0 + … over the u8×s8 quads of MatmulQuadsI8.h (`quads` words per row of a,
/// b's in strips of getChainStripWidth(n) columns); requires hasAvx512Vnni(). Sums wrap modulo
/// 2^32.
void multiplyAccumulateChainI8Quads(const ProductStep<int32_t> *steps, int64_t count, int32_t *d,
                                    int64_t m, int64_t n, int64_t quads);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_MICROKERNELMATMUL_H
