//===- AttentionBaseline.h - unfused attention through the libraries -*- C++ -*-===//
//
// What flash attention is measured against: O = softmax(Q Kᵀ · scale) V computed the unfused
// way, with the S×S score matrix in memory: one library GEMM for Q·Kᵀ, the hand-vectorized row
// softmax, one library GEMM for P·V. f32 through OpenBLAS or oneDNN's sgemm; bf16 through
// oneDNN bf16 matmuls with P rounded to bf16 between them.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_ATTENTIONBASELINE_H
#define TILEC_BENCH_ATTENTIONBASELINE_H

#include "Bench.h"
#include "GemmBaselines.h"

namespace tilec::bench {

class UnfusedAttention {
public:
  enum class Library { OpenBlas, Dnnl };
  /// f32 Q, K, V (S×D, row-major) through `library`'s sgemm.
  static std::unique_ptr<UnfusedAttention> createF32(Library library, int64_t s, int64_t d);
  /// bf16 Q, K, V through oneDNN bf16 matmuls; nullptr with `error` when oneDNN has none.
  static std::unique_ptr<UnfusedAttention> createBf16(int64_t s, int64_t d, std::string &error);

  /// O (S×D f32) from Q, K, V in the input type.
  bool run(const void *q, const void *k, const void *v, float *o, float scale, int threads);
  /// The oneDNN implementations used (empty for OpenBLAS).
  std::string getNote() const;

private:
  UnfusedAttention(int64_t s, int64_t d, bool bf16);

  int64_t s, d;
  bool bf16;
  Library library = Library::Dnnl;
  Buffer scores;
  Buffer probabilities; // bf16 P
  std::unique_ptr<DnnlMatmul> scoreMatmul, outputMatmul;
};

} // namespace tilec::bench

#endif // TILEC_BENCH_ATTENTIONBASELINE_H
