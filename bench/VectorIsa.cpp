//===- VectorIsa.cpp - which instruction set the hand-written baselines use ===//
#include "VectorIsa.h"

#include <cstdlib>
#include <cstring>

namespace tilec::bench {

VectorIsa getVectorIsa() {
  static VectorIsa isa = [] {
    __builtin_cpu_init();
    bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
    bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    // TILEC_BENCH_ISA=avx2|scalar measures a narrower path on a wider CPU.
    if (const char *requested = std::getenv("TILEC_BENCH_ISA")) {
      if (!std::strcmp(requested, "scalar"))
        return VectorIsa::Scalar;
      if (!std::strcmp(requested, "avx2") && avx2)
        return VectorIsa::Avx2;
    }
    return avx512 ? VectorIsa::Avx512 : avx2 ? VectorIsa::Avx2 : VectorIsa::Scalar;
  }();
  return isa;
}

const char *getVectorIsaName(VectorIsa isa) {
  switch (isa) {
  case VectorIsa::Avx512:
    return "AVX-512";
  case VectorIsa::Avx2:
    return "AVX2";
  case VectorIsa::Scalar:
    return "scalar";
  }
  return "?";
}

} // namespace tilec::bench
