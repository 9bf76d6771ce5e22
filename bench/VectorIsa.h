//===- VectorIsa.h - vector operations for the hand-written baselines -*- C++ -*-===//
//
// The hand-written baselines (row kernels, streaming loops) are written once against a small
// set of vector operations, `V`, and compiled twice: with AVX-512 and with AVX2+FMA (each
// instance inside a `#pragma clang attribute` target region). The CPU's features pick one at
// run time; without AVX2 the baselines run scalar code.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_VECTORISA_H
#define TILEC_BENCH_VECTORISA_H

#include <immintrin.h>

#include <cstdint>

namespace tilec::bench {

enum class VectorIsa { Scalar, Avx2, Avx512 };

/// The widest instruction set of this CPU that the baselines have code for.
VectorIsa getVectorIsa();
const char *getVectorIsaName(VectorIsa isa);

#pragma clang attribute push(__attribute__((target("avx512f,avx512dq,fma"))), apply_to = function)
struct Avx512Ops {
  using Vector = __m512;
  static constexpr int width = 16;
  static Vector load(const float *p) { return _mm512_loadu_ps(p); }
  static void store(float *p, Vector v) { _mm512_storeu_ps(p, v); }
  /// A non-temporal store; p is `width` floats aligned.
  static void stream(float *p, Vector v) { _mm512_stream_ps(p, v); }
  static Vector splat(float x) { return _mm512_set1_ps(x); }
  static Vector add(Vector a, Vector b) { return _mm512_add_ps(a, b); }
  static Vector sub(Vector a, Vector b) { return _mm512_sub_ps(a, b); }
  static Vector mul(Vector a, Vector b) { return _mm512_mul_ps(a, b); }
  static Vector fma(Vector a, Vector b, Vector c) { return _mm512_fmadd_ps(a, b, c); }
  static Vector max(Vector a, Vector b) { return _mm512_max_ps(a, b); }
  static Vector min(Vector a, Vector b) { return _mm512_min_ps(a, b); }
  static Vector round(Vector a) {
    return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  }
  /// 2^n for integral n in [-126, 127] held as floats.
  static Vector exp2Integer(Vector n) {
    __m512i bits = _mm512_slli_epi32(_mm512_add_epi32(_mm512_cvtps_epi32(n), _mm512_set1_epi32(127)), 23);
    return _mm512_castsi512_ps(bits);
  }
  /// Rounds to bf16 (nearest even; no NaNs expected) and stores the encodings.
  static void storeBf16(uint16_t *p, Vector v) {
    __m512i bits = _mm512_castps_si512(v);
    __m512i lsb = _mm512_and_si512(_mm512_srli_epi32(bits, 16), _mm512_set1_epi32(1));
    __m512i bias = _mm512_add_epi32(lsb, _mm512_set1_epi32(0x7fff));
    __m512i rounded = _mm512_srli_epi32(_mm512_add_epi32(bits, bias), 16);
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), _mm512_cvtepi32_epi16(rounded));
  }
  static float reduceAdd(Vector v) { return _mm512_reduce_add_ps(v); }
  static float reduceMax(Vector v) { return _mm512_reduce_max_ps(v); }
};
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
struct Avx2Ops {
  using Vector = __m256;
  static constexpr int width = 8;
  static Vector load(const float *p) { return _mm256_loadu_ps(p); }
  static void store(float *p, Vector v) { _mm256_storeu_ps(p, v); }
  static void stream(float *p, Vector v) { _mm256_stream_ps(p, v); }
  static Vector splat(float x) { return _mm256_set1_ps(x); }
  static Vector add(Vector a, Vector b) { return _mm256_add_ps(a, b); }
  static Vector sub(Vector a, Vector b) { return _mm256_sub_ps(a, b); }
  static Vector mul(Vector a, Vector b) { return _mm256_mul_ps(a, b); }
  static Vector fma(Vector a, Vector b, Vector c) { return _mm256_fmadd_ps(a, b, c); }
  static Vector max(Vector a, Vector b) { return _mm256_max_ps(a, b); }
  static Vector min(Vector a, Vector b) { return _mm256_min_ps(a, b); }
  static Vector round(Vector a) {
    return _mm256_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  }
  static Vector exp2Integer(Vector n) {
    __m256i bits = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
    return _mm256_castsi256_ps(bits);
  }
  static void storeBf16(uint16_t *p, Vector v) {
    __m256i bits = _mm256_castps_si256(v);
    __m256i lsb = _mm256_and_si256(_mm256_srli_epi32(bits, 16), _mm256_set1_epi32(1));
    __m256i bias = _mm256_add_epi32(lsb, _mm256_set1_epi32(0x7fff));
    __m256i rounded = _mm256_srli_epi32(_mm256_add_epi32(bits, bias), 16);
    __m128i packed = _mm_packus_epi32(_mm256_castsi256_si128(rounded),
                                      _mm256_extracti128_si256(rounded, 1));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(p), packed);
  }
  static float reduceAdd(Vector v) {
    __m128 sum = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    sum = _mm_add_ps(sum, _mm_movehl_ps(sum, sum));
    sum = _mm_add_ss(sum, _mm_movehdup_ps(sum));
    return _mm_cvtss_f32(sum);
  }
  static float reduceMax(Vector v) {
    __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    m = _mm_max_ps(m, _mm_movehl_ps(m, m));
    m = _mm_max_ss(m, _mm_movehdup_ps(m));
    return _mm_cvtss_f32(m);
  }
};
#pragma clang attribute pop

} // namespace tilec::bench

#endif // TILEC_BENCH_VECTORISA_H
