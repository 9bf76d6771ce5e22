//===- MatmulRuntime.cpp - runtime helpers of the Matmul family -----------===//
//
// One helper call per mmaf, mmai and mmaf_scaled (lib/Conversion/CudaTileToCPU/MatmulToCPU.cpp).
// Each gets the addresses of the dense row-major tiles a (B×M×K), b (B×K×N), the accumulator c
// and the result d (B×M×N; B = 1 for rank-2 ops) and, where it needs one, a `workspace` in the
// tile block's frame whose size the lowering computes with the formula the helper documents.
//
// The results are bit-exact with the interpreter (lib/Interpreter/FloatMatmul.cpp): every
// mmaf input format is exact in f32, and so is every product of two of them, so an f32
// accumulator is a chain of f32 FMAs in k order (the microkernels, MicrokernelMatmul.h) on
// inputs decoded to f32 once; f64 is the same in f64. The f16 accumulator and the scaled
// products instead add an exact product with round-to-odd and round once into the accumulator,
// as the interpreter does.
//
//===----------------------------------------------------------------------===//
#include "MatmulInputs.h"
#include "MicrokernelAmx.h"
#include "MicrokernelMatmul.h"
#include "Transpose.h"

#include "tilec/Numeric/FastConvert.h"
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

using tilec::numeric::FloatFormat;

namespace tilec::runtime {
namespace {

/// Values of the 256 encodings of an 8-bit (or, in a byte, 4-bit) format; all exact in f32
/// (f8E8M0FNU's 2^-127 is an f32 subnormal).
struct ByteFormatTables {
  std::array<float, 256> e4m3, e5m2, e8m0, e2m1, ue5m3;

  ByteFormatTables() {
    for (unsigned bits = 0; bits < 256; ++bits) {
      e4m3[bits] = static_cast<float>(numeric::decode(bits, FloatFormat::F8E4M3FN));
      e5m2[bits] = static_cast<float>(numeric::decode(bits, FloatFormat::F8E5M2));
      e8m0[bits] = static_cast<float>(numeric::decode(bits, FloatFormat::F8E8M0FNU));
      e2m1[bits] = static_cast<float>(numeric::decode(bits, FloatFormat::F4E2M1FN));
      ue5m3[bits] = static_cast<float>(numeric::decode(bits, FloatFormat::UE5M3));
    }
  }

