//===- MicrokernelAmx.cpp - integer matrix products on AMX tiles ----------===//
//
// Tiles (MicrokernelAmx.h): a block of 32×32 of d is four 16×16 i32 accumulator tiles (tmm0-3),
// fed per 64 values of k by two 16×64 tiles of a (tmm4-5, read in place: rows of a are k bytes
// apart) and two tiles of b (tmm6-7). AMX reads b in its "VNNI" layout, four consecutive k of
// one column in one 32-bit word: row r of the repacked b holds, for every column j, the bytes
// b[4r..4r+3, j], so a 16-column tile of it is 64 bytes wide.
//
//===----------------------------------------------------------------------===//
#include "MicrokernelAmx.h"

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

bool detectAmxInt8() {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx))
    return false;
  bool tile = edx & (1u << 24), int8 = edx & (1u << 25);
  if (!tile || !int8)
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

/// tmm`D` += tmm`A` · tmm`B` with the operands' signedness (tile numbers must be constants).
#define TILEC_AMX_DOT(S, D, A, B)                                                                \
  do {                                                                                         \
    if constexpr (S == Signedness::SignedSigned)                                               \
      _tile_dpbssd(D, A, B);                                                                   \
    else if constexpr (S == Signedness::SignedUnsigned)                                        \
      _tile_dpbsud(D, A, B);                                                                   \
    else if constexpr (S == Signedness::UnsignedSigned)                                        \
      _tile_dpbusd(D, A, B);                                                                   \
    else                                                                                       \
      _tile_dpbuud(D, A, B);                                                                   \
  } while (false)

template <Signedness S>
__attribute__((target("amx-tile,amx-int8"))) void
multiplyTiles(const uint8_t *a, int64_t lda, const uint8_t *packed, const int32_t *c, int32_t *d,
              int64_t m, int64_t n, int64_t k) {
  TileConfig config;
  for (int tile = 0; tile < 8; ++tile) {
    config.rows[tile] = 16;
    config.bytesPerRow[tile] = 64;
  }
  _tile_loadconfig(&config);
  const int64_t rowBytes = n * 4;
  for (int64_t i = 0; i < m; i += 32)
    for (int64_t j = 0; j < n; j += 32) {
      _tile_loadd(0, c + i * n + j, rowBytes);
      _tile_loadd(1, c + i * n + j + 16, rowBytes);
      _tile_loadd(2, c + (i + 16) * n + j, rowBytes);
      _tile_loadd(3, c + (i + 16) * n + j + 16, rowBytes);
      for (int64_t kk = 0; kk < k; kk += 64) {
        _tile_loadd(4, a + i * lda + kk, lda);
        _tile_loadd(5, a + (i + 16) * lda + kk, lda);
        const uint8_t *bRows = packed + kk / 4 * rowBytes;
        _tile_loadd(6, bRows + j * 4, rowBytes);
        _tile_loadd(7, bRows + (j + 16) * 4, rowBytes);
        TILEC_AMX_DOT(S, 0, 4, 6);
        TILEC_AMX_DOT(S, 1, 4, 7);
        TILEC_AMX_DOT(S, 2, 5, 6);
        TILEC_AMX_DOT(S, 3, 5, 7);
      }
      _tile_stored(0, d + i * n + j, rowBytes);
      _tile_stored(1, d + i * n + j + 16, rowBytes);
      _tile_stored(2, d + (i + 16) * n + j, rowBytes);
      _tile_stored(3, d + (i + 16) * n + j + 16, rowBytes);
    }
  _tile_release();
}

#undef TILEC_AMX_DOT

/// b (k×n bytes) in the VNNI layout (see the file comment); k is a multiple of 4 and n of 16.
/// Per 16 columns of 4 rows: interleaving bytes pairs rows 0-1 and 2-3, interleaving their
/// 16-bit pairs gives each column's 4 bytes together.
void packFourRows(const uint8_t *b, uint8_t *packed, int64_t n, int64_t k) {
  for (int64_t r = 0; r < k / 4; ++r) {
    const uint8_t *rows = b + 4 * r * n;
    uint8_t *out = packed + r * n * 4;
    for (int64_t j = 0; j < n; j += 16) {
      auto load = [&](int t) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i *>(rows + t * n + j));
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
  static const bool available = detectAmxInt8();
  return available;
}

bool multiplyAccumulateI8Amx(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                             bool bSigned, const int32_t *c, int32_t *d, int64_t m, int64_t n,
                             int64_t k, void *workspace) {
  if (m % 32 != 0 || n % 32 != 0 || k % 64 != 0 || !hasAmxInt8())
    return false;
  auto *packed = static_cast<uint8_t *>(workspace);
  packFourRows(b, packed, n, k);
  if (aSigned && bSigned)
    multiplyTiles<Signedness::SignedSigned>(a, lda, packed, c, d, m, n, k);
  else if (aSigned)
    multiplyTiles<Signedness::SignedUnsigned>(a, lda, packed, c, d, m, n, k);
  else if (bSigned)
    multiplyTiles<Signedness::UnsignedSigned>(a, lda, packed, c, d, m, n, k);
  else
    multiplyTiles<Signedness::UnsignedUnsigned>(a, lda, packed, c, d, m, n, k);
  return true;
}

#else

bool hasAmxInt8() { return false; }

bool multiplyAccumulateI8Amx(const uint8_t *, int64_t, bool, const uint8_t *, bool,
                             const int32_t *, int32_t *, int64_t, int64_t, int64_t, void *) {
  return false;
}

#endif

} // namespace tilec::runtime
