//===- MicrokernelAmx.cpp - matrix products on AMX tiles ------------------===//
//
// Tiles (MicrokernelAmx.h): a block of 32×32 of d is four 16×16 i32 accumulator tiles (tmm0-3),
// fed per 64 values of k by two 16×64 tiles of a (tmm4-5, read in place: rows of a are k bytes
// apart) and two tiles of b (tmm6-7). AMX reads b in its "VNNI" layout, four consecutive k of
// one column in one 32-bit word: row r of the repacked b holds, for every column j, the bytes
// b[4r..4r+3, j], so a 16-column tile of it is 64 bytes wide.
//
// bf16 products (multiplyAccumulateBf16AmxPass) use the same tiles with 2-byte elements: a
// 16×64-byte tile of a holds 32 values of k, b's layout pairs two consecutive k of a column
// in each 32-bit word, and the accumulators hold f32.
//
// A lone product (multiplyAccumulateI8Amx) loads and stores each block of d once per product;
// a pass of a product chain (multiplyAccumulateI8AmxPass) once for all its products, which
// matters because an AMX product over 64 values of k is cheaper than moving its 4 KiB block.
//
//===----------------------------------------------------------------------===//
#include "MicrokernelAmx.h"
#include "MicrokernelMatmul.h"

#include <cstdlib>
#include <string_view>

#if defined(__x86_64__) && defined(__linux__)
#include <cpuid.h>
#include <immintrin.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace tilec::runtime {

#if defined(__x86_64__) && defined(__linux__)

namespace {

/// Linux's arch_prctl request for permission to use a dynamically enabled state component,
/// and AMX tile data's component number (linux/arch/x86/include/uapi/asm/prctl.h).
constexpr int kRequestStatePermission = 0x1023;
constexpr int kTileDataState = 18;

/// CPUID leaf 7's EDX bits of AMX's parts.
constexpr unsigned kAmxBf16Bit = 1u << 22, kAmxTileBit = 1u << 24, kAmxInt8Bit = 1u << 25;

/// Whether the CPU has AMX tiles and the instructions of `featureBit`, the OS saves tile state,
/// and Linux grants this process the permission to use it.
bool detectAmx(unsigned featureBit) {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx))
    return false;
  if (!(edx & kAmxTileBit) || !(edx & featureBit))
    return false;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & (1u << 27))) // OSXSAVE
    return false;
  uint32_t low, high;
  __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  uint64_t enabled = (uint64_t(high) << 32) | low;
  constexpr uint64_t kTileStates = (uint64_t(1) << 17) | (uint64_t(1) << 18);
  if ((enabled & kTileStates) != kTileStates)
    return false;
  return syscall(SYS_arch_prctl, kRequestStatePermission, kTileDataState) == 0;
}

/// The 64-byte operand of ldtilecfg: palette 1, every tile used 16 rows × 64 bytes.
struct alignas(64) TileConfig {
  uint8_t palette = 1;
  uint8_t startRow = 0;
  uint8_t reserved[14] = {};
  uint16_t bytesPerRow[16] = {};
  uint8_t rows[16] = {};
};

enum class Signedness { SignedSigned, SignedUnsigned, UnsignedSigned, UnsignedUnsigned };

/// Configures tiles 0-7 as 16 rows of 64 bytes.
__attribute__((target("amx-tile"))) void configureTiles() {
  TileConfig config;
  for (int tile = 0; tile < 8; ++tile) {
    config.rows[tile] = 16;
    config.bytesPerRow[tile] = 64;
  }
  _tile_loadconfig(&config);
}

/// The four products of a 32×32 block for one 64-byte column of a's rows: tmm0-3 += tmm4-5 ×
/// tmm6-7 (tile numbers must be constants), as i8 sums of the operands' signedness or as bf16.
template <Signedness S> struct I8Dots {
  __attribute__((target("amx-tile,amx-int8"), always_inline)) void operator()() const {
    if constexpr (S == Signedness::SignedSigned) {
      _tile_dpbssd(0, 4, 6);
      _tile_dpbssd(1, 4, 7);
      _tile_dpbssd(2, 5, 6);
      _tile_dpbssd(3, 5, 7);
    } else if constexpr (S == Signedness::SignedUnsigned) {
      _tile_dpbsud(0, 4, 6);
      _tile_dpbsud(1, 4, 7);
      _tile_dpbsud(2, 5, 6);
      _tile_dpbsud(3, 5, 7);
    } else if constexpr (S == Signedness::UnsignedSigned) {
      _tile_dpbusd(0, 4, 6);
      _tile_dpbusd(1, 4, 7);
      _tile_dpbusd(2, 5, 6);
      _tile_dpbusd(3, 5, 7);
    } else {
      _tile_dpbuud(0, 4, 6);
      _tile_dpbuud(1, 4, 7);
      _tile_dpbuud(2, 5, 6);
      _tile_dpbuud(3, 5, 7);
    }
  }
};
struct Bf16Dots {
  __attribute__((target("amx-tile,amx-bf16"), always_inline)) void operator()() const {
    _tile_dpbf16ps(0, 4, 6);
    _tile_dpbf16ps(1, 4, 7);
    _tile_dpbf16ps(2, 5, 6);
    _tile_dpbf16ps(3, 5, 7);
  }
};