  const std::array<float, 256> &get(FloatFormat format) const {
    switch (format) {
    case FloatFormat::F8E4M3FN:
      return e4m3;
    case FloatFormat::F8E5M2:
      return e5m2;
    case FloatFormat::F8E8M0FNU:
      return e8m0;
    case FloatFormat::UE5M3:
      return ue5m3;
    default:
      return e2m1;
    }
  }
};

const ByteFormatTables &getByteFormatTables() {
  static const ByteFormatTables tables;
  return tables;
}

/// The exact values of `count` elements in `format` (any mmaf or mmaf_scaled input).
template <typename Value>
void decodeElements(const void *source, FloatFormat format, int64_t count, Value *values) {
  switch (format) {
  case FloatFormat::F32:
  case FloatFormat::TF32: {
    // tf32 ignores the low 13 bits of its container.
    uint32_t mask = format == FloatFormat::TF32 ? 0xFFFFE000u : 0xFFFFFFFFu;
    const auto *bits = static_cast<const uint32_t *>(source);
    for (int64_t i = 0; i < count; ++i)
      values[i] = std::bit_cast<float>(bits[i] & mask);
    return;
  }
  case FloatFormat::F16: {
    const auto *bits = static_cast<const uint16_t *>(source);
    if constexpr (std::is_same_v<Value, float>) {
      convertF16ToF32(bits, values, count);
    } else {
      for (int64_t i = 0; i < count; ++i)
        values[i] = numeric::f16ToF32(bits[i]);
    }
    return;
  }
  case FloatFormat::BF16: {
    // bf16 is the high half of an f32.
    const auto *bits = static_cast<const uint16_t *>(source);
    if constexpr (std::is_same_v<Value, float>) {
      convertBf16ToF32(bits, values, count);
    } else {
      for (int64_t i = 0; i < count; ++i)
        values[i] = std::bit_cast<float>(static_cast<uint32_t>(bits[i]) << 16);
    }
    return;
  }
  default: {
    const std::array<float, 256> &table = getByteFormatTables().get(format);
    const auto *bytes = static_cast<const uint8_t *>(source);
    for (int64_t i = 0; i < count; ++i)
      values[i] = table[bytes[i]];
    return;
  }
  }
}

const uint8_t *advance(const void *base, int64_t bytes) {
  return static_cast<const uint8_t *>(base) + bytes;
}

/// d = c + a·b for `batches` bf16 products on AMX (hardware accumulation; the shape fits its
/// tiles): a's rows `lda` elements apart, b (k×n) or, `transposed`, its n×k transpose packed
/// into `workspace` per batch. A transpose's rows hold the pairs of k values AMX reads of a
/// column of b, so its packing is a transpose of 32-bit words.
void multiplyBf16OnAmx(const void *a, int64_t lda, const uint16_t *b, bool transposed,
                       const float *c, float *d, void *workspace, int64_t batches, int64_t m,
                       int64_t n, int64_t k) {
  for (int64_t batch = 0; batch < batches; ++batch) {
    const uint16_t *operand = b + batch * k * n;
    if (transposed)
      transposeMatrix(operand, k / 2, workspace, n, n, k / 2, 4);
    else
      packBf16ForAmx(operand, n, static_cast<uint16_t *>(workspace), n, k);
    AmxProduct product{advance(a, batch * m * lda * 2), lda * 2,
                       static_cast<const uint8_t *>(workspace)};
    multiplyAccumulateBf16AmxPass(&product, 1, c + batch * m * n, d + batch * m * n, n, m, n, k);
  }
}

/// mmaf_scaled's undefined values: every d[i,j] whose sum takes a negative f8E4M3FN scale from
/// row i of sa or column j of sb becomes NaN (see poisonNegativeScales in the interpreter).
void poisonNegativeScales(const uint8_t *lhsScale, const uint8_t *rhsScale, float *d, int64_t m,
                          int64_t n, int64_t blocks) {
  const std::array<float, 256> &e4m3 = getByteFormatTables().e4m3;
  float nan = std::bit_cast<float>(uint32_t(0x7FC00000));
  for (int64_t i = 0; i < m; ++i) {
    bool rowUndefined = false;
    for (int64_t block = 0; block < blocks; ++block)
      rowUndefined |= e4m3[lhsScale[i * blocks + block]] < 0;
    for (int64_t j = 0; j < n; ++j) {
      bool undefined = rowUndefined;
      for (int64_t block = 0; block < blocks && !undefined; ++block)
        undefined = e4m3[rhsScale[block * n + j]] < 0;
      if (undefined)
        d[i * n + j] = nan;
    }
  }
}

} // namespace

int64_t getMatmulInputBytes(FloatFormat format) {
  if (format == FloatFormat::F32 || format == FloatFormat::TF32)
    return 4;
  return format == FloatFormat::F16 || format == FloatFormat::BF16 ? 2 : 1;
}

void decodeMatmulInputs(const void *source, FloatFormat format, int64_t count, float *values) {
  decodeElements(source, format, count, values);
}

} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// mmaf with an f32 accumulator; `format` (a numeric::FloatFormat) is the type of a and b.
/// The rows of a are `lda` elements apart: k in a tile buffer, more where a view load left a
/// in its matrix (tilec_rt_view_load_rows; one batch then).
/// workspace: 4·(M·K + K·N) bytes unless the inputs are f32 (then none).
void tilec_rt_mmaf_f32(BlockContext *context, int32_t format, const void *a, int64_t lda,
                       const void *b, const float *c, float *d, void *workspace, int64_t batches,
                       int64_t m, int64_t n, int64_t k) {
  auto inputFormat = static_cast<FloatFormat>(format);
  int64_t bytes = getMatmulInputBytes(inputFormat);
  for (int64_t batch = 0; batch < batches; ++batch) {
    const void *lhs = advance(a, batch * m * lda * bytes);
    const void *rhs = advance(b, batch * k * n * bytes);
    const float *lhsValues = static_cast<const float *>(lhs);
    const float *rhsValues = static_cast<const float *>(rhs);
    int64_t lhsStride = lda;
    if (inputFormat != FloatFormat::F32) {
      auto *decoded = static_cast<float *>(workspace);
      if (lda == k)
        decodeElements(lhs, inputFormat, m * k, decoded);
      else
        for (int64_t i = 0; i < m; ++i)
          decodeElements(advance(lhs, i * lda * bytes), inputFormat, k, decoded + i * k);
      decodeElements(rhs, inputFormat, k * n, decoded + m * k);
      lhsValues = decoded;
      rhsValues = decoded + m * k;
      lhsStride = k;
    }
    multiplyAccumulateF32(lhsValues, lhsStride, rhsValues, c + batch * m * n, d + batch * m * n,
                          m, n, k);
  }
}

