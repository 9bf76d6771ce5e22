//===- GemmBenchmarks.cpp - tilec GEMMs against OpenBLAS and oneDNN -------===//
//
// bench/kernels/gemm.mlir (@gemm_f32, @gemm_bf16, @gemm_f16, @gemm_i8) on square and
// tall-skinny shapes, each next to the libraries: f32 against cblas_sgemm and dnnl_sgemm, the
// others against oneDNN matmul primitives with the same input values. Outputs are checked
// against the first baseline's. gemm_bf16 is compiled as tilec compiles by default (mmaf's
// sums exactly the interpreter's); gemm_bf16_hw, the same kernel, with hardware accumulation
// (AMX-BF16 where the CPU has it, as oneDNN uses it; tilec/Conversion/MmafAccumulation.h).
//
//===----------------------------------------------------------------------===//
#include "Bench.h"
#include "GemmBaselines.h"
#include "TilecKernel.h"

#include <cstdio>

namespace tilec::bench {

namespace {

enum class GemmType { F32, BF16, F16, I8 };

struct GemmShape {
  int64_t m, n, k;
};

const char *getTypeName(GemmType type) {
  switch (type) {
  case GemmType::F32:
    return "f32";
  case GemmType::BF16:
    return "bf16";
  case GemmType::F16:
    return "f16";
  case GemmType::I8:
    return "i8";
  }
  return "?";
}

/// A and B of one case: the values (as f32, already rounded to the input type) and their
/// encoding in the input type.
struct GemmInputs {
  GemmInputs(GemmType type, const GemmShape &shape)
      : aValues(shape.m * shape.k * 4), bValues(shape.k * shape.n * 4),
        aEncoded(shape.m * shape.k * 4), bEncoded(shape.k * shape.n * 4) {
    size_t aCount = shape.m * shape.k, bCount = shape.k * shape.n;
    switch (type) {
    case GemmType::F32:
      fillUniform(aValues.as<float>(), aCount, 1);
      fillUniform(bValues.as<float>(), bCount, 2);
      break;
    case GemmType::BF16:
      fillUniform(aValues.as<float>(), aCount, 1);
      fillUniform(bValues.as<float>(), bCount, 2);
      roundToBf16(aValues.as<float>(), aEncoded.as<uint16_t>(), aCount);
      roundToBf16(bValues.as<float>(), bEncoded.as<uint16_t>(), bCount);
      break;
    case GemmType::F16:
      fillUniform(aValues.as<float>(), aCount, 1);
      fillUniform(bValues.as<float>(), bCount, 2);
      roundToF16(aValues.as<float>(), aEncoded.as<uint16_t>(), aCount);
      roundToF16(bValues.as<float>(), bEncoded.as<uint16_t>(), bCount);
      break;
    case GemmType::I8:
      fillUniform(aEncoded.as<int8_t>(), aCount, 1);
      fillUniform(bEncoded.as<int8_t>(), bCount, 2);
      break;
    }
  }
  /// What the kernels read: the encoding, or the f32 values themselves.
  const void *a(GemmType type) const {
    return type == GemmType::F32 ? aValues.as<float>() : aEncoded.as<float>();
  }
  const void *b(GemmType type) const {
    return type == GemmType::F32 ? bValues.as<float>() : bEncoded.as<float>();
  }

