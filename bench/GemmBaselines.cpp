//===- GemmBaselines.cpp - library matrix products ------------------------===//
#include "GemmBaselines.h"

#include <cblas.h>

#include <cstdio>

namespace tilec::bench {

namespace {

dnnl_engine_t getEngine() {
  static dnnl_engine_t engine = [] {
    dnnl_engine_t created = nullptr;
    dnnl_engine_create(&created, dnnl_cpu, 0);
    return created;
  }();
  return engine;
}

dnnl_stream_t getStream() {
  static dnnl_stream_t stream = [] {
    dnnl_stream_t created = nullptr;
    dnnl_stream_create(&created, getEngine(), dnnl_stream_default_flags);
    return created;
  }();
  return stream;
}

const char *getIsaName(dnnl_cpu_isa_t isa) {
  switch (isa) {
  case dnnl_cpu_isa_avx512_core_amx:
    return "avx512_core_amx";
  case dnnl_cpu_isa_avx512_core_bf16:
    return "avx512_core_bf16";
  case dnnl_cpu_isa_avx512_core_vnni:
    return "avx512_core_vnni";
  case dnnl_cpu_isa_avx512_core:
    return "avx512_core";
  case dnnl_cpu_isa_avx2_vnni:
    return "avx2_vnni";
  case dnnl_cpu_isa_avx2:
    return "avx2";
  default:
    return "other";
  }
}

} // namespace

void openblasSgemm(const float *a, const float *b, float *c, int64_t m, int64_t n, int64_t k,
                   bool transposeB) {
  cblas_sgemm(CblasRowMajor, CblasNoTrans, transposeB ? CblasTrans : CblasNoTrans, m, n, k, 1.0f,
              a, k, b, transposeB ? k : n, 0.0f, c, n);
}

bool dnnlSgemm(const float *a, const float *b, float *c, int64_t m, int64_t n, int64_t k,
               bool transposeB) {
  return dnnl_sgemm('N', transposeB ? 'T' : 'N', m, n, k, 1.0f, a, k, b, transposeB ? k : n,
                    0.0f, c, n) == dnnl_success;
}

std::unique_ptr<DnnlMatmul> DnnlMatmul::create(int64_t m, int64_t n, int64_t k,
                                               dnnl_data_type_t a, dnnl_data_type_t b,
                                               dnnl_data_type_t c, bool transposeB,
                                               std::string &error) {
  std::unique_ptr<DnnlMatmul> matmul(new DnnlMatmul());
  dnnl_dims_t aDims = {m, k}, bDims = {k, n}, cDims = {m, n};
  dnnl_memory_desc_init_by_tag(&matmul->aDesc, 2, aDims, a, dnnl_ab);
  dnnl_memory_desc_init_by_tag(&matmul->bDesc, 2, bDims, b, transposeB ? dnnl_ba : dnnl_ab);
  dnnl_memory_desc_init_by_tag(&matmul->cDesc, 2, cDims, c, dnnl_ab);
  dnnl_matmul_desc_t operation;
  if (dnnl_matmul_desc_init(&operation, &matmul->aDesc, &matmul->bDesc, nullptr,
                            &matmul->cDesc) != dnnl_success) {
    error = "oneDNN rejects this matmul description";
    return nullptr;
  }
  if (dnnl_primitive_desc_create(&matmul->descriptor, &operation, nullptr, getEngine(),
                                 nullptr) != dnnl_success) {
    error = "oneDNN has no matmul implementation for these types";
    return nullptr;
  }
  const char *name = nullptr;
  dnnl_primitive_desc_query(matmul->descriptor, dnnl_query_impl_info_str, 0, &name);
  matmul->implementation = name ? name : "?";
  if (dnnl_primitive_create(&matmul->primitive, matmul->descriptor) != dnnl_success) {
    error = "oneDNN failed to create the matmul primitive";
    return nullptr;
  }
  return matmul;
}

DnnlMatmul::~DnnlMatmul() {
  if (primitive)
    dnnl_primitive_destroy(primitive);
  if (descriptor)
    dnnl_primitive_desc_destroy(descriptor);
}

bool DnnlMatmul::execute(const void *a, const void *b, void *c) {
  dnnl_memory_t memories[3] = {};
  const dnnl_memory_desc_t *descs[3] = {&aDesc, &bDesc, &cDesc};
  void *handles[3] = {const_cast<void *>(a), const_cast<void *>(b), c};
  for (int i = 0; i < 3; ++i)
    dnnl_memory_create(&memories[i], descs[i], getEngine(), handles[i]);
  dnnl_exec_arg_t arguments[3] = {
      {DNNL_ARG_SRC, memories[0]}, {DNNL_ARG_WEIGHTS, memories[1]}, {DNNL_ARG_DST, memories[2]}};
  bool succeeded = dnnl_primitive_execute(primitive, getStream(), 3, arguments) == dnnl_success &&
                   dnnl_stream_wait(getStream()) == dnnl_success;
  for (dnnl_memory_t memory : memories)
    dnnl_memory_destroy(memory);
  return succeeded;
}

std::string getDnnlDescription() {
  const dnnl_version_t *version = dnnl_version();
  char text[128];
  std::snprintf(text, sizeof(text), "oneDNN %d.%d.%d (%s)", version->major, version->minor,
                version->patch, getIsaName(dnnl_get_effective_cpu_isa()));
  return text;
}

} // namespace tilec::bench