/// tilec_rt_mmaf_f32 in a kernel compiled with hardware accumulation
/// (tilec/Conversion/MmafAccumulation.h), for bf16 inputs: on AMX-BF16 where the CPU has it and
/// the shape fits its tiles (b packed into the workspace), within the bound of
/// kMatmulChainHardwareAccumulation; else as tilec_rt_mmaf_f32.
void tilec_rt_mmaf_bf16_hardware(BlockContext *context, int32_t format, const void *a, int64_t lda,
                                 const void *b, const float *c, float *d, void *workspace,
                                 int64_t batches, int64_t m, int64_t n, int64_t k) {
  if (!fitsAmxBf16Tiles(m, n, k) || !useAmxBf16ForMatmuls())
    return tilec_rt_mmaf_f32(context, format, a, lda, b, c, d, workspace, batches, m, n, k);
  multiplyBf16OnAmx(a, lda, static_cast<const uint16_t *>(b), /*transposed=*/false, c, d, workspace,
                    batches, m, n, k);
}

/// tilec_rt_mmaf_bf16_hardware with b given as its n×k transpose `bt` (rows k apart): the
/// lowering left out the permute that made b (isTransposedRhsOfHardwareMatmul). AMX's layout
/// pairs k values of a column, consecutive in bt's rows: packing is a transpose of bt's 32-bit
/// words. Without AMX, bt is transposed back after the f32 helper's workspace (2·k·n bytes,
/// workspace 4·(m·k + k·n) + that rounded up to 64).
void tilec_rt_mmaf_bf16_hardware_bt(BlockContext *context, int32_t format, const void *a,
                                    int64_t lda, const void *bt, const float *c, float *d,
                                    void *workspace, int64_t batches, int64_t m, int64_t n,
                                    int64_t k) {
  const auto *rows = static_cast<const uint16_t *>(bt);
  if (!fitsAmxBf16Tiles(m, n, k) || !useAmxBf16ForMatmuls()) {
    auto *bytes = static_cast<uint8_t *>(workspace);
    auto *transposed = reinterpret_cast<uint16_t *>(bytes + 4 * (m * k + k * n));
    for (int64_t batch = 0; batch < batches; ++batch) {
      transposeMatrix(rows + batch * n * k, k, transposed, n, n, k, 2);
      tilec_rt_mmaf_f32(context, format, advance(a, batch * m * lda * 2), lda, transposed,
                        c + batch * m * n, d + batch * m * n, workspace, 1, m, n, k);
    }
    return;
  }
  multiplyBf16OnAmx(a, lda, rows, /*transposed=*/true, c, d, workspace, batches, m, n, k);
}

/// mmaf with an f64 accumulator (f64 inputs).
void tilec_rt_mmaf_f64(BlockContext *context, const double *a, const double *b, const double *c,
                       double *d, int64_t batches, int64_t m, int64_t n, int64_t k) {
  for (int64_t batch = 0; batch < batches; ++batch)
    multiplyAccumulateF64(a + batch * m * k, b + batch * k * n, c + batch * m * n,
                          d + batch * m * n, m, n, k);
}

/// mmaf with an f16 accumulator (f16 or f8 inputs of `format`).
/// workspace: 4·(M·K + K·N + M·N) bytes.
void tilec_rt_mmaf_f16(BlockContext *context, int32_t format, const void *a, const void *b,
                       const uint16_t *c, uint16_t *d, void *workspace, int64_t batches,
                       int64_t m, int64_t n, int64_t k) {
  auto inputFormat = static_cast<FloatFormat>(format);
  int64_t bytes = getMatmulInputBytes(inputFormat);
  auto *lhs = static_cast<float *>(workspace);
  float *rhs = lhs + m * k;
  float *acc = rhs + k * n;
  for (int64_t batch = 0; batch < batches; ++batch) {
    decodeElements(advance(a, batch * m * k * bytes), inputFormat, m * k, lhs);
    decodeElements(advance(b, batch * k * n * bytes), inputFormat, k * n, rhs);
    decodeElements(c + batch * m * n, FloatFormat::F16, m * n, acc);
    accumulateF16Products(lhs, rhs, acc, m, n, k);
    for (int64_t i = 0; i < m * n; ++i)
      d[batch * m * n + i] = tilec::numeric::f32ToF16(acc[i]);
  }
}