/// d = c + the sum of the products (d = the sum with a null c), each 32×32 block of d in
/// tmm0-3 across all of them: per 64 bytes of a's rows (64 i8 or 32 bf16 values of k), two
/// tiles of a (read in place, rows `lda` bytes apart) and two of the packed b (16 of its rows,
/// each holding 4 bytes per column), multiplied by `Dots`. c's rows are n elements apart, d's
/// `ldd`; `rowBytes` is the bytes of k values in a row of a.
template <typename Element, typename Dots>
__attribute__((target("amx-tile,amx-int8,amx-bf16"))) void
multiplyPassTiles(const AmxProduct *products, int64_t count, const Element *c, Element *d,
                  int64_t ldd, int64_t m, int64_t n, int64_t rowBytes) {
  configureTiles();
  const int64_t cBytes = n * 4, dBytes = ldd * 4;
  for (int64_t i = 0; i < m; i += 32)
    for (int64_t j = 0; j < n; j += 32) {
      if (!c) {
        _tile_zero(0);
        _tile_zero(1);
        _tile_zero(2);
        _tile_zero(3);
      } else {
        const Element *initial = c + i * n + j;
        _tile_loadd(0, initial, cBytes);
        _tile_loadd(1, initial + 16, cBytes);
        _tile_loadd(2, initial + 16 * n, cBytes);
        _tile_loadd(3, initial + 16 * n + 16, cBytes);
      }
      for (int64_t s = 0; s < count; ++s) {
        const int64_t lda = products[s].lda;
        const uint8_t *aRows = products[s].a + i * lda;
        const uint8_t *bColumns = products[s].packedB + j * 4;
        for (int64_t column = 0; column < rowBytes; column += 64) {
          _tile_loadd(4, aRows + column, lda);
          _tile_loadd(5, aRows + 16 * lda + column, lda);
          const uint8_t *bRows = bColumns + column / 4 * cBytes;
          _tile_loadd(6, bRows, cBytes);
          _tile_loadd(7, bRows + 64, cBytes);
          Dots()();
        }
      }
      Element *block = d + i * ldd + j;
      _tile_stored(0, block, dBytes);
      _tile_stored(1, block + 16, dBytes);
      _tile_stored(2, block + 16 * ldd, dBytes);
      _tile_stored(3, block + 16 * ldd + 16, dBytes);
    }
  _tile_release();
}

/// multiplyPassTiles for i8 products of the given signedness.
void multiplyI8PassTiles(const AmxProduct *products, int64_t count, bool aSigned, bool bSigned,
                         const int32_t *c, int32_t *d, int64_t ldd, int64_t m, int64_t n,
                         int64_t k) {
  if (aSigned && bSigned)
    multiplyPassTiles<int32_t, I8Dots<Signedness::SignedSigned>>(products, count, c, d, ldd, m, n,
                                                                 k);
  else if (aSigned)
    multiplyPassTiles<int32_t, I8Dots<Signedness::SignedUnsigned>>(products, count, c, d, ldd, m, n,
                                                                   k);
  else if (bSigned)
    multiplyPassTiles<int32_t, I8Dots<Signedness::UnsignedSigned>>(products, count, c, d, ldd, m, n,
                                                                   k);
  else
    multiplyPassTiles<int32_t, I8Dots<Signedness::UnsignedUnsigned>>(products, count, c, d, ldd, m,
                                                                     n, k);
}

