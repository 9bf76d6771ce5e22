//===- GemmBaselines.h - library matrix products the GEMMs are measured against -*- C++ -*-===//
//
// Row-major C = A·B through OpenBLAS (cblas_sgemm), oneDNN's BLAS-like dnnl_sgemm, and oneDNN
// matmul primitives (C API) for bf16, f16 and i8 inputs, which pick AVX512-BF16, AVX512-FP16,
// VNNI or AMX kernels where the CPU has them. Thread counts come from setLibraryThreads.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_GEMMBASELINES_H
#define TILEC_BENCH_GEMMBASELINES_H

#include <oneapi/dnnl/dnnl.h>

#include <cstdint>
#include <memory>
#include <string>

namespace tilec::bench {

/// C (M×N) = A (M×K) · B (K×N), or A · Bᵀ for B stored N×K when `transposeB`.
void openblasSgemm(const float *a, const float *b, float *c, int64_t m, int64_t n, int64_t k,
                   bool transposeB = false);
bool dnnlSgemm(const float *a, const float *b, float *c, int64_t m, int64_t n, int64_t k,
               bool transposeB = false);

/// A oneDNN matmul primitive for fixed shapes and element types.
class DnnlMatmul {
public:
  /// nullptr with `error` set when oneDNN has no implementation (e.g. f16 on an old release).
  static std::unique_ptr<DnnlMatmul> create(int64_t m, int64_t n, int64_t k, dnnl_data_type_t a,
                                            dnnl_data_type_t b, dnnl_data_type_t c,
                                            bool transposeB, std::string &error);
  ~DnnlMatmul();
  bool execute(const void *a, const void *b, void *c);
  /// The implementation oneDNN chose ("brg:avx512_core_amx", ...).
  const std::string &getImplementation() const { return implementation; }

private:
  DnnlMatmul() = default;

  dnnl_primitive_desc_t descriptor = nullptr;
  dnnl_primitive_t primitive = nullptr;
  dnnl_memory_desc_t aDesc, bDesc, cDesc;
  std::string implementation;
};

/// oneDNN's version and the ISA it dispatches to, for the report.
std::string getDnnlDescription();

} // namespace tilec::bench

#endif // TILEC_BENCH_GEMMBASELINES_H
