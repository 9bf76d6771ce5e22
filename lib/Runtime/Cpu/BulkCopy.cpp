//===- BulkCopy.cpp - long row copies of the copy engine ------------------===//
//
// See BulkCopy.h for why. Each copy moves 64-byte cache lines with the widest vectors the CPU
// has (chosen once from its features); the unaligned head and tail go through memcpy.
//
//===----------------------------------------------------------------------===//
#include "BulkCopy.h"

#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tilec::runtime::bulk {

namespace {

constexpr size_t kLine = 64;

/// How far ahead of the copy its reads prefetch, and into L2 (the source of a store may be a
/// tile left in place in its tensor, tilec_rt_view_load_dense): beyond the page the hardware
/// streamer works in. For 16 KiB tiles (bench `vadd`, 64 MiB, one thread) 16 KiB into L2
/// measured best among 8 to 128 KiB; prefetching into L1 was slower than none, as the lines
/// displaced the tile buffers.
constexpr size_t kPrefetchDistance = 16 << 10;

using LineCopy = void (*)(uint8_t *destination, const uint8_t *source, size_t lines);

void loadLinesPortable(uint8_t *destination, const uint8_t *source, size_t lines) {
  std::memcpy(destination, source, lines * kLine);
}

void storeLinesPortable(uint8_t *destination, const uint8_t *source, size_t lines) {
  std::memcpy(destination, source, lines * kLine);
}

#if defined(__x86_64__)
// SSE2 is part of x86-64: no feature check needed.
void loadLinesSse2(uint8_t *destination, const uint8_t *source, size_t lines) {
  for (size_t line = 0; line < lines; ++line, destination += kLine, source += kLine) {
    _mm_prefetch(reinterpret_cast<const char *>(source + kPrefetchDistance), _MM_HINT_T1);
    for (size_t part = 0; part < kLine; part += 16)
      _mm_storeu_si128(reinterpret_cast<__m128i *>(destination + part),
                       _mm_loadu_si128(reinterpret_cast<const __m128i *>(source + part)));
  }
}

/// `destination` is 64-byte aligned.
void storeLinesSse2(uint8_t *destination, const uint8_t *source, size_t lines) {
  for (size_t line = 0; line < lines; ++line, destination += kLine, source += kLine) {
    _mm_prefetch(reinterpret_cast<const char *>(source + kPrefetchDistance), _MM_HINT_T1);
    for (size_t part = 0; part < kLine; part += 16)
      _mm_stream_si128(reinterpret_cast<__m128i *>(destination + part),
                       _mm_loadu_si128(reinterpret_cast<const __m128i *>(source + part)));
  }
}

__attribute__((target("avx512f"))) void loadLinesAvx512(uint8_t *destination,
                                                         const uint8_t *source, size_t lines) {
  for (size_t line = 0; line < lines; ++line, destination += kLine, source += kLine) {
    _mm_prefetch(reinterpret_cast<const char *>(source + kPrefetchDistance), _MM_HINT_T1);
    _mm512_storeu_si512(destination, _mm512_loadu_si512(source));
  }
}

__attribute__((target("avx512f"))) void storeLinesAvx512(uint8_t *destination,
                                                          const uint8_t *source, size_t lines) {
  for (size_t line = 0; line < lines; ++line, destination += kLine, source += kLine) {
    _mm_prefetch(reinterpret_cast<const char *>(source + kPrefetchDistance), _MM_HINT_T1);
    _mm512_stream_si512(reinterpret_cast<__m512i *>(destination), _mm512_loadu_si512(source));
  }
}
#endif

struct LineCopies {
  LineCopy load = loadLinesPortable;
  LineCopy store = storeLinesPortable;

  LineCopies() {
#if defined(__x86_64__)
    __builtin_cpu_init();
    bool avx512 = __builtin_cpu_supports("avx512f");
    load = avx512 ? loadLinesAvx512 : loadLinesSse2;
    store = avx512 ? storeLinesAvx512 : storeLinesSse2;
#endif
  }
};

const LineCopies &getLineCopies() {
  static const LineCopies copies;
  return copies;
}

} // namespace

void loadRowPrefetching(void *tile, const void *memory, size_t bytes) {
  auto *destination = static_cast<uint8_t *>(tile);
  const auto *source = static_cast<const uint8_t *>(memory);
  size_t lines = bytes / kLine;
  getLineCopies().load(destination, source, lines);
  std::memcpy(destination + lines * kLine, source + lines * kLine, bytes - lines * kLine);
}

/// Whether the thread made non-temporal stores that no fence has ordered yet.
thread_local bool streamingStoresPending = false;

void storeRowStreaming(void *memory, const void *tile, size_t bytes) {
  auto *destination = static_cast<uint8_t *>(memory);
  const auto *source = static_cast<const uint8_t *>(tile);
  size_t head = (kLine - reinterpret_cast<uintptr_t>(destination) % kLine) % kLine;
  if (bytes < head + kLine) {
    std::memcpy(destination, source, bytes);
    return;
  }
  std::memcpy(destination, source, head);
  size_t lines = (bytes - head) / kLine;
  getLineCopies().store(destination + head, source + head, lines);
  streamingStoresPending = true;
  size_t done = head + lines * kLine;
  std::memcpy(destination + done, source + done, bytes - done);
}

void noteStreamingStores() { streamingStoresPending = true; }

void orderStreamingStores() {
  if (!streamingStoresPending)
    return;
#if defined(__x86_64__)
  _mm_sfence();
#endif
  streamingStoresPending = false;
}

} // namespace tilec::runtime::bulk