/// Pairs of bf16 rows interleaved (packBf16ForAmx), 32 columns per step: word j of the result
/// is column j of the first row, then of the second.
__attribute__((target("avx512f,avx512bw"))) void
packBf16Pairs(const uint16_t *b, int64_t ldb, uint16_t *packed, int64_t n, int64_t k) {
  // Words 0, 32, 1, 33, ... of the two rows (the second's numbered from 32), then 16, 48, ...
  alignas(64) uint16_t lowOrder[32], highOrder[32];
  for (int w = 0; w < 16; ++w) {
    lowOrder[2 * w] = uint16_t(w);
    lowOrder[2 * w + 1] = uint16_t(32 + w);
    highOrder[2 * w] = uint16_t(16 + w);
    highOrder[2 * w + 1] = uint16_t(48 + w);
  }
  const __m512i low = _mm512_load_si512(lowOrder), high = _mm512_load_si512(highOrder);
  for (int64_t r = 0; r < k / 2; ++r) {
    const uint16_t *first = b + 2 * r * ldb, *second = first + ldb;
    uint16_t *out = packed + r * 2 * n;
    for (int64_t j = 0; j < n; j += 32) {
      __m512i row0 = _mm512_loadu_si512(first + j), row1 = _mm512_loadu_si512(second + j);
      _mm512_storeu_si512(out + 2 * j, _mm512_permutex2var_epi16(row0, low, row1));
      _mm512_storeu_si512(out + 2 * j + 32, _mm512_permutex2var_epi16(row0, high, row1));
    }
  }
}

/// packFourRows (below) for 4 rows from `rows` in whole runs of 64 columns, with AVX-512 (which
/// every AMX CPU has, and the callers check: getMatmulIsa): the unpacks work in each 128-bit
/// lane, so lane l of the four results holds columns 16l.. of each 16-byte group, and a 4×4
/// transpose of lanes puts them in order. Returns the columns done. (Packing b is about a
/// quarter of a chain's time at 512^3, next to the AMX products.)
__attribute__((target("avx512f,avx512bw"))) int64_t
packFourRows64(const uint8_t *rows, int64_t ldb, uint8_t *out, int64_t n) {
  int64_t j = 0;
  for (; j + 64 <= n; j += 64) {
    __m512i row0 = _mm512_loadu_si512(rows + j), row1 = _mm512_loadu_si512(rows + ldb + j);
    __m512i row2 = _mm512_loadu_si512(rows + 2 * ldb + j);
    __m512i row3 = _mm512_loadu_si512(rows + 3 * ldb + j);
    __m512i low01 = _mm512_unpacklo_epi8(row0, row1), high01 = _mm512_unpackhi_epi8(row0, row1);
    __m512i low23 = _mm512_unpacklo_epi8(row2, row3), high23 = _mm512_unpackhi_epi8(row2, row3);
    __m512i r0 = _mm512_unpacklo_epi16(low01, low23), r1 = _mm512_unpackhi_epi16(low01, low23);
    __m512i r2 = _mm512_unpacklo_epi16(high01, high23), r3 = _mm512_unpackhi_epi16(high01, high23);
    // t0 = [r0.0 r0.1 r1.0 r1.1], t1 = [r0.2 r0.3 r1.2 r1.3], t2 and t3 the same of r2, r3.
    __m512i t0 = _mm512_shuffle_i64x2(r0, r1, 0x44), t1 = _mm512_shuffle_i64x2(r0, r1, 0xEE);
    __m512i t2 = _mm512_shuffle_i64x2(r2, r3, 0x44), t3 = _mm512_shuffle_i64x2(r2, r3, 0xEE);
    uint8_t *target = out + 4 * j;
    _mm512_storeu_si512(target, _mm512_shuffle_i64x2(t0, t2, 0x88));
    _mm512_storeu_si512(target + 64, _mm512_shuffle_i64x2(t0, t2, 0xDD));
    _mm512_storeu_si512(target + 128, _mm512_shuffle_i64x2(t1, t3, 0x88));
    _mm512_storeu_si512(target + 192, _mm512_shuffle_i64x2(t1, t3, 0xDD));
  }
  return j;
}

