//===- AttentionBaseline.cpp - unfused attention through the libraries ----===//
#include "AttentionBaseline.h"
#include "RowKernelsBaselines.h"

namespace tilec::bench {

namespace {

bool runOpenblasSgemm(const float *a, const float *b, float *c, int64_t m, int64_t n, int64_t k,
                      bool transposeB) {
  openblasSgemm(a, b, c, m, n, k, transposeB);
  return true;
}

} // namespace

UnfusedAttention::UnfusedAttention(int64_t s, int64_t d, bool bf16)
    : s(s), d(d), bf16(bf16), scores(s * s * 4), probabilities(bf16 ? s * s * 2 : 0) {}

std::unique_ptr<UnfusedAttention> UnfusedAttention::createF32(Library library, int64_t s,
                                                              int64_t d) {
  std::unique_ptr<UnfusedAttention> attention(new UnfusedAttention(s, d, false));
  attention->library = library;
  return attention;
}

std::unique_ptr<UnfusedAttention> UnfusedAttention::createBf16(int64_t s, int64_t d,
                                                               std::string &error) {
  std::unique_ptr<UnfusedAttention> attention(new UnfusedAttention(s, d, true));
  attention->scoreMatmul = DnnlMatmul::create(s, s, d, dnnl_bf16, dnnl_bf16, dnnl_f32, true, error);
  if (!attention->scoreMatmul)
    return nullptr;
  attention->outputMatmul =
      DnnlMatmul::create(s, d, s, dnnl_bf16, dnnl_bf16, dnnl_f32, false, error);
  if (!attention->outputMatmul)
    return nullptr;
  return attention;
}

bool UnfusedAttention::run(const void *q, const void *k, const void *v, float *o, float scale,
                           int threads) {
  float *scoreData = scores.as<float>();
  if (bf16) {
    if (!scoreMatmul->execute(q, k, scoreData))
      return false;
    softmaxRows(scoreData, scoreData, s, s, scale, threads);
    encodeBf16(scoreData, probabilities.as<uint16_t>(), s * s, threads);
    return outputMatmul->execute(probabilities.data(), v, o);
  }
  auto sgemm = library == Library::OpenBlas ? runOpenblasSgemm : dnnlSgemm;
  const auto *qf = static_cast<const float *>(q), *kf = static_cast<const float *>(k),
             *vf = static_cast<const float *>(v);
  if (!sgemm(qf, kf, scoreData, s, s, d, true))
    return false;
  softmaxRows(scoreData, scoreData, s, s, scale, threads);
  return sgemm(scoreData, vf, o, s, d, s, false);
}

std::string UnfusedAttention::getNote() const {
  if (!bf16)
    return "";
  return scoreMatmul->getImplementation() + " / " + outputMatmul->getImplementation();
}

} // namespace tilec::bench