  Buffer aValues, bValues, aEncoded, bEncoded;
};

dnnl_data_type_t getDnnlType(GemmType type) {
  switch (type) {
  case GemmType::F32:
    return dnnl_f32;
  case GemmType::BF16:
    return dnnl_bf16;
  case GemmType::F16:
    return dnnl_f16;
  case GemmType::I8:
    return dnnl_s8;
  }
  return dnnl_f32;
}

void runGemmCase(const Options &options, TilecModules &modules, Report &report, GemmType type,
                 const GemmShape &shape, MmafAccumulation accumulation) {
  const char *typeName = getTypeName(type);
  bool isInteger = type == GemmType::I8;
  Case info;
  info.benchmark = std::string("gemm_") + typeName;
  std::string entry = info.benchmark;
  CpuCompileOptions compileOptions;
  compileOptions.mmafAccumulation = accumulation;
  if (accumulation == MmafAccumulation::Hardware)
    info.benchmark += "_hw";
  info.shape = formatShape({shape.m, shape.n, shape.k});
  info.size = shape.m;
  info.unit = isInteger ? "GOP/s" : "GFLOP/s";
  info.work = 2.0 * shape.m * shape.n * shape.k * 1e-9;

  // The i8 kernel's tile shape depends on the machine, as a kernel author would tune it.
  if (type == GemmType::I8 && options.hostHasI8Passes)
    entry = "gemm_i8_deep";
  // So is the f32 kernel's C tile on the matrix's height.
  bool largeF32 = type == GemmType::F32 && shape.m >= 1024;
  if (largeF32)
    entry = "gemm_f32_large";
  std::unique_ptr<TilecKernel> kernel =
      TilecKernel::compile(modules, options.kernelDirectory + "/gemm.mlir", entry, compileOptions);
  if (!kernel)
    return;
  GemmInputs inputs(type, shape);
  size_t cBytes = shape.m * shape.n * 4;
  Buffer tilecC(cBytes), referenceC(cBytes), secondC(cBytes);
  kernel->bindBuffer(0, const_cast<void *>(inputs.a(type)), inputs.aEncoded.size());
  kernel->bindBuffer(1, const_cast<void *>(inputs.b(type)), inputs.bEncoded.size());
  kernel->bindBuffer(2, tilecC.data(), cBytes);
  kernel->bindI32(3, shape.m);
  kernel->bindI32(4, shape.n);
  kernel->bindI32(5, shape.k);
  // The C tiles of the kernels in gemm.mlir: 256x128 (512x128 for @gemm_f32_large, 128x128
  // for @gemm_i8).
  int64_t tileRows = entry == "gemm_i8" ? 128 : largeF32 ? 512 : 256, tileColumns = 128;
  std::array<int64_t, 3> grid = {(shape.m + tileRows - 1) / tileRows,
                                 (shape.n + tileColumns - 1) / tileColumns, 1};
  size_t count = shape.m * shape.n;
  // Both sides sum the same products in f32, in different orders.
  double tolerance = 1e-4;
  auto checkFloat = [&, count, tolerance](Buffer &output) {
    return [&output, &referenceC, count, tolerance] {
      return describeCheck(relativeError(output.as<float>(), referenceC.as<float>(), count),
                           tolerance);
    };
  };

  std::vector<Contender> contenders;
  Contender tilec;
  tilec.name = "tilec";
  tilec.role = Role::Tilec;
  tilec.run = [&](int threads) { return kernel->launch(grid, threads, !options.unchecked); };
  if (isInteger)
    tilec.check = [&, count] {
      return describeCheck(relativeError(tilecC.as<int32_t>(), referenceC.as<int32_t>(), count),
                           0);
    };
  else
    tilec.check = checkFloat(tilecC);
  contenders.push_back(std::move(tilec));

  const float *aValues = inputs.aValues.as<float>();
  const float *bValues = inputs.bValues.as<float>();
  std::unique_ptr<DnnlMatmul> matmul;
  if (type == GemmType::F32) {
    Contender openblas;
    openblas.name = "cblas_sgemm (OpenBLAS)";
    openblas.run = [&](int) {
      openblasSgemm(aValues, bValues, referenceC.as<float>(), shape.m, shape.n, shape.k);
      return true;
    };
    contenders.push_back(std::move(openblas));
    Contender dnnl;
    dnnl.name = "dnnl_sgemm (oneDNN)";
    dnnl.run = [&](int) {
      return dnnlSgemm(aValues, bValues, secondC.as<float>(), shape.m, shape.n, shape.k);
    };
    dnnl.check = checkFloat(secondC);
    contenders.push_back(std::move(dnnl));
  } else {
    std::string error;
    dnnl_data_type_t inputType = getDnnlType(type);
    matmul = DnnlMatmul::create(shape.m, shape.n, shape.k, inputType, inputType,
                                isInteger ? dnnl_s32 : dnnl_f32, false, error);
    if (matmul) {
      Contender dnnl;
      dnnl.name = std::string("oneDNN matmul ") + typeName;
      dnnl.note = matmul->getImplementation();
      dnnl.run = [&](int) {
        return matmul->execute(inputs.a(type), inputs.b(type), referenceC.data());
      };
      contenders.push_back(std::move(dnnl));
    } else {
      std::printf("  %s: %s\n", info.benchmark.c_str(), error.c_str());
    }
    if (!isInteger) {
      // The same (rounded) values in f32: what a library without the narrow type would do; the
      // reference when oneDNN has no matmul for the type.
      Buffer *output = matmul ? &secondC : &referenceC;
      Contender sgemm;
      sgemm.name = "dnnl_sgemm on f32 copies";
      sgemm.note = matmul ? "" : error;
      sgemm.run = [&, output](int) {
        return dnnlSgemm(aValues, bValues, output->as<float>(), shape.m, shape.n, shape.k);
      };
      if (matmul)
        sgemm.check = checkFloat(secondC);
      contenders.push_back(std::move(sgemm));
    }
  }
  // Nothing to compare with.
  if (contenders.size() == 1)
    contenders[0].check = nullptr;
  runCase(options, report, info, contenders);
}

} // namespace

void runGemmBenchmarks(const Options &options, TilecModules &modules, Report &report) {
  std::vector<GemmShape> f32Shapes, narrowShapes;
  if (options.quick) {
    f32Shapes = {{256, 256, 256}, {1024, 1024, 1024}, {4096, 256, 4096}};
    narrowShapes = {{1024, 1024, 1024}};
  } else {
    f32Shapes = {{256, 256, 256},    {512, 512, 512},    {1024, 1024, 1024}, {2048, 2048, 2048},
                 {4096, 4096, 4096}, {4096, 256, 4096}, {256, 4096, 4096}};
    narrowShapes = {{512, 512, 512}, {1024, 1024, 1024}, {2048, 2048, 2048}};
  }
  for (GemmType type : {GemmType::F32, GemmType::BF16, GemmType::F16, GemmType::I8}) {
    std::string name = std::string("gemm_") + getTypeName(type);
    if (options.selects(name))
      for (const GemmShape &shape : type == GemmType::F32 ? f32Shapes : narrowShapes)
        runGemmCase(options, modules, report, type, shape, MmafAccumulation::Sequential);
    if (type == GemmType::BF16 && options.selects(name + "_hw"))
      for (const GemmShape &shape : narrowShapes)
        runGemmCase(options, modules, report, type, shape, MmafAccumulation::Hardware);
  }
}

} // namespace tilec::bench