/// b (k×n bytes, rows `ldb` apart) in the VNNI layout (see the file comment); k is a multiple
/// of 4 and n of 16. Per 16 columns of 4 rows: interleaving bytes pairs rows 0-1 and 2-3,
/// interleaving their 16-bit pairs gives each column's 4 bytes together.
void packFourRows(const uint8_t *b, int64_t ldb, uint8_t *packed, int64_t n, int64_t k) {
  for (int64_t r = 0; r < k / 4; ++r) {
    const uint8_t *rows = b + 4 * r * ldb;
    uint8_t *out = packed + r * n * 4;
    for (int64_t j = packFourRows64(rows, ldb, out, n); j < n; j += 16) {
      auto load = [&](int t) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i *>(rows + t * ldb + j));
      };
      __m128i row0 = load(0), row1 = load(1), row2 = load(2), row3 = load(3);
      __m128i low01 = _mm_unpacklo_epi8(row0, row1), high01 = _mm_unpackhi_epi8(row0, row1);
      __m128i low23 = _mm_unpacklo_epi8(row2, row3), high23 = _mm_unpackhi_epi8(row2, row3);
      auto *target = reinterpret_cast<__m128i *>(out + 4 * j);
      _mm_storeu_si128(target + 0, _mm_unpacklo_epi16(low01, low23));
      _mm_storeu_si128(target + 1, _mm_unpackhi_epi16(low01, low23));
      _mm_storeu_si128(target + 2, _mm_unpacklo_epi16(high01, high23));
      _mm_storeu_si128(target + 3, _mm_unpackhi_epi16(high01, high23));
    }
  }
}

} // namespace

bool hasAmxInt8() {
  static const bool available = detectAmx(kAmxInt8Bit);
  return available;
}

bool hasAmxBf16() {
  static const bool available = detectAmx(kAmxBf16Bit);
  return available;
}

bool multiplyAccumulateI8Amx(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                             bool bSigned, const int32_t *c, int32_t *d, int64_t m, int64_t n,
                             int64_t k, void *workspace) {
  if (!fitsAmxTiles(m, n, k) || !hasAmxInt8())
    return false;
  auto *packed = static_cast<uint8_t *>(workspace);
  packFourRows(b, n, packed, n, k);
  AmxProduct product{a, lda, packed};
  multiplyI8PassTiles(&product, 1, aSigned, bSigned, c, d, n, m, n, k);
  return true;
}

/// Whether matrix products may use AMX where the CPU has it: the AVX-512 kernels are chosen
/// (every AMX CPU has them; the packing uses them) and TILEC_CPU_MATMUL_ISA, if set, asks for
/// "amx".
bool mayUseAmxForMatmuls() {
  const char *request = std::getenv("TILEC_CPU_MATMUL_ISA");
  return getMatmulIsa() == MatmulIsa::Avx512 && (!request || std::string_view(request) == "amx");
}

bool useAmxInt8ForMatmuls() {
  static const bool use = mayUseAmxForMatmuls() && hasAmxInt8();
  return use;
}

bool useAmxBf16ForMatmuls() {
  static const bool use = mayUseAmxForMatmuls() && hasAmxBf16();
  return use;
}

void packI8ForAmx(const uint8_t *b, int64_t ldb, uint8_t *packed, int64_t n, int64_t k) {
  packFourRows(b, ldb, packed, n, k);
}

void packBf16ForAmx(const uint16_t *b, int64_t ldb, uint16_t *packed, int64_t n, int64_t k) {
  packBf16Pairs(b, ldb, packed, n, k);
}

void multiplyAccumulateI8AmxPass(const AmxProduct *products, int64_t count, bool aSigned,
                                 bool bSigned, const int32_t *c, int32_t *d, int64_t ldd, int64_t m,
                                 int64_t n, int64_t k) {
  multiplyI8PassTiles(products, count, aSigned, bSigned, c, d, ldd, m, n, k);
}

void multiplyAccumulateBf16AmxPass(const AmxProduct *products, int64_t count, const float *c,
                                   float *d, int64_t ldd, int64_t m, int64_t n, int64_t k) {
  multiplyPassTiles<float, Bf16Dots>(products, count, c, d, ldd, m, n, 2 * k);
}

#else

bool hasAmxInt8() { return false; }

bool hasAmxBf16() { return false; }

bool useAmxBf16ForMatmuls() { return false; }

void packBf16ForAmx(const uint16_t *, int64_t, uint16_t *, int64_t, int64_t) {}

void multiplyAccumulateBf16AmxPass(const AmxProduct *, int64_t, const float *, float *, int64_t,
                                   int64_t, int64_t, int64_t) {}

bool useAmxInt8ForMatmuls() { return false; }

void packI8ForAmx(const uint8_t *, int64_t, uint8_t *, int64_t, int64_t) {}

void multiplyAccumulateI8AmxPass(const AmxProduct *, int64_t, bool, bool, const int32_t *,
                                 int32_t *, int64_t, int64_t, int64_t, int64_t) {}

bool multiplyAccumulateI8Amx(const uint8_t *, int64_t, bool, const uint8_t *, bool,
                             const int32_t *, int32_t *, int64_t, int64_t, int64_t, void *) {
  return false;
}

#endif

} // namespace tilec::runtime