/// mmai: i8 a and b extended per `lhsSigned`/`rhsSigned`, i32 c and d; the rows of a are
/// `lda` bytes apart (as for tilec_rt_mmaf_f32).
/// workspace: getMatmulI8WorkspaceBytes(M, N, K) bytes (tilec/Runtime/MatmulChainAbi.h).
void tilec_rt_mmai(BlockContext *context, int32_t lhsSigned, int32_t rhsSigned, const uint8_t *a,
                   int64_t lda, const uint8_t *b, const int32_t *c, int32_t *d, void *workspace,
                   int64_t batches, int64_t m, int64_t n, int64_t k) {
  for (int64_t batch = 0; batch < batches; ++batch)
    multiplyAccumulateI8(a + batch * m * lda, lda, lhsSigned != 0, b + batch * k * n,
                         rhsSigned != 0, c + batch * m * n, d + batch * m * n, m, n, k,
                         workspace);
}

/// mmaf_scaled: a and b of `format`, scales sa (B×M×blocks) and sb (B×blocks×N) of
/// `scaleFormat`, f32 c and d. workspace: 8·(M·K + K·N) bytes.
void tilec_rt_mmaf_scaled(BlockContext *context, int32_t format, int32_t scaleFormat,
                          const uint8_t *a, const uint8_t *b, const float *c, float *d,
                          const uint8_t *lhsScale, const uint8_t *rhsScale, void *workspace,
                          int64_t batches, int64_t m, int64_t n, int64_t k, int64_t blocks) {
  auto inputFormat = static_cast<FloatFormat>(format);
  auto scaleInputFormat = static_cast<FloatFormat>(scaleFormat);
  const std::array<float, 256> &scales = getByteFormatTables().get(scaleInputFormat);
  int64_t blockSize = k / blocks;
  auto *lhs = static_cast<double *>(workspace);
  double *rhs = lhs + m * k;
  for (int64_t batch = 0; batch < batches; ++batch) {
    const uint8_t *sa = lhsScale + batch * m * blocks;
    const uint8_t *sb = rhsScale + batch * blocks * n;
    float *result = d + batch * m * n;
    // a·sa and b·sb have at most 8 significant bits and magnitudes within 2^±143, so they and
    // their products are exact doubles.
    decodeElements(a + batch * m * k, inputFormat, m * k, lhs);
    decodeElements(b + batch * k * n, inputFormat, k * n, rhs);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t kk = 0; kk < k; ++kk)
        lhs[i * k + kk] *= scales[sa[i * blocks + kk / blockSize]];
    for (int64_t kk = 0; kk < k; ++kk)
      for (int64_t j = 0; j < n; ++j)
        rhs[kk * n + j] *= scales[sb[(kk / blockSize) * n + j]];

    if (result != c + batch * m * n)
      std::memcpy(result, c + batch * m * n, m * n * sizeof(float));
    accumulateScaledProducts(lhs, rhs, result, m, n, k);
    if (scaleInputFormat == FloatFormat::F8E4M3FN)
      poisonNegativeScales(sa, sb, result, m, n, blocks);
  }
}

} // extern "C"

namespace tilec::runtime {

void appendMatmulRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_mmaf_f32", reinterpret_cast<void *>(&tilec_rt_mmaf_f32)});
  symbols.push_back(
      {"tilec_rt_mmaf_bf16_hardware", reinterpret_cast<void *>(&tilec_rt_mmaf_bf16_hardware)});
  symbols.push_back({"tilec_rt_mmaf_bf16_hardware_bt",
                     reinterpret_cast<void *>(&tilec_rt_mmaf_bf16_hardware_bt)});
  symbols.push_back({"tilec_rt_mmaf_f64", reinterpret_cast<void *>(&tilec_rt_mmaf_f64)});
  symbols.push_back({"tilec_rt_mmaf_f16", reinterpret_cast<void *>(&tilec_rt_mmaf_f16)});
  symbols.push_back({"tilec_rt_mmai", reinterpret_cast<void *>(&tilec_rt_mmai)});
  symbols.push_back({"tilec_rt_mmaf_scaled", reinterpret_cast<void *>(&tilec_rt_mmaf_scaled)});
}

} // namespace tilec::runtime
